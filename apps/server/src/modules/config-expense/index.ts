/** The public face of the config-expense module: other modules import only from here. */
export { expenseType, expenseTypeTier } from './config-expense.schema';
export { expenseTypeUsage } from './config-expense.service';
