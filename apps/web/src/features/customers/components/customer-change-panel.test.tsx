import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CHANGE_ALWAYS,
  CHANGE_WHEN_BOTH,
  type ChangeField,
  type ChangeSnapshot,
  type CustomerChangeDetail,
} from '@suanklang/shared';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { changeRows } from './change-rows';
import { CustomerChangePanel } from './customer-change-panel';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../lib/http/download', () => ({ saveBinary: vi.fn(), openBinary: vi.fn() }));

function snapshot(values: Partial<Record<ChangeField, string | number | null>>): ChangeSnapshot {
  const empty = Object.fromEntries(
    [...CHANGE_ALWAYS, ...CHANGE_WHEN_BOTH].map((f) => [f, null]),
  ) as ChangeSnapshot;
  return { ...empty, ...values };
}

const before = snapshot({
  nameTH: 'สมชาย ใจดี',
  taxId: '1101700230708',
  mobileNo: '081-234-5678',
  nationalityDescription: 'ไทย',
  line: 'somchai',
  facebook: 'somchai.fb',
  dateOfBirth: '1980-05-01',
  noOfChildren: 0,
});
const after = snapshot({
  nameTH: 'สมชาย ใจดีมาก',
  taxId: '1101700230708',
  mobileNo: '089-999-8888',
  nationalityDescription: 'ไทย',
  line: 'somchai.new',
  instagram: 'somchai.ig',
  dateOfBirth: '1980-05-01',
  noOfChildren: 2,
});

describe('customer change record: which pairs show (001 section 3)', () => {
  it('always shows the seven main pairs, even empty, in order', () => {
    const rows = changeRows(snapshot({}), snapshot({}));
    expect(rows.map((r) => r.field)).toEqual([...CHANGE_ALWAYS]);
    expect(rows.every((r) => r.before === null && r.after === null && !r.changed)).toBe(true);
  });

  it('shows the other pairs only when both the before and the after value exist', () => {
    const fields = changeRows(before, after).map((r) => r.field);
    expect(fields).toEqual([...CHANGE_ALWAYS, 'noOfChildren', 'dateOfBirth', 'line']);
    // facebook only before, instagram only after: neither shows.
    expect(fields).not.toContain('facebook');
    expect(fields).not.toContain('instagram');
  });

  it('keeps a zero as a value and marks what changed', () => {
    const rows = changeRows(before, after);
    const children = rows.find((r) => r.field === 'noOfChildren');
    expect(children).toMatchObject({ before: 0, after: 2, changed: true });
    expect(rows.find((r) => r.field === 'taxId')?.changed).toBe(false);
    expect(rows.find((r) => r.field === 'mobileNo')?.changed).toBe(true);
  });
});

const record: CustomerChangeDetail = {
  documentNo: 'C00001-002',
  customerCode: 'C00001',
  before,
  after,
  rows: [],
  createdBy: 'มานี บัญชี',
  createdDate: '2026-03-15T03:05:00.000Z',
  customerFiles: [
    {
      id: 'f1',
      currentFileName: 'a1b2.pdf',
      originalFileName: 'สำเนาบัตร.pdf',
      fileNameOriginal: 'สำเนาบัตร.pdf',
      description: 'สำเนาบัตรประชาชน',
      size: 1024,
      contentType: 'application/pdf',
      createdBy: 'มานี บัญชี',
      createdDate: '2026-03-15T03:05:00.000Z',
      url: '/download/a1b2.pdf',
    },
  ],
};

describe('customer change detail panel', () => {
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

  it('shows before and after, the editor, the time DD/MM/YYYY HH:mm (BE) and downloadable files; Close closes', async () => {
    const server = fakeServer(
      {
        'GET /masterdata/customer/change': record,
        'GET /download/a1b2.pdf': new Response(new Blob(['%PDF']), { status: 200 }),
      },
      ['SETTING_CUSTOMER', 'DOWNLOAD'],
    );
    const onClose = vi.fn();
    await renderScreen(<CustomerChangePanel documentNo="C00001-002" onClose={onClose} />);
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('มานี บัญชี');
    expect(within(panel).getByText('15/03/2569 10:05')).toBeTruthy();
    expect(server.callsTo('GET', '/masterdata/customer/change')[0]?.query.get('documentNo')).toBe(
      'C00001-002',
    );

    const table = within(panel).getByRole('table', { name: 'ข้อมูลก่อนและหลังแก้ไข' });
    const rowOf = (label: string) => within(table).getByText(label).closest('tr') as HTMLElement;
    expect(within(rowOf('โทรศัพท์มือถือ')).getByText('081-234-5678')).toBeTruthy();
    expect(within(rowOf('โทรศัพท์มือถือ')).getByText(/089-999-8888/)).toBeTruthy();
    expect(within(rowOf('วันเกิด')).getAllByText(/01\/05\/2523/)).toHaveLength(2);
    expect(within(rowOf('อีเมล')).getAllByText('-')).toHaveLength(2);
    expect(within(table).queryByText('Facebook')).toBeNull();
    expect(within(table).queryByText('IG')).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'ดาวน์โหลด สำเนาบัตร.pdf' }));
    await waitFor(() => expect(server.callsTo('GET', '/download/a1b2.pdf')).toHaveLength(1));

    fireEvent.click(within(panel).getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the files without a download link when the user lacks the download right (English)', async () => {
    storeLang('en');
    await inLanguage('en');
    fakeServer({ 'GET /masterdata/customer/change': record }, ['SETTING_CUSTOMER']);
    await renderScreen(<CustomerChangePanel documentNo="C00001-002" onClose={() => {}} />);
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('สำเนาบัตร.pdf');
    expect(within(panel).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(panel).getByText('15/03/2026 10:05')).toBeTruthy();
    expect(within(panel).getByText('Before')).toBeTruthy();
    expect(document.getElementById('change-panel-close')?.textContent).toBe('Close');
  });
});
