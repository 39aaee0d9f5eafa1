import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { showSuccess } from '../../../components/dialogs';
import { storeLang } from '../../../lib/preferences/preferences';
import { ChangePasswordForm } from './change-password-form';

vi.mock('../../../components/dialogs', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const onChanged = vi.fn();

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ChangePasswordForm username="somchai" onChanged={onChanged} />
    </QueryClientProvider>,
  );
}

function fill(name: string, value: string) {
  fireEvent.change(document.getElementById(`changePassword_${name}`) as HTMLInputElement, {
    target: { value },
  });
}

const help = (name: string) => document.getElementById(`changePassword_${name}_help`)?.textContent ?? '';

function reply(status: number, body: object) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('change password form', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'test-token');
    storeLang('th');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('checks the length, the user name and the confirmation before calling the server', async () => {
    renderForm();
    fill('currentPassword', 'old-password');
    fill('newPassword', 'short');
    fill('confirmPassword', 'different');
    fireEvent.submit(document.getElementById('changePassword') as HTMLFormElement);
    await waitFor(() => expect(help('newPassword')).toBe('รหัสผ่านต้องมีความยาว 10 ถึง 128 ตัวอักษร'));
    expect(help('confirmPassword')).toBe('ข้อมูลยืนยันไม่ตรงกัน');

    fill('newPassword', 'SomChai-2026');
    await waitFor(() => expect(help('newPassword')).toContain('ชื่อผู้ใช้'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the current and new password and, once changed, signs in again', async () => {
    fetchMock.mockResolvedValue(reply(200, { statusCode: 200, message: 'ok', data: { userId: 'u1' } }));
    renderForm();
    fill('currentPassword', 'old-password');
    fill('newPassword', 'Lotus pond 2026');
    fill('confirmPassword', 'Lotus pond 2026');
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/manageuser/password/change');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      currentPassword: 'old-password',
      newPassword: 'Lotus pond 2026',
    });
    expect(showSuccess).toHaveBeenCalledWith('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว กรุณาเข้าสู่ระบบอีกครั้งด้วยรหัสผ่านใหม่');
  });

  it('shows a wrong current password and a common new one under their fields', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, { statusCode: 400, message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', code: 'ST106' }),
    );
    renderForm();
    fill('currentPassword', 'not-it');
    fill('newPassword', 'qwertyuiop');
    fill('confirmPassword', 'qwertyuiop');
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(help('currentPassword')).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง'));

    fetchMock.mockResolvedValueOnce(
      reply(400, {
        statusCode: 400,
        message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบ',
        code: 'ST001',
        fields: [{ path: 'newPassword', rule: 'passwordCommon', message: 'รหัสผ่านนี้ใช้กันทั่วไป' }],
      }),
    );
    fill('currentPassword', 'old-password');
    fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(help('newPassword')).toBe('รหัสผ่านนี้ใช้กันทั่วไป'));
    expect(onChanged).not.toHaveBeenCalled();
  });
});
