import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { listReplyOf, propertyScoped } from '../common';
import { ACCOUNT_CODE_MAX } from './account';
import { m } from './fields';

/**
 * Posting accounts per property (account roles), `accountRoleApi`. A posting names a role
 * (receivable per expense category, output VAT, wallets, cash...); `account_role_map` maps a role to an account
 * of the property's chart over the standard chart's default. The role list itself lives in @suanklang/accounting
 * (ACCOUNT_ROLES), which depends on this package, so a role is plain text here and the server refuses unknown ones.
 */

export const ACCOUNT_ROLE_MAX = 30;

/** One row per role, in the order of ACCOUNT_ROLES. */
export const accountRoleRow = z.object({
  role: z.string(),
  /** The role's name in the caller's language. */
  description: z.string(),
  accountCode: z.string(),
  /** The account's name in the caller's language; null when the chart no longer has that code. */
  accountDescription: z.string().nullable(),
  /** The standard chart's account for the role. */
  defaultAccountCode: z.string(),
  /** Whether the role posts to the standard chart's account (nothing stored, or the standard code stored). */
  isDefault: z.boolean(),
});
export type AccountRoleRow = z.infer<typeof accountRoleRow>;
export const accountRolesReply = listReplyOf(accountRoleRow);

export const accountRoleInput = z.object({
  role: v.text({ required: true, max: ACCOUNT_ROLE_MAX }),
  accountCode: m.code({ required: true, max: ACCOUNT_CODE_MAX }),
});
export type AccountRoleInput = z.infer<typeof accountRoleInput>;

/**
 * Sets the account of each listed role (roles not listed keep theirs). Each account
 * must be in the property's chart, postable and active. Answers the whole list as GET does.
 */
export const accountRolesSave = propertyScoped.extend({
  roles: v.list(accountRoleInput, { min: 1, max: 100, uniqueBy: (r) => r.role }),
});
export type AccountRolesSave = z.infer<typeof accountRolesSave>;
export type AccountRolesSaveInput = z.input<typeof accountRolesSave>;

/** The posting accounts of the property, by role. */
export const accountRoleApi = {
  list: endpoint({
    method: 'GET',
    path: '/config/account/roles',
    read: 'list',
    query: propertyScoped,
    reply: accountRolesReply,
  }),
  /** Answers the whole list as `list` does. */
  save: endpoint({
    method: 'PUT',
    path: '/config/account/roles',
    read: 'json',
    body: accountRolesSave,
    reply: accountRolesReply,
  }),
};
