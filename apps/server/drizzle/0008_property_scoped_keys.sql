-- Property scope in the data: every reference between two property-scoped rows carries the property, so a row
-- of one property can never point at another property's row (composite foreign keys on (property_id, id)).
-- Lines that had no property of their own take their document's.
ALTER TABLE "credit_note_line" ADD COLUMN "property_id" uuid;
--> statement-breakpoint
UPDATE "credit_note_line" c SET "property_id" = p."property_id" FROM "credit_note" p WHERE p."id" = c."credit_note_id";
--> statement-breakpoint
ALTER TABLE "credit_note_line" ALTER COLUMN "property_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "deposit_item" ADD COLUMN "property_id" uuid;
--> statement-breakpoint
UPDATE "deposit_item" c SET "property_id" = p."property_id" FROM "deposit" p WHERE p."id" = c."deposit_id";
--> statement-breakpoint
ALTER TABLE "deposit_item" ALTER COLUMN "property_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD COLUMN "property_id" uuid;
--> statement-breakpoint
UPDATE "invoice_line" c SET "property_id" = p."property_id" FROM "invoice" p WHERE p."id" = c."invoice_id";
--> statement-breakpoint
ALTER TABLE "invoice_line" ALTER COLUMN "property_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipt_deduction" ADD COLUMN "property_id" uuid;
--> statement-breakpoint
UPDATE "receipt_deduction" c SET "property_id" = p."property_id" FROM "receipt" p WHERE p."id" = c."receipt_id";
--> statement-breakpoint
ALTER TABLE "receipt_deduction" ALTER COLUMN "property_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD COLUMN "property_id" uuid;
--> statement-breakpoint
UPDATE "receipt_invoice_line" c SET "property_id" = p."property_id" FROM "receipt" p WHERE p."id" = c."receipt_id";
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ALTER COLUMN "property_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "cheque" ADD CONSTRAINT "cheque_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "expense_type" ADD CONSTRAINT "expense_type_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "billing_run" ADD CONSTRAINT "billing_run_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "property_bank_account" ADD CONSTRAINT "property_bank_account_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "supplier_bank_account" ADD CONSTRAINT "supplier_bank_account_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_property_key" UNIQUE("property_id","id");
--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_receipt_id_receipt_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note" DROP CONSTRAINT "credit_note_journal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note_line" DROP CONSTRAINT "credit_note_line_credit_note_id_credit_note_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note_line" DROP CONSTRAINT "credit_note_line_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note_line" DROP CONSTRAINT "credit_note_line_invoice_line_id_invoice_line_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_change" DROP CONSTRAINT "customer_change_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "bill_payment_import" DROP CONSTRAINT "bill_payment_import_deposit_id_deposit_id_fk";
--> statement-breakpoint
ALTER TABLE "deposit" DROP CONSTRAINT "deposit_journal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "deposit_item" DROP CONSTRAINT "deposit_item_deposit_id_deposit_id_fk";
--> statement-breakpoint
ALTER TABLE "deposit_item" DROP CONSTRAINT "deposit_item_receipt_payment_id_receipt_payment_id_fk";
--> statement-breakpoint
ALTER TABLE "expense_factor" DROP CONSTRAINT "expense_factor_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "expense_factor" DROP CONSTRAINT "expense_factor_expense_type_id_expense_type_id_fk";
--> statement-breakpoint
ALTER TABLE "meter_reading" DROP CONSTRAINT "meter_reading_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_import_row" DROP CONSTRAINT "invoice_import_row_import_id_invoice_import_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_import_row" DROP CONSTRAINT "invoice_import_row_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "billed_charge" DROP CONSTRAINT "billed_charge_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "billed_charge" DROP CONSTRAINT "billed_charge_expense_type_id_expense_type_id_fk";
--> statement-breakpoint
ALTER TABLE "billed_charge" DROP CONSTRAINT "billed_charge_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_billing_run_id_billing_run_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_journal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line" DROP CONSTRAINT "invoice_line_expense_type_id_expense_type_id_fk";
--> statement-breakpoint
ALTER TABLE "property_document_account" DROP CONSTRAINT "property_document_account_bank_account_id_property_bank_account_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt" DROP CONSTRAINT "receipt_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt" DROP CONSTRAINT "receipt_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt" DROP CONSTRAINT "receipt_journal_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_deduction" DROP CONSTRAINT "receipt_deduction_receipt_id_receipt_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_deduction" DROP CONSTRAINT "receipt_deduction_invoice_line_id_invoice_line_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" DROP CONSTRAINT "receipt_invoice_line_receipt_id_receipt_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" DROP CONSTRAINT "receipt_invoice_line_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" DROP CONSTRAINT "receipt_invoice_line_invoice_line_id_invoice_line_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_payment" DROP CONSTRAINT "receipt_payment_receipt_id_receipt_id_fk";
--> statement-breakpoint
ALTER TABLE "receipt_payment" DROP CONSTRAINT "receipt_payment_cheque_id_cheque_id_fk";
--> statement-breakpoint
ALTER TABLE "supplier_bank_account" DROP CONSTRAINT "supplier_bank_account_supplier_id_supplier_id_fk";
--> statement-breakpoint
ALTER TABLE "supplier_document_account" DROP CONSTRAINT "supplier_document_account_supplier_id_supplier_id_fk";
--> statement-breakpoint
ALTER TABLE "supplier_document_account" DROP CONSTRAINT "supplier_document_account_bank_account_id_supplier_bank_account_id_fk";
--> statement-breakpoint
ALTER TABLE "surcharge_charge" DROP CONSTRAINT "surcharge_charge_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "surcharge_charge" DROP CONSTRAINT "surcharge_charge_surcharge_invoice_id_invoice_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_occupant" DROP CONSTRAINT "unit_occupant_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_occupant" DROP CONSTRAINT "unit_occupant_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_balance" DROP CONSTRAINT "wallet_balance_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_unit_id_unit_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_entry" DROP CONSTRAINT "wallet_entry_customer_id_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_journal_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_credit_note_scoped" FOREIGN KEY ("property_id","credit_note_id") REFERENCES "public"."credit_note"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_invoice_line_scoped" FOREIGN KEY ("property_id","invoice_line_id") REFERENCES "public"."invoice_line"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_change" ADD CONSTRAINT "customer_change_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payment_import" ADD CONSTRAINT "bill_payment_import_deposit_scoped" FOREIGN KEY ("property_id","deposit_id") REFERENCES "public"."deposit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_journal_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_item" ADD CONSTRAINT "deposit_item_receipt_payment_scoped" FOREIGN KEY ("property_id","receipt_payment_id") REFERENCES "public"."receipt_payment"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_item" ADD CONSTRAINT "deposit_item_deposit_scoped" FOREIGN KEY ("property_id","deposit_id") REFERENCES "public"."deposit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expense_factor" ADD CONSTRAINT "expense_factor_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "expense_factor" ADD CONSTRAINT "expense_factor_expense_type_scoped" FOREIGN KEY ("property_id","expense_type_id") REFERENCES "public"."expense_type"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meter_reading" ADD CONSTRAINT "meter_reading_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_import_row" ADD CONSTRAINT "invoice_import_row_import_scoped" FOREIGN KEY ("property_id","import_id") REFERENCES "public"."invoice_import"("property_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_import_row" ADD CONSTRAINT "invoice_import_row_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_expense_type_scoped" FOREIGN KEY ("property_id","expense_type_id") REFERENCES "public"."expense_type"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_billing_run_scoped" FOREIGN KEY ("property_id","billing_run_id") REFERENCES "public"."billing_run"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_journal_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_expense_type_scoped" FOREIGN KEY ("property_id","expense_type_id") REFERENCES "public"."expense_type"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "property_document_account" ADD CONSTRAINT "property_document_account_bank_account_scoped" FOREIGN KEY ("property_id","bank_account_id") REFERENCES "public"."property_bank_account"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_journal_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_deduction" ADD CONSTRAINT "receipt_deduction_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_deduction" ADD CONSTRAINT "receipt_deduction_invoice_line_scoped" FOREIGN KEY ("property_id","invoice_line_id") REFERENCES "public"."invoice_line"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_invoice_line_scoped" FOREIGN KEY ("property_id","invoice_line_id") REFERENCES "public"."invoice_line"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_cheque_scoped" FOREIGN KEY ("property_id","cheque_id") REFERENCES "public"."cheque"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_bank_account" ADD CONSTRAINT "supplier_bank_account_supplier_scoped" FOREIGN KEY ("property_id","supplier_id") REFERENCES "public"."supplier"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_supplier_scoped" FOREIGN KEY ("property_id","supplier_id") REFERENCES "public"."supplier"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_document_account" ADD CONSTRAINT "supplier_document_account_bank_account_scoped" FOREIGN KEY ("property_id","bank_account_id") REFERENCES "public"."supplier_bank_account"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_surcharge_invoice_scoped" FOREIGN KEY ("property_id","surcharge_invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_occupant" ADD CONSTRAINT "unit_occupant_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_occupant" ADD CONSTRAINT "unit_occupant_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_balance" ADD CONSTRAINT "wallet_balance_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_customer_scoped" FOREIGN KEY ("property_id","customer_id") REFERENCES "public"."customer"("property_id","id") ON DELETE no action ON UPDATE no action;
