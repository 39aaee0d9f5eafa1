import type { PropertyDetail, PropertyModify } from '@suanklang/shared';

/**
 * The settings that decide where money goes and what the law sees: the bank accounts and which one a purpose uses,
 * the biller ID, the tax registration, the surcharge rules, whether a creator may approve, whether spending may pass
 * the budget and when the budget's year starts. Changing any of them is property administration
 * (PROPERTY_ADMIN), not the settings-edit right a clerk or an accountant holds.
 */
export type AdminField =
  | 'bankAccounts'
  | 'documentAccounts'
  | 'billerId'
  | 'tax'
  | 'surcharge'
  | 'approval'
  | 'budgetControl'
  | 'fiscalYear';

/** "12", "12.0" and "12.00" are the same rate. */
function decimalKey(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const blank = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

function bankAccountsKey(rows: readonly BankRow[]): string {
  return JSON.stringify(
    rows
      .map((a) => [
        a.accountNoId ?? null,
        a.bankCode,
        blank(a.bankBranchCode),
        a.accountNo,
        a.accountName,
        a.accountCode,
        blank(a.bulkCompanyId),
        a.active ?? 'Y',
      ])
      .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
  );
}

type BankRow = {
  accountNoId?: string | undefined;
  bankCode: string;
  bankBranchCode?: string | null | undefined;
  accountNo: string;
  accountName: string;
  accountCode: string;
  bulkCompanyId?: string | null | undefined;
  active?: string | undefined;
};

function surchargeKey(s: Partial<Record<string, string | number | null>> | null | undefined): string {
  if (!s) return 'null';
  return JSON.stringify([
    s.method ?? null,
    decimalKey(s.ratePerYear),
    decimalKey(s.overdueRatePerYear),
    s.overdueAfterMonths ?? null,
    s.higherRateAppliesTo ?? null,
    s.graceDays ?? null,
  ]);
}

/** Pure: the administration fields a modify would change (a field the form leaves out changes nothing). */
export function changedAdminFields(before: PropertyDetail, input: PropertyModify): AdminField[] {
  const changed: AdminField[] = [];
  if (
    input.bankAccounts !== undefined &&
    bankAccountsKey(input.bankAccounts) !== bankAccountsKey(before.bankAccounts)
  ) {
    changed.push('bankAccounts');
  }
  if (input.documentAccounts !== undefined) {
    const key = (rows: readonly { configDocumentAccount: number; accountNo: string }[]) =>
      JSON.stringify(rows.map((r) => `${r.configDocumentAccount}:${r.accountNo}`).sort());
    if (key(input.documentAccounts) !== key(before.documentAccounts)) changed.push('documentAccounts');
  }
  if (blank(input.billerId) !== blank(before.billerId)) changed.push('billerId');
  if (
    blank(input.taxId) !== blank(before.taxId) ||
    (input.branchNo ?? '00000') !== before.branchNo ||
    input.vatRegistered !== before.vatRegistered
  ) {
    changed.push('tax');
  }
  if (input.surcharge !== undefined && surchargeKey(input.surcharge) !== surchargeKey(before.surcharge)) {
    changed.push('surcharge');
  }
  if ((input.creatorMayApprove ?? 'N') !== before.creatorMayApprove) changed.push('approval');
  if ((input.budgetOverAvailable ?? 'REFUSE') !== before.budgetOverAvailable) changed.push('budgetControl');
  if (input.fiscalYearStartMonth !== undefined && input.fiscalYearStartMonth !== before.fiscalYearStartMonth)
    changed.push('fiscalYear');
  return changed;
}
