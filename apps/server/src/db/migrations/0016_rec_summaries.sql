CREATE TABLE "rec_line_months" (
	"organization_id" uuid NOT NULL,
	"area" text NOT NULL,
	"side" text NOT NULL,
	"account_id" text NOT NULL,
	"month" date NOT NULL,
	"state" text NOT NULL,
	"rule_id" text NOT NULL,
	"matched_by" uuid,
	"line_count" integer NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_line_summaries" (
	"organization_id" uuid NOT NULL,
	"area" text NOT NULL,
	"side" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"rule_id" text NOT NULL,
	"matched_by" uuid,
	"line_count" integer NOT NULL,
	"amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_match_summaries" (
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"rule_id" text NOT NULL,
	"created_by" uuid,
	"match_count" integer NOT NULL,
	"bank_amount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_summary_versions" (
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "rec_summary_versions_organization_id_account_id_pk" PRIMARY KEY("organization_id","account_id")
);
--> statement-breakpoint
CREATE INDEX "rec_line_months_key_idx" ON "rec_line_months" USING btree ("organization_id","account_id","month","side");--> statement-breakpoint
CREATE INDEX "rec_line_summaries_key_idx" ON "rec_line_summaries" USING btree ("organization_id","account_id","day","side");--> statement-breakpoint
CREATE INDEX "rec_line_summaries_open_idx" ON "rec_line_summaries" USING btree ("organization_id","account_id","day") WHERE "rec_line_summaries"."state" = 'open';--> statement-breakpoint
CREATE INDEX "rec_match_summaries_key_idx" ON "rec_match_summaries" USING btree ("organization_id","account_id","day");--> statement-breakpoint
-- Reconciliation summaries (issue 15, ADR 0015): kept by statement-level triggers with transition tables.
-- Each statement that writes lines, match items or matches recounts every (organisation, bank account, day)
-- it touched from the live rows. Recounting (rather than adding deltas) makes every figure exact by
-- construction, whatever order a cascade fires in; a transaction-scoped advisory lock per (organisation,
-- account), taken in key order, makes two writers of one account recount one after the other.
CREATE FUNCTION rec_summaries_lock(p_org uuid[], p_account text[]) RETURNS void AS $$
DECLARE k record;
BEGIN
  IF coalesce(array_length(p_org, 1), 0) = 0 THEN RETURN; END IF;
  FOR k IN SELECT DISTINCT o, a FROM unnest(p_org, p_account) AS x(o, a) ORDER BY o, a LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('rec_summaries:' || k.o::text || ':' || k.a, 0));
  END LOOP;
  -- The accounts' versions move on (under the lock just taken: no new contention): a dashboard's cache
  -- of what it computed from these summaries is recomputed once this transaction commits.
  INSERT INTO rec_summary_versions (organization_id, account_id, version)
  SELECT DISTINCT o, a, 1 FROM unnest(p_org, p_account) AS x(o, a)
  ON CONFLICT (organization_id, account_id) DO UPDATE SET version = rec_summary_versions.version + 1;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The lines of the given (side, organisation, account, day) keys, recounted.
CREATE FUNCTION rec_summaries_refresh_lines(p_side text[], p_org uuid[], p_account text[], p_day date[])
RETURNS void AS $$
BEGIN
  IF coalesce(array_length(p_side, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM rec_summaries_lock(p_org, p_account);
  DELETE FROM rec_line_summaries s USING (SELECT DISTINCT * FROM unnest(p_side, p_org, p_account, p_day)) AS k(side, o, a, d)
   WHERE s.organization_id = k.o AND s.account_id = k.a AND s.day = k.d AND s.side = k.side;
  INSERT INTO rec_line_summaries
    (organization_id, area, side, account_id, day, state, rule_id, matched_by, line_count, amount_minor)
  SELECT bt.organization_id, coalesce(ba.area, 'bankRec'), 'bank', bt.account_id, bt.value_date,
         CASE WHEN m.id IS NULL THEN 'open' WHEN m.kind = 'auto' THEN 'auto'
              WHEN m.rule_id = 'manual' THEN 'manual' ELSE 'suggested' END,
         coalesce(m.rule_id, ''), m.created_by, count(*), sum(bt.amount_minor)
    FROM (SELECT DISTINCT * FROM unnest(p_side, p_org, p_account, p_day)) AS k(side, o, a, d)
    JOIN bank_transactions bt ON bt.organization_id = k.o AND bt.account_id = k.a AND bt.value_date = k.d
    LEFT JOIN bank_rec_bank_accounts ba ON ba.organization_id = bt.organization_id AND ba.account_id = bt.account_id
    LEFT JOIN match_items mi ON mi.bank_transaction_id = bt.id AND mi.live
    LEFT JOIN matches m ON m.id = mi.match_id
   WHERE k.side = 'bank'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO rec_line_summaries
    (organization_id, area, side, account_id, day, state, rule_id, matched_by, line_count, amount_minor)
  SELECT e.organization_id, e.area, 'ledger', e.account_id, e.transaction_date,
         CASE WHEN m.id IS NOT NULL THEN
                CASE WHEN m.kind = 'auto' THEN 'auto' WHEN m.rule_id = 'manual' THEN 'manual' ELSE 'suggested' END
              WHEN e.status = 'reconciling' THEN 'reconciling' ELSE 'open' END,
         coalesce(m.rule_id, ''), m.created_by, count(*), sum(e.amount_minor)
    FROM (SELECT DISTINCT * FROM unnest(p_side, p_org, p_account, p_day)) AS k(side, o, a, d)
    JOIN bank_rec_ledger_entries e ON e.organization_id = k.o AND e.account_id = k.a AND e.transaction_date = k.d
    LEFT JOIN match_items mi ON mi.ledger_entry_id = e.id AND mi.live
    LEFT JOIN matches m ON m.id = mi.match_id
   WHERE k.side = 'ledger' AND e.status <> 'void'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  -- The months of those days, rolled up again from their day rows.
  DELETE FROM rec_line_months s
   USING (SELECT DISTINCT side, o, a, date_trunc('month', d)::date FROM unnest(p_side, p_org, p_account, p_day) AS u(side, o, a, d)) AS k(side, o, a, m)
   WHERE s.organization_id = k.o AND s.account_id = k.a AND s.month = k.m AND s.side = k.side;
  INSERT INTO rec_line_months
    (organization_id, area, side, account_id, month, state, rule_id, matched_by, line_count, amount_minor)
  SELECT s.organization_id, s.area, s.side, s.account_id, k.m, s.state, s.rule_id, s.matched_by,
         sum(s.line_count), sum(s.amount_minor)
    FROM (SELECT DISTINCT side, o, a, date_trunc('month', d)::date FROM unnest(p_side, p_org, p_account, p_day) AS u(side, o, a, d)) AS k(side, o, a, m)
    JOIN rec_line_summaries s ON s.organization_id = k.o AND s.account_id = k.a AND s.side = k.side
     AND s.day >= k.m AND s.day < (k.m + interval '1 month')::date
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The confirmed matches of the given (organisation, account, UTC day) keys, recounted.
CREATE FUNCTION rec_summaries_refresh_matches(p_org uuid[], p_account text[], p_day date[]) RETURNS void AS $$
BEGIN
  IF coalesce(array_length(p_org, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM rec_summaries_lock(p_org, p_account);
  DELETE FROM rec_match_summaries s USING (SELECT DISTINCT * FROM unnest(p_org, p_account, p_day)) AS k(o, a, d)
   WHERE s.organization_id = k.o AND s.account_id = k.a AND s.day = k.d;
  INSERT INTO rec_match_summaries
    (organization_id, account_id, day, kind, rule_id, created_by, match_count, bank_amount_minor)
  SELECT m.organization_id, m.account_id, k.d,
         CASE WHEN m.kind = 'auto' THEN 'auto' WHEN m.rule_id = 'manual' THEN 'manual' ELSE 'suggested' END,
         m.rule_id, m.created_by, count(*), sum(m.bank_total_minor)
    FROM (SELECT DISTINCT * FROM unnest(p_org, p_account, p_day)) AS k(o, a, d)
    JOIN matches m ON m.organization_id = k.o AND m.account_id = k.a
     AND m.created_at >= (k.d::timestamp AT TIME ZONE 'UTC') AND m.created_at < ((k.d + 1)::timestamp AT TIME ZONE 'UTC')
   WHERE m.status = 'confirmed'
   GROUP BY 1, 2, 3, 4, 5, 6;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION rec_summaries_bank_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, value_date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, value_date FROM old_rows) AS x(o, a, d);
  ELSE
    PERFORM rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT n.organization_id, n.account_id, n.value_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.value_date, n.amount_minor) IS DISTINCT FROM (p.account_id, p.value_date, p.amount_minor)
            UNION
            SELECT p.organization_id, p.account_id, p.value_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.value_date, n.amount_minor) IS DISTINCT FROM (p.account_id, p.value_date, p.amount_minor)
           ) AS x(o, a, d);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION rec_summaries_ledger_changed() RETURNS trigger AS $$
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
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status, n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status, p.area)
            UNION
            SELECT p.organization_id, p.account_id, p.transaction_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status, n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status, p.area)
           ) AS x(o, a, d);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A match item's line changes state when the item is written, goes live or not, or loses its line.
CREATE FUNCTION rec_summaries_items_changed() RETURNS trigger AS $$
DECLARE b uuid[]; l uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(bank_transaction_id), array_agg(ledger_entry_id) INTO b, l FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(bank_transaction_id), array_agg(ledger_entry_id) INTO b, l FROM old_rows;
  ELSE
    SELECT array_agg(x.b), array_agg(x.l) INTO b, l FROM (
      SELECT p.bank_transaction_id, p.ledger_entry_id FROM old_rows p JOIN new_rows n ON n.id = p.id
       WHERE (n.live, n.bank_transaction_id, n.ledger_entry_id, n.match_id)
             IS DISTINCT FROM (p.live, p.bank_transaction_id, p.ledger_entry_id, p.match_id)
      UNION ALL
      SELECT n.bank_transaction_id, n.ledger_entry_id FROM old_rows p JOIN new_rows n ON n.id = p.id
       WHERE (n.live, n.bank_transaction_id, n.ledger_entry_id, n.match_id)
             IS DISTINCT FROM (p.live, p.bank_transaction_id, p.ledger_entry_id, p.match_id)) AS x(b, l);
  END IF;
  PERFORM rec_summaries_refresh_lines(array_agg(s), array_agg(o), array_agg(a), array_agg(d))
    FROM (SELECT DISTINCT 'bank'::text, bt.organization_id, bt.account_id, bt.value_date
            FROM bank_transactions bt WHERE bt.id = ANY (b)
          UNION
          SELECT DISTINCT 'ledger'::text, e.organization_id, e.account_id, e.transaction_date
            FROM bank_rec_ledger_entries e WHERE e.id = ANY (l)) AS x(s, o, a, d);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION rec_summaries_matches_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, (created_at AT TIME ZONE 'UTC')::date FROM old_rows) AS x(o, a, d);
  ELSE
    PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT n.organization_id, n.account_id, (n.created_at AT TIME ZONE 'UTC')::date
              FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.status, n.account_id, n.created_at) IS DISTINCT FROM (p.status, p.account_id, p.created_at)
            UNION
            SELECT p.organization_id, p.account_id, (p.created_at AT TIME ZONE 'UTC')::date
              FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.status, n.account_id, n.created_at) IS DISTINCT FROM (p.status, p.account_id, p.created_at)
           ) AS x(o, a, d);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_transactions_summaries_ins AFTER INSERT ON bank_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_bank_changed();
--> statement-breakpoint
CREATE TRIGGER bank_transactions_summaries_upd AFTER UPDATE ON bank_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_bank_changed();
--> statement-breakpoint
CREATE TRIGGER bank_transactions_summaries_del AFTER DELETE ON bank_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_bank_changed();
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_summaries_ins AFTER INSERT ON bank_rec_ledger_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_summaries_upd AFTER UPDATE ON bank_rec_ledger_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_summaries_del AFTER DELETE ON bank_rec_ledger_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_ledger_changed();
--> statement-breakpoint
CREATE TRIGGER match_items_summaries_ins AFTER INSERT ON match_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_items_changed();
--> statement-breakpoint
CREATE TRIGGER match_items_summaries_upd AFTER UPDATE ON match_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_items_changed();
--> statement-breakpoint
CREATE TRIGGER match_items_summaries_del AFTER DELETE ON match_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_items_changed();
--> statement-breakpoint
CREATE TRIGGER matches_summaries_ins AFTER INSERT ON matches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_matches_changed();
--> statement-breakpoint
CREATE TRIGGER matches_summaries_upd AFTER UPDATE ON matches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_matches_changed();
--> statement-breakpoint
CREATE TRIGGER matches_summaries_del AFTER DELETE ON matches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_matches_changed();
--> statement-breakpoint
-- Suggestions are not summarised, but the dashboards count the pending ones: a written, decided or stale
-- suggestion moves its account's version so no dashboard reuses a count from before it.
CREATE FUNCTION rec_summaries_suggestions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_lock(array_agg(o), array_agg(a))
      FROM (SELECT DISTINCT organization_id, account_id FROM old_rows) AS x(o, a);
  ELSE
    PERFORM rec_summaries_lock(array_agg(o), array_agg(a))
      FROM (SELECT DISTINCT organization_id, account_id FROM new_rows) AS x(o, a);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_suggestions_summaries_ins AFTER INSERT ON match_suggestions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_suggestions_changed();
--> statement-breakpoint
CREATE TRIGGER match_suggestions_summaries_upd AFTER UPDATE ON match_suggestions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_suggestions_changed();
--> statement-breakpoint
CREATE TRIGGER match_suggestions_summaries_del AFTER DELETE ON match_suggestions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rec_summaries_suggestions_changed();
--> statement-breakpoint
-- Every summary row recounted from the live rows: the migration's backfill, and what a bench calls after
-- loading rows with triggers off (session_replication_role = replica).
CREATE FUNCTION rec_summaries_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM rec_line_summaries;
  DELETE FROM rec_line_months;
  DELETE FROM rec_match_summaries;
  PERFORM rec_summaries_refresh_lines(array_agg(s), array_agg(o), array_agg(a), array_agg(d))
    FROM (SELECT DISTINCT 'bank'::text, organization_id, account_id, value_date FROM bank_transactions
          UNION ALL
          SELECT DISTINCT 'ledger'::text, organization_id, account_id, transaction_date FROM bank_rec_ledger_entries) AS x(s, o, a, d);
  PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
    FROM (SELECT DISTINCT organization_id, account_id, (created_at AT TIME ZONE 'UTC')::date FROM matches) AS x(o, a, d);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT rec_summaries_rebuild();
