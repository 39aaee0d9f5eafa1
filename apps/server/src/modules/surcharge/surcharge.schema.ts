import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { property } from '../../platform/db/schema';
import { invoice } from '../invoices/invoices.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * What the surcharge run has charged: one row per invoice, charged period (inclusive days) and the unpaid amount
 * those days were charged on (a run over receipts writes one row per amount), with the surcharge invoice that
 * charged it. The next run starts the day after the latest charged_to, so no day of an
 * invoice is ever charged twice: the key refuses a second row from the same day, the unique end another to the
 * same day, and a trigger (migration 0003) any overlap. The run also locks the overdue invoices FOR UPDATE.
 */
export const surchargeCharge = pgTable(
  'surcharge_charge',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    /** The overdue invoice. */
    invoiceId: uuid('invoice_id').notNull(),
    chargedFrom: date('charged_from').notNull(),
    chargedTo: date('charged_to').notNull(),
    /** The unpaid surcharge-bearing amount the days were charged on (what was unpaid on each of them). */
    principal: money('principal').notNull(),
    amount: money('amount').notNull(),
    surchargeInvoiceId: uuid('surcharge_invoice_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.chargedFrom] }),
    unique('surcharge_charge_to').on(t.invoiceId, t.chargedTo),
    index('surcharge_charge_property').on(t.propertyId, t.invoiceId),
    index('surcharge_charge_surcharge_invoice').on(t.surchargeInvoiceId),
    check('surcharge_charge_period', sql`${t.chargedFrom} <= ${t.chargedTo}`),
    // A principal's days may round to 0.00 while the invoice's surcharge does not (migration 0034).
    check('surcharge_charge_amounts', sql`${t.principal} > 0 and ${t.amount} >= 0`),
    foreignKey({
      name: 'surcharge_charge_surcharge_invoice_scoped',
      columns: [t.propertyId, t.surchargeInvoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'surcharge_charge_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
  ],
);

/**
 * The day up to which a surcharge run has read each unit's payments (its latest `asOf`): every receipt of the unit
 * dated on or before it has had its late days charged (an invoice open at that run was charged to that day on what
 * it then owed, one paid before it to its payment), so later runs read only the property's receipts dated after
 * the earliest of its units' days instead of its whole history. An invoice issued later with an earlier due date
 * lowers its unit's day to that due date (trigger invoice_surcharge_through, migration 0034), so a receipt dated
 * back for it is still read. A unit without a row, or at 0001-01-01, has its whole history read.
 */
export const surchargeThrough = pgTable(
  'surcharge_through',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    unitId: uuid('unit_id').primaryKey(),
    through: date('through').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'surcharge_through_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
  ],
);
