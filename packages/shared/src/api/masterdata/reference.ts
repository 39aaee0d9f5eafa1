import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { listReplyOf, unscoped } from '../common';
import { LOOKUP_CATEGORIES } from './constants';
import { m } from './fields';

/** Reference data: global lists (scope none), answered in the caller's language from the database
 * (`referenceApi`, `personListApi` at the end of this file). */

/** The banks: data[] with bankCode (Bank of Thailand code) and bankName (000 s.7). */
export const bankRow = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  bankNameTh: z.string(),
  bankNameEn: z.string(),
  shortName: z.string(),
  swiftCode: z.string().nullable(),
});
export type BankRow = z.infer<typeof bankRow>;
export const banksReply = listReplyOf(bankRow);

export const branchesQuery = unscoped.extend({ bankCode: m.digits(3, { required: true }) });
export const branchRow = z.object({
  bankCode: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  branchNameTh: z.string(),
  branchNameEn: z.string(),
});
export type BranchRow = z.infer<typeof branchRow>;
export const branchesReply = listReplyOf(branchRow);

/** A row of a lookup list (the person lists, and any category of `referenceApi.lookups`). */
export const lookupRow = z.object({
  code: z.string(),
  description: z.string(),
  descriptionTh: z.string(),
  descriptionEn: z.string(),
});
export type LookupRow = z.infer<typeof lookupRow>;
export const lookupReply = listReplyOf(lookupRow);
export const lookupQuery = unscoped.extend({ category: v.oneOf(LOOKUP_CATEGORIES, { required: true }) });

/** The active flag values Y and N with their labels. */
export const statusRow = z.object({ code: z.enum(['Y', 'N']), description: z.string() });
export const statusReply = listReplyOf(statusRow);

/** VAT and withholding-tax rates (000 s.3 taxDescription, taxRate), rates as text '7.00'. */
export const taxRow = z.object({
  taxCode: z.string(),
  taxType: z.enum(['VAT', 'WHT']),
  taxDescription: z.string(),
  taxRate: z.string(),
  effectiveFrom: z.string(),
});
export type TaxRow = z.infer<typeof taxRow>;
export const taxReply = listReplyOf(taxRow);
export const taxQuery = unscoped.extend({ taxType: v.oneOf(['VAT', 'WHT']) });

/** The global reference lists: any signed-in user, no property. */
export const referenceApi = {
  /** The Thai banks (Bank of Thailand codes). */
  banks: endpoint({
    method: 'GET',
    path: '/banks',
    read: 'list',
    query: unscoped,
    reply: banksReply,
  }),
  /** The branches of one bank. */
  branches: endpoint({
    method: 'GET',
    path: '/branches',
    read: 'list',
    query: branchesQuery,
    reply: branchesReply,
  }),
  /** One lookup category of 000 s.3 (meter types, document types...). */
  lookups: endpoint({
    method: 'GET',
    path: '/masterdata/lookups',
    read: 'list',
    query: lookupQuery,
    reply: lookupReply,
  }),
  status: endpoint({
    method: 'GET',
    path: '/masterdata/status',
    read: 'list',
    query: unscoped,
    reply: statusReply,
  }),
  tax: endpoint({
    method: 'GET',
    path: '/masterdata/tax',
    read: 'list',
    query: taxQuery,
    reply: taxReply,
  }),
};

/** The customer form's person lists, each a lookup category at a path of its own (000 s.7). */
export const personListApi = {
  title: endpoint({
    method: 'GET',
    path: '/masterdata/title',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
  nationality: endpoint({
    method: 'GET',
    path: '/masterdata/nationality',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
  gender: endpoint({
    method: 'GET',
    path: '/masterdata/gender',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
  occupation: endpoint({
    method: 'GET',
    path: '/masterdata/occupation',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
  race: endpoint({
    method: 'GET',
    path: '/masterdata/race',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
  maritalstatus: endpoint({
    method: 'GET',
    path: '/masterdata/maritalstatus',
    read: 'list',
    query: unscoped,
    reply: lookupReply,
  }),
};
