-- ADR 0030: the items' indexes by line id that serve the release of deleted lines hold only the items of
-- undone matches. Live items already have their unique partial indexes (match_items_live_bank and
-- _ledger); a new item is live, so a full auto-match's 910,000 items no longer pay two index entries each.
DROP INDEX "match_items_bank_idx";--> statement-breakpoint
DROP INDEX "match_items_ledger_idx";--> statement-breakpoint
CREATE INDEX "match_items_released_bank_idx" ON "match_items" USING btree ("bank_transaction_id") WHERE not "match_items"."live" and "match_items"."bank_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "match_items_released_ledger_idx" ON "match_items" USING btree ("ledger_entry_id") WHERE not "match_items"."live" and "match_items"."ledger_entry_id" is not null;--> statement-breakpoint
-- The release of a deleted line's items (migration 0024) in two statements, one per index: live items
-- through the unique partial index, those of undone matches through the index above. One statement
-- naming neither could use neither and would scan the table.
CREATE OR REPLACE FUNCTION match_items_release_bank_lines() RETURNS trigger AS $$
BEGIN
  UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND mi.live;
  UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND NOT mi.live;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_release_ledger_entries() RETURNS trigger AS $$
BEGIN
  UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND mi.live;
  UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND NOT mi.live;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
