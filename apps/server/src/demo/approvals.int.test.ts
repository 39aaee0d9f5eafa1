import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedApprovals } from './approvals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const steps = async (documentType: string) =>
  (
    await t.call({
      as: 'admin',
      method: 'GET',
      url: `/properties/approver?propertyCode=RVS&lang=EN&documentType=${documentType}`,
    })
  ).json().data as {
    stepNo: number;
    users: { email: string }[];
  }[];

describe('seedApprovals', () => {
  it('sends demo credit notes to the approver, adds a two-step request-pay example, and is idempotent', async () => {
    await seedApprovals(t.database.db);
    await seedApprovals(t.database.db);
    const cn = await steps('CN');
    expect(cn).toHaveLength(1);
    expect(cn[0]!.users.map((u) => u.email)).toEqual(['approver@riverside.example']);
    const rq = await steps('RQ');
    expect(rq.map((s) => s.stepNo)).toEqual([1, 2]);
    expect(rq[1]!.users).toHaveLength(2);
    expect(await steps('PV')).toEqual([]);
  });

  it('leaves a flow the property changed as it is', async () => {
    const list = (
      await t.call({
        as: 'admin',
        method: 'GET',
        url: '/properties/approver?propertyCode=RVS&documentType=CN',
      })
    ).json().data;
    await t.call({
      as: 'admin',
      method: 'DELETE',
      url: `/properties/approver?propertyCode=RVS&stepId=${list[0].stepId}`,
    });
    await t.call({
      as: 'admin',
      method: 'POST',
      url: '/properties/approver',
      payload: {
        propertyCode: 'RVS',
        documentType: 'CN',
        description: 'own',
        userIds: [list[0].users[0].userID],
      },
    });
    await seedApprovals(t.database.db);
    const after = (
      await t.call({
        as: 'admin',
        method: 'GET',
        url: '/properties/approver?propertyCode=RVS&documentType=CN',
      })
    ).json().data;
    expect(after.map((s: { description: string }) => s.description)).toEqual(['own']);
  });
});
