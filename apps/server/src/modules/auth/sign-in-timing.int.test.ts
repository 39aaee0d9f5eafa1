import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signInThroughProvider } from '../../../test/oidc-flow';

// Counts the argon2 verifications the sign-in makes, with the real ones behind.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an unknown user name on the sign-in form', () => {
  it('costs one argon2 verification, like a known name with a wrong password', async () => {
    const verify = vi.mocked(argon2.verify);
    const verificationsFor = async (username: string, remoteAddress: string) => {
      verify.mockClear();
      const flow = await signInThroughProvider(t.app, username, 'wrong-password', { remoteAddress });
      expect(flow.loginStatus).toBe(401);
      return verify.mock.calls.map(([hash]) => String(hash).startsWith('$argon2id$'));
    };
    expect(await verificationsFor('manager', '198.18.0.1')).toEqual([true]);
    expect(await verificationsFor('no-such-user', '198.18.0.2')).toEqual([true]);
  });

  it('answers about as slowly as a known one', async () => {
    const fastest = (xs: number[]) => Math.min(...xs);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Alternated, so a slow moment of the shared machine falls on both; each name stays below the lock.
      const k = await signInThroughProvider(t.app, i % 2 ? 'manager' : 'approver', `wrong-${i}`, {
        remoteAddress: `198.18.1.${i + 1}`,
      });
      const u = await signInThroughProvider(t.app, `no-such-user-${i}`, `wrong-${i}`, {
        remoteAddress: `198.18.2.${i + 1}`,
      });
      expect([k.loginStatus, u.loginStatus]).toEqual([401, 401]);
      known.push(k.loginMs);
      unknown.push(u.loginMs);
    }
    // Generous: the machine is shared and noisy. Before the dummy verification an unknown name answered
    // in 2-3 ms against 12-22 ms; the count of verifications above is the exact check.
    expect(fastest(unknown)).toBeGreaterThan(fastest(known) * 0.5);
  });
});
