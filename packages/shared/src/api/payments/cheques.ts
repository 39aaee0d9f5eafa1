import { z } from 'zod';
import { decimalStringToSatang, formatMoney } from '../../money';
import { ruleIssue, v } from '../../validation';
import { endpoint } from '../../endpoint';
import { errorReply, keysetListReplyOf, keysetSearch, listReplyOf, propertyScoped, replyOf } from '../common';
import { journalRow } from '../billing/invoices';
import { m } from '../masterdata/fields';

/**
 * Cheques (/views/cheque), 000 s.7 "Cheques". Money in requests is baht text or a number (parsed to satang by
 * v.money), in replies decimal text ('1420.00').
 *
 * The calls are in `chequeApi` at the end of this file.
 */

export const CHEQUE_DIRECTIONS = ['RECEIVED', 'ISSUED'] as const;
export type ChequeDirection = (typeof CHEQUE_DIRECTIONS)[number];

/** ON_HAND -> DEPOSITED (send) -> PASSED (cleared); RETURNED (reset); CANCELLED (only while unused). */
export const CHEQUE_STATUSES = ['ON_HAND', 'DEPOSITED', 'PASSED', 'RETURNED', 'CANCELLED'] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

/** chequeType of the calls: 1 received (pays receipts), 2 issued (pays suppliers). */
export const CHEQUE_TYPE = { RECEIVED: 1, ISSUED: 2 } as const;
export type ChequeType = (typeof CHEQUE_TYPE)[keyof typeof CHEQUE_TYPE];
export function chequeTypeOf(direction: ChequeDirection): ChequeType {
  return CHEQUE_TYPE[direction];
}
export function directionOf(chequeType: ChequeType): ChequeDirection {
  return chequeType === CHEQUE_TYPE.RECEIVED ? 'RECEIVED' : 'ISSUED';
}
/** 1 or 2, from a query string ('1') or JSON (1). */
export const chequeTypeField = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

/** The smallest cheque: 1.00 baht (001 s.5 "Create cheque": amount at least 1), in satang. */
export const MIN_CHEQUE_SATANG = 100;

const chequeAmount = v.money({ required: true, min: MIN_CHEQUE_SATANG });
const bankCode = m.digits(3, { required: true });
const branchCode = m.code({ required: true, max: 10 });
const reason = v.text({ required: true, max: 500 });
const remark = v.text({ max: 500 });

/** POST /masterdata/cheques/search. chequeNo is a prefix (the client strips the mask and upper-cases "No" fields). */
export const chequeSearchBody = propertyScoped.extend({
  chequeNo: v.text({ max: 8 }),
  chequeType: chequeTypeField.optional(),
  status: z.enum(CHEQUE_STATUSES).optional(),
  bankCode: m.digits(3),
  payerName: v.text({ max: 100 }),
  chequeDateFrom: v.date(),
  chequeDateTo: v.date(),
  ...keysetSearch.shape,
});
export type ChequeSearchBody = z.infer<typeof chequeSearchBody>;
export type ChequeSearchInput = z.input<typeof chequeSearchBody>;

/**
 * One cheque. `id` and `chequeId` are the same (000 s.3: "id, exposed as chequeId"); `grandTotal` is the
 * cheque's amount and `balance` what receipts have not used yet (001 "Transaction entries": cheque).
 */
export const chequeRow = z.object({
  id: z.string(),
  chequeId: z.string(),
  chequeNo: z.string(),
  chequeType: z.union([z.literal(1), z.literal(2)]),
  direction: z.enum(CHEQUE_DIRECTIONS),
  status: z.enum(CHEQUE_STATUSES),
  chequeDate: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string().nullable(),
  bankBranchDesc: z.string().nullable(),
  /** RECEIVED: who wrote it; ISSUED: who it is paid to. */
  payerName: z.string(),
  amount: z.string(),
  grandTotal: z.string(),
  balance: z.string(),
  /** ISSUED: the bank account (chart code) it is drawn on and the cheque book. */
  accountCode: z.string().nullable(),
  bookNo: z.string().nullable(),
  remark: z.string().nullable(),
  depositedAt: z.string().nullable(),
  passedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  createdDate: z.string(),
});
export type ChequeRow = z.infer<typeof chequeRow>;
export const chequeSearchReply = keysetListReplyOf(chequeRow);

/**
 * GET /masterdata/cheques?q&chequeType=1 (and GET /cheques): cheques a receipt can use, i.e. ON_HAND with a
 * balance left, whose number starts with q (at most 100, newest first). chequeType 2 lists ON_HAND issued cheques.
 */
export const chequeListQuery = propertyScoped.extend({
  q: v.text({ max: 8 }),
  chequeType: chequeTypeField.default(1),
});
export type ChequeListQuery = z.infer<typeof chequeListQuery>;
export const chequeListReply = listReplyOf(chequeRow);

/** GET /masterdata/cheques/:no. With a cheque number that several banks share, chequeType and bankCode narrow it. */
export const chequeDetailQuery = propertyScoped.extend({
  chequeType: chequeTypeField.optional(),
  bankCode: m.digits(3),
});

/** A receipt that used the cheque, and how much of it. */
export const chequeReceiptRow = z.object({
  receiptId: z.string(),
  receiptNo: z.string(),
  receiptDate: z.string(),
  status: z.string(),
  unitCode: z.string().nullable(),
  customerName: z.string().nullable(),
  payAmount: z.string(),
});
export type ChequeReceiptRow = z.infer<typeof chequeReceiptRow>;

export const chequeDetail = chequeRow.extend({
  receipts: z.array(chequeReceiptRow),
  /** The CH entries of passing and of a reset after passing. */
  journals: z.array(journalRow),
});
export type ChequeDetail = z.infer<typeof chequeDetail>;
export const chequeDetailReply = replyOf(chequeDetail);

function balanceWithinAmount(
  b: { chequeAmount?: number; chequeBalance?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (
    b.chequeAmount !== undefined &&
    b.chequeBalance !== undefined &&
    b.chequeBalance !== null &&
    b.chequeBalance > b.chequeAmount
  ) {
    ctx.addIssue(ruleIssue('max_amount', { max: formatMoney(b.chequeAmount) }, ['chequeBalance']));
  }
}

/**
 * POST /masterdata/cheque/create: a received cheque (001 "New cheque receipt", "Create cheque"): branch required,
 * amount at least 1; balance (optional, the amount when left out) at least 1 and at most the amount. Replies with the created cheque.
 */
export const chequeCreateReceiptFields = z.object({
  chequeNo: v.chequeNo({ required: true }),
  chequeDate: v.date({ required: true }),
  chequeBankId: bankCode,
  chequeBankBranchId: branchCode,
  payerName: v.text({ required: true, max: 300 }),
  chequeAmount: chequeAmount,
  // A new cheque is unused, so its balance is its amount: the server works it out when it is left out. A given
  // balance (a cheque brought over partly used) is still accepted, as before.
  chequeBalance: v.money({ min: MIN_CHEQUE_SATANG }).optional(),
  chequeType: z.literal(1).default(1),
  remark,
});
export const chequeCreateReceipt = propertyScoped
  .extend(chequeCreateReceiptFields.shape)
  .superRefine(balanceWithinAmount);
/** The form alone (no lang/propertyCode), for the web panels. */
export const chequeCreateReceiptForm = chequeCreateReceiptFields.superRefine(balanceWithinAmount);
export type ChequeCreateReceipt = z.infer<typeof chequeCreateReceipt>;
export type ChequeCreateReceiptInput = z.input<typeof chequeCreateReceipt>;
export type ChequeCreateReceiptFormInput = z.input<typeof chequeCreateReceiptForm>;

/**
 * POST /masterdata/cheques/create: a cheque the property writes (001 "add cheque for payment voucher": account,
 * number, book). bankCode defaults to the bank of the property bank account whose chart code is accountCode.
 */
export const chequeCreatePayFields = z.object({
  chequeNo: v.chequeNo({ required: true }),
  chequeDate: v.date({ required: true }),
  accountCode: m.code({ required: true, max: 20 }),
  bookNo: v.text({ required: true, max: 20 }),
  payeeName: v.text({ required: true, max: 300 }),
  amount: chequeAmount,
  bankCode: m.digits(3),
  branchCode: m.code({ max: 10 }),
  remark,
});
export const chequeCreatePay = propertyScoped.extend(chequeCreatePayFields.shape);
export type ChequeCreatePay = z.infer<typeof chequeCreatePay>;
export type ChequeCreatePayInput = z.input<typeof chequeCreatePay>;
export type ChequeCreatePayFormInput = z.input<typeof chequeCreatePayFields>;

/** PUT /masterdata/cheques/update: only while ON_HAND and unused; the balance becomes the amount. */
export const chequeUpdateFields = z.object({
  chequeId: z.string().uuid(),
  chequeNo: v.chequeNo({ required: true }),
  chequeDate: v.date({ required: true }),
  bankCode,
  branchCode: m.code({ max: 10 }),
  payerName: v.text({ required: true, max: 300 }),
  amount: chequeAmount,
  accountCode: m.code({ max: 20 }),
  bookNo: v.text({ max: 20 }),
  remark,
});
export const chequeUpdate = propertyScoped.extend(chequeUpdateFields.shape);
export type ChequeUpdate = z.infer<typeof chequeUpdate>;
export type ChequeUpdateInput = z.input<typeof chequeUpdate>;
export type ChequeUpdateFormInput = z.input<typeof chequeUpdateFields>;

/** PUT /masterdata/cheques/send: deposited at the bank on `date` (no journal: the money is not cleared yet). */
export const chequeSend = propertyScoped.extend({
  chequeId: z.string().uuid(),
  date: v.date({ required: true }),
});
export type ChequeSend = z.infer<typeof chequeSend>;

/**
 * PUT /masterdata/cheques/passed: cleared on `date`. A received cheque posts Dr bank (bankAccountCode, else the
 * BANK role) / Cr cheques on hand for the part receipts used (amount - balance).
 */
export const chequePassed = propertyScoped.extend({
  chequeId: z.string().uuid(),
  date: v.date({ required: true }),
  bankAccountCode: m.code({ max: 20 }),
});
export type ChequePassed = z.infer<typeof chequePassed>;

/** PUT /masterdata/cheques/cancel: only while no issued receipt uses it. */
export const chequeCancel = propertyScoped.extend({ chequeId: z.string().uuid(), reason });
export type ChequeCancel = z.infer<typeof chequeCancel>;

/**
 * PUT /api/v1/cheque/reset: the bank returned the cheque. A passed cheque's entry is reversed, every issued
 * receipt it paid is cancelled (its invoices are open again). `date` defaults to today.
 */
export const chequeReset = propertyScoped.extend({ chequeId: z.string().uuid(), reason, date: v.date() });
export type ChequeReset = z.infer<typeof chequeReset>;

/** The reply of create, update and the status actions: the cheque as it is now. */
export const chequeSavedReply = replyOf(chequeRow);

// ---- import -------------------------------------------------------------------------------------------------

/** The columns of the import file, in order. chequeType 1 received, 2 issued; balance defaults to amount. */
export const CHEQUE_IMPORT_COLUMNS = [
  'chequeType',
  'chequeNo',
  'chequeDate',
  'bankCode',
  'branchCode',
  'payerName',
  'amount',
  'balance',
  'accountCode',
  'bookNo',
  'remark',
] as const;
export type ChequeImportColumn = (typeof CHEQUE_IMPORT_COLUMNS)[number];
export const CHEQUE_IMPORT_MAX_ROWS = 5_000;

export const CHEQUE_IMPORT_STATUSES = ['VALIDATED', 'FAILED', 'COMMITTED'] as const;
export type ChequeImportStatus = (typeof CHEQUE_IMPORT_STATUSES)[number];

/** The fields of POST /cheque/v1/import besides the file. */
export const chequeImportUploadForm = propertyScoped;
/** GET /cheque/v1/import?importId */
export const chequeImportQuery = propertyScoped.extend({ importId: z.string().uuid() });
/** POST /cheque/v1/import/commit and /cheque/v1/import/excel */
export const chequeImportCommit = propertyScoped.extend({ importId: z.string().uuid() });

/** One problem of a row: the column (null: the row as a whole), the rule or CH code, its text. */
export const chequeImportIssue = z.object({
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ChequeImportIssue = z.infer<typeof chequeImportIssue>;

/** A row as read: normalised values when they could be read, the file's text otherwise. */
export const chequeImportRow = z.object({
  rowNo: z.number().int(),
  chequeType: z.string(),
  chequeNo: z.string(),
  chequeDate: z.string(),
  bankCode: z.string(),
  branchCode: z.string(),
  payerName: z.string(),
  amount: z.string(),
  balance: z.string(),
  accountCode: z.string(),
  bookNo: z.string(),
  remark: z.string(),
  errors: z.array(chequeImportIssue),
});
export type ChequeImportRow = z.infer<typeof chequeImportRow>;

export const chequeImportResult = z.object({
  importId: z.string(),
  status: z.enum(CHEQUE_IMPORT_STATUSES),
  fileName: z.string(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** Sum of the amounts that could be read. */
  totalAmount: z.string(),
  rows: z.array(chequeImportRow),
});
export type ChequeImportResult = z.infer<typeof chequeImportResult>;
/** 200 even when rows have errors: the screen lists them; such a batch cannot be committed. */
export const chequeImportReply = replyOf(chequeImportResult);

export const chequeImportCommitted = z.object({
  importId: z.string(),
  chequeCount: z.number().int(),
  totalAmount: z.string(),
});
export type ChequeImportCommitted = z.infer<typeof chequeImportCommitted>;
export const chequeImportCommittedReply = replyOf(chequeImportCommitted);
/** 409 when the batch has errors (found at upload or again at commit); data lists the rows. */
export const chequeImportRefusedReply = errorReply.extend({ data: chequeImportResult.optional() });

// ---- status changes ----------------------------------------------------------------------------------------

export const CHEQUE_ACTIONS = ['update', 'send', 'passed', 'cancel', 'reset'] as const;
export type ChequeAction = (typeof CHEQUE_ACTIONS)[number];

/**
 * Which status each action may start from, and where it leads. A cheque can be cleared straight from ON_HAND
 * (the bank collected it without a separate deposit slip); only a cheque that went to the bank can come back
 * returned; PASSED, RETURNED and CANCELLED are otherwise final. The server refuses anything else (CH003).
 */
const CHEQUE_TRANSITIONS: Record<ChequeAction, { from: readonly ChequeStatus[]; to: ChequeStatus }> = {
  update: { from: ['ON_HAND'], to: 'ON_HAND' },
  send: { from: ['ON_HAND'], to: 'DEPOSITED' },
  passed: { from: ['ON_HAND', 'DEPOSITED'], to: 'PASSED' },
  cancel: { from: ['ON_HAND', 'DEPOSITED'], to: 'CANCELLED' },
  reset: { from: ['DEPOSITED', 'PASSED'], to: 'RETURNED' },
};

/** The status after `action`, or null when the action is not allowed from `current`. */
export function chequeNextStatus(current: ChequeStatus, action: ChequeAction): ChequeStatus | null {
  const t = CHEQUE_TRANSITIONS[action];
  return t.from.includes(current) ? t.to : null;
}

/** The actions a cheque in `status` offers (the screen's row actions). */
export function chequeActionsOf(status: ChequeStatus): ChequeAction[] {
  return CHEQUE_ACTIONS.filter((a) => chequeNextStatus(status, a) !== null);
}

/**
 * Whether receipts have used any of the cheque (its balance is below its amount). Such a cheque can be neither
 * edited nor cancelled (the server answers CH004): its receipts must be cancelled first.
 */
export function chequeInUse(row: Pick<ChequeRow, 'amount' | 'balance'>): boolean {
  return decimalStringToSatang(row.balance) !== decimalStringToSatang(row.amount);
}

/** The actions a listed cheque offers: those of its status, less edit and cancel once receipts used it. */
export function chequeRowActions(row: Pick<ChequeRow, 'status' | 'amount' | 'balance'>): ChequeAction[] {
  const inUse = chequeInUse(row);
  return chequeActionsOf(row.status).filter((a) => !(inUse && (a === 'update' || a === 'cancel')));
}

/** The cheque calls (000 s.7 "Cheques"): the register, its status changes, and the import with review. */
export const chequeApi = {
  search: endpoint({
    method: 'POST',
    path: '/masterdata/cheques/search',
    read: 'list',
    body: chequeSearchBody,
    reply: chequeSearchReply,
  }),
  /** The receipt screen's "add cheque" panel: cheques usable for a payment (q, chequeType=1). */
  usable: endpoint({
    method: 'GET',
    path: '/masterdata/cheques',
    read: 'list',
    query: chequeListQuery,
    reply: chequeListReply,
  }),
  /** The same list as `usable`, as the reference-data call of 000 s.7. */
  reference: endpoint({
    method: 'GET',
    path: '/cheques',
    read: 'list',
    query: chequeListQuery,
    reply: chequeListReply,
  }),
  /** `no` is the cheque's id or its 8-digit number (with chequeType and bankCode to tell two apart). */
  detail: endpoint({
    method: 'GET',
    path: '/masterdata/cheques/:no',
    read: 'json',
    query: chequeDetailQuery,
    reply: chequeDetailReply,
  }),
  /** A received cheque (chequeType 1). */
  createReceived: endpoint({
    method: 'POST',
    path: '/masterdata/cheque/create',
    read: 'json',
    status: 201,
    body: chequeCreateReceipt,
    reply: chequeSavedReply,
  }),
  /** A cheque the property writes (account, book, payee). */
  createIssued: endpoint({
    method: 'POST',
    path: '/masterdata/cheques/create',
    read: 'json',
    status: 201,
    body: chequeCreatePay,
    reply: chequeSavedReply,
  }),
  /** Only an unused cheque on hand; its balance becomes the new amount. */
  update: endpoint({
    method: 'PUT',
    path: '/masterdata/cheques/update',
    read: 'json',
    body: chequeUpdate,
    reply: chequeSavedReply,
  }),
  /** DEPOSITED. */
  send: endpoint({
    method: 'PUT',
    path: '/masterdata/cheques/send',
    read: 'json',
    body: chequeSend,
    reply: chequeSavedReply,
  }),
  /** PASSED: posts Dr bank / Cr cheques on hand. */
  passed: endpoint({
    method: 'PUT',
    path: '/masterdata/cheques/passed',
    read: 'json',
    body: chequePassed,
    reply: chequeSavedReply,
  }),
  /** CANCELLED. */
  cancel: endpoint({
    method: 'PUT',
    path: '/masterdata/cheques/cancel',
    read: 'json',
    body: chequeCancel,
    reply: chequeSavedReply,
  }),
  /** RETURNED by the bank: the receipts it paid are cancelled (second service). */
  reset: endpoint({
    method: 'PUT',
    path: '/api/v1/cheque/reset',
    read: 'json',
    body: chequeReset,
    reply: chequeSavedReply,
  }),
  /** multipart: the file and chequeImportUploadForm. */
  importUpload: endpoint({
    method: 'POST',
    path: '/cheque/v1/import',
    read: 'json',
    form: chequeImportUploadForm,
    reply: chequeImportReply,
  }),
  importGet: endpoint({
    method: 'GET',
    path: '/cheque/v1/import',
    read: 'json',
    query: chequeImportQuery,
    reply: chequeImportReply,
  }),
  /** 409 with the batch when a row no longer passes. */
  importCommit: endpoint({
    method: 'POST',
    path: '/cheque/v1/import/commit',
    read: 'json',
    body: chequeImportCommit,
    reply: chequeImportCommittedReply,
    otherReplies: { 409: chequeImportRefusedReply },
  }),
  /** The batch as XLSX: its rows and their errors. */
  importExcel: endpoint({
    method: 'POST',
    path: '/cheque/v1/import/excel',
    read: 'binary',
    body: chequeImportCommit,
  }),
};
