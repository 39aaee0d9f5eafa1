import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS, type UserDetail } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { storeLang, storePropertyCode } from '../../../lib/preferences/preferences';
import { expectNoSavedMessage, expectSavedMessage } from '../../../test/saved-message';
import type { UserFilter } from '../api/users';
import { EditUserForm } from './edit-user-form';

vi.mock('../../../components/dialogs', async (importOriginal) => ({
  showSaved: (await importOriginal<typeof import('../../../components/dialogs')>()).showSaved,
  showSuccess: vi.fn(),
  showError: vi.fn(),
}));

const USER_ID = '5f0c4c1e-7d1a-4a57-9d0e-2b8f6c3a9e11';
const user: UserDetail = {
  userId: USER_ID,
  username: 'somsri.k',
  firstName: 'สมศรี',
  lastName: 'ขยันดี',
  firstNameEn: null,
  lastNameEn: null,
  email: 'somsri@example.com',
  position: null,
  roleCode: 'ACCOUNTANT',
  isDirectory: false,
  active: 'Y',
  createdDate: '2026-01-05',
  updatedDate: null,
  objectList: [],
};
const filter: UserFilter = {
  roles: [
    { roleCode: 'ACCOUNTANT', description: 'นักบัญชี' },
    { roleCode: 'VIEWER', description: 'ผู้ดูข้อมูล' },
  ],
  positions: [],
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <main>
        <EditUserForm user={user} filter={filter} canEdit />
      </main>
    </QueryClientProvider>,
  );
}

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Focuses the save button and presses it, as a keyboard user does. */
function save(): HTMLElement {
  const button = document.getElementById('edit-user-save') as HTMLButtonElement;
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('edit user form', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
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

  it('says the saved user in a short message, with no dialog to click away; the focus stays on the form', async () => {
    fetchMock.mockResolvedValue(reply(200, { statusCode: 200, message: 'ok', data: { userId: USER_ID } }));
    renderForm();
    fireEvent.change(document.getElementById('editUser_firstName') as HTMLInputElement, {
      target: { value: 'สมศรีใหม่' },
    });
    const button = save();
    await expectSavedMessage('บันทึกข้อมูลผู้ใช้เรียบร้อยแล้ว');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/manageuser/modify');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      propertyCode: 'P001',
      userId: USER_ID,
      firstName: 'สมศรีใหม่',
      roleCode: 'ACCOUNTANT',
    });
  });

  it("puts the server's refusal under its field and says nothing was saved", async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        statusCode: 400,
        message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบ',
        code: 'ST001',
        fields: [{ path: 'email', rule: 'email', message: 'อีเมลนี้ถูกใช้แล้ว' }],
      }),
    );
    renderForm();
    save();
    await waitFor(() =>
      expect(document.getElementById('editUser_email_help')?.textContent).toBe('อีเมลนี้ถูกใช้แล้ว'),
    );
    expectNoSavedMessage();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
