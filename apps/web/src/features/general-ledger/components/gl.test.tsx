import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, type GlDetail, type GlRow, type GlValidation } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { currentMonth } from '../../../lib/months';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen, type FakeRoutes } from '../../../lib/settings/test-screen';
import { GlScreen, searchFromQuery } from './gl-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const ENTRY_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81';
const REVERSAL_ID = '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82';

const row: GlRow = {
  entryId: ENTRY_ID,
  entryDate: '2026-10-05',
  documentType: 'IN',
  documentNo: 'IN691000001',
  kind: 'POST',
  description: 'ค่าส่วนกลาง ต.ค. 2569',
  amount: '1070.00',
  status: 'UNPOSTED',
  reversed: true,
  createdBy: 'accountant',
  createdAt: '2026-10-05T03:00:00.000Z',
};
const reversal: GlRow = {
  ...row,
  entryId: REVERSAL_ID,
  entryDate: '2026-10-20',
  documentNo: 'IN691000001',
  kind: 'REVERSAL',
  reversed: false,
  status: 'POSTED',
};

const detail: GlDetail = {
  ...row,
  lines: [
    {
      lineNo: 1,
      accountCode: '1130',
      accountName: 'ลูกหนี้ค่าส่วนกลาง',
      description: null,
      debit: '1070.00',
      credit: '0.00',
    },
    {
      lineNo: 2,
      accountCode: '4110',
      accountName: 'รายได้ค่าส่วนกลาง',
      description: 'A0101',
      debit: '0.00',
      credit: '1000.00',
    },
    {
      lineNo: 3,
      accountCode: '2150',
      accountName: 'ภาษีขาย',
      description: null,
      debit: '0.00',
      credit: '70.00',
    },
  ],
  sourceId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83',
  reversesEntryId: null,
  reversedByEntryId: REVERSAL_ID,
  glPostedBy: null,
  glPostedAt: null,
  manualVoucherNo: null,
};
const reversalDetail: GlDetail = {
  ...reversal,
  lines: detail.lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit })),
  sourceId: detail.sourceId,
  reversesEntryId: ENTRY_ID,
  reversedByEntryId: null,
  glPostedBy: 'chief',
  glPostedAt: '2026-10-31T10:00:00.000Z',
  manualVoucherNo: null,
};

const openMonth: GlValidation = {
  period: '2026-10',
  closed: false,
  closedBy: null,
  closedAt: null,
  yearClose: null,
  blockers: [
    {
      blocker: 'UNPOSTED',
      documentType: 'IN',
      period: '2026-10',
      count: 1,
      message: 'ใบแจ้งหนี้ยังไม่ผ่านบัญชี 1 รายการ',
      link: '/views/document',
    },
  ],
  types: [
    { documentType: 'IN', entryCount: 2, postedCount: 1, amount: '2140.00' },
    { documentType: 'RC', entryCount: 1, postedCount: 1, amount: '500.00' },
  ],
};
const readyMonth: GlValidation = {
  ...openMonth,
  blockers: [],
  types: [{ documentType: 'IN', entryCount: 2, postedCount: 2, amount: '2140.00' }],
};
const closedMonth: GlValidation = {
  ...readyMonth,
  closed: true,
  closedBy: 'chief',
  closedAt: '2026-11-02T03:00:00.000Z',
};

const readyDecember: GlValidation = { ...readyMonth, period: '2025-12' };
const blockedDecember: GlValidation = { ...openMonth, period: '2025-12' };
const closedYear: GlValidation = {
  ...readyDecember,
  closed: true,
  closedBy: 'chief',
  closedAt: '2026-01-05T03:00:00.000Z',
  yearClose: { documentNo: 'YC681200001', closedBy: 'chief', closedAt: '2026-01-05T03:00:00.000Z' },
};
const equityAccounts = [
  { accountCode: '3100', description: 'ทุนสำรอง' },
  { accountCode: '3200', description: 'รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม' },
];
const yearReply = { year: 2025, closed: true, documentNo: 'YC681200001', accountCount: 12 };

function config(postGL: string[], closeGL: boolean) {
  return {
    objectList: [{ objectID: 'DOCUMENT' }],
    approvalList: [],
    postGLList: postGL.map((documentType) => ({ documentType })),
    closeGLList: closeGL ? [{ propertyCode: 'P001' }] : [],
    routeList: [],
    approvalCount: 0,
    mPayCount: 0,
  };
}

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /gl/type': [
      { code: 'IN', description: 'ใบแจ้งหนี้' },
      { code: 'RC', description: 'ใบเสร็จรับเงิน' },
    ],
    'GET /gl/status': [
      { code: 'UNPOSTED', description: 'ยังไม่ผ่านรายการ' },
      { code: 'POSTED', description: 'ผ่านรายการแล้ว' },
    ],
    'POST /gl/search': [row, reversal],
    'GET /gl/detail': (call) => (call.query.get('id') === REVERSAL_ID ? reversalDetail : detail),
    'GET /gl/validate': openMonth,
    'POST /gl/post': { period: '2026-10', documentType: 'IN', entryCount: 1 },
    'PUT /gl/cancel': { period: '2026-10', documentType: 'RC', entryCount: 1 },
    'POST /gl/closed/month': { period: '2026-10', closed: true },
    'PUT /gl/closed/month/cancel': { period: '2026-10', closed: false },
    'GET /properties/config': config([], false),
    ...extra,
  };
}

async function openMonthPanel() {
  await screen.findAllByText('IN691000001');
  const open = document.getElementById('gl-month')!;
  expect(open.textContent).toBe('ตรวจสอบ/ปิดงวด');
  fireEvent.click(open);
  return screen.findByRole('dialog');
}

describe('general ledger', () => {
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

  it("opens searched as a blocker's link asks (valid values only), else on the remembered month", () => {
    expect(searchFromQuery('?period=2026-08&documentType=RC&status=UNPOSTED')).toEqual({
      period: '2026-08',
      documentType: 'RC',
      status: 'UNPOSTED',
    });
    expect(searchFromQuery('?period=2026-13&documentType=XX&status=maybe')).toEqual({ period: '2026-10' });
    expect(searchFromQuery('')).toEqual({ period: '2026-10' });
    // A ledger report's link names the document: the list opens on its number.
    expect(searchFromQuery('?period=2025-01&documentType=JV&documentNo=jv680100001')).toEqual({
      period: '2025-01',
      documentType: 'JV',
      documentNo: 'JV680100001',
    });
    expect(searchFromQuery('?period=2025-01&documentNo=%27%3B--')).toEqual({ period: '2025-01' });
  });

  it('lists the remembered month, then searches the chosen month, type, status and upper-cased number and remembers the month', async () => {
    const server = fakeServer(routes(), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    expect((await screen.findAllByText('IN691000001')).length).toBe(2);
    expect(screen.getByText('รายการบัญชีแยกประเภท', { selector: 'h1' })).toBeTruthy();
    expect(server.callsTo('POST', '/gl/search')[0]?.body).toMatchObject({
      period: '2026-10',
      propertyCode: 'P001',
    });
    // Status in words, the reversal and the reversed entry tagged.
    expect(screen.getAllByText('ยังไม่ผ่านรายการ').length).toBeGreaterThan(0);
    expect(screen.getByText('รายการกลับบัญชี')).toBeTruthy();
    expect(screen.getByText('ถูกกลับรายการแล้ว')).toBeTruthy();
    expect(screen.getAllByText('1,070.00').length).toBe(2);

    const month = screen.getByLabelText<HTMLInputElement>('งวดบัญชี (เดือน/ปี)');
    expect(month.value).toBe('10/2569');
    const user = userEvent.setup({ delay: null });
    await user.click(month);
    await user.clear(month);
    // Enter in the month searches at once.
    await user.type(month, '09/2569{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/gl/search')).toHaveLength(2));
    expect(server.callsTo('POST', '/gl/search')[1]?.body).toMatchObject({ period: '2026-09' });
    expect(localStorage.getItem(STORAGE_KEYS.glMonthYear)).toBe('2026-09');
    fireEvent.mouseDown(screen.getByLabelText('ประเภทเอกสาร'));
    fireEvent.click(await screen.findByTitle('ใบแจ้งหนี้'));
    fireEvent.mouseDown(screen.getByLabelText('สถานะการผ่านรายการ'));
    fireEvent.click(await screen.findByTitle('ยังไม่ผ่านรายการ'));
    fireEvent.change(screen.getByLabelText('เลขที่เอกสาร'), { target: { value: 'in6909' } });
    fireEvent.change(screen.getByLabelText('จำนวนเงิน'), { target: { value: '1070.50' } });
    fireEvent.click(document.querySelector('form[role="search"] button[type="submit"]')!);
    await waitFor(() => expect(server.callsTo('POST', '/gl/search')).toHaveLength(3));
    expect(server.callsTo('POST', '/gl/search')[2]?.body).toMatchObject({
      period: '2026-09',
      documentType: 'IN',
      status: 'UNPOSTED',
      documentNo: 'IN6909',
      amount: '1070.5',
    });
  });

  it('opens an entry with its lines and equal totals, its source screen, and the entry that reversed it', async () => {
    const server = fakeServer(routes(), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    fireEvent.click((await screen.findAllByText('ค่าส่วนกลาง ต.ค. 2569'))[0]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('[4110] - รายได้ค่าส่วนกลาง')).toBeTruthy();
    expect(server.callsTo('GET', '/gl/detail')[0]?.query.get('id')).toBe(ENTRY_ID);
    expect(within(drawer).getByTestId('gl-debit-total').textContent).toBe('1,070.00');
    expect(within(drawer).getByTestId('gl-credit-total').textContent).toBe('1,070.00');
    expect(within(drawer).getByText(/ยอดเดบิตเท่ากับยอดเครดิต/)).toBeTruthy();
    expect(within(drawer).getByLabelText('เปิดหน้าใบแจ้งหนี้ เพื่อดูเอกสาร IN691000001').getAttribute('href')).toBe(
      '/views/invoice?no=IN691000001',
    );
    fireEvent.click(within(drawer).getByText('ดูรายการบัญชีที่เกี่ยวข้อง'));
    await waitFor(() =>
      expect(server.callsTo('GET', '/gl/detail').at(-1)?.query.get('id')).toBe(REVERSAL_ID),
    );
    expect(await within(drawer).findByText(/chief/)).toBeTruthy();
  });

  it('offers no posting without the postGL right; with it posts one type and cancels its posting with a reason', async () => {
    const server = fakeServer(routes(), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    let panel = await openMonthPanel();
    expect(await within(panel).findByText('2,140.00')).toBeTruthy();
    expect(within(panel).queryByLabelText(/^ผ่านรายการ /)).toBeNull();
    expect(document.getElementById('gl-close-month')).toBeNull();
    expect(server.callsTo('GET', '/gl/validate')[0]?.query.get('period')).toBe('2026-10');

    cleanup();
    const allowed = fakeServer(routes({ 'GET /properties/config': config(['IN'], false) }), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    panel = await openMonthPanel();
    const post = await within(panel).findByLabelText('ผ่านรายการ ใบแจ้งหนี้ 1 รายการ');
    // RC has no right: neither its post nor its cancel.
    expect(within(panel).queryByLabelText('ยกเลิกการผ่านรายการ ใบเสร็จรับเงิน')).toBeNull();
    fireEvent.click(post);
    await waitFor(() => expect(allowed.callsTo('POST', '/gl/post')).toHaveLength(1));
    expect(allowed.callsTo('POST', '/gl/post')[0]?.body).toMatchObject({
      period: '2026-10',
      documentType: 'IN',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalled());
    // The list and the check are asked again.
    await waitFor(() => expect(allowed.callsTo('GET', '/gl/validate').length).toBeGreaterThan(1));
    expect(allowed.callsTo('POST', '/gl/search').length).toBeGreaterThan(1);

    // Its posting cancelled with a reason.
    fireEvent.click(within(panel).getByLabelText('ยกเลิกการผ่านรายการ ใบแจ้งหนี้'));
    const reason = await screen.findByLabelText('เหตุผล');
    fireEvent.change(reason, { target: { value: 'ผ่านบัญชีผิดงวด' } });
    fireEvent.click(document.getElementById('gl-cancel-post-confirm')!);
    await waitFor(() => expect(allowed.callsTo('PUT', '/gl/cancel')).toHaveLength(1));
    expect(allowed.callsTo('PUT', '/gl/cancel')[0]?.body).toMatchObject({
      period: '2026-10',
      documentType: 'IN',
      reason: 'ผ่านบัญชีผิดงวด',
    });
  });

  it('keeps the close disabled while something blocks it or the month has not ended, and closes the month once nothing does', async () => {
    // This month: not ended yet, and something still blocks it.
    localStorage.setItem(STORAGE_KEYS.glMonthYear, currentMonth());
    const server = fakeServer(
      routes({
        'GET /properties/config': config([], true),
        'GET /gl/validate': (call) => ({ ...openMonth, period: call.query.get('period') }),
      }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    let panel = await openMonthPanel();
    expect(await within(panel).findByText('ใบแจ้งหนี้ยังไม่ผ่านบัญชี 1 รายการ')).toBeTruthy();
    const blocked = document.getElementById('gl-close-month') as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.getAttribute('aria-describedby')).toBe('gl-close-blocked');
    expect(within(panel).getByText('ยังปิดงวดไม่ได้ กรุณาดำเนินการรายการที่ค้างอยู่ก่อน')).toBeTruthy();
    expect(within(panel).getByText('ปิดงวดบัญชีได้เมื่อสิ้นเดือนนั้นแล้วเท่านั้น')).toBeTruthy();
    expect(server.callsTo('POST', '/gl/closed/month')).toHaveLength(0);

    cleanup();
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2026-10');
    const ready = fakeServer(
      routes({ 'GET /properties/config': config([], true), 'GET /gl/validate': readyMonth }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    panel = await openMonthPanel();
    expect(await within(panel).findByText('ไม่มีรายการค้าง ปิดงวดได้')).toBeTruthy();
    fireEvent.click(document.getElementById('gl-close-month')!);
    await waitFor(() => expect(ready.callsTo('POST', '/gl/closed/month')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalled();
    expect(ready.callsTo('POST', '/gl/closed/month')[0]?.body).toMatchObject({ period: '2026-10' });
    await waitFor(() => expect(showSuccess).toHaveBeenCalled());
  });

  it('reopens a closed month only with a reason', async () => {
    const server = fakeServer(
      routes({ 'GET /properties/config': config(['IN'], true), 'GET /gl/validate': closedMonth }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    const panel = await openMonthPanel();
    expect(await within(panel).findByText('ปิดงวดแล้ว')).toBeTruthy();
    // A closed month offers no posting and no close.
    expect(within(panel).queryByLabelText(/^ยกเลิกการผ่านรายการ /)).toBeNull();
    expect(document.getElementById('gl-close-month')).toBeNull();
    fireEvent.click(document.getElementById('gl-reopen-month')!);
    await screen.findByLabelText('เหตุผล');
    fireEvent.click(document.getElementById('gl-reopen-month-confirm')!);
    await waitFor(() =>
      expect(document.getElementById('reopenGlMonth_reason_help')?.textContent ?? '').not.toBe(''),
    );
    expect(server.callsTo('PUT', '/gl/closed/month/cancel')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('เหตุผล'), { target: { value: 'ปรับปรุงรายการค่าเสื่อม' } });
    fireEvent.click(document.getElementById('gl-reopen-month-confirm')!);
    await waitFor(() => expect(server.callsTo('PUT', '/gl/closed/month/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/gl/closed/month/cancel')[0]?.body).toMatchObject({
      period: '2026-10',
      reason: 'ปรับปรุงรายการค่าเสื่อม',
    });
  });

  it("closes a December's year to the surplus account chosen (3200 first) after a confirmation, not while December has blockers", async () => {
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2025-12');
    const server = fakeServer(
      routes({
        'GET /properties/config': config([], true),
        'GET /gl/validate': readyDecember,
        'GET /masterdata/accounts': equityAccounts,
        'POST /api/v1/gl/closed/year': yearReply,
      }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    let panel = await openMonthPanel();
    expect(await within(panel).findByText('ปิดบัญชีสิ้นปี 2568', { selector: 'h5' })).toBeTruthy();
    // The standard chart's surplus account is chosen from the property's postable equity accounts.
    expect(await within(panel).findByText('[3200] - รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม')).toBeTruthy();
    // (The search form's account filter asks for every account.)
    const lookup = server.callsTo('GET', '/masterdata/accounts').find((c) => c.query.has('category'))?.query;
    expect(lookup?.get('category')).toBe('EQUITY');
    expect(lookup?.get('postable')).toBe('Y');
    const close = within(panel).getByRole('button', { name: 'ปิดบัญชีสิ้นปี 2568' });
    expect((close as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(close);
    await waitFor(() => expect(server.callsTo('POST', '/api/v1/gl/closed/year')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledWith('ยืนยันการปิดบัญชีสิ้นปี', expect.stringContaining('[3200]'));
    expect(server.callsTo('POST', '/api/v1/gl/closed/year')[0]?.body).toMatchObject({
      year: 2025,
      surplusAccountCode: '3200',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(expect.stringContaining('YC681200001')));
    await waitFor(() => expect(server.callsTo('GET', '/gl/validate').length).toBeGreaterThan(1));

    cleanup();
    const blocked = fakeServer(
      routes({
        'GET /properties/config': config([], true),
        'GET /gl/validate': blockedDecember,
        'GET /masterdata/accounts': equityAccounts,
      }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    panel = await openMonthPanel();
    await within(panel).findByText('[3200] - รายได้สูง (ต่ำ) กว่าค่าใช้จ่ายสะสม');
    const refused = document.getElementById('gl-close-year') as HTMLButtonElement;
    expect(refused.disabled).toBe(true);
    expect(refused.getAttribute('aria-describedby')).toBe('gl-year-close-blocked');
    expect(within(panel).getByText('ยังปิดบัญชีสิ้นปีไม่ได้ กรุณาดำเนินการรายการที่ค้างอยู่ของเดือนธันวาคมก่อน')).toBeTruthy();
    expect(blocked.callsTo('POST', '/api/v1/gl/closed/year')).toHaveLength(0);
  });

  it("shows a closed year with its closing entry, cancels it only with a reason and hides December's own reopen", async () => {
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2025-12');
    const server = fakeServer(
      routes({
        'GET /properties/config': config([], true),
        'GET /gl/validate': closedYear,
        'PUT /api/v1/gl/closed/year/cancel': { ...yearReply, closed: false },
      }),
      ['DOCUMENT'],
    );
    await renderScreen(<GlScreen />);
    const panel = await openMonthPanel();
    expect(await within(panel).findByText('ปีบัญชี 2568 ปิดแล้ว')).toBeTruthy();
    expect(within(panel).getByText(/รายการปิดบัญชีเลขที่ YC681200001 ปิดโดย chief/)).toBeTruthy();
    expect(document.getElementById('gl-reopen-month')).toBeNull();
    expect(document.getElementById('gl-reopen-by-year')).toBeTruthy();
    expect(document.getElementById('gl-close-year')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'ยกเลิกปิดบัญชีสิ้นปี 2568' }));
    await screen.findByLabelText('เหตุผล');
    fireEvent.click(document.getElementById('gl-cancel-year-confirm')!);
    await waitFor(() =>
      expect(document.getElementById('cancelGlYear_reason_help')?.textContent ?? '').not.toBe(''),
    );
    expect(server.callsTo('PUT', '/api/v1/gl/closed/year/cancel')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('เหตุผล'), { target: { value: 'ปรับปรุงค่าเสื่อมราคาปี 2568' } });
    fireEvent.click(document.getElementById('gl-cancel-year-confirm')!);
    await waitFor(() => expect(server.callsTo('PUT', '/api/v1/gl/closed/year/cancel')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/v1/gl/closed/year/cancel')[0]?.body).toMatchObject({
      year: 2025,
      reason: 'ปรับปรุงค่าเสื่อมราคาปี 2568',
    });
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('ยกเลิกปิดบัญชีสิ้นปี 2568 เรียบร้อยแล้ว'));
  });

  it('offers no year close for a month other than December, nor without the closeGL right', async () => {
    fakeServer(routes({ 'GET /properties/config': config([], true), 'GET /gl/validate': readyMonth }), [
      'DOCUMENT',
    ]);
    await renderScreen(<GlScreen />);
    let panel = await openMonthPanel();
    await within(panel).findByText('ไม่มีรายการค้าง ปิดงวดได้');
    expect(document.getElementById('gl-close-month')).toBeTruthy();
    expect(document.getElementById('gl-close-year')).toBeNull();
    expect(within(panel).queryByText(/ปิดบัญชีสิ้นปี/)).toBeNull();

    cleanup();
    localStorage.setItem(STORAGE_KEYS.glMonthYear, '2025-12');
    fakeServer(routes({ 'GET /gl/validate': readyDecember }), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    panel = await openMonthPanel();
    await within(panel).findByText('ไม่มีรายการค้าง ปิดงวดได้');
    expect(document.getElementById('gl-close-year')).toBeNull();
    expect(within(panel).queryByText(/ปิดบัญชีสิ้นปี/)).toBeNull();
  });

  it('speaks English with CE months', async () => {
    await inLanguage('en');
    storeLang('en');
    fakeServer(routes({ 'GET /gl/type': [{ code: 'IN', description: 'Invoice' }] }), ['DOCUMENT']);
    await renderScreen(<GlScreen />);
    expect(await screen.findByText('G/L List', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Period (month/year)').value).toBe('10/2026');
    expect((await screen.findAllByText('Invoice')).length).toBeGreaterThan(0);
    expect(screen.getByText('Reversal')).toBeTruthy();
  });
});
