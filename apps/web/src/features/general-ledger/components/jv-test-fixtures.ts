import type { GlDetail, GlRow, ManualVoucherDetail } from '@suanklang/shared';

/** One approved journal voucher as the G/L screen's tests see it: its list row, entry detail and voucher. */
export const VOUCHER_NO = 'JV691000003';
export const ENTRY_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a91';
export const row: GlRow = {
  entryId: ENTRY_ID,
  entryDate: '2026-10-31',
  documentType: 'JV',
  documentNo: VOUCHER_NO,
  kind: 'POST',
  description: 'ตั้งค่ารักษาความปลอดภัยค้างจ่าย',
  amount: '12500.75',
  status: 'UNPOSTED',
  reversed: false,
  createdBy: 'accountant',
  createdAt: '2026-10-31T03:00:00.000Z',
};
const lines = [
  { lineNo: 1, accountCode: '5110', accountName: 'ค่าบริการรักษาความปลอดภัย', description: null },
  { lineNo: 2, accountCode: '2120', accountName: 'ค่าใช้จ่ายค้างจ่าย', description: null },
];
export const detail: GlDetail = {
  ...row,
  lines: [
    { ...lines[0]!, debit: '12500.75', credit: '0.00' },
    { ...lines[1]!, debit: '0.00', credit: '12500.75' },
  ],
  sourceId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a93',
  reversesEntryId: null,
  reversedByEntryId: null,
  glPostedBy: null,
  glPostedAt: null,
  manualVoucherNo: VOUCHER_NO,
};
export const voucher: ManualVoucherDetail = {
  voucherId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a93',
  voucherNo: VOUCHER_NO,
  voucherDate: '2026-10-31',
  description: row.description!,
  status: 4,
  statusDescription: 'อนุมัติแล้ว',
  total: '12500.75',
  lines: [
    { ...lines[0]!, debit: '12500.75', credit: '0.00', unitCode: null },
    { ...lines[1]!, debit: '0.00', credit: '12500.75', unitCode: null },
  ],
  journalEntryId: ENTRY_ID,
  reversalEntryId: null,
  reason: null,
  createdBy: 'accountant',
  createdDate: '2026-10-31T03:00:00.000Z',
  approval: null,
  files: [],
};
