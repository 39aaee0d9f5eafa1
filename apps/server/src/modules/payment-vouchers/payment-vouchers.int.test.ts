import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { codeOf, payablesSetUp, rulesOf, RVS } from '../../../test/payables';
import { property } from '../../platform/db/schema';
import { cheque } from '../cheques';
import { journalEntry, journalLine } from '../ledger';
import { propertyBankAccount, propertyDocumentAccount } from '../property-settings';
import { pettyCashAvailable } from '../request-pay';
import { supplier, supplierBankAccount } from '../suppliers';
import { bahtText } from '@suanklang/shared';
import { renderWhtCertificatePdf } from './certificate-pdf';
import { chequeBook, paymentVoucher } from './payment-vouchers.schema';
import { renderPaymentVoucherPdf } from './voucher-pdf';
import { certificateDocument } from './wht-certificate';

/**
 * Payment vouchers: cheque books (administration), a voucher paying one supplier's approved requests by cheque,
 * transfer or cash with the withholding tax kept back (Dr AP / Cr bank / Cr WHT payable), refused when the
 * totals differ, for another supplier's request, for a request paid already (also when two vouchers race for
 * one), cancelled by a reversal that voids its cheque and makes the requests payable again.
 */
let t: TestApp;
const ids: Record<string, string> = {};
/** A month long ended that no other call of this file closes. */
const DATE = '2024-08-12';

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await payablesSetUp(t));
  const [account] = await t.database.db
    .select()
    .from(propertyBankAccount)
    .where(
      and(eq(propertyBankAccount.propertyId, ids.rvs!), eq(propertyBankAccount.accountNo, '1234567890')),
    );
  ids.bankAccount = account!.id;
}, 120_000);
afterAll(() => t.close());

/** A type 3 request of the supplier, approved (posted Dr expense / Cr AP); its grand total and WHT. */
async function approvedRequest(supplierCode = 'SP-SEC', amount = '2,500.55') {
  const saved = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/purchaseorders/save',
    payload: {
      ...RVS,
      requestType: 3,
      requestPayDate: DATE,
      supplierCode,
      description: 'ค่าบริการ ส.ค.',
      vatMode: 'EXCLUDE',
      lines: [
        { expenseTypeCode: 'CF', accountCode: '5110', amount: '1000.00' },
        { expenseTypeCode: 'CF', accountCode: '5120', amount, whtRate: '3.00', whtIncomeRow: '5' },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const { requestPayNo } = saved.json().data as { requestPayNo: string };
  const approved = await t.call({
    as: 'approver',
    method: 'PUT',
    url: '/pendingapproval/approve',
    payload: { ...RVS, documentType: 'RQ', documentNo: requestPayNo, action: 'approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const detail = (await requestOf(requestPayNo)).json().data as { grandTotal: string; wht: string };
  return { requestPayNo, grandTotal: satang(detail.grandTotal), wht: satang(detail.wht) };
}
const requestOf = (no: string) =>
  t.call({ as: 'accountant', method: 'GET', url: `/purchaseorders/${no}?propertyCode=RVS&lang=EN` });
const satang = (s: string) => Math.round(Number(s) * 100);
const baht = (n: number) => (n / 100).toFixed(2);

const saveBook = (payload: Record<string, unknown>, as = 'manager') =>
  t.call({ as, method: 'POST', url: '/paymentvoucher/chequebook/save', payload: { ...RVS, ...payload } });
const books = (as = 'accountant') =>
  t.call({ as, method: 'GET', url: '/paymentvoucher/chequebook?propertyCode=RVS&lang=EN&accountCode=1113' });
const saveVoucher = (payload: Record<string, unknown>, as = 'accountant') =>
  t.call({
    as,
    method: 'POST',
    url: '/paymentvoucher/save',
    payload: {
      ...RVS,
      paymentVoucherDate: DATE,
      supplierCode: 'SP-SEC',
      description: 'จ่ายค่าบริการ',
      ...payload,
    },
  });
const voucherOf = (no: string, code = 'RVS') =>
  t.call({ as: 'admin', method: 'GET', url: `/paymentvoucher/${no}?propertyCode=${code}&lang=EN` });
const cancelVoucher = (paymentVoucherNo: string, reason = 'จ่ายผิดงวด', code = 'RVS', as = 'accountant') =>
  t.call({
    as,
    method: 'PUT',
    url: '/paymentvoucher/cancel',
    payload: { lang: 'EN', propertyCode: code, paymentVoucherNo, reason },
  });
const payable = (supplierCode = 'SP-SEC') =>
  t.call({
    as: 'accountant',
    method: 'GET',
    url: `/paymentvoucher/payable?propertyCode=RVS&lang=EN&supplierCode=${supplierCode}`,
  });

async function linesOfVoucher(no: string) {
  const entries = await t.database.db
    .select()
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, ids.rvs!), eq(journalEntry.documentNo, no)));
  const lines = await t.database.db
    .select()
    .from(journalLine)
    .where(
      inArray(
        journalLine.entryId,
        entries.map((e) => e.id),
      ),
    );
  return { entries, lines: lines.map((l) => [l.accountCode, l.debit, l.credit]).sort() };
}

describe('payment vouchers', () => {
  it("keeps cheque books as administration: numbers never overlap, another property's account refused", async () => {
    expect(
      (
        await saveBook(
          { accountNoId: ids.bankAccount, bookNumber: 'B1', firstNo: '10000001', lastNo: '10000050' },
          'accountant',
        )
      ).statusCode,
    ).toBe(403);
    const made = await saveBook({
      accountNoId: ids.bankAccount,
      bookNumber: 'B1',
      firstNo: '10000001',
      lastNo: '10000050',
    });
    expect(made.statusCode, made.body).toBe(201);
    ids.book = made.json().data.chequeBookId;
    expect(made.json().data).toMatchObject({ nextChequeNo: '10000001', remaining: 50, accountCode: '1113' });
    expect(
      codeOf(
        await saveBook({
          accountNoId: ids.bankAccount,
          bookNumber: 'B2',
          firstNo: '10000050',
          lastNo: '10000060',
        }),
      ),
    ).toBe('PV006');
    const bad = await saveBook({
      accountNoId: ids.bankAccount,
      bookNumber: 'B3',
      firstNo: '123',
      lastNo: '10000040',
    });
    expect(rulesOf(bad)).toEqual(['firstNo:chequeNoDigits']);
    const [skv] = await t.database.db
      .select()
      .from(propertyBankAccount)
      .innerJoin(property, eq(property.id, propertyBankAccount.propertyId))
      .where(eq(property.code, 'SKV'));
    const foreign = await saveBook({
      accountNoId: skv!.property_bank_account.id,
      bookNumber: 'X',
      firstNo: '20000001',
      lastNo: '20000010',
    });
    expect(rulesOf(foreign)).toEqual(['accountNoId:oneOf']);
    const accounts = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: '/paymentvoucher/bankaccounts?propertyCode=RVS&lang=EN',
      })
    ).json().data as { accountNoId: string; accountCode: string; accountNo: string }[];
    expect(accounts.find((a) => a.accountNo === '1234567890')).toMatchObject({
      accountNoId: ids.bankAccount,
      accountCode: '1113',
    });
    expect(accounts.some((a) => a.accountNoId === skv!.property_bank_account.id)).toBe(false);
    const listed = (await books()).json().data as { bookNumber: string }[];
    expect(listed.map((b) => b.bookNumber)).toEqual(['B1']);
  });

  it('pays a request by cheque with 3% WHT: Dr AP / Cr bank / Cr WHT PND 53, the request PAID, the cheque issued', async () => {
    const rq = await approvedRequest();
    const listed = (await payable()).json().data as { requestPayNo: string; remain: string }[];
    expect(listed.find((r) => r.requestPayNo === rq.requestPayNo)?.remain).toBe(baht(rq.grandTotal - rq.wht));
    // 3% of 2,500.55 is 75.0165: 75.02 withheld.
    expect(rq.wht).toBe(7502);
    const res = await saveVoucher({
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'CHEQUE', chequeBookId: ids.book, amount: baht(rq.grandTotal - rq.wht) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { paymentVoucherNo, chequeNos } = res.json().data;
    expect(chequeNos).toEqual(['10000001']);
    const { entries, lines } = await linesOfVoucher(paymentVoucherNo);
    expect(entries.map((e) => e.documentType)).toEqual(['PV']);
    expect(lines).toEqual(
      [
        ['1113', '0.00', baht(rq.grandTotal - rq.wht)],
        ['2110', baht(rq.grandTotal), '0.00'],
        ['2143', '0.00', '75.02'],
      ].sort(),
    );
    expect((await requestOf(rq.requestPayNo)).json().data.status).toBe(4);
    const detail = (await voucherOf(paymentVoucherNo)).json().data;
    expect(detail).toMatchObject({
      status: 'ISSUED',
      whtForm: 'PND53',
      wht: '75.02',
      supplierCode: 'SP-SEC',
    });
    expect(detail.payments[0]).toMatchObject({
      method: 'CHEQUE',
      bookNo: 'B1',
      chequeNo: '10000001',
      chequeStatus: 'ON_HAND',
    });
    const [issued] = await t.database.db.select().from(cheque).where(eq(cheque.chequeNo, '10000001'));
    expect(issued).toMatchObject({
      direction: 'ISSUED',
      accountCode: '1113',
      bookNo: 'B1',
      amount: baht(rq.grandTotal - rq.wht),
    });
    expect((await payable()).json().data.map((r: { requestPayNo: string }) => r.requestPayNo)).not.toContain(
      rq.requestPayNo,
    );
    ids.paidNo = rq.requestPayNo;
    ids.voucher = paymentVoucherNo;
  });

  it("refuses totals that differ from the remaining amount, another supplier's request and a paid one, saving nothing", async () => {
    const rq = await approvedRequest();
    const before = (await t.database.db.select().from(chequeBook).where(eq(chequeBook.id, ids.book!)))[0]!
      .nextNo;
    const short = await saveVoucher({
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'CHEQUE', chequeBookId: ids.book, amount: baht(rq.grandTotal - rq.wht - 1) }],
    });
    expect(rulesOf(short)).toEqual(['payments:transactionTotalNotEqualRemain']);
    expect(
      (await t.database.db.select().from(chequeBook).where(eq(chequeBook.id, ids.book!)))[0]!.nextNo,
    ).toBe(before);
    const other = await approvedRequest('SP-CLN');
    const mixed = await saveVoucher({
      requestPayNos: [rq.requestPayNo, other.requestPayNo],
      payments: [{ method: 'CASH', amount: '1.00' }],
    });
    expect(rulesOf(mixed)).toEqual(['requestPayNos.1:supplierMismatchPaymentVoucher']);
    const early = await saveVoucher({
      paymentVoucherDate: '2024-08-11',
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'CASH', amount: baht(rq.grandTotal - rq.wht) }],
    });
    expect(codeOf(early)).toBe('PV009');
    const again = await saveVoucher({
      requestPayNos: [ids.paidNo],
      payments: [{ method: 'CASH', amount: '1.00' }],
    });
    expect(codeOf(again)).toBe('PV002');
    const none = await saveVoucher({ requestPayNos: [], payments: [] });
    expect(rulesOf(none).sort()).toEqual([
      'payments:mustAddPaymentVoucher',
      'requestPayNos:mustAddRequestPay',
    ]);
    expect((await requestOf(rq.requestPayNo)).json().data.status).toBe(2);
    const viewer = await saveVoucher(
      {
        requestPayNos: [rq.requestPayNo],
        payments: [{ method: 'CASH', amount: baht(rq.grandTotal - rq.wht) }],
      },
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
  });

  it('refuses paying from petty cash more than the fund holds, saving nothing', async () => {
    const rq = await approvedRequest('SP-SEC', '1000.00');
    const { available } = await pettyCashAvailable(t.database.db, ids.rvs!, DATE);
    expect(available).toBe(0);
    const refused = await saveVoucher({
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'PETTY_CASH', amount: baht(rq.grandTotal - rq.wht) }],
    });
    expect(codeOf(refused), refused.body).toBe('RQ017');
    expect(rulesOf(refused)).toEqual(['payments:max_amount']);
    expect((await payable()).json().data.map((r: { requestPayNo: string }) => r.requestPayNo)).toContain(
      rq.requestPayNo,
    );
  });

  it('pays a request once when two vouchers race for it; two racing vouchers never share a cheque number', async () => {
    const rq = await approvedRequest();
    const body = {
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'TRANSFER', accountNoId: ids.bankAccount, amount: baht(rq.grandTotal - rq.wht) }],
    };
    const results = await Promise.all([saveVoucher(body), saveVoucher(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(codeOf(results.find((r) => r.statusCode === 409)!)).toBe('PV002');

    const a = await approvedRequest();
    const b = await approvedRequest();
    const pay = (r: typeof a) =>
      saveVoucher({
        requestPayNos: [r.requestPayNo],
        payments: [{ method: 'CHEQUE', chequeBookId: ids.book, amount: baht(r.grandTotal - r.wht) }],
      });
    const both = await Promise.all([pay(a), pay(b)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const numbers = both.map((r) => r.json().data.chequeNos[0]).sort();
    expect(numbers).toEqual(['10000002', '10000003']);
  });

  it('cancels by a reversal: the cheque voided, the request payable again; a cleared cheque stops it', async () => {
    const cancelled = await cancelVoucher(ids.voucher!);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { entries, lines } = await linesOfVoucher(ids.voucher!);
    expect(entries).toHaveLength(2);
    const net = new Map<string, number>();
    for (const [code, debit, credit] of lines)
      net.set(code!, (net.get(code!) ?? 0) + satang(debit!) - satang(credit!));
    expect([...net.values()].every((v) => v === 0)).toBe(true);
    expect((await requestOf(ids.paidNo!)).json().data.status).toBe(2);
    expect((await voucherOf(ids.voucher!)).json().data.payments[0].chequeStatus).toBe('CANCELLED');
    expect(codeOf(await cancelVoucher(ids.voucher!))).toBe('PV005');

    // Paid again by a new voucher, whose cheque then clears: that voucher can no longer be cancelled.
    const rq = (await requestOf(ids.paidNo!)).json().data as { grandTotal: string; wht: string };
    const again = await saveVoucher({
      requestPayNos: [ids.paidNo],
      payments: [
        { method: 'CHEQUE', chequeBookId: ids.book, amount: baht(satang(rq.grandTotal) - satang(rq.wht)) },
      ],
    });
    expect(again.statusCode, again.body).toBe(201);
    const chequeNo = again.json().data.chequeNos[0];
    // The register leaves the voucher's cheque to the voucher: no cancel or change there.
    const [held] = await t.database.db.select().from(cheque).where(eq(cheque.chequeNo, chequeNo));
    const refused = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/masterdata/cheques/cancel',
      payload: { ...RVS, chequeId: held!.id, reason: 'ยกเลิกเอง' },
    });
    expect(codeOf(refused), refused.body).toBe('CH015');
    await t.database.db.update(cheque).set({ status: 'PASSED' }).where(eq(cheque.chequeNo, chequeNo));
    expect(codeOf(await cancelVoucher(again.json().data.paymentVoucherNo))).toBe('PV004');
  });

  it("another property's voucher is not found, as a missing one", async () => {
    expect(codeOf(await voucherOf(ids.voucher!, 'SKV'))).toBe('PV001');
    expect(codeOf(await cancelVoucher(ids.voucher!, 'x', 'SKV', 'admin'))).toBe('PV001');
    expect(codeOf(await voucherOf('PV999999999'))).toBe('PV001');
  });

  it("exports the month's PND 53 attachment from the live vouchers; a payee without a tax ID is named", async () => {
    const exportOf = (form: string, month = DATE.slice(0, 7)) =>
      t.call({
        as: 'accountant',
        method: 'GET',
        url: `/paymentvoucher/tax/export?propertyCode=RVS&lang=EN&month=${month}&form=${form}`,
      });
    const [sec] = await t.database.db
      .select()
      .from(supplier)
      .where(and(eq(supplier.propertyId, ids.rvs!), eq(supplier.code, 'SP-SEC')));
    const res = await exportOf('PND53');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('PND53-RVS-2024-08.txt');
    const rows = res.body.split('\n').filter(Boolean);
    // Four live vouchers withheld from (the race's winner, the two cheques, the one paid again); the cancelled one
    // is left out.
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.split('|')[0])).toEqual(['1', '2', '3', '4']);
    for (const row of rows) {
      const cells = row.split('|');
      expect(cells.slice(1, 5)).toEqual([sec!.taxId, '00000', 'บริษัท', 'การ์ดดี ซีเคียวริตี้ จำกัด']);
      expect(cells.slice(-6)).toEqual(['12082567', 'ค่าบริการ ส.ค.', '3', '2,500.55', '75.02', '1']);
    }
    expect(codeOf(await exportOf('PND3'))).toBe('PV008');
    expect(codeOf(await exportOf('PND53', '2024-07'))).toBe('PV008');
    expect((await exportOf('PND53', '2024-13')).statusCode).toBe(400);

    await t.database.db.update(supplier).set({ taxId: null }).where(eq(supplier.id, sec!.id));
    try {
      const refused = await exportOf('PND53');
      expect(codeOf(refused)).toBe('PV007');
      expect(rulesOf(refused)).toEqual(['SP-SEC.tax id:noTaxInformation']);
    } finally {
      await t.database.db.update(supplier).set({ taxId: sec!.taxId }).where(eq(supplier.id, sec!.id));
    }
    const viewer = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/paymentvoucher/tax/export?propertyCode=RVS&lang=EN&month=2024-08&form=PND53',
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('prints the voucher: the payee with tax ID, the requests and the tax withheld, the cheque, the net in words', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/paymentvoucher/${ids.voucher}/pdf?propertyCode=RVS&lang=TH&docLang=en`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${ids.voucher}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const voucher = (await voucherOf(ids.voucher!)).json().data;
    const texts: string[] = [];
    await renderPaymentVoucherPdf(
      {
        lang: 'th',
        property: { name: 'นิติบุคคลอาคารชุด ทดสอบ', address: null, taxId: '0994000123456' },
        voucher,
        payee: { taxId: '0105551234567', address: 'กรุงเทพมหานคร' },
        preparedBy: 'กนกพร ศรีสุข',
      },
      { onText: (text) => texts.push(text) },
    );
    const all = texts.join('\n');
    expect(all).toContain('ใบสำคัญจ่าย');
    expect(all).toContain('0105551234567');
    expect(all).toContain('หัก ภาษี ณ ที่จ่าย (ภ.ง.ด.53)');
    expect(all).toContain('75.02');
    expect(all).toContain(`B1 / 10000001`);
    expect(all).toContain(bahtText(satang(voucher.paid)));
    // Cancelled earlier in this file: it says so across the page.
    expect(texts).toContain('ยกเลิก');
    expect(
      codeOf(
        await t.call({
          as: 'accountant',
          method: 'GET',
          url: '/paymentvoucher/PV999999999/pdf?propertyCode=RVS',
        }),
      ),
    ).toBe('PV001');
  });

  it('numbers the 50 ทวิ per year without gaps and prints it: both tax IDs, the PND 53 box, row 5, the tax in words', async () => {
    // Every voucher of this file that withheld tax holds a certificate of book 2567 (2024): 1, 2, ... with no gap
    // (the race's loser gave its number back), the cancelled one keeping its own.
    const held = await t.database.db
      .select({ book: paymentVoucher.whtBookNo, no: paymentVoucher.whtCertificateNo })
      .from(paymentVoucher)
      .where(eq(paymentVoucher.propertyId, ids.rvs!));
    const numbers = held.map((h) => h.no!).sort((a, b) => a - b);
    expect(held.every((h) => h.book === '2567')).toBe(true);
    expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect((await voucherOf(ids.voucher!)).json().data.whtCertificate).toEqual({ bookNo: '2567', no: 1 });

    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/paymentvoucher/${ids.voucher}/certificate/pdf?propertyCode=RVS&lang=TH`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`50tawi-2567-1-${ids.voucher}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [sec] = await t.database.db
      .select()
      .from(supplier)
      .where(and(eq(supplier.propertyId, ids.rvs!), eq(supplier.code, 'SP-SEC')));
    const owner = { id: ids.rvs!, nameTh: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์', nameEn: 'Riverside' };
    const read = async (no: string, lang: 'th' | 'en' = 'th') => {
      const doc = await certificateDocument(t.database.db, owner, no, lang);
      const texts: string[] = [];
      await renderWhtCertificatePdf(doc, { onText: (text) => texts.push(text) });
      return { doc, all: texts.join('\n'), texts };
    };
    const cancelled = await read(ids.voucher!);
    expect(cancelled.all).toContain('หนังสือรับรองการหักภาษี ณ ที่จ่าย');
    expect(cancelled.all).toContain('เล่มที่ 2567');
    expect(cancelled.all).toContain(sec!.taxId!);
    expect(cancelled.all).toContain('ภ.ง.ด.53');
    expect(cancelled.all).toContain('5. การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย');
    expect(cancelled.all).toContain('2,500.55');
    expect(cancelled.all).toContain('75.02');
    expect(cancelled.all).toContain(bahtText(7502));
    expect(cancelled.doc.figures.form).toBe('PND53');
    expect(cancelled.doc.figures.condition).toBe('withheld');
    expect(cancelled.doc.sequence).toBeNull();
    expect(cancelled.texts).toContain('ยกเลิก');
    // Two copies, one page each.
    expect(cancelled.texts.filter((x) => x.startsWith('ฉบับที่'))).toHaveLength(2);

    // A live voucher: its place in the month's PND 53 attachment is its row in the tax file.
    const [live] = await t.database.db
      .select()
      .from(paymentVoucher)
      .where(and(eq(paymentVoucher.propertyId, ids.rvs!), eq(paymentVoucher.status, 'ISSUED')))
      .orderBy(paymentVoucher.paymentVoucherNo);
    const first = await read(live!.paymentVoucherNo, 'en');
    expect(first.doc.sequence).toBe(1);
    expect(first.all).toContain('Withholding Tax Certificate');
    expect(first.all).toContain(bahtText(7502));

    // A voucher that withheld nothing has no certificate; another property's voucher is not found.
    const saved = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/purchaseorders/save',
      payload: {
        ...RVS,
        requestType: 3,
        requestPayDate: DATE,
        supplierCode: 'SP-SEC',
        description: 'ค่าน้ำดื่ม',
        vatMode: 'NONE',
        lines: [{ expenseTypeCode: 'CF', accountCode: '5110', amount: '300.00' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const requestPayNo = saved.json().data.requestPayNo as string;
    const approved = await t.call({
      as: 'approver',
      method: 'PUT',
      url: '/pendingapproval/approve',
      payload: { ...RVS, documentType: 'RQ', documentNo: requestPayNo, action: 'approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const untaxed = await saveVoucher({
      requestPayNos: [requestPayNo],
      payments: [{ method: 'CASH', amount: '300.00' }],
    });
    expect(untaxed.statusCode, untaxed.body).toBe(201);
    const untaxedNo = untaxed.json().data.paymentVoucherNo as string;
    expect((await voucherOf(untaxedNo)).json().data.whtCertificate).toBeNull();
    const certificateOf = (no: string, code = 'RVS') =>
      t.call({
        as: 'admin',
        method: 'GET',
        url: `/paymentvoucher/${no}/certificate/pdf?propertyCode=${code}&lang=EN`,
      });
    expect(codeOf(await certificateOf(untaxedNo))).toBe('PV010');
    expect(codeOf(await certificateOf(ids.voucher!, 'SKV'))).toBe('PV001');
  });

  it("writes the day's KTB bulk credit file from a transfer voucher; refuses a payee without an account, by name", async () => {
    // The property's KTB account with the company ID KTB gave; the supplier's account at another bank (SCB).
    const [ktb] = await t.database.db
      .insert(propertyBankAccount)
      .values({
        propertyId: ids.rvs!,
        bankCode: '006',
        bankBranchCode: '0123',
        accountNo: '9876543210',
        accountName: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
        accountCode: '1113',
        bulkCompanyId: 'RVSKTB0000000001',
      })
      .returning();
    const [sec] = await t.database.db
      .select()
      .from(supplier)
      .where(and(eq(supplier.propertyId, ids.rvs!), eq(supplier.code, 'SP-SEC')));
    // Only this account is active (the seed's own account of the supplier is set aside).
    await t.database.db
      .update(supplierBankAccount)
      .set({ active: 'N' })
      .where(eq(supplierBankAccount.supplierId, sec!.id));
    const [payeeAccount] = await t.database.db
      .insert(supplierBankAccount)
      .values({
        propertyId: ids.rvs!,
        supplierId: sec!.id,
        bankCode: '014',
        bankBranchCode: '0456',
        accountNo: '1112223334',
        accountName: 'บริษัท การ์ดดี ซีเคียวริตี้ จำกัด',
      })
      .returning();
    const rq = await approvedRequest();
    const net = rq.grandTotal - rq.wht;
    const paid = await saveVoucher({
      paymentVoucherDate: '2024-08-20',
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'TRANSFER', accountNoId: ktb!.id, amount: baht(net) }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const voucherNo = paid.json().data.paymentVoucherNo as string;

    const exportOf = (q: Record<string, string>, as = 'accountant') =>
      t.call({
        as,
        method: 'GET',
        url: `/paymentvoucher/bank/export?${new URLSearchParams({ propertyCode: 'RVS', lang: 'EN', accountNoId: ktb!.id, date: '2024-08-20', payees: 'OTHER_BANKS', ...q }).toString()}`,
      });
    const res = await exportOf({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=tis-620');
    expect(res.headers['content-disposition']).toContain('KTB-RVS-2024-08-20-other-banks.txt');
    const records = res.rawPayload.toString('latin1').split('\r\n').filter(Boolean);
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.length === 498)).toBe(true);
    const [header, detail] = records as [string, string];
    expect(header.slice(1, 3)).toBe('01');
    expect(detail.slice(2, 3)).toBe('2');
    expect(detail.slice(9, 12)).toBe('014');
    expect(detail.slice(12, 16)).toBe('0456');
    expect(detail.slice(16, 27)).toBe('01112223334');
    expect(detail.slice(30, 45)).toBe('012309876543210');
    expect(detail.slice(45, 53)).toBe('20082024');
    expect(detail.slice(53, 55)).toBe('04');
    expect(Number(detail.slice(57, 74))).toBe(net);
    expect(detail.slice(352, 370).trim()).toBe(voucherNo);

    // Payees at KTB: none that day. Another day: nothing. A bank without a layout, an account without the company
    // ID, another property's account: refused. The reader without the voucher right: forbidden.
    expect(codeOf(await exportOf({ payees: 'SAME_BANK' }))).toBe('PV013');
    expect(codeOf(await exportOf({ date: '2024-08-21' }))).toBe('PV013');
    // The seed's KBank account: KBank's layout is not public.
    expect(codeOf(await exportOf({ accountNoId: ids.bankAccount! }))).toBe('PV011');
    await t.database.db
      .update(propertyBankAccount)
      .set({ bulkCompanyId: null })
      .where(eq(propertyBankAccount.id, ktb!.id));
    expect(codeOf(await exportOf({}))).toBe('PV012');
    await t.database.db
      .update(propertyBankAccount)
      .set({ bulkCompanyId: 'RVSKTB0000000001' })
      .where(eq(propertyBankAccount.id, ktb!.id));
    const [skvAccount] = await t.database.db
      .select()
      .from(propertyBankAccount)
      .where(sql`${propertyBankAccount.propertyId} <> ${ids.rvs}`)
      .limit(1);
    expect(rulesOf(await exportOf({ accountNoId: skvAccount!.id }))).toEqual(['accountNoId:oneOf']);
    expect((await exportOf({}, 'viewer')).statusCode).toBe(403);

    // The transfer panel's online check: the property's online payment account (document account 7) and the
    // payee's account; e-mails reported.
    await t.database.db
      .delete(propertyDocumentAccount)
      .where(and(eq(propertyDocumentAccount.propertyId, ids.rvs!), eq(propertyDocumentAccount.configId, 7)));
    const check = async (supplierCode = 'SP-SEC') => {
      const res = await t.call({
        as: 'accountant',
        method: 'GET',
        url: `/paymentvoucher/online/check?propertyCode=RVS&lang=EN&supplierCode=${supplierCode}`,
      });
      return { status: res.statusCode, data: res.json().data, res };
    };
    expect((await check()).data).toMatchObject({
      isReadyForPayment: false,
      property: { hasAccountNo: false },
      supplier: { hasAccountNo: true, hasEmail: Boolean(sec!.email) },
    });
    await t.database.db
      .insert(propertyDocumentAccount)
      .values({ propertyId: ids.rvs!, configId: 7, bankAccountId: ktb!.id });
    expect((await check()).data).toMatchObject({ isReadyForPayment: true, property: { hasAccountNo: true } });
    expect(rulesOf((await check('NOPE')).res)).toEqual(['supplierCode:oneOf']);

    await t.database.db
      .update(supplierBankAccount)
      .set({ active: 'N' })
      .where(eq(supplierBankAccount.id, payeeAccount!.id));
    const refused = await exportOf({});
    expect(codeOf(refused)).toBe('PV014');
    expect(rulesOf(refused)).toEqual(['SP-SEC.bankAccount:noBankAccountNumber']);
    expect((await check()).data).toMatchObject({
      isReadyForPayment: false,
      supplier: { hasAccountNo: false },
    });
  });

  it("files the month's PND 53: pending once exported, failed with a reason, submitted with the tax remitted; then closed", async () => {
    const statusOf = async (as = 'viewer') => {
      const res = await t.call({
        as,
        method: 'GET',
        url: '/paymentvoucher/tax/status?propertyCode=RVS&lang=EN&year=2024',
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as {
        month: string;
        form: string;
        status: string;
        withheld: string;
        vouchers: number;
      }[];
      expect(rows).toHaveLength(24);
      return rows.find((r) => r.month === '2024-08' && r.form === 'PND53')!;
    };
    const put = (action: 'submit' | 'fail', payload: Record<string, unknown>, as = 'accountant') =>
      t.call({
        as,
        method: 'PUT',
        url: `/paymentvoucher/tax/${action}`,
        payload: { ...RVS, month: '2024-08', form: 'PND53', ...payload },
      });
    const exportAugust = () =>
      t.call({
        as: 'accountant',
        method: 'GET',
        url: '/paymentvoucher/tax/export?propertyCode=RVS&lang=EN&month=2024-08&form=PND53',
      });
    const [{ total, count }] = (await t.database.db
      .select({
        total: sql<string>`coalesce(sum(${paymentVoucher.wht}), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(paymentVoucher)
      .where(
        and(
          eq(paymentVoucher.propertyId, ids.rvs!),
          eq(paymentVoucher.status, 'ISSUED'),
          eq(paymentVoucher.whtForm, 'PND53'),
          sql`${paymentVoucher.wht} > 0 and ${paymentVoucher.paymentVoucherDate} between '2024-08-01' and '2024-08-31'`,
        ),
      )) as [{ total: string; count: number }];
    expect(count).toBeGreaterThanOrEqual(5);

    // The earlier export left the month waiting to be filed; the other return of the month was never exported.
    expect(await statusOf()).toMatchObject({ status: 'PENDING', withheld: total, vouchers: count });
    expect((await statusOf()).status).toBe('PENDING');
    const failed = await put('fail', { reason: 'ไฟล์ไม่ผ่านการตรวจสอบ' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 'FAILED', reason: 'ไฟล์ไม่ผ่านการตรวจสอบ' });
    const submit = { submittedDate: '2024-09-07', reference: 'RD-6709-0001', accountNoId: ids.bankAccount };
    expect(codeOf(await put('submit', submit))).toBe('PV016');
    expect((await exportAugust()).statusCode).toBe(200);
    expect((await statusOf()).status).toBe('PENDING');

    // Filed within the month it reports, from another property's account, by a reader: refused.
    expect(rulesOf(await put('submit', { ...submit, submittedDate: '2024-08-31' }))).toEqual([
      'submittedDate:after',
    ]);
    const [other] = await t.database.db
      .select()
      .from(propertyBankAccount)
      .where(sql`${propertyBankAccount.propertyId} <> ${ids.rvs}`)
      .limit(1);
    expect(rulesOf(await put('submit', { ...submit, accountNoId: other!.id }))).toEqual([
      'accountNoId:oneOf',
    ]);
    expect((await put('submit', submit, 'viewer')).statusCode).toBe(403);

    const filed = await put('submit', submit);
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().data).toMatchObject({
      status: 'SUBMITTED',
      amount: total,
      reference: 'RD-6709-0001',
    });
    const entryId = filed.json().data.journalEntryId as string;
    const [entry] = await t.database.db.select().from(journalEntry).where(eq(journalEntry.id, entryId));
    expect(entry).toMatchObject({ documentType: 'WT', entryDate: '2024-09-07' });
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, entryId));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual(
      [
        ['1113', '0.00', total],
        ['2143', total, '0.00'],
      ].sort(),
    );
    expect(codeOf(await put('submit', submit))).toBe('PV016');
    expect(codeOf(await put('fail', { reason: 'x' }))).toBe('PV016');
    // A filed month's re-download keeps it filed.
    expect((await exportAugust()).statusCode).toBe(200);
    expect((await statusOf()).status).toBe('SUBMITTED');

    // The filed month's vouchers with tax can no longer be cancelled, nor new ones dated in it.
    const [live] = await t.database.db
      .select()
      .from(paymentVoucher)
      .where(
        and(
          eq(paymentVoucher.propertyId, ids.rvs!),
          eq(paymentVoucher.status, 'ISSUED'),
          sql`${paymentVoucher.wht} > 0`,
        ),
      )
      .limit(1);
    expect(codeOf(await cancelVoucher(live!.paymentVoucherNo))).toBe('PV015');
    const rq = await approvedRequest();
    const late = await saveVoucher({
      requestPayNos: [rq.requestPayNo],
      payments: [{ method: 'CASH', amount: baht(rq.grandTotal - rq.wht) }],
    });
    expect(codeOf(late)).toBe('PV015');
  });
});
