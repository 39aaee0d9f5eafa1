ALTER TABLE "invoice" ADD COLUMN "surcharge_open" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The surcharge's principal per invoice: what its surcharge-bearing lines (expense categories in the shared
-- SURCHARGE_CATEGORIES, today COMMON_FEE only) still owe. The surcharge run read it by probing the lines of every
-- open invoice; a debtor of ten years made that the whole cost of the preview. The database keeps it from the lines
-- themselves after each statement that writes invoice lines (billing, receipts, credit notes, their cancellation,
-- imports, the scale generator's copies), recomputing it for the invoices touched, so no writer can forget it.
-- An expense type's category cannot change once the type is used (ST213), so the reading stays the billed one.
UPDATE "invoice" i SET "surcharge_open" = s.open
  FROM (SELECT l.invoice_id, sum(l.grand_total - l.paid_amount - l.credited_amount) AS open
          FROM invoice_line l JOIN expense_type et ON et.id = l.expense_type_id
         WHERE et.category IN ('COMMON_FEE')
         GROUP BY l.invoice_id) s
 WHERE i.id = s.invoice_id AND i.surcharge_open <> s.open;--> statement-breakpoint
CREATE FUNCTION invoice_line_surcharge_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice i SET surcharge_open = s.open
    FROM (SELECT c.invoice_id,
                 coalesce(sum(l.grand_total - l.paid_amount - l.credited_amount)
                            FILTER (WHERE et.category IN ('COMMON_FEE')), 0) AS open
            FROM (SELECT DISTINCT invoice_id FROM changed) c
            LEFT JOIN invoice_line l ON l.invoice_id = c.invoice_id
            LEFT JOIN expense_type et ON et.id = l.expense_type_id
           GROUP BY c.invoice_id) s
   WHERE i.id = s.invoice_id AND i.surcharge_open <> s.open;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_line_surcharge_open_insert AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_surcharge_open();--> statement-breakpoint
CREATE TRIGGER invoice_line_surcharge_open_update AFTER UPDATE ON invoice_line
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_surcharge_open();--> statement-breakpoint
CREATE TRIGGER invoice_line_surcharge_open_delete AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION invoice_line_surcharge_open();
