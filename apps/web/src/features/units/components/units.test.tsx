import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type UnitDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { UnitDetailScreen } from './unit-detail-screen';
import { UnitsScreen } from './units-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_UNIT', 'SETTING_UNIT_EDIT'] as const;
const types = [
  { unitTypeCode: '1BR', description: 'หนึ่งห้องนอน', nameTh: 'หนึ่งห้องนอน', nameEn: 'One bedroom', active: 'Y' },
];

const a101: UnitDetail = {
  unit: 'A-101',
  unitCode: 'A-101',
  building: 'A',
  floor: '1',
  houseNo: '99/101',
  unitTypeCode: '1BR',
  unitTypeDescription: 'หนึ่งห้องนอน',
  area: '35.50',
  areaUnit: 'SQM',
  ownershipRatio: '0.512345',
  ownerName: 'สมชาย ใจดี',
  tenantName: null,
  active: 'Y',
  remark: null,
  owners: [
    {
      customerCode: 'C00001',
      customerName: 'สมชาย ใจดี',
      ownerType: 'OWNER',
      startDate: '2024-01-15',
      endDate: null,
    },
  ],
  tenants: [],
  history: [],
  createdDate: '2024-01-15T00:00:00.000Z',
  updatedDate: null,
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}
function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('units', () => {
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

  it('a new unit: missing fields and a bad ratio are refused in Thai and English, nothing saved', async () => {
    const server = fakeServer({ 'GET /masterdata/unittypes': types }, EDIT);
    await renderScreen(<UnitsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มห้องชุด/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('unit_unitCode')).toBe(ruleMessage('th', 'required')));
    expect(help('unit_building')).toBe(ruleMessage('th', 'required'));
    expect(help('unit_area')).toBe(ruleMessage('th', 'required'));
    fill('unit_ownershipRatio', '0.1234567');
    await waitFor(() =>
      expect(help('unit_ownershipRatio')).toBe(ruleMessage('th', 'decimal', { decimals: 6 })),
    );
    storeLang('en');
    await inLanguage('en');
    fill('unit_ownershipRatio', '101');
    await waitFor(() =>
      expect(help('unit_ownershipRatio')).toBe(ruleMessage('en', 'max_value', { max: '100' })),
    );
    expect(server.callsTo('POST', '/masterdata/unit/save')).toHaveLength(0);
  });

  it('a new unit is sent with its area as typed and opens its detail', async () => {
    const server = fakeServer(
      { 'GET /masterdata/unittypes': types, 'POST /masterdata/unit/save': { unitCode: 'A-102' } },
      EDIT,
    );
    const { router } = await renderScreen(<UnitsScreen />, {
      extraRoutes: [{ path: '/views/setting/unitDetail/:unitCode', element: <div>detail</div> }],
    });
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มห้องชุด/ }));
    const drawer = await screen.findByRole('dialog');
    fill('unit_unitCode', 'a-102');
    fill('unit_building', 'A');
    fill('unit_area', '35.5');
    fill('unit_ownershipRatio', '0.512345');
    fireEvent.mouseDown(document.getElementById('unit_unitTypeCode') as HTMLElement);
    fireEvent.click(await screen.findByTitle('1BR - หนึ่งห้องนอน'));
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/unit/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/masterdata/unit/save')[0]?.body).toMatchObject({
      unitCode: 'A-102',
      building: 'A',
      unitTypeCode: '1BR',
      area: 35.5,
      ownershipRatio: '0.512345',
      active: 'Y',
    });
    await expectSavedMessage('เพิ่มห้องชุด A-102 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/views/setting/unitDetail/A-102'));
  });

  it('a unit in use cannot change its code or type, and says why', async () => {
    fakeServer(
      {
        'GET /config/unit/detail/A-101': a101,
        'GET /masterdata/unittypes': types,
        'GET /config/unit/checkEditable/A-101': {
          code: 'A-101',
          editable: false,
          usedBy: [{ kind: 'INVOICE', code: 'IN2603-0001', description: 'ค่าส่วนกลาง' }],
        },
      },
      EDIT,
    );
    await renderScreen(<UnitDetailScreen />, { path: '/unit/:unitCode', url: '/unit/A-101' });
    expect(await screen.findByRole('heading', { level: 1, name: 'รายละเอียดห้องชุด A-101' })).toBeTruthy();
    await screen.findByText(/ใบแจ้งหนี้: IN2603-0001/);
    await waitFor(() =>
      expect((document.getElementById('unit_unitCode') as HTMLInputElement).disabled).toBe(true),
    );
    expect((document.getElementById('unit_building') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: /ขายต่อ/ })).toBeTruthy();
  });

  it('modifying a unit that has owners leaves the owners to a resale', async () => {
    const server = fakeServer(
      {
        'GET /config/unit/detail/A-101': a101,
        'GET /config/unit/checkEditable/A-101': { code: 'A-101', editable: true, usedBy: [] },
        'PUT /masterdata/unit/modify': { unitCode: 'A-101' },
      },
      EDIT,
    );
    await renderScreen(<UnitDetailScreen />, { path: '/unit/:unitCode', url: '/unit/A-101' });
    await waitFor(() =>
      expect((document.getElementById('unit_area') as HTMLInputElement).value).toBe('35.50'),
    );
    fill('unit_remark', 'ห้องมุม');
    fireEvent.click(screen.getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/unit/modify')).toHaveLength(1));
    const body = server.callsTo('PUT', '/masterdata/unit/modify')[0]?.body;
    expect(body).toMatchObject({
      originalCode: 'A-101',
      unitCode: 'A-101',
      remark: 'ห้องมุม',
      tenantCustomerCodes: [],
    });
    expect(body).not.toHaveProperty('ownerCustomerCodes');
  });

  it('a saved unit is said in a short message, with no dialog to click away; the focus stays on its screen', async () => {
    const server = fakeServer(
      {
        'GET /config/unit/detail/A-101': a101,
        'GET /config/unit/checkEditable/A-101': { code: 'A-101', editable: true, usedBy: [] },
        'PUT /masterdata/unit/modify': { unitCode: 'A-101' },
      },
      EDIT,
    );
    const { router } = await renderScreen(<UnitDetailScreen />, {
      path: '/unit/:unitCode',
      url: '/unit/A-101',
    });
    await waitFor(() =>
      expect((document.getElementById('unit_area') as HTMLInputElement).value).toBe('35.50'),
    );
    fill('unit_remark', 'ห้องมุม');
    const save = screen.getByRole('button', { name: /บันทึก/ });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('PUT', '/masterdata/unit/modify')).toHaveLength(1));
    await expectSavedMessage('บันทึกข้อมูลห้องชุด A-101 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(save);
    expect(router.state.location.pathname).toBe('/unit/A-101');
  });

  it('is read-only without SETTING_UNIT_EDIT', async () => {
    fakeServer({ 'GET /config/unit/detail/A-101': a101 }, ['SETTING_UNIT']);
    await renderScreen(<UnitDetailScreen />, { path: '/unit/:unitCode', url: '/unit/A-101' });
    await waitFor(() =>
      expect((document.getElementById('unit_building') as HTMLInputElement).value).toBe('A'),
    );
    expect((document.getElementById('unit_building') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /บันทึก/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /ขายต่อ/ })).toBeNull();
  });
});
