import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  ruleMessage,
  type BillingRunRow,
  type BillingSummary,
  type BillingTypeRow,
  type MeterRow,
} from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen, type FakeCall } from '../../../lib/settings/test-screen';
import { Component as ExpenseRoute } from '../../../app/routes/views/expense';
import { Component as MeterRoute } from '../../../app/routes/views/meter';
import { ExpenseScreen } from './expense-screen';
import { ExpenseStatusScreen } from './expense-status-screen';
import { checkMeterReading } from './meter-tab';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['EXPENSE', 'EXPENSE_EDIT', 'EXPENSE_STATUS'] as const;
const MONTH = '2026-03';

const water: BillingTypeRow = {
  expenseTypeCode: 'WT',
  expenseTypeDescription: 'ค่าน้ำประปา',
  category: 'WATER',
  calcKind: 'METER',
  billingCycle: 'MONTHLY',
  meterTypeCode: 'WATER',
  meterDigits: null,
  rate: '18.00',
};
const commonFee: BillingTypeRow = {
  expenseTypeCode: 'CF',
  expenseTypeDescription: 'ค่าส่วนกลาง',
  category: 'COMMON_FEE',
  calcKind: 'AREA',
  billingCycle: 'MONTHLY',
  meterTypeCode: null,
  meterDigits: null,
  rate: '40.00',
};

function meter(unitCode: string, previousMeter: string, extra: Partial<MeterRow> = {}): MeterRow {
  return {
    unitCode,
    building: 'A',
    floor: '1',
    meterNo: `W-${unitCode}`,
    previousMeter,
    currentMeter: null,
    using: '0.00',
    rolloverDigits: null,
    updatedDate: null,
    billed: false,
    ...extra,
  };
}

const meters = [
  meter('A-101', '1200.00'),
  meter('A-102', '0.00'),
  meter('A-103', '500.00', { billed: true, currentMeter: '520.00', using: '20.00' }),
];

/** The autosave answers the row as saved: using = current - previous. */
function autosave(call: FakeCall): MeterRow {
  const body = call.body as { unitCode: string; currentMeter: string };
  const row = meters.find((m) => m.unitCode === body.unitCode) ?? meter(body.unitCode, '0.00');
  const using = (Number(body.currentMeter) - Number(row.previousMeter)).toFixed(2);
  return { ...row, currentMeter: body.currentMeter, using, updatedDate: '2026-03-20T03:00:00.000Z' };
}

const routes = {
  'GET /expenses/types': [water, commonFee],
  'GET /expenses/meter': meters,
  'PUT /expenses/autosave': autosave,
};

function currentInput(unit: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: `เลขมิเตอร์ครั้งนี้ของห้อง ${unit}` });
}

function typeReading(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

describe('expenses: meter readings', () => {
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

  it('saves a reading on Enter with the right body, then moves to the next unit', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    expect(server.callsTo('GET', '/expenses/meter')[0]?.query.get('meterTypeCode')).toBe('WATER');
    expect(server.callsTo('GET', '/expenses/meter')[0]?.query.get('month')).toBe(MONTH);

    const a101 = currentInput('A-101');
    typeReading(a101, '1,250');
    fireEvent.keyDown(a101, { key: 'Enter' });

    await waitFor(() => expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(1));
    expect(server.callsTo('PUT', '/expenses/autosave')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      month: MONTH,
      meterTypeCode: 'WATER',
      unitCode: 'A-101',
      currentMeter: '1250.00',
      meterNo: 'W-A-101',
    });
    // Enter goes to the next unit's reading, so a floor is typed in one go.
    expect(document.activeElement).toBe(currentInput('A-102'));
    await screen.findByLabelText('บันทึกแล้ว');
    expect(screen.getByText('50.00')).toBeTruthy();
    expect(currentInput('A-101').value).toBe('1,250.00');
  });

  it('refuses a reading below the previous one with the catalogue message, without saving', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const a101 = currentInput('A-101');
    typeReading(a101, '1100');
    fireEvent.blur(a101);
    const message = ruleMessage('th', 'meterGreaterThanPrevious', { previous: '1,200.00' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toContain('1,200.00');
    expect(currentInput('A-101').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(0);
  });

  it('turns a negative reading into 0', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const a102 = currentInput('A-102');
    typeReading(a102, '-35');
    fireEvent.blur(a102);
    await waitFor(() => expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(1));
    expect(server.callsTo('PUT', '/expenses/autosave')[0]?.body).toMatchObject({
      unitCode: 'A-102',
      currentMeter: '0.00',
    });
    expect(checkMeterReading('-5', '0.00', 'th')).toEqual({ ok: true, currentMeter: '0.00' });
    expect(checkMeterReading('-5', '10.00', 'en')).toMatchObject({
      ok: false,
      error: ruleMessage('en', 'meterGreaterThanPrevious', { previous: '10.00' }),
    });
    expect(checkMeterReading('', '10.00', 'th')).toEqual({ ok: true, currentMeter: null });
    expect(checkMeterReading('12.345', '10.00', 'th')).toMatchObject({
      ok: false,
      error: ruleMessage('th', 'decimal', { decimals: 2 }),
    });
  });

  it('keeps billed units and users without EXPENSE_EDIT read-only', async () => {
    fakeServer(routes, ['EXPENSE']);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    expect(currentInput('A-101').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /นำเข้าเลขมิเตอร์/ })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();
    fakeServer(routes, EDIT);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    expect(currentInput('A-101').disabled).toBe(false);
    expect(currentInput('A-103').disabled).toBe(true);
    expect(screen.getAllByText('ออกใบแจ้งหนี้แล้ว').length).toBeGreaterThan(0);
  });

  it('has its own screen at /views/meter with the same table, rights and month link', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<MeterRoute />, { path: '/views/meter', url: `/views/meter?month=${MONTH}` });
    expect(await screen.findByRole('heading', { name: 'บันทึกเลขมิเตอร์' })).toBeTruthy();
    await screen.findByText('1,200.00');
    expect(server.callsTo('GET', '/expenses/meter')[0]?.query.get('month')).toBe(MONTH);
    // Only the readings: no factor or billing-run tabs.
    expect(screen.queryByRole('tab')).toBeNull();
    const a101 = currentInput('A-101');
    typeReading(a101, '1,230');
    fireEvent.keyDown(a101, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(1));
    expect(server.callsTo('PUT', '/expenses/autosave')[0]?.body).toMatchObject({
      month: MONTH,
      unitCode: 'A-101',
      currentMeter: '1230.00',
    });
    cleanup();
    vi.unstubAllGlobals();

    fakeServer(routes, ['EXPENSE']);
    await inLanguage('en');
    await renderScreen(<MeterRoute />, { path: '/views/meter', url: `/views/meter?month=${MONTH}` });
    expect(await screen.findByRole('heading', { name: 'Meter Readings' })).toBeTruthy();
    await screen.findByText('1,200.00');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /A-101/ }).disabled).toBe(true);
  });

  it('asks the clerk to confirm a rollover of a meter with digits, then saves it confirmed', async () => {
    const message =
      'เลขมิเตอร์น้อยกว่าครั้งก่อน (1,200.00) แสดงว่ามิเตอร์ 4 หลักวนกลับเริ่มนับใหม่ ใช้ไป 8,815.00 หน่วย กรุณายืนยัน';
    const server = fakeServer(
      {
        ...routes,
        'GET /expenses/types': [{ ...water, meterDigits: 4 }, commonFee],
        'PUT /expenses/autosave': (call: FakeCall) =>
          (call.body as { confirmed?: boolean }).confirmed
            ? { ...meters[0]!, currentMeter: '15.00', using: '8815.00', rolloverDigits: 4 }
            : errorReply(409, {
                message: 'เลขมิเตอร์นี้ต้องได้รับการยืนยันก่อนบันทึก',
                code: 'EX008',
                fields: [{ path: 'currentMeter', rule: 'meterRollover', message }],
              }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const a101 = currentInput('A-101');
    typeReading(a101, '15');
    fireEvent.keyDown(a101, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(2));
    expect(confirmCustom).toHaveBeenCalledWith('ยืนยันเลขมิเตอร์ของห้อง A-101', message);
    expect(
      server.callsTo('PUT', '/expenses/autosave').map((c) => (c.body as { confirmed?: boolean }).confirmed),
    ).toEqual([undefined, true]);
    expect(await screen.findByText('มิเตอร์วนรอบ (4 หลัก)')).toBeTruthy();
    expect(screen.getByText('8,815.00')).toBeTruthy();
  });

  it('keeps a reading to confirm unsaved, with what the server said, when the clerk does not confirm', async () => {
    vi.mocked(confirmCustom).mockResolvedValueOnce(false);
    const message = 'ใช้ไป 500.00 หน่วย มากกว่า 5 เท่าของค่าเฉลี่ย 6 เดือนที่ผ่านมา (20.00) กรุณายืนยัน';
    const server = fakeServer(
      {
        ...routes,
        'PUT /expenses/autosave': errorReply(409, {
          message: 'เลขมิเตอร์นี้ต้องได้รับการยืนยันก่อนบันทึก',
          code: 'EX008',
          fields: [{ path: 'currentMeter', rule: 'meterUsageAboveAverage', message }],
        }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const a101 = currentInput('A-101');
    typeReading(a101, '1700');
    fireEvent.keyDown(a101, { key: 'Enter' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.callsTo('PUT', '/expenses/autosave')).toHaveLength(1);
    expect(a101.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows why a reading of a month after the next billing month is refused', async () => {
    const message = 'บันทึกเลขมิเตอร์ได้ไม่เกินเดือนที่จะออกใบแจ้งหนี้ถัดไป (02/2569)';
    fakeServer(
      {
        ...routes,
        'PUT /expenses/autosave': errorReply(400, {
          message: 'บันทึกเลขมิเตอร์ได้ไม่เกินเดือนที่จะออกใบแจ้งหนี้ถัดไป',
          code: 'EX009',
          fields: [{ path: 'month', rule: 'meterMonthAfterNextBilling', message }],
        }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const a101 = currentInput('A-101');
    typeReading(a101, '1250');
    fireEvent.keyDown(a101, { key: 'Enter' });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(confirmCustom).not.toHaveBeenCalled();
  });

  it('lets a reading below the previous through only when the meter can roll over past it', () => {
    expect(checkMeterReading('15', '9990.00', 'en', 4)).toEqual({ ok: true, currentMeter: '15.00' });
    // 10,000 does not fit 4 digits: not a rollover.
    expect(checkMeterReading('15', '10000.00', 'en', 4)).toMatchObject({ ok: false });
    expect(checkMeterReading('15', '9990.00', 'en')).toMatchObject({ ok: false });
  });

  it('lists the readings to confirm of an import and imports the file again confirmed', async () => {
    const rows = [
      {
        rowNo: 2,
        unitCode: 'A-101',
        currentMeter: '15',
        errors: [],
        confirm: ['มิเตอร์วนรอบ ใช้ไป 8,815.00 หน่วย'],
      },
    ];
    const server = fakeServer(
      {
        ...routes,
        'POST /expenses/meter': (call: FakeCall) =>
          (call.body as FormData).get('confirmed') === 'Y'
            ? { saved: 1, rows, errorCount: 0, confirmCount: 1 }
            : errorReply(409, {
                message: 'เลขมิเตอร์นี้ต้องได้รับการยืนยันก่อนบันทึก',
                code: 'EX008',
                data: { saved: 0, rows, errorCount: 0, confirmCount: 1 },
              }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [new File(['unitCode,currentMeter\nA-101,15\n'], 'meters.csv', { type: 'text/csv' })],
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('มิเตอร์วนรอบ ใช้ไป 8,815.00 หน่วย')).toBeTruthy();
    expect(within(dialog).getByText(/มี 1 รายการที่มิเตอร์วนรอบหรือใช้มากผิดปกติ/)).toBeTruthy();
    fireEvent.click(document.getElementById('meter-import-confirm')!);
    await waitFor(() => expect(server.callsTo('POST', '/expenses/meter')).toHaveLength(2));
    expect((server.callsTo('POST', '/expenses/meter')[0]?.body as FormData).get('confirmed')).toBeNull();
    expect((server.callsTo('POST', '/expenses/meter')[1]?.body as FormData).get('confirmed')).toBe('Y');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists every bad row of a refused import and says nothing was saved', async () => {
    const rows = [
      { rowNo: 2, unitCode: 'A-101', currentMeter: '1250', errors: [] },
      { rowNo: 3, unitCode: 'Z-999', currentMeter: '10', errors: ['ไม่พบห้องชุด'] },
    ];
    const server = fakeServer(
      {
        ...routes,
        'POST /expenses/meter': errorReply(400, {
          message: 'ไฟล์มีรายการที่ไม่ถูกต้อง ไม่ได้บันทึกข้อมูลใด ๆ',
          code: 'EX004',
          data: { saved: 0, rows, errorCount: 1 },
        }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    await screen.findByText('1,200.00');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['unitCode,currentMeter\nA-101,1250\nZ-999,10\n'], 'meters.csv', {
      type: 'text/csv',
    });
    fireEvent.change(input, { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('ไม่พบห้องชุด')).toBeTruthy();
    expect(within(dialog).getByText(/ระบบยังไม่ได้บันทึกข้อมูลใด ๆ/)).toBeTruthy();
    expect(within(dialog).getByText('Z-999')).toBeTruthy();
    const sent = server.callsTo('POST', '/expenses/meter')[0];
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('month')).toBe(MONTH);
    expect(form.get('meterTypeCode')).toBe('WATER');
    expect((form.get('file') as File).name).toBe('meters.csv');
  });
});

const summary: BillingSummary = {
  month: MONTH,
  units: [
    {
      unitCode: 'A-101',
      customerCode: 'C00001',
      customerName: 'สมชาย ใจดี',
      grandTotal: '1500.00',
      charges: [
        {
          expenseTypeCode: 'CF',
          expenseTypeDescription: 'ค่าส่วนกลาง',
          billingStart: MONTH,
          billingEnd: MONTH,
          quantity: '35.50',
          amountExcludeVat: '1420.00',
          vat: '0.00',
          grandTotal: '1420.00',
          billed: false,
        },
        {
          expenseTypeCode: 'WT',
          expenseTypeDescription: 'ค่าน้ำประปา',
          billingStart: MONTH,
          billingEnd: MONTH,
          quantity: '5.00',
          amountExcludeVat: '80.00',
          vat: '0.00',
          grandTotal: '80.00',
          billed: false,
        },
      ],
    },
    {
      unitCode: 'A-102',
      customerCode: 'C00002',
      customerName: 'สมหญิง รักดี',
      grandTotal: '1500.00',
      charges: [
        {
          expenseTypeCode: 'CF',
          expenseTypeDescription: 'ค่าส่วนกลาง',
          billingStart: MONTH,
          billingEnd: MONTH,
          quantity: '35.50',
          amountExcludeVat: '1500.00',
          vat: '0.00',
          grandTotal: '1500.00',
          billed: false,
        },
      ],
    },
  ],
  byExpenseType: [
    { expenseTypeCode: 'CF', expenseTypeDescription: 'ค่าส่วนกลาง', unitCount: 2, grandTotal: '2920.00' },
    { expenseTypeCode: 'WT', expenseTypeDescription: 'ค่าน้ำประปา', unitCount: 1, grandTotal: '80.00' },
  ],
  unitCount: 2,
  grandTotal: '3000.00',
  warnings: [{ code: 'MISSING_METER', unitCode: 'A-102', detail: 'WATER' }],
};

function run(extra: Partial<BillingRunRow>): BillingRunRow {
  return {
    runId: '6f1c2b8e-2f4b-4c61-9d0e-1b2c3d4e5f60',
    month: MONTH,
    invoiceDate: dayjs().format('YYYY-MM-DD'),
    dueDate: dayjs().add(15, 'day').format('YYYY-MM-DD'),
    status: 'RUNNING',
    done: 0,
    unitCount: 2,
    invoiceCount: 0,
    grandTotal: '0.00',
    warningCount: 0,
    error: null,
    createdBy: 'นภา บัญชี',
    createdDate: '2026-03-20T03:00:00.000Z',
    finishedDate: null,
    ...extra,
  };
}

/** DD/MM/BBBB as typed on a Thai screen. */
function thaiDate(date: dayjs.Dayjs): string {
  return `${date.format('DD/MM/')}${date.year() + 543}`;
}

async function typeDate(id: string, date: dayjs.Dayjs) {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: thaiDate(date) } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(input.value).toBe(thaiDate(date)));
}

describe('expenses: preview and billing run', () => {
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

  it('checks the dates, starts the run, polls its progress and shows the result', async () => {
    let polls = 0;
    const server = fakeServer(
      {
        ...routes,
        'GET /expenses/summary': summary,
        'POST /expenses/apply': run({}),
        'GET /expenses/apply': () => {
          polls += 1;
          return polls === 1
            ? run({ done: 1 })
            : run({
                status: 'DONE',
                done: 2,
                invoiceCount: 2,
                grandTotal: '3000.00',
                warningCount: 1,
                finishedDate: '2026-03-20T03:00:05.000Z',
              });
        },
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'สรุปและสร้างใบแจ้งหนี้' }));
    fireEvent.click(await screen.findByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await screen.findByText('3,000.00')).toBeTruthy();
    expect(screen.getByText(/ยังไม่ได้บันทึกเลขมิเตอร์ A-102/)).toBeTruthy();

    fireEvent.click(document.getElementById('summary-apply') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    // Due before the invoice date: refused with the catalogue message, nothing started.
    await typeDate('apply_dueDate', dayjs().subtract(1, 'day'));
    fireEvent.click(within(dialog).getByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    await waitFor(() =>
      expect(document.getElementById('apply_dueDate_help')?.textContent).toBe(
        ruleMessage('th', 'invoiceDateAfterDueDate'),
      ),
    );
    expect(server.callsTo('POST', '/expenses/apply')).toHaveLength(0);

    const due = dayjs().add(15, 'day');
    await typeDate('apply_dueDate', due);
    // A unit has no reading: the run asks what to do with it (the choices: the next test).
    fireEvent.click(within(dialog).getByRole('radio', { name: 'คิดค่าขั้นต่ำของประเภทค่าใช้จ่าย' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    await waitFor(() => expect(server.callsTo('POST', '/expenses/apply')).toHaveLength(1));
    expect(server.callsTo('POST', '/expenses/apply')[0]?.body).toMatchObject({
      month: MONTH,
      invoiceDate: dayjs().format('YYYY-MM-DD'),
      dueDate: due.format('YYYY-MM-DD'),
      missingMeter: 'MINIMUM',
    });

    expect(await screen.findByText('กำลังสร้างใบแจ้งหนี้... 1/2 ห้องชุด')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // Done, but not "complete" while something is left to check.
    expect(
      await screen.findByText('สร้างใบแจ้งหนี้เสร็จ 2 ฉบับ ยอดรวม 3,000.00 บาท มีคำเตือน 1 รายการที่ต้องตรวจสอบ'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ดูใบแจ้งหนี้รอบบิล 03/2569' });
    expect(link.getAttribute('href')).toBe('/views/invoice?billingMonth=2026-03');
    expect(server.callsTo('GET', '/expenses/apply')[0]?.query.get('runId')).toBe(run({}).runId);
    const pollsAtEnd = polls;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(polls).toBe(pollsAtEnd);
  }, 60_000);

  it('asks what to do with units without a reading: nothing starts unanswered or on stop', async () => {
    const server = fakeServer(
      { ...routes, 'GET /expenses/summary': summary, 'POST /expenses/apply': run({}) },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'สรุปและสร้างใบแจ้งหนี้' }));
    fireEvent.click(await screen.findByRole('button', { name: /ดูตัวอย่าง/ }));
    await screen.findByText('3,000.00');
    fireEvent.click(document.getElementById('summary-apply') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await typeDate('apply_dueDate', dayjs().add(15, 'day'));
    expect(within(dialog).getByText('1 ห้องชุดยังไม่มีเลขมิเตอร์ของเดือนนี้ จะทำอย่างไรกับห้องชุดเหล่านี้')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    await waitFor(() =>
      expect(document.getElementById('apply_missingMeter_help')?.textContent).toBe(
        ruleMessage('th', 'required'),
      ),
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'หยุด บันทึกเลขมิเตอร์ก่อน' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /สร้างใบแจ้งหนี้/ })
          .hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(document.getElementById('apply-stopped')).toBeTruthy();
    expect(server.callsTo('POST', '/expenses/apply')).toHaveLength(0);
  }, 60_000);

  it('says when a run failed and that nothing was created', async () => {
    fakeServer(
      {
        ...routes,
        'GET /expenses/summary': summary,
        'POST /expenses/apply': run({}),
        'GET /expenses/apply': run({ status: 'FAILED', error: 'GL001' }),
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'สรุปและสร้างใบแจ้งหนี้' }));
    fireEvent.click(await screen.findByRole('button', { name: /ดูตัวอย่าง/ }));
    await screen.findByText('3,000.00');
    fireEvent.click(document.getElementById('summary-apply') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await typeDate('apply_dueDate', dayjs().add(10, 'day'));
    fireEvent.click(within(dialog).getByRole('radio', { name: /ออกใบแจ้งหนี้โดยไม่มีรายการมิเตอร์/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /สร้างใบแจ้งหนี้/ }));
    expect(await screen.findByText('สร้างใบแจ้งหนี้ไม่สำเร็จ ระบบยังไม่ได้สร้างใบแจ้งหนี้ใด ๆ')).toBeTruthy();
    expect(screen.getByText('งวดบัญชีนี้ปิดแล้ว')).toBeTruthy();
  }, 60_000);

  it("names the expense types in the screen's language, as the server gives them", async () => {
    await inLanguage('en');
    storeLang('en');
    const english: Record<string, string> = { ค่าส่วนกลาง: 'Common fee', ค่าน้ำประปา: 'Water' };
    const inEnglish = <T extends { expenseTypeDescription: string }>(row: T): T => ({
      ...row,
      expenseTypeDescription: english[row.expenseTypeDescription] ?? row.expenseTypeDescription,
    });
    const server = fakeServer(
      {
        ...routes,
        'GET /expenses/summary': (call: FakeCall) =>
          call.query.get('lang') !== 'EN'
            ? summary
            : {
                ...summary,
                units: summary.units.map((u) => ({ ...u, charges: u.charges.map(inEnglish) })),
                byExpenseType: summary.byExpenseType.map(inEnglish),
              },
      },
      EDIT,
    );
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Summary and invoices' }));
    fireEvent.click(await screen.findByRole('button', { name: /Preview/ }));
    expect(await screen.findByText('Common fee')).toBeTruthy();
    expect(screen.getByText('Water')).toBeTruthy();
    // A unit's charges, opened.
    fireEvent.click(screen.getAllByRole('button', { name: /expand/i })[0]!);
    expect(await screen.findAllByText('Common fee')).toHaveLength(2);
    expect(screen.getAllByText('Water')).toHaveLength(2);
    const thai = screen.getAllByRole('cell').filter((c) => /ค่าส่วนกลาง|ค่าน้ำประปา/.test(c.textContent));
    expect(thai).toEqual([]);
    expect(server.callsTo('GET', '/expenses/summary')[0]?.query.get('lang')).toBe('EN');
    await inLanguage('th');
  });

  it('says "already billed" when the preview has nothing left to bill', async () => {
    const billed: BillingSummary = {
      ...summary,
      units: summary.units.map((unit) => ({
        ...unit,
        grandTotal: '0.00',
        charges: unit.charges.map((charge) => ({ ...charge, billed: true })),
      })),
      byExpenseType: [],
      unitCount: 0,
      grandTotal: '0.00',
      warnings: [],
    };
    fakeServer({ ...routes, 'GET /expenses/summary': billed }, EDIT);
    await renderScreen(<ExpenseScreen initialMonth={MONTH} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'สรุปและสร้างใบแจ้งหนี้' }));
    fireEvent.click(await screen.findByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await screen.findByText('รอบบิล 03/2569 ออกใบแจ้งหนี้ครบแล้ว ไม่มีรายการที่ต้องเรียกเก็บเพิ่ม')).toBeTruthy();
    expect((document.getElementById('summary-apply') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('expense status', () => {
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

  it('lists the billing runs with Thai months, status and totals, and filters by status', async () => {
    const server = fakeServer(
      {
        'GET /expenses/status/invoice': [
          run({ status: 'DONE', done: 2, invoiceCount: 2, grandTotal: '3000.00' }),
          run({
            runId: '7f1c2b8e-2f4b-4c61-9d0e-1b2c3d4e5f61',
            month: '2026-02',
            status: 'FAILED',
            error: 'GL001',
          }),
        ],
      },
      ['EXPENSE_STATUS'],
    );
    await renderScreen(<ExpenseStatusScreen />);
    expect(await screen.findByText('3,000.00')).toBeTruthy();
    expect(screen.getByText('03/2569')).toBeTruthy();
    expect(screen.getByText('02/2569')).toBeTruthy();
    expect(screen.getByText('เสร็จสิ้น')).toBeTruthy();
    expect(screen.getByText('ไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByText('งวดบัญชีนี้ปิดแล้ว')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2' }).getAttribute('href')).toBe(
      '/views/invoice?billingMonth=2026-03',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'สถานะ' }));
    fireEvent.click(await screen.findByTitle('ไม่สำเร็จ'));
    fireEvent.click(screen.getByRole('button', { name: /ค้นหา/ }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/expenses/status/invoice').at(-1)?.query.get('status')).toBe('FAILED'),
    );
  });

  it('shows a run a restart stopped in Thai and in English, with a link to bill its month again', async () => {
    fakeServer(
      {
        'GET /expenses/status/invoice': [
          run({ month: '2026-02', status: 'FAILED', error: 'EX006' }),
          run({ runId: '7f1c2b8e-2f4b-4c61-9d0e-1b2c3d4e5f61', status: 'FAILED', error: 'GL001' }),
        ],
      },
      ['EXPENSE_STATUS'],
    );
    await renderScreen(<ExpenseStatusScreen />);
    expect(
      await screen.findByText(
        'การสร้างใบแจ้งหนี้ถูกหยุดเพราะระบบเริ่มทำงานใหม่ ไม่มีใบแจ้งหนี้ใดถูกสร้าง กรุณาสร้างใบแจ้งหนี้ของเดือนนี้อีกครั้ง',
      ),
    ).toBeTruthy();
    expect(screen.getByText('งวดบัญชีนี้ปิดแล้ว')).toBeTruthy();
    expect(screen.queryByText('EX006')).toBeNull();
    // Only the interrupted run links to its month's billing.
    const again = screen.getAllByRole('link', { name: 'สร้างใบแจ้งหนี้ของเดือนนี้อีกครั้ง' });
    expect(again.map((a) => a.getAttribute('href'))).toEqual(['/views/expense?month=2026-02']);

    await inLanguage('en');
    expect(
      await screen.findByText(
        "The billing run was stopped by a server restart and billed nothing. Run this month's billing again.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('This accounting period is closed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bill this month again' }).getAttribute('href')).toBe(
      '/views/expense?month=2026-02',
    );
  });

  it('opens the billing screen on the month of the link', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /expenses/status/invoice': [run({ month: '2026-02', status: 'FAILED', error: 'EX006' })],
      },
      EDIT,
    );
    await renderScreen(<ExpenseStatusScreen />, {
      path: '/views/expense-status',
      extraRoutes: [{ path: '/views/expense', element: <ExpenseRoute /> }],
    });
    fireEvent.click(await screen.findByRole('link', { name: 'สร้างใบแจ้งหนี้ของเดือนนี้อีกครั้ง' }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/expenses/meter').at(-1)?.query.get('month')).toBe('2026-02'),
    );
  });

  it('shows the text of a run failed before the codes as it was stored', async () => {
    fakeServer({ 'GET /expenses/status/invoice': [run({ status: 'FAILED', error: 'could not connect' })] }, [
      'EXPENSE_STATUS',
    ]);
    await renderScreen(<ExpenseStatusScreen />);
    expect(await screen.findByText('could not connect')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'สร้างใบแจ้งหนี้ของเดือนนี้อีกครั้ง' })).toBeNull();
  });
});
