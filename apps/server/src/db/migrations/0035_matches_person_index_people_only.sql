-- A person's matches by time (dashboards, Home, the organisation report): only people's matches are
-- indexed. The engine's matches carry no person, are most of the table and are never read by person; a
-- full auto-match of 425,000 matches wrote as many entries here for nothing (ADR 0031).
DROP INDEX "matches_org_person_created_idx";--> statement-breakpoint
CREATE INDEX "matches_org_person_created_idx" ON "matches" USING btree ("organization_id","created_by","created_at") WHERE "matches"."created_by" is not null;
