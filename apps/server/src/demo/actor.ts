import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appUser, property } from '../platform/db/schema';
import type { Actor } from '../modules/receipts/receipt-writer';
import { DEMO_PROPERTY } from './seed';

/**
 * The demo's documents are made by the accountant through the services, as the screens would make them. The
 * services read the actor's property and user only (rights are checked by the routes). Null when the demo
 * property or user is missing.
 */
export async function demoAccountant(db: Db): Promise<Actor | null> {
  const [demo] = await db.select().from(property).where(eq(property.code, DEMO_PROPERTY));
  const [accountant] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  if (!demo || !accountant) return null;
  return {
    user: {
      id: accountant.id,
      username: accountant.username,
      firstName: accountant.firstName,
      lastName: accountant.lastName,
      email: accountant.email,
      isAdmin: false,
    },
    property: { id: demo.id, code: demo.code, nameTh: demo.nameTh, nameEn: demo.nameEn },
    rights: null,
    lang: 'th',
  } as unknown as Actor;
}
