import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ruleMessage, type PropertyDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { errorReply, fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectNoSavedMessage, expectSavedMessage } from '../../../test/saved-message';
import { PropertyDetailScreen } from './property-detail-screen';

vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_PROJECT', 'SETTING_PROJECT_EDIT'] as const;

const riverside: PropertyDetail = {
  propertyCode: 'P001',
  propertyName: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
  nameTh: 'นิติบุคคลอาคารชุด ริเวอร์ไซด์',
  nameEn: 'The Riverside Condominium Juristic Person',
  propertyType: 'CONDO',
  areaUnit: 'SQM',
  vatRegistered: 'N',
  taxId: '0994000165510',
  branchNo: '00000',
  addressTh: null,
  addressEn: null,
  phone: '02-123-4567',
  email: null,
  billerId: null,
  bankAccounts: [],
  documentAccounts: [],
  surcharge: null,
  creatorMayApprove: 'N',
  budgetOverAvailable: 'WARN',
  fiscalYearStartMonth: 10,
  active: 'Y',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: null,
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}

function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

async function renderNew() {
  return renderScreen(<PropertyDetailScreen />, { url: '/screen?mode=new' });
}

describe('property detail: new property', () => {
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

  it('keeps the page title as its h1', async () => {
    fakeServer({}, EDIT);
    await renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'รายละเอียดโครงการ' })).toBeTruthy();
  });

  it('refuses missing required fields with the Thai messages and saves nothing', async () => {
    const server = fakeServer({}, EDIT);
    await renderNew();
    fireEvent.click(await screen.findByRole('button', { name: /บันทึก/ }));
    const required = ruleMessage('th', 'required');
    await waitFor(() => expect(help('property_newPropertyCode')).toBe(required));
    expect(help('property_nameTh')).toBe(required);
    expect(help('property_nameEn')).toBe(required);
    expect(help('property_propertyType')).toBe(required);
    expect(server.callsTo('POST', '/properties/save')).toHaveLength(0);
  });

  it('says a taken code is a duplicate, asking the server as the code is typed (English)', async () => {
    storeLang('en');
    await inLanguage('en');
    const server = fakeServer(
      {
        'GET /properties/check': ({ query }) => ({
          newPropertyCode: query.get('newPropertyCode'),
          available: false,
        }),
      },
      EDIT,
    );
    await renderNew();
    fill('property_newPropertyCode', 'rvs');
    await waitFor(
      () => expect(help('property_newPropertyCode')).toBe(ruleMessage('en', 'duplicatePropertyCode')),
      {
        timeout: 3000,
      },
    );
    const check = server.callsTo('GET', '/properties/check')[0];
    expect(check?.query.get('newPropertyCode')).toBe('RVS');
    expect(check?.query.get('propertyCode')).toBe('P001');
  });

  it('shows a bad tax ID in Thai and English', async () => {
    fakeServer({}, EDIT);
    await renderNew();
    fill('property_taxId', '1234567890123');
    await waitFor(() => expect(help('property_taxId')).toBe(ruleMessage('th', 'taxIdFormat')));
    storeLang('en');
    await inLanguage('en');
    fill('property_taxId', '1234567890124');
    await waitFor(() => expect(help('property_taxId')).toBe(ruleMessage('en', 'taxIdFormat')));
  });

  it('sends the new property and puts the server refusal of the code under the field', async () => {
    const server = fakeServer(
      {
        'GET /properties/check': { newPropertyCode: 'NEW1', available: true },
        'POST /properties/save': errorReply(409, { message: 'รหัสโครงการนี้มีอยู่แล้ว', code: 'PJ001' }),
      },
      EDIT,
    );
    await renderNew();
    fill('property_newPropertyCode', 'NEW1');
    fill('property_nameTh', 'นิติบุคคลหมู่บ้านใหม่');
    fill('property_nameEn', 'New Village');
    fireEvent.click(screen.getByLabelText('หมู่บ้านจัดสรร'));
    fireEvent.click(screen.getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('property_newPropertyCode')).toBe('รหัสโครงการนี้มีอยู่แล้ว'));
    const saved = server.callsTo('POST', '/properties/save')[0];
    expect(saved?.body).toMatchObject({
      lang: 'TH',
      propertyCode: 'P001',
      newPropertyCode: 'NEW1',
      nameEn: 'New Village',
      propertyType: 'VILLAGE',
      vatRegistered: 'N',
      branchNo: '00000',
      bankAccounts: [],
      documentAccounts: [],
    });
  });
});

describe('property detail: the selected property', () => {
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

  it('is read-only without SETTING_PROJECT_EDIT', async () => {
    fakeServer({ 'GET /properties/detail': riverside }, ['SETTING_PROJECT']);
    await renderScreen(<PropertyDetailScreen />);
    await waitFor(() =>
      expect((document.getElementById('property_nameTh') as HTMLInputElement).value).toBe(riverside.nameTh),
    );
    expect((document.getElementById('property_nameTh') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /บันทึก/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /เพิ่มบัญชีธนาคาร/ })).toBeNull();
  });

  it('leaves bank accounts, biller ID, tax and surcharge to a property administrator', async () => {
    fakeServer({ 'GET /properties/detail': riverside }, EDIT);
    await renderScreen(<PropertyDetailScreen />);
    await waitFor(() =>
      expect((document.getElementById('property_nameTh') as HTMLInputElement).value).toBe(riverside.nameTh),
    );
    expect(screen.getByText(/แก้ไขได้เฉพาะผู้จัดการหรือผู้ดูแลระบบ/)).toBeTruthy();
    expect((document.getElementById('property_phone') as HTMLInputElement).disabled).toBe(false);
    for (const id of ['property_billerId', 'property_taxId', 'property_branchNo']) {
      expect((document.getElementById(id) as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('button', { name: /เพิ่มบัญชีธนาคาร/ })).toBeNull();
    cleanup();

    fakeServer({ 'GET /properties/detail': riverside }, [...EDIT, 'PROPERTY_ADMIN']);
    await renderScreen(<PropertyDetailScreen />);
    await waitFor(() =>
      expect((document.getElementById('property_billerId') as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.queryByText(/แก้ไขได้เฉพาะผู้จัดการหรือผู้ดูแลระบบ/)).toBeNull();
    expect(screen.getByRole('button', { name: /เพิ่มบัญชีธนาคาร/ })).toBeTruthy();
  });

  it('modifies the property and maps the server field errors onto the fields', async () => {
    const server = fakeServer(
      {
        'GET /properties/detail': riverside,
        'PUT /properties/modify': errorReply(400, {
          message: 'ข้อมูลไม่ถูกต้อง',
          code: 'ST001',
          fields: [{ path: 'email', rule: 'email', message: 'อีเมลนี้ใช้ไม่ได้' }],
        }),
      },
      EDIT,
    );
    await renderScreen(<PropertyDetailScreen />);
    await waitFor(() =>
      expect((document.getElementById('property_nameEn') as HTMLInputElement).value).toBe(riverside.nameEn),
    );
    fill('property_email', 'office@riverside.example');
    fireEvent.click(screen.getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('property_email')).toBe('อีเมลนี้ใช้ไม่ได้'));
    expect(server.callsTo('PUT', '/properties/modify')[0]?.body).toMatchObject({
      propertyCode: 'P001',
      email: 'office@riverside.example',
      taxId: '0994000165510',
      budgetOverAvailable: 'WARN',
      fiscalYearStartMonth: 10,
    });
    expect(screen.getByText('ตุลาคม')).toBeTruthy();
    expect(server.callsTo('PUT', '/properties/modify')[0]?.body).not.toHaveProperty('newPropertyCode');
    expectNoSavedMessage();
  });

  it('says the saved settings in a short message, with no dialog to click away; the focus stays on the screen', async () => {
    const server = fakeServer(
      { 'GET /properties/detail': riverside, 'PUT /properties/modify': { propertyCode: 'P001' } },
      EDIT,
    );
    await renderScreen(<PropertyDetailScreen />);
    await waitFor(() =>
      expect((document.getElementById('property_nameEn') as HTMLInputElement).value).toBe(riverside.nameEn),
    );
    fill('property_phone', '02-765-4321');
    const save = screen.getByRole('button', { name: /บันทึก/ });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('PUT', '/properties/modify')).toHaveLength(1));
    expect(server.callsTo('PUT', '/properties/modify')[0]?.body).toMatchObject({
      propertyCode: 'P001',
      phone: '02-765-4321',
    });
    await expectSavedMessage('บันทึกข้อมูลโครงการ P001 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(save);
  });
});
