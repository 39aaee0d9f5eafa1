import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorMessage, type AgingReport } from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { ReportsScreen } from './reports-screen';

vi.setConfig({ testTimeout: 60_000 });

const report: AgingReport = {
  asOf: '2026-11-20',
  buckets: [
    { from: 0, to: 0 },
    { from: 1, to: 30 },
    { from: 31, to: null },
  ],
  rows: [
    {
      unitCode: 'A0101',
      customerName: 'สมชาย ใจดี',
      expenseTypeCode: 'CF',
      expenseTypeDescription: 'ค่าส่วนกลาง',
      amounts: ['1500.00', '0.00', '3000.00'],
      total: '4500.00',
    },
    {
      unitCode: 'A0102',
      customerName: 'สมหญิง รักดี',
      expenseTypeCode: 'WT',
      expenseTypeDescription: 'ค่าน้ำประปา',
      amounts: ['0.00', '250.50', '0.00'],
      total: '250.50',
    },
  ],
  totals: { amounts: ['1500.00', '250.50', '3000.00'], total: '4750.50' },
  arControl: '4750.50',
};

describe('reports', () => {
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

  it('lists the aging report and the statements (no trial balance), opens its conditions, shows the buckets and totals that tie to AR', async () => {
    const server = fakeServer({ 'GET /reports/aging': report }, ['REPORT']);
    await renderScreen(<ReportsScreen />);
    expect(await screen.findByText('รายงานอายุลูกหนี้')).toBeTruthy();
    expect(document.querySelectorAll('.ant-card')).toHaveLength(3);
    fireEvent.click(document.getElementById('open-aging')!);
    fireEvent.change(await screen.findByLabelText('ช่วงจำนวนวัน (คั่นด้วยเครื่องหมายจุลภาค)'), {
      target: { value: '30' },
    });
    fireEvent.click(document.getElementById('aging-show')!);
    expect(await screen.findByText('A0101')).toBeTruthy();
    expect(server.callsTo('GET', '/reports/aging')[0]?.query.get('buckets')).toBe('30');
    expect(server.callsTo('GET', '/reports/aging')[0]?.query.get('asOf')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ยังไม่ถึงกำหนด', '1-30 วัน', 'เกิน 30 วัน', 'รวม']));
    expect(screen.getByTestId('aging-total').textContent).toBe('4,750.50');
    expect(screen.getByText(/ตรงกับยอดรวมรายงาน/)).toBeTruthy();
  });

  it('refuses buckets that are not ascending without calling the server', async () => {
    const server = fakeServer({ 'GET /reports/aging': report }, ['REPORT']);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-aging')!));
    fireEvent.change(await screen.findByLabelText('ช่วงจำนวนวัน (คั่นด้วยเครื่องหมายจุลภาค)'), {
      target: { value: '60,30' },
    });
    fireEvent.click(document.getElementById('aging-show')!);
    expect(await screen.findByText('กรุณาระบุจำนวนวันเรียงจากน้อยไปมาก เช่น 30,60,90')).toBeTruthy();
    expect(server.callsTo('GET', '/reports/aging')).toHaveLength(0);
  });

  it('downloads the Excel file with the same conditions', async () => {
    const server = fakeServer(
      { 'GET /reports/aging/excel': new Response(new Blob(['PK']), { status: 200 }) },
      ['REPORT'],
    );
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-aging')!));
    await screen.findByLabelText('ช่วงจำนวนวัน (คั่นด้วยเครื่องหมายจุลภาค)');
    fireEvent.click(document.getElementById('aging-excel')!);
    await waitFor(() => expect(server.callsTo('GET', '/reports/aging/excel')).toHaveLength(1));
    expect(server.callsTo('GET', '/reports/aging/excel')[0]?.query.get('buckets')).toBe('30,60,90,120');
    expect(server.callsTo('GET', '/reports/aging/excel')[0]?.query.get('docLang')).toBe('th');
  });

  it('says when the report could not be shown, and asks for the conditions before the first showing', async () => {
    fakeServer({ 'GET /reports/aging': errorReply(500, { code: 'SY001', message: 'ระบบขัดข้อง' }) }, [
      'REPORT',
    ]);
    await renderScreen(<ReportsScreen />);
    fireEvent.click(await waitFor(() => document.getElementById('open-aging')!));
    expect(await screen.findByText('กำหนดเงื่อนไขแล้วกดแสดงรายงาน')).toBeTruthy();
    fireEvent.click(document.getElementById('aging-show')!);
    expect((await screen.findByTestId('aging-failed')).textContent).toContain('ไม่สามารถแสดงรายงานได้');
    expect(screen.getByRole('button', { name: /ลองอีกครั้ง/ })).toBeTruthy();
  });

  it('shows the Thai or English message when the report ran out of time (RP001), not the maintenance page', async () => {
    for (const lang of ['th', 'en'] as const) {
      storeLang(lang);
      await inLanguage(lang);
      fakeServer(
        { 'GET /reports/aging': errorReply(504, { code: 'RP001', message: errorMessage('RP001', lang) }) },
        ['REPORT'],
      );
      await renderScreen(<ReportsScreen />);
      const open = await waitFor(() => {
        const button = document.getElementById('open-aging');
        expect(button).toBeTruthy();
        return button!;
      });
      fireEvent.click(open);
      const show = await waitFor(() => {
        const button = document.getElementById('aging-show');
        expect(button).toBeTruthy();
        return button!;
      });
      fireEvent.click(show);
      const failed = await screen.findByTestId('aging-failed');
      expect(failed.textContent).toContain(errorMessage('RP001', lang));
      expect(window.location.pathname).not.toContain('maintenance');
      cleanup();
    }
  });
});
