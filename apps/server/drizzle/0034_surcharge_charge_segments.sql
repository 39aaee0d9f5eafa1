-- The surcharge run records the days it charged per invoice and per unpaid amount (issue 21: each day on what was
-- unpaid that day, invoices paid late included). One amount's few days may round to 0.00 while the invoice's whole
-- charge does not, so a row may now carry 0.00; the principal stays above zero (days owing nothing are not charged).
ALTER TABLE "surcharge_charge" DROP CONSTRAINT "surcharge_charge_amounts";--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_amounts" CHECK ("surcharge_charge"."principal" > 0 and "surcharge_charge"."amount" >= 0);
