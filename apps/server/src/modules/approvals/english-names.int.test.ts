import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser } from '../../platform/db/schema';

/**
 * English screens show what has an English name: an approval step's English name and the users' English names
 * (the demo users have both), Thai screens the Thai ones; a step or a user without an English name keeps its name.
 */
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['approver', 'accountant', 'viewer']) {
    ids[name] = (await t.database.db.select().from(appUser).where(eq(appUser.username, name)))[0]!.id;
  }
}, 120_000);
afterAll(() => t.close());

const flowOf = async (no: string, lang: 'EN' | 'TH') =>
  (
    await t.call({
      as: 'approver',
      method: 'GET',
      url: `/pendingapproval/${no}?propertyCode=RVS&lang=${lang}&documentType=JV`,
    })
  ).json().data as { createdBy: string; details: { description: string; users: { name: string }[] }[] };

describe('English names on English screens', () => {
  it('shows a step and its users by their English names in English, and the Thai ones in Thai', async () => {
    const step = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/properties/approver',
      payload: {
        propertyCode: 'RVS',
        documentType: 'JV',
        description: 'กรรมการตรวจรายการ',
        descriptionEn: 'Committee review',
        userIds: [ids.approver],
      },
    });
    expect(step.statusCode, step.body).toBe(201);
    expect(step.json().data).toMatchObject({
      description: 'กรรมการตรวจรายการ',
      descriptionEn: 'Committee review',
    });

    const saved = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/gl/manualvoucher/save',
      payload: {
        lang: 'EN',
        propertyCode: 'RVS',
        voucherDate: '2024-07-15',
        description: 'ตั้งค่าน้ำค้างจ่าย',
        lines: [
          { accountCode: '5110', description: 'น้ำ', debit: '100.00' },
          { accountCode: '2120', description: 'ค้างจ่าย', credit: '100.00' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const no = saved.json().data.voucherNo as string;

    const english = await flowOf(no, 'EN');
    expect(english.createdBy).toBe('Kanokporn Srisuk');
    expect(english.details[0]).toMatchObject({
      description: 'Committee review',
      users: [{ name: 'Prasert Mankong' }],
    });
    const thai = await flowOf(no, 'TH');
    expect(thai.createdBy).toBe('กนกพร ศรีสุข');
    expect(thai.details[0]).toMatchObject({
      description: 'กรรมการตรวจรายการ',
      users: [{ name: 'ประเสริฐ มั่นคง' }],
    });

    const pending = (
      await t.call({
        as: 'approver',
        method: 'POST',
        url: '/pendingapproval/search',
        payload: { propertyCode: 'RVS', lang: 'EN', documentType: 'JV', documentNo: no },
      })
    ).json().data as { stepDescription: string; createdBy: string }[];
    expect(pending).toEqual([
      expect.objectContaining({ stepDescription: 'Committee review', createdBy: 'Kanokporn Srisuk' }),
    ]);

    const voucher = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/manualvoucher/${no}?propertyCode=RVS&lang=EN`,
    });
    expect(voucher.json().data.createdBy).toBe('Kanokporn Srisuk');
  });

  it('keeps the name where no English one is given, and refuses Thai letters in an English name', async () => {
    const modify = (firstNameEn: string) =>
      t.call({
        as: 'admin',
        method: 'POST',
        url: '/manageuser/modify',
        payload: {
          propertyCode: 'RVS',
          lang: 'EN',
          userId: ids.viewer,
          firstName: 'อรุณี',
          lastName: 'แสงทอง',
          firstNameEn,
          lastNameEn: '',
          email: 'viewer@riverside.example',
          roleCode: 'VIEWER',
        },
      });
    const thaiLetters = await modify('อรุณี');
    expect(thaiLetters.statusCode).toBe(400);
    expect(JSON.stringify(thaiLetters.json())).toContain('firstNameEn');

    expect((await modify('')).statusCode).toBe(200);
    const options = (
      await t.call({ as: 'admin', method: 'GET', url: '/manageuser/users?propertyCode=RVS&lang=EN' })
    ).json().data as { userId: string; name: string }[];
    expect(options.find((o) => o.userId === ids.viewer)?.name).toBe('อรุณี แสงทอง');
    expect(options.find((o) => o.userId === ids.approver)?.name).toBe('Prasert Mankong');
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, ids.viewer!));
    expect(row).toMatchObject({ firstNameEn: null, lastNameEn: null });
  });
});
