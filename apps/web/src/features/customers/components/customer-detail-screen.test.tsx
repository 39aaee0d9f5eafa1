import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, thaiIdCheckDigit, type CustomerDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { CustomerDetailScreen } from './customer-detail-screen';

vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmSure: vi.fn(() => Promise.resolve(true)),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

vi.setConfig({ testTimeout: 60_000 });

const EDIT = ['SETTING_CUSTOMER', 'SETTING_CUSTOMER_EDIT', 'DOWNLOAD'] as const;
const VALID_ID = `110170023070${thaiIdCheckDigit('110170023070')}`;

const somchai: CustomerDetail = {
  customerCode: 'C00001',
  customerName: 'สมชาย ใจดี',
  customerType: 'PERSON',
  ownerType: 'OWNER',
  taxId: VALID_ID,
  passportId: null,
  mobileNo: '081-234-5678',
  email: null,
  units: ['A-101'],
  active: 'Y',
  documentNo: null,
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  titleCode: null,
  titleDescription: null,
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  nameLocal: null,
  nationalityCode: 'TH',
  nationalityDescription: 'ไทย',
  genderCode: null,
  genderDescription: null,
  dateOfBirth: '1980-05-01',
  occupationCode: null,
  occupationDescription: null,
  occupationText: null,
  maritalStatusCode: null,
  maritalStatusDescription: null,
  noOfChildren: null,
  noOfFamilyMember: null,
  countryCode: null,
  telephone: null,
  address: null,
  province: null,
  postalCode: null,
  facebook: null,
  instagram: null,
  line: null,
  twitter: null,
  wechat: null,
  whatsapp: null,
  inactiveReason: null,
  inactiveDate: null,
  unitLinks: [{ unitCode: 'A-101', ownerType: 'OWNER', startDate: '2024-01-15', endDate: null }],
  changes: [{ documentNo: 'C00001-001', createdBy: 'มานี บัญชี', createdDate: '2026-03-15T03:05:00.000Z' }],
  createdDate: '2024-01-15T00:00:00.000Z',
  updatedDate: null,
};

/**
 * A button by its text. getByRole works out the accessibility of every element of this large form first, which
 * costs seconds per call on a busy machine; the text is what a user reads.
 */
function buttonNamed(name: RegExp | string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => {
    const text = b.textContent?.trim() ?? '';
    return typeof name === 'string' ? text === name : name.test(text);
  });
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('customer detail: a new customer', () => {
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

  it('has stable ids and names on its inputs and the page title as h1', async () => {
    fakeServer({}, EDIT);
    await renderScreen(<CustomerDetailScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'รายละเอียดลูกค้า' })).toBeTruthy();
    for (const name of [
      'customerCode',
      'firstNameTh',
      'lastNameTh',
      'firstNameEn',
      'taxId',
      'passportId',
      'mobileNo',
      'email',
      'line',
    ]) {
      expect(document.getElementById(`customer_${name}`)?.getAttribute('name'), name).toBe(name);
    }
    expect(document.getElementById('customer_dateOfBirth')).not.toBeNull();
  });

  it('refuses a bad national ID and missing fields in Thai, saving nothing', async () => {
    const server = fakeServer({}, EDIT);
    await renderScreen(<CustomerDetailScreen />);
    fill('customer_taxId', '1234567890123');
    fireEvent.click(buttonNamed(/บันทึก/));
    await waitFor(() => expect(help('customer_taxId')).toBe(ruleMessage('th', 'idCard')));
    expect(help('customer_firstNameTh')).toBe(ruleMessage('th', 'required'));
    expect(server.callsTo('POST', '/masterdata/customer/save')).toHaveLength(0);
  });

  it('refuses them in English too', async () => {
    storeLang('en');
    await inLanguage('en');
    const server = fakeServer({}, EDIT);
    await renderScreen(<CustomerDetailScreen />);
    fill('customer_taxId', '1234567890123');
    fireEvent.click(buttonNamed(/Save/));
    await waitFor(() => expect(help('customer_taxId')).toBe(ruleMessage('en', 'idCard')));
    expect(help('customer_firstNameTh')).toBe(ruleMessage('en', 'required'));
    expect(server.callsTo('POST', '/masterdata/customer/save')).toHaveLength(0);
  });

  it('asks a person for a last name (a check between fields) before saving', async () => {
    const server = fakeServer({}, EDIT);
    await renderScreen(<CustomerDetailScreen />);
    fill('customer_firstNameTh', 'สมหญิง');
    fill('customer_taxId', VALID_ID);
    fireEvent.click(buttonNamed(/บันทึก/));
    await waitFor(() => expect(help('customer_lastNameTh')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('POST', '/masterdata/customer/save')).toHaveLength(0);
  });

  it('saves a valid customer and sends what was typed', async () => {
    const server = fakeServer(
      { 'POST /masterdata/customer/save': { customerCode: 'C00002', documentNo: null } },
      EDIT,
    );
    const { router } = await renderScreen(<CustomerDetailScreen />);
    fill('customer_firstNameTh', 'สมหญิง');
    fill('customer_lastNameTh', 'รักดี');
    fill('customer_taxId', VALID_ID);
    fill('customer_line', 'somying.r');
    fireEvent.click(buttonNamed(/บันทึก/));
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/customer/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/masterdata/customer/save')[0]?.body).toMatchObject({
      customerType: 'PERSON',
      ownerType: 'OWNER',
      nationalityCode: 'TH',
      firstNameTh: 'สมหญิง',
      lastNameTh: 'รักดี',
      taxId: VALID_ID,
      line: 'somying.r',
    });
    await expectSavedMessage('เพิ่มลูกค้า C00002 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.search).toBe('?customerCode=C00002'));
  });
});

describe('customer detail: an existing customer', () => {
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

  const url = '/screen?customerCode=C00001';

  it('is read-only without SETTING_CUSTOMER_EDIT: no save, no inactivate, disabled fields', async () => {
    fakeServer({ 'GET /masterdata/customer/C00001': somchai }, ['SETTING_CUSTOMER']);
    await renderScreen(<CustomerDetailScreen />, { url });
    await waitFor(() =>
      expect((document.getElementById('customer_firstNameTh') as HTMLInputElement).value).toBe('สมชาย'),
    );
    expect((document.getElementById('customer_firstNameTh') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /บันทึก/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /ระงับการใช้งาน/ })).toBeNull();
    // The history stays readable.
    expect(screen.getByRole('button', { name: 'ดูรายละเอียดการแก้ไข C00001-001' })).toBeTruthy();
  });

  it('sends a modify with its files as multipart, lang and propertyCode in the query', async () => {
    const server = fakeServer(
      {
        'GET /masterdata/customer/C00001': somchai,
        'PUT /masterdata/customer/modify': { customerCode: 'C00001', documentNo: 'C00001-002' },
      },
      EDIT,
    );
    await renderScreen(<CustomerDetailScreen />, { url });
    await waitFor(() =>
      expect((document.getElementById('customer_mobileNo') as HTMLInputElement).value).toBe('081-234-5678'),
    );
    fill('customer_mobileNo', '089-999-8888');
    // Attach a file through the files table's dialog (events fired directly: the pointer simulation of a full
    // user-event click costs seconds on this large form and tests nothing more here).
    fireEvent.click(buttonNamed(/แนบไฟล์/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('คำอธิบาย'), { target: { value: 'สำเนาบัตรประชาชน' } });
    const file = new File(['%PDF-1.4'], 'id-card.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [file] },
    });
    await waitFor(() => expect(within(dialog).getByText('id-card.pdf')).toBeTruthy());
    fireEvent.click(buttonNamed('บันทึก', dialog));
    await waitFor(() => expect(screen.getByText('รออัปโหลด')).toBeTruthy());
    const save = buttonNamed(/บันทึก/);
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/customer/modify')).toHaveLength(1));
    // The change record's number is listed in the history below: a short message, the focus kept on the screen.
    await expectSavedMessage('บันทึกข้อมูลลูกค้าเรียบร้อยแล้ว (ประวัติการแก้ไข C00001-002)');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(save);
    const call = server.callsTo('PUT', '/masterdata/customer/modify')[0]!;
    expect(call.query.get('propertyCode')).toBe('P001');
    expect(call.query.get('lang')).toBe('TH');
    const form = call.init.body as FormData;
    expect(form.get('customerCode')).toBe('C00001');
    expect(form.get('mobileNo')).toBe('089-999-8888');
    expect(form.get('dateOfBirth')).toBe('1980-05-01');
    expect((form.get('files[0].file') as File).name).toBe('id-card.pdf');
    expect(form.get('files[0].description')).toBe('สำเนาบัตรประชาชน');
  });

  it('inactivates only with a reason', async () => {
    const server = fakeServer(
      {
        'GET /masterdata/customer/C00001': somchai,
        'PUT /masterdata/customer/inactivate': { customerCode: 'C00001', documentNo: null },
      },
      EDIT,
    );
    await renderScreen(<CustomerDetailScreen />, { url });
    fireEvent.click(await waitFor(() => buttonNamed(/ระงับการใช้งาน/)));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(buttonNamed(/ระงับการใช้งาน/, dialog));
    await waitFor(() => expect(help('inactivateCustomer_reason')).toBe(ruleMessage('th', 'required')));
    expect(server.callsTo('PUT', '/masterdata/customer/inactivate')).toHaveLength(0);
    fill('inactivateCustomer_reason', 'ขายห้องชุดแล้ว');
    fireEvent.click(buttonNamed(/ระงับการใช้งาน/, dialog));
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/customer/inactivate')).toHaveLength(1));
    expect(server.callsTo('PUT', '/masterdata/customer/inactivate')[0]?.body).toMatchObject({
      customerCode: 'C00001',
      reason: 'ขายห้องชุดแล้ว',
    });
    await expectSavedMessage('ระงับการใช้งานลูกค้าเรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
