ALTER TABLE "invoice_import" DROP CONSTRAINT "invoice_import_status";--> statement-breakpoint
ALTER TABLE "invoice_import" ADD COLUMN "error" varchar(20);--> statement-breakpoint
ALTER TABLE "invoice_import" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "invoice_import" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_status" CHECK ("invoice_import"."status" in ('VALIDATED', 'FAILED', 'COMMITTING', 'COMMITTED'));