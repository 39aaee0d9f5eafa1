import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { cashReceipt } from '../../../test/receivables';
import { appUser, auditLog, property } from '../../platform/db/schema';
import { propertySetting } from '../property-settings';

/**
 * The credit note's print: the Revenue Code s.86/10 fields read back from the PDF itself (pdftotext), Thai and
 * English, a copy only with a recorded reason, another property's credit note not found, and the stamps of one
 * still waiting for approval or cancelled.
 */
let t: TestApp;
let rvs = '';
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;

beforeAll(async () => {
  t = await createTestApp();
  rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
});
afterAll(() => t.close());

/** A document's PDF read back as text, as the viewer prints it in `docLang`. */
async function printedText(path: string, docLang: 'th' | 'en'): Promise<string> {
  const res = await t.call({
    as: 'viewer',
    method: 'GET',
    url: `${path}?propertyCode=RVS&lang=EN&docLang=${docLang}`,
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

async function issueInvoice(unitCode = 'A0105', descriptions = ['บัตรผ่านเพิ่ม', 'ที่จอดรถเพิ่ม']) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: '2031-03-03',
      dueDate: '2031-03-18',
      issue: true,
      lines: [
        { expenseTypeCode: 'KC', description: descriptions[0], quantity: '2', unitPrice: '150.00' },
        { expenseTypeCode: 'PK', description: descriptions[1], quantity: '1', unitPrice: '1000.50' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

async function saveNote(invoiceNo: string, amount: string, description = 'คิดค่าบัตรผ่านซ้ำ') {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/creditnotes/save',
    payload: {
      ...RVS,
      creditNoteType: 1,
      unitCode: 'A0105',
      creditNoteDate: '2031-03-10',
      description,
      lines: [{ invoiceNo, lineNo: 1, amount }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { creditNoteId: string; creditNoteNo: string; status: number };
}

const print = (id: string, docLang: 'th' | 'en', as = 'viewer', code = 'RVS') =>
  t.call({
    as,
    method: 'GET',
    url: `/creditnotes/${id}/print?propertyCode=${code}&lang=EN&docLang=${docLang}`,
  });
const reprint = (creditNoteId: string, reason: string, as = 'viewer', code = 'RVS') =>
  t.call({
    as,
    method: 'POST',
    url: '/creditnotes/reprint',
    payload: { lang: 'EN', propertyCode: code, creditNoteId, reason },
  });
const printCount = async (id: string) =>
  (await t.call({ as: 'viewer', method: 'GET', url: `/creditnotes/${id}?propertyCode=RVS&lang=EN` })).json()
    .data.printCount as number;
const setVat = (on: boolean) =>
  t.database.db
    .update(propertySetting)
    .set({ vatRegistered: on ? 'Y' : 'N' })
    .where(eq(propertySetting.propertyId, rvs));

describe('credit note PDF', () => {
  it('prints the s.86/10 fields in Thai, then a copy in English only after a reason is recorded', async () => {
    const inv = await issueInvoice();
    // Two credit notes on line 1: the second's correct value takes the first off too.
    const earlier = await saveNote(inv.invoiceNo, '50.00', 'ลดราคาบัตร');
    expect(earlier.status).toBe(4);
    const note = await saveNote(inv.invoiceNo, '100.00');
    expect(note.status).toBe(4);

    await setVat(true);
    const thai = await print(note.creditNoteId, 'th');
    expect(thai.statusCode).toBe(200);
    expect(thai.headers['content-type']).toBe('application/pdf');
    const th = await pdfText(thai.rawPayload);
    expect(th).toContain('ใบลดหนี้/ใบกำกับภาษี');
    expect(th).toContain(note.creditNoteNo);
    expect(th).toContain(inv.invoiceNo);
    // Dated in the Buddhist era: the credit note (10/03/2574) and the invoice it reduces (03/03/2574).
    expect(th).toContain('10/03/2574');
    expect(th).toContain('03/03/2574');
    expect(th).toContain('คิดค่าบัตรผ่านซ้ำ');
    expect(th).toMatch(/มูลค่าตามเอกสารเดิม\s+1,300\.50/);
    expect(th).toMatch(/มูลค่าที่ถูกต้อง\s+1,150\.50/);
    expect(th).toMatch(/ผลต่าง\s+100\.00/);
    expect(th).toMatch(/ภาษีมูลค่าเพิ่ม\s+0\.00/);
    expect(th).toMatch(/รวมลดหนี้ทั้งสิ้น\s+100\.00/);
    expect(th).toContain('หนึ่งร้อยบาทถ้วน');
    expect(th).toContain('สำนักงานใหญ่');
    expect(th).not.toContain('สำเนา');
    expect(await printCount(note.creditNoteId)).toBe(1);

    // A copy needs a reason, kept in the audit log.
    expect((await reprint(note.creditNoteId, '')).statusCode).toBe(400);
    const recorded = await reprint(note.creditNoteId, 'ลูกค้าทำหาย');
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({ creditNoteNo: note.creditNoteNo, status: 4, printCount: 1 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, note.creditNoteId), eq(auditLog.action, 'creditNote.reprint')));
    expect(audits.map((a) => a.after)).toEqual([{ reason: 'ลูกค้าทำหาย', printCount: 1 }]);

    const english = await print(note.creditNoteId, 'en');
    const en = await pdfText(english.rawPayload);
    expect(en).toContain('Credit Note / Tax Invoice');
    // s.86/10's words in Thai, on the English document too.
    expect(en).toContain('ใบลดหนี้/ใบกำกับภาษี');
    expect(en).toContain('COPY');
    expect(en).toContain(inv.invoiceNo);
    expect(en).toContain('10/03/2031');
    expect(en).toMatch(/Value originally charged\s+1,300\.50/);
    expect(en).toMatch(/Correct value\s+1,150\.50/);
    expect(en).toMatch(/Total credited\s+100\.00/);
    expect(await printCount(note.creditNoteId)).toBe(2);
    await setVat(false);

    // Not VAT-registered: a plain ใบลดหนี้, no branch.
    const plain = await pdfText((await print(earlier.creditNoteId, 'th')).rawPayload);
    expect(plain).toContain('ใบลดหนี้');
    expect(plain).not.toContain('ใบกำกับภาษี');
    expect(plain).not.toContain('สำนักงานใหญ่');
    expect(plain).toMatch(/มูลค่าที่ถูกต้อง\s+1,250\.50/);
  });

  it('refuses another property, an unknown id and a user without the right', async () => {
    const inv = await issueInvoice('A0106');
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/save',
      payload: {
        ...RVS,
        creditNoteType: 1,
        unitCode: 'A0106',
        creditNoteDate: '2031-03-10',
        description: 'x',
        lines: [{ invoiceNo: inv.invoiceNo, lineNo: 2, amount: '1.00' }],
      },
    });
    const id = res.json().data.creditNoteId as string;
    const other = await print(id, 'th', 'admin', 'SKV');
    expect([other.statusCode, other.json().code]).toEqual([404, 'CN001']);
    expect((await reprint(id, 'x', 'admin', 'SKV')).json().code).toBe('CN001');
    expect((await print('00000000-0000-4000-8000-000000000000', 'th')).json().code).toBe('CN001');
    expect((await print('not-a-uuid', 'th')).statusCode).toBe(400);
    // The viewer holds no role on SKV.
    expect((await print(id, 'th', 'viewer', 'SKV')).statusCode).toBe(403);
    expect(await printCount(id)).toBe(0);
  });

  it('stamps a credit note waiting for approval or cancelled, counts none of its prints and refuses a copy', async () => {
    const step = await t.call({
      as: 'manager',
      method: 'POST',
      url: '/properties/approver',
      payload: { ...RVS, documentType: 'CN', description: 'ผู้จัดการ', userIds: [await userId('approver')] },
    });
    expect(step.statusCode, step.body).toBe(201);
    const inv = await issueInvoice();
    const note = await saveNote(inv.invoiceNo, '10.00');
    expect(note.status).toBe(1);
    const pending = await pdfText((await print(note.creditNoteId, 'th')).rawPayload);
    expect(pending).toContain('รออนุมัติ');
    expect(pending).toContain(note.creditNoteNo);
    expect((await reprint(note.creditNoteId, 'x')).json().code).toBe('CN010');

    const cancelled = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/creditnotes/cancel',
      payload: { ...RVS, creditNoteNo: note.creditNoteNo, reason: 'ซ้ำ' },
    });
    expect(cancelled.json().data.status).toBe(3);
    const text = await pdfText((await print(note.creditNoteId, 'en')).rawPayload);
    expect(text).toContain('CANCELLED');
    expect(await printCount(note.creditNoteId)).toBe(0);
    await t.call({
      as: 'manager',
      method: 'DELETE',
      url: `/properties/approver?propertyCode=RVS&stepId=${step.json().data.stepId}`,
    });
  });
});

describe('receipt-based credit note PDF', () => {
  it('refers to the receipt and the invoice it paid, with the receipt as the value originally charged', async () => {
    const inv = await issueInvoice('A0107');
    const rc = await cashReceipt(t, {
      unitCode: 'A0107',
      invoiceNo: inv.invoiceNo,
      amount: '1300.50',
      receiptDate: '2031-03-05',
    });
    expect(rc.statusCode, rc.body).toBe(201);
    const receiptNo = rc.json().data.receiptNo as string;
    const saved = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/save',
      payload: {
        ...RVS,
        creditNoteType: 2,
        unitCode: 'A0107',
        creditNoteDate: '2031-03-12',
        description: 'คืนเงินค่าที่จอดรถ',
        receiptNo,
        amount: '260.10',
      },
    });
    expect(saved.json().data.status).toBe(4);
    const text = await pdfText((await print(saved.json().data.creditNoteId, 'en')).rawPayload);
    expect(text).toContain(`Original receipt No. ${receiptNo} dated 05/03/2031`);
    expect(text).toContain(`Original invoice No. ${inv.invoiceNo} dated 03/03/2031`);
    expect(text).toContain('คืนเงินค่าที่จอดรถ');
    expect(text).toMatch(/Value originally charged 1,300\.50/);
    expect(text).toMatch(/Correct value 1,040\.40/);
    expect(text).toMatch(/Difference 260\.10/);
    // The lines are the shares the ledger takes back: 300.00 and 1,000.50 of 1,300.50 -> 60.00 and 200.10.
    expect(text).toMatch(/บัตรผ่านเพิ่ม .*60\.00/);
    expect(text).toMatch(/ที่จอดรถเพิ่ม .*200\.10/);
  });
});

async function userId(username: string) {
  return (await t.database.db.select().from(appUser).where(eq(appUser.username, username)))[0]!.id;
}

describe('expense-type names on English documents', () => {
  it("names a line carrying its type's Thai name by the type's English name; a typed description stays", async () => {
    // KC's Thai name is ค่าบัตรผ่านเพิ่ม (English: Extra access card); the parking line's text was typed.
    const inv = await issueInvoice('A0108', ['ค่าบัตรผ่านเพิ่ม', 'ที่จอดรถเพิ่ม']);
    const invoicePdf = (docLang: 'th' | 'en') => printedText(`/invoices/${inv.invoiceId}/print`, docLang);
    const invoiceEn = await invoicePdf('en');
    expect(invoiceEn).toContain('Extra access card');
    expect(invoiceEn).not.toContain('ค่าบัตรผ่านเพิ่ม');
    expect(invoiceEn).toContain('ที่จอดรถเพิ่ม');
    const invoiceTh = await invoicePdf('th');
    expect(invoiceTh).toContain('ค่าบัตรผ่านเพิ่ม');
    expect(invoiceTh).not.toContain('Extra access card');
    // The credit-note form's open lines, in the caller's language.
    const openLines = async (lang: string) =>
      (
        (
          await t.call({
            as: 'viewer',
            method: 'GET',
            url: `/creditnotes/invoice-lines?propertyCode=RVS&lang=${lang}&unitCode=A0108`,
          })
        ).json().data as { invoiceNo: string; displayDescription: string }[]
      )
        .filter((l) => l.invoiceNo === inv.invoiceNo)
        .map((l) => l.displayDescription);
    expect(await openLines('EN')).toEqual(['Extra access card', 'ที่จอดรถเพิ่ม']);
    expect(await openLines('TH')).toEqual(['ค่าบัตรผ่านเพิ่ม', 'ที่จอดรถเพิ่ม']);

    // An invoice-based credit note on the card line.
    const byInvoice = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/save',
      payload: {
        ...RVS,
        creditNoteType: 1,
        unitCode: 'A0108',
        creditNoteDate: '2031-03-04',
        description: 'คิดค่าบัตรผ่านซ้ำ',
        lines: [{ invoiceNo: inv.invoiceNo, lineNo: 1, amount: '100.00' }],
      },
    });
    expect(byInvoice.statusCode, byInvoice.body).toBe(201);
    const noteEn = await pdfText((await print(byInvoice.json().data.creditNoteId, 'en')).rawPayload);
    expect(noteEn).toContain('Extra access card');
    expect(noteEn).not.toContain('ค่าบัตรผ่านเพิ่ม');
    const noteTh = await pdfText((await print(byInvoice.json().data.creditNoteId, 'th')).rawPayload);
    expect(noteTh).toContain('ค่าบัตรผ่านเพิ่ม');
    // The credit note's drawer names the line's type in the caller's language.
    const noteTypes = async (lang: string) =>
      (
        (
          await t.call({
            as: 'viewer',
            method: 'GET',
            url: `/creditnotes/${byInvoice.json().data.creditNoteId}?propertyCode=RVS&lang=${lang}`,
          })
        ).json().data.invoiceList as { expenseTypeDescription: string }[]
      ).map((l) => l.expenseTypeDescription);
    expect(await noteTypes('EN')).toEqual(['Extra access card']);
    expect(await noteTypes('TH')).toEqual(['ค่าบัตรผ่านเพิ่ม']);

    // A receipt for the rest, and a credit note on that receipt.
    const rc = await cashReceipt(t, {
      unitCode: 'A0108',
      invoiceNo: inv.invoiceNo,
      amount: '1200.50',
      receiptDate: '2031-03-05',
    });
    expect(rc.statusCode, rc.body).toBe(201);
    const receipt = rc.json().data as { receiptId: string; receiptNo: string };
    const receiptPdf = (docLang: 'th' | 'en') => printedText(`/receipts/${receipt.receiptId}/print`, docLang);
    const receiptEn = await receiptPdf('en');
    expect(receiptEn).toContain('Extra access card');
    expect(receiptEn).not.toContain('ค่าบัตรผ่านเพิ่ม');
    expect(receiptEn).toContain('ที่จอดรถเพิ่ม');
    expect(await receiptPdf('th')).toContain('ค่าบัตรผ่านเพิ่ม');
    // The receipt's drawer: the stored text, and the one to show in the caller's language.
    const receiptLines = async (lang: string) =>
      (
        (
          await t.call({
            as: 'viewer',
            method: 'GET',
            url: `/receipts/${receipt.receiptId}?propertyCode=RVS&lang=${lang}`,
          })
        ).json().data.lines as {
          expenseTypeDescription: string;
          description: string;
          displayDescription: string;
        }[]
      ).map((l) => [l.expenseTypeDescription, l.description, l.displayDescription]);
    expect(await receiptLines('EN')).toEqual([
      ['Extra access card', 'ค่าบัตรผ่านเพิ่ม', 'Extra access card'],
      ['Second car parking', 'ที่จอดรถเพิ่ม', 'ที่จอดรถเพิ่ม'],
    ]);
    expect(await receiptLines('TH')).toEqual([
      ['ค่าบัตรผ่านเพิ่ม', 'ค่าบัตรผ่านเพิ่ม', 'ค่าบัตรผ่านเพิ่ม'],
      ['ค่าที่จอดรถคันที่ 2', 'ที่จอดรถเพิ่ม', 'ที่จอดรถเพิ่ม'],
    ]);

    const byReceipt = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/save',
      payload: {
        ...RVS,
        creditNoteType: 2,
        unitCode: 'A0108',
        creditNoteDate: '2031-03-12',
        description: 'คืนเงินบางส่วน',
        receiptNo: receipt.receiptNo,
        amount: '120.05',
      },
    });
    expect(byReceipt.statusCode, byReceipt.body).toBe(201);
    const shareEn = await pdfText((await print(byReceipt.json().data.creditNoteId, 'en')).rawPayload);
    expect(shareEn).toContain('Extra access card');
    expect(shareEn).not.toContain('ค่าบัตรผ่านเพิ่ม');
    expect(shareEn).toContain('ที่จอดรถเพิ่ม');
  });
});
