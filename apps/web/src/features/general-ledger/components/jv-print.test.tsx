import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { showError } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen, type FakeRoutes } from '../../../lib/settings/test-screen';
import { GlScreen } from './gl-screen';
import { VOUCHER_NO as NO, detail, row, voucher } from './jv-test-fixtures';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../../lib/http/download', () => ({ saveBinary: vi.fn(), openBinary: vi.fn() }));

const file = (type: string, name: string) =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'POST /gl/search': [row],
    'GET /gl/detail': detail,
    [`GET /gl/manualvoucher/${NO}`]: voucher,
    [`GET /gl/manualvoucher/${NO}/pdf`]: file('application/pdf', `${NO}.pdf`),
    'GET /gl/manualvoucher/excel': file(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'journal-vouchers-P001-2026-10.xlsx',
    ),
    ...extra,
  };
}

async function openVoucher() {
  fireEvent.click((await screen.findAllByText(row.description!))[0]!);
  return screen.findByRole('dialog');
}

describe('journal voucher print and Excel', () => {
  beforeEach(async () => {
    localStorage.clear();
    storeLang('th');
    storePropertyCode('P001');
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2026-10');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("prints the voucher from its drawer in the screen's language, for a reader without the edit right", async () => {
    const server = fakeServer(routes(), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    const drawer = await openVoucher();
    expect(await within(drawer).findByText('อนุมัติแล้ว')).toBeTruthy();
    expect(drawer.querySelector('#cancel-voucher')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /พิมพ์/ }));
    await waitFor(() => expect(openBinary).toHaveBeenCalledTimes(1));
    const [printed] = vi.mocked(openBinary).mock.calls[0]!;
    expect(printed.filename).toBe(`${NO}.pdf`);
    expect(printed.blob.size).toBe('%PDF-1.7'.length);
    const calls = server.callsTo('GET', `/gl/manualvoucher/${NO}/pdf`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('docLang')).toBe('th');
    expect(calls[0]!.query.get('propertyCode')).toBe('P001');
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(saveBinary).not.toHaveBeenCalled();
  });

  it('prints and exports in English on the English screen', async () => {
    storeLang('en');
    await inLanguage('en');
    const server = fakeServer(routes(), ['DOCUMENT', 'DOCUMENT_EDIT']);
    await renderScreen(<GlScreen />);
    const drawer = await openVoucher();
    fireEvent.click(await within(drawer).findByRole('button', { name: /\bPrint$/ }));
    await waitFor(() => expect(openBinary).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', `/gl/manualvoucher/${NO}/pdf`)[0]!.query.get('docLang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: /Excel journal vouchers/ }));
    await waitFor(() => expect(saveBinary).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', '/gl/manualvoucher/excel')[0]!.query.get('docLang')).toBe('en');
  });

  it('downloads the journal vouchers of the month shown as Excel', async () => {
    const server = fakeServer(routes(), ['DOCUMENT']);
    // The list opens on September (a report's link), not on the month remembered.
    await renderScreen(<GlScreen query="period=2026-09" />);
    await screen.findAllByText(NO);
    expect(server.callsTo('POST', '/gl/search')[0]?.body).toMatchObject({ period: '2026-09' });
    const button = screen.getByRole('button', { name: /Excel ใบสำคัญทั่วไป/ });
    expect(button.getAttribute('title')).toBe('ใบสำคัญทั่วไปทุกใบของงวด 09/2569 พร้อมรายการเดบิต/เครดิต');
    fireEvent.click(button);
    await waitFor(() => expect(saveBinary).toHaveBeenCalledTimes(1));
    const calls = server.callsTo('GET', '/gl/manualvoucher/excel');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('period')).toBe('2026-09');
    expect(calls[0]!.query.get('docLang')).toBe('th');
    const [saved, fallback] = vi.mocked(saveBinary).mock.calls[0]!;
    expect(saved.filename).toBe('journal-vouchers-P001-2026-10.xlsx');
    expect(fallback).toBe('journal-vouchers-2026-09.xlsx');
    expect(openBinary).not.toHaveBeenCalled();
  });

  it("says the server's refusal of the Excel and saves nothing", async () => {
    const message = 'คุณไม่มีสิทธิ์ทำรายการนี้';
    fakeServer(routes({ 'GET /gl/manualvoucher/excel': errorReply(403, { code: 'ST005', message }) }), [
      'DOCUMENT',
    ]);
    await renderScreen(<GlScreen />);
    await screen.findAllByText(NO);
    const button = screen.getByRole('button', { name: /Excel ใบสำคัญทั่วไป/ });
    fireEvent.click(button);
    await waitFor(() => expect(showError).toHaveBeenCalledTimes(1));
    expect(vi.mocked(showError).mock.calls[0]![0]).toMatchObject({ statusCode: 403, message });
    expect(saveBinary).not.toHaveBeenCalled();
    await waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/));
  });
});
