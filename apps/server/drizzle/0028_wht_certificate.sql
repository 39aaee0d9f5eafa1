ALTER TABLE "payment_voucher" ADD COLUMN "wht_book_no" varchar(4);--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD COLUMN "wht_certificate_no" integer;--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_wht_certificate" UNIQUE("property_id","wht_book_no","wht_certificate_no");--> statement-breakpoint
-- Vouchers saved before certificates were numbered: number them in date and voucher-number order per property
-- and year, and move the yearly counters past them.
WITH numbered AS (
  SELECT "id",
    (extract(year FROM "payment_voucher_date")::int + 543)::text AS book,
    row_number() OVER (PARTITION BY "property_id", extract(year FROM "payment_voucher_date") ORDER BY "payment_voucher_date", "payment_voucher_no") AS no
  FROM "payment_voucher" WHERE "wht" > 0
)
UPDATE "payment_voucher" p SET "wht_book_no" = n.book, "wht_certificate_no" = n.no FROM numbered n WHERE p."id" = n."id";--> statement-breakpoint
INSERT INTO "document_counter" ("property_id", "document_type", "period", "last_no")
  SELECT "property_id", 'WT', (("wht_book_no")::int - 543)::text || '-00', max("wht_certificate_no")
  FROM "payment_voucher" WHERE "wht_certificate_no" IS NOT NULL GROUP BY "property_id", "wht_book_no"
  ON CONFLICT ("property_id", "document_type", "period") DO UPDATE SET "last_no" = GREATEST("document_counter"."last_no", excluded."last_no");--> statement-breakpoint
ALTER TABLE "payment_voucher" ADD CONSTRAINT "payment_voucher_wht_certificate_set" CHECK (("payment_voucher"."wht_certificate_no" is not null) = ("payment_voucher"."wht" > 0) and ("payment_voucher"."wht_book_no" is null) = ("payment_voucher"."wht_certificate_no" is null));