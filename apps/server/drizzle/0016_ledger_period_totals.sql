CREATE TABLE "ledger_period_total" (
	"property_id" uuid NOT NULL,
	"account_code" varchar(20) NOT NULL,
	"period" char(7) NOT NULL,
	"debit" numeric(18, 2) NOT NULL,
	"credit" numeric(18, 2) NOT NULL,
	CONSTRAINT "ledger_period_total_property_id_account_code_period_pk" PRIMARY KEY("property_id","account_code","period")
);
--> statement-breakpoint
DROP INDEX "journal_line_account";--> statement-breakpoint
-- A line carries its entry's date, so an account's balance over a range of dates is one index-only range scan.
-- Posted lines are immutable: the trigger that refuses updates stands aside for this one fill.
ALTER TABLE "journal_line" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "journal_line" DISABLE TRIGGER "journal_line_immutable";--> statement-breakpoint
UPDATE "journal_line" l SET "entry_date" = e."entry_date" FROM "journal_entry" e WHERE e."id" = l."entry_id";--> statement-breakpoint
ALTER TABLE "journal_line" ENABLE TRIGGER "journal_line_immutable";--> statement-breakpoint
ALTER TABLE "journal_line" ALTER COLUMN "entry_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_period_total" ADD CONSTRAINT "ledger_period_total_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_line_account_date" ON "journal_line" USING btree ("property_id","account_code","entry_date") INCLUDE ("debit","credit");
--> statement-breakpoint
-- A line carries its entry's date: filled when left out, refused when different.
CREATE FUNCTION ledger_line_entry_date() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_date date;
BEGIN
  SELECT entry_date INTO v_date FROM journal_entry WHERE id = NEW.entry_id;
  IF NEW.entry_date IS NULL THEN
    NEW.entry_date := v_date;
  ELSIF NEW.entry_date IS DISTINCT FROM v_date THEN
    RAISE EXCEPTION 'journal line date differs from its entry' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_line_entry_date BEFORE INSERT ON journal_line
  FOR EACH ROW EXECUTE FUNCTION ledger_line_entry_date();
--> statement-breakpoint
-- A month's totals are written when it closes and removed when it reopens. Closing first takes a SHARE lock on
-- journal_entry: it waits for every transaction that is posting (an entry of this month not yet committed would
-- be missed), and postings wait the few milliseconds until the close commits, then find the month closed.
CREATE FUNCTION ledger_period_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.closed THEN
    DELETE FROM ledger_period_total WHERE property_id = OLD.property_id AND period = OLD.period;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.closed THEN
    LOCK TABLE journal_entry IN SHARE MODE;
    INSERT INTO ledger_period_total (property_id, account_code, period, debit, credit)
    SELECT NEW.property_id, l.account_code, NEW.period, sum(l.debit), sum(l.credit)
      FROM journal_entry e
     -- The month's entries by journal_entry_date, then each one's lines by journal_line_entry: the ORDER BY keeps
     -- the planner from turning this into a hash join over every journal line of every property.
     CROSS JOIN LATERAL (SELECT account_code, debit, credit FROM journal_line
                          WHERE entry_id = e.id ORDER BY line_no) l
     WHERE e.property_id = NEW.property_id
       AND e.entry_date >= to_date(NEW.period, 'YYYY-MM')
       AND e.entry_date < to_date(NEW.period, 'YYYY-MM') + interval '1 month'
     GROUP BY l.account_code;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION ledger_period_totals() SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
CREATE TRIGGER accounting_period_totals AFTER INSERT OR UPDATE OR DELETE ON accounting_period
  FOR EACH ROW EXECUTE FUNCTION ledger_period_totals();
--> statement-breakpoint
-- Months already closed.
INSERT INTO ledger_period_total (property_id, account_code, period, debit, credit)
SELECT l.property_id, l.account_code, p.period, sum(l.debit), sum(l.credit)
  FROM accounting_period p
  JOIN journal_entry e ON e.property_id = p.property_id
   AND e.entry_date >= to_date(p.period, 'YYYY-MM') AND e.entry_date < to_date(p.period, 'YYYY-MM') + interval '1 month'
  JOIN journal_line l ON l.entry_id = e.id AND l.property_id = e.property_id
 WHERE p.closed
 GROUP BY l.property_id, l.account_code, p.period;
--> statement-breakpoint
-- The totals are the database's own: nothing else writes them.
CREATE FUNCTION ledger_period_total_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger_period_total is written by closing and reopening a month' USING ERRCODE = '55000';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_period_total_guarded BEFORE INSERT OR UPDATE OR DELETE ON ledger_period_total
  FOR EACH ROW EXECUTE FUNCTION ledger_period_total_guard();
