import type { PropertyType } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';

/**
 * What a property needs from the areas above this one, without importing them: each registers its part when its
 * module loads (units count the units of a property and seed the default unit types of a new one).
 */
type UnitCounter = (db: Executor, propertyIds: readonly string[]) => Promise<Map<string, number>>;
type PropertySeed = (db: Executor, propertyId: string, propertyType: PropertyType) => Promise<void>;

let unitCounter: UnitCounter = async () => new Map<string, number>();
const seeds: PropertySeed[] = [];

export function registerUnitCounter(counter: UnitCounter): void {
  unitCounter = counter;
}

export function registerPropertySeed(seed: PropertySeed): void {
  seeds.push(seed);
}

/** Units per property; a property with none is absent from the map. */
export function unitCounts(db: Executor, propertyIds: readonly string[]): Promise<Map<string, number>> {
  return propertyIds.length === 0 ? Promise.resolve(new Map<string, number>()) : unitCounter(db, propertyIds);
}

/** Runs every registered seed for a property just created, in the caller's transaction. */
export async function seedNewProperty(
  db: Executor,
  propertyId: string,
  propertyType: PropertyType,
): Promise<void> {
  for (const seed of seeds) await seed(db, propertyId, propertyType);
}
