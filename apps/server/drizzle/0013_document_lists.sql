-- pg_trgm serves the lists' ILIKE '%...%' searches; it is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "credit_note_property_date";--> statement-breakpoint
DROP INDEX "deposit_property_date";--> statement-breakpoint
DROP INDEX "receipt_property_date";--> statement-breakpoint
CREATE INDEX "cheque_list" ON "cheque" USING btree ("property_id","cheque_date","cheque_no","id");--> statement-breakpoint
CREATE INDEX "credit_note_list" ON "credit_note" USING btree ("property_id","credit_note_date","credit_note_no","id");--> statement-breakpoint
CREATE INDEX "deposit_list" ON "deposit" USING btree ("property_id","deposit_date","deposit_no","id");--> statement-breakpoint
CREATE INDEX "invoice_list" ON "invoice" USING btree ("property_id","invoice_date",coalesce("invoice_no", ''),"id");--> statement-breakpoint
CREATE INDEX "invoice_no_trgm" ON "invoice" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_customer_name_trgm" ON "invoice" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_list" ON "receipt" USING btree ("property_id","receipt_date","receipt_no","id");--> statement-breakpoint
CREATE INDEX "receipt_no_trgm" ON "receipt" USING gin ("receipt_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_customer_name_trgm" ON "receipt" USING gin ("customer_name" gin_trgm_ops);