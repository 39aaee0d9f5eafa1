CREATE TABLE "statement_header" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" varchar(2) NOT NULL,
	"section" varchar(10) NOT NULL,
	"sequence" integer NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "statement_header_property_id" UNIQUE("property_id","id"),
	CONSTRAINT "statement_header_section" CHECK (("statement_header"."kind" = 'FP' and "statement_header"."section" in ('ASSET', 'LIABILITY', 'EQUITY')) or ("statement_header"."kind" = 'RE' and "statement_header"."section" in ('INCOME', 'EXPENSE')))
);
--> statement-breakpoint
CREATE TABLE "statement_layout" (
	"property_id" uuid NOT NULL,
	"kind" varchar(2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_layout_property_id_kind_pk" PRIMARY KEY("property_id","kind"),
	CONSTRAINT "statement_layout_kind" CHECK ("statement_layout"."kind" in ('FP', 'RE'))
);
--> statement-breakpoint
CREATE TABLE "statement_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"header_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "statement_line_property_id" UNIQUE("property_id","id")
);
--> statement-breakpoint
CREATE TABLE "statement_line_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"account_from" varchar(20) NOT NULL,
	"account_to" varchar(20) NOT NULL,
	CONSTRAINT "statement_line_account_range" CHECK ("statement_line_account"."account_from" collate "C" <= "statement_line_account"."account_to" collate "C")
);
--> statement-breakpoint
ALTER TABLE "statement_header" ADD CONSTRAINT "statement_header_layout_fk" FOREIGN KEY ("property_id","kind") REFERENCES "public"."statement_layout"("property_id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_layout" ADD CONSTRAINT "statement_layout_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_layout" ADD CONSTRAINT "statement_layout_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_line" ADD CONSTRAINT "statement_line_header" FOREIGN KEY ("property_id","header_id") REFERENCES "public"."statement_header"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_line_account" ADD CONSTRAINT "statement_line_account_line" FOREIGN KEY ("property_id","line_id") REFERENCES "public"."statement_line"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_header_layout" ON "statement_header" USING btree ("property_id","kind","sequence");--> statement-breakpoint
CREATE INDEX "statement_line_header_idx" ON "statement_line" USING btree ("header_id","sequence");--> statement-breakpoint
CREATE INDEX "statement_line_account_line_idx" ON "statement_line_account" USING btree ("line_id");