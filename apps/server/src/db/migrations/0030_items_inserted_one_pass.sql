-- ADR 0029: new match items are checked and counted in one pass over their lines. Until now an insert of
-- items ran two statement triggers, each reading every item's line and match: the reference check
-- (match_items_references_ins, ADR 0021) and the summaries' moves (match_items_summaries_ins, ADR 0028).
-- A full auto-match of 910,000 items spent about 11 s and 10 s in them. One function now reads each
-- item's line (locked FOR KEY SHARE, as a foreign key does) and match once, refuses the statement when a
-- reference is missing, and moves the live items' lines into their match's summary rows. Updates keep
-- their own check (match_items_references_upd) and recount (match_items_summaries_upd), as before.
CREATE FUNCTION match_items_inserted() RETURNS trigger AS $$
DECLARE wanted bigint; found bigint; moved text;
BEGIN
  SELECT count(*) INTO wanted FROM new_rows;
  IF wanted = 0 THEN RETURN NULL; END IF;
  WITH bank AS (
    SELECT n.live, bt.organization_id AS o, bt.account_id AS a, bt.value_date AS d, 'open'::text AS st_from,
           bt.amount_minor AS amount, n.match_id
      FROM new_rows n
      JOIN bank_transactions bt ON bt.id = n.bank_transaction_id AND bt.organization_id = n.organization_id
     FOR KEY SHARE OF bt),
  ledger AS (
    -- A void entry keeps no summary row; a reconciling one leaves its 'reconciling' row.
    SELECT n.live AND e.status <> 'void' AS live, e.organization_id AS o, e.area, e.account_id AS a,
           e.transaction_date AS d,
           CASE WHEN e.status = 'reconciling' THEN 'reconciling' ELSE 'open' END AS st_from,
           e.amount_minor AS amount, n.match_id
      FROM new_rows n
      JOIN bank_rec_ledger_entries e ON e.id = n.ledger_entry_id AND e.organization_id = n.organization_id
     FOR KEY SHARE OF e),
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
      FROM items i JOIN matches m ON m.id = i.match_id AND m.organization_id = i.o
     FOR KEY SHARE OF m),
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
DROP TRIGGER match_items_references_ins ON match_items;
--> statement-breakpoint
DROP TRIGGER match_items_summaries_ins ON match_items;
--> statement-breakpoint
CREATE TRIGGER match_items_inserted AFTER INSERT ON match_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_items_inserted();
--> statement-breakpoint
-- What only the two insert triggers used. (match_items_references_changed, migration 0024, stays for the
-- update trigger; its branch for inserts is no longer reached.)
DROP FUNCTION rec_summaries_items_inserted();
--> statement-breakpoint
DROP FUNCTION rec_summaries_lines_matched(uuid[], uuid[], uuid[]);
