import type { ScreenObject } from './objects';

/** Every working screen (000 section 2) with the object that guards it and its page-title key. */
export type ScreenRoute = {
  path: string;
  object: ScreenObject | null; // null: every signed-in user
  titleKey: string;
  group?: 'data' | 'main' | 'other';
};

export const TOP_SCREENS: ScreenRoute[] = [
  { path: '/views/main-page', object: null, titleKey: 'mainPage' },
  { path: '/views/dashboard', object: 'DASHBOARD', titleKey: 'dashboard' },
  { path: '/views/pending-approval', object: 'PENDING_APPROVAL', titleKey: 'pendingApproval' },
  { path: '/views/invoice', object: 'INVOICE', titleKey: 'invoice' },
  { path: '/views/expense', object: 'EXPENSE', titleKey: 'expense' },
  // The meter tab of /views/expense on its own, for the clerk who only types readings: the same rights.
  { path: '/views/meter', object: 'EXPENSE', titleKey: 'meter' },
  { path: '/views/expense-status', object: 'EXPENSE_STATUS', titleKey: 'expenseStatus' },
  { path: '/views/receipt', object: 'RECEIPT', titleKey: 'receipt' },
  { path: '/views/credit-note', object: 'CREDIT_NOTE', titleKey: 'creditNote' },
  { path: '/views/cheque', object: 'CHEQUE', titleKey: 'cheque' },
  { path: '/views/deposit', object: 'DEPOSIT', titleKey: 'deposit' },
  { path: '/views/request-pay', object: 'REQUEST_PAY', titleKey: 'requestPay' },
  { path: '/views/payment-voucher', object: 'PAYMENT_VOUCHER', titleKey: 'paymentVoucher' },
  { path: '/views/document', object: 'DOCUMENT', titleKey: 'document' },
  { path: '/views/debtor-status', object: 'DEBTOR_STATUS', titleKey: 'debtorStatus' },
  { path: '/views/notice', object: 'NOTICE', titleKey: 'notice' },
  { path: '/views/report', object: 'REPORT', titleKey: 'report' },
  { path: '/views/help', object: null, titleKey: 'help' },
];

export const SETTING_SCREENS: ScreenRoute[] = [
  { path: '/views/setting/project', object: 'SETTING_PROJECT', titleKey: 'settingProject', group: 'data' },
  { path: '/views/setting/customer', object: 'SETTING_CUSTOMER', titleKey: 'settingCustomer', group: 'data' },
  { path: '/views/setting/unit', object: 'SETTING_UNIT', titleKey: 'settingUnit', group: 'data' },
  { path: '/views/setting/budget', object: 'SETTING_BUDGET', titleKey: 'settingBudget', group: 'data' },
  { path: '/views/setting/supplier', object: 'SETTING_SUPPLIER', titleKey: 'settingSupplier', group: 'data' },
  { path: '/views/setting/main-user', object: 'SETTING_USER', titleKey: 'settingUser', group: 'main' },
  {
    path: '/views/setting/main-expense',
    object: 'SETTING_EXPENSE',
    titleKey: 'settingExpense',
    group: 'main',
  },
  {
    path: '/views/setting/main-account',
    object: 'SETTING_ACCOUNT',
    titleKey: 'settingAccount',
    group: 'main',
  },
  {
    path: '/views/setting/financial-statement',
    object: 'SETTING_ACCOUNT',
    titleKey: 'settingFinancialStatement',
    group: 'main',
  },
  {
    path: '/views/setting/main-budget',
    object: 'SETTING_BUDGET_ITEM',
    titleKey: 'settingBudgetItem',
    group: 'main',
  },
];
