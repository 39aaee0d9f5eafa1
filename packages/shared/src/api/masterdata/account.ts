import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../objects';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { ACCOUNT_CATEGORIES, ACCOUNT_PAYMENT_TYPES, NORMAL_SIDES } from './constants';
import { checkEditableReply, codeParams } from './common';
import { m } from './fields';

/** Chart of accounts (settings main-account); the calls are in `accountApi` at the end of this file. */

export const ACCOUNT_CODE_MAX = 20;

/**
 * Saving an account: without originalCode it creates the account; with it, it updates the account that
 * has that code (and renames it to accountCode when they differ and the account is not in use).
 */
export const accountSave = propertyScoped.extend({
  originalCode: m.code({ max: ACCOUNT_CODE_MAX }),
  accountCode: m.code({ required: true, max: ACCOUNT_CODE_MAX }),
  nameTh: v.text({ required: true, max: 200 }),
  nameEn: v.text({ required: true, max: 200, rules: ['textEng'] }),
  category: v.oneOf(ACCOUNT_CATEGORIES, { required: true }),
  /** Defaults to the category's side; contra accounts (allowances, depreciation) set the other one. */
  normalSide: v.oneOf(NORMAL_SIDES),
  parentCode: m.code({ max: ACCOUNT_CODE_MAX }),
  /** N for a header account that only groups others; journals post to postable accounts only. */
  postable: m.flag('Y'),
  active: m.flag('Y'),
});
export type AccountSave = z.infer<typeof accountSave>;

export const accountSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  category: v.oneOf(ACCOUNT_CATEGORIES),
  postable: activeFlag.optional(),
  active: activeFlag.optional(),
});
export type AccountSearchBody = z.infer<typeof accountSearchBody>;

export const accountRow = z.object({
  accountCode: z.string(),
  /** In the caller's language; dropdowns show "[accountCode] - description". */
  description: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  category: z.enum(ACCOUNT_CATEGORIES),
  normalSide: z.enum(NORMAL_SIDES),
  parentCode: z.string().nullable(),
  level: z.number().int(),
  postable: activeFlag,
  active: activeFlag,
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountSearchReply = listReplyOf(accountRow);
export const accountDetail = accountRow.extend({
  parentDescription: z.string().nullable(),
  childCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type AccountDetail = z.infer<typeof accountDetail>;
export const accountDetailReply = replyOf(accountDetail);
export const accountSaved = replyOf(z.object({ accountCode: z.string() }));

/** The five categories with their labels and normal side. */
export const accountCategoryRow = z.object({
  category: z.enum(ACCOUNT_CATEGORIES),
  description: z.string(),
  normalSide: z.enum(NORMAL_SIDES),
});
export const accountCategoryReply = listReplyOf(accountCategoryRow);

/**
 * The account dropdowns (`accountApi.lookup`, `accountApi.options`): the list (accountCode, description). With
 * documentType (and paymentType) it gives the accounts mapped to that document; without, every account that
 * matches the other filters.
 */
export const accountLookupQuery = propertyScoped.extend({
  category: v.oneOf(ACCOUNT_CATEGORIES),
  postable: activeFlag.optional(),
  documentType: v.oneOf(DOCUMENT_TYPES),
  paymentType: v.number({ integer: true, min: 0, max: 9 }),
  keyword: v.text({ max: 100 }),
});
export type AccountLookupQuery = z.infer<typeof accountLookupQuery>;
export const accountOption = z.object({ accountCode: z.string(), description: z.string() });
export const accountLookupReply = listReplyOf(accountOption);

/** One account by code. */
export const accountCodeQuery = propertyScoped.extend({
  accountCode: m.code({ required: true, max: ACCOUNT_CODE_MAX }),
});
export const accountCodeReply = replyOf(accountRow);

/** Which accounts each document and payment type offers. */
export const accountDocumentQuery = propertyScoped.extend({
  documentType: v.oneOf(DOCUMENT_TYPES),
  paymentType: v.number({ integer: true, min: 0, max: 9 }),
});
export const accountDocumentRow = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  paymentType: z.number().int(),
  paymentTypeDescription: z.string(),
  accountCode: z.string(),
  description: z.string(),
});
export const accountDocumentReply = listReplyOf(accountDocumentRow);

/** Replaces the accounts of one document and payment type. */
export const accountDocumentSave = propertyScoped.extend({
  documentType: v.oneOf(DOCUMENT_TYPES, { required: true }),
  paymentType: v.number({ required: true, integer: true }).pipe(z.literal([...ACCOUNT_PAYMENT_TYPES])),
  accountCodes: v.list(m.code({ required: true, max: ACCOUNT_CODE_MAX }), { max: 30, uniqueBy: (c) => c }),
});
export type AccountDocumentSave = z.infer<typeof accountDocumentSave>;
export const accountDocumentSaved = replyOf(z.object({ documentType: z.string(), paymentType: z.number() }));

/** The chart of accounts calls (settings main-account) and the account lookups of the document screens. */
export const accountApi = {
  /** A page of the chart, in code order (parents before children). */
  search: endpoint({
    method: 'POST',
    path: '/config/account/search',
    read: 'list',
    body: accountSearchBody,
    reply: accountSearchReply,
  }),
  /** Creates (201), or with originalCode updates (200) and renames when not in use. */
  save: endpoint({
    method: 'POST',
    path: '/config/account/save',
    read: 'json',
    body: accountSave,
    reply: accountSaved,
    otherReplies: { 201: accountSaved },
  }),
  /** `code` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/config/account/detail/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: accountDetailReply,
  }),
  /** Whether the code and the category may still change. */
  checkEditable: endpoint({
    method: 'GET',
    path: '/config/account/checkEditable/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: checkEditableReply,
  }),
  /** The five categories with their labels and normal side. */
  categories: endpoint({
    method: 'GET',
    path: '/config/account/category',
    read: 'list',
    query: propertyScoped,
    reply: accountCategoryReply,
  }),
  /** The settings screens' account dropdown. */
  lookup: endpoint({
    method: 'GET',
    path: '/config/account/account',
    read: 'list',
    query: accountLookupQuery,
    reply: accountLookupReply,
  }),
  /** Which accounts each document and payment type offers. */
  documents: endpoint({
    method: 'GET',
    path: '/config/account/document',
    read: 'list',
    query: accountDocumentQuery,
    reply: accountDocumentReply,
  }),
  /** Replaces the accounts of one document and payment type. */
  saveDocuments: endpoint({
    method: 'POST',
    path: '/config/account/document',
    read: 'json',
    body: accountDocumentSave,
    reply: accountDocumentSaved,
  }),
  /** The document screens' account dropdowns (001 s.7): any member of the property may call it. */
  options: endpoint({
    method: 'GET',
    path: '/masterdata/accounts',
    read: 'list',
    query: accountLookupQuery,
    reply: accountLookupReply,
  }),
  /** One account by code. */
  byCode: endpoint({
    method: 'GET',
    path: '/masterdata/accountcode',
    read: 'json',
    query: accountCodeQuery,
    reply: accountCodeReply,
  }),
};
