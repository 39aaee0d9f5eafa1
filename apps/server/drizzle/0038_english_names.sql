ALTER TABLE "app_user" ADD COLUMN "first_name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "last_name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "approval_request_step" ADD COLUMN "description_en" varchar(300);--> statement-breakpoint
ALTER TABLE "approval_step" ADD COLUMN "description_en" varchar(300);