ALTER TABLE "meter_reading" DROP CONSTRAINT "meter_reading_forward";--> statement-breakpoint
ALTER TABLE "expense_type" ADD COLUMN "meter_digits" smallint;--> statement-breakpoint
ALTER TABLE "expense_type" ADD COLUMN "meter_max_usage" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "print_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meter_reading" ADD COLUMN "wrap_digits" smallint;--> statement-breakpoint
ALTER TABLE "meter_reading" ADD CONSTRAINT "meter_reading_forward" CHECK ("meter_reading"."current" is null or ("meter_reading"."wrap_digits" is null and "meter_reading"."current" >= "meter_reading"."previous") or ("meter_reading"."wrap_digits" between 1 and 12 and "meter_reading"."current" < "meter_reading"."previous" and "meter_reading"."previous" < power(10::numeric, "meter_reading"."wrap_digits")));