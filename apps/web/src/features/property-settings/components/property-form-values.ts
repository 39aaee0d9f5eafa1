import {
  type ActiveFlag,
  type BudgetControl,
  type PropertyDetail,
  type PropertyType,
} from '@suanklang/shared';
import { amountOf, toRequestValues } from '../../../lib/settings/form-values';
import type { PropertySaveInput } from '../api/properties';

/** The online-payment account (001 section 9: configuration id 7), the one document account the form edits. */
export const ONLINE_PAYMENT_CONFIG = 7;

export type BankAccountValues = {
  accountNoId?: string;
  bankCode?: string;
  bankBranchCode?: string | null;
  accountNo?: string;
  accountName?: string;
  accountCode?: string;
  bulkCompanyId?: string | null;
  active: ActiveFlag;
};

export type SurchargeValues = {
  method?: string | null;
  ratePerYear?: number | null;
  overdueRatePerYear?: number | null;
  overdueAfterMonths?: number | null;
  higherRateAppliesTo?: string | null;
  graceDays?: number | null;
};

export type PropertyFormValues = {
  newPropertyCode?: string;
  nameTh?: string;
  nameEn?: string;
  propertyType?: PropertyType;
  vatRegistered: ActiveFlag;
  taxId?: string | null;
  branchNo?: string | null;
  addressTh?: string | null;
  addressEn?: string | null;
  phone?: string | null;
  email?: string | null;
  billerId?: string | null;
  bankAccounts: BankAccountValues[];
  onlineAccountNo?: string | null;
  surcharge: SurchargeValues;
  creatorMayApprove: ActiveFlag;
  budgetOverAvailable: BudgetControl;
  fiscalYearStartMonth: number;
};

/** Top-level names a server field error may land on. */
export const PROPERTY_FIELDS = [
  'newPropertyCode',
  'nameTh',
  'nameEn',
  'propertyType',
  'vatRegistered',
  'taxId',
  'branchNo',
  'addressTh',
  'addressEn',
  'phone',
  'email',
  'billerId',
  'bankAccounts',
  'surcharge',
  'creatorMayApprove',
  'budgetOverAvailable',
  'fiscalYearStartMonth',
] as const;

export const NEW_PROPERTY_VALUES: PropertyFormValues = {
  vatRegistered: 'N',
  branchNo: '00000',
  bankAccounts: [],
  surcharge: {},
  creatorMayApprove: 'N',
  budgetOverAvailable: 'REFUSE',
  fiscalYearStartMonth: 1,
};

export function newBankAccount(): BankAccountValues {
  return { active: 'Y' };
}

/** A property's settings as the form shows them. */
export function propertyFormValues(detail: PropertyDetail): PropertyFormValues {
  const online = detail.documentAccounts.find((row) => row.configDocumentAccount === ONLINE_PAYMENT_CONFIG);
  return {
    nameTh: detail.nameTh,
    nameEn: detail.nameEn,
    propertyType: detail.propertyType,
    vatRegistered: detail.vatRegistered,
    taxId: detail.taxId,
    branchNo: detail.branchNo,
    addressTh: detail.addressTh,
    addressEn: detail.addressEn,
    phone: detail.phone,
    email: detail.email,
    billerId: detail.billerId,
    bankAccounts: detail.bankAccounts.map((account) => ({
      accountNoId: account.accountNoId,
      bankCode: account.bankCode,
      bankBranchCode: account.bankBranchCode,
      accountNo: account.accountNo,
      accountName: account.accountName,
      accountCode: account.accountCode,
      bulkCompanyId: account.bulkCompanyId,
      active: account.active,
    })),
    onlineAccountNo: online?.accountNo ?? null,
    surcharge: {
      method: detail.surcharge?.method ?? null,
      ratePerYear: amountOf(detail.surcharge?.ratePerYear),
      overdueRatePerYear: amountOf(detail.surcharge?.overdueRatePerYear),
      overdueAfterMonths: detail.surcharge?.overdueAfterMonths ?? null,
      higherRateAppliesTo: detail.surcharge?.higherRateAppliesTo ?? null,
      graceDays: detail.surcharge?.graceDays ?? null,
    },
    creatorMayApprove: detail.creatorMayApprove,
    budgetOverAvailable: detail.budgetOverAvailable,
    fiscalYearStartMonth: detail.fiscalYearStartMonth,
  };
}

function hasAnyValue(record: Record<string, unknown>): boolean {
  return Object.values(record).some((value) => value !== null && value !== undefined && value !== '');
}

/**
 * The form's values as the save body: blanks as null, the online-payment account as the one document account,
 * and the surcharge settings only when something of them was filled in.
 */
export function propertyRequest(values: PropertyFormValues): PropertySaveInput {
  const { onlineAccountNo, surcharge, bankAccounts, newPropertyCode, ...rest } = toRequestValues(values);
  return {
    ...rest,
    newPropertyCode: newPropertyCode ?? '',
    bankAccounts: (bankAccounts ?? []).map((account) => ({
      ...account,
      accountNo: account.accountNo?.replace(/[\s-]/g, '') ?? account.accountNo,
    })) as PropertySaveInput['bankAccounts'],
    documentAccounts: onlineAccountNo
      ? [{ configDocumentAccount: ONLINE_PAYMENT_CONFIG, accountNo: onlineAccountNo.replace(/[\s-]/g, '') }]
      : [],
    surcharge:
      surcharge && hasAnyValue(surcharge) ? (surcharge as PropertySaveInput['surcharge']) : undefined,
  } as PropertySaveInput;
}
