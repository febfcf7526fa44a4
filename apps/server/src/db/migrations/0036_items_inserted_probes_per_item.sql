-- Each import's auto-match got slower as matches accumulated (the matching benchmark's incremental
-- batches: 3.1, 5.1, 7.3, 9.9, 12.3 s for the same 11,000 new lines). The items' insert trigger (migration
-- 0032) ran a static query, which PL/pgSQL plans once per connection and keeps until the tables are
-- analysed again. Planned at a connection's first run, while `matches` was nearly empty, it read every
-- match for each new item: a sequential scan of `matches` outside a loop over the items, or an index
-- leading with the organisation (the lookup also named it), or, once joined laterally, a scan per item.
-- Now the query is planned at each statement (EXECUTE: under a millisecond, against a statement of
-- hundreds to tens of thousands of items), and each reference is looked up in a LATERAL subquery that
-- OFFSET 0 keeps from being flattened, by its id alone, the organisation compared outside: one
-- primary-key probe per item for its line and one for its match. The bank accounts (for a bank line's
-- area) are looked up once per summary move, after grouping, not once per bank item. What the trigger
-- checks and moves is unchanged.
CREATE OR REPLACE FUNCTION match_items_inserted() RETURNS trigger AS $$
DECLARE wanted bigint; found bigint; moved text;
BEGIN
  SELECT count(*) INTO wanted FROM new_rows;
  IF wanted = 0 THEN RETURN NULL; END IF;
  -- The fence before the check: a line deleted (and committed) before we get it is not found below; one
  -- deleted after waits, in its release trigger, until this transaction ends, then releases our items.
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM new_rows GROUP BY 1), false);
  -- EXECUTE: planned for the tables as they are now, not as they were at the connection's first run.
  EXECUTE $query$
  WITH items AS (
    -- An item without a row here names a line or match that is missing or of another organisation: the
    -- count below then falls short of the items'.
    SELECT n.organization_id AS o, n.match_id, line.*
      FROM new_rows n
      CROSS JOIN LATERAL (
        SELECT bt.organization_id AS line_org, 'bank'::text AS side, n.live, NULL::text AS area,
               bt.account_id AS a, bt.value_date AS d, 'open'::text AS st_from, bt.amount_minor AS amount
          FROM bank_transactions bt WHERE bt.id = n.bank_transaction_id
        UNION ALL
        -- A void entry keeps no summary row; a reconciling one leaves its 'reconciling' row.
        SELECT e.organization_id, 'ledger', n.live AND e.status <> 'void', e.area, e.account_id,
               e.transaction_date, CASE WHEN e.status = 'reconciling' THEN 'reconciling' ELSE 'open' END,
               e.amount_minor
          FROM bank_rec_ledger_entries e WHERE e.id = n.ledger_entry_id
        UNION ALL
        -- An item whose line is gone (both references null) names only its match.
        SELECT n.organization_id, NULL, false, NULL, NULL, NULL, NULL, NULL
         WHERE n.bank_transaction_id IS NULL AND n.ledger_entry_id IS NULL
        OFFSET 0) line
     WHERE line.line_org = n.organization_id),
  matched AS (
    SELECT i.*, m.kind, m.rule_id, m.created_by
      FROM items i
      CROSS JOIN LATERAL (
        SELECT m.organization_id AS match_org, m.kind, m.rule_id, m.created_by FROM matches m
         WHERE m.id = i.match_id
        OFFSET 0) m
     WHERE m.match_org = i.o),
  moves AS (
    SELECT side, o, area, a, d, st_from,
           CASE WHEN kind = 'auto' THEN 'auto' WHEN rule_id = 'manual' THEN 'manual' ELSE 'suggested' END AS st_to,
           rule_id, created_by AS by, count(*) AS n, sum(amount) AS amount
      FROM matched WHERE live
     GROUP BY side, o, area, a, d, st_from, kind, rule_id, created_by),
  placed AS (
    -- A bank line's area is its account's (employer funds or bank reconciliation).
    SELECT side, o,
           CASE WHEN side = 'bank'
                THEN coalesce((SELECT ba.area FROM bank_rec_bank_accounts ba
                                WHERE ba.organization_id = mv.o AND ba.account_id = mv.a), 'bankRec')
                ELSE area END AS area,
           a, d, st_from, st_to, rule_id, by, n, amount
      FROM moves mv)
  -- The moves, and how many items were found with their line and their match, all of the item's
  -- organisation (a missing one raises below, which undoes the moves with the rest of the statement).
  SELECT (SELECT count(*) FROM matched),
         rec_summaries_move_lines(array_agg(side), array_agg(o), array_agg(area), array_agg(a), array_agg(d),
           array_agg(st_from), array_agg(st_to), array_agg(rule_id), array_agg(by), array_agg(n),
           array_agg(amount))::text
      FROM placed
  $query$ INTO found, moved;
  IF found <> wanted THEN
    RAISE EXCEPTION 'match_items: % item reference(s) name no match, bank line or ledger entry of their organisation', wanted - found
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off SET jit = off;
