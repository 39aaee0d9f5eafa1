import { describe, expect, it } from 'vitest';
import { firstAdminProblem } from './first-admin';

describe('first administrator', () => {
  it('refuses a short password, one holding the user name, and a bad user name, in Thai and English', () => {
    expect(firstAdminProblem({ username: 'admin', password: 'short' })).toMatch(/10 ตัวอักษร.*10 characters/);
    expect(firstAdminProblem({ username: 'somchai', password: 'Somchai-2026!' })).toMatch(/user name/);
    expect(firstAdminProblem({ username: 'a b', password: 'long-enough-pass' })).toMatch(/letters, digits/);
    expect(firstAdminProblem({ username: 'somchai.j', password: 'river-side-2026' })).toBeNull();
  });
});
