import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GlTrialBalance } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { ReportsScreen } from './reports-screen';

vi.setConfig({ testTimeout: 60_000 });

const zero = '0.00';
const report: GlTrialBalance = {
  periodFrom: '2025-02',
  periodTo: '2025-04',
  postedOnly: true,
  rows: [
    {
      accountCode: '1131',
      accountName: 'ลูกหนี้ค่าส่วนกลาง',
      category: 'ASSET',
      openingDebit: '500.00',
      openingCredit: zero,
      debit: '12000.00',
      credit: '4000.00',
      closingDebit: '8500.00',
      closingCredit: zero,
    },
    {
      accountCode: '4110',
      accountName: 'รายได้ค่าส่วนกลาง',
      category: 'REVENUE',
      openingDebit: zero,
      openingCredit: '500.00',
      debit: zero,
      credit: '12000.00',
      closingDebit: zero,
      closingCredit: '12500.00',
    },
  ],
  totals: {
    openingDebit: '500.00',
    openingCredit: '500.00',
    debit: '12000.00',
    credit: '16000.00',
    closingDebit: '8500.00',
    closingCredit: '12500.00',
  },
  balanced: false,
};

/** Enters a month MM/BBBB over what the picker holds and confirms it with Enter. */
function typeMonth(label: string, text: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

describe('the trial balance report', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('P001');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('opens from the report list, sends the months and posted-only, shows rows, totals and the imbalance', async () => {
    const server = fakeServer({ 'GET /gl/trial-balance': report }, ['REPORT', 'DOCUMENT']);
    await renderScreen(<ReportsScreen />);
    expect(await screen.findByText('งบทดลอง')).toBeTruthy();
    expect(document.querySelectorAll('.ant-card')).toHaveLength(8);
    fireEvent.click(document.getElementById('open-trial-balance')!);

    // The defaults: January of this year to this month, all entries.
    const from = await screen.findByLabelText<HTMLInputElement>('ตั้งแต่งวด');
    const year = new Date().getFullYear() + 543;
    expect(from.value).toBe(`01/${year}`);
    typeMonth('ตั้งแต่งวด', '02/2568');
    typeMonth('ถึงงวด', '04/2568');
    fireEvent.click(screen.getByLabelText('เฉพาะรายการบัญชีที่ผ่านรายการแล้ว'));
    fireEvent.click(document.getElementById('trial-balance-show')!);

    expect(await screen.findByText('ลูกหนี้ค่าส่วนกลาง')).toBeTruthy();
    const query = server.callsTo('GET', '/gl/trial-balance')[0]!.query;
    expect(query.get('periodFrom')).toBe('2025-02');
    expect(query.get('periodTo')).toBe('2025-04');
    expect(query.get('postedOnly')).toBe('Y');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['รหัสบัญชี', 'ชื่อบัญชี', 'ยอดยกมา', 'ระหว่างงวด', 'ยอดคงเหลือ', 'เดบิต', 'เครดิต']),
    );
    expect(screen.getAllByText('12,500.00')).toHaveLength(2);
    expect(screen.getByTestId('trial-balance-total-credit').textContent).toBe('16,000.00');
    expect(screen.getByTestId('trial-balance-total-openingDebit').textContent).toBe('500.00');
    expect(screen.getByText(/ตั้งแต่งวด 02\/2568 ถึงงวด 04\/2568/)).toBeTruthy();
    expect(screen.getByTestId('trial-balance-unbalanced').textContent).toContain('ยอดรวมเดบิตและเครดิตไม่เท่ากัน');
  });

  it('refuses a last month before the first without calling the server', async () => {
    const server = fakeServer({ 'GET /gl/trial-balance': report }, ['REPORT', 'DOCUMENT']);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-trial-balance')!));
    await screen.findByLabelText('ถึงงวด');
    typeMonth('ตั้งแต่งวด', '05/2568');
    typeMonth('ถึงงวด', '04/2568');
    fireEvent.click(document.getElementById('trial-balance-show')!);
    expect(await screen.findByText('งวดสุดท้ายต้องไม่ก่อนงวดแรก')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/trial-balance')).toHaveLength(0);
  });

  it('exports Excel and PDF with the same conditions, in the screen language', async () => {
    const server = fakeServer(
      {
        'GET /gl/trial-balance/excel': new Response(new Blob(['PK']), { status: 200 }),
        'GET /gl/trial-balance/pdf': new Response(new Blob(['%PDF-']), { status: 200 }),
      },
      ['REPORT', 'DOCUMENT'],
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-trial-balance')!));
    await screen.findByLabelText('ถึงงวด');
    fireEvent.click(document.getElementById('trial-balance-excel')!);
    await waitFor(() => expect(server.callsTo('GET', '/gl/trial-balance/excel')).toHaveLength(1));
    const excel = server.callsTo('GET', '/gl/trial-balance/excel')[0]!.query;
    expect(excel.get('periodFrom')).toMatch(/^\d{4}-01$/);
    expect(excel.get('postedOnly')).toBe('N');
    expect(excel.get('docLang')).toBe('th');
    fireEvent.click(document.getElementById('trial-balance-pdf')!);
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(server.callsTo('GET', '/gl/trial-balance/pdf')[0]!.query.get('docLang')).toBe('th');
  });
});
