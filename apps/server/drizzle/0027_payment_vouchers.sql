CREATE TABLE "cheque_book" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"book_no" varchar(20) NOT NULL,
	"first_no" integer NOT NULL,
	"last_no" integer NOT NULL,
	"next_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheque_book_no" UNIQUE("property_id","bank_account_id","book_no"),
	CONSTRAINT "cheque_book_property_key" UNIQUE("property_id","id"),
	CONSTRAINT "cheque_book_numbers" CHECK ("cheque_book"."first_no" >= 0 and "cheque_book"."last_no" <= 99999999 and "cheque_book"."first_no" <= "cheque_book"."last_no" and "cheque_book"."next_no" between "cheque_book"."first_no" and "cheque_book"."last_no" + 1)
);
--> statement-breakpoint
CREATE TABLE "payment_voucher" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"payment_voucher_no" varchar(20) NOT NULL,
	"payment_voucher_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'ISSUED' NOT NULL,
	"supplier_id" uuid NOT NULL,
	"description" varchar(500) NOT NULL,
	"settled" numeric(18, 2) NOT NULL,
	"wht" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) NOT NULL,
	"wht_form" varchar(5) NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"reason" varchar(500),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payment_voucher_property_no" UNIQUE("property_id","payment_voucher_no"),
	CONSTRAINT "payment_voucher_property_key" UNIQUE("property_id","id"),
	CONSTRAINT "payment_voucher_status" CHECK ("payment_voucher"."status" in ('ISSUED', 'CANCELLED')),
	CONSTRAINT "payment_voucher_wht_form" CHECK ("payment_voucher"."wht_form" in ('PND3', 'PND53')),
	CONSTRAINT "payment_voucher_amounts" CHECK ("payment_voucher"."settled" > 0 and "payment_voucher"."wht" >= 0 and "payment_voucher"."paid" >= 0 and "payment_voucher"."paid" + "payment_voucher"."wht" = "payment_voucher"."settled"),
	CONSTRAINT "payment_voucher_cancelled" CHECK (("payment_voucher"."status" = 'CANCELLED') = ("payment_voucher"."reversal_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_voucher_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"payment_voucher_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"method" varchar(10) NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"bank_account_id" uuid,
	"cheque_book_id" uuid,
	"cheque_id" uuid,
	CONSTRAINT "payment_voucher_payment_line" UNIQUE("payment_voucher_id","line_no"),
	CONSTRAINT "payment_voucher_payment_method" CHECK ("payment_voucher_payment"."method" in ('CASH', 'PETTY_CASH', 'TRANSFER', 'CHEQUE')),
	CONSTRAINT "payment_voucher_payment_amount" CHECK ("payment_voucher_payment"."amount" > 0),
	CONSTRAINT "payment_voucher_payment_cheque" CHECK (("payment_voucher_payment"."method" = 'CHEQUE') = ("payment_voucher_payment"."cheque_id" is not null and "payment_voucher_payment"."cheque_book_id" is not null)),
	CONSTRAINT "payment_voucher_payment_bank" CHECK (("payment_voucher_payment"."method" in ('TRANSFER', 'CHEQUE')) = ("payment_voucher_payment"."bank_account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_voucher_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"payment_voucher_id" uuid NOT NULL,
	"request_pay_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"wht" numeric(18, 2) NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_voucher_request_amounts" CHECK ("payment_voucher_request"."amount" > 0 and "payment_voucher_request"."wht" >= 0 and "payment_voucher_request"."wht" <= "payment_voucher_request"."amount")
);
--> statement-breakpoint
ALTER TABLE "cheque_book" ADD CONSTRAINT "cheque_book_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_book" ADD CONSTRAINT "cheque_book_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_book" ADD CONSTRAINT "cheque_book_bank_account_scoped" FOREIGN KEY ("property_id","bank_account_id") REFERENCES "public"."property_bank_account"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_supplier_scoped" FOREIGN KEY ("property_id","supplier_id") REFERENCES "public"."supplier"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_entry_scoped" FOREIGN KEY ("journal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_reversal_scoped" FOREIGN KEY ("reversal_entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_payment" ADD CONSTRAINT "payment_voucher_payment_voucher_scoped" FOREIGN KEY ("property_id","payment_voucher_id") REFERENCES "public"."payment_voucher"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_payment" ADD CONSTRAINT "payment_voucher_payment_account_scoped" FOREIGN KEY ("property_id","account_code") REFERENCES "public"."gl_account"("property_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_payment" ADD CONSTRAINT "payment_voucher_payment_bank_account_scoped" FOREIGN KEY ("property_id","bank_account_id") REFERENCES "public"."property_bank_account"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_payment" ADD CONSTRAINT "payment_voucher_payment_book_scoped" FOREIGN KEY ("property_id","cheque_book_id") REFERENCES "public"."cheque_book"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_payment" ADD CONSTRAINT "payment_voucher_payment_cheque_scoped" FOREIGN KEY ("property_id","cheque_id") REFERENCES "public"."cheque"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_request" ADD CONSTRAINT "payment_voucher_request_voucher_scoped" FOREIGN KEY ("property_id","payment_voucher_id") REFERENCES "public"."payment_voucher"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_voucher_request" ADD CONSTRAINT "payment_voucher_request_request_scoped" FOREIGN KEY ("property_id","request_pay_id") REFERENCES "public"."request_pay"("property_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_voucher_list" ON "payment_voucher" USING btree ("property_id","payment_voucher_date","payment_voucher_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_voucher_request_paid_once" ON "payment_voucher_request" USING btree ("request_pay_id") WHERE "payment_voucher_request"."live";--> statement-breakpoint
CREATE INDEX "payment_voucher_request_voucher" ON "payment_voucher_request" USING btree ("payment_voucher_id");