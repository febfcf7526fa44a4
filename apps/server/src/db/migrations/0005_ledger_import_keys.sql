ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "import_row_key" text;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "previous" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_ledger_import_row_key" ON "bank_rec_ledger_entries" USING btree ("organization_id","import_row_key") WHERE "bank_rec_ledger_entries"."import_row_key" is not null;