-- The AR control balance beside the aging sums every receivable line of the property: with debit and credit in
-- the account index it is read from the index alone (an index-only scan), not from the table's pages. Drizzle's
-- index builder has no INCLUDE, so the schema keeps declaring journal_line_account on (property_id, account_code).
DROP INDEX "journal_line_account";--> statement-breakpoint
CREATE INDEX "journal_line_account" ON "journal_line" USING btree ("property_id","account_code") INCLUDE ("debit","credit");
--> statement-breakpoint
-- A name searched in one property's list: with btree_gin (trusted, like pg_trgm) the trigram index starts with the
-- property, so the candidates are that property's rows, not every property's with the same name.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "invoice_customer_name_trgm";--> statement-breakpoint
CREATE INDEX "invoice_customer_name_trgm" ON "invoice" USING gin ("property_id", "customer_name" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "receipt_customer_name_trgm";--> statement-breakpoint
CREATE INDEX "receipt_customer_name_trgm" ON "receipt" USING gin ("property_id", "customer_name" gin_trgm_ops);
