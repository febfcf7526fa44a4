ALTER TABLE "bank_rec_bank_accounts" ADD COLUMN "reconciliation_start" date;--> statement-breakpoint
ALTER TABLE "rec_tenant_configs" ADD COLUMN "lock_at_sign_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The reconciliation's first day per account (ADR 0035): its first statement day, kept from now on, so a
-- statement of an earlier period imported later stays outside every month's figures instead of moving
-- the start (and with it the opening balance and every book balance) back to itself.
UPDATE bank_rec_bank_accounts a SET reconciliation_start = s.first
  FROM (SELECT organization_id, account_id, min(date) AS first FROM bank_statement_balances
         WHERE kind = 'opening' GROUP BY organization_id, account_id) s
 WHERE s.organization_id = a.organization_id AND s.account_id = a.account_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_start_set() RETURNS trigger AS $$
BEGIN
  EXECUTE $q$ UPDATE bank_rec_bank_accounts a SET reconciliation_start = s.first
    FROM (SELECT organization_id, account_id, min(date) AS first FROM new_balances
           WHERE kind = 'opening' GROUP BY organization_id, account_id) s
   WHERE s.organization_id = a.organization_id AND s.account_id = a.account_id
     AND a.reconciliation_start IS NULL $q$;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_statement_balances_start_insert AFTER INSERT ON bank_statement_balances
  REFERENCING NEW TABLE AS new_balances FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_start_set();
--> statement-breakpoint
-- Un-importing the statement that opened the reconciliation moves the start to the next statement day
-- (the earliest one left when none follows); any other un-import leaves it where it is.
CREATE OR REPLACE FUNCTION reconciliation_start_removed() RETURNS trigger AS $$
BEGIN
  EXECUTE $q$ UPDATE bank_rec_bank_accounts a SET reconciliation_start = (
      SELECT coalesce(min(b.date) FILTER (WHERE b.date > a.reconciliation_start), min(b.date))
        FROM bank_statement_balances b
       WHERE b.organization_id = a.organization_id AND b.account_id = a.account_id AND b.kind = 'opening')
    FROM (SELECT DISTINCT organization_id, account_id, date FROM old_balances WHERE kind = 'opening') o
   WHERE o.organization_id = a.organization_id AND o.account_id = a.account_id
     AND o.date = a.reconciliation_start
     AND NOT EXISTS (SELECT 1 FROM bank_statement_balances b
                      WHERE b.organization_id = a.organization_id AND b.account_id = a.account_id
                        AND b.kind = 'opening' AND b.date = a.reconciliation_start) $q$;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_statement_balances_start_delete AFTER DELETE ON bank_statement_balances
  REFERENCING OLD TABLE AS old_balances FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_start_removed();
--> statement-breakpoint
-- Locks (ADR 0035). A month's figures are as of its last day, so they depend on every line dated up to
-- that day: a change dated `p_date` alters the figures of every month from its own on. It is refused
-- when one of those months is certified (or signed off, where the area locks at sign-off). The period
-- named is the first such month: the one the person has to reopen.
CREATE OR REPLACE FUNCTION reconciliation_locking_task(p_org uuid, p_account text, p_date date)
RETURNS TABLE (period text, state text) AS $$
  SELECT t.period, t.state FROM reconciliation_tasks t
   WHERE t.organization_id = p_org AND t.account_id = p_account AND t.period >= to_char(p_date, 'YYYY-MM')
     AND (t.state = 'certified' OR (t.state = 'ready_for_review' AND EXISTS (
           SELECT 1 FROM rec_tenant_configs c JOIN bank_rec_bank_accounts a
               ON a.organization_id = c.organization_id AND a.account_id = t.account_id
            WHERE c.organization_id = t.organization_id AND c.lock_at_sign_off
              AND c.service = CASE a.area WHEN 'ewa' THEN 'Employer Funds' ELSE 'Bank Rec' END)))
   ORDER BY t.period LIMIT 1
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The last day of the account's latest locked month (null: none): auto-match leaves the bank lines up
-- to it alone, since a match of two such lines would take effect in a locked month.
CREATE OR REPLACE FUNCTION reconciliation_locked_through(p_org uuid, p_account text) RETURNS date AS $$
  SELECT (to_date(max(t.period) || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day')::date
    FROM reconciliation_tasks t
   WHERE t.organization_id = p_org AND t.account_id = p_account
     AND EXISTS (SELECT 1 FROM reconciliation_locking_task(p_org, p_account, to_date(t.period || '-01', 'YYYY-MM-DD')) l
                  WHERE l.period = t.period)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Raises SQLSTATE CL409 (the API answers 409 with the message): "Operating · September 2026 is certified
-- and locked. Reopen it to change it." The detail says what was refused.
CREATE OR REPLACE FUNCTION reconciliation_refuse_locked(p_org uuid, p_account text, p_date date, p_what text)
RETURNS void AS $$
DECLARE
  v_task record;
  v_name text;
BEGIN
  IF p_date IS NULL OR p_account IS NULL THEN RETURN; END IF;
  SELECT * INTO v_task FROM reconciliation_locking_task(p_org, p_account, p_date);
  IF NOT FOUND THEN RETURN; END IF;
  SELECT name INTO v_name FROM bank_rec_bank_accounts WHERE organization_id = p_org AND account_id = p_account;
  RAISE EXCEPTION USING
    ERRCODE = 'CL409',
    MESSAGE = coalesce(v_name, p_account) || ' · '
      || to_char(to_date(v_task.period || '-01', 'YYYY-MM-DD'), 'FMMonth YYYY')
      || CASE WHEN v_task.state = 'certified' THEN ' is certified and locked.' ELSE ' is signed off and locked.' END
      || ' Reopen it to change it.',
    DETAIL = p_what || ' dated ' || to_char(p_date, 'YYYY-MM-DD');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_any_certified() RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM reconciliation_tasks WHERE state IN ('certified', 'ready_for_review'))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_bank_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_refuse_locked(l.organization_id, l.account_id, l.first,
              reconciliation_import_words(l.import_id, '', 'a bank line added'))
       FROM (SELECT organization_id, account_id, import_id, min(value_date) AS first
               FROM new_lines GROUP BY organization_id, account_id, import_id) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_refuse_locked(l.organization_id, l.account_id, l.first,
              reconciliation_import_words(l.import_id, 'un-import of ', 'a bank line removed'))
       FROM (SELECT organization_id, account_id, import_id, min(value_date) AS first
               FROM old_lines GROUP BY organization_id, account_id, import_id) l;
  ELSE
    EXECUTE $q$ SELECT reconciliation_refuse_locked(l.organization_id, l.account_id, l.first, 'a bank line changed')
       FROM (SELECT x.organization_id, x.account_id, min(x.value_date) AS first
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.value_date),
                                    (n.organization_id, n.account_id, n.value_date)) AS x(organization_id, account_id, value_date)
              WHERE (o.amount_minor, o.value_date, o.account_id) IS DISTINCT FROM (n.amount_minor, n.value_date, n.account_id)
              GROUP BY x.organization_id, x.account_id) l $q$;
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
    PERFORM reconciliation_refuse_locked(l.organization_id, l.account_id, l.first,
              reconciliation_import_words(l.import_id, '', 'a ledger entry added'))
       FROM (SELECT organization_id, account_id, import_id, min(transaction_date) AS first
               FROM new_lines GROUP BY organization_id, account_id, import_id) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_refuse_locked(l.organization_id, l.account_id, l.first,
              reconciliation_import_words(l.import_id, 'un-import of ', 'a ledger entry removed'))
       FROM (SELECT organization_id, account_id, import_id, min(transaction_date) AS first
               FROM old_lines GROUP BY organization_id, account_id, import_id) l;
  ELSE
    -- Matching moves an entry between open and matched: that is the match's change, not the entry's.
    EXECUTE $q$ SELECT reconciliation_refuse_locked(l.organization_id, l.account_id, l.first,
              CASE WHEN l.voided THEN 'a ledger entry voided' ELSE 'a ledger entry edited' END)
       FROM (SELECT x.organization_id, x.account_id, min(x.transaction_date) AS first,
                    bool_or(n.status = 'void' AND o.status <> 'void') AS voided
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.transaction_date),
                                    (n.organization_id, n.account_id, n.transaction_date)) AS x(organization_id, account_id, transaction_date)
              WHERE (o.amount_minor, o.transaction_date, o.account_id, o.status = 'void')
                    IS DISTINCT FROM (n.amount_minor, n.transaction_date, n.account_id, n.status = 'void')
              GROUP BY x.organization_id, x.account_id) l $q$;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
-- A match takes effect on its latest line's date (a check of September cleared in October clears in
-- October): making or undoing one is refused when that date is locked. Every live item of the match
-- counts, whichever statement wrote it; a line an un-import removed keeps its date in the snapshot.
CREATE OR REPLACE FUNCTION reconciliation_decertify_match_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE $q$ SELECT reconciliation_refuse_locked(l.organization_id, l.account_id, min(l.effective), 'a match')
       FROM (SELECT i.organization_id, max(coalesce(bt.account_id, e.account_id)) AS account_id,
                    max(coalesce(bt.value_date, e.transaction_date, nullif(i.snapshot->>'date', '')::date)) AS effective
               FROM (SELECT DISTINCT match_id FROM new_items WHERE live) n
               JOIN match_items i ON i.match_id = n.match_id AND i.live
               LEFT JOIN bank_transactions bt ON bt.id = i.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = i.ledger_entry_id
              GROUP BY i.organization_id, i.match_id) l
      WHERE l.account_id IS NOT NULL
      GROUP BY l.organization_id, l.account_id $q$;
  ELSE
    EXECUTE $q$ SELECT reconciliation_refuse_locked(l.organization_id, l.account_id, min(l.effective),
              'an unmatch' || CASE WHEN min(l.why) <> '' THEN ' (' || min(l.why) || ')' ELSE '' END)
       FROM (SELECT i.organization_id, max(coalesce(bt.account_id, e.account_id, m.account_id)) AS account_id,
                    max(coalesce(bt.value_date, e.transaction_date, nullif(i.snapshot->>'date', '')::date)) AS effective,
                    coalesce(max(m.undo_reason), '') AS why
               FROM (SELECT DISTINCT n.match_id FROM old_items o JOIN new_items n ON n.id = o.id
                      WHERE o.live AND NOT n.live) c
               JOIN matches m ON m.id = c.match_id
               JOIN match_items i ON i.match_id = c.match_id
               LEFT JOIN bank_transactions bt ON bt.id = i.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = i.ledger_entry_id
              GROUP BY i.organization_id, i.match_id) l
      WHERE l.account_id IS NOT NULL
      GROUP BY l.organization_id, l.account_id $q$;
  END IF;
  RETURN NULL;
END;
$function$;
