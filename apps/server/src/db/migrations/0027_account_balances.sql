CREATE TABLE "account_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"file_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_balances_kind_check" CHECK ("account_balances"."kind" in ('opening', 'closing', 'available'))
);
--> statement-breakpoint
CREATE TABLE "balance_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"balance_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_files_source_check" CHECK ("balance_files"."source" in ('file', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "csv_column_profiles" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_column_profiles_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_file_id_balance_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."balance_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."bank_rec_bank_accounts"("organization_id","account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_files" ADD CONSTRAINT "balance_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_files" ADD CONSTRAINT "balance_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_column_profiles" ADD CONSTRAINT "csv_column_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_column_profiles" ADD CONSTRAINT "csv_column_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_balances_org_account_day_kind_key" ON "account_balances" USING btree ("organization_id","account_id","date","kind","source");--> statement-breakpoint
CREATE INDEX "account_balances_file_idx" ON "account_balances" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_files_org_sha_key" ON "balance_files" USING btree ("organization_id","sha256");--> statement-breakpoint
CREATE INDEX "balance_files_org_created_idx" ON "balance_files" USING btree ("organization_id","created_at");