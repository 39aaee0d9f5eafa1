import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type ExpenseTypeDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { expenseTypeRequest } from './expense-type-editor';
import { ExpenseTypesScreen } from './expense-types-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_EXPENSE', 'SETTING_EXPENSE_EDIT'] as const;
const commonFee: ExpenseTypeDetail = {
  expenseTypeCode: 'CF',
  expenseTypeDescription: 'ค่าส่วนกลาง',
  nameTh: 'ค่าส่วนกลาง',
  nameEn: 'Common fee',
  category: 'COMMON_FEE',
  calcKind: 'AREA',
  rate: '1234.50',
  billingCycle: 'MONTHLY',
  cycleMonths: null,
  incomeAccountCode: '4100',
  vatApplicable: 'N',
  autoBill: 'Y',
  walletType: 0,
  active: 'Y',
  incomeAccountDescription: 'รายได้ค่าส่วนกลาง',
  meterTypeCode: null,
  minimumCharge: null,
  meterDigits: null,
  meterMaxUsage: null,
  tiers: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: null,
};
const routes = {
  'POST /config/expense/search': [commonFee],
  'GET /config/expense/category': [{ category: 'COMMON_FEE', description: 'ค่าส่วนกลาง' }],
  'GET /config/expense/wallet': [{ walletType: 0, walletTypeDescription: 'กระเป๋าเงินค่าส่วนกลาง' }],
  'GET /config/expense/detail/CF': commonFee,
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}
function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('expense types', () => {
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

  it('lists rates with 2 decimals and commas', async () => {
    fakeServer(routes, EDIT);
    await renderScreen(<ExpenseTypesScreen />);
    expect(await screen.findByText('1,234.50')).toBeTruthy();
  });

  it('a new expense type: required fields in Thai and English, nothing saved', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<ExpenseTypesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มประเภทค่าใช้จ่าย/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('expenseType_expenseTypeCode')).toBe(ruleMessage('th', 'required')));
    expect(help('expenseType_calcKind')).toBe(ruleMessage('th', 'required'));
    expect(help('expenseType_incomeAccountCode')).toBe(ruleMessage('th', 'required'));
    storeLang('en');
    await inLanguage('en');
    fill('expenseType_expenseTypeCode', 'ค่าน้ำ');
    await waitFor(() => expect(help('expenseType_expenseTypeCode')).toBe(ruleMessage('en', 'textEng')));
    expect(server.callsTo('POST', '/config/expense/save')).toHaveLength(0);
  });

  it('an expense type in use keeps its code and calculation', async () => {
    fakeServer(
      {
        ...routes,
        'GET /config/expense/checkEditable/CF': {
          code: 'CF',
          editable: false,
          usedBy: [{ kind: 'INVOICE', code: 'IN2603-0001', description: 'A-101' }],
        },
      },
      EDIT,
    );
    await renderScreen(<ExpenseTypesScreen />);
    fireEvent.click(await screen.findByText('CF'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/ใบแจ้งหนี้: IN2603-0001/);
    expect((document.getElementById('expenseType_expenseTypeCode') as HTMLInputElement).disabled).toBe(true);
    expect(document.getElementById('expenseType_calcKind')?.closest('.ant-select')?.className).toContain(
      'ant-select-disabled',
    );
    expect((document.getElementById('expenseType_nameTh') as HTMLInputElement).disabled).toBe(false);
  });

  it('says a saved expense type in a short message and closes its panel, with no dialog to click away', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /config/expense/checkEditable/CF': { code: 'CF', editable: true, usedBy: [] },
        'POST /config/expense/save': { expenseTypeCode: 'CF' },
      },
      EDIT,
    );
    await renderScreen(<ExpenseTypesScreen />);
    fireEvent.click(await screen.findByText('CF'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((document.getElementById('expenseType_nameEn') as HTMLInputElement).value).toBe('Common fee'),
    );
    fill('expenseType_nameEn', 'Common area fee');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST', '/config/expense/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/config/expense/save')[0]?.body).toMatchObject({
      originalCode: 'CF',
      nameEn: 'Common area fee',
    });
    await expectSavedMessage('บันทึกประเภทค่าใช้จ่าย CF เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(document.getElementById('expenseType_nameEn')).toBeNull());
  });

  it('is read-only without SETTING_EXPENSE_EDIT', async () => {
    fakeServer(routes, ['SETTING_EXPENSE']);
    await renderScreen(<ExpenseTypesScreen />);
    expect(screen.queryByRole('button', { name: /เพิ่มประเภทค่าใช้จ่าย/ })).toBeNull();
    fireEvent.click(await screen.findByText('CF'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((document.getElementById('expenseType_nameEn') as HTMLInputElement).value).toBe('Common fee'),
    );
    expect((document.getElementById('expenseType_nameEn') as HTMLInputElement).disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: /บันทึก/ })).toBeNull();
  });

  it('sends meter settings only for a meter calculation, amounts as typed baht', () => {
    const area = expenseTypeRequest(
      {
        calcKind: 'AREA',
        rate: 40,
        billingCycle: 'MONTHLY',
        meterTypeCode: 'WATER',
        minimumCharge: 100,
        meterDigits: 4,
        meterMaxUsage: 80,
        tiers: [{ upTo: 10, rate: 15 }],
        vatApplicable: 'N',
        autoBill: 'Y',
        active: 'Y',
      },
      undefined,
    );
    expect(area).toMatchObject({
      rate: 40,
      meterTypeCode: null,
      minimumCharge: null,
      meterDigits: null,
      meterMaxUsage: null,
      tiers: [],
      cycleMonths: null,
    });
    const meter = expenseTypeRequest(
      {
        calcKind: 'METER',
        rate: 18,
        billingCycle: 'MONTHLY',
        meterTypeCode: 'WATER',
        minimumCharge: 100,
        meterDigits: 4,
        meterMaxUsage: 80,
        tiers: [{ upTo: 10, rate: 15 }],
        vatApplicable: 'N',
        autoBill: 'Y',
        active: 'Y',
      },
      'WT',
    );
    expect(meter).toMatchObject({
      originalCode: 'WT',
      meterTypeCode: 'WATER',
      minimumCharge: 100,
      meterDigits: 4,
      meterMaxUsage: 80,
      tiers: [{ upTo: 10, rate: 15 }],
    });
  });
});
