/*
 * Typed translation keys: t('...') accepts only keys of the Thai catalogue (the default language; the English files
 * have the same keys, locales.test.ts checks it), so a missing or misspelt key fails the typecheck. Keys built
 * from data the compiler cannot follow are typed in lib/screen-keys.ts and proven by locales/catalogue.test.ts.
 */
import type accounts from './locales/th/accounts.json';
import type approvals from './locales/th/approvals.json';
import type auth from './locales/th/auth.json';
import type budgetItems from './locales/th/budget-items.json';
import type budgetSummary from './locales/th/budget-summary.json';
import type budgets from './locales/th/budgets.json';
import type cheques from './locales/th/cheques.json';
import type common from './locales/th/common.json';
import type components from './locales/th/components.json';
import type creditNotes from './locales/th/credit-notes.json';
import type requestPay from './locales/th/request-pay.json';
import type paymentVoucher from './locales/th/payment-voucher.json';
import type customers from './locales/th/customers.json';
import type deposits from './locales/th/deposits.json';
import type expenseTypes from './locales/th/expense-types.json';
import type expenses from './locales/th/expenses.json';
import type generalLedger from './locales/th/general-ledger.json';
import type invoices from './locales/th/invoices.json';
import type ledgerReports from './locales/th/ledger-reports.json';
import type objects from './locales/th/objects.json';
import type propertySettings from './locales/th/property-settings.json';
import type receipts from './locales/th/receipts.json';
import type reports from './locales/th/reports.json';
import type screens from './locales/th/screens.json';
import type settings from './locales/th/settings.json';
import type shell from './locales/th/shell.json';
import type statementLayout from './locales/th/statement-layout.json';
import type suppliers from './locales/th/suppliers.json';
import type units from './locales/th/units.json';
import type users from './locales/th/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accounts: typeof accounts;
      approvals: typeof approvals;
      auth: typeof auth;
      'budget-items': typeof budgetItems;
      'budget-summary': typeof budgetSummary;
      budgets: typeof budgets;
      cheques: typeof cheques;
      common: typeof common;
      components: typeof components;
      'credit-notes': typeof creditNotes;
      'request-pay': typeof requestPay;
      'payment-voucher': typeof paymentVoucher;
      customers: typeof customers;
      deposits: typeof deposits;
      'expense-types': typeof expenseTypes;
      expenses: typeof expenses;
      'general-ledger': typeof generalLedger;
      invoices: typeof invoices;
      'ledger-reports': typeof ledgerReports;
      objects: typeof objects;
      'property-settings': typeof propertySettings;
      receipts: typeof receipts;
      reports: typeof reports;
      screens: typeof screens;
      settings: typeof settings;
      shell: typeof shell;
      'statement-layout': typeof statementLayout;
      suppliers: typeof suppliers;
      units: typeof units;
      users: typeof users;
    };
  }
}
