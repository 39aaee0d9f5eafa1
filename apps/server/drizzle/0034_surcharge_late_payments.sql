-- Surcharge earned on late payments (issue 21). The run records the days it charged per invoice and per unpaid
-- amount: one amount's few days may round to 0.00 while the invoice's whole charge does not, so a row may now carry
-- 0.00 (the principal stays above zero: days owing nothing are not charged). surcharge_through keeps, per unit, the
-- latest day a run read its payments to, so a run reads only the receipts dated after the earliest of those days.
CREATE TABLE "surcharge_through" (
	"property_id" uuid NOT NULL,
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "surcharge_charge" DROP CONSTRAINT "surcharge_charge_amounts";--> statement-breakpoint
ALTER TABLE "surcharge_through" ADD CONSTRAINT "surcharge_through_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_through" ADD CONSTRAINT "surcharge_through_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_amounts" CHECK ("surcharge_charge"."principal" > 0 and "surcharge_charge"."amount" >= 0);
--> statement-breakpoint
-- An invoice issued with a due date before its unit's read-through day (an import of old debts, a manual invoice
-- dated back) lowers that day to its due date, so a late receipt for it, however dated, is read by the next run.
-- A unit without a row (its whole history is read anyway) gets one at 0001-01-01 first: inserting it takes the
-- key's lock, so a run recording that unit at the same time waits for this invoice and then reads it.
CREATE FUNCTION invoice_surcharge_through() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The invoices this statement issued: an INSERT's issued ones, an UPDATE's that were not issued before.
  IF TG_OP = 'INSERT' THEN
    WITH issued AS (
      SELECT n.property_id, n.unit_id, n.due_date FROM new_rows n
       WHERE n.status = 'ISSUED' AND n.source <> 'SURCHARGE' AND n.due_date <= current_date + 1),
    added AS (
      INSERT INTO surcharge_through (property_id, unit_id, through)
      SELECT DISTINCT property_id, unit_id, date '0001-01-01' FROM issued
      ON CONFLICT (unit_id) DO NOTHING)
    UPDATE surcharge_through s SET through = d.due
      FROM (SELECT unit_id, min(due_date) AS due FROM issued GROUP BY unit_id) d
     WHERE s.unit_id = d.unit_id AND d.due < s.through;
  ELSE
    WITH issued AS (
      SELECT n.property_id, n.unit_id, n.due_date FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.status = 'ISSUED' AND o.status <> 'ISSUED' AND n.source <> 'SURCHARGE'
         AND n.due_date <= current_date + 1),
    added AS (
      INSERT INTO surcharge_through (property_id, unit_id, through)
      SELECT DISTINCT property_id, unit_id, date '0001-01-01' FROM issued
      ON CONFLICT (unit_id) DO NOTHING)
    UPDATE surcharge_through s SET through = d.due
      FROM (SELECT unit_id, min(due_date) AS due FROM issued GROUP BY unit_id) d
     WHERE s.unit_id = d.unit_id AND d.due < s.through;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_surcharge_through_insert AFTER INSERT ON invoice
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_surcharge_through();--> statement-breakpoint
CREATE TRIGGER invoice_surcharge_through_update AFTER UPDATE ON invoice
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_surcharge_through();
