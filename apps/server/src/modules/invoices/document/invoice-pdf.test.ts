import { describe, expect, it } from 'vitest';
import { bahtText, parseBillPaymentPayload, parseTlv, verifyPayloadCrc } from '@suanklang/shared';
import { invoicePayment, renderInvoicesPdf, type InvoiceDocument } from './invoice-pdf';
import { LABELS } from './labels';
import { SAMPLE_ENGLISH_INVOICE, SAMPLE_THAI_TAX_INVOICE } from './samples';

/** Renders and records every line of text drawn (the seam that stands in for a PDF text extractor). */
async function render(docs: InvoiceDocument[]): Promise<{ pdf: Buffer; texts: string[] }> {
  const texts: string[] = [];
  const pdf = await renderInvoicesPdf(docs, { onText: (text) => texts.push(text) });
  return { pdf, texts };
}

/** Page objects in the file; pdfkit writes the page dictionaries uncompressed. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

describe('renderInvoicesPdf', () => {
  it('renders a Thai tax invoice with the s.86/4 wording, Buddhist-era dates, VAT and Thai words', async () => {
    const { pdf, texts } = await render([SAMPLE_THAI_TAX_INVOICE]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(texts).toContain('ใบแจ้งหนี้/ใบกำกับภาษี');
    expect(texts).toContain('INV2568000123');
    expect(texts).toContain('01/11/2568');
    expect(texts).toContain('15/11/2568');
    expect(texts).toContain('เลขประจำตัวผู้เสียภาษี 0105555123456  สำนักงานใหญ่');
    expect(texts).toContain('เลขประจำตัวผู้เสียภาษี 0105560000011  สาขา 00001');
    expect(texts).toEqual(expect.arrayContaining(['ภาษีมูลค่าเพิ่ม', '130.45', '1,863.50', '1,993.95']));
    // Lines of a tax invoice show the value before VAT.
    expect(texts).toContain('1,597.50');
    expect(texts).toContain(`(${bahtText(199395)})`);
    expect(texts).toContain('INV2568000123  ·  หน้า 1/1');
  });

  it('renders an English invoice without VAT rows and with the Thai words labelled', async () => {
    const { pdf, texts } = await render([SAMPLE_ENGLISH_INVOICE]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(texts).toEqual(
      expect.arrayContaining(['Invoice', 'ใบแจ้งหนี้', 'No.', 'INV2568000124', '01/11/2025']),
    );
    expect(texts).toContain('30/11/2025');
    expect(texts).toContain('Amount in Thai words');
    expect(texts).toContain('(สามพันหนึ่งร้อยแปดสิบบาทถ้วน)');
    expect(texts).toContain('3,180.00');
    expect(texts).not.toContain('VAT');
    expect(texts).not.toContain('Invoice/Tax Invoice');
    expect(texts).toContain('Tax ID 0105555123456');
  });

  it('puts several invoices in one file, each on its own page', async () => {
    const { pdf, texts } = await render([SAMPLE_THAI_TAX_INVOICE, SAMPLE_ENGLISH_INVOICE]);
    expect(pageCount(pdf)).toBe(2);
    expect(texts).toEqual(
      expect.arrayContaining(['INV2568000123  ·  หน้า 1/1', 'INV2568000124  ·  Page 1 of 1']),
    );
  });

  it('runs a long invoice over several pages with the header repeated and numbered pages', async () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({
      ...SAMPLE_THAI_TAX_INVOICE.lines[0]!,
      description: `${i + 1}. ค่าส่วนกลางประจำเดือนพฤศจิกายน`,
    }));
    const { pdf, texts } = await render([{ ...SAMPLE_THAI_TAX_INVOICE, lines }]);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(texts).toContain(`INV2568000123  ·  หน้า ${pages}/${pages}`);
    expect(texts.filter((t) => t === 'ใบแจ้งหนี้/ใบกำกับภาษี')).toHaveLength(pages);
    expect(texts).toContain('45. ค่าส่วนกลางประจำเดือนพฤศจิกายน');
  });

  it('prints the payment QR, refs and barcode text of an issued invoice', async () => {
    const { texts } = await render([SAMPLE_THAI_TAX_INVOICE]);
    expect(texts).toEqual(
      expect.arrayContaining([
        '010555512345601',
        'A1203',
        'INV2568000123',
        '1,993.95 บาท',
        LABELS.th.payHeading,
      ]),
    );
    expect(texts).toContain('|010555512345601  A1203  INV2568000123  199395');
  });

  it('stamps drafts and cancelled invoices and prints no payment data on them', async () => {
    for (const status of ['DRAFT', 'CANCELLED'] as const) {
      const doc = { ...SAMPLE_THAI_TAX_INVOICE, status };
      expect(invoicePayment(doc)).toBeNull();
      const { texts } = await render([doc]);
      expect(texts.filter((t) => t === LABELS.th.status[status]).length).toBeGreaterThanOrEqual(2);
      expect(texts).toContain(LABELS.th.notPayable[status]);
      expect(texts).not.toContain(LABELS.th.payHeading);
      expect(texts.some((t) => t.startsWith('|0105'))).toBe(false);
    }
  });

  it('leaves the payment section out when the property has no biller ID', async () => {
    const { texts } = await render([{ ...SAMPLE_ENGLISH_INVOICE, payment: null }]);
    expect(texts).not.toContain(LABELS.en.payHeading);
  });

  it('prints a metered line with its previous and current reading and units used, in Thai and English', async () => {
    const water = {
      description: 'ค่าน้ำประปา',
      period: '11/2568',
      quantity: '16.00',
      unitPrice: 1800,
      meter: { previous: '1234.00', current: '1250.00', used: '16.00' },
      amountExcludeVat: 28800,
      vat: 0,
      amount: 28800,
    };
    const totals = { amountExcludeVat: 28800, vat: 0, grandTotal: 28800 };
    const th = await render([{ ...SAMPLE_THAI_TAX_INVOICE, lines: [water], totals }]);
    expect(th.texts).toEqual(
      expect.arrayContaining(['เลขมิเตอร์ครั้งก่อน 1,234.00 ครั้งนี้ 1,250.00', 'ใช้ไป 16.00 หน่วย']),
    );
    const en = await render([
      { ...SAMPLE_ENGLISH_INVOICE, lines: [{ ...water, description: 'Water' }], totals },
    ]);
    expect(en.texts).toEqual(
      expect.arrayContaining(['Meter: previous 1,234.00, current 1,250.00', 'Used: 16.00 units']),
    );
    // A line with no readings says nothing of a meter.
    const plain = await render([SAMPLE_THAI_TAX_INVOICE]);
    expect(plain.texts.some((t) => t.startsWith('เลขมิเตอร์'))).toBe(false);
  });

  it('says a line is a minimum charge, with or without a reading, and says nothing on other lines', async () => {
    const minimum = {
      description: 'ค่าน้ำประปา',
      period: '11/2568',
      quantity: '3.00',
      unitPrice: 1800,
      meter: { previous: '100.00', current: '103.00', used: '3.00' },
      chargedMinimum: true,
      amountExcludeVat: 10000,
      vat: 0,
      amount: 10000,
    };
    const noReading = { ...minimum, quantity: '0', meter: null };
    const totals = { amountExcludeVat: 20000, vat: 0, grandTotal: 20000 };
    const th = await render([{ ...SAMPLE_THAI_TAX_INVOICE, lines: [minimum, noReading], totals }]);
    expect(th.texts).toContain(LABELS.th.chargedMinimum);
    expect(th.texts).toContain(LABELS.th.chargedMinimumNoReading);
    const en = await render([{ ...SAMPLE_ENGLISH_INVOICE, lines: [minimum], totals }]);
    expect(en.texts).toContain('Minimum charge (the use priced below the minimum)');
    const plain = await render([SAMPLE_THAI_TAX_INVOICE, SAMPLE_ENGLISH_INVOICE]);
    expect(plain.texts).not.toContain(LABELS.th.chargedMinimum);
    expect(plain.texts).not.toContain(LABELS.en.chargedMinimum);
  });

  it('keeps a row as tall as its description and notes, so the next row starts below them', async () => {
    const minimum = {
      ...SAMPLE_THAI_TAX_INVOICE.lines[1]!,
      meter: { previous: '100.00', current: '103.00', used: '3.00' },
      chargedMinimum: true,
    };
    const lines = Array.from({ length: 30 }, () => minimum);
    const { pdf, texts } = await render([{ ...SAMPLE_THAI_TAX_INVOICE, lines }]);
    // Three text lines a row: 30 rows do not fit one page, and every row's notes are printed.
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(texts.filter((t) => t === LABELS.th.chargedMinimum)).toHaveLength(30);
  });

  it('refuses an empty batch', async () => {
    await expect(renderInvoicesPdf([])).rejects.toThrow(RangeError);
  });
});

describe('invoicePayment', () => {
  it('builds a QR payload that parses, verifies and carries biller, refs and the grand total', () => {
    const payment = invoicePayment(SAMPLE_THAI_TAX_INVOICE);
    expect(payment).not.toBeNull();
    const payload = payment!.qrPayload;
    expect(verifyPayloadCrc(payload)).toBe(true);
    expect(parseTlv(payload)['01']).toBe('12');
    expect(parseBillPaymentPayload(payload)).toMatchObject({
      aid: 'A000000677010112',
      billerId: '010555512345601',
      ref1: 'A1203',
      ref2: 'INV2568000123',
      amount: 199395,
      crcValid: true,
    });
    expect(payment!.barcode).toBe('|010555512345601\rA1203\rINV2568000123\r199395');
  });

  it('upper-cases refs and refuses ones a bank would reject', () => {
    const lower = {
      ...SAMPLE_ENGLISH_INVOICE,
      payment: { billerId: '010555512345601', ref1: 'b0504', ref2: '' },
    };
    expect(invoicePayment(lower)).toMatchObject({
      ref1: 'B0504',
      ref2: '',
      barcode: '|010555512345601\rB0504\r\r318000',
    });
    const bad = {
      ...SAMPLE_ENGLISH_INVOICE,
      payment: { billerId: '010555512345601', ref1: 'B-0504', ref2: '' },
    };
    expect(() => invoicePayment(bad)).toThrow(RangeError);
  });

  it('gives no payment when nothing is owed', () => {
    const paid = { ...SAMPLE_ENGLISH_INVOICE, totals: { amountExcludeVat: 0, vat: 0, grandTotal: 0 } };
    expect(invoicePayment(paid)).toBeNull();
  });
});
