CREATE TABLE "match_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"side" text NOT NULL,
	"bank_transaction_id" uuid,
	"ledger_entry_id" uuid,
	"amount_minor" bigint NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "match_items_side" CHECK (("match_items"."side" = 'bank' and "match_items"."ledger_entry_id" is null) or ("match_items"."side" = 'ledger' and "match_items"."bank_transaction_id" is null))
);
--> statement-breakpoint
CREATE TABLE "match_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_ids" uuid[] NOT NULL,
	"ledger_ids" uuid[] NOT NULL,
	"difference_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_id" uuid,
	"match_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"rule_id" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 100 NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_total_minor" bigint NOT NULL,
	"ledger_total_minor" bigint NOT NULL,
	"difference_minor" bigint DEFAULT 0 NOT NULL,
	"adjustment_rec_type" text,
	"adjustment_reason" text,
	"engine_version" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_at" timestamp with time zone,
	"undo_reason" text,
	CONSTRAINT "matches_status" CHECK ("matches"."status" in ('confirmed', 'undone')),
	CONSTRAINT "matches_balanced" CHECK ("matches"."difference_minor" = "matches"."bank_total_minor" - "matches"."ledger_total_minor"),
	CONSTRAINT "matches_adjusted" CHECK ("matches"."difference_minor" = 0 or ("matches"."adjustment_rec_type" is not null and "matches"."adjustment_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_items" ADD CONSTRAINT "match_items_ledger_entry_id_bank_rec_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."bank_rec_ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_suggestions" ADD CONSTRAINT "match_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_items_live_bank" ON "match_items" USING btree ("bank_transaction_id") WHERE "match_items"."live" and "match_items"."bank_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "match_items_live_ledger" ON "match_items" USING btree ("ledger_entry_id") WHERE "match_items"."live" and "match_items"."ledger_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "match_items_match_idx" ON "match_items" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_suggestions_org_status_idx" ON "match_suggestions" USING btree ("organization_id","account_id","status","score");--> statement-breakpoint
CREATE INDEX "matches_org_account_created_idx" ON "matches" USING btree ("organization_id","account_id","created_at");