import { z } from 'zod';
import { ruleIssue, v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { checkEditableReply, codeParams } from './common';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { BILLING_CYCLES, CALC_KINDS, EXPENSE_CATEGORIES, WALLET_TYPES } from './constants';
import { m } from './fields';

/** Expense types (settings main-expense); the calls are in `expenseTypeApi` at the end of this file. */

/** A meter tier: units up to `upTo` (inclusive; empty on the last, open tier) cost `rate` baht each. */
export const meterTier = z.object({
  upTo: m.decimal({ scale: 2, max: '9999999999', positive: true }),
  rate: v.money({ required: true, min: 0 }),
});

/**
 * Creates, or with originalCode updates (see accountSave). `rate` is in baht as the
 * calculation reads it: per m2 or sq. wah (AREA), per unit (FIXED), the total shared by ownership ratio
 * (RATIO), per used meter unit (METER).
 */
export const expenseTypeSave = propertyScoped
  .extend({
    originalCode: m.code({ max: 20 }),
    expenseTypeCode: m.code({ required: true, max: 20 }),
    nameTh: v.text({ required: true, max: 200 }),
    nameEn: v.text({ required: true, max: 200, rules: ['textEng'] }),
    category: v.oneOf(EXPENSE_CATEGORIES, { required: true }),
    calcKind: v.oneOf(CALC_KINDS, { required: true }),
    rate: v.money({ required: true, min: 0 }),
    billingCycle: v.oneOf(BILLING_CYCLES, { required: true }),
    /** Months between bills when billingCycle is EVERY_N_MONTHS. */
    cycleMonths: v.number({ integer: true, min: 2, max: 24 }),
    /** METER only: the lookup METER_TYPE code (WATER, ELECTRIC). */
    meterTypeCode: v.text({ max: 20 }),
    /** METER only: the least a unit pays for a cycle. */
    minimumCharge: v.money({ min: 0 }),
    /** METER only: the meter's whole digits; a reading below the previous is then a rollover (9990 -> 0015). */
    meterDigits: v.number({ integer: true, min: 3, max: 10 }),
    /** METER only: a month's use above this asks the clerk to confirm it. */
    meterMaxUsage: m.decimal({ scale: 2, max: '9999999999', positive: true }),
    /** METER only: tiered rates; without tiers every unit costs `rate`. */
    tiers: v.list(meterTier, { max: 10 }).optional(),
    incomeAccountCode: m.code({ required: true, max: 20 }),
    vatApplicable: m.flag('N'),
    /** Y: billing runs charge it to every unit; N: manual invoices only. */
    autoBill: m.flag('Y'),
    walletType: v
      .number({ integer: true })
      .pipe(z.literal([...WALLET_TYPES]))
      .optional(),
    active: m.flag('Y'),
  })
  .superRefine((value, ctx) => {
    if (value.billingCycle === 'EVERY_N_MONTHS' && value.cycleMonths === undefined)
      ctx.addIssue(ruleIssue('required', {}, ['cycleMonths']));
    if (value.calcKind === 'METER' && !value.meterTypeCode)
      ctx.addIssue(ruleIssue('required', {}, ['meterTypeCode']));
    const tiers = value.tiers ?? [];
    tiers.forEach((tier, index) => {
      const last = index === tiers.length - 1;
      if (!last && tier.upTo === undefined) ctx.addIssue(ruleIssue('required', {}, ['tiers', index, 'upTo']));
      const previous = tiers[index - 1]?.upTo;
      if (tier.upTo !== undefined && previous !== undefined && Number(tier.upTo) <= Number(previous))
        ctx.addIssue(ruleIssue('rangeEnd', {}, ['tiers', index, 'upTo']));
    });
  });
export type ExpenseTypeSave = z.infer<typeof expenseTypeSave>;

export const expenseTypeSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  category: v.oneOf(EXPENSE_CATEGORIES),
  calcKind: v.oneOf(CALC_KINDS),
  active: activeFlag.optional(),
});
export type ExpenseTypeSearchBody = z.infer<typeof expenseTypeSearchBody>;

export const expenseTypeRow = z.object({
  expenseTypeCode: z.string(),
  expenseTypeDescription: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  calcKind: z.enum(CALC_KINDS),
  /** Baht as text with 2 decimals ('40.00'). */
  rate: z.string(),
  billingCycle: z.enum(BILLING_CYCLES),
  cycleMonths: z.number().int().nullable(),
  incomeAccountCode: z.string(),
  vatApplicable: activeFlag,
  autoBill: activeFlag,
  walletType: z.number().int(),
  active: activeFlag,
});
export type ExpenseTypeRow = z.infer<typeof expenseTypeRow>;
export const expenseTypeSearchReply = listReplyOf(expenseTypeRow);
export const expenseTypeDetail = expenseTypeRow.extend({
  incomeAccountDescription: z.string(),
  meterTypeCode: z.string().nullable(),
  minimumCharge: z.string().nullable(),
  meterDigits: z.number().int().nullable(),
  meterMaxUsage: z.string().nullable(),
  tiers: z.array(z.object({ upTo: z.string().nullable(), rate: z.string() })),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type ExpenseTypeDetail = z.infer<typeof expenseTypeDetail>;
export const expenseTypeDetailReply = replyOf(expenseTypeDetail);
export const expenseTypeSaved = replyOf(z.object({ expenseTypeCode: z.string() }));

/** The expense categories with their labels. */
export const expenseCategoryReply = listReplyOf(
  z.object({ category: z.enum(EXPENSE_CATEGORIES), description: z.string() }),
);
/** The wallet types (walletType, walletTypeDescription as 000 s.3 has them) */
export const walletTypeReply = listReplyOf(
  z.object({ walletType: z.number().int(), walletTypeDescription: z.string() }),
);

/** The expense type calls (settings main-expense). */
export const expenseTypeApi = {
  search: endpoint({
    method: 'POST',
    path: '/config/expense/search',
    read: 'list',
    body: expenseTypeSearchBody,
    reply: expenseTypeSearchReply,
  }),
  /** Creates (201), or with originalCode updates (200). */
  save: endpoint({
    method: 'POST',
    path: '/config/expense/save',
    read: 'json',
    body: expenseTypeSave,
    reply: expenseTypeSaved,
    otherReplies: { 201: expenseTypeSaved },
  }),
  /** `code` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/config/expense/detail/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: expenseTypeDetailReply,
  }),
  /** Whether the code and the calculation may still change. */
  checkEditable: endpoint({
    method: 'GET',
    path: '/config/expense/checkEditable/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: checkEditableReply,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/config/expense/category',
    read: 'list',
    query: propertyScoped,
    reply: expenseCategoryReply,
  }),
  wallets: endpoint({
    method: 'GET',
    path: '/config/expense/wallet',
    read: 'list',
    query: propertyScoped,
    reply: walletTypeReply,
  }),
};
