CREATE TABLE "export_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(40) NOT NULL,
	"params" jsonb NOT NULL,
	"lang" varchar(2) NOT NULL,
	"status" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"worker" varchar(200),
	"file_key" varchar(300),
	"file_name" varchar(200),
	"content_type" varchar(100),
	"error" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_job_user" ON "export_job" USING btree ("user_id","created_at");