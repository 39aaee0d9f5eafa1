CREATE TABLE "manual_voucher" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"voucher_no" varchar(20) NOT NULL,
	"voucher_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"description" varchar(500) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"journal_entry_id" uuid,
	"reversal_entry_id" uuid,
	"reason" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "manual_voucher_property_no" UNIQUE("property_id","voucher_no"),
	CONSTRAINT "manual_voucher_property_key" UNIQUE("property_id","id"),
	CONSTRAINT "manual_voucher_status" CHECK ("manual_voucher"."status" in (1, 2, 3, 4)),
	CONSTRAINT "manual_voucher_total" CHECK ("manual_voucher"."total" > 0),
	CONSTRAINT "manual_voucher_posted" CHECK (("manual_voucher"."status" = 4) <= ("manual_voucher"."journal_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "manual_voucher_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"description" varchar(200),
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"unit_id" uuid,
	CONSTRAINT "manual_voucher_line_no" UNIQUE("voucher_id","line_no"),
	CONSTRAINT "manual_voucher_line_side" CHECK ("manual_voucher_line"."debit" >= 0 and "manual_voucher_line"."credit" >= 0 and ("manual_voucher_line"."debit" > 0) <> ("manual_voucher_line"."credit" > 0))
);
--> statement-breakpoint
ALTER TABLE "manual_voucher" ADD CONSTRAINT "manual_voucher_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher" ADD CONSTRAINT "manual_voucher_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher" ADD CONSTRAINT "manual_voucher_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher" ADD CONSTRAINT "manual_voucher_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher" ADD CONSTRAINT "manual_voucher_reversal_scoped" FOREIGN KEY ("reversal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher_line" ADD CONSTRAINT "manual_voucher_line_voucher_scoped" FOREIGN KEY ("property_id","voucher_id") REFERENCES "public"."manual_voucher"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_voucher_line" ADD CONSTRAINT "manual_voucher_line_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_voucher_pending" ON "manual_voucher" USING btree ("property_id","voucher_date") WHERE "manual_voucher"."status" = 1;