CREATE TABLE "bank_statement_balances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"import_id" uuid NOT NULL,
	"row_key" text NOT NULL,
	"value_date" date NOT NULL,
	"booking_date" date,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"type_code" text DEFAULT '' NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"customer_reference" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"bank_status" text DEFAULT 'booked' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"line" integer NOT NULL,
	"previous" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"severity" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"raw" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"error_flag" boolean DEFAULT false NOT NULL,
	"counts" jsonb DEFAULT '{"imported":0,"updated":0,"unchanged":0,"warnings":0,"errors":0}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"unimported_at" timestamp with time zone,
	"unimported_by" uuid
);
--> statement-breakpoint
ALTER TABLE "bank_statement_balances" ADD CONSTRAINT "bank_statement_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_balances" ADD CONSTRAINT "bank_statement_balances_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."bank_rec_bank_accounts"("organization_id","account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_issues" ADD CONSTRAINT "import_issues_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_unimported_by_users_id_fk" FOREIGN KEY ("unimported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_balances_org_account_date_idx" ON "bank_statement_balances" USING btree ("organization_id","account_id","date");--> statement-breakpoint
CREATE INDEX "bank_statement_balances_import_idx" ON "bank_statement_balances" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_org_account_row_key" ON "bank_transactions" USING btree ("organization_id","account_id","row_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_org_account_date_idx" ON "bank_transactions" USING btree ("organization_id","account_id","value_date","id");--> statement-breakpoint
CREATE INDEX "bank_transactions_import_idx" ON "bank_transactions" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_org_amount_idx" ON "bank_transactions" USING btree ("organization_id","account_id","amount_minor");--> statement-breakpoint
CREATE INDEX "import_issues_import_idx" ON "import_issues" USING btree ("import_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_org_sha_live" ON "imports" USING btree ("organization_id","kind","sha256") WHERE "imports"."status" in ('In Progress', 'Completed');--> statement-breakpoint
CREATE INDEX "imports_org_created_idx" ON "imports" USING btree ("organization_id","area","created_at");