import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ruleMessage, type BudgetItemDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { expectSavedMessage } from '../../../test/saved-message';
import { BudgetItemsScreen } from './budget-items-screen';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
  confirmCustom: vi.fn(() => Promise.resolve(true)),
}));

const EDIT = ['SETTING_BUDGET_ITEM', 'SETTING_BUDGET_ITEM_EDIT'] as const;
const security: BudgetItemDetail = {
  budgetItemCode: 'B01',
  budgetItemDescription: 'ค่ารักษาความปลอดภัย',
  descriptionTh: 'ค่ารักษาความปลอดภัย',
  descriptionEn: 'Security',
  expenseAccountCode: '5210',
  expenseAccountDescription: 'ค่ารักษาความปลอดภัย',
  active: 'Y',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: null,
};
const routes = {
  'POST /config/budgetitem/search': [security],
  'GET /config/budgetitem/detail/B01': security,
  'GET /masterdata/accounts': [{ accountCode: '5210', description: 'ค่ารักษาความปลอดภัย' }],
};

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}
function help(id: string): string {
  return document.getElementById(`${id}_help`)?.textContent ?? '';
}

describe('budget items', () => {
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

  it('a new budget item: required fields in Thai and English, nothing saved', async () => {
    const server = fakeServer(routes, EDIT);
    await renderScreen(<BudgetItemsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /เพิ่มรายการงบประมาณ/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(help('budgetItem_budgetItemCode')).toBe(ruleMessage('th', 'required')));
    expect(help('budgetItem_expenseAccountCode')).toBe(ruleMessage('th', 'required'));
    storeLang('en');
    await inLanguage('en');
    fill('budgetItem_budgetItemCode', 'B 01');
    await waitFor(() =>
      expect(help('budgetItem_budgetItemCode')).toBe(ruleMessage('en', 'allowDashAndSpace')),
    );
    expect(server.callsTo('POST', '/config/budgetitem/save')).toHaveLength(0);
  });

  it('an item in use keeps its code; saving sends the original code', async () => {
    const server = fakeServer(
      {
        ...routes,
        'GET /config/budgetitem/checkEditable/B01': {
          code: 'B01',
          editable: false,
          usedBy: [{ kind: 'BUDGET', code: '2569', description: 'งบประมาณปี 2569' }],
        },
        'POST /config/budgetitem/save': { budgetItemCode: 'B01' },
      },
      EDIT,
    );
    await renderScreen(<BudgetItemsScreen />);
    fireEvent.click(await screen.findByText('B01'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText(/งบประมาณ: 2569/);
    expect((document.getElementById('budgetItem_budgetItemCode') as HTMLInputElement).disabled).toBe(true);
    fill('budgetItem_descriptionEn', 'Security guards');
    fireEvent.click(within(drawer).getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST', '/config/budgetitem/save')).toHaveLength(1));
    expect(server.callsTo('POST', '/config/budgetitem/save')[0]?.body).toMatchObject({
      originalCode: 'B01',
      budgetItemCode: 'B01',
      descriptionEn: 'Security guards',
      expenseAccountCode: '5210',
    });
    await expectSavedMessage('บันทึกรายการงบประมาณ B01 เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('is read-only without SETTING_BUDGET_ITEM_EDIT', async () => {
    fakeServer(routes, ['SETTING_BUDGET_ITEM']);
    await renderScreen(<BudgetItemsScreen />);
    expect(screen.queryByRole('button', { name: /เพิ่มรายการงบประมาณ/ })).toBeNull();
    fireEvent.click(await screen.findByText('B01'));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((document.getElementById('budgetItem_descriptionEn') as HTMLInputElement).value).toBe(
        'Security',
      ),
    );
    expect((document.getElementById('budgetItem_descriptionEn') as HTMLInputElement).disabled).toBe(true);
    expect(within(drawer).queryByRole('button', { name: /บันทึก/ })).toBeNull();
  });
});
