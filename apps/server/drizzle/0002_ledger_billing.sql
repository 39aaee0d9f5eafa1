CREATE TABLE "billing_run" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"month" char(7) NOT NULL,
	"invoice_date" char(10) NOT NULL,
	"due_date" char(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"unit_count" integer DEFAULT 0 NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"grand_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expense_factor" (
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"expense_type_id" uuid NOT NULL,
	"factor" numeric(9, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_factor_unit_id_expense_type_id_pk" PRIMARY KEY("unit_id","expense_type_id"),
	CONSTRAINT "expense_factor_positive" CHECK ("expense_factor"."factor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meter_reading" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"meter_type_code" varchar(20) NOT NULL,
	"month" char(7) NOT NULL,
	"meter_no" varchar(30),
	"previous" numeric(12, 2) NOT NULL,
	"current" numeric(12, 2),
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_reading_unit_month" UNIQUE("property_id","unit_id","meter_type_code","month"),
	CONSTRAINT "meter_reading_forward" CHECK ("meter_reading"."current" is null or "meter_reading"."current" >= "meter_reading"."previous")
);
--> statement-breakpoint
CREATE TABLE "billed_charge" (
	"property_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"expense_type_id" uuid NOT NULL,
	"cycle_start" char(7) NOT NULL,
	"invoice_id" uuid NOT NULL,
	CONSTRAINT "billed_charge_unit_id_expense_type_id_cycle_start_pk" PRIMARY KEY("unit_id","expense_type_id","cycle_start")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"invoice_no" varchar(20),
	"status" varchar(10) NOT NULL,
	"source" varchar(10) NOT NULL,
	"unit_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" varchar(300) NOT NULL,
	"customer_address" varchar(700),
	"customer_tax_id" varchar(13),
	"customer_branch_no" varchar(5),
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"billing_month" char(7) NOT NULL,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"billing_run_id" uuid,
	"journal_entry_id" uuid,
	"print_count" integer DEFAULT 0 NOT NULL,
	"cancel_reason" varchar(500),
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "invoice_property_no" UNIQUE("property_id","invoice_no"),
	CONSTRAINT "invoice_status" CHECK ("invoice"."status" in ('DRAFT', 'ISSUED', 'CANCELLED')),
	CONSTRAINT "invoice_numbered" CHECK ("invoice"."status" = 'DRAFT' or "invoice"."status" = 'CANCELLED' or "invoice"."invoice_no" is not null),
	CONSTRAINT "invoice_totals" CHECK ("invoice"."grand_total" = "invoice"."amount_exclude_vat" + "invoice"."vat"),
	CONSTRAINT "invoice_settled" CHECK ("invoice"."paid_amount" + "invoice"."credited_amount" <= "invoice"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "invoice_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"expense_type_id" uuid NOT NULL,
	"description" varchar(300) NOT NULL,
	"cycle_start" char(7) NOT NULL,
	"cycle_end" char(7) NOT NULL,
	"quantity" numeric(14, 6),
	"unit_price" numeric(18, 2),
	"previous_meter" numeric(12, 2),
	"current_meter" numeric(12, 2),
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_line_no" UNIQUE("invoice_id","line_no"),
	CONSTRAINT "invoice_line_totals" CHECK ("invoice_line"."grand_total" = "invoice_line"."amount_exclude_vat" + "invoice_line"."vat" and "invoice_line"."amount_exclude_vat" >= 0 and "invoice_line"."vat" >= 0),
	CONSTRAINT "invoice_line_settled" CHECK ("invoice_line"."paid_amount" + "invoice_line"."credited_amount" <= "invoice_line"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "account_role_map" (
	"property_id" uuid NOT NULL,
	"role" varchar(30) NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "account_role_map_property_id_role_pk" PRIMARY KEY("property_id","role")
);
--> statement-breakpoint
CREATE TABLE "accounting_period" (
	"property_id" uuid NOT NULL,
	"period" char(7) NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "accounting_period_property_id_period_pk" PRIMARY KEY("property_id","period")
);
--> statement-breakpoint
CREATE TABLE "document_counter" (
	"property_id" uuid NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"period" char(7) NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "document_counter_property_id_document_type_period_pk" PRIMARY KEY("property_id","document_type","period")
);
--> statement-breakpoint
CREATE TABLE "journal_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"document_no" varchar(30) NOT NULL,
	"kind" varchar(10) DEFAULT 'POST' NOT NULL,
	"entry_date" date NOT NULL,
	"description" varchar(500),
	"source_id" uuid,
	"reverses_id" uuid,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entry_document" UNIQUE("property_id","document_type","document_no","kind"),
	CONSTRAINT "journal_entry_kind" CHECK ("journal_entry"."kind" in ('POST', 'REVERSAL'))
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"description" varchar(500),
	CONSTRAINT "journal_line_one_side" CHECK ("journal_line"."debit" >= 0 and "journal_line"."credit" >= 0 and ("journal_line"."debit" = 0) <> ("journal_line"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "expense_type" ADD COLUMN "auto_bill" char(1) DEFAULT 'Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_run" ADD CONSTRAINT "billing_run_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_run" ADD CONSTRAINT "billing_run_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_factor" ADD CONSTRAINT "expense_factor_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_factor" ADD CONSTRAINT "expense_factor_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_factor" ADD CONSTRAINT "expense_factor_expense_type_id_expense_type_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reading" ADD CONSTRAINT "meter_reading_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reading" ADD CONSTRAINT "meter_reading_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reading" ADD CONSTRAINT "meter_reading_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_expense_type_id_expense_type_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_charge" ADD CONSTRAINT "billed_charge_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_billing_run_id_billing_run_id_fk" FOREIGN KEY ("billing_run_id") REFERENCES "public"."billing_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_journal_entry_id_journal_entry_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line" ADD CONSTRAINT "invoice_line_expense_type_id_expense_type_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_role_map" ADD CONSTRAINT "account_role_map_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_role_map" ADD CONSTRAINT "account_role_map_account" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_period" ADD CONSTRAINT "accounting_period_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_period" ADD CONSTRAINT "accounting_period_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counter" ADD CONSTRAINT "document_counter_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_posted_by_app_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_run_property" ON "billing_run" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "meter_reading_month" ON "meter_reading" USING btree ("property_id","month","meter_type_code");--> statement-breakpoint
CREATE INDEX "billed_charge_invoice" ON "billed_charge" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_property_month" ON "invoice" USING btree ("property_id","billing_month");--> statement-breakpoint
CREATE INDEX "invoice_unit" ON "invoice" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "journal_entry_source" ON "journal_entry" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "journal_entry_date" ON "journal_entry" USING btree ("property_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_line_entry" ON "journal_line" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_line_account" ON "journal_line" USING btree ("property_id","account_code");--> statement-breakpoint
-- The ledger guards itself (DESIGN.md s.3): balanced at commit, written once, closed months refuse postings.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entry uuid;
  v_debit numeric;
  v_credit numeric;
  v_lines integer;
BEGIN
  -- Separate branches: a row of journal_entry has no entry_id to read.
  IF TG_TABLE_NAME = 'journal_entry' THEN
    v_entry := NEW.id;
  ELSE
    v_entry := NEW.entry_id;
  END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) INTO v_debit, v_credit, v_lines
    FROM journal_line WHERE entry_id = v_entry;
  IF v_lines < 2 OR v_debit <> v_credit THEN
    RAISE EXCEPTION 'journal % does not balance: debit %, credit %, % lines', v_entry, v_debit, v_credit, v_lines
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_line_balanced AFTER INSERT ON journal_line
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entry_balanced AFTER INSERT ON journal_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is posted: it cannot be changed or deleted (post a reversal)', TG_TABLE_NAME
    USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_immutable BEFORE UPDATE OR DELETE ON journal_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_immutable BEFORE UPDATE OR DELETE ON journal_line
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entry_no_truncate BEFORE TRUNCATE ON journal_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_no_truncate BEFORE TRUNCATE ON journal_line
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_closed_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM accounting_period
              WHERE property_id = NEW.property_id AND period = to_char(NEW.entry_date, 'YYYY-MM') AND closed) THEN
    RAISE EXCEPTION 'period % is closed', to_char(NEW.entry_date, 'YYYY-MM') USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_open_period BEFORE INSERT ON journal_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_closed_period();
--> statement-breakpoint
-- A line belongs to its entry's property (the account foreign key relies on it).
CREATE FUNCTION ledger_line_property() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM journal_entry WHERE id = NEW.entry_id AND property_id = NEW.property_id) THEN
    RAISE EXCEPTION 'journal line property differs from its entry' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_line_same_property BEFORE INSERT ON journal_line
  FOR EACH ROW EXECUTE FUNCTION ledger_line_property();
