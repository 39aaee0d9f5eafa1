import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountRoleRow, AccountRow } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { expectNoSavedMessage, expectSavedMessage } from '../../../test/saved-message';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { AccountsScreen } from './accounts-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_ACCOUNT', 'SETTING_ACCOUNT_EDIT'] as const;

const role = (
  code: string,
  description: string,
  accountCode: string,
  accountDescription: string,
  defaultAccountCode = accountCode,
): AccountRoleRow => ({
  role: code,
  description,
  accountCode,
  accountDescription,
  defaultAccountCode,
  isDefault: accountCode === defaultAccountCode,
});
const roles = [
  role('AR_COMMON_FEE', 'ลูกหนี้ค่าส่วนกลาง', '1121', 'ลูกหนี้ค่าส่วนกลาง'),
  role('AR_PARKING', 'ลูกหนี้ค่าที่จอดรถ', '1127', 'ลูกหนี้ค่าบริการ', '1126'),
  role('AR_OTHER', 'ลูกหนี้อื่น', '1126', 'ลูกหนี้อื่น'),
];
const accounts = [
  { accountCode: '1121', description: 'ลูกหนี้ค่าส่วนกลาง' },
  { accountCode: '1126', description: 'ลูกหนี้อื่น' },
  { accountCode: '1127', description: 'ลูกหนี้ค่าบริการ' },
];
const chart: AccountRow[] = [
  {
    accountCode: '1121',
    description: 'ลูกหนี้ค่าส่วนกลาง',
    nameTh: 'ลูกหนี้ค่าส่วนกลาง',
    nameEn: 'Receivable - common fees',
    category: 'ASSET',
    normalSide: 'D',
    parentCode: '1120',
    level: 4,
    postable: 'Y',
    active: 'Y',
  },
];
const routes = {
  'POST /config/account/search': chart,
  'GET /config/account/category': [{ category: 'ASSET', description: 'สินทรัพย์', normalSide: 'D' }],
  'GET /config/account/roles': roles,
  'GET /masterdata/accounts': accounts,
};

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

async function openPanel() {
  await renderScreen(<AccountsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: /บัญชีสำหรับบันทึกรายการ/ }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText('ลูกหนี้ค่าที่จอดรถ');
  return drawer;
}

async function choose(id: string, title: string) {
  fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('posting accounts', () => {
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

  it('lists each role with its account, marks a changed one, and sends only what changed', async () => {
    const server = fakeServer({ ...routes, 'PUT /config/account/roles': roles }, EDIT);
    const drawer = await openPanel();
    expect(within(drawer).getAllByTitle('[1121] - ลูกหนี้ค่าส่วนกลาง').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('ผังบัญชีมาตรฐาน: 1126')).toBeTruthy();
    expect(within(drawer).getAllByText('เปลี่ยนแล้ว')).toHaveLength(1);
    expect(server.callsTo('GET', '/masterdata/accounts')[0]?.query.get('postable')).toBe('Y');

    await choose('accountRoles_roles_2_accountCode', '[1127] - ลูกหนี้ค่าบริการ');
    await waitFor(() => expect(within(drawer).getAllByText('เปลี่ยนแล้ว')).toHaveLength(2));
    fireEvent.click(within(drawer).getAllByRole('button', { name: 'ใช้บัญชีมาตรฐาน' })[0] as HTMLElement);
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/config/account/roles')).toHaveLength(1));
    expect(server.callsTo('PUT', '/config/account/roles')[0]?.body).toEqual({
      lang: 'TH',
      propertyCode: 'P001',
      roles: [
        { role: 'AR_PARKING', accountCode: '1126' },
        { role: 'AR_OTHER', accountCode: '1127' },
      ],
    });
    await expectSavedMessage('บันทึกบัญชีสำหรับบันทึกรายการเรียบร้อยแล้ว (เปลี่ยน 2 รายการ)');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the role it concerns", async () => {
    const message = 'บัญชีที่เลือกไม่สามารถใช้กับรายการนี้ได้';
    const server = fakeServer(
      {
        ...routes,
        'PUT /config/account/roles': errorReply(400, {
          code: 'ST205',
          message,
          fields: [{ path: 'roles.0.accountCode', rule: 'account', message }],
        }),
      },
      EDIT,
    );
    const drawer = await openPanel();
    await choose('accountRoles_roles_2_accountCode', '[1127] - ลูกหนี้ค่าบริการ');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('accountRoles_roles_2_accountCode')).toBe(message));
    expect(server.callsTo('PUT', '/config/account/roles')[0]?.body).toMatchObject({
      roles: [{ role: 'AR_OTHER', accountCode: '1127' }],
    });
    expect(help('accountRoles_roles_1_accountCode')).toBe('');
    expect(showSuccess).not.toHaveBeenCalled();
    expectNoSavedMessage();
  });

  it('is read-only without SETTING_ACCOUNT_EDIT', async () => {
    const server = fakeServer(routes, ['SETTING_ACCOUNT']);
    const drawer = await openPanel();
    expect(within(drawer).getByText('คุณมีสิทธิ์ดูข้อมูลเท่านั้น ไม่สามารถแก้ไขได้')).toBeTruthy();
    const select = document.getElementById('accountRoles_roles_0_accountCode') as HTMLInputElement;
    expect(select.disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: /บันทึก/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'ใช้บัญชีมาตรฐาน' })).toBeNull();
    expect(server.callsTo('PUT', '/config/account/roles')).toHaveLength(0);
  });
});
