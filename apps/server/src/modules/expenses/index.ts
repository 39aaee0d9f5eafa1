/** The public face of the expenses module: other modules import only from here. */
export { ONE_TIME_KEY, customerSnapshot } from './billing-plan';
export {
  billedCustomers,
  currentOccupants,
  findExpenseTypeByCode,
  findUnitByCode,
  vatRatePermille,
} from './expenses.repository';
export type { Occupant } from './expenses.repository';
