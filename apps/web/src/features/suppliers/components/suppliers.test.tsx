import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type SupplierDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { SupplierDetailScreen } from './supplier-detail-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_SUPPLIER', 'SETTING_SUPPLIER_EDIT'] as const;

const guard: SupplierDetail = {
  supplierCode: 'SEC01',
  supplierName: 'บริษัท รักษาความปลอดภัย จำกัด',
  nameTh: 'บริษัท รักษาความปลอดภัย จำกัด',
  nameEn: 'Secure Guard Co., Ltd.',
  whtType: 'PND53',
  taxId: '0105556012345',
  phone: null,
  email: null,
  address: null,
  active: 'Y',
  branchNo: '00000',
  province: null,
  postalCode: null,
  contactName: null,
  bankAccounts: [],
  documentAccounts: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: null,
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

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}
function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('suppliers', () => {
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

  it('a new supplier: missing name and a bad tax ID are refused in Thai and English, nothing saved', async () => {
    const server = fakeServer({}, EDIT);
    await renderScreen(<SupplierDetailScreen />);
    fill('supplier_taxId', '0105556012346');
    fireEvent.click(screen.getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('supplier_taxId')).toBe(ruleMessage('th', 'taxIdFormat')));
    expect(help('supplier_supplierCode')).toBe(ruleMessage('th', 'required'));
    expect(help('supplier_nameTh')).toBe(ruleMessage('th', 'required'));
    storeLang('en');
    await inLanguage('en');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(help('supplier_taxId')).toBe(ruleMessage('en', 'taxIdFormat')));
    expect(help('supplier_nameTh')).toBe(ruleMessage('en', 'required'));
    expect(server.callsTo('POST', '/config/supplier/save')).toHaveLength(0);
  });

  it('adds a bank account: the branch waits for the bank, and the form goes as multipart with nested names', async () => {
    const server = fakeServer(
      {
        'GET /config/supplier/detail/SEC01': guard,
        'GET /config/supplier/checkEditable/SEC01': { code: 'SEC01', editable: true, usedBy: [] },
        'GET /banks': banks,
        'GET /branches': branches,
        'POST /config/supplier/manage/bank-account': {
          bankAccountId: '5c0b4a54-8f2c-4a3a-9d7e-1f8f2b0c1a11',
        },
      },
      EDIT,
    );
    await renderScreen(<SupplierDetailScreen />, { url: '/screen?supplierCode=SEC01' });
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มบัญชีธนาคาร/ }));
    const drawer = await screen.findByRole('dialog');
    const branch = () =>
      document.getElementById('supplierBank_bankAccountInfo_bankBranchCode') as HTMLInputElement;
    expect(branch().closest('.ant-select')?.className).toContain('ant-select-disabled');
    fireEvent.mouseDown(document.getElementById('supplierBank_bankAccountInfo_bankCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('BBL - ธนาคารกรุงเทพ'));
    await waitFor(() =>
      expect(branch().closest('.ant-select')?.className).not.toContain('ant-select-disabled'),
    );
    expect(server.callsTo('GET', '/branches')[0]?.query.get('bankCode')).toBe('002');
    fireEvent.mouseDown(branch());
    fireEvent.click(await screen.findByTitle('0001 - สำนักงานใหญ่สีลม'));
    fill('supplierBank_bankAccountInfo_accountNo', '123-4-56789-0');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/config/supplier/manage/bank-account')).toHaveLength(1),
    );
    const call = server.callsTo('POST', '/config/supplier/manage/bank-account')[0]!;
    expect(call.query.get('propertyCode')).toBe('P001');
    const form = call.init.body as FormData;
    expect(form.get('supplierCode')).toBe('SEC01');
    expect(form.get('bankAccountInfo[bankCode]')).toBe('002');
    expect(form.get('bankAccountInfo[bankBranchCode]')).toBe('0001');
    expect(form.get('bankAccountInfo[accountNo]')).toBe('123-4-56789-0');
    expect(form.get('bankAccountInfo[accountName]')).toBe(guard.nameTh);
    expect(form.get('bankAccountInfo[active]')).toBe('Y');
    await expectSavedMessage('บันทึกบัญชีธนาคารเรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('a supplier in use keeps its code, and says why', async () => {
    fakeServer(
      {
        'GET /config/supplier/detail/SEC01': guard,
        'GET /config/supplier/checkEditable/SEC01': {
          code: 'SEC01',
          editable: false,
          usedBy: [{ kind: 'PAYMENT_VOUCHER', code: 'PV2603-0001', description: 'ค่ารักษาความปลอดภัย' }],
        },
      },
      EDIT,
    );
    await renderScreen(<SupplierDetailScreen />, { url: '/screen?supplierCode=SEC01' });
    await screen.findByText(/ใบสำคัญจ่าย: PV2603-0001/);
    expect((document.getElementById('supplier_supplierCode') as HTMLInputElement).disabled).toBe(true);
    expect((document.getElementById('supplier_nameTh') as HTMLInputElement).disabled).toBe(false);
  });

  it('is read-only without SETTING_SUPPLIER_EDIT', async () => {
    const server = fakeServer({ 'GET /config/supplier/detail/SEC01': guard }, ['SETTING_SUPPLIER']);
    await renderScreen(<SupplierDetailScreen />, { url: '/screen?supplierCode=SEC01' });
    await waitFor(() =>
      expect((document.getElementById('supplier_nameTh') as HTMLInputElement).value).toBe(guard.nameTh),
    );
    expect((document.getElementById('supplier_nameTh') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /บันทึก/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /เพิ่มบัญชีธนาคาร/ })).toBeNull();
    expect(server.callsTo('GET', '/config/supplier/checkEditable/SEC01')).toHaveLength(0);
  });
});
