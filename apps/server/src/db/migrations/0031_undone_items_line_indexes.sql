-- ADR 0030: the items' indexes by line id that serve the release of deleted lines hold only the items of
-- undone matches. Live items already have their unique partial indexes (match_items_live_bank and
-- _ledger); a new item is live, so a full auto-match's 910,000 items no longer pay two index entries each.
-- The release of a deleted line's items uses one statement per index (migration 0032).
DROP INDEX "match_items_bank_idx";--> statement-breakpoint
DROP INDEX "match_items_ledger_idx";--> statement-breakpoint
CREATE INDEX "match_items_released_bank_idx" ON "match_items" USING btree ("bank_transaction_id") WHERE not "match_items"."live" and "match_items"."bank_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "match_items_released_ledger_idx" ON "match_items" USING btree ("ledger_entry_id") WHERE not "match_items"."live" and "match_items"."ledger_entry_id" is not null;
