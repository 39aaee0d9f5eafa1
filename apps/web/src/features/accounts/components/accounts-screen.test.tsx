import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type AccountDetail, type AccountRow } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { AccountsScreen } from './accounts-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_ACCOUNT', 'SETTING_ACCOUNT_EDIT'] as const;
const row = (accountCode: string, description: string, level: number, postable: 'Y' | 'N'): AccountRow => ({
  accountCode,
  description,
  nameTh: description,
  nameEn: `Account ${accountCode}`,
  category: 'ASSET',
  normalSide: 'D',
  parentCode: level > 1 ? accountCode.slice(0, 1) : null,
  level,
  postable,
  active: 'Y',
});
const chart = [row('1000', 'สินทรัพย์', 1, 'N'), row('1110', 'เงินสด', 2, 'Y')];
const cash: AccountDetail = {
  ...chart[1]!,
  parentDescription: 'สินทรัพย์',
  childCount: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: null,
};
const categories = [{ category: 'ASSET', description: 'สินทรัพย์', normalSide: 'D' }];

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}
function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('chart of accounts', () => {
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

  it('lists the chart indented by level, header accounts in bold', async () => {
    fakeServer({ 'POST /config/account/search': chart, 'GET /config/account/category': categories }, EDIT);
    await renderScreen(<AccountsScreen />);
    const sub = await screen.findByText('1110 เงินสด');
    const header = screen.getByText('1000 สินทรัพย์');
    expect((sub.closest('span[style]') as HTMLElement).style.paddingInlineStart).toBe('20px');
    expect((header.closest('span[style]') as HTMLElement).style.paddingInlineStart).toMatch(/^0(px)?$/);
    expect(header.tagName).toBe('STRONG');
  });

  it('a new account: required fields in Thai and English, nothing saved', async () => {
    const server = fakeServer(
      { 'POST /config/account/search': chart, 'GET /config/account/category': categories },
      EDIT,
    );
    await renderScreen(<AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มบัญชี/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('account_accountCode')).toBe(ruleMessage('th', 'required')));
    expect(help('account_category')).toBe(ruleMessage('th', 'required'));
    storeLang('en');
    await inLanguage('en');
    fill('account_nameEn', 'เงินสด');
    await waitFor(() => expect(help('account_nameEn')).toBe(ruleMessage('en', 'textEng')));
    expect(server.callsTo('POST', '/config/account/save')).toHaveLength(0);
  });

  it('an account in use keeps its code and category, and says why; the name still saves', async () => {
    const server = fakeServer(
      {
        'POST /config/account/search': chart,
        'GET /config/account/category': categories,
        'GET /config/account/detail/1110': cash,
        'GET /config/account/checkEditable/1110': {
          code: '1110',
          editable: false,
          usedBy: [{ kind: 'JOURNAL', code: 'JV2603-0001', description: 'รับเงินสด' }],
        },
        'POST /config/account/save': { accountCode: '1110' },
      },
      EDIT,
    );
    await renderScreen(<AccountsScreen />);
    fireEvent.click(await screen.findByText('1110 เงินสด'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/รายการบัญชี: JV2603-0001/);
    expect((document.getElementById('account_accountCode') as HTMLInputElement).disabled).toBe(true);
    fill('account_nameTh', 'เงินสดย่อย');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST', '/config/account/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/config/account/save')[0]?.body).toMatchObject({
      originalCode: '1110',
      accountCode: '1110',
      nameTh: 'เงินสดย่อย',
      category: 'ASSET',
      postable: 'Y',
    });
    await expectSavedMessage('บันทึกบัญชี 1110 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('is read-only without SETTING_ACCOUNT_EDIT', async () => {
    fakeServer(
      {
        'POST /config/account/search': chart,
        'GET /config/account/category': categories,
        'GET /config/account/detail/1110': cash,
      },
      ['SETTING_ACCOUNT'],
    );
    await renderScreen(<AccountsScreen />);
    expect(screen.queryByRole('button', { name: /เพิ่มบัญชี/ })).toBeNull();
    fireEvent.click(await screen.findByText('1110 เงินสด'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((document.getElementById('account_nameTh') as HTMLInputElement).value).toBe('เงินสด'),
    );
    expect((document.getElementById('account_nameTh') as HTMLInputElement).disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: /บันทึก/ })).toBeNull();
  });
});
