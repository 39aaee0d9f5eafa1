/** The public face of the config-budget-item module: other modules import only from here. */
export { budgetItem } from './config-budget-item.schema';
export { budgetItemUsage } from './config-budget-item.service';
