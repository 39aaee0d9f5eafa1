CREATE TABLE "request_pay" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"request_pay_no" varchar(20) NOT NULL,
	"request_type" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"request_pay_date" date NOT NULL,
	"posting_date" date,
	"supplier_id" uuid NOT NULL,
	"reference_no" varchar(50),
	"description" varchar(500) NOT NULL,
	"vat_mode" varchar(7) NOT NULL,
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"wht" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"budget_year" smallint,
	"budget_month" smallint,
	"journal_entry_id" uuid,
	"reversal_entry_id" uuid,
	"payment_voucher_id" uuid,
	"reason" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "request_pay_property_no" UNIQUE("property_id","request_pay_no"),
	CONSTRAINT "request_pay_property_key" UNIQUE("property_id","id"),
	CONSTRAINT "request_pay_type" CHECK ("request_pay"."request_type" between 1 and 11),
	CONSTRAINT "request_pay_status" CHECK ("request_pay"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'CANCELLED')),
	CONSTRAINT "request_pay_vat_mode" CHECK ("request_pay"."vat_mode" in ('INCLUDE', 'EXCLUDE', 'NONE')),
	CONSTRAINT "request_pay_amounts" CHECK ("request_pay"."amount_exclude_vat" >= 0 and "request_pay"."vat" >= 0 and "request_pay"."wht" >= 0 and "request_pay"."grand_total" > 0 and "request_pay"."grand_total" = "request_pay"."amount_exclude_vat" + "request_pay"."vat" and "request_pay"."wht" <= "request_pay"."amount_exclude_vat"),
	CONSTRAINT "request_pay_budget" CHECK (("request_pay"."budget_year" is null) = ("request_pay"."budget_month" is null) and ("request_pay"."budget_month" is null or "request_pay"."budget_month" between 1 and 12)),
	CONSTRAINT "request_pay_posted" CHECK (("request_pay"."status" in ('APPROVED', 'PAID')) <= ("request_pay"."journal_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "request_pay_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"request_pay_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"expense_type_id" uuid,
	"budget_item_id" uuid,
	"description" varchar(200),
	"amount_exclude_vat" numeric(18, 2) NOT NULL,
	"vat" numeric(18, 2) NOT NULL,
	"wht_rate" text,
	"wht_income_row" varchar(6),
	"wht" numeric(18, 2) NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "request_pay_line_no" UNIQUE("request_pay_id","line_no"),
	CONSTRAINT "request_pay_line_amounts" CHECK ("request_pay_line"."amount_exclude_vat" > 0 and "request_pay_line"."vat" >= 0 and "request_pay_line"."wht" >= 0 and "request_pay_line"."wht" <= "request_pay_line"."amount_exclude_vat" and "request_pay_line"."grand_total" = "request_pay_line"."amount_exclude_vat" + "request_pay_line"."vat"),
	CONSTRAINT "request_pay_line_wht" CHECK (("request_pay_line"."wht_rate" is null) <= ("request_pay_line"."wht" = 0))
);
--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_supplier_scoped" FOREIGN KEY ("property_id","supplier_id") REFERENCES "public"."supplier"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_reversal_scoped" FOREIGN KEY ("reversal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_request_scoped" FOREIGN KEY ("property_id","request_pay_id") REFERENCES "public"."request_pay"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_account_scoped" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_expense_type_scoped" FOREIGN KEY ("property_id","expense_type_id") REFERENCES "public"."expense_type"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_budget_item_scoped" FOREIGN KEY ("property_id","budget_item_id") REFERENCES "public"."budget_item"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_pay_list" ON "request_pay" USING btree ("property_id","request_pay_date","request_pay_no","id");--> statement-breakpoint
CREATE INDEX "request_pay_supplier" ON "request_pay" USING btree ("property_id","supplier_id");