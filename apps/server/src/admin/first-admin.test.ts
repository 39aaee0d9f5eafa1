import { describe, expect, it } from 'vitest';
import { firstAdminProblem } from './first-admin';

describe('first administrator', () => {
  it('follows the password rule of the app, in Thai and English, and takes plain user names only', async () => {
    expect(await firstAdminProblem({ username: 'admin', password: 'short' })).toMatch(/10/);
    expect(await firstAdminProblem({ username: 'somchai', password: 'Somchai-2026!' })).toMatch(/ชื่อผู้ใช้.*/);
    expect(await firstAdminProblem({ username: 'owner', password: 'password123' })).toMatch(/common/i);
    expect(await firstAdminProblem({ username: 'a b', password: 'long-enough-pass' })).toMatch(
      /letters, digits/,
    );
    expect(await firstAdminProblem({ username: 'somchai.j', password: 'river-side-2026' })).toBeNull();
  });
});
