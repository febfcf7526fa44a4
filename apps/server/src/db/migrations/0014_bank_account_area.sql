ALTER TABLE "bank_rec_bank_accounts" ADD COLUMN "area" text DEFAULT 'bankRec' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_bank_accounts" ADD CONSTRAINT "bank_rec_bank_accounts_area" CHECK ("bank_rec_bank_accounts"."area" in ('bankRec', 'ewa'));--> statement-breakpoint
-- Accounts that so far carried only employer-funds lines belong to that area.
UPDATE "bank_rec_bank_accounts" b SET "area" = 'ewa'
WHERE EXISTS (SELECT 1 FROM "bank_rec_ledger_entries" e
              WHERE e."organization_id" = b."organization_id" AND e."account_id" = b."account_id" AND e."area" = 'ewa')
  AND NOT EXISTS (SELECT 1 FROM "bank_rec_ledger_entries" e
                  WHERE e."organization_id" = b."organization_id" AND e."account_id" = b."account_id" AND e."area" = 'bankRec');
