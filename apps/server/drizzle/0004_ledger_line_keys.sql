ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_id_property" UNIQUE("id","property_id");--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_entry_id_journal_entry_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_fk" FOREIGN KEY ("entry_id","property_id") REFERENCES "public"."journal_entry"("id","property_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The composite key above now says a line belongs to its entry's property: the row trigger that checked it goes.
DROP TRIGGER journal_line_same_property ON journal_line;--> statement-breakpoint
DROP FUNCTION ledger_line_property();--> statement-breakpoint
-- The guards run inside long transactions that write thousands of entries (billing runs): a plan cached while
-- the tables were small would scan them whole on every call, so each call is planned for the table as it is.
ALTER FUNCTION ledger_check_balanced() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION ledger_refuse_closed_period() SET plan_cache_mode = force_custom_plan;
