import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { showSuccess } from '../../../components/dialogs';
import { expectSavedMessage } from '../../../test/saved-message';
import type { UserFilter } from '../api/users';
import { AddUserDrawer } from './add-user-drawer';

vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const filter: UserFilter = {
  roles: [
    { roleCode: 'ACCOUNTANT', description: 'นักบัญชี' },
    { roleCode: 'VIEWER', description: 'ผู้ดูข้อมูล' },
  ],
  positions: ['ผู้จัดการนิติบุคคล'],
};

function renderDrawer(onClose: () => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddUserDrawer open onClose={onClose} filter={filter} />
    </QueryClientProvider>,
  );
}

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
}

async function chooseRole(label: string) {
  const select = document.getElementById('nonDirectoryUser_roleCode') as HTMLElement;
  fireEvent.mouseDown(select);
  const option = await screen.findByTitle(label);
  fireEvent.click(option);
}

function fieldHelp(id: string): string {
  const help = document.getElementById(`${id}_help`);
  return help?.textContent ?? '';
}

describe('add non-directory user form', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    // Token clients send nothing without a token.
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    storeLang('th');
    storePropertyCode('P001');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('has stable ids and names for every field', () => {
    renderDrawer();
    for (const name of ['username', 'password', 'firstName', 'lastName', 'email', 'position']) {
      const input = document.getElementById(`nonDirectoryUser_${name}`);
      expect(input, name).not.toBeNull();
      expect(input?.getAttribute('name'), name).toBe(name);
    }
    expect(document.getElementById('nonDirectoryUser_roleCode')).not.toBeNull();
  });

  it('checks the shared schema before calling the server', async () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(fieldHelp('nonDirectoryUser_username')).not.toBe(''));
    expect(fieldHelp('nonDirectoryUser_email')).not.toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field errors under the fields', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 400,
          message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบ',
          code: 'ST001',
          fields: [{ path: 'email', rule: 'email', message: 'อีเมลนี้ถูกใช้แล้ว' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    renderDrawer();
    fill('nonDirectoryUser_username', 'somsri.k');
    fill('nonDirectoryUser_password', 'Str0ng!Passw0rd');
    fill('nonDirectoryUser_firstName', 'สมศรี');
    fill('nonDirectoryUser_lastName', 'ขยันดี');
    fill('nonDirectoryUser_email', 'somsri@example.com');
    await chooseRole('นักบัญชี');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(fieldHelp('nonDirectoryUser_email')).toBe('อีเมลนี้ถูกใช้แล้ว'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/manageuser/nonldap/save');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      lang: 'TH',
      propertyCode: 'P001',
      username: 'somsri.k',
      roleCode: 'ACCOUNTANT',
    });
    expect(within(document.body).queryByText('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบ')).toBeNull();
  });

  it('says a new user is saved in a short message and closes, with no dialog to click away', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 200, message: 'ok', data: { userId: 'u-9' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const onClose = vi.fn();
    renderDrawer(onClose);
    fill('nonDirectoryUser_username', 'somsri.k');
    fill('nonDirectoryUser_password', 'Str0ng!Passw0rd');
    fill('nonDirectoryUser_firstName', 'สมศรี');
    fill('nonDirectoryUser_lastName', 'ขยันดี');
    fill('nonDirectoryUser_email', 'somsri@example.com');
    await chooseRole('นักบัญชี');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await expectSavedMessage('เพิ่มผู้ใช้ somsri.k เรียบร้อยแล้ว');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
