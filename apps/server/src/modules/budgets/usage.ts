import { budgetItemUsage } from '../config-budget-item';
import { budgetsUsingItem } from './budgets.repository';

/** A budget item some yearly budget uses cannot be renamed. */
budgetItemUsage.register(async (db, propertyId, code) =>
  (await budgetsUsingItem(db, propertyId, code)).map((b) => ({
    kind: 'BUDGET',
    code: String(b.year),
    description: String(b.year),
  })),
);
