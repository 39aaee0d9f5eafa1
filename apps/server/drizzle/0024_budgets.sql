ALTER TABLE "budget_item" ADD CONSTRAINT "budget_item_property_key" UNIQUE("property_id","id");--> statement-breakpoint
CREATE TABLE "budget_header" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"start_period" char(7) NOT NULL,
	"status" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "budget_header_property_year" UNIQUE("property_id","fiscal_year"),
	CONSTRAINT "budget_header_property_key" UNIQUE("property_id","id"),
	CONSTRAINT "budget_header_status" CHECK ("budget_header"."status" in ('DRAFT', 'CONFIRMED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "budget_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"header_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"reason" varchar(500),
	"from_item_id" uuid,
	"from_month" smallint,
	"to_item_id" uuid,
	"to_month" smallint,
	"amount" numeric(18, 2),
	"lines" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_history_action" CHECK ("budget_history"."action" in ('SAVE', 'MODIFY', 'CONFIRM', 'CLOSE', 'TRANSFER')),
	CONSTRAINT "budget_history_transfer" CHECK (("budget_history"."action" = 'TRANSFER') = ("budget_history"."from_item_id" is not null and "budget_history"."to_item_id" is not null and "budget_history"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "budget_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"header_id" uuid NOT NULL,
	"budget_item_id" uuid NOT NULL,
	"month" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "budget_line_cell" UNIQUE("header_id","budget_item_id","month"),
	CONSTRAINT "budget_line_month" CHECK ("budget_line"."month" between 1 and 12),
	CONSTRAINT "budget_line_amount" CHECK ("budget_line"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "budget_header" ADD CONSTRAINT "budget_header_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_header" ADD CONSTRAINT "budget_header_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_header" ADD CONSTRAINT "budget_header_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_header" ADD CONSTRAINT "budget_header_confirmed_by_app_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_header" ADD CONSTRAINT "budget_header_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_history" ADD CONSTRAINT "budget_history_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_history" ADD CONSTRAINT "budget_history_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_history" ADD CONSTRAINT "budget_history_header_scoped" FOREIGN KEY ("property_id","header_id") REFERENCES "public"."budget_header"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_history" ADD CONSTRAINT "budget_history_from_item_scoped" FOREIGN KEY ("property_id","from_item_id") REFERENCES "public"."budget_item"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_history" ADD CONSTRAINT "budget_history_to_item_scoped" FOREIGN KEY ("property_id","to_item_id") REFERENCES "public"."budget_item"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line" ADD CONSTRAINT "budget_line_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line" ADD CONSTRAINT "budget_line_header_scoped" FOREIGN KEY ("property_id","header_id") REFERENCES "public"."budget_header"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_line" ADD CONSTRAINT "budget_line_item_scoped" FOREIGN KEY ("property_id","budget_item_id") REFERENCES "public"."budget_item"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_history_header" ON "budget_history" USING btree ("header_id","created_at");--> statement-breakpoint
CREATE INDEX "budget_line_item" ON "budget_line" USING btree ("budget_item_id");