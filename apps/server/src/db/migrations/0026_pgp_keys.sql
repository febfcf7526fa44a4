CREATE TABLE "pgp_bank_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"fingerprint" text NOT NULL,
	"user_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pgp_org_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"user_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pgp_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"require_signature" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "pgp" jsonb;--> statement-breakpoint
ALTER TABLE "pgp_bank_keys" ADD CONSTRAINT "pgp_bank_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgp_bank_keys" ADD CONSTRAINT "pgp_bank_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgp_org_keys" ADD CONSTRAINT "pgp_org_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgp_org_keys" ADD CONSTRAINT "pgp_org_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgp_settings" ADD CONSTRAINT "pgp_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pgp_settings" ADD CONSTRAINT "pgp_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pgp_bank_keys_org_fingerprint_key" ON "pgp_bank_keys" USING btree ("organization_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "pgp_org_keys_org_fingerprint_key" ON "pgp_org_keys" USING btree ("organization_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "pgp_org_keys_one_current" ON "pgp_org_keys" USING btree ("organization_id") WHERE "pgp_org_keys"."current";