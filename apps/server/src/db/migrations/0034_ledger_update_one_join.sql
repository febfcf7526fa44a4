-- ADR 0030: an update of ledger entries finds the (account, day) keys whose summaries to recount with one
-- join of its old and new rows, each changed row giving both its old and its new key, instead of two
-- joins (one per side) united. Marking a full auto-match's 485,000 entries matched changes no key, but
-- each join of the two transition tables cost about 1.7 s of the update's 5.1 s: it now takes 3.4 s.
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
      FROM (SELECT DISTINCT k.o, k.a, k.d FROM new_rows n JOIN old_rows p ON p.id = n.id,
                   LATERAL (VALUES (n.organization_id, n.account_id, n.transaction_date),
                                   (p.organization_id, p.account_id, p.transaction_date)) AS k(o, a, d)
             WHERE (n.account_id, n.transaction_date, n.amount_minor, n.status = 'reconciling', n.status = 'void', n.area)
                   IS DISTINCT FROM (p.account_id, p.transaction_date, p.amount_minor, p.status = 'reconciling', p.status = 'void', p.area)
           ) AS x(o, a, d);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
