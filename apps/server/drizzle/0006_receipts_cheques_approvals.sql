CREATE TABLE "approval_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"document_id" uuid NOT NULL,
	"document_no" varchar(30) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "approval_request_document" UNIQUE("property_id","document_type","document_no"),
	CONSTRAINT "approval_request_status" CHECK ("approval_request"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "approval_request_step" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"step_no" smallint NOT NULL,
	"description" varchar(300) NOT NULL,
	"candidate_ids" uuid[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approver_id" uuid,
	"reason" varchar(500),
	"processed_at" timestamp with time zone,
	CONSTRAINT "approval_request_step_no" UNIQUE("request_id","step_no"),
	CONSTRAINT "approval_request_step_status" CHECK ("approval_request_step"."status" in (0, 1, 2, 4)),
	CONSTRAINT "approval_request_step_acted" CHECK ("approval_request_step"."status" in (0, 4) or "approval_request_step"."approver_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "approval_step" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"step_no" smallint NOT NULL,
	"description" varchar(300) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_step_no" UNIQUE("property_id","document_type","step_no"),
	CONSTRAINT "approval_step_positive" CHECK ("approval_step"."step_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "approval_step_user" (
	"step_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "approval_step_user_step_id_user_id_pk" PRIMARY KEY("step_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cheque" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"direction" varchar(10) NOT NULL,
	"cheque_no" varchar(8) NOT NULL,
	"cheque_date" date NOT NULL,
	"bank_code" varchar(10) NOT NULL,
	"branch_code" varchar(10),
	"payer_name" varchar(300) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'ON_HAND' NOT NULL,
	"account_code" varchar(20),
	"book_no" varchar(20),
	"remark" varchar(500),
	"deposited_at" date,
	"passed_at" date,
	"returned_at" date,
	"status_reason" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "cheque_number" UNIQUE("property_id","direction","bank_code","cheque_no"),
	CONSTRAINT "cheque_direction" CHECK ("cheque"."direction" in ('RECEIVED', 'ISSUED')),
	CONSTRAINT "cheque_status" CHECK ("cheque"."status" in ('ON_HAND', 'DEPOSITED', 'PASSED', 'RETURNED', 'CANCELLED')),
	CONSTRAINT "cheque_no_digits" CHECK ("cheque"."cheque_no" ~ '^[0-9]{8}$'),
	CONSTRAINT "cheque_balance" CHECK ("cheque"."amount" >= 1 and "cheque"."balance" >= 0 and "cheque"."balance" <= "cheque"."amount")
);
--> statement-breakpoint
CREATE TABLE "cheque_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"status" varchar(10) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	CONSTRAINT "cheque_import_status" CHECK ("cheque_import"."status" in ('VALIDATED', 'FAILED', 'COMMITTED'))
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"credit_note_no" varchar(20) NOT NULL,
	"credit_note_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"credit_note_date" date NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" varchar(300) NOT NULL,
	"customer_address" varchar(700),
	"description" varchar(500) NOT NULL,
	"receipt_id" uuid,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"journal_entry_id" uuid,
	"reason" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "credit_note_property_no" UNIQUE("property_id","credit_note_no"),
	CONSTRAINT "credit_note_type" CHECK ("credit_note"."credit_note_type" in (1, 2)),
	CONSTRAINT "credit_note_status" CHECK ("credit_note"."status" in (1, 2, 3, 4)),
	CONSTRAINT "credit_note_receipt" CHECK (("credit_note"."credit_note_type" = 2) = ("credit_note"."receipt_id" is not null)),
	CONSTRAINT "credit_note_totals" CHECK ("credit_note"."grand_total" = "credit_note"."amount_exclude_vat" + "credit_note"."vat" and "credit_note"."grand_total" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "credit_note_line_amount" CHECK ("credit_note_line"."amount" > 0 and "credit_note_line"."amount" = "credit_note_line"."amount_exclude_vat" + "credit_note_line"."vat")
);
--> statement-breakpoint
CREATE TABLE "bill_payment_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_hash" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'REVIEW' NOT NULL,
	"bank_code" varchar(3),
	"company_account" varchar(10),
	"file_date" date,
	"line_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"matches" jsonb NOT NULL,
	"deposit_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	CONSTRAINT "bill_payment_import_status" CHECK ("bill_payment_import"."status" in ('REVIEW', 'COMMITTED'))
);
--> statement-breakpoint
CREATE TABLE "deposit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"deposit_no" varchar(20) NOT NULL,
	"deposit_date" date NOT NULL,
	"bank_account_code" varchar(20) NOT NULL,
	"source" varchar(12) DEFAULT 'COUNTER' NOT NULL,
	"status" varchar(10) DEFAULT 'POSTED' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"remark" varchar(500),
	"journal_entry_id" uuid,
	"print_count" integer DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(500),
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_property_no" UNIQUE("property_id","deposit_no"),
	CONSTRAINT "deposit_status" CHECK ("deposit"."status" in ('POSTED', 'CANCELLED')),
	CONSTRAINT "deposit_source" CHECK ("deposit"."source" in ('COUNTER', 'BILL_PAYMENT')),
	CONSTRAINT "deposit_amount" CHECK ("deposit"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_item" (
	"deposit_id" uuid NOT NULL,
	"receipt_payment_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "deposit_item_payment" UNIQUE("deposit_id","receipt_payment_id")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"receipt_no" varchar(20) NOT NULL,
	"receipt_type" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'ISSUED' NOT NULL,
	"source" varchar(12) DEFAULT 'COUNTER' NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" varchar(300) NOT NULL,
	"customer_address" varchar(700),
	"customer_tax_id" varchar(13),
	"customer_branch_no" varchar(5),
	"receipt_date" date NOT NULL,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"paid_total" numeric(18, 2) NOT NULL,
	"deduction_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"wallet_top_up" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"idempotency_key" varchar(64),
	"journal_entry_id" uuid,
	"print_count" integer DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(500),
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "receipt_property_no" UNIQUE("property_id","receipt_no"),
	CONSTRAINT "receipt_idempotency" UNIQUE("property_id","idempotency_key"),
	CONSTRAINT "receipt_status" CHECK ("receipt"."status" in ('ISSUED', 'CANCELLED')),
	CONSTRAINT "receipt_source" CHECK ("receipt"."source" in ('COUNTER', 'BILL_PAYMENT')),
	CONSTRAINT "receipt_totals" CHECK ("receipt"."grand_total" = "receipt"."amount_exclude_vat" + "receipt"."vat"),
	CONSTRAINT "receipt_adds_up" CHECK ("receipt"."paid_total" + "receipt"."deduction_total" = "receipt"."grand_total" + "receipt"."wallet_top_up" and "receipt"."paid_total" >= 0 and "receipt"."wallet_top_up" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_deduction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"invoice_line_id" uuid,
	"account_code" varchar(20),
	"wallet_type" smallint,
	"description" varchar(300),
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "receipt_deduction_kind" CHECK ("receipt_deduction"."kind" in ('INVOICE_ITEM', 'ACCOUNT', 'WALLET')),
	CONSTRAINT "receipt_deduction_amount" CHECK ("receipt_deduction"."amount" > 0),
	CONSTRAINT "receipt_deduction_wallet" CHECK (("receipt_deduction"."kind" = 'WALLET') = ("receipt_deduction"."wallet_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipt_invoice_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "receipt_invoice_line_amount" CHECK ("receipt_invoice_line"."amount" > 0 and "receipt_invoice_line"."amount" = "receipt_invoice_line"."amount_exclude_vat" + "receipt_invoice_line"."vat")
);
--> statement-breakpoint
CREATE TABLE "receipt_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"payment_type" varchar(12) NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"cheque_id" uuid,
	"card_no_last4" varchar(4),
	"card_provider_code" varchar(10),
	"card_name" varchar(200),
	"bank_code" varchar(10),
	"payment_date" date,
	"account_no" varchar(30),
	"reference" varchar(100),
	"deposit_id" uuid,
	CONSTRAINT "receipt_payment_line" UNIQUE("receipt_id","line_no"),
	CONSTRAINT "receipt_payment_type" CHECK ("receipt_payment"."payment_type" in ('CASH', 'CHEQUE', 'CARD', 'TRANSFER', 'ONLINE', 'BILL_PAYMENT')),
	CONSTRAINT "receipt_payment_amount" CHECK ("receipt_payment"."amount" > 0),
	CONSTRAINT "receipt_payment_cheque" CHECK (("receipt_payment"."payment_type" = 'CHEQUE') = ("receipt_payment"."cheque_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "wallet_balance" (
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"wallet_type" smallint NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balance_unit_id_wallet_type_pk" PRIMARY KEY("unit_id","wallet_type"),
	CONSTRAINT "wallet_balance_type" CHECK ("wallet_balance"."wallet_type" in (0, 1)),
	CONSTRAINT "wallet_balance_not_negative" CHECK ("wallet_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_id" uuid,
	"wallet_type" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"source_type" varchar(10) NOT NULL,
	"source_id" uuid NOT NULL,
	"document_no" varchar(30),
	"description" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entry_type" CHECK ("wallet_entry"."wallet_type" in (0, 1)),
	CONSTRAINT "wallet_entry_amount" CHECK ("wallet_entry"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_line" ADD COLUMN "invoice_line_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_step" ADD CONSTRAINT "approval_request_step_request_id_approval_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request_step" ADD CONSTRAINT "approval_request_step_approver_id_app_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_user" ADD CONSTRAINT "approval_step_user_step_id_approval_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."approval_step"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step_user" ADD CONSTRAINT "approval_step_user_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque" ADD CONSTRAINT "cheque_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque" ADD CONSTRAINT "cheque_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque" ADD CONSTRAINT "cheque_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_import" ADD CONSTRAINT "cheque_import_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_import" ADD CONSTRAINT "cheque_import_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_receipt_id_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_journal_entry_id_journal_entry_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_credit_note_id_credit_note_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_note"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_line" ADD CONSTRAINT "credit_note_line_invoice_line_id_invoice_line_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payment_import" ADD CONSTRAINT "bill_payment_import_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payment_import" ADD CONSTRAINT "bill_payment_import_deposit_id_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payment_import" ADD CONSTRAINT "bill_payment_import_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_journal_entry_id_journal_entry_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_item" ADD CONSTRAINT "deposit_item_deposit_id_deposit_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_item" ADD CONSTRAINT "deposit_item_receipt_payment_id_receipt_payment_id_fk" FOREIGN KEY ("receipt_payment_id") REFERENCES "public"."receipt_payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_journal_entry_id_journal_entry_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_deduction" ADD CONSTRAINT "receipt_deduction_receipt_id_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_deduction" ADD CONSTRAINT "receipt_deduction_invoice_line_id_invoice_line_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_receipt_id_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_invoice_line" ADD CONSTRAINT "receipt_invoice_line_invoice_line_id_invoice_line_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_receipt_id_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_payment" ADD CONSTRAINT "receipt_payment_cheque_id_cheque_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheque"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balance" ADD CONSTRAINT "wallet_balance_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balance" ADD CONSTRAINT "wallet_balance_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_request_pending" ON "approval_request" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "cheque_property_status" ON "cheque" USING btree ("property_id","status");--> statement-breakpoint
CREATE INDEX "credit_note_property_date" ON "credit_note" USING btree ("property_id","credit_note_date");--> statement-breakpoint
CREATE INDEX "credit_note_line_note" ON "credit_note_line" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_line_invoice" ON "credit_note_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "bill_payment_import_property" ON "bill_payment_import" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payment_import_once" ON "bill_payment_import" USING btree ("property_id","file_hash") WHERE "bill_payment_import"."status" = 'COMMITTED';--> statement-breakpoint
CREATE INDEX "deposit_property_date" ON "deposit" USING btree ("property_id","deposit_date");--> statement-breakpoint
CREATE INDEX "deposit_item_payment_idx" ON "deposit_item" USING btree ("receipt_payment_id");--> statement-breakpoint
CREATE INDEX "receipt_property_date" ON "receipt" USING btree ("property_id","receipt_date");--> statement-breakpoint
CREATE INDEX "receipt_unit" ON "receipt" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "receipt_deduction_receipt" ON "receipt_deduction" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_invoice_line_receipt" ON "receipt_invoice_line" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_invoice_line_invoice" ON "receipt_invoice_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "receipt_payment_undeposited" ON "receipt_payment" USING btree ("property_id","payment_type") WHERE "receipt_payment"."deposit_id" is null;--> statement-breakpoint
CREATE INDEX "receipt_payment_cheque" ON "receipt_payment" USING btree ("cheque_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_unit" ON "wallet_entry" USING btree ("unit_id","wallet_type");--> statement-breakpoint
CREATE INDEX "wallet_entry_source" ON "wallet_entry" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "journal_line_invoice_line" ON "journal_line" USING btree ("invoice_line_id") WHERE "journal_line"."invoice_line_id" is not null;