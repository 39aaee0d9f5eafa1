import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { checkEditableReply, codeParams } from './common';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { m } from './fields';

/** Budget items (settings main-budget); the calls are in `budgetItemApi` at the end of this file. */

/** Creates, or with originalCode updates (see accountSave). */
export const budgetItemSave = propertyScoped.extend({
  originalCode: m.code({ max: 20 }),
  budgetItemCode: m.code({ required: true, max: 20 }),
  descriptionTh: v.text({ required: true, max: 200 }),
  descriptionEn: v.text({ required: true, max: 200, rules: ['textEng'] }),
  /** A postable expense account the budget line is compared with. */
  expenseAccountCode: m.code({ required: true, max: 20 }),
  active: m.flag('Y'),
});
export type BudgetItemSave = z.infer<typeof budgetItemSave>;

export const budgetItemSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  active: activeFlag.optional(),
});
export type BudgetItemSearchBody = z.infer<typeof budgetItemSearchBody>;

export const budgetItemRow = z.object({
  budgetItemCode: z.string(),
  budgetItemDescription: z.string(),
  descriptionTh: z.string(),
  descriptionEn: z.string(),
  expenseAccountCode: z.string(),
  expenseAccountDescription: z.string(),
  active: activeFlag,
});
export type BudgetItemRow = z.infer<typeof budgetItemRow>;
export const budgetItemSearchReply = listReplyOf(budgetItemRow);
export const budgetItemDetail = budgetItemRow.extend({
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type BudgetItemDetail = z.infer<typeof budgetItemDetail>;
export const budgetItemDetailReply = replyOf(budgetItemDetail);
export const budgetItemSaved = replyOf(z.object({ budgetItemCode: z.string() }));

/** The budget item calls (settings main-budget). */
export const budgetItemApi = {
  search: endpoint({
    method: 'POST',
    path: '/config/budgetitem/search',
    read: 'list',
    body: budgetItemSearchBody,
    reply: budgetItemSearchReply,
  }),
  /** Creates (201), or with originalCode updates (200). */
  save: endpoint({
    method: 'POST',
    path: '/config/budgetitem/save',
    read: 'json',
    body: budgetItemSave,
    reply: budgetItemSaved,
    otherReplies: { 201: budgetItemSaved },
  }),
  /** `code` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/config/budgetitem/detail/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: budgetItemDetailReply,
  }),
  /** Whether the code may still change. */
  checkEditable: endpoint({
    method: 'GET',
    path: '/config/budgetitem/checkEditable/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: checkEditableReply,
  }),
};
