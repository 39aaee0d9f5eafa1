import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@suanklang/shared';
import '../../../i18n';
import { SESSION_KEYS, reloadSession } from '../../../lib/session/session';

// Like the real one: the session is gone afterwards.
const expireSession = vi.fn(() => {
  localStorage.clear();
  reloadSession();
  return Promise.resolve();
});
vi.mock('../session-actions', () => ({
  expireSession: () => expireSession(),
  renewSession: vi.fn(),
  signOut: vi.fn(),
}));

const { SessionTimeoutDialog, formatCountdown } = await import('./session-timeout-dialog');

describe('session-timeout dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(SESSION_KEYS.expiresAt, new Date(Date.now() + 3 * 60_000).toISOString());
    localStorage.setItem(SESSION_KEYS.sessionSeconds, '180');
    reloadSession();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
    reloadSession();
  });

  it('formats the countdown as minutes:seconds', () => {
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_500)).toBe('0:10');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('appears one minute before the session ends, counts down, and signs out at zero', async () => {
    render(<SessionTimeoutDialog />);
    expect(screen.queryByRole('timer')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer').textContent).toBe('0:30');
    expect(expireSession).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(expireSession).toHaveBeenCalledTimes(1);
  });
});
