import { and, eq } from 'drizzle-orm';
import { accountUsage, nameIn } from '../config-account';
import { expenseType } from './config-expense.schema';

/** An income account an expense type bills to cannot be renamed. */
accountUsage.register(async (db, propertyId, code, lang) =>
  (
    await db
      .select({ code: expenseType.code, nameTh: expenseType.nameTh, nameEn: expenseType.nameEn })
      .from(expenseType)
      .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.incomeAccountCode, code)))
  ).map((e) => ({ kind: 'EXPENSE_TYPE', code: e.code, description: nameIn(e, lang) })),
);
