import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { ruleMessage, type ChequeRow } from '@suanklang/shared';
import { formatMoney } from '@suanklang/shared/money';
import '../../../../i18n';
import { inLanguage } from '../../../../components/test-lang';
import { showError, showSaved, showSuccess } from '../../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../../lib/preferences/preferences';
import { fakeServer, renderScreen, type FakeCall } from '../../../../lib/settings/test-screen';
import { remainingOf } from './remaining';
import { TransactionList } from './transaction-list';
import type { PaymentRow } from './types';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../../components/dialogs', () => ({
  showSuccess: vi.fn(),
  showSaved: vi.fn(),
  showError: vi.fn(),
  showWarning: vi.fn(),
  showConfigChecklist: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmSure: vi.fn(() => Promise.resolve(true)),
}));

const CHEQUE_ID = '3b5e3a52-8c1d-4f7e-9a2b-3c4d5e6f7a84';

/** The list on its own, owing 1,000.00, with the remaining amount and the entries in view. */
function Harness() {
  const [entries, setEntries] = useState<PaymentRow[]>([]);
  return (
    <div>
      <span data-testid="remaining">{formatMoney(remainingOf({ due: 100_000, entries }))}</span>
      <span data-testid="entries">{JSON.stringify(entries.map(({ key: _key, ...rest }) => rest))}</span>
      <TransactionList due={100_000} entries={entries} onChange={setEntries} documentType="RC" />
    </div>
  );
}

const created: ChequeRow = {
  id: CHEQUE_ID,
  chequeId: CHEQUE_ID,
  chequeNo: '12345678',
  chequeType: 1,
  direction: 'RECEIVED',
  status: 'ON_HAND',
  chequeDate: dayjs().format('YYYY-MM-DD'),
  bankCode: '002',
  bankName: 'ธนาคารกรุงเทพ',
  branchCode: '0001',
  bankBranchDesc: 'สาขาสีลม',
  payerName: 'สมชาย ใจดี',
  amount: '1500.00',
  grandTotal: '1500.00',
  balance: '1200.00',
  accountCode: null,
  bookNo: null,
  remark: null,
  depositedAt: null,
  passedAt: null,
  returnedAt: null,
  statusReason: null,
  createdDate: '2026-03-05T02:00:00.000Z',
};

const routes = {
  'GET /masterdata/accounts': (call: FakeCall) =>
    call.query.get('paymentType') === '1'
      ? [{ accountCode: '1111', description: 'เงินสด' }]
      : [{ accountCode: '1121', description: 'เงินฝากธนาคาร' }],
  'GET /banks': [
    {
      bankCode: '002',
      bankName: 'ธนาคารกรุงเทพ',
      bankNameTh: 'ธนาคารกรุงเทพ',
      bankNameEn: 'Bangkok Bank',
      shortName: 'BBL',
      swiftCode: null,
    },
  ],
  'GET /branches': [
    { bankCode: '002', branchCode: '0001', branchName: 'สีลม', branchNameTh: 'สีลม', branchNameEn: 'Silom' },
  ],
  'GET /masterdata/cheques': [],
  'POST /masterdata/cheque/create': created,
  // The banks of the property's accounts (the card is settled into one of them), not every bank.
  'GET /properties/bank-providers': [
    { providerCode: '004', providerName: 'ธนาคารกสิกรไทย' },
    { providerCode: '002', providerName: 'ธนาคารกรุงเทพ' },
  ],
};

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

async function choose(id: string, title: string) {
  fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
  fireEvent.click(await screen.findByTitle(title));
}

describe('payment entry panels', () => {
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

  it('card: number required, digits only and at most 16; bank, holder and amount required', async () => {
    const server = fakeServer(routes, ['RECEIPT']);
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-card') as HTMLElement);
    await screen.findByText('เพิ่มบัตรเครดิต/เดบิต');
    expect((document.getElementById('cardEntry_cardNo') as HTMLInputElement).maxLength).toBe(16);
    type('cardEntry_price', '');
    fireEvent.click(document.getElementById('card-save') as HTMLElement);
    await waitFor(() => expect(help('cardEntry_cardNo')).toBe(ruleMessage('th', 'required')));
    expect(help('cardEntry_cardHolderNameCode')).toBe(ruleMessage('th', 'required'));
    expect(help('cardEntry_cardName')).toBe(ruleMessage('th', 'required'));
    expect(help('cardEntry_price')).toBe(ruleMessage('th', 'required'));

    // A pasted 17-digit number is refused (the input's maxLength does not stop a paste in every browser).
    type('cardEntry_cardNo', '41111111111111112');
    await waitFor(() => expect(help('cardEntry_cardNo')).toBe(ruleMessage('th', 'max', { max: 16 })));
    type('cardEntry_cardNo', '4111abcd');
    await waitFor(() => expect(help('cardEntry_cardNo')).toBe(ruleMessage('th', 'numeric')));
    type('cardEntry_cardNo', '4111111111111111');
    await waitFor(() => expect(help('cardEntry_cardNo')).toBe(''));
    type('cardEntry_price', '0');
    await waitFor(() =>
      expect(help('cardEntry_price')).toBe(ruleMessage('th', 'min_value', { min: '0.01' })),
    );
    expect(screen.getByTestId('remaining').textContent).toBe('1,000.00');

    await choose('cardEntry_cardHolderNameCode', 'ธนาคารกรุงเทพ');
    expect(server.callsTo('GET', '/properties/bank-providers')[0]?.query.get('propertyCode')).toBe('P001');
    expect(server.callsTo('GET', '/banks')).toHaveLength(0);
    type('cardEntry_cardName', 'SOMCHAI JAIDEE');
    type('cardEntry_price', '250.50');
    fireEvent.click(document.getElementById('card-save') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('remaining').textContent).toBe('749.50'));
    expect(JSON.parse(screen.getByTestId('entries').textContent ?? '[]')).toEqual([
      {
        type: 'creditdebit',
        cardNo: '4111111111111111',
        cardHolderNameCode: '002',
        bankName: 'ธนาคารกรุงเทพ',
        cardName: 'SOMCHAI JAIDEE',
        price: 25_050,
      },
    ]);
  });

  it('create cheque: branch disabled until a bank is chosen; a new cheque has its amount as balance, not asked', async () => {
    const server = fakeServer(routes, ['RECEIPT']);
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-createCheque') as HTMLElement);
    await screen.findByText('สร้างเช็ค', { selector: '.ant-drawer-title' });
    const branch = () => document.getElementById('createCheque_chequeBankBranchId') as HTMLInputElement;
    expect(branch().disabled).toBe(true);

    fireEvent.click(document.getElementById('create-cheque-save') as HTMLElement);
    await waitFor(() => expect(help('createCheque_chequeNo')).toBe(ruleMessage('th', 'required')));
    expect(help('createCheque_chequeBankId')).toBe(ruleMessage('th', 'required'));
    expect(help('createCheque_payerName')).toBe(ruleMessage('th', 'required'));
    expect(help('createCheque_chequeAmount')).toBe(ruleMessage('th', 'required'));

    // Eight digits at most: a ninth is dropped; fewer than eight is refused.
    type('createCheque_chequeNo', '123456789');
    expect((document.getElementById('createCheque_chequeNo') as HTMLInputElement).value).toBe('12345678');
    type('createCheque_chequeNo', '1234');
    await waitFor(() => expect(help('createCheque_chequeNo')).toBe(ruleMessage('th', 'chequeNoDigits')));
    type('createCheque_chequeNo', '12345678');

    await choose('createCheque_chequeBankId', 'BBL - ธนาคารกรุงเทพ');
    await waitFor(() => expect(branch().disabled).toBe(false));
    fireEvent.click(document.getElementById('create-cheque-save') as HTMLElement);
    await waitFor(() => expect(help('createCheque_chequeBankBranchId')).toBe(ruleMessage('th', 'required')));
    await choose('createCheque_chequeBankBranchId', '0001 - สีลม');
    type('createCheque_payerName', 'สมชาย ใจดี');

    // The amount is at least 1; the balance of a new cheque is its amount, not asked.
    type('createCheque_chequeAmount', '0.5');
    await waitFor(() =>
      expect(help('createCheque_chequeAmount')).toBe(ruleMessage('th', 'min_value', { min: '1.00' })),
    );
    fireEvent.click(document.getElementById('create-cheque-save') as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.callsTo('POST', '/masterdata/cheque/create')).toHaveLength(0);
    expect(document.getElementById('createCheque_chequeBalance')).toBeNull();

    type('createCheque_chequeAmount', '1500');
    await waitFor(() => expect(help('createCheque_chequeAmount')).toBe(''));
    fireEvent.click(document.getElementById('create-cheque-save') as HTMLElement);
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/cheque/create')).toHaveLength(1));
    expect(server.callsTo('POST', '/masterdata/cheque/create')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      chequeNo: '12345678',
      chequeDate: dayjs().format('YYYY-MM-DD'),
      chequeBankId: '002',
      chequeBankBranchId: '0001',
      payerName: 'สมชาย ใจดี',
      chequeAmount: 1500,
      chequeType: 1,
      remark: null,
    });
    // A short message, not a dialog to click away while the receipt is being built.
    await waitFor(() => expect(showSaved).toHaveBeenCalledWith('บันทึกเช็คเลขที่ 12345678 เรียบร้อย'));
    expect(showSuccess).not.toHaveBeenCalled();
    // The new cheque pays the remaining 1,000.00 (capped at its 1,200.00 balance).
    await waitFor(() => expect(screen.getByTestId('remaining').textContent).toBe('0.00'));
    expect(JSON.parse(screen.getByTestId('entries').textContent ?? '[]')).toMatchObject([
      { type: 'cheque', id: CHEQUE_ID, price: 100_000, balance: 120_000 },
    ]);
  });

  it('cheque search takes at most 8 characters and searches by q with chequeType 1', async () => {
    const server = fakeServer(routes, ['RECEIPT']);
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-cheque') as HTMLElement);
    const search = await screen.findByLabelText<HTMLInputElement>('ค้นหาเลขที่เช็ค');
    expect(search.maxLength).toBe(8);
    fireEvent.change(search, { target: { value: '1234' } });
    fireEvent.click(document.querySelector('.ant-input-search-button, .ant-input-search-btn') as HTMLElement);
    await waitFor(() =>
      expect(
        server.callsTo('GET', '/masterdata/cheques').some((call) => call.query.get('q') === '1234'),
      ).toBe(true),
    );
    expect(server.callsTo('GET', '/masterdata/cheques')[0]?.query.get('chequeType')).toBe('1');
  });

  it('cash: Enter moves to the next field, then saves; at least 0.01', async () => {
    fakeServer(routes, ['RECEIPT']);
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-cash') as HTMLElement);
    await screen.findByTitle('[1111] - เงินสด');
    const account = document.getElementById('cashEntry_accountCode') as HTMLInputElement;
    const price = document.getElementById('cashEntry_price') as HTMLInputElement;
    account.focus();
    fireEvent.keyDown(account, { key: 'Enter' });
    expect(document.activeElement).toBe(price);
    type('cashEntry_price', '0');
    fireEvent.keyDown(price, { key: 'Enter' });
    await waitFor(() =>
      expect(help('cashEntry_price')).toBe(ruleMessage('th', 'min_value', { min: '0.01' })),
    );
    type('cashEntry_price', '0.01');
    fireEvent.keyDown(price, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('remaining').textContent).toBe('999.99'));
  });

  it('online: the panel closes with an error when the property has no online account', async () => {
    fakeServer(
      { ...routes, 'GET /properties/document-account': { configDocumentAccount: 7, accountNos: [] } },
      ['RECEIPT'],
    );
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-online') as HTMLElement);
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith({ message: 'กรุณาตั้งค่าเลขที่บัญชีสำหรับการชำระออนไลน์ของโครงการ' }),
    );
    await waitFor(() => expect(document.getElementById('online-save')).toBeNull());
  });

  it('online: a failed check closes the panel with the check error; a set account adds the entry', async () => {
    const server = fakeServer({ ...routes }, ['RECEIPT']);
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-online') as HTMLElement);
    await waitFor(() => expect(showError).toHaveBeenCalledWith({ message: 'เกิดข้อผิดพลาดในการตรวจสอบบัญชี' }));
    expect(server.callsTo('GET', '/properties/document-account')[0]?.query.get('configDocumentAccount')).toBe(
      '7',
    );

    cleanup();
    fakeServer(
      {
        ...routes,
        'GET /properties/document-account': {
          configDocumentAccount: 7,
          accountNos: [
            {
              accountNoId: 'x',
              accountCode: '1122',
              realAccountNo: '123-4-56789-0',
              accountCodeName: 'เงินฝากออมทรัพย์',
              bankCode: '002',
              bankName: 'ธนาคารกรุงเทพ',
            },
          ],
        },
      },
      ['RECEIPT'],
    );
    await renderScreen(<Harness />);
    fireEvent.click(document.getElementById('add-online') as HTMLElement);
    await screen.findByText('123-4-56789-0');
    fireEvent.click(document.getElementById('online-save') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('remaining').textContent).toBe('0.00'));
    expect(JSON.parse(screen.getByTestId('entries').textContent ?? '[]')).toEqual([
      {
        type: 'online',
        date: dayjs().format('YYYY-MM-DD'),
        accountCode: '1122',
        accountCodeDescription: 'เงินฝากออมทรัพย์',
        accountNo: '123-4-56789-0',
        price: 100_000,
      },
    ]);
  });
});
