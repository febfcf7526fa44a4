-- ADR 0034: PL/pgSQL plans a trigger function's static query once per connection and keeps the plan
-- until a table in it is analysed again; the size of a transition table at that first call is part of
-- the plan. A join of an update's old and new rows planned for one row (a clerk's single match or edit)
-- became a nested loop, kept for the same connection's later bulk statement: 20,000 rows updated took
-- 10.6 s on a connection that had first updated one row, 68 ms on a fresh one. Every trigger statement
-- that joins a transition table to another table (the other transition table, lines, matches, items) now
-- runs with EXECUTE, planned for the rows it has. Statements that only aggregate one transition table, or
-- look rows up by an array of ids, keep their static form. What each trigger does is unchanged.
CREATE OR REPLACE FUNCTION rec_summaries_bank_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, value_date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, value_date FROM old_rows) AS x(o, a, d);
  ELSE
    EXECUTE $q$ SELECT rec_summaries_refresh_lines(array_agg('bank'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT n.organization_id, n.account_id, n.value_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.value_date, n.amount_minor) IS DISTINCT FROM (p.account_id, p.value_date, p.amount_minor)
            UNION
            SELECT p.organization_id, p.account_id, p.value_date FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.account_id, n.value_date, n.amount_minor) IS DISTINCT FROM (p.account_id, p.value_date, p.amount_minor)
           ) AS x(o, a, d) $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rec_summaries_items_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE b uuid[]; l uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(bank_transaction_id), array_agg(ledger_entry_id) INTO b, l FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(bank_transaction_id), array_agg(ledger_entry_id) INTO b, l FROM old_rows;
  ELSE
    EXECUTE $q$ SELECT array_agg(x.b), array_agg(x.l) FROM (
      SELECT p.bank_transaction_id, p.ledger_entry_id FROM old_rows p JOIN new_rows n ON n.id = p.id
       WHERE (n.live, n.bank_transaction_id, n.ledger_entry_id, n.match_id)
             IS DISTINCT FROM (p.live, p.bank_transaction_id, p.ledger_entry_id, p.match_id)
      UNION ALL
      SELECT n.bank_transaction_id, n.ledger_entry_id FROM old_rows p JOIN new_rows n ON n.id = p.id
       WHERE (n.live, n.bank_transaction_id, n.ledger_entry_id, n.match_id)
             IS DISTINCT FROM (p.live, p.bank_transaction_id, p.ledger_entry_id, p.match_id)) AS x(b, l) $q$ INTO b, l;
  END IF;
  PERFORM rec_summaries_refresh_lines(array_agg(s), array_agg(o), array_agg(a), array_agg(d))
    FROM (SELECT DISTINCT 'bank'::text, bt.organization_id, bt.account_id, bt.value_date
            FROM bank_transactions bt WHERE bt.id = ANY (b)
          UNION
          SELECT DISTINCT 'ledger'::text, e.organization_id, e.account_id, e.transaction_date
            FROM bank_rec_ledger_entries e WHERE e.id = ANY (l)) AS x(s, o, a, d);
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rec_summaries_ledger_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, transaction_date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, transaction_date FROM old_rows) AS x(o, a, d);
  ELSE
    EXECUTE $q$ SELECT rec_summaries_refresh_lines(array_agg('ledger'::text), array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT k.o, k.a, k.d FROM new_rows n JOIN old_rows p ON p.id = n.id,
                   LATERAL (VALUES (n.organization_id, n.account_id, n.transaction_date),
                                   (p.organization_id, p.account_id, p.transaction_date)) AS k(o, a, d)
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status = 'reconciling', n.status = 'void', n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status = 'reconciling', p.status = 'void', p.area)
           ) AS x(o, a, d) $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rec_summaries_matches_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows) AS x(o, a, d);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT DISTINCT organization_id, account_id, (created_at AT TIME ZONE 'UTC')::date FROM old_rows) AS x(o, a, d);
  ELSE
    EXECUTE $q$ SELECT rec_summaries_refresh_matches(array_agg(o), array_agg(a), array_agg(d))
      FROM (SELECT n.organization_id, n.account_id, (n.created_at AT TIME ZONE 'UTC')::date
              FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.status, n.account_id, n.created_at) IS DISTINCT FROM (p.status, p.account_id, p.created_at)
            UNION
            SELECT p.organization_id, p.account_id, (p.created_at AT TIME ZONE 'UTC')::date
              FROM new_rows n JOIN old_rows p ON p.id = n.id
             WHERE (n.status, n.account_id, n.created_at) IS DISTINCT FROM (p.status, p.account_id, p.created_at)
           ) AS x(o, a, d) $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_references_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM match_items_check_references(array_agg(match_id), array_agg(organization_id),
                                         array_agg(bank_transaction_id), array_agg(ledger_entry_id))
      FROM new_rows HAVING count(*) > 0;
  ELSE
    -- Only items whose references changed (a line's deletion sets its reference to null: nothing to check).
    EXECUTE $q$ SELECT match_items_check_references(array_agg(n.match_id), array_agg(n.organization_id),
                                         array_agg(n.bank_transaction_id), array_agg(n.ledger_entry_id))
      FROM new_rows n JOIN old_rows p ON p.id = n.id
     WHERE (n.match_id, n.organization_id, n.bank_transaction_id, n.ledger_entry_id)
           IS DISTINCT FROM (p.match_id, p.organization_id, p.bank_transaction_id, p.ledger_entry_id)
       AND (n.bank_transaction_id IS NOT NULL OR n.ledger_entry_id IS NOT NULL OR n.match_id <> p.match_id
            OR n.organization_id <> p.organization_id)
    HAVING count(*) > 0 $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_bank_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, '', 'bank line added') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(value_date, 'YYYY-MM') AS period, import_id
               FROM new_lines) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, 'un-import of ', 'bank line removed') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(value_date, 'YYYY-MM') AS period, import_id
               FROM old_lines) l;
  ELSE
    EXECUTE $q$ SELECT reconciliation_decertify(l.organization_id, l.account_id, l.period, 'bank line changed dated in ' || l.period)
       FROM (SELECT DISTINCT x.organization_id, x.account_id, to_char(x.value_date, 'YYYY-MM') AS period
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.value_date),
                                    (n.organization_id, n.account_id, n.value_date)) AS x(organization_id, account_id, value_date)
              WHERE (o.amount_minor, o.value_date, o.account_id) IS DISTINCT FROM (n.amount_minor, n.value_date, n.account_id)) l $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_ledger_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, '', 'ledger entry added') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(transaction_date, 'YYYY-MM') AS period, import_id
               FROM new_lines) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, 'un-import of ', 'ledger entry removed') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(transaction_date, 'YYYY-MM') AS period, import_id
               FROM old_lines) l;
  ELSE
    -- Matching moves an entry between open and matched: that is the match's change, not the entry's.
    EXECUTE $q$ SELECT reconciliation_decertify(l.organization_id, l.account_id, l.period,
              CASE WHEN l.voided THEN 'ledger entry voided' ELSE 'ledger entry edited' END || ' dated in ' || l.period)
       FROM (SELECT DISTINCT x.organization_id, x.account_id, to_char(x.transaction_date, 'YYYY-MM') AS period,
                    (n.status = 'void' AND o.status <> 'void') AS voided
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.transaction_date),
                                    (n.organization_id, n.account_id, n.transaction_date)) AS x(organization_id, account_id, transaction_date)
              WHERE (o.amount_minor, o.transaction_date, o.account_id, o.status = 'void')
                    IS DISTINCT FROM (n.amount_minor, n.transaction_date, n.account_id, n.status = 'void')) l $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_match_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE $q$ SELECT reconciliation_decertify(l.organization_id, l.account_id, l.period, 'match dated in ' || l.period)
       FROM (SELECT DISTINCT i.organization_id, coalesce(bt.account_id, e.account_id) AS account_id,
                    to_char(coalesce(bt.value_date, e.transaction_date), 'YYYY-MM') AS period
               FROM new_items i
               LEFT JOIN bank_transactions bt ON bt.id = i.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = i.ledger_entry_id
              WHERE i.live) l
      WHERE l.account_id IS NOT NULL $q$;
  ELSE
    -- The match's undo reason says why ('Un-import of X.bai2' when an un-import dissolves it first).
    EXECUTE $q$ SELECT reconciliation_decertify(l.organization_id, l.account_id, l.period,
              'unmatch' || CASE WHEN l.why <> '' THEN ': ' || l.why ELSE '' END || ' dated in ' || l.period)
       FROM (SELECT DISTINCT n.organization_id, coalesce(bt.account_id, e.account_id) AS account_id,
                    to_char(coalesce(bt.value_date, e.transaction_date), 'YYYY-MM') AS period,
                    coalesce(m.undo_reason, '') AS why
               FROM old_items o JOIN new_items n ON n.id = o.id
               JOIN matches m ON m.id = n.match_id
               LEFT JOIN bank_transactions bt ON bt.id = n.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = n.ledger_entry_id
              WHERE o.live AND NOT n.live) l
      WHERE l.account_id IS NOT NULL $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_release_bank_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  EXECUTE $q$ UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND mi.live $q$;
  EXECUTE $q$ UPDATE match_items mi SET bank_transaction_id = NULL FROM old_rows o WHERE mi.bank_transaction_id = o.id AND NOT mi.live $q$;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_items_release_ledger_entries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  EXECUTE $q$ UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND mi.live $q$;
  EXECUTE $q$ UPDATE match_items mi SET ledger_entry_id = NULL FROM old_rows o WHERE mi.ledger_entry_id = o.id AND NOT mi.live $q$;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matches_refuse_delete_with_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE named boolean;
BEGIN
  PERFORM match_items_references_fence(ARRAY(SELECT organization_id FROM old_rows GROUP BY 1), true);
  EXECUTE $q$ SELECT EXISTS (SELECT 1 FROM match_items mi JOIN old_rows o ON mi.match_id = o.id) $q$ INTO named;
  IF named THEN
    RAISE EXCEPTION 'matches: a deleted match still has items'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_items_references';
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matches_refuse_delete_suggested()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE named boolean;
BEGIN
  EXECUTE $q$ SELECT EXISTS (SELECT 1 FROM match_suggestions s JOIN old_rows o ON s.match_id = o.id) $q$ INTO named;
  IF named THEN
    RAISE EXCEPTION 'matches: a deleted match is still named by a suggestion'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_suggestions_match_id_matches_id_fk';
  END IF;
  RETURN NULL;
END;
$function$;
