import { eq, inArray } from 'drizzle-orm';
import type { RoleCode } from '@suanklang/shared';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { appUser, property, userPropertyRole } from '../platform/db/schema';
import { ensureRoles } from '../platform/rights/roles';
import { seedDemoBudget } from './budgets';
import { seedMasterdata } from './masterdata';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_PROPERTY = 'RVS';

const PROPERTIES = [
  {
    code: 'RVS',
    nameTh: 'นิติบุคคลอาคารชุด เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
    nameEn: 'The Riverside Condominium Juristic Person',
  },
  {
    code: 'SKV',
    nameTh: 'นิติบุคคลหมู่บ้านจัดสรร สุขุมวิท การ์เดน วิลเลจ',
    nameEn: 'Sukhumvit Garden Village Juristic Person',
  },
];

const USERS: {
  username: string;
  firstName: string;
  lastName: string;
  /** First and last name in English. */
  en: [string, string];
  position: string;
  role: RoleCode | null;
}[] = [
  {
    username: 'admin',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    en: ['Somchai', 'Jaidee'],
    position: 'ผู้ดูแลระบบ',
    role: null,
  },
  {
    username: 'manager',
    firstName: 'วิภาวดี',
    lastName: 'รุ่งเรือง',
    en: ['Wipawadee', 'Rungruang'],
    position: 'ผู้จัดการนิติบุคคล',
    role: 'MANAGER',
  },
  {
    username: 'accountant',
    firstName: 'กนกพร',
    lastName: 'ศรีสุข',
    en: ['Kanokporn', 'Srisuk'],
    position: 'เจ้าหน้าที่บัญชี',
    role: 'ACCOUNTANT',
  },
  {
    username: 'approver',
    firstName: 'ประเสริฐ',
    lastName: 'มั่นคง',
    en: ['Prasert', 'Mankong'],
    position: 'กรรมการนิติบุคคล',
    role: 'APPROVER',
  },
  {
    username: 'viewer',
    firstName: 'อรุณี',
    lastName: 'แสงทอง',
    en: ['Arunee', 'Saengthong'],
    position: 'เจ้าหน้าที่ธุรการ',
    role: 'VIEWER',
  },
];

/** First start in demo mode: the demo properties and users. Later starts leave everything as it is. */
export async function seedDemo(db: Db): Promise<void> {
  await ensureRoles(db);
  const existing = await db.select().from(property).where(eq(property.code, DEMO_PROPERTY));
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const props = await tx.insert(property).values(PROPERTIES).returning();
    const demo = props.find((p) => p.code === DEMO_PROPERTY)!;
    for (const u of USERS) {
      const [row] = await tx
        .insert(appUser)
        .values({
          username: u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          firstNameEn: u.en[0],
          lastNameEn: u.en[1],
          email: `${u.username}@riverside.example`,
          position: u.position,
          passwordHash,
          isAdmin: u.role === null,
        })
        .returning();
      if (u.role)
        await tx.insert(userPropertyRole).values({ userId: row!.id, propertyId: demo.id, roleCode: u.role });
    }
    await seedMasterdata(tx);
    await seedDemoBudget(tx, demo.id);
  });
}

/**
 * The demo users that still sign in with the published demo password. A production start without the demo
 * refuses to run while there are any: the database was once a try-out and anyone could sign in to it.
 */
export async function demoAccountsInUse(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: appUser.username, passwordHash: appUser.passwordHash, active: appUser.active })
    .from(appUser)
    .where(
      inArray(
        appUser.username,
        USERS.map((u) => u.username),
      ),
    );
  const open: string[] = [];
  for (const row of rows) {
    if (row.active === 'Y' && (await verifyPassword(row.passwordHash, DEMO_PASSWORD)))
      open.push(row.username);
  }
  return open;
}
