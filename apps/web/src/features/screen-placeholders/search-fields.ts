import type { SearchFieldType } from '../../components/advance-search';

/**
 * The advance-search fields of each screen whose area is not built yet, in the spec's vocabulary. Labels and
 * option texts are keys in the `screens` namespace (`search.<name>`, `option.<value>`): the screen translates them.
 */
export type PlaceholderField = { name: string; type: SearchFieldType; options?: readonly string[] };

const documentStatus = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const activeStatus = ['active', 'notActive'] as const;

export const PLACEHOLDER_FIELDS: Record<string, readonly PlaceholderField[]> = {
  dashboard: [
    { name: 'dashboardName', type: 'text' },
    { name: 'favoriteOnly', type: 'checkbox' },
  ],
  pendingApproval: [
    { name: 'documentNo', type: 'text' },
    { name: 'documentType', type: 'dropdown', options: ['CN', 'RQ', 'PV'] },
    { name: 'createdDate', type: 'dateRange' },
  ],
  invoice: [
    { name: 'invoiceNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'customerName', type: 'text' },
    { name: 'invoiceDate', type: 'dateRange' },
    { name: 'dueDate', type: 'dateRange' },
    {
      name: 'invoiceStatus',
      type: 'dropdown',
      options: ['unpaid', 'lessPaid', 'paid', 'overdue', 'cancelled'],
    },
  ],
  expense: [
    { name: 'billingCycle', type: 'monthRange' },
    { name: 'expenseType', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'meterNo', type: 'text' },
  ],
  expenseStatus: [
    { name: 'billingCycle', type: 'monthRange' },
    { name: 'expenseType', type: 'text' },
    { name: 'expenseStatus', type: 'dropdown', options: ['pending', 'processing', 'completed', 'failed'] },
  ],
  receipt: [
    { name: 'receiptNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'customerName', type: 'text' },
    { name: 'receiptDate', type: 'dateRange' },
    {
      name: 'paymentMethod',
      type: 'multiSelect',
      options: ['cash', 'cheque', 'creditDebit', 'transfer', 'online'],
    },
    { name: 'receiptStatus', type: 'dropdown', options: ['normal', 'cancelled'] },
  ],
  creditNote: [
    { name: 'creditNoteNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'creditNoteDate', type: 'dateRange' },
    { name: 'creditNoteStatus', type: 'dropdown', options: documentStatus },
  ],
  cheque: [
    { name: 'chequeNo', type: 'textRange' },
    { name: 'bankName', type: 'text' },
    { name: 'chequeDate', type: 'dateRange' },
    { name: 'chequeType', type: 'dropdown', options: ['receive', 'pay'] },
    { name: 'chequeStatus', type: 'dropdown', options: ['received', 'sent', 'passed', 'cancelled'] },
  ],
  deposit: [
    { name: 'depositNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'depositDate', type: 'dateRange' },
    { name: 'depositStatus', type: 'dropdown', options: ['normal', 'cancelled'] },
  ],
  requestPay: [
    { name: 'requestPayNo', type: 'text' },
    { name: 'supplierName', type: 'text' },
    { name: 'requestPayDate', type: 'dateRange' },
    { name: 'amount', type: 'numberRange' },
    { name: 'requestPayStatus', type: 'dropdown', options: documentStatus },
  ],
  paymentVoucher: [
    { name: 'paymentVoucherNo', type: 'text' },
    { name: 'supplierName', type: 'text' },
    { name: 'paymentVoucherDate', type: 'dateRange' },
    { name: 'paymentVoucherStatus', type: 'dropdown', options: ['pending', 'paid', 'cancelled'] },
  ],
  document: [
    { name: 'documentNo', type: 'text' },
    { name: 'documentType', type: 'dropdown', options: ['IN', 'RC', 'CN', 'JV', 'RQ', 'PV'] },
    { name: 'postingDate', type: 'dateRange' },
    { name: 'glStatus', type: 'dropdown', options: ['posted', 'notPosted'] },
  ],
  debtorStatus: [
    { name: 'invoiceNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'customerName', type: 'text' },
    { name: 'dueDate', type: 'dateRange' },
  ],
  notice: [
    { name: 'noticeNo', type: 'text' },
    { name: 'unitCode', type: 'textRange' },
    { name: 'noticeDate', type: 'dateRange' },
  ],
  report: [
    { name: 'reportName', type: 'text' },
    { name: 'favoriteOnly', type: 'checkbox' },
  ],
  settingProject: [
    { name: 'propertyCode', type: 'text' },
    { name: 'propertyName', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
  settingCustomer: [
    { name: 'customerCode', type: 'text' },
    { name: 'customerName', type: 'text' },
    { name: 'unitCode', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
  settingUnit: [
    { name: 'unitCode', type: 'textRange' },
    { name: 'building', type: 'text' },
    { name: 'customerName', type: 'text' },
  ],
  settingBudget: [
    { name: 'budgetYear', type: 'year' },
    { name: 'budgetStatus', type: 'dropdown', options: ['draft', 'confirmed', 'closed'] },
  ],
  settingSupplier: [
    { name: 'supplierCode', type: 'text' },
    { name: 'supplierName', type: 'text' },
    { name: 'taxId', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
  settingExpense: [
    { name: 'expenseTypeCode', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
  settingAccount: [
    { name: 'accountCode', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
  settingBudgetItem: [
    { name: 'budgetItemCode', type: 'text' },
    { name: 'budgetItemDescription', type: 'text' },
    { name: 'status', type: 'dropdown', options: activeStatus },
  ],
};
