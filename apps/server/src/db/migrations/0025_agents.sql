CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"area" text DEFAULT 'bankRec' NOT NULL,
	"activation_code_hash" text,
	"activation_expires_at" timestamp with time zone,
	"credential_hash" text,
	"activated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"reported_version" text DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone,
	"silent_notified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_area_check" CHECK ("agents"."area" in ('bankRec', 'ewa'))
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_org_idx" ON "agents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_activation_code_key" ON "agents" USING btree ("activation_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_credential_key" ON "agents" USING btree ("credential_hash");--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;