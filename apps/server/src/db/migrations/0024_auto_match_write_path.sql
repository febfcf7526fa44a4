-- ADR 0021: a match item's references (its match, its bank line or ledger entry, all in the item's
-- organisation) are checked once per statement, set-based, instead of by four per-row foreign keys: a run
-- that writes 900,000 items paid ~44 s for the per-row checks. The checks lock the referenced rows
-- FOR KEY SHARE as a foreign key does, so a line cannot be deleted under an item being written; a missing
-- reference raises foreign_key_violation and aborts the statement (and with it the transaction).
ALTER TABLE "match_items" DROP CONSTRAINT "match_items_match_id_matches_id_fk";--> statement-breakpoint
ALTER TABLE "match_items" DROP CONSTRAINT "match_items_organization_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "match_items" DROP CONSTRAINT "match_items_bank_transaction_id_bank_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "match_items" DROP CONSTRAINT "match_items_ledger_entry_id_bank_rec_ledger_entries_id_fk";--> statement-breakpoint
-- The references of the given items (written or re-pointed by one statement), checked and locked: one
-- join per referenced table (index probes, as the keys made, without a trigger call per row).
CREATE FUNCTION match_items_check_references(p_match uuid[], p_org uuid[], p_bank uuid[], p_ledger uuid[])
RETURNS void AS $$
DECLARE wanted bigint; found bigint;
BEGIN
  SELECT count(*) INTO wanted FROM (SELECT DISTINCT m, o FROM unnest(p_match, p_org) AS i(m, o)) i;
  SELECT count(*) INTO found FROM (
    SELECT 1 FROM matches x JOIN (SELECT DISTINCT m, o FROM unnest(p_match, p_org) AS i(m, o)) i
      ON x.id = i.m AND x.organization_id = i.o FOR KEY SHARE OF x) z;
  IF found = wanted THEN
    SELECT count(*) INTO wanted FROM (SELECT DISTINCT b, o FROM unnest(p_bank, p_org) AS i(b, o) WHERE b IS NOT NULL) i;
    SELECT count(*) INTO found FROM (
      SELECT 1 FROM bank_transactions x
        JOIN (SELECT DISTINCT b, o FROM unnest(p_bank, p_org) AS i(b, o) WHERE b IS NOT NULL) i
        ON x.id = i.b AND x.organization_id = i.o FOR KEY SHARE OF x) z;
  END IF;
  IF found = wanted THEN
    SELECT count(*) INTO wanted FROM (SELECT DISTINCT l, o FROM unnest(p_ledger, p_org) AS i(l, o) WHERE l IS NOT NULL) i;
    SELECT count(*) INTO found FROM (
      SELECT 1 FROM bank_rec_ledger_entries x
        JOIN (SELECT DISTINCT l, o FROM unnest(p_ledger, p_org) AS i(l, o) WHERE l IS NOT NULL) i
        ON x.id = i.l AND x.organization_id = i.o FOR KEY SHARE OF x) z;
  END IF;
  IF found <> wanted THEN
    RAISE EXCEPTION 'match_items: % item reference(s) name no match, bank line or ledger entry of their organisation', wanted - found
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
END;
$$ LANGUAGE plpgsql SET jit = off;
--> statement-breakpoint
CREATE FUNCTION match_items_references_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM match_items_check_references(array_agg(match_id), array_agg(organization_id),
                                         array_agg(bank_transaction_id), array_agg(ledger_entry_id))
      FROM new_rows HAVING count(*) > 0;
  ELSE
    -- Only items whose references changed (a line's deletion sets its reference to null: nothing to check).
    PERFORM match_items_check_references(array_agg(n.match_id), array_agg(n.organization_id),
                                         array_agg(n.bank_transaction_id), array_agg(n.ledger_entry_id))
      FROM new_rows n JOIN old_rows p ON p.id = n.id
     WHERE (n.match_id, n.organization_id, n.bank_transaction_id, n.ledger_entry_id)
           IS DISTINCT FROM (p.match_id, p.organization_id, p.bank_transaction_id, p.ledger_entry_id)
       AND (n.bank_transaction_id IS NOT NULL OR n.ledger_entry_id IS NOT NULL OR n.match_id <> p.match_id
            OR n.organization_id <> p.organization_id)
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_items_references_ins AFTER INSERT ON match_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_items_references_changed();
--> statement-breakpoint
CREATE TRIGGER match_items_references_upd AFTER UPDATE ON match_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_items_references_changed();
--> statement-breakpoint
-- What the foreign keys' ON DELETE SET NULL did: a deleted line's items keep their snapshot, not the line.
CREATE FUNCTION match_items_release_bank_lines() RETURNS trigger AS $$
BEGIN
  UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_transactions_release_items AFTER DELETE ON bank_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_items_release_bank_lines();
--> statement-breakpoint
CREATE FUNCTION match_items_release_ledger_entries() RETURNS trigger AS $$
BEGIN
  UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_release_items AFTER DELETE ON bank_rec_ledger_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_items_release_ledger_entries();
--> statement-breakpoint
-- What the foreign key on match_id refused: deleting a match that still has items.
CREATE FUNCTION matches_refuse_delete_with_items() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM match_items mi JOIN old_rows o ON mi.match_id = o.id) THEN
    RAISE EXCEPTION 'matches: a deleted match still has items'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER matches_refuse_delete_with_items AFTER DELETE ON matches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matches_refuse_delete_with_items();
--> statement-breakpoint
-- ADR 0021: "matched" stays on the ledger row, and setting it is a HOT update. No index names the status
-- (neither as a column nor in a predicate) and pages keep half their space free for the new row versions,
-- so marking 485,000 entries matched no longer adds an entry to each of the table's dozen indexes
-- (69 s of a full run). Existing pages get the free space when the table is rewritten
-- (VACUUM FULL bank_rec_ledger_entries, in a quiet hour); new rows get it as they are written.
ALTER TABLE "bank_rec_ledger_entries" SET (fillfactor = 50);--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_area_status_date_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_first_match_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_open_checks_idx";--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_checks_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","account_id","transaction_date") WHERE "bank_rec_ledger_entries"."check_no" <> '';--> statement-breakpoint
-- The summaries (ADR 0015) count a ledger entry by its live match, by 'reconciling' and by 'void', never
-- by 'matched' itself: an entry going from open to matched or back (what every match and unmatch writes)
-- changes no summary and recounts nothing; the items written in the same transaction recount it.
CREATE OR REPLACE FUNCTION rec_summaries_ledger_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, transaction_date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, transaction_date FROM old_rows) AS x(o, a, d);
  ELSE
    PERFORM rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT n.organization_id, n.account_id, n.transaction_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status = 'reconciling', n.status = 'void', n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status = 'reconciling', p.status = 'void', p.area)
            UNION
            SELECT p.organization_id, p.account_id, p.transaction_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status = 'reconciling', n.status = 'void', n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status = 'reconciling', p.status = 'void', p.area)
           ) AS x(o, a, d);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
