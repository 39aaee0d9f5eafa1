-- Open items: the issued invoices not yet settled, by property and due date. The aging, the surcharge preview and
-- a unit's open invoices read these instead of the whole receivable history. The columns it relies on
-- (paid_amount, credited_amount) are kept by the receipt, credit-note and receipt-cancel postings already, so
-- nothing needs backfilling; building the index reads every invoice once.
CREATE INDEX "invoice_open_due" ON "invoice" USING btree ("property_id","due_date") WHERE "invoice"."status" = 'ISSUED' and "invoice"."grand_total" > "invoice"."paid_amount" + "invoice"."credited_amount";
