-- Custom (drizzle-kit generate --custom; the schema has no statement for it, ADR 0012): an organisation's
-- lines are nearly all of one area, so organization_id and area are strongly correlated. Without these
-- statistics the planner multiplies their selectivities and halves its estimate of a search's matches,
-- which decides whether the search ledger counts exactly (ledger-search.service's EXACT_COUNT_BELOW).
CREATE STATISTICS IF NOT EXISTS "bank_rec_ledger_org_area_stats" (dependencies, ndistinct) ON "organization_id", "area" FROM "bank_rec_ledger_entries";
