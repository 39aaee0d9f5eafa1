import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type ObjectId, type WalletEntryRow } from '@suanklang/shared';
import '../../../i18n';
import { confirmCustom, showError, showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen, type FakeCall } from '../../../lib/settings/test-screen';
import { InvoicesScreen } from './invoices-screen';
import { WalletDrawer } from './wallet-drawer';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const VIEW: ObjectId[] = ['INVOICE', 'RECEIPT'];
const EDIT: ObjectId[] = ['INVOICE', 'INVOICE_EDIT', 'RECEIPT'];

const overpaid: WalletEntryRow = {
  entryId: 'e1',
  walletType: 0,
  amount: '2000.00',
  sourceType: 'RC',
  sourceId: '0b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a81',
  documentNo: 'RC690300001',
  description: 'รับเงินเกินยอดใบแจ้งหนี้',
  // 01:30 on 10 March in Bangkok: the day shown is Bangkok's, not UTC's 9 March.
  createdDate: '2026-03-09T18:30:00.000Z',
};
const used: WalletEntryRow = {
  entryId: 'e2',
  walletType: 0,
  amount: '-500.00',
  sourceType: 'RC',
  sourceId: '1b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a82',
  documentNo: 'RC690300002',
  description: 'ใช้ชำระค่าส่วนกลาง',
  createdDate: '2026-03-15T02:00:00.000Z',
};

type Wallets = {
  unitCode: string;
  customerCode: string | null;
  customerName: string | null;
  balances: { walletType: number; walletTypeDescription: string; balance: string }[];
  entries: WalletEntryRow[];
};

function walletsOf(common: string, other: string, entries: WalletEntryRow[]): Wallets {
  return {
    unitCode: 'A-101',
    customerCode: 'C00001',
    customerName: 'สมชาย ใจดี',
    balances: [
      { walletType: 0, walletTypeDescription: 'common', balance: common },
      { walletType: 1, walletTypeDescription: 'other', balance: other },
    ],
    entries,
  };
}

const cash = [{ accountCode: '1111', description: 'เงินสดในมือ' }];
const bank = [{ accountCode: '1121', description: 'เงินฝากออมทรัพย์ ธ.กรุงเทพ' }];

function routes(wallets: () => Wallets) {
  return {
    'GET /wallets/type': [
      { walletType: 0, walletTypeDescription: 'เงินรับล่วงหน้าค่าส่วนกลาง' },
      { walletType: 1, walletTypeDescription: 'เงินรับล่วงหน้าอื่น' },
    ],
    'GET /properties/unit': [{ unit: 'A-101', unitCode: 'A-101', unitCodeDescription: 'A-101 - สมชาย ใจดี' }],
    'GET /wallets': () => wallets(),
    'GET /masterdata/accounts': (call: FakeCall) => (call.query.get('paymentType') === '1' ? cash : bank),
  };
}

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

function statistics(drawer: HTMLElement) {
  return [...drawer.querySelectorAll('.ant-statistic')].map((el) => [
    el.querySelector('.ant-statistic-title')?.textContent,
    el.querySelector('.ant-statistic-content-value')?.textContent,
  ]);
}

async function pick(id: string, title: string) {
  fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
  fireEvent.click(await screen.findByTitle(title));
}

async function openForUnit(canEdit: boolean, onClose = vi.fn()) {
  await renderScreen(<WalletDrawer open canEdit={canEdit} onClose={onClose} />);
  const drawer = await screen.findByRole('dialog');
  await pick('walletUnit_unitCode', 'A-101 - สมชาย ใจดี');
  await within(drawer).findByText('C00001 สมชาย ใจดี');
  return drawer;
}

const refundButton = (drawer: HTMLElement) =>
  within(drawer).queryByRole('button', { name: /^rollback คืนเงิน$/ });

describe('customer wallet drawer', () => {
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

  it("shows the unit's two balances and its movements with dates in the Buddhist era and signed amounts", async () => {
    const server = fakeServer(
      routes(() => walletsOf('1500.00', '0.00', [used, overpaid])),
      VIEW,
    );
    await renderScreen(<WalletDrawer open canEdit={false} onClose={vi.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'กระเป๋าเงินลูกค้า' });
    expect(within(drawer).getByText('เลือกห้องชุดเพื่อดูยอดเงินในกระเป๋าเงิน')).toBeTruthy();
    expect(server.callsTo('GET', '/wallets')).toHaveLength(0);

    await pick('walletUnit_unitCode', 'A-101 - สมชาย ใจดี');
    await within(drawer).findByText('RC690300001');
    expect(server.callsTo('GET', '/wallets')[0]?.query.get('unitCode')).toBe('A-101');
    await waitFor(() =>
      expect(statistics(drawer)).toEqual([
        ['เงินรับล่วงหน้าค่าส่วนกลาง', '1,500.00'],
        ['เงินรับล่วงหน้าอื่น', '0.00'],
      ]),
    );

    const rows = [...drawer.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['15/03/2569', 'RC690300002', 'ใบเสร็จรับเงิน', 'เงินรับล่วงหน้าค่าส่วนกลาง', 'ใช้ชำระค่าส่วนกลาง', '-500.00'],
      ['10/03/2569', 'RC690300001', 'ใบเสร็จรับเงิน', 'เงินรับล่วงหน้าค่าส่วนกลาง', 'รับเงินเกินยอดใบแจ้งหนี้', '+2,000.00'],
    ]);
  });

  it('says so when the unit has no wallet movements, and has nothing to refund', async () => {
    fakeServer(
      routes(() => walletsOf('0.00', '0.00', [])),
      EDIT,
    );
    const drawer = await openForUnit(true);
    expect(await within(drawer).findByText('ห้องชุดนี้ยังไม่มีรายการเคลื่อนไหวในกระเป๋าเงิน')).toBeTruthy();
    expect(within(drawer).getByText('ไม่มียอดคงเหลือในกระเป๋าเงินที่จะคืนได้')).toBeTruthy();
    expect(refundButton(drawer)).toBeNull();
    expect(within(drawer).queryByRole('table')).toBeNull();
  });

  it('offers only the types holding money, the whole balance first, and refuses more than the balance or no reason', async () => {
    const server = fakeServer(
      routes(() => walletsOf('1500.00', '0.00', [used, overpaid])),
      EDIT,
    );
    const drawer = await openForUnit(true);
    const amount = await within(drawer).findByLabelText<HTMLInputElement>('จำนวนเงินที่คืน');
    // The only type with a balance is chosen, for its whole balance.
    await waitFor(() => expect(amount.value).toBe('1,500.00'));
    expect(within(drawer).getByText('ยอดคงเหลือ 1,500.00 บาท')).toBeTruthy();
    fireEvent.mouseDown(document.getElementById('walletRefund_walletType') as HTMLElement);
    const typeOptions = () =>
      [...document.querySelectorAll('.ant-select-item-option')]
        .map((option) => option.getAttribute('title'))
        .filter((title) => title?.startsWith('เงินรับล่วงหน้า'));
    await waitFor(() => expect(typeOptions()).toEqual(['เงินรับล่วงหน้าค่าส่วนกลาง (1,500.00)']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title^="เงินรับล่วงหน้า"]') as HTMLElement);

    await pick('walletRefund_accountCode', '[1121] - เงินฝากออมทรัพย์ ธ.กรุงเทพ');
    fireEvent.change(amount, { target: { value: '1500.01' } });
    fireEvent.click(refundButton(drawer) as HTMLElement);
    await waitFor(() =>
      expect(help('walletRefund_amount')).toBe(ruleMessage('th', 'max_amount', { max: '1,500.00' })),
    );
    await waitFor(() => expect(help('walletRefund_reason')).toBe(ruleMessage('th', 'required')));

    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.change(document.getElementById('walletRefund_reason') as HTMLElement, {
      target: { value: '   ' },
    });
    fireEvent.click(refundButton(drawer) as HTMLElement);
    await waitFor(() =>
      expect(help('walletRefund_amount')).toBe(ruleMessage('th', 'min_value', { min: '0.01' })),
    );
    await waitFor(() => expect(help('walletRefund_reason')).not.toBe(''));

    // Exactly the balance is allowed; the reason is still missing, so nothing is sent.
    fireEvent.change(amount, { target: { value: '1500' } });
    fireEvent.click(refundButton(drawer) as HTMLElement);
    await waitFor(() => expect(help('walletRefund_amount')).toBe(''));
    expect(help('walletRefund_reason')).not.toBe('');
    expect(confirmCustom).not.toHaveBeenCalled();
    expect(server.callsTo('POST', '/invoices/wallet/cancel')).toHaveLength(0);
  }, 60_000);

  it('refunds after a confirmation: sends the exact body, tells the WC number and shows the new balance', async () => {
    let wallets = walletsOf('1500.00', '0.00', [used, overpaid]);
    const refunded: WalletEntryRow = {
      entryId: 'e3',
      walletType: 0,
      amount: '-200.50',
      sourceType: 'WC',
      sourceId: '2b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a83',
      documentNo: 'WC690300001',
      description: 'ลูกค้าขอคืนเงิน',
      createdDate: '2026-03-20T03:00:00.000Z',
    };
    const server = fakeServer(
      {
        ...routes(() => wallets),
        'POST /invoices/wallet/cancel': () => {
          wallets = walletsOf('1299.50', '0.00', [refunded, used, overpaid]);
          return { documentNo: 'WC690300001', walletType: 0, balance: '1299.50' };
        },
      },
      EDIT,
    );
    const drawer = await openForUnit(true);
    const amount = await within(drawer).findByLabelText<HTMLInputElement>('จำนวนเงินที่คืน');
    await waitFor(() => expect(amount.value).toBe('1,500.00'));
    fireEvent.change(amount, { target: { value: '200.5' } });
    await pick('walletRefund_accountCode', '[1121] - เงินฝากออมทรัพย์ ธ.กรุงเทพ');
    fireEvent.change(document.getElementById('walletRefund_reason') as HTMLElement, {
      target: { value: ' ลูกค้าขอคืนเงิน ' },
    });
    fireEvent.click(refundButton(drawer) as HTMLElement);

    await waitFor(() => expect(server.callsTo('POST', '/invoices/wallet/cancel')).toHaveLength(1));
    expect(confirmCustom).toHaveBeenCalledWith(
      'ยืนยันการยกเลิกเงินรับล่วงหน้า (คืนเงิน)',
      'คืนเงิน 200.50 บาท จากเงินรับล่วงหน้าค่าส่วนกลาง ของห้องชุด A-101 โดยจ่ายจากบัญชี [1121] - เงินฝากออมทรัพย์ ธ.กรุงเทพ และบันทึกบัญชีทันที ต้องการดำเนินการต่อหรือไม่',
    );
    expect(server.callsTo('POST', '/invoices/wallet/cancel')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      unitCode: 'A-101',
      walletType: 0,
      amount: '200.50',
      accountCode: '1121',
      reason: 'ลูกค้าขอคืนเงิน',
    });
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith(
        'คืนเงิน 200.50 บาทเรียบร้อย เลขที่เอกสาร WC690300001 ยอดคงเหลือ 1,299.50 บาท',
      ),
    );
    expect(await within(drawer).findByText('WC690300001')).toBeTruthy();
    expect(within(drawer).getByText('คืนเงินรับล่วงหน้า')).toBeTruthy();
    expect(within(drawer).getByText('-200.50')).toBeTruthy();
    expect(statistics(drawer)[0]).toEqual(['เงินรับล่วงหน้าค่าส่วนกลาง', '1,299.50']);
    // A fresh form for the next refund, offering the new balance.
    await waitFor(() =>
      expect(within(drawer).getByLabelText<HTMLInputElement>('จำนวนเงินที่คืน').value).toBe('1,299.50'),
    );
    expect((document.getElementById('walletRefund_reason') as HTMLInputElement).value).toBe('');
  }, 60_000);

  it('sends nothing when the confirmation is declined', async () => {
    vi.mocked(confirmCustom).mockResolvedValueOnce(false);
    const server = fakeServer(
      routes(() => walletsOf('1500.00', '0.00', [used, overpaid])),
      EDIT,
    );
    const drawer = await openForUnit(true);
    await pick('walletRefund_accountCode', '[1111] - เงินสดในมือ');
    fireEvent.change(document.getElementById('walletRefund_reason') as HTMLElement, {
      target: { value: 'ลูกค้าขอคืนเงิน' },
    });
    fireEvent.click(refundButton(drawer) as HTMLElement);
    await waitFor(() => expect(confirmCustom).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST', '/invoices/wallet/cancel')).toHaveLength(0);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (RC006) in the error dialog and reads the balances again", async () => {
    const message = 'ยอดเงินในกระเป๋าเงินไม่พอ';
    const server = fakeServer(
      {
        ...routes(() => walletsOf('1500.00', '0.00', [used, overpaid])),
        'POST /invoices/wallet/cancel': errorReply(409, { code: 'RC006', message }),
      },
      EDIT,
    );
    const drawer = await openForUnit(true);
    const reads = server.callsTo('GET', '/wallets').length;
    await pick('walletRefund_accountCode', '[1111] - เงินสดในมือ');
    fireEvent.change(document.getElementById('walletRefund_reason') as HTMLElement, {
      target: { value: 'ลูกค้าขอคืนเงิน' },
    });
    fireEvent.click(refundButton(drawer) as HTMLElement);
    await waitFor(() => expect(showError).toHaveBeenCalledWith({ statusCode: 409, message }));
    expect(server.callsTo('POST', '/invoices/wallet/cancel')[0]?.body).toMatchObject({
      walletType: 0,
      amount: '1500.00',
      accountCode: '1111',
    });
    await waitFor(() => expect(server.callsTo('GET', '/wallets').length).toBeGreaterThan(reads));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('shows balances and movements only, without INVOICE_EDIT', async () => {
    const server = fakeServer(
      routes(() => walletsOf('1500.00', '0.00', [used, overpaid])),
      VIEW,
    );
    const drawer = await openForUnit(false);
    await within(drawer).findByText('RC690300001');
    expect(refundButton(drawer)).toBeNull();
    expect(document.getElementById('walletRefund_amount')).toBeNull();
    expect(within(drawer).queryByText('ยกเลิกเงินรับล่วงหน้า (คืนเงิน)')).toBeNull();
    expect(server.callsTo('GET', '/masterdata/accounts')).toHaveLength(0);
  });

  it('closes with Esc', async () => {
    fakeServer(
      routes(() => walletsOf('0.00', '0.00', [])),
      VIEW,
    );
    const onClose = vi.fn();
    await renderScreen(<WalletDrawer open canEdit={false} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is opened from the invoice screen by users who may read wallets', async () => {
    fakeServer(
      { 'POST /invoices/search': [], ...routes(() => walletsOf('1500.00', '0.00', [used, overpaid])) },
      VIEW,
    );
    await renderScreen(<InvoicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /กระเป๋าเงินลูกค้า/ }));
    const drawer = await screen.findByRole('dialog', { name: 'กระเป๋าเงินลูกค้า' });
    await pick('walletUnit_unitCode', 'A-101 - สมชาย ใจดี');
    await within(drawer).findByText('RC690300001');
    expect(refundButton(drawer)).toBeNull();
    cleanup();

    fakeServer({ 'POST /invoices/search': [] }, ['INVOICE']);
    await renderScreen(<InvoicesScreen />);
    await screen.findByRole('button', { name: /เงินเพิ่ม/ });
    expect(screen.queryByRole('button', { name: /กระเป๋าเงินลูกค้า/ })).toBeNull();
  }, 60_000);
});
