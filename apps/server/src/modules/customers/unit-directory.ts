import { and, eq, inArray } from 'drizzle-orm';
import { registerCustomerDirectory } from '../units';
import { customersByCode } from './customers.repository';
import { customer } from '../../platform/db/schema';
import { customerNameOf } from './customers.service';

/** Units look customers up through this directory, so they need not import this module. */
registerCustomerDirectory({
  byCodes: customersByCode,
  async byIds(db, propertyId, ids) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(customer)
      .where(and(eq(customer.propertyId, propertyId), inArray(customer.id, [...ids])));
  },
  nameOf: customerNameOf,
});
