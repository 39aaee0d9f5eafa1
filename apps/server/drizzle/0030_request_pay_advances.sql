ALTER TABLE "request_pay" ADD COLUMN "payable" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "request_pay" ADD COLUMN "advance_request_id" uuid;--> statement-breakpoint
ALTER TABLE "request_pay" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "request_pay" ADD COLUMN "damages" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "request_pay" ADD COLUMN "damages_account_code" varchar(20);--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_advance_scoped" FOREIGN KEY ("property_id","advance_request_id") REFERENCES "public"."request_pay"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_unit_scoped" FOREIGN KEY ("property_id","unit_id") REFERENCES "public"."unit"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_damages_account_scoped" FOREIGN KEY ("property_id","damages_account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_pay_advance_cleared_once" ON "request_pay" USING btree ("advance_request_id") WHERE "request_pay"."status" in ('PENDING', 'APPROVED', 'PAID');--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_payable" CHECK ("request_pay"."payable" is null or ("request_pay"."payable" >= 0 and "request_pay"."payable" <= "request_pay"."grand_total"));--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_advance" CHECK (("request_pay"."request_type" = 9) = ("request_pay"."advance_request_id" is not null));--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_decorate" CHECK (("request_pay"."request_type" = 11) = ("request_pay"."unit_id" is not null) and ("request_pay"."damages" is null or "request_pay"."damages" >= 0) and ("request_pay"."damages_account_code" is null) = (coalesce("request_pay"."damages", 0) = 0));