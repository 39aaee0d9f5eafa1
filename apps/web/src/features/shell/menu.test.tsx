import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../i18n';
import { inLanguage } from '../../components/test-lang';
import { MainMenu } from './components/main-menu';
import { SETTINGS_PATH, mainMenuEntries, selectedMainKey, settingsMenuGroups } from './menu';

const granted = (...objects: string[]) => new Set(objects);

describe('main menu filter', () => {
  it('shows only screens whose object is granted, plus those that need none', () => {
    const paths = mainMenuEntries(granted('INVOICE', 'RECEIPT', 'INVOICE_EDIT')).map((entry) => entry.path);
    expect(paths).toEqual(['/views/main-page', '/views/invoice', '/views/receipt', '/views/help']);
  });

  it('shows no guarded screen and no settings entry when nothing is granted', () => {
    const keys = mainMenuEntries(granted()).map((entry) => entry.key);
    expect(keys).toEqual(['/views/main-page', '/views/help']);
  });

  it('adds the settings entry when any settings screen is allowed, opening the first allowed one', () => {
    const settings = mainMenuEntries(granted('SETTING_ACCOUNT', 'SETTING_USER')).find(
      (entry) => entry.key === SETTINGS_PATH,
    );
    expect(settings?.path).toBe('/views/setting/main-user');
  });

  it('groups settings as Data, Main data and an empty Other, each with its allowed screens only', () => {
    const groups = settingsMenuGroups(granted('SETTING_UNIT', 'SETTING_PROJECT', 'SETTING_ACCOUNT'));
    expect(groups.map((g) => [g.group, g.screens.map((s) => s.path)])).toEqual([
      ['data', ['/views/setting/project', '/views/setting/unit']],
      ['main', ['/views/setting/main-account', '/views/setting/financial-statement']],
      ['other', []],
    ]);
  });

  it('gives the meter readings their own entry, under the same right as the expense screen', () => {
    const paths = mainMenuEntries(granted('EXPENSE')).map((entry) => entry.path);
    expect(paths).toEqual(['/views/main-page', '/views/expense', '/views/meter', '/views/help']);
    expect(mainMenuEntries(granted('EXPENSE_STATUS')).map((entry) => entry.path)).not.toContain(
      '/views/meter',
    );
    expect(selectedMainKey('/views/meter', 'EXPENSE')).toBe('/views/meter');
  });

  it('lights up the list entry for its detail screens', () => {
    expect(selectedMainKey('/views/debtor-status-history/IN001', 'DEBTOR_STATUS')).toBe(
      '/views/debtor-status',
    );
    expect(selectedMainKey('/views/setting/main-user/detail', 'SETTING_USER')).toBe(SETTINGS_PATH);
    expect(selectedMainKey('/views/expense-status', 'EXPENSE_STATUS')).toBe('/views/expense-status');
  });
});

describe('main menu', () => {
  afterEach(cleanup);

  it('renders links only to the allowed screens, with the pending-approval count', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <MainMenu granted={granted('PENDING_APPROVAL', 'CHEQUE', 'SETTING_USER')} approvalCount={3} />
          ),
        },
      ],
      { initialEntries: ['/views/cheque'] },
    );
    render(<RouterProvider router={router} />);
    const menu = await screen.findByRole('menu');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/views/main-page',
      '/views/pending-approval',
      '/views/cheque',
      '/views/help',
      '/views/setting/main-user',
    ]);
    expect(within(menu).getByText('เช็ค')).toBeTruthy();
    expect(within(menu).queryByText('ใบแจ้งหนี้')).toBeNull();
    expect(within(menu).getByText('3')).toBeTruthy();
  });

  it.each([
    ['th', 'บันทึกเลขมิเตอร์'],
    ['en', 'Meter readings'],
  ] as const)('names the meter readings entry in %s', async (lang, label) => {
    await inLanguage(lang);
    const router = createMemoryRouter(
      [{ path: '*', element: <MainMenu granted={granted('EXPENSE')} approvalCount={0} /> }],
      { initialEntries: ['/views/meter'] },
    );
    render(<RouterProvider router={router} />);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(label).closest('a')?.getAttribute('href')).toBe('/views/meter');
    await inLanguage('th');
  });
});
