import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging, unscoped } from '../common';
import { checkEditableReply, codeParams, storedFile } from './common';
import { DOCUMENT_ACCOUNT_CONFIGS, WHT_TYPES } from './constants';
import { m } from './fields';

/** Suppliers (settings supplier / supplierDetail); the calls are in `supplierApi` at the end of this file. */

export const SUPPLIER_CODE_MAX = 20;
const supplierCode = () => m.code({ required: true, max: SUPPLIER_CODE_MAX });

/** Creates, or with originalCode updates (see accountSave). */
export const supplierSave = propertyScoped.extend({
  originalCode: m.code({ max: SUPPLIER_CODE_MAX }),
  supplierCode: supplierCode(),
  nameTh: v.text({ required: true, max: 200 }),
  nameEn: v.text({ max: 200, rules: ['textEng'] }),
  /** PND3 for an individual, PND53 for a company: the return the withheld tax is filed on. */
  whtType: v.oneOf(WHT_TYPES, { required: true }),
  taxId: v.taxId(),
  branchNo: m.digits(5),
  address: v.text({ max: 500 }),
  province: v.text({ max: 100 }),
  postalCode: m.digits(5),
  phone: v.phone(),
  email: v.email(),
  contactName: v.text({ max: 100 }),
  active: m.flag('Y'),
});
export type SupplierSave = z.infer<typeof supplierSave>;

export const supplierSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  whtType: v.oneOf(WHT_TYPES),
  active: activeFlag.optional(),
});
export type SupplierSearchBody = z.infer<typeof supplierSearchBody>;

export const supplierRow = z.object({
  supplierCode: z.string(),
  supplierName: z.string(),
  nameTh: z.string(),
  nameEn: z.string().nullable(),
  whtType: z.enum(WHT_TYPES),
  taxId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  active: activeFlag,
});
export type SupplierRow = z.infer<typeof supplierRow>;
export const supplierSearchReply = listReplyOf(supplierRow);

/** The spec's bankAccountInfo (001 s.3), sent as multipart with nested names (bankAccountInfo[bankCode]). */
export const bankAccountInfo = z.object({
  bankCode: m.digits(3, { required: true }),
  bankBranchCode: v.text({ max: 10, rules: ['numeric'] }),
  accountNo: m.accountNo({ required: true }),
  accountName: v.text({ required: true, max: 200 }),
  active: m.flag('Y'),
});
export type BankAccountInfo = z.infer<typeof bankAccountInfo>;

/** A new bank account (files[i].file: a copy of the bank book, optional). */
export const supplierBankAccountCreate = propertyScoped.extend({
  supplierCode: supplierCode(),
  bankAccountInfo,
});
export type SupplierBankAccountCreate = z.infer<typeof supplierBankAccountCreate>;
export const supplierBankAccountUpdate = propertyScoped.extend({
  supplierCode: supplierCode(),
  bankAccountId: z.uuid(),
  bankAccountInfo,
});
export type SupplierBankAccountUpdate = z.infer<typeof supplierBankAccountUpdate>;
export const supplierCodeQuery = propertyScoped.extend({ supplierCode: supplierCode() });

export const supplierBankAccount = z.object({
  bankAccountId: z.string(),
  supplierCode: z.string(),
  bankAccountInfo: z.object({
    bankCode: z.string(),
    bankName: z.string(),
    bankBranchCode: z.string().nullable(),
    bankBranchName: z.string().nullable(),
    accountNo: z.string(),
    accountName: z.string(),
    active: activeFlag,
  }),
  files: z.array(storedFile),
});
export type SupplierBankAccount = z.infer<typeof supplierBankAccount>;
export const supplierBankAccountReply = listReplyOf(supplierBankAccount);
export const supplierBankAccountSaved = replyOf(z.object({ bankAccountId: z.string() }));

const documentAccountId = v
  .number({ required: true, integer: true })
  .pipe(z.literal([...DOCUMENT_ACCOUNT_CONFIGS]));

export const supplierDocumentAccountQuery = propertyScoped.extend({
  supplierCode: supplierCode(),
  supplierDocumentAccount: v.number({ required: true, integer: true, min: 1, max: 99 }),
});
/** Which bank account and ledger account a purpose uses. */
export const supplierDocumentAccountSave = propertyScoped.extend({
  supplierCode: supplierCode(),
  supplierDocumentAccount: documentAccountId,
  accountNoId: z.uuid(),
  /** The ledger account paid from (accounts payable, usually 2110). */
  accountCode: m.code({ required: true, max: 20 }),
});
export type SupplierDocumentAccountSave = z.infer<typeof supplierDocumentAccountSave>;
export const supplierDocumentAccount = z.object({
  supplierCode: z.string(),
  supplierDocumentAccount: z.number().int(),
  account: z
    .object({
      accountNoId: z.string(),
      accountCode: z.string(),
      accountCodeDescription: z.string(),
      realAccountNo: z.string(),
      bankCode: z.string(),
      bankName: z.string(),
    })
    .nullable(),
});
export const supplierDocumentAccountReply = replyOf(supplierDocumentAccount);

export const supplierDetail = supplierRow.extend({
  branchNo: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  contactName: z.string().nullable(),
  bankAccounts: z.array(supplierBankAccount),
  documentAccounts: z.array(supplierDocumentAccount),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type SupplierDetail = z.infer<typeof supplierDetail>;
export const supplierDetailReply = replyOf(supplierDetail);
export const supplierSaved = replyOf(z.object({ supplierCode: z.string() }));

/** The supplier lookup (supplierName, supplierCode, address; 001 s.3). */
export const supplierLookupQuery = propertyScoped.extend({ q: v.text({ max: 100 }) });
export const supplierLookupReply = listReplyOf(
  z.object({ supplierCode: z.string(), supplierName: z.string(), address: z.string() }),
);

/** The supplier calls (settings supplier / supplierDetail) and the supplier lookup. */
export const supplierApi = {
  search: endpoint({
    method: 'POST',
    path: '/config/supplier/search',
    read: 'list',
    body: supplierSearchBody,
    reply: supplierSearchReply,
  }),
  /** Creates (201), or with originalCode updates (200) the supplier that has that code. */
  save: endpoint({
    method: 'POST',
    path: '/config/supplier/save',
    read: 'json',
    body: supplierSave,
    reply: supplierSaved,
    otherReplies: { 201: supplierSaved },
  }),
  /** The supplier with its bank and document accounts; `code` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/config/supplier/detail/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: supplierDetailReply,
  }),
  /** Whether the code may still change. */
  checkEditable: endpoint({
    method: 'GET',
    path: '/config/supplier/checkEditable/:code',
    read: 'json',
    params: codeParams,
    query: propertyScoped,
    reply: checkEditableReply,
  }),
  bankAccounts: endpoint({
    method: 'GET',
    path: '/config/supplier/manage/bank-account',
    read: 'list',
    query: supplierCodeQuery,
    reply: supplierBankAccountReply,
  }),
  /** multipart: supplierCode, bankAccountInfo[name] and files[i].file (the bank book); the server also takes JSON. */
  createBankAccount: endpoint({
    method: 'POST',
    path: '/config/supplier/manage/bank-account',
    read: 'json',
    status: 201,
    query: unscoped,
    form: supplierBankAccountCreate,
    reply: supplierBankAccountSaved,
  }),
  /** multipart as `createBankAccount`, with bankAccountId. */
  updateBankAccount: endpoint({
    method: 'PUT',
    path: '/config/supplier/manage/bank-account',
    read: 'json',
    query: unscoped,
    form: supplierBankAccountUpdate,
    reply: supplierBankAccountSaved,
  }),
  /** Read by the payment-voucher screens (001 s.7): any member of the property may call it. */
  documentAccount: endpoint({
    method: 'GET',
    path: '/config/supplier/manage/document-account',
    read: 'json',
    query: supplierDocumentAccountQuery,
    reply: supplierDocumentAccountReply,
  }),
  /** Which bank account a purpose pays into and the ledger account it is paid from. */
  saveDocumentAccount: endpoint({
    method: 'POST',
    path: '/config/supplier/manage/document-account',
    read: 'json',
    body: supplierDocumentAccountSave,
    reply: supplierSaved,
  }),
  /** The supplier lookup (any member of the property). */
  lookup: endpoint({
    method: 'GET',
    path: '/masterdata/suppliers',
    read: 'list',
    query: supplierLookupQuery,
    reply: supplierLookupReply,
  }),
};
