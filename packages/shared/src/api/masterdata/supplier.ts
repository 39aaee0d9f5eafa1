import { z } from 'zod';
import { v } from '../../validation/fields';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { storedFile } from './common';
import { DOCUMENT_ACCOUNT_CONFIGS, WHT_TYPES } from './constants';
import { m } from './fields';

/** Suppliers (settings supplier / supplierDetail), calls under /config/supplier. */

export const SUPPLIER_CODE_MAX = 20;
const supplierCode = () => m.code({ required: true, max: SUPPLIER_CODE_MAX });

/** POST /config/supplier/save: creates, or with originalCode updates (see accountSave). */
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

/** POST /config/supplier/manage/bank-account (files[i].file: a copy of the bank book, optional) */
export const supplierBankAccountCreate = propertyScoped.extend({
  supplierCode: supplierCode(),
  bankAccountInfo,
});
export type SupplierBankAccountCreate = z.infer<typeof supplierBankAccountCreate>;
/** PUT /config/supplier/manage/bank-account */
export const supplierBankAccountUpdate = propertyScoped.extend({
  supplierCode: supplierCode(),
  bankAccountId: z.uuid(),
  bankAccountInfo,
});
export type SupplierBankAccountUpdate = z.infer<typeof supplierBankAccountUpdate>;
/** GET /config/supplier/manage/bank-account?supplierCode= */
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

/** GET /config/supplier/manage/document-account?supplierCode=&supplierDocumentAccount=7 */
export const supplierDocumentAccountQuery = propertyScoped.extend({
  supplierCode: supplierCode(),
  supplierDocumentAccount: v.number({ required: true, integer: true, min: 1, max: 99 }),
});
/** POST /config/supplier/manage/document-account: which bank account and ledger account a purpose uses. */
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

/** GET /masterdata/suppliers?q= : the supplier lookup (supplierName, supplierCode, address; 001 s.3). */
export const supplierLookupQuery = propertyScoped.extend({ q: v.text({ max: 100 }) });
export const supplierLookupReply = listReplyOf(
  z.object({ supplierCode: z.string(), supplierName: z.string(), address: z.string() }),
);
