import { ACCOUNT_ROLES, STANDARD_ACCOUNT_MAP, type AccountMap } from '@suanklang/accounting';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { accountRoleMap } from './config-account.schema';

/**
 * The account each posting role uses on a property: the standard chart's, overridden by the property's own map.
 * It lives with the chart it points into, so the ledger and the role settings both read it from below.
 */
export async function accountMapOf(tx: Executor, propertyId: string): Promise<AccountMap> {
  const rows = await tx.select().from(accountRoleMap).where(eq(accountRoleMap.propertyId, propertyId));
  const map: AccountMap = { ...STANDARD_ACCOUNT_MAP };
  for (const row of rows)
    if ((ACCOUNT_ROLES as readonly string[]).includes(row.role))
      map[row.role as keyof AccountMap] = row.accountCode;
  return map;
}
