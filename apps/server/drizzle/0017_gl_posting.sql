-- Posting to the general ledger (docs/decisions.md "General ledger"): a month's journals of one document type
-- released by a person (gl_post), the entries each live posting released (gl_post_entry).
CREATE TABLE "gl_post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"period" char(7) NOT NULL,
	"document_type" varchar(10) NOT NULL,
	"entry_count" integer NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "gl_post_entry" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"post_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gl_post" ADD CONSTRAINT "gl_post_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_post" ADD CONSTRAINT "gl_post_posted_by_app_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_post" ADD CONSTRAINT "gl_post_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_post_entry" ADD CONSTRAINT "gl_post_entry_post_id_gl_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."gl_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_post_entry" ADD CONSTRAINT "gl_post_entry_entry_fk" FOREIGN KEY ("entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gl_post_period" ON "gl_post" USING btree ("property_id","period","document_type");--> statement-breakpoint
CREATE INDEX "gl_post_entry_post" ON "gl_post_entry" USING btree ("post_id");
--> statement-breakpoint
-- The G/L list pages a month's entries newest first on (date, number, id), and shows whether each is reversed.
DROP INDEX "journal_entry_date";--> statement-breakpoint
CREATE INDEX "journal_entry_list" ON "journal_entry" USING btree ("property_id","entry_date","document_no","id");--> statement-breakpoint
CREATE INDEX "journal_entry_reverses" ON "journal_entry" USING btree ("reverses_id") WHERE "journal_entry"."reverses_id" is not null;--> statement-breakpoint
-- A posted entry is cancelled only once its posting is: the reversal of an entry still posted is refused.
CREATE FUNCTION ledger_refuse_posted_reversal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gl_post_entry WHERE entry_id = NEW.reverses_id) THEN
    RAISE EXCEPTION 'entry % is posted to the general ledger: cancel the posting first', NEW.reverses_id
      USING ERRCODE = '55000', CONSTRAINT = 'journal_entry_unposted_reversal', TABLE = 'journal_entry';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_unposted_reversal BEFORE INSERT ON journal_entry
  FOR EACH ROW WHEN (NEW.reverses_id IS NOT NULL) EXECUTE FUNCTION ledger_refuse_posted_reversal();
--> statement-breakpoint
-- Posting, or cancelling a posting, changes nothing in a closed month (raised as the closed-period guard).
CREATE FUNCTION gl_post_entry_open_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_id ELSE NEW.entry_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM journal_entry e
               JOIN accounting_period p ON p.property_id = e.property_id
                AND p.period = to_char(e.entry_date, 'YYYY-MM') AND p.closed
              WHERE e.id = target) THEN
    RAISE EXCEPTION 'the month of entry % is closed', target
      USING ERRCODE = '55000', CONSTRAINT = 'journal_entry_open_period', TABLE = 'gl_post_entry';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER gl_post_entry_open_period BEFORE INSERT OR DELETE ON gl_post_entry
  FOR EACH ROW EXECUTE FUNCTION gl_post_entry_open_period();
