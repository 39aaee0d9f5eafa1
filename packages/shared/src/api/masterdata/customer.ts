import { z } from 'zod';
import { ruleIssue, v } from '../../validation/fields';
import { endpoint } from '../../endpoint';
import { activeFlag, listReplyOf, propertyScoped, replyOf, searchPaging, unscoped } from '../common';
import { storedFile } from './common';
import { CUSTOMER_TYPES, OWNER_TYPES } from './constants';
import { m } from './fields';

/** Customers (settings customer / customerDetail); the calls are in `customerApi` at the end of this file. */

export const CUSTOMER_CODE_MAX = 20;
/** Nationality code of Thai citizens; they are identified by the 13-digit national ID. */
export const THAI_NATIONALITY = 'TH';

/** Today in Bangkok as YYYY-MM-DD, the limit a birth date must be before. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

const social = () => v.text({ max: 100 });

const customerFields = {
  customerType: v.oneOf(CUSTOMER_TYPES),
  ownerType: v.oneOf(OWNER_TYPES, { required: true }),
  /** Lookup TITLE code (MR, MRS, MISS, COMPANY...). */
  titleCode: v.text({ max: 20 }),
  firstNameTh: v.text({ required: true, max: 100 }),
  lastNameTh: v.text({ max: 100 }),
  firstNameEn: v.text({ max: 100, rules: ['textEng'] }),
  lastNameEn: v.text({ max: 100, rules: ['textEng'] }),
  /** The name in the customer's own script (Chinese, Japanese...) for foreign owners. */
  nameLocal: v.text({ max: 200 }),
  /** The 13-digit national ID of a Thai person or the tax ID of a company, with its check digit. */
  taxId: v.idCard(),
  /** For foreigners without a Thai ID. */
  passportId: m.code({ max: 20 }),
  nationalityCode: v.text({ max: 10 }),
  genderCode: v.text({ max: 10 }),
  dateOfBirth: v.date(),
  occupationCode: v.text({ max: 20 }),
  occupationText: v.text({ max: 200 }),
  maritalStatusCode: v.text({ max: 10 }),
  noOfChildren: v.number({ integer: true, min: 0, max: 30 }),
  noOfFamilyMember: v.number({ integer: true, min: 0, max: 50 }),
  mobileNo: v.phone(),
  /** Dialling code of the mobile number for foreign numbers, digits only (66, 86...). */
  countryCode: v.text({ max: 4, rules: ['numeric'] }),
  telephone: v.phone(),
  email: v.email(),
  address: v.text({ max: 500 }),
  province: v.text({ max: 100 }),
  postalCode: m.digits(5),
  facebook: social(),
  instagram: social(),
  line: social(),
  twitter: social(),
  wechat: social(),
  whatsapp: social(),
};

type CustomerFieldsOut = {
  customerType?: (typeof CUSTOMER_TYPES)[number] | undefined;
  lastNameTh?: string | undefined;
  taxId?: string | undefined;
  passportId?: string | undefined;
  nationalityCode?: string | undefined;
  dateOfBirth?: string | undefined;
};

/**
 * Who the customer is decides which identity number is required: a Thai person or a company gives the 13-digit
 * ID, a foreigner gives a passport (or a Thai ID if they hold one). A person also needs a last name.
 */
function identityRules(value: CustomerFieldsOut, ctx: z.RefinementCtx): void {
  const company = value.customerType === 'COMPANY';
  const thai = (value.nationalityCode ?? THAI_NATIONALITY) === THAI_NATIONALITY;
  if (!company && !value.lastNameTh) ctx.addIssue(ruleIssue('required', {}, ['lastNameTh']));
  if ((company || thai) && !value.taxId) ctx.addIssue(ruleIssue('required', {}, ['taxId']));
  if (!company && !thai && !value.taxId && !value.passportId)
    ctx.addIssue(ruleIssue('required', {}, ['passportId']));
  const today = bangkokToday();
  if (value.dateOfBirth && value.dateOfBirth >= today)
    ctx.addIssue(ruleIssue('min_date', { date: today }, ['dateOfBirth']));
}

/** A new customer; the code is generated when not given. */
export const customerSave = propertyScoped
  .extend({ customerCode: m.code({ max: CUSTOMER_CODE_MAX }), ...customerFields })
  .superRefine(identityRules);
export type CustomerSave = z.infer<typeof customerSave>;

/**
 * A modify: multipart (the fields, and files[i].file up to 3); lang and propertyCode travel in the query too.
 * The server also takes it as JSON without files. Every modify writes a change record.
 */
export const customerModify = propertyScoped
  .extend({ customerCode: m.code({ required: true, max: CUSTOMER_CODE_MAX }), ...customerFields })
  .superRefine(identityRules);
export type CustomerModify = z.infer<typeof customerModify>;

export const customerInactivate = propertyScoped.extend({
  customerCode: m.code({ required: true, max: CUSTOMER_CODE_MAX }),
  reason: v.text({ required: true, max: 500 }),
});
export const customerActivate = propertyScoped.extend({
  customerCode: m.code({ required: true, max: CUSTOMER_CODE_MAX }),
});

export const customerSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  keyword: v.text({ max: 100 }),
  ownerType: v.oneOf(OWNER_TYPES),
  unitCode: m.code({ max: 20 }),
  active: activeFlag.optional(),
});
export type CustomerSearchBody = z.infer<typeof customerSearchBody>;

export const customerRow = z.object({
  customerCode: z.string(),
  /** First name plus last name, in the caller's language (Thai when there is no English name). */
  customerName: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  ownerType: z.enum(OWNER_TYPES),
  taxId: z.string().nullable(),
  passportId: z.string().nullable(),
  mobileNo: z.string().nullable(),
  email: z.string().nullable(),
  units: z.array(z.string()),
  active: activeFlag,
  /** The latest change record, if the customer was ever modified. */
  documentNo: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customerSearchReply = listReplyOf(customerRow);

const nullableText = z.string().nullable();
export const customerDetail = customerRow.extend({
  firstname: z.string(),
  lastname: z.string(),
  titleCode: nullableText,
  titleDescription: nullableText,
  firstNameTh: z.string(),
  lastNameTh: nullableText,
  firstNameEn: nullableText,
  lastNameEn: nullableText,
  nameLocal: nullableText,
  nationalityCode: nullableText,
  nationalityDescription: nullableText,
  genderCode: nullableText,
  genderDescription: nullableText,
  dateOfBirth: nullableText,
  occupationCode: nullableText,
  occupationDescription: nullableText,
  occupationText: nullableText,
  maritalStatusCode: nullableText,
  maritalStatusDescription: nullableText,
  noOfChildren: z.number().int().nullable(),
  noOfFamilyMember: z.number().int().nullable(),
  countryCode: nullableText,
  telephone: nullableText,
  address: nullableText,
  province: nullableText,
  postalCode: nullableText,
  facebook: nullableText,
  instagram: nullableText,
  line: nullableText,
  twitter: nullableText,
  wechat: nullableText,
  whatsapp: nullableText,
  inactiveReason: nullableText,
  inactiveDate: nullableText,
  unitLinks: z.array(
    z.object({
      unitCode: z.string(),
      ownerType: z.enum(OWNER_TYPES),
      startDate: z.string(),
      endDate: nullableText,
    }),
  ),
  changes: z.array(z.object({ documentNo: z.string(), createdBy: z.string(), createdDate: z.string() })),
  createdDate: z.string(),
  updatedDate: nullableText,
});
export type CustomerDetail = z.infer<typeof customerDetail>;
export const customerDetailReply = replyOf(customerDetail);
export const customerSaved = replyOf(
  z.object({ customerCode: z.string(), documentNo: z.string().nullable() }),
);

/** The change-record fields always shown with their before and after values (001 s.3). */
export const CHANGE_ALWAYS = [
  'nameTH',
  'nameEN',
  'taxId',
  'passportId',
  'mobileNo',
  'email',
  'nationalityDescription',
] as const;
/** The pairs shown only when both the before and the after value exist (001 s.3). */
export const CHANGE_WHEN_BOTH = [
  'nameLocal',
  'maritalStatusDescription',
  'noOfChildren',
  'noOfFamilyMember',
  'genderDescription',
  'dateOfBirth',
  'occupationDescription',
  'occupationText',
  'telephone',
  'countryCode',
  'instagram',
  'line',
  'twitter',
  'facebook',
  'wechat',
  'whatsapp',
] as const;
export type ChangeField = (typeof CHANGE_ALWAYS)[number] | (typeof CHANGE_WHEN_BOTH)[number];

const changeValue = z.union([z.string(), z.number()]).nullable();
export const changeSnapshot = z.object(
  Object.fromEntries([...CHANGE_ALWAYS, ...CHANGE_WHEN_BOTH].map((key) => [key, changeValue])) as Record<
    ChangeField,
    typeof changeValue
  >,
);
export type ChangeSnapshot = z.infer<typeof changeSnapshot>;

/** A change record (documentNo): the before/after panel with the editor and the files. */
export const customerChangeQuery = propertyScoped.extend({ documentNo: v.text({ required: true, max: 40 }) });
export const customerChangeDetail = z.object({
  documentNo: z.string(),
  customerCode: z.string(),
  before: changeSnapshot,
  after: changeSnapshot,
  /** The rows to show, in order: every CHANGE_ALWAYS field, then the CHANGE_WHEN_BOTH fields with both values. */
  rows: z.array(
    z.object({ field: z.string(), before: changeValue, after: changeValue, changed: z.boolean() }),
  ),
  createdBy: z.string(),
  createdDate: z.string(),
  customerFiles: z.array(storedFile),
});
export type CustomerChangeDetail = z.infer<typeof customerChangeDetail>;
export const customerChangeReply = replyOf(customerChangeDetail);

/** The customer dropdown. */
export const customerLookupQuery = propertyScoped.extend({
  keyword: v.text({ max: 100 }),
  q: v.text({ max: 100 }),
  unitCode: m.code({ max: 20 }),
  ownerType: v.oneOf(OWNER_TYPES),
});
export const customerOption = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  ownerType: z.enum(OWNER_TYPES),
  unitCode: z.string().nullable(),
});
export const customerLookupReply = listReplyOf(customerOption);

/** The customer calls (settings customer / customerDetail) and the customer dropdowns. */
export const customerApi = {
  search: endpoint({
    method: 'POST',
    path: '/masterdata/customers/search',
    read: 'list',
    body: customerSearchBody,
    reply: customerSearchReply,
  }),
  /** The document screens' dropdown: any member of the property may call it. */
  options: endpoint({
    method: 'GET',
    path: '/masterdata/customers',
    read: 'list',
    query: customerLookupQuery,
    reply: customerLookupReply,
  }),
  /** The same list as `options` under the property's calls. */
  propertyOptions: endpoint({
    method: 'GET',
    path: '/properties/customer',
    read: 'list',
    query: customerLookupQuery,
    reply: customerLookupReply,
  }),
  /** The before/after panel of a change record. */
  change: endpoint({
    method: 'GET',
    path: '/masterdata/customer/change',
    read: 'json',
    query: customerChangeQuery,
    reply: customerChangeReply,
  }),
  /** A new customer; the code is generated when not given. */
  save: endpoint({
    method: 'POST',
    path: '/masterdata/customer/save',
    read: 'json',
    status: 201,
    body: customerSave,
    reply: customerSaved,
  }),
  /** multipart: the customerModify fields and files[i].file, files[i].description; answers the change number. */
  modify: endpoint({
    method: 'PUT',
    path: '/masterdata/customer/modify',
    read: 'json',
    query: unscoped,
    form: customerModify,
    reply: customerSaved,
  }),
  /** With a reason. */
  inactivate: endpoint({
    method: 'PUT',
    path: '/masterdata/customer/inactivate',
    read: 'json',
    body: customerInactivate,
    reply: customerSaved,
  }),
  activate: endpoint({
    method: 'PUT',
    path: '/masterdata/customer/activate',
    read: 'json',
    body: customerActivate,
    reply: customerSaved,
  }),
  /** `customerCode` is upper-cased by the server. */
  detail: endpoint({
    method: 'GET',
    path: '/masterdata/customer/:customerCode',
    read: 'json',
    params: z.object({ customerCode: z.string().min(1).max(40) }),
    query: propertyScoped,
    reply: customerDetailReply,
  }),
};
