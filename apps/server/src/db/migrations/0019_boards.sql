CREATE TABLE "board_card_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"type" text NOT NULL,
	"member_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_card_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"due" timestamp with time zone,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"checklists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"attachment_cover_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"task_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'free' NOT NULL,
	"settings" jsonb DEFAULT '{"color":"","subscribed":true,"cardCoverImages":true}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_card_activities" ADD CONSTRAINT "board_card_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_activities" ADD CONSTRAINT "board_card_activities_card_id_board_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."board_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_activities" ADD CONSTRAINT "board_card_activities_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_attachments" ADD CONSTRAINT "board_card_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_attachments" ADD CONSTRAINT "board_card_attachments_card_id_board_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."board_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_card_attachments" ADD CONSTRAINT "board_card_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_list_id_board_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."board_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_cards" ADD CONSTRAINT "board_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_labels" ADD CONSTRAINT "board_labels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_labels" ADD CONSTRAINT "board_labels_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_lists" ADD CONSTRAINT "board_lists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_lists" ADD CONSTRAINT "board_lists_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_card_activities_card_idx" ON "board_card_activities" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "board_card_attachments_card_idx" ON "board_card_attachments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "board_cards_list_idx" ON "board_cards" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "board_labels_board_idx" ON "board_labels" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "board_lists_board_idx" ON "board_lists" USING btree ("board_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_org_number_uq" ON "boards" USING btree ("organization_id","number");--> statement-breakpoint
-- Comments and activity on cards are append-only: what was said and done is never rewritten.
CREATE OR REPLACE FUNCTION board_card_activities_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'board_card_activities is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER board_card_activities_no_update_delete
  BEFORE UPDATE OR DELETE ON board_card_activities
  FOR EACH ROW EXECUTE FUNCTION board_card_activities_append_only();
--> statement-breakpoint
-- Board 1 of an organisation exists from the start: the reconciliation board, one list per task state
-- and the scrumboard's default labels. Made here so every way of creating an organisation gets it.
CREATE OR REPLACE FUNCTION create_first_board(org uuid) RETURNS void AS $$
DECLARE
  board uuid;
BEGIN
  INSERT INTO boards (organization_id, number, name, kind)
    VALUES (org, 1, 'Month-end close', 'reconciliation')
    ON CONFLICT (organization_id, number) DO NOTHING
    RETURNING id INTO board;
  IF board IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO board_lists (organization_id, board_id, name, position, task_state) VALUES
    (org, board, 'Not started', 0, 'not_started'),
    (org, board, 'In preparation', 1, 'in_preparation'),
    (org, board, 'Ready for review', 2, 'ready_for_review'),
    (org, board, 'Certified', 3, 'certified');
  INSERT INTO board_labels (organization_id, board_id, name, color) VALUES
    (org, board, 'High Priority', 'red'),
    (org, board, 'Design', 'orange'),
    (org, board, 'App', 'blue'),
    (org, board, 'Feature', 'green');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizations_first_board() RETURNS trigger AS $$
BEGIN
  PERFORM create_first_board(NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER organizations_create_first_board
  AFTER INSERT ON organizations
  FOR EACH ROW EXECUTE FUNCTION organizations_first_board();
--> statement-breakpoint
SELECT create_first_board(id) FROM organizations;
