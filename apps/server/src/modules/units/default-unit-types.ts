import type { PropertyType } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { unitType } from './units.schema';

/** The unit types a new property starts with; the property edits its own list afterwards. */
export const DEFAULT_UNIT_TYPES: Record<PropertyType, [code: string, nameTh: string, nameEn: string][]> = {
  CONDO: [
    ['STUDIO', 'ห้องสตูดิโอ', 'Studio'],
    ['1BR', '1 ห้องนอน', '1 bedroom'],
    ['2BR', '2 ห้องนอน', '2 bedrooms'],
    ['3BR', '3 ห้องนอน', '3 bedrooms'],
    ['PENTHOUSE', 'เพนต์เฮาส์', 'Penthouse'],
    ['SHOP', 'ร้านค้า', 'Shop'],
  ],
  VILLAGE: [
    ['HOUSE', 'บ้านเดี่ยว', 'Detached house'],
    ['TWIN', 'บ้านแฝด', 'Semi-detached house'],
    ['TOWNHOUSE', 'ทาวน์เฮาส์', 'Townhouse'],
    ['LAND', 'ที่ดินเปล่า', 'Vacant plot'],
  ],
};

export async function seedUnitTypes(
  db: Executor,
  propertyId: string,
  propertyType: PropertyType,
): Promise<void> {
  await db.insert(unitType).values(
    DEFAULT_UNIT_TYPES[propertyType].map(([code, nameTh, nameEn]) => ({
      propertyId,
      code,
      nameTh,
      nameEn,
    })),
  );
}
