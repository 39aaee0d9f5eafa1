import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { ResetPasswordDialog } from './reset-password-dialog';

vi.mock('../../../components/dialogs', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const onClose = vi.fn();

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResetPasswordDialog open onClose={onClose} user={{ userId: 'u-1', username: 'somsri.k' }} />
    </QueryClientProvider>,
  );
}

function fill(name: string, value: string) {
  fireEvent.change(document.getElementById(`resetPassword_${name}`) as HTMLInputElement, {
    target: { value },
  });
}

const help = (name: string) => document.getElementById(`resetPassword_${name}_help`)?.textContent ?? '';

describe('reset password dialog', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    storeLang('en');
    storePropertyCode('RVS');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('refuses a password containing the username before calling the server', async () => {
    renderDialog();
    fill('password', 'Somsri.K-2026');
    fill('confirmPassword', 'Somsri.K-2026');
    fireEvent.submit(document.getElementById('resetPassword') as HTMLFormElement);
    await waitFor(() => expect(help('password')).toBe('The password must not be or contain the username.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password for the user of this property', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 200, message: 'ok', data: { userId: 'u-1' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderDialog();
    fill('password', 'Temporary pass 1');
    fill('confirmPassword', 'Temporary pass 1');
    fireEvent.submit(document.getElementById('resetPassword') as HTMLFormElement);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/manageuser/password/reset');
    expect(JSON.parse(String(init?.body))).toEqual({
      lang: 'EN',
      propertyCode: 'RVS',
      userId: 'u-1',
      password: 'Temporary pass 1',
    });
    expect(showSuccess).toHaveBeenCalledWith(expect.stringContaining('somsri.k'));
  });
});
