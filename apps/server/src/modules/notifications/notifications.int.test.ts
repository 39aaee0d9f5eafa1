import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it("answers the user's waiting approvals on the second service's path", async () => {
    const res = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/api/v1/user/notification?propertyCode=RVS',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ approvalCustomer: 0 });
  });
});
