ALTER TABLE "rec_tenant_configs" ADD COLUMN "match_rules" jsonb;--> statement-breakpoint
ALTER TABLE "rec_tenant_configs" ADD COLUMN "aged_uncleared_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_status" CHECK ("match_suggestions"."status" in ('pending', 'accepted', 'rejected', 'stale'));