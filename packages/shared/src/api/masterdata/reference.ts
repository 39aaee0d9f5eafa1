import { z } from 'zod';
import { v } from '../../validation/fields';
import { listReplyOf, unscoped } from '../common';
import { LOOKUP_CATEGORIES } from './constants';
import { m } from './fields';

/** Reference data: global lists (scope none), answered in the caller's language from the database. */

/** GET /banks: data[] with bankCode (Bank of Thailand code) and bankName (000 s.7). */
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

/** GET /branches?bankCode= */
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

/** GET /masterdata/title, /nationality, /gender, /occupation, /race, /lookups?category= */
export const lookupRow = z.object({
  code: z.string(),
  description: z.string(),
  descriptionTh: z.string(),
  descriptionEn: z.string(),
});
export type LookupRow = z.infer<typeof lookupRow>;
export const lookupReply = listReplyOf(lookupRow);
export const lookupQuery = unscoped.extend({ category: v.oneOf(LOOKUP_CATEGORIES, { required: true }) });

/** GET /masterdata/status: the active flag values Y and N with their labels. */
export const statusRow = z.object({ code: z.enum(['Y', 'N']), description: z.string() });
export const statusReply = listReplyOf(statusRow);

/** GET /masterdata/tax: VAT and withholding-tax rates (000 s.3 taxDescription, taxRate), rates as text '7.00'. */
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
