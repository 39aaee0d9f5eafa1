import { and, eq } from 'drizzle-orm';
import { accountUsage, nameIn } from '../config-account';
import { supplier, supplierDocumentAccount } from './suppliers.schema';

/** An account a supplier's documents post to cannot be renamed. */
accountUsage.register(async (db, propertyId, code, lang) =>
  (
    await db
      .select({ code: supplier.code, nameTh: supplier.nameTh, nameEn: supplier.nameEn })
      .from(supplierDocumentAccount)
      .innerJoin(supplier, eq(supplier.id, supplierDocumentAccount.supplierId))
      .where(
        and(
          eq(supplierDocumentAccount.propertyId, propertyId),
          eq(supplierDocumentAccount.accountCode, code),
        ),
      )
  ).map((s) => ({ kind: 'SUPPLIER_DOCUMENT_ACCOUNT', code: s.code, description: nameIn(s, lang) })),
);
