-- ADR 0030: a new item's line is no longer locked FOR KEY SHARE row by row. Those locks were a third of a
-- full auto-match's item insert (4.5 s of 14.5 s for 910,000 items: each lock writes the line's tuple
-- header and a WAL record). What they guarded, a line deleted while an item naming it is being written,
-- is now fenced per organisation: writers of items hold the fence shared (they never wait for each
-- other), deleters of lines exclusively, from their release trigger to their commit. Under READ
-- COMMITTED (the server's only isolation level) either the deleter commits first and the writer's check,
-- which takes its snapshot after the fence, no longer finds the line (foreign_key_violation), or the
-- writer commits first and the deleter's release, which runs after the fence, finds and releases its
-- items: what the row locks and ON DELETE SET NULL gave. The item's match is fenced the same way: a
-- deleter of matches takes the fence before it looks for their items (and is refused if it finds any).
CREATE FUNCTION match_items_references_fence(p_orgs uuid[], p_exclusive boolean) RETURNS void AS $$
DECLARE v_org uuid;
BEGIN
  -- In key order: two statements fencing several organisations never wait for each other in a circle.
  FOR v_org IN SELECT DISTINCT o FROM unnest(p_orgs) AS x(o) ORDER BY 1 LOOP
    IF p_exclusive THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('match_items_references:' || v_org::text, 0));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(hashtextextended('match_items_references:' || v_org::text, 0));
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_inserted() RETURNS trigger AS $$
DECLARE wanted bigint; found bigint; moved text;
BEGIN
  SELECT count(*) INTO wanted FROM new_rows;
  IF wanted = 0 THEN RETURN NULL; END IF;
  -- The fence before the check: a line deleted (and committed) before we get it is not found below; one
  -- deleted after waits, in its release trigger, until this transaction ends, then releases our items.
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM new_rows GROUP BY 1), false);
  WITH bank AS (
    SELECT n.live, bt.organization_id AS o, bt.account_id AS a, bt.value_date AS d, 'open'::text AS st_from,
           bt.amount_minor AS amount, n.match_id
      FROM new_rows n
      JOIN bank_transactions bt ON bt.id = n.bank_transaction_id AND bt.organization_id = n.organization_id),
  ledger AS (
    -- A void entry keeps no summary row; a reconciling one leaves its 'reconciling' row.
    SELECT n.live AND e.status <> 'void' AS live, e.organization_id AS o, e.area, e.account_id AS a,
           e.transaction_date AS d,
           CASE WHEN e.status = 'reconciling' THEN 'reconciling' ELSE 'open' END AS st_from,
           e.amount_minor AS amount, n.match_id
      FROM new_rows n
      JOIN bank_rec_ledger_entries e ON e.id = n.ledger_entry_id AND e.organization_id = n.organization_id),
  items AS (
    SELECT 'bank'::text AS side, b.live, b.o, coalesce(ba.area, 'bankRec') AS area, b.a, b.d, b.st_from,
           b.amount, b.match_id
      FROM bank b LEFT JOIN bank_rec_bank_accounts ba ON ba.organization_id = b.o AND ba.account_id = b.a
    UNION ALL
    SELECT 'ledger', l.live, l.o, l.area, l.a, l.d, l.st_from, l.amount, l.match_id FROM ledger l
    UNION ALL
    -- An item whose line is gone (both references null) names only its match.
    SELECT NULL, false, n.organization_id, NULL, NULL, NULL, NULL, NULL, n.match_id
      FROM new_rows n WHERE n.bank_transaction_id IS NULL AND n.ledger_entry_id IS NULL),
  matched AS (
    SELECT i.*, m.kind, m.rule_id, m.created_by
      FROM items i JOIN matches m ON m.id = i.match_id AND m.organization_id = i.o),
  moves AS (
    SELECT side, o, area, a, d, st_from,
           CASE WHEN kind = 'auto' THEN 'auto' WHEN rule_id = 'manual' THEN 'manual' ELSE 'suggested' END AS st_to,
           rule_id, created_by AS by, count(*) AS n, sum(amount) AS amount
      FROM matched WHERE live
     GROUP BY side, o, area, a, d, st_from, kind, rule_id, created_by)
  -- The moves, and how many items were found with their line and their match, all of the item's
  -- organisation (a missing one raises below, which undoes the moves with the rest of the statement).
  SELECT (SELECT count(*) FROM matched),
         rec_summaries_move_lines(array_agg(side), array_agg(o), array_agg(area), array_agg(a), array_agg(d),
           array_agg(st_from), array_agg(st_to), array_agg(rule_id), array_agg(by), array_agg(n),
           array_agg(amount))::text
    INTO found, moved FROM moves;
  IF found <> wanted THEN
    RAISE EXCEPTION 'match_items: % item reference(s) name no match, bank line or ledger entry of their organisation', wanted - found
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off;
--> statement-breakpoint
-- A deleter takes the fence after its rows are gone and before it releases their items: a writer still
-- holding it commits first, and its items are then released too. The release is two statements, one per
-- index (migration 0031): live items through their unique index, undone ones through the released-items
-- index. One statement naming neither could use neither and would scan the table.
CREATE OR REPLACE FUNCTION match_items_release_bank_lines() RETURNS trigger AS $$
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND mi.live;
  UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND NOT mi.live;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_release_ledger_entries() RETURNS trigger AS $$
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND mi.live;
  UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND NOT mi.live;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matches_refuse_delete_with_items() RETURNS trigger AS $$
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  IF EXISTS (SELECT 1 FROM match_items mi JOIN old_rows o ON mi.match_id = o.id) THEN
    RAISE EXCEPTION 'matches: a deleted match still has items'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
