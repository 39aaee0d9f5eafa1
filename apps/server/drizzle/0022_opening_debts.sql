ALTER TABLE "invoice_import" DROP CONSTRAINT "invoice_import_kind";--> statement-breakpoint
ALTER TABLE "invoice_import" ADD CONSTRAINT "invoice_import_kind" CHECK ("invoice_import"."kind" in ('OVERDUE', 'OPENING', 'SAP'));--> statement-breakpoint
-- The opening balances clearing account (role OPENING_CLEARING) of the standard chart, for the properties seeded
-- before it: the receivables of an opening trial balance wait there until the opening debts per unit meet them.
INSERT INTO "gl_account" ("property_id", "code", "name_th", "name_en", "category", "normal_side", "parent_code", "level", "postable")
SELECT p."property_id", '3900', 'บัญชีพักยอดยกมา', 'Opening balances clearing', 'EQUITY', 'C', '3000', 2, 'Y'
  FROM "gl_account" p
 WHERE p."code" = '3000'
   AND NOT EXISTS (SELECT 1 FROM "gl_account" x WHERE x."property_id" = p."property_id" AND x."code" = '3900');
