CREATE TABLE "bank_rec_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rec_bank_accounts_org_account_id" UNIQUE("organization_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "bank_rec_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"co_id" text NOT NULL,
	"co_name" text NOT NULL,
	"co_fein" text DEFAULT '' NOT NULL,
	"co_status" text DEFAULT 'Active' NOT NULL,
	"co_type" text DEFAULT 'Client' NOT NULL,
	"co_dba" text DEFAULT '' NOT NULL,
	"co_ees" text DEFAULT '' NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rec_clients_org_co_id" UNIQUE("organization_id","co_id"),
	CONSTRAINT "bank_rec_clients_co_id_normalised" CHECK ("bank_rec_clients"."co_id" = upper(btrim("bank_rec_clients"."co_id")) and char_length("bank_rec_clients"."co_id") between 1 and 10),
	CONSTRAINT "bank_rec_clients_status" CHECK ("bank_rec_clients"."co_status" in ('Active', 'Inactive', 'Terminated'))
);
--> statement-breakpoint
CREATE TABLE "bank_rec_ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"ledger" text NOT NULL,
	"ledger_id" text NOT NULL,
	"account_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rec_ledger_accounts_org_name" UNIQUE("organization_id","account_name")
);
--> statement-breakpoint
CREATE TABLE "bank_rec_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"check_no" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_date" date NOT NULL,
	"co_id" text NOT NULL,
	"ledger" text DEFAULT '' NOT NULL,
	"transaction_type" text DEFAULT '' NOT NULL,
	"tax_type" text DEFAULT '' NOT NULL,
	"account" text NOT NULL,
	"ledger_id" text DEFAULT '' NOT NULL,
	"account_id" text DEFAULT '' NOT NULL,
	"manual_check" boolean DEFAULT false NOT NULL,
	"rec_type" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"tax_confirmation" text DEFAULT '' NOT NULL,
	"auto_match" boolean DEFAULT true NOT NULL,
	"quarter" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"transfer_id" uuid,
	"transfer_line" integer,
	"import_id" uuid,
	"void_reason" text,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(lower("details" || ' ' || "check_no"), '[^a-z0-9]+', ' ', 'g'))) STORED,
	CONSTRAINT "bank_rec_ledger_status" CHECK ("bank_rec_ledger_entries"."status" in ('open', 'matched', 'reconciling', 'void')),
	CONSTRAINT "bank_rec_ledger_source" CHECK ("bank_rec_ledger_entries"."source" in ('manual', 'transfer', 'import')),
	CONSTRAINT "bank_rec_ledger_tax_type" CHECK ("bank_rec_ledger_entries"."tax_type" in ('', 'Federal', 'State', 'Local')),
	CONSTRAINT "bank_rec_ledger_transfer_link" CHECK ("bank_rec_ledger_entries"."source" <> 'transfer' or ("bank_rec_ledger_entries"."transfer_id" is not null and "bank_rec_ledger_entries"."transfer_line" is not null)),
	CONSTRAINT "bank_rec_ledger_void_stamp" CHECK ("bank_rec_ledger_entries"."status" <> 'void' or "bank_rec_ledger_entries"."voided_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "bank_rec_ledgers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ledger_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rec_ledgers_org_ledger_id" UNIQUE("organization_id","ledger_id")
);
--> statement-breakpoint
CREATE TABLE "bank_rec_transaction_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"trans_code" text NOT NULL,
	"trans_desc" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rec_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"transfer_hash" text NOT NULL,
	"payload_hash" text NOT NULL,
	"non_banking" boolean NOT NULL,
	"transaction_date" date NOT NULL,
	"details" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "bank_rec_transfers_org_id" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_rec_transfers_hash_hex" CHECK ("bank_rec_transfers"."transfer_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "rec_reconciling_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"service" text DEFAULT 'Bank Rec' NOT NULL,
	"name" text NOT NULL,
	"system_assigned" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rec_tenant_configs" (
	"organization_id" uuid NOT NULL,
	"service" text NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rec_tenant_configs_organization_id_service_pk" PRIMARY KEY("organization_id","service")
);
--> statement-breakpoint
ALTER TABLE "bank_rec_bank_accounts" ADD CONSTRAINT "bank_rec_bank_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_accounts" ADD CONSTRAINT "bank_rec_ledger_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_accounts" ADD CONSTRAINT "bank_rec_ledger_accounts_ledger_fk" FOREIGN KEY ("organization_id","ledger_id") REFERENCES "public"."bank_rec_ledgers"("organization_id","ledger_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_accounts" ADD CONSTRAINT "bank_rec_ledger_accounts_bank_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."bank_rec_bank_accounts"("organization_id","account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_client_fk" FOREIGN KEY ("organization_id","co_id") REFERENCES "public"."bank_rec_clients"("organization_id","co_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_transfer_fk" FOREIGN KEY ("organization_id","transfer_id") REFERENCES "public"."bank_rec_transfers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_account_fk" FOREIGN KEY ("organization_id","account") REFERENCES "public"."bank_rec_ledger_accounts"("organization_id","account_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledgers" ADD CONSTRAINT "bank_rec_ledgers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_transaction_codes" ADD CONSTRAINT "bank_rec_transaction_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_transfers" ADD CONSTRAINT "bank_rec_transfers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_transfers" ADD CONSTRAINT "bank_rec_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rec_reconciling_types" ADD CONSTRAINT "rec_reconciling_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rec_tenant_configs" ADD CONSTRAINT "rec_tenant_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_bank_accounts_org_name" ON "bank_rec_bank_accounts" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_clients_org_fein" ON "bank_rec_clients" USING btree ("organization_id","co_fein") WHERE "bank_rec_clients"."co_fein" <> '';--> statement-breakpoint
CREATE INDEX "bank_rec_clients_org_name_idx" ON "bank_rec_clients" USING btree ("organization_id",lower("co_name"));--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_client_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","co_id","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_account_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","account","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_bank_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","account_id","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_status_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","status","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_amount_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","amount_minor","id");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_search_idx" ON "bank_rec_ledger_entries" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_transfer_idx" ON "bank_rec_ledger_entries" USING btree ("transfer_id") WHERE "bank_rec_ledger_entries"."transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_import_idx" ON "bank_rec_ledger_entries" USING btree ("import_id") WHERE "bank_rec_ledger_entries"."import_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_transaction_codes_org_code" ON "bank_rec_transaction_codes" USING btree ("organization_id","trans_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_transfers_org_hash_live" ON "bank_rec_transfers" USING btree ("organization_id","transfer_hash") WHERE "bank_rec_transfers"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rec_reconciling_types_org_service_name" ON "rec_reconciling_types" USING btree ("organization_id","service","name");