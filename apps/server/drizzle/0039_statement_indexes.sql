CREATE INDEX "credit_note_unit" ON "credit_note" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "credit_note_customer" ON "credit_note" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_customer" ON "invoice" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "receipt_customer" ON "receipt" USING btree ("customer_id");