import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signInThroughProvider } from '../../test/oidc-flow';
import { appUser } from '../platform/db/schema';
import { createAdministrator } from './first-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run admin:create', () => {
  it('creates an administrator who signs in, with all rights', async () => {
    await createAdministrator(t.database.db, { username: 'owner', password: 'river-side-2026' });
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'owner'));
    expect(row).toMatchObject({ isAdmin: true, active: 'Y', isDirectory: false });
    const flow = await signInThroughProvider(t.app, 'owner', 'river-side-2026');
    expect(flow.idToken).toBeTruthy();
  });

  it('refuses a weak password and a name that exists in any letter case, changing nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appUser))[0]!.n;
    const before = await count();
    await expect(createAdministrator(t.database.db, { username: 'boss', password: 'short' })).rejects.toThrow(
      /10 to 128 characters/,
    );
    await expect(
      createAdministrator(t.database.db, { username: 'MANAGER', password: 'another-pass-2026' }),
    ).rejects.toThrow(/already exists/);
    expect(await count()).toBe(before);
  });
});
