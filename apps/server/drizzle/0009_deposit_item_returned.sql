-- A cheque the bank returned stays on its deposit slip as presented, marked with the day it came back; the
-- deposit's net amount leaves it out.
ALTER TABLE "deposit_item" ADD COLUMN "returned_at" date;
