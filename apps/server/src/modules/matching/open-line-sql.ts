/**
 * "The bank line `bt` sits in no live match", as SQL for any query over `bank_transactions bt`.
 *
 * A correlated subquery with `limit 1` stays a probe of the items' index per line. The same test written
 * as `not exists (...)` is turned by PostgreSQL into a (parallel) hash anti-join that reads every live
 * match item of every organisation for each query: an account's open lines took 91 ms at 365,000 items
 * against 63 ms as probes, and the gap grows with the table, not with the account (ADR 0028).
 */
export const BANK_LINE_OPEN_SQL =
  '(select mi.id from match_items mi where mi.bank_transaction_id = bt.id and mi.live limit 1) is null';
