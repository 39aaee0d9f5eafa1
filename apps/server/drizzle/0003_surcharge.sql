CREATE TABLE "surcharge_charge" (
	"property_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"charged_from" date NOT NULL,
	"charged_to" date NOT NULL,
	"principal" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"surcharge_invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surcharge_charge_invoice_id_charged_from_pk" PRIMARY KEY("invoice_id","charged_from"),
	CONSTRAINT "surcharge_charge_to" UNIQUE("invoice_id","charged_to"),
	CONSTRAINT "surcharge_charge_period" CHECK ("surcharge_charge"."charged_from" <= "surcharge_charge"."charged_to"),
	CONSTRAINT "surcharge_charge_amounts" CHECK ("surcharge_charge"."principal" > 0 and "surcharge_charge"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharge_charge" ADD CONSTRAINT "surcharge_charge_surcharge_invoice_id_invoice_id_fk" FOREIGN KEY ("surcharge_invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surcharge_charge_property" ON "surcharge_charge" USING btree ("property_id","invoice_id");--> statement-breakpoint
CREATE INDEX "surcharge_charge_surcharge_invoice" ON "surcharge_charge" USING btree ("surcharge_invoice_id");--> statement-breakpoint
-- No day of an invoice is charged twice: a period may not overlap one already charged (the key and the unique
-- end catch the common cases; this catches the rest).
CREATE FUNCTION surcharge_charge_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM surcharge_charge c
              WHERE c.invoice_id = NEW.invoice_id
                AND c.charged_from <= NEW.charged_to AND c.charged_to >= NEW.charged_from
                AND NOT (TG_OP = 'UPDATE' AND c.invoice_id = OLD.invoice_id AND c.charged_from = OLD.charged_from)) THEN
    RAISE EXCEPTION 'surcharge_charge: days % to % of invoice % are already charged', NEW.charged_from, NEW.charged_to, NEW.invoice_id
      USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER surcharge_charge_no_overlap BEFORE INSERT OR UPDATE ON surcharge_charge
  FOR EACH ROW EXECUTE FUNCTION surcharge_charge_no_overlap();
