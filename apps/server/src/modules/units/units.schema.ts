import { sql } from 'drizzle-orm';
import {
  char,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customer, property } from '../../platform/db/schema';

/** A property's own unit types (studio, 1-bedroom, house...). */
export const unitType = pgTable(
  'unit_type',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [unique('unit_type_property_code').on(t.propertyId, t.code)],
);

/** A condominium unit or a house. Area and ratio are exact decimals, never floats. */
export const unit = pgTable(
  'unit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    code: varchar('code', { length: 20 }).notNull(),
    building: varchar('building', { length: 20 }).notNull(),
    floor: varchar('floor', { length: 10 }),
    houseNo: varchar('house_no', { length: 30 }),
    unitTypeCode: varchar('unit_type_code', { length: 20 }).notNull(),
    /** m2 (condominium) or square wah (housing estate), as the property's area unit says. */
    area: numeric('area', { precision: 12, scale: 2 }).notNull(),
    /** Per cent of the common property (อัตราส่วนกรรมสิทธิ์). */
    ownershipRatio: numeric('ownership_ratio', { precision: 9, scale: 6 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    active: char('active', { length: 1 }).notNull().default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    unique('unit_property_code').on(t.propertyId, t.code),
    foreignKey({
      name: 'unit_unit_type',
      columns: [t.propertyId, t.unitTypeCode],
      foreignColumns: [unitType.propertyId, unitType.code],
    }).onUpdate('cascade'),
    index('unit_property_building').on(t.propertyId, t.building, t.floor),
    unique('unit_property_key').on(t.propertyId, t.id),
  ],
);

/**
 * Who owns or rents a unit, and when. A resale or a tenant change ends the current rows (end_date) and adds new
 * ones, so the history is every row of the unit. Current rows have no end date.
 */
export const unitOccupant = pgTable(
  'unit_occupant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    ownerType: varchar('owner_type', { length: 10 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_occupant_unit').on(t.unitId),
    index('unit_occupant_customer').on(t.customerId),
    uniqueIndex('unit_occupant_current')
      .on(t.unitId, t.customerId)
      .where(sql`${t.endDate} is null`),
    foreignKey({
      name: 'unit_occupant_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'unit_occupant_customer_scoped',
      columns: [t.propertyId, t.customerId],
      foreignColumns: [customer.propertyId, customer.id],
    }),
  ],
);
