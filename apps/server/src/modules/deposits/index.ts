/** The public face of the deposits module: other modules import only from here. */
export { deposit } from './deposits.schema';
export { markChequeReturned } from './deposits.repository';
