import { createHash } from 'node:crypto';
import { postBillPaymentDeposit } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  formatMoney,
  satangToDecimalString,
  type BillPaymentImport,
  type BillPaymentImportRow,
  type Lang,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { constraintName, isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { writeWorkbook } from '../invoice-import';
import { accountMapOf } from '../ledger';
import { writeReceipt } from '../receipts';
import {
  BillPaymentFileError,
  parseBillPaymentFile,
  type BillPaymentDetail,
  type BillPaymentProblem,
} from './bill-payment-file';
import { billPaymentImport, type BillPaymentMatch } from './deposits.schema';
import * as repo from './deposits.repository';
import { inTransaction, writeDeposit, type Actor } from './deposits.service';

const PROBLEMS: Record<BillPaymentProblem, { th: string; en: string }> = {
  empty: { th: 'ไฟล์ว่างเปล่า', en: 'the file is empty' },
  length: { th: 'ความยาวบรรทัดต้องเท่ากับ 256 ตัวอักษร', en: 'a record must be exactly 256 characters' },
  recordType: { th: 'ประเภทรายการต้องเป็น H, D หรือ T', en: 'the record type must be H, D or T' },
  missingHeader: { th: 'ไม่พบรายการส่วนหัว (H)', en: 'the header record (H) is missing' },
  missingTrailer: { th: 'ไม่พบรายการสรุปท้ายไฟล์ (T)', en: 'the trailer record (T) is missing' },
  order: { th: 'ลำดับรายการไม่ถูกต้อง (H, D..., T)', en: 'records are out of order (H, D..., T)' },
  date: { th: 'วันที่ไม่ถูกต้อง (DDMMYYYY)', en: 'the date is not valid (DDMMYYYY)' },
  time: { th: 'เวลาไม่ถูกต้อง (HHMMSS แบบ 24 ชั่วโมง)', en: 'the time is not valid (HHMMSS, 24-hour)' },
  amount: { th: 'จำนวนเงินไม่ถูกต้อง', en: 'the amount is not valid' },
  trailerDigits: { th: 'ยอดรวมท้ายไฟล์ต้องเป็นตัวเลข', en: 'the trailer totals must be digits' },
  trailerCreditCount: {
    th: 'จำนวนรายการเครดิตท้ายไฟล์ไม่ตรงกับรายการในไฟล์',
    en: 'the trailer credit count does not match the details',
  },
  trailerCreditTotal: {
    th: 'ยอดรวมเครดิตท้ายไฟล์ไม่ตรงกับรายการในไฟล์',
    en: 'the trailer credit total does not match the details',
  },
  trailerDebitCount: {
    th: 'จำนวนรายการเดบิตท้ายไฟล์ไม่ตรงกับรายการในไฟล์',
    en: 'the trailer debit count does not match the details',
  },
  trailerDebitTotal: {
    th: 'ยอดรวมเดบิตท้ายไฟล์ไม่ตรงกับรายการในไฟล์',
    en: 'the trailer debit total does not match the details',
  },
  csvHeader: {
    th: 'หัวคอลัมน์ต้องเป็น paymentDate,paymentTime,customerName,ref1,ref2,amount',
    en: 'the header must be paymentDate,paymentTime,customerName,ref1,ref2,amount',
  },
  csvColumns: { th: 'จำนวนคอลัมน์ไม่ครบ', en: 'columns are missing' },
  ref: { th: 'Ref1/Ref2 ยาวเกิน 20 ตัวอักษร', en: 'Ref1/Ref2 is longer than 20 characters' },
};

export function fileErrorOf(error: BillPaymentFileError, lang: Lang): AppError {
  const text = PROBLEMS[error.problem][lang];
  const message = lang === 'en' ? `Line ${error.lineNo}: ${text}.` : `บรรทัดที่ ${error.lineNo}: ${text}`;
  return new AppError('JV105', [{ path: `line.${error.lineNo}`, rule: error.problem, message }]);
}

/** Ref1 as printed on our QR and barcode: the unit code without separators, upper-case. */
export const ref1Of = (unitCode: string) => unitCode.replace(/[^A-Z0-9]/gi, '').toUpperCase();

const baht = (satang: number) => formatMoney(satang);

const REASONS = {
  debit: {
    th: 'รายการเดบิต (ธนาคารเรียกคืน) ไม่นำมาออกใบเสร็จ',
    en: 'Debit (bank correction) entry: no receipt is made',
  },
  noUnit: { th: 'ไม่พบห้องตาม Ref1', en: 'No unit matches Ref1' },
  noInvoice: { th: 'ไม่พบใบแจ้งหนี้ตาม Ref2', en: 'No invoice matches Ref2' },
  otherUnit: { th: 'ใบแจ้งหนี้ไม่ใช่ของห้องนี้', en: 'The invoice belongs to another unit' },
  cancelled: { th: 'ใบแจ้งหนี้ถูกยกเลิก', en: 'The invoice is cancelled' },
  draft: { th: 'ใบแจ้งหนี้ยังไม่ออก', en: 'The invoice is not issued' },
  paid: { th: 'ใบแจ้งหนี้ชำระครบแล้ว', en: 'The invoice is already paid' },
  duplicate: {
    th: 'ชำระใบแจ้งหนี้เดียวกันซ้ำในไฟล์ (บรรทัดที่ {line})',
    en: 'Same invoice paid twice in the file (line {line})',
  },
  amount: { th: 'ยอดชำระ {paid} ไม่เท่ากับยอดค้างชำระ {owed}', en: 'Paid {paid} but the invoice owes {owed}' },
} as const;

const reason = (lang: Lang, key: keyof typeof REASONS, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce<string>(
    (text, [k, v]) => text.replaceAll(`{${k}}`, String(v)),
    REASONS[key][lang],
  );

type InvoiceRef = Awaited<ReturnType<typeof repo.invoicesByNo>>[number];
const outstandingOf = (i: InvoiceRef) =>
  decimalStringToSatang(i.grandTotal) -
  decimalStringToSatang(i.paidAmount) -
  decimalStringToSatang(i.creditedAmount);

/** Each detail line against the property's units and invoices: Ref1 = unit code, Ref2 = invoice number. */
export async function matchLines(
  tx: Executor,
  propertyId: string,
  details: BillPaymentDetail[],
  lang: Lang,
): Promise<BillPaymentMatch[]> {
  const units = new Map((await repo.unitsOf(tx, propertyId)).map((u) => [ref1Of(u.code), u]));
  const invoices = new Map(
    (
      await repo.invoicesByNo(tx, propertyId, [
        ...new Set(details.map((d) => d.ref2.toUpperCase()).filter((r) => r !== '')),
      ])
    ).map((i) => [i.invoiceNo!, i]),
  );
  const taken = new Map<string, number>();
  return details.map((d) => {
    const base = {
      lineNo: d.lineNo,
      sequence: d.sequence,
      paymentDate: d.paymentDate,
      paymentTime: d.paymentTime,
      customerName: d.customerName,
      ref1: d.ref1,
      ref2: d.ref2,
      amountSatang: d.amountSatang,
      receiptNo: null,
    };
    const u = units.get(ref1Of(d.ref1));
    const i = invoices.get(d.ref2.toUpperCase());
    const known = {
      unitCode: u?.code ?? null,
      invoiceNo: i?.invoiceNo ?? null,
      outstandingSatang: i && i.status === 'ISSUED' ? outstandingOf(i) : null,
    };
    const unmatched = (why: string): BillPaymentMatch => ({
      ...base,
      ...known,
      result: 'UNMATCHED',
      reason: why,
    });
    if (d.kind === 'D') return unmatched(reason(lang, 'debit'));
    if (!u) return unmatched(reason(lang, 'noUnit'));
    if (!i) return unmatched(reason(lang, 'noInvoice'));
    if (i.unitId !== u.id) return unmatched(reason(lang, 'otherUnit'));
    if (i.status === 'CANCELLED') return unmatched(reason(lang, 'cancelled'));
    if (i.status !== 'ISSUED') return unmatched(reason(lang, 'draft'));
    const owed = outstandingOf(i);
    if (owed <= 0) return unmatched(reason(lang, 'paid'));
    const earlier = taken.get(i.id);
    if (earlier !== undefined) return unmatched(reason(lang, 'duplicate', { line: earlier }));
    taken.set(i.id, d.lineNo);
    if (d.amountSatang !== owed)
      return {
        ...base,
        ...known,
        result: 'MISMATCH',
        reason: reason(lang, 'amount', { paid: baht(d.amountSatang), owed: baht(owed) }),
      };
    return { ...base, ...known, result: 'MATCHED', reason: null };
  });
}

function rowOf(r: repo.ImportRecord): BillPaymentImportRow {
  const i = r.import;
  return {
    importId: i.id,
    fileName: i.fileName,
    status: i.status === 'COMMITTED' ? 'COMMITTED' : 'REVIEW',
    bankCode: i.bankCode,
    companyAccount: i.companyAccount,
    fileDate: i.fileDate,
    lineCount: i.lineCount,
    matchedCount: i.matchedCount,
    totalAmount: i.totalAmount,
    depositNo: r.depositNo,
    createdDate: i.createdAt.toISOString(),
    committedDate: i.committedAt?.toISOString() ?? null,
  };
}

export function importOf(r: repo.ImportRecord): BillPaymentImport {
  const matches = r.import.matches;
  const sum = (result: BillPaymentMatch['result']) => {
    const list = matches.filter((m) => m.result === result);
    return {
      count: list.length,
      amount: satangToDecimalString(list.reduce((s, m) => s + m.amountSatang, 0)),
    };
  };
  return {
    ...rowOf(r),
    summary: { matched: sum('MATCHED'), mismatch: sum('MISMATCH'), unmatched: sum('UNMATCHED') },
    lines: matches.map((m) => ({
      lineNo: m.lineNo,
      sequence: m.sequence,
      paymentDate: m.paymentDate,
      paymentTime: m.paymentTime,
      customerName: m.customerName,
      ref1: m.ref1,
      ref2: m.ref2,
      amount: satangToDecimalString(m.amountSatang),
      result: m.result,
      reason: m.reason,
      unitCode: m.unitCode,
      invoiceNo: m.invoiceNo,
      outstanding: m.outstandingSatang === null ? null : satangToDecimalString(m.outstandingSatang),
      receiptNo: m.receiptNo,
    })),
  };
}

const EXCEL_HEADERS = {
  th: [
    'บรรทัด',
    'วันที่ชำระ',
    'เวลา',
    'ชื่อผู้ชำระ',
    'Ref1',
    'Ref2',
    'จำนวนเงิน',
    'ผลการตรวจสอบ',
    'เหตุผล',
    'ห้อง',
    'เลขที่ใบแจ้งหนี้',
    'ยอดค้างชำระ',
    'เลขที่ใบเสร็จ',
  ],
  en: [
    'Line',
    'Payment date',
    'Time',
    'Customer',
    'Ref1',
    'Ref2',
    'Amount',
    'Result',
    'Reason',
    'Unit',
    'Invoice no.',
    'Outstanding',
    'Receipt no.',
  ],
};
const RESULT_TEXT = {
  th: { MATCHED: 'ตรงกัน', MISMATCH: 'ยอดไม่ตรง', UNMATCHED: 'ไม่พบรายการ' },
  en: { MATCHED: 'Matched', MISMATCH: 'Amount mismatch', UNMATCHED: 'Unmatched' },
};

export function createBillPaymentService(db: Db) {
  async function load(tx: Executor, actor: Actor, id: string, lock = false) {
    const found = await repo.findImport(tx, actor.property.id, id, { lock });
    if (!found) throw new AppError('JV107');
    return found;
  }

  return {
    /** Reads, checks and matches a file; stores it for review. A refused file stores nothing. */
    async upload(actor: Actor, file: { fileName: string; data: Buffer }): Promise<BillPaymentImport> {
      const propertyId = actor.property.id;
      const fileHash = createHash('sha256').update(file.data).digest('hex');
      let parsed;
      try {
        parsed = parseBillPaymentFile(file.data);
      } catch (error) {
        if (error instanceof BillPaymentFileError) throw fileErrorOf(error, actor.lang);
        throw error;
      }
      return inTransaction(db, async (tx) => {
        if (await repo.committedImportOfHash(tx, propertyId, fileHash)) throw new AppError('JV106');
        const matches = await matchLines(tx, propertyId, parsed.details, actor.lang);
        const [row] = await tx
          .insert(billPaymentImport)
          .values({
            propertyId,
            fileName: file.fileName.slice(0, 255),
            fileHash,
            bankCode: parsed.bankCode?.slice(0, 3) ?? null,
            companyAccount: parsed.companyAccount?.slice(0, 10) ?? null,
            fileDate: parsed.fileDate,
            lineCount: parsed.details.length,
            matchedCount: matches.filter((m) => m.result === 'MATCHED').length,
            totalAmount: satangToDecimalString(parsed.creditSatang),
            matches,
            createdBy: actor.user.id,
          })
          .returning({ id: billPaymentImport.id });
        await audit(tx, {
          userId: actor.user.id,
          propertyId,
          action: 'billPayment.upload',
          entity: 'bill_payment_import',
          entityId: row!.id,
          after: { fileName: file.fileName, fileHash, lines: parsed.details.length },
        });
        return importOf((await repo.findImport(tx, propertyId, row!.id))!);
      });
    },

    async get(actor: Actor, id: string): Promise<BillPaymentImport> {
      return importOf(await load(db, actor, id));
    },

    async list(actor: Actor): Promise<BillPaymentImportRow[]> {
      return (await repo.listImports(db, actor.property.id)).map(rowOf);
    },

    /**
     * One transaction: a receipt per matched line (paid by BILL_PAYMENT into online clearing), then one deposit
     * (Dr bank / Cr online clearing) taking those payments. Any line that no longer matches refuses the whole.
     */
    async commit(actor: Actor, id: string): Promise<BillPaymentImport> {
      try {
        return await inTransaction(db, async (tx) => {
          const propertyId = actor.property.id;
          const found = await load(tx, actor, id, true);
          const imp = found.import;
          if (imp.status === 'COMMITTED') throw new AppError('JV108');
          if (await repo.committedImportOfHash(tx, propertyId, imp.fileHash)) throw new AppError('JV106');
          const matched = imp.matches.filter((m) => m.result === 'MATCHED');
          if (matched.length === 0) throw new AppError('JV109');
          const invoices = new Map(
            (
              await repo.invoicesByNo(
                tx,
                propertyId,
                matched.map((m) => m.invoiceNo!),
                { lock: true },
              )
            ).map((i) => [i.invoiceNo!, i]),
          );
          const map = await accountMapOf(tx, propertyId);
          const receiptNos = new Map<number, string>();
          const paymentIds: string[] = [];
          for (const m of matched) {
            const inv = invoices.get(m.invoiceNo!);
            if (!inv || inv.status !== 'ISSUED' || outstandingOf(inv) !== m.amountSatang)
              throw new AppError('JV111');
            const written = await writeReceipt(tx, actor, {
              unitId: inv.unitId,
              receiptType: '1',
              receiptDate: m.paymentDate,
              source: 'BILL_PAYMENT',
              idempotencyKey: `BP:${imp.fileHash.slice(0, 48)}:${m.lineNo}`,
              remark: `${imp.fileName} #${m.lineNo}`.slice(0, 500),
              invoices: [{ invoiceId: inv.id, payAmount: m.amountSatang }],
              payments: [
                {
                  paymentType: 'BILL_PAYMENT',
                  accountCode: map.ONLINE_CLEARING,
                  amount: m.amountSatang,
                  paymentDate: m.paymentDate,
                  reference: `${m.ref1}/${m.ref2}`.slice(0, 100),
                },
              ],
            });
            receiptNos.set(m.lineNo, written.receiptNo);
            paymentIds.push(...written.paymentIds);
          }
          // The money reached the bank by the last payment date of the file.
          const depositDate = matched.reduce(
            (d, m) => (m.paymentDate > d ? m.paymentDate : d),
            matched[0]!.paymentDate,
          );
          const dep = await writeDeposit(tx, actor, {
            depositDate,
            bankAccountCode: map.BANK,
            paymentIds,
            remark: imp.fileName.slice(0, 500),
            source: 'BILL_PAYMENT',
            journal: (depositNo, { id, amount }) => ({
              draft: postBillPaymentDeposit(
                {
                  documentType: repo.DOCUMENT_TYPE_DEPOSIT,
                  documentNo: depositNo,
                  date: depositDate,
                  amount,
                },
                map,
              ),
              sourceId: id,
              description: imp.fileName,
            }),
            // The commit is audited as a whole below: its receipts and this deposit.
            audit: () => null,
          });
          const matches = imp.matches.map((m) => ({ ...m, receiptNo: receiptNos.get(m.lineNo) ?? null }));
          await tx
            .update(billPaymentImport)
            .set({ status: 'COMMITTED', committedAt: new Date(), depositId: dep.id, matches })
            .where(eq(billPaymentImport.id, imp.id));
          await audit(tx, {
            userId: actor.user.id,
            propertyId,
            action: 'billPayment.commit',
            entity: 'bill_payment_import',
            entityId: imp.id,
            after: { depositNo: dep.depositNo, receipts: [...receiptNos.values()], amount: dep.amount },
          });
          return importOf((await repo.findImport(tx, propertyId, imp.id))!);
        });
      } catch (error) {
        // The same file committed at the same moment through another upload: the unique index refused this one.
        if (isUniqueViolation(error) && constraintName(error) === 'bill_payment_import_once')
          throw new AppError('JV106');
        throw error;
      }
    },

    async excel(actor: Actor, id: string): Promise<{ data: Buffer; fileName: string }> {
      const imp = importOf(await load(db, actor, id));
      const lang = actor.lang;
      const data = await writeWorkbook([
        {
          name: lang === 'en' ? 'Reconciliation' : 'ผลการกระทบยอด',
          columns: EXCEL_HEADERS[lang],
          widths: [8, 14, 10, 30, 14, 16, 14, 16, 44, 10, 16, 14, 16],
          rows: imp.lines.map((l) => [
            l.lineNo,
            l.paymentDate,
            l.paymentTime,
            l.customerName,
            l.ref1,
            l.ref2,
            Number(l.amount),
            RESULT_TEXT[lang][l.result],
            l.reason,
            l.unitCode,
            l.invoiceNo,
            l.outstanding === null ? null : Number(l.outstanding),
            l.receiptNo,
          ]),
        },
      ]);
      const stem = imp.fileName.replace(/\.[^.]*$/, '') || 'bill-payment';
      return { data, fileName: `${stem}-reconcile.xlsx` };
    },
  };
}
