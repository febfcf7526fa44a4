CREATE TABLE "health_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	"api_latency_ms" real,
	"db_latency_ms" real,
	"queue_depth" integer NOT NULL,
	"oldest_waiting_seconds" real NOT NULL,
	"failed_jobs" integer NOT NULL,
	"import_count" integer NOT NULL,
	"import_avg_ms" real,
	"import_max_ms" real,
	"auto_match_count" integer NOT NULL,
	"auto_match_avg_ms" real,
	"auto_match_max_ms" real,
	"socket_connections" integer NOT NULL,
	"rss_bytes" bigint NOT NULL,
	"heap_used_bytes" bigint NOT NULL,
	"event_loop_lag_ms" real NOT NULL,
	"db_size_bytes" bigint
);
--> statement-breakpoint
CREATE TABLE "probe_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"cause" text NOT NULL,
	"failed_probes" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "probe_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"latency_ms" real NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product_line_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'service' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"component_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"expected_status" integer DEFAULT 200 NOT NULL,
	"interval_seconds" integer DEFAULT 60 NOT NULL,
	"timeout_ms" integer DEFAULT 5000 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "product_endpoints_status" CHECK ("product_endpoints"."expected_status" between 100 and 599),
	CONSTRAINT "product_endpoints_interval" CHECK ("product_endpoints"."interval_seconds" >= 10),
	CONSTRAINT "product_endpoints_timeout" CHECK ("product_endpoints"."timeout_ms" > 0 and "product_endpoints"."timeout_ms" < "product_endpoints"."interval_seconds" * 1000)
);
--> statement-breakpoint
CREATE TABLE "product_line_customers" (
	"organization_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"product_line_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_line_customers_client_id_pk" PRIMARY KEY("client_id")
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lines_org_slug" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
ALTER TABLE "probe_incidents" ADD CONSTRAINT "probe_incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probe_incidents" ADD CONSTRAINT "probe_incidents_endpoint_id_product_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."product_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probe_results" ADD CONSTRAINT "probe_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probe_results" ADD CONSTRAINT "probe_results_endpoint_id_product_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."product_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_endpoints" ADD CONSTRAINT "product_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_endpoints" ADD CONSTRAINT "product_endpoints_component_id_product_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."product_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_line_customers" ADD CONSTRAINT "product_line_customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_line_customers" ADD CONSTRAINT "product_line_customers_client_id_bank_rec_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."bank_rec_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_line_customers" ADD CONSTRAINT "product_line_customers_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_samples_bucket_idx" ON "health_samples" USING btree ("bucket_at");--> statement-breakpoint
CREATE UNIQUE INDEX "probe_incidents_one_open_idx" ON "probe_incidents" USING btree ("endpoint_id") WHERE "probe_incidents"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "probe_incidents_org_opened_idx" ON "probe_incidents" USING btree ("organization_id","opened_at");--> statement-breakpoint
CREATE INDEX "probe_results_endpoint_at_idx" ON "probe_results" USING btree ("endpoint_id","checked_at");--> statement-breakpoint
CREATE INDEX "probe_results_at_idx" ON "probe_results" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "product_components_line_idx" ON "product_components" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "product_endpoints_due_idx" ON "product_endpoints" USING btree ("next_run_at") WHERE "product_endpoints"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "product_endpoints_component_idx" ON "product_endpoints" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "product_line_customers_line_idx" ON "product_line_customers" USING btree ("product_line_id");