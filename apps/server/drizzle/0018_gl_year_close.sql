-- A year's close: its closing entry (YC) and, when cancelled, its reversal (docs/decisions.md "General ledger").
CREATE TABLE "gl_year_close" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"document_no" varchar(30) NOT NULL,
	"surplus_account_code" varchar(20) NOT NULL,
	"entry_id" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversal_entry_id" uuid,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "gl_year_close" ADD CONSTRAINT "gl_year_close_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_year_close" ADD CONSTRAINT "gl_year_close_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_year_close" ADD CONSTRAINT "gl_year_close_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gl_year_close_live" ON "gl_year_close" USING btree ("property_id","year") WHERE "gl_year_close"."cancelled_at" is null;--> statement-breakpoint
-- An entry's posting row names its posting of its own property (every property-scoped reference carries it).
ALTER TABLE "gl_post_entry" DROP CONSTRAINT "gl_post_entry_post_id_gl_post_id_fk";--> statement-breakpoint
ALTER TABLE "gl_post" ADD CONSTRAINT "gl_post_id_property" UNIQUE("id","property_id");--> statement-breakpoint
ALTER TABLE "gl_post_entry" ADD CONSTRAINT "gl_post_entry_post_fk" FOREIGN KEY ("post_id","property_id") REFERENCES "public"."gl_post"("id","property_id") ON DELETE no action ON UPDATE no action;
