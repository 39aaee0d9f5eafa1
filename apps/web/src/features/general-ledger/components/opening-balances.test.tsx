import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type OpeningBalanceCheck } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen, type FakeRoutes } from '../../../lib/settings/test-screen';
import { GlScreen } from './gl-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const row = (rowNo: number, accountCode: string, debit: string, credit: string, errors: string[] = []) => ({
  rowNo,
  accountCode,
  accountName: accountCode === '9999' ? null : `บัญชี ${accountCode}`,
  debit,
  credit,
  postsTo: accountCode === '1121' ? '3900' : null,
  errors: errors.map((message) => ({ column: 'accountCode', message })),
});
const bad: OpeningBalanceCheck = {
  rows: [row(2, '1113', '1000.00', '0.00'), row(3, '9999', '0.00', '1000.00', ['กรุณาเลือกตัวเลือกที่ถูกต้อง'])],
  rowCount: 2,
  errorCount: 1,
  debit: '1000.00',
  credit: '1000.00',
  receivables: '0.00',
  committable: false,
};
const good: OpeningBalanceCheck = {
  rows: [
    row(2, '1113', '1000.00', '0.00'),
    row(3, '1121', '250.50', '0.00'),
    row(4, '3100', '0.00', '1250.50'),
  ],
  rowCount: 3,
  errorCount: 0,
  debit: '1250.50',
  credit: '1250.50',
  receivables: '250.50',
  committable: true,
};

function routes(checks: OpeningBalanceCheck[], closeGL = true): FakeRoutes {
  let n = 0;
  return {
    'POST /gl/search': [],
    'GET /properties/config': {
      objectList: [{ objectID: 'DOCUMENT' }, { objectID: 'DOCUMENT_EDIT' }],
      approvalList: [],
      postGLList: [],
      closeGLList: closeGL ? [{ propertyCode: 'P001' }] : [],
      routeList: [],
      approvalCount: 0,
      mPayCount: 0,
    },
    'POST /gl/opening/check': () => checks[Math.min(n++, checks.length - 1)]!,
    'POST /gl/opening/post': { documentNo: 'OB690100001', entryId: 'e1', lineCount: 2, total: '1000.00' },
  };
}
const chooseFile = () =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [new File(['accountCode,debit,credit\n'], 'opening.csv', { type: 'text/csv' })] },
  });

describe('opening balances on the G/L screen', () => {
  beforeEach(async () => {
    localStorage.clear();
    storeLang('th');
    storePropertyCode('P001');
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2026-10');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('checks the file, keeps posting shut while a row is wrong, then posts the reviewed rows on the go-live date', async () => {
    const server = fakeServer(routes([bad, good]), ['DOCUMENT', 'DOCUMENT_EDIT']);
    await renderScreen(<GlScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /ยอดยกมาเริ่มใช้ระบบ/ }));
    const drawer = await screen.findByRole('dialog');
    chooseFile();
    expect(await within(drawer).findByText('บัญชี: กรุณาเลือกตัวเลือกที่ถูกต้อง')).toBeTruthy();
    expect(within(drawer).getByText(/มีปัญหา 1 รายการ/)).toBeTruthy();
    expect(document.getElementById('opening-receivables')).toBeNull();
    expect((document.getElementById('opening-post') as HTMLButtonElement).disabled).toBe(true);

    chooseFile();
    await within(drawer).findByText(/ถูกต้องทั้งหมด/);
    // The receivables wait in the clearing account until the debts per unit are imported.
    expect(document.getElementById('opening-receivables')?.textContent).toContain(
      'ยอดลูกหนี้ 250.50 บันทึกเข้าบัญชีพักยอดยกมา 3900',
    );
    expect(within(drawer).getByRole('cell', { name: '3900' })).toBeTruthy();
    // Still shut without a date.
    expect((document.getElementById('opening-post') as HTMLButtonElement).disabled).toBe(true);
    const date = document.getElementById('opening-date') as HTMLInputElement;
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '31/12/2568' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    await waitFor(() =>
      expect((document.getElementById('opening-post') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(document.getElementById('opening-post')!);
    await waitFor(() => expect(server.callsTo('POST', '/gl/opening/post')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalled();
    expect(server.callsTo('POST', '/gl/opening/post')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      openingDate: '2025-12-31',
      lines: [
        { accountCode: '1113', debit: '1000.00' },
        { accountCode: '1121', debit: '250.50' },
        { accountCode: '3100', credit: '1250.50' },
      ],
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(expect.stringContaining('OB690100001')));
  });

  it('is not offered without the period-closing right', async () => {
    fakeServer(routes([good], false), ['DOCUMENT', 'DOCUMENT_EDIT']);
    await renderScreen(<GlScreen />);
    await screen.findByRole('button', { name: /บันทึกใบสำคัญทั่วไป/ });
    expect(screen.queryByRole('button', { name: /ยอดยกมาเริ่มใช้ระบบ/ })).toBeNull();
  });
});
