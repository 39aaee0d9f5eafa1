/** The public face of the expenses module: other modules import only from here. */
export { ONE_TIME_KEY } from './billing-plan';
/** Kept for the modules that read the billed party through expenses; they are the invoices module's. */
export { customerSnapshot } from '../invoices';
export {
  billedCustomers,
  currentOccupants,
  findExpenseTypeByCode,
  findUnitByCode,
  vatRatePermille,
} from './expenses.repository';
export type { Occupant } from './expenses.repository';
