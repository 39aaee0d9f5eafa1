import { count, inArray } from 'drizzle-orm';
import { registerPropertySeed, registerUnitCounter } from '../property-settings';
import { seedUnitTypes } from './default-unit-types';
import { unit } from './units.schema';

/** A property's unit count (its type may change only while it has none) and the unit types of a new property. */
registerUnitCounter(async (db, propertyIds) => {
  const rows = await db
    .select({ propertyId: unit.propertyId, n: count() })
    .from(unit)
    .where(inArray(unit.propertyId, [...propertyIds]))
    .groupBy(unit.propertyId);
  return new Map(rows.map((r) => [r.propertyId, r.n]));
});

registerPropertySeed(seedUnitTypes);
