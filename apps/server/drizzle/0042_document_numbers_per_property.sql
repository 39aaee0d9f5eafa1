-- A document number searched in one property's list: each property numbers its own documents, so the same number
-- is in every property of a company; with the property first in the trigram index (btree_gin, as 0015 did for
-- names) the candidates are that property's rows only (20 ms to 0.5 ms on a book of 100 properties).
DROP INDEX "invoice_no_trgm";--> statement-breakpoint
DROP INDEX "receipt_no_trgm";--> statement-breakpoint
CREATE INDEX "invoice_no_trgm" ON "invoice" USING gin ("property_id","invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receipt_no_trgm" ON "receipt" USING gin ("property_id","receipt_no" gin_trgm_ops);