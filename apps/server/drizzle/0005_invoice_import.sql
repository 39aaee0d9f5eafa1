CREATE TABLE "invoice_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"grand_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" uuid,
	"committed_at" timestamp with time zone,
	CONSTRAINT "invoice_import_kind" CHECK ("invoice_import"."kind" in ('OVERDUE', 'SAP')),
	CONSTRAINT "invoice_import_status" CHECK ("invoice_import"."status" in ('VALIDATED', 'FAILED', 'COMMITTED')),
	CONSTRAINT "invoice_import_committed" CHECK ("invoice_import"."status" <> 'COMMITTED' or ("invoice_import"."error_count" = 0 and "invoice_import"."committed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_import_row" (
	"import_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"property_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"unit_code" varchar(20),
	"expense_type_code" varchar(20),
	"owner_type" varchar(10),
	"invoice_date" date,
	"due_date" date,
	"billing_month" char(7),
	"cycle_start" char(7),
	"cycle_end" char(7),
	"meter_code" varchar(20),
	"previous_meter" numeric(12, 2),
	"current_meter" numeric(12, 2),
	"amount_exclude_vat" numeric(18, 2),
	"vat" numeric(18, 2),
	"grand_total" numeric(18, 2),
	"reference_no" varchar(30),
	"invoice_id" uuid,
	CONSTRAINT "invoice_import_row_import_id_row_no_pk" PRIMARY KEY("import_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_committed_by_app_user_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_import_row" ADD CONSTRAINT "invoice_import_row_import_id_invoice_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."invoice_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_import_row" ADD CONSTRAINT "invoice_import_row_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_import_row" ADD CONSTRAINT "invoice_import_row_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_import_property" ON "invoice_import" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_import_row_reference" ON "invoice_import_row" USING btree ("property_id","reference_no") WHERE "invoice_import_row"."invoice_id" is not null and "invoice_import_row"."reference_no" is not null;--> statement-breakpoint
CREATE INDEX "invoice_import_row_invoice" ON "invoice_import_row" USING btree ("invoice_id");