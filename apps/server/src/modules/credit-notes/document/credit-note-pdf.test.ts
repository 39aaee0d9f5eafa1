import { describe, expect, it } from 'vitest';
import { renderCreditNotesPdf, type CreditNoteDocument } from './credit-note-pdf';

const NOTE: CreditNoteDocument = {
  lang: 'th',
  property: {
    name: 'นิติบุคคลอาคารชุด ทดสอบ',
    address: '1 ถนนสาทร กรุงเทพมหานคร',
    taxId: '0105555123456',
    branchNo: '00000',
    phone: '02-000-0000',
  },
  customer: { name: 'บริษัท ผู้เช่า จำกัด', address: null, taxId: '0105560000011', branchNo: '00001' },
  unitCode: 'A0101',
  creditNoteNo: 'CN690300001',
  creditNoteDate: '2026-03-10',
  taxInvoice: true,
  status: 'APPROVED',
  copy: false,
  reason: 'คิดค่าน้ำเกิน',
  originals: [{ kind: 'invoice', documentNo: 'IN690300011', date: '2026-03-03' }],
  lines: [
    {
      documentNo: 'IN690300011',
      description: 'ค่าน้ำประปา',
      period: '03/2569 - 03/2569',
      amountExcludeVat: 10_000,
      vat: 700,
      amount: 10_700,
    },
  ],
  totals: { original: 100_000, correct: 90_000, difference: 10_000, vat: 700, grandTotal: 10_700 },
};

async function render(doc: CreditNoteDocument) {
  const texts: string[] = [];
  const pdf = await renderCreditNotesPdf([doc], { onText: (s) => texts.push(s) });
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  return { pdf, texts, pages };
}

describe('renderCreditNotesPdf', () => {
  it('prints a tax credit note with both branches, values before VAT and the total in Thai words', async () => {
    const { pdf, texts, pages } = await render(NOTE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBe(1);
    expect(texts).toEqual(
      expect.arrayContaining([
        'ใบลดหนี้/ใบกำกับภาษี',
        'Credit Note / Tax Invoice',
        'เลขประจำตัวผู้เสียภาษี 0105555123456  สำนักงานใหญ่',
        'เลขประจำตัวผู้เสียภาษี 0105560000011  สาขา 00001',
        'ใบแจ้งหนี้เดิม เลขที่ IN690300011  ลงวันที่ 03/03/2569',
        // The line shows its value before VAT; VAT is on the difference below.
        '100.00',
        '1,000.00',
        '900.00',
        '7.00',
        '107.00',
        '(หนึ่งร้อยเจ็ดบาทถ้วน)',
        'CN690300001  ·  หน้า 1/1',
      ]),
    );
    expect(texts).not.toContain('สำเนา / COPY');
  });

  it('marks a copy and stamps a cancelled note', async () => {
    expect((await render({ ...NOTE, copy: true })).texts).toContain('สำเนา / COPY');
    const cancelled = await render({ ...NOTE, lang: 'en', status: 'CANCELLED' });
    expect(cancelled.texts.filter((s) => s === 'CANCELLED').length).toBeGreaterThanOrEqual(2);
  });

  it('runs a long note over several pages with the header repeated', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...NOTE.lines[0]!,
      description: `รายการ ${i + 1}`,
    }));
    const { texts, pages } = await render({ ...NOTE, lines });
    expect(pages).toBeGreaterThan(1);
    expect(texts.filter((s) => s === 'ใบลดหนี้/ใบกำกับภาษี')).toHaveLength(pages);
    expect(texts).toContain(`CN690300001  ·  หน้า ${pages}/${pages}`);
    expect(texts).toContain('รายการ 60');
  });

  it('refuses to render nothing', async () => {
    await expect(renderCreditNotesPdf([])).rejects.toThrow(RangeError);
  });
});
