import { and, eq } from 'drizzle-orm';
import { accountUsage, nameIn } from '../config-account';
import { budgetItem } from './config-budget-item.schema';

/** An expense account a budget item uses cannot be renamed. */
accountUsage.register(async (db, propertyId, code, lang) =>
  (
    await db
      .select({ code: budgetItem.code, nameTh: budgetItem.descriptionTh, nameEn: budgetItem.descriptionEn })
      .from(budgetItem)
      .where(and(eq(budgetItem.propertyId, propertyId), eq(budgetItem.expenseAccountCode, code)))
  ).map((b) => ({ kind: 'BUDGET_ITEM', code: b.code, description: nameIn(b, lang) })),
);
