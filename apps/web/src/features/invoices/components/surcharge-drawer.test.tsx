import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { bangkokToday, dayAfter, ruleMessage, type SurchargePreview } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showError, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen, type FakeCall } from '../../../lib/settings/test-screen';
import { InvoicesScreen } from './invoices-screen';
import { SurchargeDrawer } from './surcharge-drawer';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['INVOICE', 'INVOICE_EDIT'] as const;
const TODAY = bangkokToday();
const thaiDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;

/** The preview of each unit with its invoices, as the server answers for one unit (`unitCode`). */
const detailed: SurchargePreview = {
  asOf: TODAY,
  settings: {
    method: 'DAILY_365',
    ratePerYear: '12.00',
    overdueRatePerYear: '20.00',
    overdueAfterMonths: 6,
    higherRateAppliesTo: 'OLDER_PART',
    graceDays: 15,
  },
  expenseTypeCode: 'SC',
  units: [
    {
      unitCode: 'A0101',
      customerCode: 'C00001',
      customerName: 'สมชาย ใจดี',
      invoiceCount: 2,
      invoices: [
        {
          invoiceId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81',
          invoiceNo: 'IN690100001',
          invoiceDate: '2026-01-01',
          dueDate: '2026-01-15',
          principal: '1500.00',
          owed: '1500.00',
          from: '2026-01-16',
          to: '2026-03-16',
          days: 60,
          amount: '29.59',
          lines: [
            {
              from: '2026-01-16',
              to: '2026-03-16',
              days: 60,
              principal: '1500.00',
              ratePerYear: '12.00',
              amount: '29.59',
            },
          ],
        },
        {
          invoiceId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82',
          invoiceNo: 'IN680700001',
          invoiceDate: '2025-07-01',
          dueDate: '2025-07-15',
          principal: '1000.00',
          owed: '1000.00',
          from: '2025-07-16',
          to: '2026-03-16',
          days: 244,
          amount: '107.78',
          lines: [
            {
              from: '2025-07-16',
              to: '2026-01-15',
              days: 184,
              principal: '1000.00',
              ratePerYear: '12.00',
              amount: '60.49',
            },
            {
              from: '2026-01-16',
              to: '2026-03-16',
              days: 60,
              principal: '1000.00',
              ratePerYear: '20.00',
              amount: '47.29',
            },
          ],
        },
      ],
      amount: '137.37',
      vat: '0.00',
      total: '137.37',
    },
    {
      unitCode: 'A0102',
      customerCode: 'C00002',
      customerName: 'สมหญิง รักดี',
      invoiceCount: 1,
      invoices: [
        {
          invoiceId: '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83',
          invoiceNo: 'IN690100002',
          invoiceDate: '2026-01-01',
          dueDate: '2026-01-15',
          principal: '2000.00',
          owed: '2000.00',
          from: '2026-01-16',
          to: '2026-03-16',
          days: 60,
          amount: '39.45',
          lines: [
            {
              from: '2026-01-16',
              to: '2026-03-16',
              days: 60,
              principal: '2000.00',
              ratePerYear: '12.00',
              amount: '39.45',
            },
          ],
        },
      ],
      amount: '39.45',
      vat: '0.00',
      total: '39.45',
    },
  ],
  more: false,
  unitCount: 2,
  invoiceCount: 3,
  amount: '176.82',
  vat: '0.00',
  grandTotal: '176.82',
};
/** The whole preview lists the units without their invoices. */
const preview: SurchargePreview = {
  ...detailed,
  units: detailed.units.map(({ invoices: _, ...unit }) => unit),
};
const previewRoute = (call: FakeCall) => {
  const unitCode = call.query.get('unitCode');
  return unitCode ? { ...detailed, units: detailed.units.filter((u) => u.unitCode === unitCode) } : preview;
};

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

async function typeDate(id: string, date: dayjs.Dayjs) {
  const input = document.getElementById(id) as HTMLInputElement;
  const text = `${date.format('DD/MM/')}${date.year() + 543}`;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(input.value).toBe(text));
}

async function openDrawer(canEdit = true, onClose = vi.fn()) {
  await renderScreen(<SurchargeDrawer open canEdit={canEdit} onClose={onClose} />);
  return screen.findByRole('dialog');
}

describe('surcharge drawer', () => {
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

  it('previews as of today: the settings, the units with their amounts, each expandable to its overdue invoices', async () => {
    const server = fakeServer({ 'GET /invoices/surcharge': previewRoute }, EDIT);
    const drawer = await openDrawer();
    expect((document.getElementById('surcharge_asOf') as HTMLInputElement).value).toBe(thaiDate(TODAY));
    expect(server.callsTo('GET', '/invoices/surcharge')).toHaveLength(0);
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));

    expect(await within(drawer).findByText('A0101')).toBeTruthy();
    expect(server.callsTo('GET', '/invoices/surcharge')[0]?.query.get('asOf')).toBe(TODAY);
    expect(
      within(drawer).getByText(
        'รายวัน (365 วัน) · อัตรา 12.00% ต่อปี และ 20.00% ต่อปีเมื่อค้างชำระเกิน 6 เดือน (เฉพาะยอดที่ค้างนาน) · ผ่อนผัน 15 วัน',
      ),
    ).toBeTruthy();
    expect(within(drawer).getByText('C00001 สมชาย ใจดี')).toBeTruthy();
    expect(within(drawer).getByText('137.37')).toBeTruthy();
    expect(within(drawer).getByText('39.45')).toBeTruthy();
    const total = drawer.querySelectorAll('.ant-statistic-content-value');
    expect([...total].map((el) => el.textContent)).toEqual(['2', '3', '176.82']);
    expect(within(drawer).getByText('เลือก 2 ห้อง รวม 176.82 บาท')).toBeTruthy();

    fireEvent.click(within(drawer).getAllByRole('button', { name: /expand|ขยาย/i })[0] as HTMLElement);
    expect(await within(drawer).findByText('IN680700001')).toBeTruthy();
    // The unit's invoices were asked for when it was expanded.
    expect(server.callsTo('GET', '/invoices/surcharge').map((c) => c.query.get('unitCode'))).toEqual([
      null,
      'A0101',
    ]);
    expect(within(drawer).getByText('1,000.00')).toBeTruthy();
    expect(within(drawer).getByText(`${thaiDate('2025-07-16')} - ${thaiDate('2026-03-16')}`)).toBeTruthy();
    expect(within(drawer).getByText('244')).toBeTruthy();
    expect(within(drawer).getByText('12.00% จำนวน 184 วัน')).toBeTruthy();
    expect(within(drawer).getByText('20.00% จำนวน 60 วัน')).toBeTruthy();
    expect(within(drawer).getByText('107.78')).toBeTruthy();
  });

  it('marks an invoice paid in full late and shows the amount each of its lines was charged on', async () => {
    const paidLate: SurchargePreview = {
      ...detailed,
      units: [
        {
          unitCode: 'A0201',
          customerCode: 'C00003',
          customerName: 'สมศรี มีสุข',
          invoiceCount: 1,
          invoices: [
            {
              invoiceId: '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84',
              invoiceNo: 'IN690100003',
              invoiceDate: '2026-01-05',
              dueDate: '2026-01-31',
              principal: '1000.00',
              owed: '0.00',
              from: '2026-02-01',
              to: '2026-03-05',
              days: 33,
              amount: '6.54',
              lines: [
                {
                  from: '2026-02-01',
                  to: '2026-02-10',
                  days: 10,
                  principal: '1000.00',
                  ratePerYear: '12.00',
                  amount: '3.29',
                },
                {
                  from: '2026-02-11',
                  to: '2026-03-05',
                  days: 23,
                  principal: '600.00',
                  ratePerYear: '12.00',
                  amount: '4.54',
                },
              ],
            },
          ],
          amount: '6.54',
          vat: '0.00',
          total: '6.54',
        },
      ],
      unitCount: 1,
      invoiceCount: 1,
      amount: '6.54',
      grandTotal: '6.54',
    };
    fakeServer(
      {
        'GET /invoices/surcharge': (call: FakeCall) =>
          call.query.get('unitCode')
            ? paidLate
            : { ...paidLate, units: paidLate.units.map(({ invoices: _, ...unit }) => unit) },
      },
      EDIT,
    );
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await within(drawer).findByText('A0201')).toBeTruthy();
    fireEvent.click(within(drawer).getAllByRole('button', { name: /expand|ขยาย/i })[0] as HTMLElement);
    expect(await within(drawer).findByText('IN690100003')).toBeTruthy();
    expect(within(drawer).getByText('ชำระล่าช้าแล้ว')).toBeTruthy();
    expect(within(drawer).getByText('12.00% จำนวน 10 วัน จากยอด 1,000.00')).toBeTruthy();
    expect(within(drawer).getByText('12.00% จำนวน 23 วัน จากยอด 600.00')).toBeTruthy();
  });

  it('creates the selected units with the dates, after a confirmation, then says how many and how much', async () => {
    const server = fakeServer(
      {
        'GET /invoices/surcharge': preview,
        'POST /invoices/surcharge': {
          invoiceCount: 1,
          grandTotal: '137.37',
          invoices: [
            {
              invoiceId: '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84',
              invoiceNo: 'IN690300001',
              unitCode: 'A0101',
              grandTotal: '137.37',
            },
          ],
        },
      },
      EDIT,
    );
    const onClose = vi.fn();
    const drawer = await openDrawer(true, onClose);
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await within(drawer).findByText('A0102');
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'คิดเงินเพิ่มห้องชุด A0102' }));
    await within(drawer).findByText('เลือก 1 ห้อง รวม 137.37 บาท');

    // No due date yet: refused under the field, nothing sent.
    fireEvent.click(within(drawer).getByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ }));
    await waitFor(() => expect(help('surcharge_dueDate')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('POST', '/invoices/surcharge')).toHaveLength(0);

    const due = dayjs(TODAY).add(15, 'day');
    await typeDate('surcharge_dueDate', due);
    fireEvent.click(within(drawer).getByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ }));
    await waitFor(() => expect(server.callsTo('POST', '/invoices/surcharge')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledWith(
      'ยืนยันการสร้างใบแจ้งหนี้เงินเพิ่ม',
      `ระบบจะออกใบแจ้งหนี้ 1 ฉบับ ลงวันที่ ${thaiDate(TODAY)} รวม 137.37 บาท และบันทึกบัญชีทันที ต้องการดำเนินการต่อหรือไม่`,
    );
    expect(server.callsTo('POST', '/invoices/surcharge')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      asOf: TODAY,
      invoiceDate: TODAY,
      dueDate: due.format('YYYY-MM-DD'),
      unitCodes: ['A0101'],
    });
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('สร้างใบแจ้งหนี้เงินเพิ่ม 1 ฉบับเรียบร้อย รวม 137.37 บาท'),
    );
    expect(onClose).toHaveBeenCalled();
  }, 60_000);

  it('clears and restores the whole selection with the buttons above the table (no hover menu needed)', async () => {
    fakeServer({ 'GET /invoices/surcharge': preview }, EDIT);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await within(drawer).findByText('เลือก 2 ห้อง รวม 176.82 บาท');
    const all = within(drawer).getByRole('button', { name: 'เลือกทั้งหมด (2 ห้อง)' });
    const none = within(drawer).getByRole('button', { name: 'ล้างการเลือก' });
    expect(all).toHaveProperty('disabled', true);
    fireEvent.click(none);
    await within(drawer).findByText('เลือก 0 ห้อง รวม 0.00 บาท');
    expect(within(drawer).getByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(none).toHaveProperty('disabled', true);
    fireEvent.click(all);
    await within(drawer).findByText('เลือก 2 ห้อง รวม 176.82 บาท');
    expect(within(drawer).getAllByRole('checkbox', { checked: true }).length).toBeGreaterThanOrEqual(2);
  });

  it('says when only the first units are listed, and selects and creates only those', async () => {
    const server = fakeServer(
      {
        'GET /invoices/surcharge': {
          ...preview,
          units: preview.units.slice(0, 1),
          more: true,
          unitCount: 250,
        },
        'POST /invoices/surcharge': { invoiceCount: 1, grandTotal: '137.37', invoices: [] },
      },
      EDIT,
    );
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(
      await within(drawer).findByText(
        'แสดงเฉพาะ 1 ห้องแรกจากทั้งหมด 250 ห้อง (จำนวนและยอดรวมครอบคลุมทุกห้อง) กรุณาสร้างใบแจ้งหนี้เงินเพิ่มของห้องที่แสดง แล้วดูตัวอย่างอีกครั้งสำหรับห้องที่เหลือ',
      ),
    ).toBeTruthy();
    expect(within(drawer).getByText('250')).toBeTruthy();
    await typeDate('surcharge_dueDate', dayjs(TODAY).add(15, 'day'));
    fireEvent.click(document.getElementById('surcharge-create')!);
    await waitFor(() => expect(server.callsTo('POST', '/invoices/surcharge')).toHaveLength(1));
    expect(server.callsTo('POST', '/invoices/surcharge')[0]?.body).toMatchObject({ unitCodes: ['A0101'] });
  }, 60_000);

  it('lists every unit without a warning when none was left out', async () => {
    fakeServer({ 'GET /invoices/surcharge': preview }, EDIT);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await within(drawer).findByText('A0102')).toBeTruthy();
    expect(document.getElementById('surcharge-more')).toBeNull();
  });

  it('refuses an asOf after today without asking the server', async () => {
    const server = fakeServer({ 'GET /invoices/surcharge': preview }, EDIT);
    const drawer = await openDrawer();
    await typeDate('surcharge_asOf', dayjs(TODAY).add(1, 'day'));
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await waitFor(() =>
      expect(help('surcharge_asOf')).toBe(ruleMessage('th', 'before', { date: dayAfter(TODAY) })),
    );
    expect(server.callsTo('GET', '/invoices/surcharge')).toHaveLength(0);
    expect(within(drawer).queryByText('A0101')).toBeNull();
  });

  it('says when nothing is overdue, and offers no creation', async () => {
    fakeServer(
      {
        'GET /invoices/surcharge': {
          ...preview,
          units: [],
          unitCount: 0,
          invoiceCount: 0,
          amount: '0.00',
          grandTotal: '0.00',
        },
      },
      EDIT,
    );
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await within(drawer).findByText(`ไม่มียอดค้างชำระที่ต้องคิดเงินเพิ่มถึงวันที่ ${thaiDate(TODAY)}`)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ })).toBeNull();
  });

  it("shows the server's message when the settings are missing (IN008) and warns without a surcharge expense type", async () => {
    const message = 'ยังไม่ได้ตั้งค่าเงินเพิ่มของโครงการ หรือตั้งค่าไม่ครบ (วิธีคำนวณ อัตรา จำนวนเดือน และวันผ่อนผัน)';
    fakeServer({ 'GET /invoices/surcharge': errorReply(409, { code: 'IN008', message }) }, EDIT);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith({ statusCode: 409, message }));
    expect(await within(drawer).findByText(message)).toBeTruthy();
    cleanup();

    fakeServer({ 'GET /invoices/surcharge': { ...preview, expenseTypeCode: null } }, EDIT);
    const again = await openDrawer();
    fireEvent.click(within(again).getByRole('button', { name: /ดูตัวอย่าง/ }));
    expect(await within(again).findByText(/ยังไม่มีประเภทค่าใช้จ่ายหมวดเงินเพิ่มที่ใช้งานอยู่/)).toBeTruthy();
    const create = within(again).getByRole<HTMLButtonElement>('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ });
    expect(create.disabled).toBe(true);
  });

  it('previews only, without INVOICE_EDIT', async () => {
    fakeServer({ 'GET /invoices/surcharge': preview }, ['INVOICE']);
    const drawer = await openDrawer(false);
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await within(drawer).findByText('A0101');
    expect(within(drawer).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(drawer).queryByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ })).toBeNull();
  });

  it('is opened from the invoice screen: surcharge with INVOICE, import only with INVOICE_EDIT', async () => {
    fakeServer({ 'POST /invoices/search': [], 'GET /invoices/surcharge': preview }, ['INVOICE']);
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /เงินเพิ่ม/ }));
    const drawer = await screen.findByRole('dialog', { name: 'เงินเพิ่มกรณีชำระล่าช้า' });
    fireEvent.click(within(drawer).getByRole('button', { name: /ดูตัวอย่าง/ }));
    await within(drawer).findByText('A0101');
    expect(within(drawer).queryByRole('button', { name: /สร้างใบแจ้งหนี้เงินเพิ่ม/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^import นำเข้า$/ })).toBeNull();
    cleanup();

    fakeServer({ 'POST /invoices/search': [] }, EDIT);
    await renderScreen(<InvoicesScreen />);
    expect(await screen.findByRole('button', { name: /^import นำเข้า$/ })).toBeTruthy();
  }, 60_000);
});
