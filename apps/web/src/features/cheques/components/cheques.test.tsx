import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  ruleMessage,
  type ChequeDetail,
  type ChequeImportResult,
  type ChequeImportRow,
  type ChequeRow,
} from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showSaved, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { ChequesScreen } from './cheques-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showSaved: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../../lib/http/download', () => ({ saveBinary: vi.fn(), openBinary: vi.fn() }));

const EDIT = ['CHEQUE', 'CHEQUE_EDIT'] as const;
const ON_HAND_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const PASSED_ID = '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82';
const IMPORT_ID = '7d0f8a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const UNUSED_ID = '2c5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84';
const ISSUED_ID = '3c5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a85';

function row(extra: Partial<ChequeRow>): ChequeRow {
  return {
    id: ON_HAND_ID,
    chequeId: ON_HAND_ID,
    chequeNo: '12345678',
    chequeType: 1,
    direction: 'RECEIVED',
    status: 'ON_HAND',
    chequeDate: '2026-03-02',
    bankCode: '002',
    bankName: 'ธนาคารกรุงเทพ',
    branchCode: '0001',
    bankBranchDesc: 'สำนักงานใหญ่สีลม',
    payerName: 'สมชาย ใจดี',
    amount: '5000.00',
    grandTotal: '5000.00',
    balance: '3800.00',
    accountCode: null,
    bookNo: null,
    remark: null,
    depositedAt: null,
    passedAt: null,
    returnedAt: null,
    statusReason: null,
    createdDate: '2026-03-02T02:00:00.000Z',
    ...extra,
  };
}
const onHand = row({});
const passed = row({
  id: PASSED_ID,
  chequeId: PASSED_ID,
  chequeNo: '87654321',
  status: 'PASSED',
  passedAt: '2026-03-06',
  balance: '0.00',
});

/** On hand and unused (balance = amount): it can still be corrected or cancelled. */
const unused = row({
  id: UNUSED_ID,
  chequeId: UNUSED_ID,
  chequeNo: '55556666',
  amount: '1500.50',
  balance: '1500.50',
  remark: 'ค่าส่วนกลาง',
});
/** Written by the property on its bank account, unused. */
const issued = row({
  id: ISSUED_ID,
  chequeId: ISSUED_ID,
  chequeNo: '77778888',
  chequeType: 2,
  direction: 'ISSUED',
  payerName: 'บริษัท รักษาความปลอดภัย จำกัด',
  amount: '32100.00',
  balance: '32100.00',
  accountCode: '1112-01',
  bookNo: 'B-12',
});

const detail: ChequeDetail = {
  ...onHand,
  receipts: [
    {
      receiptId: '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83',
      receiptNo: 'RC690300001',
      receiptDate: '2026-03-03',
      status: 'ISSUED',
      unitCode: 'A0105',
      customerName: 'สมชาย ใจดี',
      payAmount: '1200.00',
    },
  ],
  journals: [],
};

const banks = [
  {
    bankCode: '002',
    bankName: 'ธนาคารกรุงเทพ',
    bankNameTh: 'ธนาคารกรุงเทพ',
    bankNameEn: 'Bangkok Bank',
    shortName: 'BBL',
    swiftCode: 'BKKBTHBK',
  },
];
const branches = [
  {
    bankCode: '002',
    branchCode: '0001',
    branchName: 'สำนักงานใหญ่สีลม',
    branchNameTh: 'สำนักงานใหญ่สีลม',
    branchNameEn: 'Silom Head Office',
  },
];

const routes = {
  'POST /masterdata/cheques/search': [onHand, passed, unused, issued],
  [`GET /masterdata/cheques/${ON_HAND_ID}`]: detail,
  'GET /banks': banks,
  'GET /branches': branches,
};

const help = (id: string) => document.getElementById(`${id}_help`)?.textContent ?? '';
const fill = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('cheques', () => {
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

  it('lists cheques with Thai dates and status, offers the actions each status allows, and searches by number', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ChequesScreen />);
    expect(await screen.findByText('12345678')).toBeTruthy();
    expect(screen.getAllByText('02/03/2569').length).toBeGreaterThan(0);
    expect(screen.getAllByText('5,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('3,800.00')).toBeTruthy();
    expect(within(rowOf('12345678')).getByText('เช็คในมือ')).toBeTruthy();

    const first = rowOf('12345678');
    expect(within(first).getByRole('button', { name: 'นำฝาก เช็คเลขที่ 12345678' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'เช็คผ่าน เลขที่ 12345678' })).toBeTruthy();
    // Receipts used 1,200.00 of it: it can no longer be corrected or cancelled (the server would refuse).
    expect(within(first).queryByRole('button', { name: 'ยกเลิก เช็คเลขที่ 12345678' })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'แก้ไข เช็คเลขที่ 12345678' })).toBeNull();
    expect(within(first).queryByRole('button', { name: /เช็คคืน/ })).toBeNull();
    expect(
      within(rowOf('55556666'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'แก้ไข เช็คเลขที่ 55556666',
      'นำฝาก เช็คเลขที่ 55556666',
      'เช็คผ่าน เลขที่ 55556666',
      'ยกเลิก เช็คเลขที่ 55556666',
    ]);
    const second = rowOf('87654321');
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['เช็คคืน เลขที่ 87654321']);

    fireEvent.change(screen.getByLabelText('เลขที่เช็ค'), { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/cheques/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/masterdata/cheques/search')[1]?.body).toMatchObject({
      lang: 'TH',
      propertyCode: 'P001',
      chequeNo: '1234',
      pageSize: 20,
    });
  });

  it('opens a cheque with the receipts that used it', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<ChequesScreen />);
    fireEvent.click(await screen.findByText('12345678'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('RC690300001')).toBeTruthy();
    expect(within(drawer).getByText('1,200.00')).toBeTruthy();
    expect(within(drawer).getByText('ยังไม่มีการบันทึกบัญชี')).toBeTruthy();
  });

  it('a new received cheque: catalogue messages, branch waits for the bank, balance follows the amount', async () => {
    const server = fakeServer(
      { ...routes, 'POST /masterdata/cheque/create': row({ chequeNo: '11112222' }) },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /สร้างเช็ค/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('chequeReceived_chequeNo')).toBe(ruleMessage('th', 'required')));
    expect(help('chequeReceived_chequeBankId')).toBe(ruleMessage('th', 'required'));
    expect(help('chequeReceived_payerName')).toBe(ruleMessage('th', 'required'));
    expect(help('chequeReceived_chequeAmount')).toBe(ruleMessage('th', 'required'));

    fill('chequeReceived_chequeNo', '1234');
    await waitFor(() => expect(help('chequeReceived_chequeNo')).toBe(ruleMessage('th', 'chequeNoDigits')));
    fill('chequeReceived_chequeAmount', '0.5');
    await waitFor(() =>
      expect(help('chequeReceived_chequeAmount')).toBe(ruleMessage('th', 'min_value', { min: '1.00' })),
    );
    fill('chequeReceived_chequeAmount', '2500');
    await waitFor(() => expect(help('chequeReceived_chequeAmount')).toBe(''));
    // A new cheque is unused: its balance is its amount, worked out by the server, neither asked nor sent.
    expect(document.getElementById('chequeReceived_chequeBalance')).toBeNull();
    expect(server.callsTo('POST', '/masterdata/cheque/create')).toHaveLength(0);

    const branch = () => document.getElementById('chequeReceived_chequeBankBranchId') as HTMLInputElement;
    expect(branch().closest('.ant-select')?.className).toContain('ant-select-disabled');
    fireEvent.mouseDown(document.getElementById('chequeReceived_chequeBankId') as HTMLElement);
    fireEvent.click(await screen.findByTitle('BBL - ธนาคารกรุงเทพ'));
    await waitFor(() =>
      expect(branch().closest('.ant-select')?.className).not.toContain('ant-select-disabled'),
    );
    fireEvent.mouseDown(branch());
    fireEvent.click(await screen.findByTitle('0001 - สำนักงานใหญ่สีลม'));
    fill('chequeReceived_chequeNo', '11112222');
    fill('chequeReceived_payerName', 'สมหญิง รักดี');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/cheque/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/masterdata/cheque/create')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      chequeNo: '11112222',
      chequeDate: dayjs().format('YYYY-MM-DD'),
      chequeBankId: '002',
      chequeBankBranchId: '0001',
      payerName: 'สมหญิง รักดี',
      chequeAmount: 2500,
      chequeType: 1,
      remark: null,
    });
    await waitFor(() => expect(showSaved).toHaveBeenCalledWith('บันทึกเช็คเลขที่ 11112222 เรียบร้อย'));
    expect(showSuccess).not.toHaveBeenCalled();
  }, 60_000);

  it('deposits a cheque after a confirmation, with the date', async () => {
    const server = fakeServer(
      { ...routes, 'PUT /masterdata/cheques/send': row({ status: 'DEPOSITED' }) },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    await screen.findByText('12345678');
    fireEvent.click(within(rowOf('12345678')).getByRole('button', { name: 'นำฝาก เช็คเลขที่ 12345678' }));
    const panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('button', { name: 'นำฝาก' }));
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/cheques/send')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledTimes(1);
    expect(server.callsTo('PUT', '/masterdata/cheques/send')[0]?.body).toMatchObject({
      chequeId: ON_HAND_ID,
      date: dayjs().format('YYYY-MM-DD'),
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('บันทึกการนำฝากเช็คเลขที่ 12345678 เรียบร้อย'));
  });

  it('a returned cheque needs a reason and goes to the second service; a refusal shows its message', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /api/v1/cheque/reset': errorReply(409, {
          message: 'ไม่สามารถยกเลิกใบเสร็จรับเงินที่ใช้เช็คนี้ได้',
          code: 'CH013',
        }),
      },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    await screen.findByText('87654321');
    fireEvent.click(within(rowOf('87654321')).getByRole('button', { name: 'เช็คคืน เลขที่ 87654321' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText(/ใบเสร็จรับเงินที่ชำระด้วยเช็คนี้จะถูกยกเลิก/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'เช็คคืน' }));
    await waitFor(() => expect(help('chequeAction_reason')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('PUT', '/api/v1/cheque/reset')).toHaveLength(0);
    fill('chequeAction_reason', 'ยอดเงินในบัญชีไม่พอ');
    fireEvent.click(within(panel).getByRole('button', { name: 'เช็คคืน' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/v1/cheque/reset')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/v1/cheque/reset')[0]?.body).toMatchObject({
      chequeId: PASSED_ID,
      reason: 'ยอดเงินในบัญชีไม่พอ',
      date: dayjs().format('YYYY-MM-DD'),
    });
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('corrects an unused received cheque: the form shows it, the balance follows the amount, PUT update', async () => {
    const server = fakeServer(
      {
        ...routes,
        'PUT /masterdata/cheques/update': { ...unused, payerName: 'สมหญิง รักดี', amount: '1600.00' },
      },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    await screen.findByText('55556666');
    fireEvent.click(within(rowOf('55556666')).getByRole('button', { name: 'แก้ไข เช็คเลขที่ 55556666' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('แก้ไขเช็คเลขที่ 55556666')).toBeTruthy();
    // No received/issued switch: a correction keeps the cheque's direction.
    expect(within(drawer).queryByRole('radio')).toBeNull();
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(input('chequeReceived_chequeNo').value).toBe('55556666');
    expect(input('chequeReceived_payerName').value).toBe('สมชาย ใจดี');
    expect(input('chequeReceived_chequeAmount').value).toBe('1,500.50');
    expect(document.getElementById('chequeReceived_chequeBalance')).toBeNull();

    fill('chequeReceived_payerName', 'สมหญิง รักดี');
    fill('chequeReceived_chequeAmount', '1600');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/cheques/update')).toHaveLength(1));
    expect(server.callsTo('PUT', '/masterdata/cheques/update')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      chequeId: UNUSED_ID,
      chequeNo: '55556666',
      chequeDate: '2026-03-02',
      bankCode: '002',
      branchCode: '0001',
      payerName: 'สมหญิง รักดี',
      amount: 1600,
      accountCode: null,
      bookNo: null,
      remark: 'ค่าส่วนกลาง',
    });
    expect(server.callsTo('POST', '/masterdata/cheque/create')).toHaveLength(0);
    await waitFor(() => expect(showSaved).toHaveBeenCalledWith('บันทึกเช็คเลขที่ 55556666 เรียบร้อย'));
    expect(showSuccess).not.toHaveBeenCalled();
  }, 60_000);

  it('corrects an issued cheque on the account of its cheque book', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /masterdata/accounts': [{ accountCode: '1112-01', description: 'เงินฝากธนาคาร - ออมทรัพย์' }],
        'PUT /masterdata/cheques/update': issued,
      },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    await screen.findByText('77778888');
    fireEvent.click(within(rowOf('77778888')).getByRole('button', { name: 'แก้ไข เช็คเลขที่ 77778888' }));
    const drawer = await screen.findByRole('dialog');
    const account = document.getElementById('chequeIssued_accountCode') as HTMLInputElement;
    expect(account.closest('.ant-select')?.className).toContain('ant-select-disabled');
    fill('chequeIssued_bookNo', 'B-13');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/cheques/update')).toHaveLength(1));
    expect(server.callsTo('PUT', '/masterdata/cheques/update')[0]?.body).toMatchObject({
      chequeId: ISSUED_ID,
      accountCode: '1112-01',
      bankCode: '002',
      bookNo: 'B-13',
      payerName: 'บริษัท รักษาความปลอดภัย จำกัด',
      amount: 32100,
    });
  }, 60_000);

  it('is read-only without CHEQUE_EDIT', async () => {
    fakeServer(routes, ['CHEQUE']);
    await renderScreen(<ChequesScreen />);
    await screen.findByText('12345678');
    expect(screen.queryByRole('button', { name: /สร้างเช็ค/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /นำเข้าเช็ค/ })).toBeNull();
    expect(within(rowOf('12345678')).queryAllByRole('button')).toEqual([]);
  });
});

describe('cheque import', () => {
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

  function importRow(rowNo: number, extra: Partial<ChequeImportRow> = {}): ChequeImportRow {
    return {
      rowNo,
      chequeType: '1',
      chequeNo: `6610000${rowNo}`,
      chequeDate: '2026-06-01',
      bankCode: '002',
      branchCode: '0001',
      payerName: 'คุณเอ',
      amount: '1000.00',
      balance: '1000.00',
      accountCode: '',
      bookNo: '',
      remark: '',
      errors: [],
      ...extra,
    };
  }
  function batch(rows: ChequeImportRow[]): ChequeImportResult {
    const errorCount = rows.filter((r) => r.errors.length > 0).length;
    return {
      importId: IMPORT_ID,
      status: errorCount > 0 ? 'FAILED' : 'VALIDATED',
      fileName: 'cheques.csv',
      rowCount: rows.length,
      errorCount,
      totalAmount: '2000.00',
      rows,
    };
  }
  function chooseFile(name: string) {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['chequeType,chequeNo\n'], name, { type: 'text/csv' })] },
    });
  }
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

  it('reviews a file with a bad row: the row and its message, no commit', async () => {
    const bad = batch([
      importRow(2),
      importRow(3, {
        chequeNo: '6610002',
        errors: [
          { column: 'chequeNo', code: 'chequeNoDigits', message: ruleMessage('th', 'chequeNoDigits') },
        ],
      }),
    ]);
    const server = fakeServer({ ...routes, 'POST /cheque/v1/import': bad }, EDIT);
    await renderScreen(<ChequesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /นำเข้าเช็ค/ }));
    await screen.findByRole('dialog');
    chooseFile('cheques.csv');
    expect(await screen.findByText(`chequeNo: ${ruleMessage('th', 'chequeNoDigits')}`)).toBeTruthy();
    expect(screen.getByText('1 จาก 2 รายการไม่ถูกต้อง กรุณาแก้ไขไฟล์แล้วนำเข้าใหม่')).toBeTruthy();
    expect(button('cheque-import-commit').disabled).toBe(true);
    const form = server.callsTo('POST', '/cheque/v1/import')[0]?.init.body as FormData;
    expect((form.get('file') as File).name).toBe('cheques.csv');
    expect(server.callsTo('POST', '/cheque/v1/import/commit')).toHaveLength(0);
  });

  it('commits a good file after a confirmation', async () => {
    const good = batch([importRow(2), importRow(3)]);
    const server = fakeServer(
      {
        ...routes,
        'POST /cheque/v1/import': good,
        'POST /cheque/v1/import/commit': { importId: IMPORT_ID, chequeCount: 2, totalAmount: '2000.00' },
      },
      EDIT,
    );
    await renderScreen(<ChequesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /นำเข้าเช็ค/ }));
    await screen.findByRole('dialog');
    chooseFile('cheques.csv');
    expect(await screen.findByText('ตรวจสอบแล้ว 2 รายการถูกต้องทั้งหมด')).toBeTruthy();
    fireEvent.click(button('cheque-import-commit'));
    await waitFor(() => expect(server.callsTo('POST', '/cheque/v1/import/commit')).toHaveLength(1));
    expect(server.callsTo('POST', '/cheque/v1/import/commit')[0]?.body).toMatchObject({
      importId: IMPORT_ID,
    });
    expect(await screen.findByText('นำเข้าเช็ค 2 รายการเรียบร้อย')).toBeTruthy();
  });

  it('refuses a file type it cannot read without calling the server', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ChequesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /นำเข้าเช็ค/ }));
    await screen.findByRole('dialog');
    chooseFile('cheques.pdf');
    expect(await screen.findByText('ไม่รองรับไฟล์ประเภท pdf')).toBeTruthy();
    expect(server.callsTo('POST', '/cheque/v1/import')).toHaveLength(0);
  });
});
