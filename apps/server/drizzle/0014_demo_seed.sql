CREATE TABLE "demo_seed" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "demo_seed" ADD CONSTRAINT "demo_seed_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;