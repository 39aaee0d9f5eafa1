-- Open items: what each invoice still owes, and the issued invoices not yet settled by property and due date. The
-- aging, the surcharge preview and a unit's open invoices read these instead of the whole receivable history.
-- open_amount is computed by the database from paid_amount and credited_amount (kept by the receipt, credit-note
-- and receipt-cancel postings), so it cannot drift from them; adding it fills it for every existing invoice. It is
-- a column rather than an expression so that ANALYZE knows how few invoices are open.
ALTER TABLE "invoice" ADD COLUMN "open_amount" numeric(18, 2) GENERATED ALWAYS AS (grand_total - paid_amount - credited_amount) STORED;--> statement-breakpoint
CREATE INDEX "invoice_open_due" ON "invoice" USING btree ("property_id","due_date") WHERE "invoice"."status" = 'ISSUED' and "invoice"."open_amount" > 0;
