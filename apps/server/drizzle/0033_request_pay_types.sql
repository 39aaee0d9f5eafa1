ALTER TABLE "request_pay" DROP CONSTRAINT "request_pay_decorate";--> statement-breakpoint
ALTER TABLE "request_pay" DROP CONSTRAINT "request_pay_posted";--> statement-breakpoint
ALTER TABLE "request_pay" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_invoice_scoped" FOREIGN KEY ("property_id","invoice_id") REFERENCES "public"."invoice"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_pay_line" ADD CONSTRAINT "request_pay_line_receipt_scoped" FOREIGN KEY ("property_id","receipt_id") REFERENCES "public"."receipt"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_pay_line_receipt" ON "request_pay_line" USING btree ("receipt_id");--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_unit" CHECK (("request_pay"."request_type" in (2, 5, 10, 11)) = ("request_pay"."unit_id" is not null) and ("request_pay"."damages" is null or "request_pay"."damages" >= 0) and ("request_pay"."damages_account_code" is null) = (coalesce("request_pay"."damages", 0) = 0));--> statement-breakpoint
ALTER TABLE "request_pay" ADD CONSTRAINT "request_pay_posted" CHECK (("request_pay"."status" in ('APPROVED', 'PAID')) <= ("request_pay"."journal_entry_id" is not null or "request_pay"."receipt_id" is not null));