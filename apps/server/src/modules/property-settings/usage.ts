import { and, eq } from 'drizzle-orm';
import { accountUsage } from '../config-account';
import { propertyBankAccount } from './property-settings.schema';

/** The account of a property bank account cannot be renamed. */
accountUsage.register(async (db, propertyId, code) =>
  (
    await db
      .select({ accountNo: propertyBankAccount.accountNo, accountName: propertyBankAccount.accountName })
      .from(propertyBankAccount)
      .where(and(eq(propertyBankAccount.propertyId, propertyId), eq(propertyBankAccount.accountCode, code)))
  ).map((b) => ({ kind: 'PROPERTY_BANK_ACCOUNT', code: b.accountNo, description: b.accountName })),
);
