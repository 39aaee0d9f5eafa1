/** The public face of the deposits module: other modules import only from here. */
// Whoever loads this module also gives the cheques module its deposits side (cheques/cheque-uses.ts).
import './cheque-deposits';
export { deposit } from './deposits.schema';
export { undepositedBefore } from './deposits.repository';
