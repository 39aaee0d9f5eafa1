import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ruleMessage, STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen, type FakeRoutes } from '../../../lib/settings/test-screen';
import { GlScreen } from './gl-screen';
import { VOUCHER_NO, detail, row, voucher } from './jv-test-fixtures';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'POST /gl/search': [row],
    'GET /gl/detail': detail,
    [`GET /gl/manualvoucher/${VOUCHER_NO}`]: voucher,
    'GET /masterdata/accounts': [
      { accountCode: '5110', description: 'ค่าบริการรักษาความปลอดภัย' },
      { accountCode: '2120', description: 'ค่าใช้จ่ายค้างจ่าย' },
    ],
    ...extra,
  };
}

async function chooseAccount(index: number, title: string) {
  fireEvent.mouseDown(document.getElementById(`journalVoucher_lines_${index}_accountCode`)!);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}
const amount = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('journal vouchers on the G/L screen', () => {
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

  it('refuses unequal debits and credits before calling, then saves the voucher as typed', async () => {
    const server = fakeServer(
      routes({ 'POST /gl/manualvoucher/save': { voucherId: 'v1', voucherNo: 'JV691100001', status: 1 } }),
      ['DOCUMENT', 'DOCUMENT_EDIT'],
    );
    await renderScreen(<GlScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /บันทึกใบสำคัญทั่วไป/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(document.getElementById('journalVoucher_description')!, {
      target: { value: 'ตั้งค่ารักษาความปลอดภัยค้างจ่าย' },
    });
    await chooseAccount(0, '[5110] - ค่าบริการรักษาความปลอดภัย');
    await chooseAccount(1, '[2120] - ค่าใช้จ่ายค้างจ่าย');
    amount('journalVoucher_lines_0_debit', '12500.75');
    amount('journalVoucher_lines_1_credit', '12500');
    await within(drawer).findByText(/เดบิต 12,500.75 · เครดิต 12,500.00/);
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึกและส่งอนุมัติ/ }));
    expect(
      (await within(drawer).findAllByText(ruleMessage('th', 'debitCreditNotEqual'))).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('POST', '/gl/manualvoucher/save')).toHaveLength(0);

    amount('journalVoucher_lines_1_credit', '12500.75');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึกและส่งอนุมัติ/ }));
    await waitFor(() => expect(server.callsTo('POST', '/gl/manualvoucher/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/gl/manualvoucher/save')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      voucherDate: dayjs().format('YYYY-MM-DD'),
      description: 'ตั้งค่ารักษาความปลอดภัยค้างจ่าย',
      lines: [
        { accountCode: '5110', debit: '12500.75' },
        { accountCode: '2120', credit: '12500.75' },
      ],
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('บันทึกใบสำคัญทั่วไป JV691100001 และส่งอนุมัติแล้ว'));
  });

  it('has no new-voucher button without the edit right', async () => {
    fakeServer(routes(), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    await screen.findAllByText('JV691000003');
    expect(screen.queryByRole('button', { name: /บันทึกใบสำคัญทั่วไป/ })).toBeNull();
  });

  it("shows a voucher's own state in the entry's drawer and cancels it with a reason", async () => {
    const server = fakeServer(
      routes({
        'PUT /gl/manualvoucher/cancel': {
          voucherId: voucher.voucherId,
          voucherNo: voucher.voucherNo,
          status: 3,
        },
      }),
      ['DOCUMENT', 'DOCUMENT_EDIT'],
    );
    await renderScreen(<GlScreen />);
    fireEvent.click((await screen.findAllByText('ตั้งค่ารักษาความปลอดภัยค้างจ่าย'))[0]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('อนุมัติแล้ว')).toBeTruthy();
    fireEvent.click(drawer.querySelector('#cancel-voucher')!);
    const confirm = await waitFor(() => document.getElementById('cancel-voucher-confirm')!);
    expect(await screen.findByText(/บันทึกรายการกลับรายการ/)).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('กรุณาระบุเหตุผล')).toBeTruthy();
    expect(server.callsTo('PUT', '/gl/manualvoucher/cancel')).toHaveLength(0);
    fireEvent.change(document.getElementById('cancelVoucher_reason') as HTMLTextAreaElement, {
      target: { value: 'บันทึกซ้ำ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.callsTo('PUT', '/gl/manualvoucher/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/gl/manualvoucher/cancel')[0]?.body).toMatchObject({
      voucherNo: 'JV691000003',
      reason: 'บันทึกซ้ำ',
    });
  });
});
