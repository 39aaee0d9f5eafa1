import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { CustomersScreen } from './customers-screen';

vi.setConfig({ testTimeout: 60_000 });

describe('customer search', () => {
  beforeEach(() => {
    storeLang('th');
    storePropertyCode('P001');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await inLanguage('th');
  });

  it.each([
    ['th', 'บทบาทในห้องชุด', 'สถานะ'],
    ['en', 'Role', 'Status'],
  ] as const)('names the role and the active-status filters apart in %s', async (lang, role, status) => {
    await inLanguage(lang);
    const server = fakeServer({ 'POST /masterdata/customers/search': [] }, ['SETTING_CUSTOMER']);
    await renderScreen(<CustomersScreen />);
    await waitFor(() => expect(server.callsTo('POST', '/masterdata/customers/search')).toHaveLength(1));
    // getByLabelText throws when two inputs share the label: each filter must be found alone.
    expect(screen.getByLabelText(role)).toBeTruthy();
    expect(screen.getByLabelText(status)).toBeTruthy();
    expect(screen.getByLabelText(role)).not.toBe(screen.getByLabelText(status));
  });
});
