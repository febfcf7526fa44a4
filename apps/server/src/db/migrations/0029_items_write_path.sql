DROP INDEX "match_items_bank_idx";--> statement-breakpoint
DROP INDEX "match_items_ledger_idx";--> statement-breakpoint
CREATE INDEX "match_items_bank_idx" ON "match_items" USING btree ("bank_transaction_id") WHERE "match_items"."bank_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "match_items_ledger_idx" ON "match_items" USING btree ("ledger_entry_id") WHERE "match_items"."ledger_entry_id" is not null;--> statement-breakpoint
-- ADR 0028: new live match items move their lines' summaries by delta instead of recounting every line of
-- every day they touch. A line gets a live item only when it had none (the unique live indexes), so before
-- the statement it was counted as 'open' (or 'reconciling', a ledger entry of that status): each moved
-- line leaves that row and joins its match's. A full auto-match of an account recounted all its lines
-- (36,000) with two index probes each inside the items' COPY; the moves probe only the items' own lines.
-- Updates and deletes of items (unmatch, un-import) still recount, as ADR 0015 has it.
--
-- The moves, grouped by (side, organisation, area, account, day, from, to, rule, person) with their line
-- count and amount, applied to the day rows and the month rows: the touched rows are taken out and put
-- back with the moves added (a row left with no line goes).
CREATE FUNCTION rec_summaries_move_lines(p_side text[], p_org uuid[], p_area text[], p_account text[],
  p_day date[], p_from text[], p_to text[], p_rule text[], p_by uuid[], p_count bigint[], p_amount numeric[])
RETURNS void AS $$
BEGIN
  IF coalesce(array_length(p_side, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM rec_summaries_lock(p_org, p_account);
  WITH moves AS (
    SELECT * FROM unnest(p_side, p_org, p_area, p_account, p_day, p_from, p_to, p_rule, p_by, p_count, p_amount)
      AS u(side, o, area, a, d, st_from, st_to, rule_id, matched_by, n, amount)),
  taken AS (
    DELETE FROM rec_line_summaries s USING (SELECT DISTINCT side, o, a, d FROM moves) k
     WHERE s.organization_id = k.o AND s.account_id = k.a AND s.day = k.d AND s.side = k.side
    RETURNING s.*)
  INSERT INTO rec_line_summaries
    (organization_id, area, side, account_id, day, state, rule_id, matched_by, line_count, amount_minor)
  SELECT o, area, side, a, d, state, rule_id, matched_by, sum(n), sum(amount)
    FROM (SELECT organization_id, area, side, account_id, day, state, rule_id, matched_by, line_count, amount_minor
            FROM taken
          UNION ALL
          SELECT o, area, side, a, d, st_from, '', NULL::uuid, -n, -amount FROM moves
          UNION ALL
          SELECT o, area, side, a, d, st_to, rule_id, matched_by, n, amount FROM moves
         ) AS x(o, area, side, a, d, state, rule_id, matched_by, n, amount)
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(n) <> 0;
  WITH moves AS (
    SELECT * FROM unnest(p_side, p_org, p_area, p_account, p_day, p_from, p_to, p_rule, p_by, p_count, p_amount)
      AS u(side, o, area, a, d, st_from, st_to, rule_id, matched_by, n, amount)),
  taken AS (
    DELETE FROM rec_line_months s
     USING (SELECT DISTINCT side, o, a, date_trunc('month', d)::date FROM moves) k(side, o, a, m)
     WHERE s.organization_id = k.o AND s.account_id = k.a AND s.month = k.m AND s.side = k.side
    RETURNING s.*)
  INSERT INTO rec_line_months
    (organization_id, area, side, account_id, month, state, rule_id, matched_by, line_count, amount_minor)
  SELECT o, area, side, a, m, state, rule_id, matched_by, sum(n), sum(amount)
    FROM (SELECT organization_id, area, side, account_id, month, state, rule_id, matched_by, line_count, amount_minor
            FROM taken
          UNION ALL
          SELECT o, area, side, a, date_trunc('month', d)::date, st_from, '', NULL::uuid, -n, -amount
            FROM moves
          UNION ALL
          SELECT o, area, side, a, date_trunc('month', d)::date, st_to, rule_id, matched_by, n, amount
            FROM moves
         ) AS x(o, area, side, a, m, state, rule_id, matched_by, n, amount)
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(n) <> 0;
END;
$$ LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
-- The lines of new live items (bank line, ledger entry, match: parallel arrays), moved from the state they
-- had (no live item) to their match's, in the states the recount names (rec_summaries_refresh_lines).
-- The items are few against the lines and matches tables: index probes, never a scan of either (without
-- the settings, a transition table's unknown size can lead the planner to a hash join over all matches).
CREATE FUNCTION rec_summaries_lines_matched(p_bank uuid[], p_ledger uuid[], p_match uuid[]) RETURNS void AS $$
BEGIN
  PERFORM rec_summaries_move_lines(array_agg(side), array_agg(o), array_agg(area), array_agg(a), array_agg(d),
            array_agg(st_from), array_agg(st_to), array_agg(rule_id), array_agg(by), array_agg(n), array_agg(amount))
    FROM (SELECT side, o, area, a, d, st_from,
                 CASE WHEN kind = 'auto' THEN 'auto' WHEN rule_id = 'manual' THEN 'manual' ELSE 'suggested' END,
                 rule_id, by, count(*), sum(amount)
            FROM (SELECT 'bank'::text, bt.organization_id, coalesce(ba.area, 'bankRec'), bt.account_id,
                         bt.value_date, 'open'::text, m.kind, m.rule_id, m.created_by, bt.amount_minor
                    FROM unnest(p_bank, p_match) AS i(line, match)
                    JOIN bank_transactions bt ON bt.id = i.line
                    JOIN matches m ON m.id = i.match
                    LEFT JOIN bank_rec_bank_accounts ba
                      ON ba.organization_id = bt.organization_id AND ba.account_id = bt.account_id
                  UNION ALL
                  SELECT 'ledger'::text, e.organization_id, e.area, e.account_id, e.transaction_date,
                         CASE WHEN e.status = 'reconciling' THEN 'reconciling' ELSE 'open' END, m.kind, m.rule_id,
                         m.created_by, e.amount_minor
                    FROM unnest(p_ledger, p_match) AS i(line, match)
                    JOIN bank_rec_ledger_entries e ON e.id = i.line
                    JOIN matches m ON m.id = i.match
                   WHERE e.status <> 'void'
                 ) AS x(side, o, area, a, d, st_from, kind, rule_id, by, amount)
           GROUP BY side, o, area, a, d, st_from, kind, rule_id, by) AS g(side, o, area, a, d, st_from, st_to, rule_id, by, n, amount);
END;
$$ LANGUAGE plpgsql SET enable_hashjoin = off SET enable_mergejoin = off;
--> statement-breakpoint
-- Inserts of items get a trigger function of their own; updates and deletes keep
-- rec_summaries_items_changed (migration 0016), whose recount branch for inserts no trigger calls any more.
CREATE FUNCTION rec_summaries_items_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM rec_summaries_lines_matched(array_agg(bank_transaction_id), array_agg(ledger_entry_id), array_agg(match_id))
    FROM new_rows WHERE live;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER match_items_summaries_ins ON match_items;
--> statement-breakpoint
CREATE TRIGGER match_items_summaries_ins AFTER INSERT ON match_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_items_inserted();
