CREATE TABLE "implementation_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"author_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementation_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"co_id" text NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"start_date" date NOT NULL,
	"first_reconciled_month" text,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implementation_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"owner_role" integer NOT NULL,
	"due_date" date NOT NULL,
	"required_documents" jsonb NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"blocker" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"closed_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "implementation_steps_status_check" CHECK ("implementation_steps"."status" in ('not_started', 'in_progress', 'blocked', 'done'))
);
--> statement-breakpoint
CREATE TABLE "implementation_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "implementation_comments" ADD CONSTRAINT "implementation_comments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_comments" ADD CONSTRAINT "implementation_comments_step_id_implementation_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."implementation_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_comments" ADD CONSTRAINT "implementation_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_documents" ADD CONSTRAINT "implementation_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_documents" ADD CONSTRAINT "implementation_documents_step_id_implementation_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."implementation_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_documents" ADD CONSTRAINT "implementation_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_projects" ADD CONSTRAINT "implementation_projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_projects" ADD CONSTRAINT "implementation_projects_template_id_implementation_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."implementation_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_projects" ADD CONSTRAINT "implementation_projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_steps" ADD CONSTRAINT "implementation_steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_steps" ADD CONSTRAINT "implementation_steps_project_id_implementation_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."implementation_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_steps" ADD CONSTRAINT "implementation_steps_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementation_templates" ADD CONSTRAINT "implementation_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "implementation_comments_step_idx" ON "implementation_comments" USING btree ("step_id","created_at");--> statement-breakpoint
CREATE INDEX "implementation_documents_step_idx" ON "implementation_documents" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "implementation_projects_org_idx" ON "implementation_projects" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "implementation_projects_org_customer_idx" ON "implementation_projects" USING btree ("organization_id","co_id");--> statement-breakpoint
CREATE INDEX "implementation_steps_project_idx" ON "implementation_steps" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "implementation_templates_org_idx" ON "implementation_templates" USING btree ("organization_id");