-- Hand-ordered (ADR 0012): the old client foreign key goes before the unique key it uses, and the new
-- unique key comes before the foreign key that uses it.
CREATE TABLE "ewa_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"partner" text NOT NULL,
	"name" text NOT NULL,
	"parent" text,
	"platform" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ewa_partners_org_partner" UNIQUE("organization_id","partner"),
	CONSTRAINT "ewa_partners_partner_normalised" CHECK ("ewa_partners"."partner" = upper(btrim("ewa_partners"."partner")) and char_length("ewa_partners"."partner") between 1 and 10),
	CONSTRAINT "ewa_partners_not_own_parent" CHECK ("ewa_partners"."parent" is null or "ewa_partners"."parent" <> "ewa_partners"."partner")
);
--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" DROP CONSTRAINT "bank_rec_ledger_entries_client_fk";
--> statement-breakpoint
ALTER TABLE "bank_rec_clients" DROP CONSTRAINT "bank_rec_clients_org_co_id";--> statement-breakpoint
DROP INDEX "bank_rec_clients_org_fein";--> statement-breakpoint
DROP INDEX "bank_rec_clients_org_name_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_date_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_client_date_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_account_date_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_status_date_idx";--> statement-breakpoint
DROP INDEX "bank_rec_ledger_org_amount_idx";--> statement-breakpoint
DROP INDEX "bank_rec_transfers_org_hash_live";--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD COLUMN "area" text DEFAULT 'bankRec' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD COLUMN "partner" text;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD COLUMN "platform" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD COLUMN "ach_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "area" text DEFAULT 'bankRec' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "partner" text;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "customer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "source_date" date;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "source_file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "file_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD COLUMN "line_no" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_rec_transfers" ADD COLUMN "area" text DEFAULT 'bankRec' NOT NULL;--> statement-breakpoint
ALTER TABLE "ewa_partners" ADD CONSTRAINT "ewa_partners_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_partners" ADD CONSTRAINT "ewa_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_partners" ADD CONSTRAINT "ewa_partners_parent_fk" FOREIGN KEY ("organization_id","parent") REFERENCES "public"."ewa_partners"("organization_id","partner") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ewa_partners_org_name_idx" ON "ewa_partners" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_partner_fk" FOREIGN KEY ("organization_id","partner") REFERENCES "public"."ewa_partners"("organization_id","partner") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_org_area_co_id" UNIQUE("organization_id","area","co_id");--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_area_client_fk" FOREIGN KEY ("organization_id","area","co_id") REFERENCES "public"."bank_rec_clients"("organization_id","area","co_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_entries_partner_fk" FOREIGN KEY ("organization_id","partner") REFERENCES "public"."ewa_partners"("organization_id","partner") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_clients_org_area_fein" ON "bank_rec_clients" USING btree ("organization_id","area","co_fein") WHERE "bank_rec_clients"."co_fein" <> '';--> statement-breakpoint
CREATE INDEX "bank_rec_clients_org_area_name_idx" ON "bank_rec_clients" USING btree ("organization_id","area",lower("co_name"));--> statement-breakpoint
CREATE INDEX "bank_rec_clients_org_partner_idx" ON "bank_rec_clients" USING btree ("organization_id","partner") WHERE "bank_rec_clients"."partner" is not null;--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_client_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","co_id","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_account_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","account","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_status_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","status","transaction_date","id","amount_minor");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_amount_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","amount_minor","id");--> statement-breakpoint
CREATE INDEX "bank_rec_ledger_org_area_partner_date_idx" ON "bank_rec_ledger_entries" USING btree ("organization_id","area","partner","transaction_date","id","amount_minor") WHERE "bank_rec_ledger_entries"."partner" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_rec_transfers_org_area_hash_live" ON "bank_rec_transfers" USING btree ("organization_id","area","transfer_hash") WHERE "bank_rec_transfers"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_area" CHECK ("bank_rec_clients"."area" in ('bankRec', 'ewa'));--> statement-breakpoint
ALTER TABLE "bank_rec_clients" ADD CONSTRAINT "bank_rec_clients_partner_of_employers" CHECK (("bank_rec_clients"."area" = 'ewa') = ("bank_rec_clients"."partner" is not null));--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_area" CHECK ("bank_rec_ledger_entries"."area" in ('bankRec', 'ewa'));--> statement-breakpoint
ALTER TABLE "bank_rec_ledger_entries" ADD CONSTRAINT "bank_rec_ledger_partner_of_employer_funds" CHECK (("bank_rec_ledger_entries"."area" = 'ewa') = ("bank_rec_ledger_entries"."partner" is not null));--> statement-breakpoint
ALTER TABLE "bank_rec_transfers" ADD CONSTRAINT "bank_rec_transfers_area" CHECK ("bank_rec_transfers"."area" in ('bankRec', 'ewa'));