import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { AccountStatement } from '@suanklang/shared';
import '../i18n';
import { storeLang, storePropertyCode } from '../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../lib/settings/test-screen';
import { AccountStatementCard, defaultStatementRange } from './account-statement-card';
import { inLanguage } from './test-lang';

vi.setConfig({ testTimeout: 60_000 });

const VIEW = ['SETTING_UNIT', 'SETTING_CUSTOMER'] as const;

const line = {
  unitCode: 'A0303',
  reference: null,
  dueDate: null,
  cancelled: false,
  cancelReason: null,
  toAdvance: '0.00',
  debit: '0.00',
  credit: '0.00',
};

/** The figures of the server's hand-worked example (account-statements.int.test.ts). */
const statement: AccountStatement = {
  party: 'unit',
  code: 'A0303',
  name: 'สมชาย ใจดี',
  address: null,
  from: '2031-02-01',
  to: '2031-03-31',
  opening: '800.00',
  lines: [
    {
      ...line,
      date: '2031-02-05',
      kind: 'INVOICE',
      documentNo: 'IV7402000001',
      dueDate: '2031-02-20',
      debit: '2000.00',
      balance: '2800.00',
    },
    {
      ...line,
      date: '2031-02-10',
      kind: 'RECEIPT',
      documentNo: 'RC7402000001',
      reference: 'IV7402000001',
      credit: '800.00',
      toAdvance: '50.00',
      balance: '2000.00',
    },
    {
      ...line,
      date: '2031-02-12',
      kind: 'CREDIT_NOTE',
      documentNo: 'CN7402000001',
      reference: 'IV7402000001',
      credit: '200.00',
      balance: '1800.00',
    },
    {
      ...line,
      date: '2031-03-08',
      kind: 'RECEIPT',
      documentNo: 'RC7403000001',
      cancelled: true,
      cancelReason: 'เช็คคืน',
      credit: '700.00',
      balance: '1100.00',
    },
    {
      ...line,
      date: '2031-03-15',
      kind: 'RECEIPT_CANCEL',
      documentNo: 'RC7403000001',
      cancelled: true,
      cancelReason: 'เช็คคืน',
      debit: '700.00',
      balance: '1800.00',
    },
  ],
  totalDebit: '2700.00',
  totalCredit: '1700.00',
  closing: '1800.00',
  today: '2026-11-27',
  balance: '1300.00',
  overdue: '300.00',
  unpaid: [
    {
      invoiceNo: 'IV6910000001',
      unitCode: 'A0303',
      invoiceDate: '2026-10-01',
      dueDate: '2026-10-15',
      daysOverdue: 43,
      grandTotal: '300.00',
      outstanding: '300.00',
    },
    {
      invoiceNo: 'IV7402000001',
      unitCode: 'A0303',
      invoiceDate: '2031-02-05',
      dueDate: '2031-02-20',
      daysOverdue: 0,
      grandTotal: '2000.00',
      outstanding: '1000.00',
    },
  ],
  advance: '50.00',
};

const text = () => document.getElementById('unit-statement')?.textContent ?? '';

describe('the balance and statement of account section', () => {
  beforeEach(async () => {
    storeLang('th');
    storePropertyCode('P001');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on this year up to today', () => {
    expect(defaultStatementRange(dayjs('2026-11-27'))).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });

  it('shows what the unit owes, its unpaid invoices and the statement with running balances', async () => {
    const server = fakeServer({ 'GET /statements/unit/A0303': statement }, VIEW);
    await renderScreen(<AccountStatementCard party="unit" code="A0303" />);
    await screen.findByText('ยอดยกมา');
    const [call] = server.callsTo('GET', '/statements/unit/A0303');
    const today = dayjs();
    expect(call?.query.get('from')).toBe(`${today.year()}-01-01`);
    expect(call?.query.get('to')).toBe(today.format('YYYY-MM-DD'));

    const card = document.getElementById('unit-statement')!;
    // What is owed today (27/11/2569), overdue, and the unit's advance.
    expect(text()).toContain('ยอดค้างชำระ ณ วันที่ 27/11/2569');
    expect(text()).toContain('1,300.00');
    expect(text()).toContain('เงินรับล่วงหน้าคงเหลือ (กระเป๋าเงิน)');
    const unpaidRow = within(card).getByText('IV6910000001').closest('tr')!;
    expect(unpaidRow.textContent).toContain('15/10/2569');
    expect(unpaidRow.textContent).toContain('43');
    expect(within(card).getByText('ยังไม่ถึงกำหนด')).toBeTruthy();

    // The statement: brought forward, each line's balance, the cancelled receipt and its reversal, the totals.
    const opening = within(card).getByText('ยอดยกมา').closest('tr')!;
    expect(opening.textContent).toContain('800.00');
    expect(within(card).getByText('ใบแจ้งหนี้ ครบกำหนด 20/02/2574').closest('tr')!.textContent).toContain(
      '2,800.00',
    );
    expect(within(card).getByText('รับชำระ IV7402000001 เข้าเงินรับล่วงหน้า 50.00')).toBeTruthy();
    expect(within(card).getByText('ใบลดหนี้ IV7402000001')).toBeTruthy();
    const cancelled = within(card).getByText('รับชำระ (ยกเลิกแล้ว)');
    expect(cancelled.closest('del')).toBeTruthy();
    expect(within(card).getByText('ยกเลิกใบเสร็จรับเงิน: เช็คคืน').closest('tr')!.textContent).toContain(
      '1,800.00',
    );
    expect(text()).toContain('2,700.00');
    expect(text()).toContain('1,700.00');
    expect(within(card).getByText('ยอดคงเหลือ ณ วันที่ 31/03/2574').closest('tr')!.textContent).toContain(
      '1,800.00',
    );
  });

  it('prints the statement of the chosen range as a PDF in the interface language', async () => {
    const server = fakeServer(
      {
        'GET /statements/unit/A0303': statement,
        'GET /statements/unit/A0303/pdf': () =>
          new Response(new Blob(['%PDF-1.7']), {
            status: 200,
            headers: { 'Content-Type': 'application/pdf' },
          }),
      },
      VIEW,
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    await renderScreen(<AccountStatementCard party="unit" code="A0303" />);
    await screen.findByText('ยอดยกมา');
    await inLanguage('en');
    fireEvent.click(await screen.findByRole('button', { name: /Print statement \(PDF\)/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:statement', '_blank', 'noopener'));
    const [print] = server.callsTo('GET', '/statements/unit/A0303/pdf');
    expect(print?.query.get('docLang')).toBe('en');
    expect(print?.query.get('from')).toBe(`${dayjs().year()}-01-01`);
    expect(text()).toContain('Balance brought forward');
    expect(text()).toContain('Receipt cancelled');
  });

  it("names each line's unit on a customer's statement, which has no advance", async () => {
    const server = fakeServer(
      {
        'GET /statements/customer/C00001': { ...statement, party: 'customer', code: 'C00001', advance: null },
      },
      VIEW,
    );
    await renderScreen(<AccountStatementCard party="customer" code="C00001" />);
    await screen.findByText('ยอดยกมา');
    expect(server.callsTo('GET', '/statements/customer/C00001')).toHaveLength(1);
    const card = document.getElementById('customer-statement')!;
    expect(within(card).getAllByRole('columnheader', { name: 'ห้องชุด' })).toHaveLength(2);
    expect(card.textContent).not.toContain('เงินรับล่วงหน้าคงเหลือ');
  });
});
