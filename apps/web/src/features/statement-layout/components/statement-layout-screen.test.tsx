import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementLayout } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { StatementLayoutScreen } from './statement-layout-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
  confirmDiscardChanges: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_ACCOUNT', 'SETTING_ACCOUNT_EDIT'] as const;
const line = (id: string | null, sequence: number, name: string, from: string, to: string) => ({
  id,
  sequence,
  nameTh: name,
  nameEn: name,
  name,
  accounts: [{ from, to }],
});
const standard: StatementLayout = {
  kind: 'FP',
  custom: false,
  headers: [
    {
      id: null,
      section: 'ASSET',
      sequence: 1,
      nameTh: 'สินทรัพย์หมุนเวียน',
      nameEn: 'Current assets',
      name: 'สินทรัพย์หมุนเวียน',
      lines: [line(null, 1, 'เงินสด', '1110', '1119'), line(null, 2, 'ลูกหนี้', '1120', '1129')],
    },
  ],
};
const H = '00000000-0000-4000-8000-000000000001';
const L1 = '00000000-0000-4000-8000-000000000002';
const L2 = '00000000-0000-4000-8000-000000000003';
const own: StatementLayout = {
  ...standard,
  custom: true,
  headers: [
    {
      ...standard.headers[0]!,
      id: H,
      lines: [line(L1, 1, 'เงินสด', '1110', '1119'), line(L2, 2, 'ลูกหนี้', '1120', '1129')],
    },
  ],
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}

describe('the statement layouts screen', () => {
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

  it("shows the standard layout read only, and copies it as the property's own", async () => {
    let current = standard;
    const server = fakeServer(
      {
        'GET /config/statement/layout': () => current,
        'POST /config/statement/layout': () => (current = own),
      },
      EDIT,
    );
    await renderScreen(<StatementLayoutScreen />);
    expect(await screen.findByText('สินทรัพย์หมุนเวียน')).toBeTruthy();
    expect(screen.getByText('1110 - 1119')).toBeTruthy();
    expect(screen.getByText(/ใช้รูปแบบงบการเงินมาตรฐาน/)).toBeTruthy();
    // Nothing to edit on the standard layout.
    expect(screen.queryByLabelText('แก้ไข เงินสด')).toBeNull();
    fireEvent.click(document.getElementById('statement-customise-FP')!);
    await waitFor(() => expect(server.callsTo('POST', '/config/statement/layout')).toHaveLength(1));
    expect(server.callsTo('POST', '/config/statement/layout')[0]!.body).toMatchObject({ kind: 'FP' });
    expect(await screen.findByLabelText('แก้ไข เงินสด')).toBeTruthy();
  });

  it("moves and deletes lines of the property's own layout", async () => {
    const server = fakeServer(
      {
        'GET /config/statement/layout': own,
        'PATCH /config/statement/sequence': own,
        'DELETE /config/statement/line': own,
      },
      EDIT,
    );
    await renderScreen(<StatementLayoutScreen />);
    const up = await screen.findByLabelText<HTMLButtonElement>('เลื่อน เงินสด ขึ้น');
    expect(up.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('เลื่อน เงินสด ลง'));
    await waitFor(() => expect(server.callsTo('PATCH', '/config/statement/sequence')).toHaveLength(1));
    expect(server.callsTo('PATCH', '/config/statement/sequence')[0]!.body).toMatchObject({
      item: 'LINE',
      id: L1,
      move: 'DOWN',
    });
    fireEvent.click(screen.getByLabelText('ลบ ลูกหนี้'));
    await waitFor(() => expect(server.callsTo('DELETE', '/config/statement/line')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/config/statement/line')[0]!.query.get('id')).toBe(L2);
  });

  it('adds a line with its account ranges; a range the server refuses shows under its box', async () => {
    const server = fakeServer(
      {
        'GET /config/statement/layout': own,
        'POST /config/statement/line': () =>
          new Response(
            JSON.stringify({
              statusCode: 400,
              message: 'bad',
              code: 'FS004',
              fields: [
                { path: 'accounts.0', rule: 'accountRangeOverlap', message: 'บัญชีช่วงนี้อยู่ในรายการ "เงินสด" แล้ว' },
              ],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      },
      EDIT,
    );
    await renderScreen(<StatementLayoutScreen />);
    fireEvent.click(await screen.findByText('เพิ่มรายการ'));
    const drawer = await screen.findByRole('dialog');
    fill('statementLine_nameTh', 'เงินสดย่อย');
    fill('statementLine_nameEn', 'Petty cash');
    fill('statement-range-from-0', '1112');
    fireEvent.click(within(drawer).getByText('บันทึก'));
    await waitFor(() => expect(server.callsTo('POST', '/config/statement/line')).toHaveLength(1));
    expect(server.callsTo('POST', '/config/statement/line')[0]!.body).toMatchObject({
      headerId: H,
      nameTh: 'เงินสดย่อย',
      nameEn: 'Petty cash',
      accounts: [{ from: '1112', to: '1112' }],
    });
    expect(await within(drawer).findByText('บัญชีช่วงนี้อยู่ในรายการ "เงินสด" แล้ว')).toBeTruthy();
  });

  it('says a saved line in a short message and closes its panel, with no dialog to click away', async () => {
    const server = fakeServer(
      { 'GET /config/statement/layout': own, 'POST /config/statement/line': own },
      EDIT,
    );
    await renderScreen(<StatementLayoutScreen />);
    fireEvent.click(await screen.findByText('เพิ่มรายการ'));
    const drawer = await screen.findByRole('dialog');
    fill('statementLine_nameTh', 'เงินสดย่อย');
    fill('statementLine_nameEn', 'Petty cash');
    fill('statement-range-from-0', '1112');
    fireEvent.click(within(drawer).getByText('บันทึก'));
    await waitFor(() => expect(server.callsTo('POST', '/config/statement/line')).toHaveLength(1));
    await expectSavedMessage('บันทึกเรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(document.getElementById('statementLine_nameTh')).toBeNull());
  });

  it('refuses a range that ends before it starts without calling the server', async () => {
    const server = fakeServer({ 'GET /config/statement/layout': own }, EDIT);
    await renderScreen(<StatementLayoutScreen />);
    fireEvent.click(await screen.findByText('เพิ่มรายการ'));
    const drawer = await screen.findByRole('dialog');
    fill('statementLine_nameTh', 'อื่น');
    fill('statementLine_nameEn', 'Other');
    fill('statement-range-from-0', '1190');
    fill('statement-range-to-0', '1180');
    fireEvent.click(within(drawer).getByText('บันทึก'));
    expect(await within(drawer).findByText('ค่าสิ้นสุดต้องไม่น้อยกว่าค่าเริ่มต้น')).toBeTruthy();
    expect(server.callsTo('POST', '/config/statement/line')).toHaveLength(0);
  });

  it('is read only without the edit right, in English too', async () => {
    storeLang('en');
    await inLanguage('en');
    fakeServer({ 'GET /config/statement/layout': own }, ['SETTING_ACCOUNT']);
    await renderScreen(<StatementLayoutScreen />);
    expect(await screen.findByText('Statement of financial position')).toBeTruthy();
    expect(await screen.findByText("The property's own statement layout")).toBeTruthy();
    expect(screen.queryByText('Add line')).toBeNull();
    expect(screen.queryByLabelText('Edit เงินสด')).toBeNull();
  });
});
