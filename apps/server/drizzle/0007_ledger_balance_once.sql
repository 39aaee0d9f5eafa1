-- The balance guard checks each entry once at commit, no longer once per line (each line's trigger summed its whole
-- entry: quadratic in entry size, and the main cost of a billing run). The guarantee stays: an entry that does
-- not balance, or has fewer than two lines, is never committed.
--
-- How: every INSERT statement into journal_entry or journal_line records the entries it touched (read from its
-- transition table) as ONE row of ledger_balance_pending. That row's deferred constraint trigger runs at commit
-- (or at SET CONSTRAINTS ... IMMEDIATE): the first one to run takes every pending row of the transaction and
-- checks their entries together, in one query; the later ones find their row taken and stop. Lines added after
-- such a check record a new row, so they are checked again. The table is empty outside transactions.
DROP TRIGGER journal_line_balanced ON journal_line;--> statement-breakpoint
DROP TRIGGER journal_entry_balanced ON journal_entry;--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();--> statement-breakpoint
CREATE TABLE ledger_balance_pending (
	id bigserial PRIMARY KEY NOT NULL,
	entry_ids uuid[] NOT NULL
);--> statement-breakpoint
CREATE FUNCTION ledger_note_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balance_pending (entry_ids)
    SELECT array_agg(id) FROM touched_entries HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_note_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balance_pending (entry_ids)
    SELECT array_agg(DISTINCT entry_id) FROM touched_lines HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_note_balance AFTER INSERT ON journal_entry
  REFERENCING NEW TABLE AS touched_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_note_entries();
--> statement-breakpoint
CREATE TRIGGER journal_line_note_balance AFTER INSERT ON journal_line
  REFERENCING NEW TABLE AS touched_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_note_lines();
--> statement-breakpoint
CREATE FUNCTION ledger_check_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entry uuid;
  v_debit numeric;
  v_credit numeric;
  v_lines integer;
BEGIN
  -- Taken by an earlier check of this transaction, which covered this row's entries too.
  PERFORM 1 FROM ledger_balance_pending WHERE id = NEW.id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  WITH taken AS (DELETE FROM ledger_balance_pending RETURNING entry_ids),
       entries AS (SELECT DISTINCT unnest(entry_ids) AS id FROM taken)
  SELECT e.id, coalesce(sum(l.debit), 0), coalesce(sum(l.credit), 0), count(l.id)
    INTO v_entry, v_debit, v_credit, v_lines
    FROM entries e LEFT JOIN journal_line l ON l.entry_id = e.id
   GROUP BY e.id
  HAVING count(l.id) < 2 OR coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal % does not balance: debit %, credit %, % lines', v_entry, v_debit, v_credit, v_lines
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entry_balanced', TABLE = 'journal_entry';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION ledger_check_pending() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entry_balanced AFTER INSERT ON ledger_balance_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_pending();
--> statement-breakpoint
-- The guards name themselves, so the server tells them apart by constraint name and SQLSTATE, not by wording.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is posted: it cannot be changed or deleted (post a reversal)', TG_TABLE_NAME
    USING ERRCODE = '55000', CONSTRAINT = TG_TABLE_NAME || '_immutable', TABLE = TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_refuse_closed_period() RETURNS trigger LANGUAGE plpgsql
  SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM accounting_period
              WHERE property_id = NEW.property_id AND period = to_char(NEW.entry_date, 'YYYY-MM') AND closed) THEN
    RAISE EXCEPTION 'period % is closed', to_char(NEW.entry_date, 'YYYY-MM')
      USING ERRCODE = '55000', CONSTRAINT = 'journal_entry_open_period', TABLE = 'journal_entry';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION surcharge_charge_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM surcharge_charge c
              WHERE c.invoice_id = NEW.invoice_id
                AND c.charged_from <= NEW.charged_to AND c.charged_to >= NEW.charged_from
                AND NOT (TG_OP = 'UPDATE' AND c.invoice_id = OLD.invoice_id AND c.charged_from = OLD.charged_from)) THEN
    RAISE EXCEPTION 'surcharge_charge: days % to % of invoice % are already charged', NEW.charged_from, NEW.charged_to, NEW.invoice_id
      USING ERRCODE = '23P01', CONSTRAINT = 'surcharge_charge_no_overlap', TABLE = 'surcharge_charge';
  END IF;
  RETURN NEW;
END $$;
