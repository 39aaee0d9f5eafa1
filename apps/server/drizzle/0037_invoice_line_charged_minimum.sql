ALTER TABLE "invoice_line" ADD COLUMN "charged_minimum" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines billed before the flag: a METER line whose amount is its type's minimum charge and whose use, priced at
-- the type's rate or tiers (as computeCharge prices it), comes to less. Rates changed since are not known, so a
-- line is flagged only when today's rules tell the same story.
WITH tier AS (
  SELECT "expense_type_id", "rate", "up_to",
    coalesce(lag("up_to") OVER (PARTITION BY "expense_type_id" ORDER BY "seq"), 0) AS "lower",
    "seq" = max("seq") OVER (PARTITION BY "expense_type_id") AS "last"
  FROM "expense_type_tier"
), priced AS (
  SELECT l."id",
    CASE WHEN EXISTS (SELECT 1 FROM tier t WHERE t."expense_type_id" = l."expense_type_id")
      THEN (SELECT sum(greatest(0, (CASE WHEN t."last" OR l."quantity" < t."up_to" THEN l."quantity" ELSE t."up_to" END) - t."lower") * t."rate")
            FROM tier t WHERE t."expense_type_id" = l."expense_type_id")
      ELSE l."quantity" * coalesce(l."unit_price", et."rate")
    END AS "amount"
  FROM "invoice_line" l
  JOIN "expense_type" et ON et."id" = l."expense_type_id"
  WHERE et."calc_kind" = 'METER' AND et."minimum_charge" IS NOT NULL AND l."quantity" IS NOT NULL
    AND l."amount_exclude_vat" = et."minimum_charge"
)
UPDATE "invoice_line" SET "charged_minimum" = true
FROM priced
WHERE priced."id" = "invoice_line"."id" AND round(priced."amount", 2) < "invoice_line"."amount_exclude_vat";
