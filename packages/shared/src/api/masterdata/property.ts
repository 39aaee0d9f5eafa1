import { z } from 'zod';
import { v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging } from '../common';
import { AREA_UNITS, BUDGET_CONTROLS, DOCUMENT_ACCOUNT_CONFIGS, PROPERTY_TYPES } from './constants';
import { m } from './fields';

/** Property settings (settings project / projectDetail); the calls are in `propertySettingsApi` at the end of this file. */

export const propertyBankAccountInput = z.object({
  /** Set when the row already exists; a row without it is a new account. */
  accountNoId: z.uuid().optional(),
  bankCode: m.digits(3, { required: true }),
  bankBranchCode: v.text({ max: 10, rules: ['numeric'] }),
  accountNo: m.accountNo({ required: true }),
  accountName: v.text({ required: true, max: 200 }),
  /** The ledger account the bank account posts to (a postable asset account, e.g. 1113). */
  accountCode: m.code({ required: true, max: 20 }),
  /** The company ID the bank gave for bulk payment files (KTB Corporate Online, SCB Business Net). */
  bulkCompanyId: v.text({ max: 16, rules: ['allowDashAndSpace'] }),
  active: m.flag('Y'),
});
export type PropertyBankAccountInput = z.infer<typeof propertyBankAccountInput>;

/** Which bank account a purpose uses (7: online payment), named by account number so new rows can be linked. */
export const propertyDocumentAccountInput = z.object({
  configDocumentAccount: v
    .number({ required: true, integer: true })
    .pipe(z.literal([...DOCUMENT_ACCOUNT_CONFIGS])),
  accountNo: m.accountNo({ required: true }),
});

/**
 * Late-payment surcharge settings (thai-accounting.md s.1), a placeholder until the surcharge run exists. Rates
 * are % per year as text; condominium rates are capped by law at 12% and 20% (checked on save).
 */
export const surchargeSettings = z.object({
  method: v.oneOf(['DAILY_365', 'MONTHLY_RATE']),
  ratePerYear: m.decimal({ scale: 2, max: '100' }),
  overdueRatePerYear: m.decimal({ scale: 2, max: '100' }),
  overdueAfterMonths: v.number({ integer: true, min: 1, max: 60 }),
  higherRateAppliesTo: v.oneOf(['OLDER_PART', 'WHOLE_DEBT']),
  graceDays: v.number({ integer: true, min: 0, max: 90 }),
});
export type SurchargeSettings = z.infer<typeof surchargeSettings>;
/**
 * Condominium Act s.18/1: at most 12% a year, and 20% only once the owner is 6 months or more in arrears, so the
 * higher rate may not start earlier than 6 months (thai-accounting.md s.1).
 */
export const SURCHARGE_CAPS = {
  CONDO: { ratePerYear: '12', overdueRatePerYear: '20', overdueAfterMonthsMin: 6 },
} as const;

const propertyFields = {
  nameTh: v.text({ required: true, max: 200 }),
  nameEn: v.text({ required: true, max: 200, rules: ['textEng'] }),
  propertyType: v.oneOf(PROPERTY_TYPES, { required: true }),
  vatRegistered: m.flag('N'),
  taxId: v.taxId(),
  /** Head office 00000, else the branch number of the tax registration. */
  branchNo: m.digits(5),
  addressTh: v.text({ max: 500 }),
  addressEn: v.text({ max: 500, rules: ['textEng'] }),
  phone: v.phone(),
  email: v.email(),
  billerId: m.billerId(),
  bankAccounts: v
    .list(propertyBankAccountInput, {
      max: 20,
      uniqueBy: (a) => `${a.bankCode}/${a.accountNo}`,
      uniqueRule: 'duplicateAccountNumber',
    })
    .optional(),
  documentAccounts: v.list(propertyDocumentAccountInput, { max: 20 }).optional(),
  surcharge: surchargeSettings.optional(),
  /** Whether the one who created a document may also approve it (N: someone else must). */
  creatorMayApprove: m.flag('N'),
  /** A request over the available budget: REFUSE (left out) or WARN. */
  budgetOverAvailable: v.oneOf(BUDGET_CONTROLS),
  /** The month the fiscal year starts (1 January when left out); budgets follow it. */
  fiscalYearStartMonth: v.number({ integer: true, min: 1, max: 12 }),
};

/** Creates a property (administrators only); newPropertyCode is its code. */
export const propertySave = propertyScoped.extend({
  newPropertyCode: v.propertyCode({ required: true }),
  ...propertyFields,
});
export type PropertySave = z.infer<typeof propertySave>;

/** A modify of the property named by propertyCode. Its code never changes. */
export const propertyModify = propertyScoped.extend(propertyFields);
export type PropertyModify = z.infer<typeof propertyModify>;

export const propertyCheckQuery = propertyScoped.extend({
  newPropertyCode: v.propertyCode({ required: true }),
});
export const propertyCheck = z.object({ newPropertyCode: z.string(), available: z.boolean() });
export const propertyCheckReply = replyOf(propertyCheck);

/** The properties the user may see the settings of. */
export const propertySearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  propertyType: v.oneOf(PROPERTY_TYPES),
  active: activeFlag.optional(),
});
export type PropertySearchBody = z.infer<typeof propertySearchBody>;
export const propertySummary = z.object({
  propertyCode: z.string(),
  propertyName: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  taxId: z.string().nullable(),
  vatRegistered: activeFlag,
  unitCount: z.number().int(),
  active: activeFlag,
});
export type PropertySummary = z.infer<typeof propertySummary>;
export const propertySearchReply = listReplyOf(propertySummary);

export const propertyBankAccount = z.object({
  accountNoId: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  bankBranchCode: z.string().nullable(),
  bankBranchName: z.string().nullable(),
  accountNo: z.string(),
  realAccountNo: z.string(),
  accountName: z.string(),
  accountCode: z.string(),
  accountCodeName: z.string(),
  bulkCompanyId: z.string().nullable(),
  active: activeFlag,
});
export type PropertyBankAccount = z.infer<typeof propertyBankAccount>;

export const propertyDetail = z.object({
  propertyCode: z.string(),
  propertyName: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  areaUnit: z.enum(AREA_UNITS),
  vatRegistered: activeFlag,
  taxId: z.string().nullable(),
  branchNo: z.string(),
  addressTh: z.string().nullable(),
  addressEn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  billerId: z.string().nullable(),
  bankAccounts: z.array(propertyBankAccount),
  documentAccounts: z.array(
    z.object({ configDocumentAccount: z.number().int(), accountNoId: z.string(), accountNo: z.string() }),
  ),
  surcharge: z
    .object({
      method: z.string().nullable(),
      ratePerYear: z.string().nullable(),
      overdueRatePerYear: z.string().nullable(),
      overdueAfterMonths: z.number().nullable(),
      higherRateAppliesTo: z.string().nullable(),
      graceDays: z.number().nullable(),
    })
    .nullable(),
  creatorMayApprove: activeFlag,
  budgetOverAvailable: z.enum(BUDGET_CONTROLS),
  fiscalYearStartMonth: z.number().int(),
  active: activeFlag,
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;
export const propertyDetailReply = replyOf(propertyDetail);
export const propertySaved = replyOf(z.object({ propertyCode: z.string() }));

/** A purpose's bank account (configDocumentAccount=7, 001 s.7): accountNos[0] is the one to use. */
export const propertyDocumentAccountQuery = propertyScoped.extend({
  configDocumentAccount: v.number({ required: true, integer: true, min: 1, max: 99 }),
});
export const propertyDocumentAccountReply = replyOf(
  z.object({
    configDocumentAccount: z.number().int(),
    accountNos: z.array(
      z.object({
        accountNoId: z.string(),
        accountCode: z.string(),
        realAccountNo: z.string(),
        accountCodeName: z.string(),
        bankCode: z.string(),
        bankName: z.string(),
      }),
    ),
  }),
);

/**
 * The bank providers (001 "Bank provider": takes propertyCode): the banks a card payment can be
 * settled through, i.e. the banks of the property's active bank accounts, each once.
 */
export const bankProviderRow = z.object({ providerCode: z.string(), providerName: z.string() });
export type BankProviderRow = z.infer<typeof bankProviderRow>;
export const bankProvidersReply = listReplyOf(bankProviderRow);

/** The property settings calls (settings project / projectDetail), scoped to the property named by propertyCode. */
export const propertySettingsApi = {
  search: endpoint({
    method: 'POST',
    path: '/properties/search',
    read: 'list',
    body: propertySearchBody,
    reply: propertySearchReply,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/properties/detail',
    read: 'json',
    query: propertyScoped,
    reply: propertyDetailReply,
  }),
  /** Whether newPropertyCode is still free. */
  check: endpoint({
    method: 'GET',
    path: '/properties/check',
    read: 'json',
    query: propertyCheckQuery,
    reply: propertyCheckReply,
  }),
  /** Creates another property (administrators only). */
  save: endpoint({
    method: 'POST',
    path: '/properties/save',
    read: 'json',
    status: 201,
    body: propertySave,
    reply: propertySaved,
  }),
  modify: endpoint({
    method: 'PUT',
    path: '/properties/modify',
    read: 'json',
    body: propertyModify,
    reply: propertySaved,
  }),
  /** Used by the payment screens (001 s.7): any member of the property may call it. */
  documentAccount: endpoint({
    method: 'GET',
    path: '/properties/document-account',
    read: 'json',
    query: propertyDocumentAccountQuery,
    reply: propertyDocumentAccountReply,
  }),
  /** The card payment panel's bank list: any member of the property may call it. */
  bankProviders: endpoint({
    method: 'GET',
    path: '/properties/bank-providers',
    read: 'list',
    query: propertyScoped,
    reply: bankProvidersReply,
  }),
};
