/** The public face of the units module: other modules import only from here. */
export { occupants } from './units.repository';
export { unit, unitOccupant } from './units.schema';
export { unitUsage } from './units.service';
export { registerCustomerDirectory } from './customer-directory';
