ALTER TABLE "billing_run" ADD COLUMN "missing_meter" varchar(10);--> statement-breakpoint
ALTER TABLE "billing_run" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;