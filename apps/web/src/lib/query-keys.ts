import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app, one factory per resource, from the general to the particular
 * (`all` > `lists()` > `list(params)`, `all` > `details()` > `detail(id)`): invalidating a key refreshes every
 * query whose key starts with it. A key's root is the server resource it reads, whichever screen asks, so
 * invalidating a resource reaches every screen that shows it (the receipt form's open invoices are invoices).
 *
 * Keys carry no property code: a property change resets every query but those under `properties`
 * (app/provider.tsx), so nothing of the previous property is shown. Keep the `properties` root for the
 * property list only.
 *
 * Below the factories, `invalidates` declares what each kind of change makes stale; every mutation invalidates
 * through `invalidateAll` with one of its entries.
 */

/** The `all / lists / list / details / detail` part every document and master-data resource has. */
function resource<const R extends string>(root: R) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <P>(params: P) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

// ----- documents -----

const invoiceBase = resource('invoices');
export const invoiceKeys = {
  ...invoiceBase,
  /** GET /invoices/unit: who a manual invoice of the unit goes to and what the unit owes. */
  unit: (unitCode: string) => [...invoiceBase.all, 'unit', unitCode] as const,
  /** The same call as the receipt form asks for it: the unit's open invoices to pay. */
  payable: (unitCode: string) => [...invoiceBase.all, 'payable', unitCode] as const,
  /** GET /purchaseorders/invoice: the unit's open invoices a request pays from its wallet (type 5). */
  requestPay: (unitCode: string) => [...invoiceBase.all, 'request-pay', unitCode] as const,
  surcharges: () => [...invoiceBase.all, 'surcharge'] as const,
  surcharge: (asOf: string) => [...invoiceBase.all, 'surcharge', asOf] as const,
  /** One unit's overdue invoices in the preview of that day (under it: refreshed with it). */
  surchargeUnit: (asOf: string, unitCode: string) =>
    [...invoiceBase.all, 'surcharge', asOf, unitCode] as const,
  printOptions: () => [...invoiceBase.all, 'print-options'] as const,
  /**
   * A customer's or unit's statement of account: its invoices and what receipts and credit notes settled of them,
   * so under the invoices (every invoice, receipt or credit note change refreshes it).
   */
  statement: <P>(party: 'customer' | 'unit', code: string, params: P) =>
    [...invoiceBase.all, 'statement', party, code, params] as const,
};

const receiptBase = resource('receipts');
export const receiptKeys = {
  ...receiptBase,
  types: () => [...receiptBase.all, 'types'] as const,
};

const creditNoteBase = resource('credit-notes');
export const creditNoteKeys = {
  ...creditNoteBase,
  /** What each open invoice line of the unit still owes (the invoice-based note's lines). */
  openLines: (unitCode: string) => [...creditNoteBase.all, 'open-lines', unitCode] as const,
  /** The unit's receipts and what can still be credited on each (the receipt-based note). */
  unitReceipts: (unitCode: string) => [...creditNoteBase.all, 'receipts', unitCode] as const,
};

const requestPayBase = resource('request-pay');
export const requestPayKeys = {
  ...requestPayBase,
  /** GET /purchaseorders/types: the eleven types and which ones save takes. */
  types: () => [...requestPayBase.all, 'types'] as const,
  /** The active expense types and budget items a request's lines name. */
  expenseTypes: () => [...requestPayBase.all, 'expense-types'] as const,
  budgetItems: () => [...requestPayBase.all, 'budget-items'] as const,
  /** A payee's paid advances a clearing may name (under the root key: any saved or paid request refreshes it). */
  paidAdvances: (supplierCode: string) => [...requestPayBase.all, 'paid-advances', supplierCode] as const,
  /** What petty cash can pay out on a date (a spending shows it); any saved or paid request refreshes it. */
  pettyCash: (date: string) => [...requestPayBase.all, 'petty-cash', date] as const,
  /** A unit's receipts and what is left to claim on them (type 10); any saved or cancelled request refreshes it. */
  claims: (unitCode: string) => [...requestPayBase.all, 'claims', unitCode] as const,
};

const paymentVoucherBase = resource('payment-vouchers');
export const paymentVoucherKeys = {
  ...paymentVoucherBase,
  /** A supplier's approved requests no live voucher pays. */
  payable: (supplierCode: string) => [...paymentVoucherBase.all, 'payable', supplierCode] as const,
  /** The cheque books of the bank accounts posting to an account code (their next numbers move on each save). */
  chequeBooks: (accountCode: string) => [...paymentVoucherBase.all, 'cheque-books', accountCode] as const,
  /** The property's active bank accounts a voucher pays from. */
  bankAccounts: () => [...paymentVoucherBase.all, 'bank-accounts'] as const,
  /** The year's withholding-tax returns, month by month. */
  taxStatus: (year: number) => [...paymentVoucherBase.all, 'tax-status', year] as const,
};

const depositBase = resource('deposits');
export const depositKeys = {
  ...depositBase,
  /** Cash and cheques received and not deposited yet. */
  undeposited: () => [...depositBase.all, 'undeposited'] as const,
  bankAccounts: () => [...depositBase.all, 'bank-accounts'] as const,
  /** The uploaded bill-payment files. */
  billPayments: () => [...depositBase.all, 'bill-payments'] as const,
};

const chequeBase = resource('cheques');
export const chequeKeys = {
  ...chequeBase,
  /** Received cheques on hand with a balance, number starting q (the receipt's cheque payment). */
  usable: (q: string) => [...chequeBase.all, 'usable', q] as const,
};

/** The general ledger: every journal entry of a month, and the month's posting and close. */
const glBase = resource('gl');
export const glKeys = {
  ...glBase,
  types: () => [...glBase.all, 'types'] as const,
  statuses: () => [...glBase.all, 'statuses'] as const,
  /** GET /gl/validate: the month's entries per document type, what blocks its close, whether it is closed. */
  validations: () => [...glBase.all, 'validate'] as const,
  validation: (period: string) => [...glBase.all, 'validate', period] as const,
  /** GET /gl/manualvoucher/{no}. */
  voucher: (no: string) => [...glBase.all, 'voucher', no] as const,
};

const walletAll = ['wallets'] as const;
export const walletKeys = {
  all: walletAll,
  types: () => [...walletAll, 'types'] as const,
  /** GET /wallets?unitCode: the unit's balances and movements. */
  unit: (unitCode: string) => [...walletAll, 'unit', unitCode] as const,
  /** GET /purchaseorders/wallet?unitCode: the balances a wallet-closing request (type 2) refunds. */
  requestPay: (unitCode: string) => [...walletAll, 'request-pay', unitCode] as const,
};

const approvalAll = ['approvals'] as const;
export const approvalKeys = {
  all: approvalAll,
  /** Documents waiting for the signed-in user. */
  pendingLists: () => [...approvalAll, 'pending'] as const,
  pending: <P>(params: P) => [...approvalAll, 'pending', params] as const,
  documentTypes: () => [...approvalAll, 'document-types'] as const,
  flow: (documentType: string | null, documentNo: string | null) =>
    [...approvalAll, 'flow', documentType, documentNo] as const,
  creditNote: (documentNo: string | null) => [...approvalAll, 'credit-note', documentNo] as const,
  voucher: (documentNo: string | null) => [...approvalAll, 'voucher', documentNo] as const,
  /** The configured approval steps per document type. */
  configs: () => [...approvalAll, 'config'] as const,
  config: (documentType: string) => [...approvalAll, 'config', documentType] as const,
  candidates: (documentType: string) => [...approvalAll, 'candidates', documentType] as const,
};

/** The bell's count of what waits for the user (asked per property). */
export const notificationKeys = {
  all: ['user-notification'] as const,
  user: (propertyCode: string | null) => ['user-notification', propertyCode] as const,
};

/** A file being made by a server job, by its export id (lib/exports). */
export const exportKeys = {
  all: ['exports'] as const,
  status: (exportId: string) => ['exports', exportId] as const,
};

const reportAll = ['reports'] as const;
export const reportKeys = { all: reportAll };
export const agingKeys = {
  all: [...reportAll, 'aging'] as const,
  report: <P>(params: P) => [...reportAll, 'aging', params] as const,
};
export const trialBalanceKeys = {
  all: [...reportAll, 'trial-balance'] as const,
  report: <P>(params: P) => [...reportAll, 'trial-balance', params] as const,
};
export const financialPositionKeys = {
  all: [...reportAll, 'financial-position'] as const,
  report: <P>(params: P) => [...reportAll, 'financial-position', params] as const,
};
export const revenueExpenseKeys = {
  all: [...reportAll, 'revenue-expense'] as const,
  report: <P>(params: P) => [...reportAll, 'revenue-expense', params] as const,
};
/** The financial statements' layouts (settings), one per kind. */
export const statementLayoutKeys = {
  all: ['statement-layouts'] as const,
  layout: (kind: string) => ['statement-layouts', kind] as const,
};
/** The ledger reports: general ledger, journal, cash and bank, accrued expense (a page of each). */
export const ledgerReportKeys = {
  all: [...reportAll, 'ledger'] as const,
  report: <P>(kind: 'ledger' | 'journal' | 'cash-bank' | 'accrued-expense', params: P) =>
    [...reportAll, 'ledger', kind, params] as const,
};

/** Billing: expense types billed, meter readings, factors, the month's summary and the billing runs. */
const billingAll = ['expenses'] as const;
export const billingKeys = {
  all: billingAll,
  /** GET /expenses/types: the active expense types a month or an invoice line can charge. */
  types: () => [...billingAll, 'types'] as const,
  summaries: () => [...billingAll, 'summary'] as const,
  summary: (month: string) => [...billingAll, 'summary', month] as const,
  meterLists: () => [...billingAll, 'meter'] as const,
  meters: <P>(params: P) => [...billingAll, 'meter', params] as const,
  factors: (expenseTypeCode: string) => [...billingAll, 'factor', expenseTypeCode] as const,
  runLists: () => [...billingAll, 'runs'] as const,
  runList: <P>(params: P) => [...billingAll, 'runs', params] as const,
  run: (runId: string) => [...billingAll, 'run', runId] as const,
};

// ----- master data and settings -----

const unitBase = resource('units');
export const unitKeys = {
  ...unitBase,
  editable: (unitCode: string) => [...unitBase.all, 'editable', unitCode] as const,
  types: () => [...unitBase.all, 'types'] as const,
  buildings: () => [...unitBase.all, 'buildings'] as const,
  /** The unit pickers' options ("A-101 - owner's name"), all when the keyword is empty. */
  optionLists: () => [...unitBase.all, 'options'] as const,
  options: (keyword: string) => [...unitBase.all, 'options', keyword] as const,
};

const customerBase = resource('customers');
export const customerKeys = {
  ...customerBase,
  change: (documentNo: string) => [...customerBase.all, 'change', documentNo] as const,
  /** Customers to pick as a unit's owners or tenants. */
  options: (keyword: string) => [...customerBase.all, 'options', keyword] as const,
};

const supplierBase = resource('suppliers');
export const supplierKeys = {
  ...supplierBase,
  editable: (supplierCode: string) => [...supplierBase.all, 'editable', supplierCode] as const,
  /** GET /masterdata/suppliers: the payee picker's matches for what was typed. */
  lookup: (q: string) => [...supplierBase.all, 'lookup', q] as const,
};

const accountBase = resource('accounts');
export const accountKeys = {
  ...accountBase,
  editables: () => [...accountBase.all, 'editable'] as const,
  editable: (accountCode: string) => [...accountBase.all, 'editable', accountCode] as const,
  categories: () => [...accountBase.all, 'categories'] as const,
  roles: () => [...accountBase.all, 'roles'] as const,
};

const budgetItemBase = resource('budget-items');
export const budgetItemKeys = {
  ...budgetItemBase,
  editable: (code: string) => [...budgetItemBase.all, 'editable', code] as const,
};

const budgetBase = resource('budgets');
export const budgetKeys = {
  ...budgetBase,
  /** GET /budget/item: the active budget items a grid may use. */
  items: () => [...budgetBase.all, 'items'] as const,
  /** GET /budget/propertyBudget: a fiscal year's budget id, state and months. */
  year: (year: number) => [...budgetBase.all, 'year', year] as const,
  /** GET /properties/budget: the years that have a budget. */
  years: () => [...budgetBase.all, 'years'] as const,
  /** GET /budget/summary: budget against actual of a fiscal year. */
  summary: (year: number) => [...budgetBase.all, 'summary', year] as const,
  /** GET /budget/summary/entries: the ledger lines behind one cell. */
  entries: (year: number, month: number, budgetItemCode: string) =>
    [...budgetBase.all, 'entries', year, month, budgetItemCode] as const,
  /** GET /budget/summary/committed: the requests waiting for approval behind one cell. */
  committed: (year: number, month: number, budgetItemCode: string) =>
    [...budgetBase.all, 'committed', year, month, budgetItemCode] as const,
};

const expenseTypeBase = resource('expense-types');
export const expenseTypeKeys = {
  ...expenseTypeBase,
  editable: (code: string) => [...expenseTypeBase.all, 'editable', code] as const,
  categories: () => [...expenseTypeBase.all, 'categories'] as const,
  /** GET /config/expense/wallet: the wallet types an expense type can be paid from. */
  walletTypes: () => [...expenseTypeBase.all, 'wallet-types'] as const,
};

const userBase = resource('users');
export const userKeys = {
  ...userBase,
  menu: (userId: string) => [...userBase.all, 'menu', userId] as const,
  filter: () => [...userBase.all, 'filter'] as const,
};

/** The properties administered in the settings (every property, not the one worked on). */
const propertySettingBase = resource('property-settings');
export const propertySettingKeys = {
  ...propertySettingBase,
  codeCheck: (propertyCode: string) => [...propertySettingBase.all, 'check', propertyCode] as const,
};

/** The properties the user may work on: kept when the property changes. */
export const propertyKeys = { all: ['properties'] as const };

/** The user's rights on a property. */
export const propertyConfigKeys = {
  all: ['property-config'] as const,
  property: (propertyCode: string | null) => ['property-config', propertyCode] as const,
};

/** The signed-in user. */
const profileAll = ['manageuser'] as const;
export const profileKeys = {
  all: profileAll,
  me: () => [...profileAll, 'me'] as const,
  profile: () => [...profileAll, 'profile'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  oidcConfig: () => ['auth', 'oidc-config'] as const,
};

/** Shared lookups: banks, code lists and the accounts a document may use. */
const referenceAll = ['reference'] as const;
export const referenceKeys = {
  all: referenceAll,
  banks: () => [...referenceAll, 'banks'] as const,
  branches: (bankCode: string) => [...referenceAll, 'branches', bankCode] as const,
  lookup: (category: string) => [...referenceAll, 'lookup', category] as const,
  person: (list: string) => [...referenceAll, 'person', list] as const,
  /** GET /masterdata/tax: the VAT or WHT rates with the dates they apply from. */
  tax: (taxType: 'VAT' | 'WHT') => [...referenceAll, 'tax', taxType] as const,
  /** The property's card banks (the banks of its accounts). */
  bankProviders: () => [...referenceAll, 'bank-providers'] as const,
  /** Every account lookup below: an account or an account role change refreshes them all. */
  accounts: () => [...referenceAll, 'accounts'] as const,
  accountOptions: <F>(filter: F) => [...referenceAll, 'accounts', filter] as const,
  /** The accounts a document type takes a payment type into. */
  paymentAccounts: (documentType: string, paymentType: number) =>
    [...referenceAll, 'accounts', 'payment', documentType, paymentType] as const,
  /** The cash and bank accounts a wallet refund is paid from. */
  refundAccounts: () => [...referenceAll, 'accounts', 'refund'] as const,
};

// ----- what each change makes stale -----

/** Keys without repeats, in order. */
function union(...lists: (readonly QueryKey[])[]): readonly QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const key of lists.flat()) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

/** An invoice is issued (posted to the receivable): open amounts, surcharges, creditable lines, the aging. */
const invoicesPosted = [invoiceKeys.all, creditNoteKeys.all, agingKeys.all] as const;

/**
 * A receipt settles invoice lines, spends cheques and wallet balances (an overpayment tops a wallet up), leaves
 * its cash and cheques waiting for a deposit, and can be credited by a receipt-based credit note.
 */
const receiptPosted = union(
  [receiptKeys.all, chequeKeys.all, walletKeys.all, depositKeys.all],
  invoicesPosted,
);

/** A deposit takes receipts' payments (marked deposited) and their cheques (DEPOSITED) to the bank. */
const depositPosted = [depositKeys.all, receiptKeys.all, chequeKeys.all] as const;

/** The approval list and the bell's count. */
/** What shows how many documents wait: the pending lists, the bell, and the menu's badge (in the property config). */
const approvalCount = [approvalKeys.all, notificationKeys.all, propertyConfigKeys.all] as const;

export const invalidates = {
  /** A manual invoice saved (draft or issued) or issued, a draft cancelled. */
  invoiceSaved: invoicesPosted,
  /** The billing name and address printed on an invoice. */
  invoiceCustomerDetailSaved: [invoiceKeys.all],
  /** Imported invoices are issued. */
  invoicesImported: invoicesPosted,
  /** A surcharge run issues invoices (after a refusal too: another run may have charged meanwhile). */
  surchargeCreated: invoicesPosted,
  /** A billing run issued the month's invoices and billed its readings. */
  billingRunFinished: union(
    [billingKeys.summaries(), billingKeys.meterLists(), billingKeys.runLists()],
    invoicesPosted,
  ),

  receiptSaved: receiptPosted,
  /** The reversal: invoices open again, cheques and wallets given back. */
  receiptCancelled: receiptPosted,
  /** The remark, the customer it goes to, a reprint's reason: the receipt only. */
  receiptEdited: [receiptKeys.all],

  /** A wallet balance paid back to the customer (WC), or a refused refund (the balance moved). */
  walletRefunded: [walletKeys.all],

  /** Saved, cancelled or given files while it waits for approval: it enters or leaves the approval lists. */
  creditNoteChanged: union([creditNoteKeys.all], approvalCount),
  /**
   * Saved where no approval step is set up: approved, and posted, at once. What it credits moves as when the last
   * approval posts one (the invoices, and the statements of account read from them, the wallets, the ledger).
   */
  creditNotePosted: union(approvalCount, [
    creditNoteKeys.all,
    invoiceKeys.all,
    walletKeys.all,
    agingKeys.all,
    glKeys.all,
    reportAll,
  ]),
  /** A print (or a copy's reason) of an approved credit note: its print count only. */
  creditNotePrinted: [creditNoteKeys.all],
  /**
   * An approval step acted on: the approval count and the document. The last approval of a credit note posts
   * it, crediting invoice lines (invoice-based) or the customer's wallet (receipt-based).
   */
  approvalActed: union(approvalCount, [
    creditNoteKeys.all,
    requestPayKeys.all,
    invoiceKeys.all,
    walletKeys.all,
    agingKeys.all,
    glKeys.all,
    reportAll,
  ]),
  /** A request-pay saved, cancelled or given files: it enters or leaves the approval lists. */
  // Wallets (types 2 and 5) move, and a type 5's receipt and invoices, when the request is cancelled.
  requestPayChanged: union(
    [requestPayKeys.all, walletKeys.all, invoiceKeys.all, receiptKeys.all],
    approvalCount,
  ),
  /**
   * A payment voucher saved or cancelled: its requests are paid or payable again, its cheques issued or voided in
   * the register, its books' next numbers moved, and its journal posted or reversed.
   */
  paymentVoucherChanged: union(
    [paymentVoucherKeys.all, requestPayKeys.all, chequeKeys.all, glKeys.all],
    [reportAll],
  ),
  /** A journal voucher saved, cancelled or given a file: the G/L list, every ledger report, what waits. */
  manualVoucherChanged: union([glKeys.all, reportAll], approvalCount),
  /** The configured approval steps. */
  approvalStepsSaved: [approvalKeys.configs()],

  depositSaved: depositPosted,
  /** The reversal: payments back on hand, cheques back to ON_HAND. */
  depositCancelled: depositPosted,
  /** An uploaded bill-payment file (not committed yet). */
  billPaymentUploaded: [depositKeys.all],
  /** One receipt per matched line, then one deposit of them all. */
  billPaymentCommitted: union(receiptPosted, depositPosted),

  /** A month's entries of a type posted or their posting cancelled, a month closed or reopened. */
  glPosted: [glKeys.all],
  glMonthChanged: [glKeys.all],
  /** A year closed or its close cancelled: December, its closing entry, and every revenue and expense balance. */
  glYearChanged: [
    glKeys.all,
    trialBalanceKeys.all,
    ledgerReportKeys.all,
    financialPositionKeys.all,
    revenueExpenseKeys.all,
  ],
  /** A statement layout changed: the layout, and both statements drawn with it. */
  statementLayoutChanged: [statementLayoutKeys.all, financialPositionKeys.all, revenueExpenseKeys.all],

  /** A cheque registered or changed while unused. */
  chequeSaved: [chequeKeys.all],
  chequesImported: [chequeKeys.all],
  /** Sent to the bank, cleared or cancelled: a deposit lists its cheques' status. */
  chequeStatusChanged: [chequeKeys.all, depositKeys.all],
  /** Returned by the bank: every receipt it paid is cancelled; its deposit shows it returned. */
  chequeReturned: receiptPosted,

  /** Units list their owners and tenants; customers list their units; the pickers show the owner. */
  unitSaved: [unitKeys.all, customerKeys.all],
  customerSaved: [customerKeys.all, unitKeys.all],
  supplierSaved: [supplierKeys.all],
  /** The chart and every account lookup built from it. */
  accountSaved: [accountKeys.all, referenceKeys.accounts()],
  /** Which accounts may be used where (and so which can still be edited). */
  accountRolesSaved: [accountKeys.editables(), referenceKeys.accounts()],
  /** Budget items are the rows of every budget grid. */
  budgetItemSaved: [budgetItemKeys.all, budgetKeys.items()],
  /** A budget saved, revised, confirmed, closed, transferred or deleted: its list, years and detail. */
  budgetChanged: [budgetKeys.all],
  /** Expense types are also what a billing month and an invoice line charge. */
  expenseTypeSaved: [expenseTypeKeys.all, billingKeys.types()],
  userSaved: [userKeys.all],
  /** A user's menu rights: the user and, if it is the signed-in user, the rights on the property. */
  userMenuSaved: [userKeys.all, propertyConfigKeys.all],
  /** A property's settings: the settings lists and the list of properties to work on. */
  propertySaved: [propertySettingKeys.all, propertyKeys.all],
} as const satisfies Record<string, readonly QueryKey[]>;

export type ChangeKind = keyof typeof invalidates;

/** Marks every query under each key stale (active ones refetch); resolves when they have. */
export async function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
