ALTER TABLE "billing_run" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "billing_run" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "billing_run" ADD COLUMN "worker" varchar(200);