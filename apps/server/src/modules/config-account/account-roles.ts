import {
  ACCOUNT_ROLE_LABELS,
  ACCOUNT_ROLES,
  STANDARD_ACCOUNT_MAP,
  type AccountRole,
} from '@suanklang/accounting';
import {
  ACCOUNT_CATEGORIES,
  errorMessage,
  labelOf,
  ruleMessage,
  type AccountRoleRow,
  type AccountRolesSave,
  type FieldError,
} from '@suanklang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { accountMapOf } from './account-map';
import * as repo from './config-account.repository';
import { accountRoleMap } from './config-account.schema';
import { accountUsage, assertUsableAccount, nameIn, type Actor } from './config-account.service';

/**
 * Posting accounts per property (decisions.md, Ledger: account roles). GET lists every role with the account it
 * posts to (the property's own map over the standard chart's); PUT sets the account of the listed roles.
 */

const isRole = (role: string): role is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(role);

/** An account a role stores cannot be renamed or made a header: the map's foreign key and the postings need it. */
accountUsage.register(async (db, propertyId, code, lang) => {
  const rows = await db
    .select({ role: accountRoleMap.role })
    .from(accountRoleMap)
    .where(and(eq(accountRoleMap.propertyId, propertyId), eq(accountRoleMap.accountCode, code)));
  return rows
    .filter((r) => isRole(r.role))
    .map((r) => ({
      kind: 'ACCOUNT_DOCUMENT' as const,
      code: r.role,
      description: labelOf(ACCOUNT_ROLE_LABELS, r.role as AccountRole, lang),
    }));
});

async function rolesOf(db: Executor, actor: Actor): Promise<AccountRoleRow[]> {
  const map = await accountMapOf(db, actor.property.id);
  const accounts = await repo.accountsByCode(db, actor.property.id, [...new Set(Object.values(map))]);
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  return ACCOUNT_ROLES.map((role) => {
    const account = byCode.get(map[role]);
    return {
      role,
      description: labelOf(ACCOUNT_ROLE_LABELS, role, actor.lang),
      accountCode: map[role],
      accountDescription: account ? nameIn(account, actor.lang) : null,
      defaultAccountCode: STANDARD_ACCOUNT_MAP[role],
      isDefault: map[role] === STANDARD_ACCOUNT_MAP[role],
    };
  });
}

export function createAccountRoleService(db: Db) {
  return {
    list: (actor: Actor) => rolesOf(db, actor),

    /**
     * Every listed role must be known and its account in the property's chart, postable and active; one field
     * error per refused row (ST001 for an unknown role, else ST205). All rows are stored in one transaction with
     * an audit row; a role set back to its standard account is stored like any other.
     */
    async save(actor: Actor, input: AccountRolesSave): Promise<AccountRoleRow[]> {
      const unknown: FieldError[] = input.roles.flatMap((r, index) =>
        isRole(r.role)
          ? []
          : [{ path: `roles.${index}.role`, rule: 'oneOf', message: ruleMessage(actor.lang, 'oneOf') }],
      );
      if (unknown.length > 0) throw new AppError('ST001', unknown);

      await db.transaction(async (tx) => {
        const refused: FieldError[] = [];
        for (const [index, r] of input.roles.entries()) {
          try {
            await assertUsableAccount(tx, actor.property.id, r.accountCode, ACCOUNT_CATEGORIES);
          } catch (error) {
            if (!(error instanceof AppError) || error.code !== 'ST205') throw error;
            refused.push({
              path: `roles.${index}.accountCode`,
              rule: 'account',
              message: errorMessage('ST205', actor.lang),
            });
          }
        }
        if (refused.length > 0) throw new AppError('ST205', refused);

        const before = await accountMapOf(tx, actor.property.id);
        const now = new Date();
        await tx
          .insert(accountRoleMap)
          .values(
            input.roles.map((r) => ({
              propertyId: actor.property.id,
              role: r.role,
              accountCode: r.accountCode,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [accountRoleMap.propertyId, accountRoleMap.role],
            set: { accountCode: sql`excluded.account_code`, updatedAt: now },
          });
        const changed = input.roles.filter((r) => before[r.role as AccountRole] !== r.accountCode);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'modify',
          entity: 'account_role_map',
          entityId: actor.property.code,
          before: Object.fromEntries(changed.map((r) => [r.role, before[r.role as AccountRole]])),
          after: Object.fromEntries(changed.map((r) => [r.role, r.accountCode])),
        });
      });
      return rolesOf(db, actor);
    },
  };
}
