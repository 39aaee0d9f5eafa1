import type { Lang } from '../../lang';

/** A code with its Thai and English label, for lists the server answers and the web shows. */
export type Labelled<T extends string | number> = { code: T; th: string; en: string };

export function labelOf<T extends string | number>(
  list: readonly Labelled<T>[],
  code: T,
  lang: Lang,
): string {
  const found = list.find((item) => item.code === code);
  return found ? found[lang] : String(code);
}

/** How a customer relates to a unit. A customer's ownerType is their usual role; each unit link has its own. */
export const OWNER_TYPES = ['OWNER', 'CO_OWNER', 'TENANT'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];
export const OWNER_TYPE_LABELS: Labelled<OwnerType>[] = [
  { code: 'OWNER', th: 'เจ้าของ', en: 'Owner' },
  { code: 'CO_OWNER', th: 'เจ้าของร่วม', en: 'Co-owner' },
  { code: 'TENANT', th: 'ผู้เช่า', en: 'Tenant' },
];

/** A person (national ID or passport) or a company (13-digit tax ID) owning or renting a unit. */
export const CUSTOMER_TYPES = ['PERSON', 'COMPANY'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Condominiums measure units in m2; housing estates in square wah (ตร.ว.), which common fees are charged on. */
export const PROPERTY_TYPES = ['CONDO', 'VILLAGE'] as const;
/** What a request over an item's available budget meets: refused, or a warning and it goes on. */
export const BUDGET_CONTROLS = ['REFUSE', 'WARN'] as const;
export type BudgetControl = (typeof BUDGET_CONTROLS)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const AREA_UNITS = ['SQM', 'SQW'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_OF: Record<PropertyType, AreaUnit> = { CONDO: 'SQM', VILLAGE: 'SQW' };
export const AREA_UNIT_LABELS: Labelled<AreaUnit>[] = [
  { code: 'SQM', th: 'ตร.ม.', en: 'm²' },
  { code: 'SQW', th: 'ตร.ว.', en: 'sq. wah' },
];

export const ACCOUNT_CATEGORIES = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type AccountCategory = (typeof ACCOUNT_CATEGORIES)[number];
export const NORMAL_SIDES = ['D', 'C'] as const;
export type NormalSide = (typeof NORMAL_SIDES)[number];
/** The side an account of a category normally carries; a contra account (allowance, depreciation) overrides it. */
export const NORMAL_SIDE_OF: Record<AccountCategory, NormalSide> = {
  ASSET: 'D',
  LIABILITY: 'C',
  EQUITY: 'C',
  INCOME: 'C',
  EXPENSE: 'D',
};
export const ACCOUNT_CATEGORY_LABELS: Labelled<AccountCategory>[] = [
  { code: 'ASSET', th: 'สินทรัพย์', en: 'Assets' },
  { code: 'LIABILITY', th: 'หนี้สิน', en: 'Liabilities' },
  { code: 'EQUITY', th: 'ส่วนของเจ้าของและกองทุน', en: 'Equity and funds' },
  { code: 'INCOME', th: 'รายได้', en: 'Income' },
  { code: 'EXPENSE', th: 'ค่าใช้จ่าย', en: 'Expenses' },
];

/**
 * How an expense type computes a unit's charge for one billing cycle:
 * AREA = area (m2 or sq. wah) x rate; FIXED = rate per unit; RATIO = rate (the total to share) x ownership ratio;
 * METER = used units x rate (or tiers), at least the minimum charge.
 */
export const CALC_KINDS = ['AREA', 'FIXED', 'RATIO', 'METER'] as const;
export type CalcKind = (typeof CALC_KINDS)[number];
export const CALC_KIND_LABELS: Labelled<CalcKind>[] = [
  { code: 'AREA', th: 'ตามพื้นที่ x อัตรา', en: 'Area x rate' },
  { code: 'FIXED', th: 'อัตราคงที่ต่อห้อง', en: 'Fixed per unit' },
  { code: 'RATIO', th: 'ตามอัตราส่วนกรรมสิทธิ์', en: 'By ownership ratio' },
  { code: 'METER', th: 'ตามมิเตอร์', en: 'Meter' },
];

/** ONE_TIME is billed once per unit (the sinking fund at transfer), whatever the calculation. */
export const BILLING_CYCLES = ['MONTHLY', 'EVERY_N_MONTHS', 'YEARLY', 'ONE_TIME'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const BILLING_CYCLE_LABELS: Labelled<BillingCycle>[] = [
  { code: 'MONTHLY', th: 'รายเดือน', en: 'Monthly' },
  { code: 'EVERY_N_MONTHS', th: 'ทุก N เดือน', en: 'Every N months' },
  { code: 'YEARLY', th: 'รายปี', en: 'Yearly' },
  { code: 'ONE_TIME', th: 'ครั้งเดียว', en: 'One time' },
];

export const EXPENSE_CATEGORIES = [
  'COMMON_FEE',
  'WATER',
  'ELECTRICITY',
  'SINKING_FUND',
  'PARKING',
  'SURCHARGE',
  'SERVICE',
  'OTHER',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Labelled<ExpenseCategory>[] = [
  { code: 'COMMON_FEE', th: 'ค่าส่วนกลาง', en: 'Common fee' },
  { code: 'WATER', th: 'ค่าน้ำประปา', en: 'Water' },
  { code: 'ELECTRICITY', th: 'ค่าไฟฟ้า', en: 'Electricity' },
  { code: 'SINKING_FUND', th: 'เงินกองทุน', en: 'Sinking fund' },
  { code: 'PARKING', th: 'ค่าที่จอดรถ', en: 'Parking' },
  { code: 'SURCHARGE', th: 'เงินเพิ่ม', en: 'Surcharge' },
  { code: 'SERVICE', th: 'ค่าบริการ', en: 'Service' },
  { code: 'OTHER', th: 'อื่น ๆ', en: 'Other' },
];

/** Customer wallets (advance receipts), 001 s.3: 0 common, 1 other. */
export const WALLET_TYPES = [0, 1] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
export const WALLET_TYPE_LABELS: Labelled<WalletType>[] = [
  { code: 0, th: 'กระเป๋าเงินค่าส่วนกลาง', en: 'Common wallet' },
  { code: 1, th: 'กระเป๋าเงินอื่น', en: 'Other wallet' },
];

/** The withholding-tax return a supplier's tax goes on: PND 3 for individuals, PND 53 for companies. */
export const WHT_TYPES = ['PND3', 'PND53'] as const;
export type WhtType = (typeof WHT_TYPES)[number];
export const WHT_TYPE_LABELS: Labelled<WhtType>[] = [
  { code: 'PND3', th: 'ภ.ง.ด.3 (บุคคลธรรมดา)', en: 'PND 3 (individual)' },
  { code: 'PND53', th: 'ภ.ง.ด.53 (นิติบุคคล)', en: 'PND 53 (company)' },
];

/** The lookup categories fetched by code (000 s.3) and the person lists of the customer form. */
export const LOOKUP_CATEGORIES = [
  'TITLE',
  'NATIONALITY',
  'GENDER',
  'OCCUPATION',
  'RACE',
  'MARITAL_STATUS',
  'PROPERTY_FILE',
  'DOCUMENT_TYPE',
  'METER_TYPE',
  'VEHICLE_TYPE',
  'STICKER_TYPE',
  'SEGMENT',
  'PROPERTY_STATUS',
  'CANCEL_REASON',
  'CALC_UNIT_TYPE',
] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

/**
 * Document-account configurations (001 s.7): which bank account a document uses for a purpose. 7 is the online
 * payment of payment vouchers (the only id the spec shows).
 */
export const DOCUMENT_ACCOUNT_CONFIGS = [7] as const;
export type DocumentAccountConfig = (typeof DOCUMENT_ACCOUNT_CONFIGS)[number];
export const DOCUMENT_ACCOUNT_CONFIG_LABELS: Labelled<DocumentAccountConfig>[] = [
  { code: 7, th: 'บัญชีสำหรับชำระเงินออนไลน์', en: 'Online payment account' },
];

/**
 * Payment types of the account lookup (001 s.9 gives cash 1, transfer 2, cheque 3; card and online are ours).
 * 0 in an account-document mapping means "any payment type" (journal vouchers, invoices).
 */
export const ACCOUNT_PAYMENT_TYPES = [0, 1, 2, 3, 4, 5] as const;
export type AccountPaymentType = (typeof ACCOUNT_PAYMENT_TYPES)[number];
export const ACCOUNT_PAYMENT_TYPE_LABELS: Labelled<AccountPaymentType>[] = [
  { code: 0, th: 'ทุกประเภท', en: 'Any' },
  { code: 1, th: 'เงินสด', en: 'Cash' },
  { code: 2, th: 'เงินโอน', en: 'Transfer' },
  { code: 3, th: 'เช็ค', en: 'Cheque' },
  { code: 4, th: 'บัตรเครดิต/เดบิต', en: 'Credit/debit card' },
  { code: 5, th: 'ชำระออนไลน์', en: 'Online payment' },
];

/** The kinds of record a code can be used by, as checkEditable reports them. */
export const USAGE_KINDS = [
  'ACCOUNT',
  'EXPENSE_TYPE',
  'BUDGET_ITEM',
  'PROPERTY_BANK_ACCOUNT',
  'SUPPLIER_DOCUMENT_ACCOUNT',
  'ACCOUNT_DOCUMENT',
  'UNIT',
  'CUSTOMER',
  'INVOICE',
  'RECEIPT',
  'JOURNAL',
  'BUDGET',
  'PAYMENT_VOUCHER',
  'REQUEST_PAY',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
