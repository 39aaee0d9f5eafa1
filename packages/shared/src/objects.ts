/**
 * Rights catalogue. An object is a screen or an action (the spec's objectID); a role grants objects on a
 * property. The web shows a menu or button only when its object is granted, and the server checks the same
 * object on every call.
 */
export const SCREEN_OBJECTS = [
  'CHEQUE',
  'EXPENSE',
  'EXPENSE_STATUS',
  'INVOICE',
  'REQUEST_PAY',
  'RECEIPT',
  'CREDIT_NOTE',
  'DEPOSIT',
  'PAYMENT_VOUCHER',
  'DOCUMENT',
  'REPORT',
  'DASHBOARD',
  'NOTICE',
  'PENDING_APPROVAL',
  'DEBTOR_STATUS',
  'SETTING_PROJECT',
  'SETTING_CUSTOMER',
  'SETTING_UNIT',
  'SETTING_BUDGET',
  'SETTING_SUPPLIER',
  'SETTING_USER',
  'SETTING_EXPENSE',
  'SETTING_ACCOUNT',
  'SETTING_BUDGET_ITEM',
] as const;

/** Actions: changing data of an area needs its _EDIT object besides the screen. */
export const ACTION_OBJECTS = [
  'CHEQUE_EDIT',
  'EXPENSE_EDIT',
  'INVOICE_EDIT',
  'REQUEST_PAY_EDIT',
  'RECEIPT_EDIT',
  'CREDIT_NOTE_EDIT',
  'DEPOSIT_EDIT',
  'PAYMENT_VOUCHER_EDIT',
  'DOCUMENT_EDIT',
  'NOTICE_EDIT',
  'DEBTOR_STATUS_EDIT',
  'SETTING_PROJECT_EDIT',
  'SETTING_CUSTOMER_EDIT',
  'SETTING_UNIT_EDIT',
  'SETTING_BUDGET_EDIT',
  'SETTING_SUPPLIER_EDIT',
  'SETTING_USER_EDIT',
  'SETTING_EXPENSE_EDIT',
  'SETTING_ACCOUNT_EDIT',
  'SETTING_BUDGET_ITEM_EDIT',
  'DOWNLOAD',
  /**
   * Administration of a property: who approves (approval steps) and where money goes (bank accounts, biller ID,
   * tax registration, surcharge rules). Managers and administrators only, never a clerk or an accountant.
   */
  'PROPERTY_ADMIN',
] as const;

export const OBJECT_IDS = [...SCREEN_OBJECTS, ...ACTION_OBJECTS] as const;
export type ObjectId = (typeof OBJECT_IDS)[number];
export type ScreenObject = (typeof SCREEN_OBJECTS)[number];

export function isObjectId(value: string): value is ObjectId {
  return (OBJECT_IDS as readonly string[]).includes(value);
}

/** Document types (001 section 9) used for approvals, GL posting and print routes. */
export const DOCUMENT_TYPES = ['IN', 'RC', 'CN', 'JV', 'RQ', 'PV'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Documents that go through an approval workflow. */
export const APPROVAL_DOCUMENT_TYPES = ['CN', 'JV', 'RQ', 'PV'] as const;

/** Demo and built-in roles. Roles are data (table `role`); these codes are the seeded ones. */
export const ROLE_CODES = ['ADMIN', 'MANAGER', 'ACCOUNTANT', 'APPROVER', 'VIEWER'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
