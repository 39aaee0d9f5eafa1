CREATE TABLE "wht_filing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"month" varchar(7) NOT NULL,
	"form" varchar(5) NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount" numeric(18, 2),
	"submitted_date" date,
	"reference" varchar(50),
	"bank_account_id" uuid,
	"journal_entry_id" uuid,
	"reason" varchar(500),
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wht_filing_month" UNIQUE("property_id","month","form"),
	CONSTRAINT "wht_filing_status" CHECK ("wht_filing"."status" in ('PENDING', 'SUBMITTED', 'FAILED')),
	CONSTRAINT "wht_filing_form" CHECK ("wht_filing"."form" in ('PND3', 'PND53')),
	CONSTRAINT "wht_filing_submitted" CHECK (("wht_filing"."status" = 'SUBMITTED') = ("wht_filing"."journal_entry_id" is not null and "wht_filing"."submitted_date" is not null and "wht_filing"."amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "wht_filing" ADD CONSTRAINT "wht_filing_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wht_filing" ADD CONSTRAINT "wht_filing_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wht_filing" ADD CONSTRAINT "wht_filing_bank_account_scoped" FOREIGN KEY ("property_id","bank_account_id") REFERENCES "public"."property_bank_account"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wht_filing" ADD CONSTRAINT "wht_filing_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;