CREATE TABLE "reconciliation_assignees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" text,
	"preparer_user_id" uuid,
	"reviewer_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_task_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"actor_user_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"figures" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"area" text NOT NULL,
	"account_id" text NOT NULL,
	"period" text NOT NULL,
	"state" text DEFAULT 'not_started' NOT NULL,
	"preparer_user_id" uuid,
	"reviewer_user_id" uuid,
	"signed_off_by" uuid,
	"due_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_tasks_state" CHECK ("reconciliation_tasks"."state" in ('not_started', 'in_preparation', 'ready_for_review', 'certified')),
	CONSTRAINT "reconciliation_tasks_period" CHECK ("reconciliation_tasks"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "reconciliation_tasks_maker_checker" CHECK ("reconciliation_tasks"."preparer_user_id" is null or "reconciliation_tasks"."preparer_user_id" is distinct from "reconciliation_tasks"."reviewer_user_id")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_assignees" ADD CONSTRAINT "reconciliation_assignees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_assignees" ADD CONSTRAINT "reconciliation_assignees_preparer_user_id_users_id_fk" FOREIGN KEY ("preparer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_assignees" ADD CONSTRAINT "reconciliation_assignees_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_task_events" ADD CONSTRAINT "reconciliation_task_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_task_events" ADD CONSTRAINT "reconciliation_task_events_task_id_reconciliation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."reconciliation_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_task_events" ADD CONSTRAINT "reconciliation_task_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_tasks" ADD CONSTRAINT "reconciliation_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_tasks" ADD CONSTRAINT "reconciliation_tasks_preparer_user_id_users_id_fk" FOREIGN KEY ("preparer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_tasks" ADD CONSTRAINT "reconciliation_tasks_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_tasks" ADD CONSTRAINT "reconciliation_tasks_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_tasks" ADD CONSTRAINT "reconciliation_tasks_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."bank_rec_bank_accounts"("organization_id","account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_assignees_org_account" ON "reconciliation_assignees" USING btree ("organization_id",coalesce("account_id", ''));--> statement-breakpoint
CREATE INDEX "reconciliation_task_events_task_idx" ON "reconciliation_task_events" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_tasks_org_account_period" ON "reconciliation_tasks" USING btree ("organization_id","account_id","period");--> statement-breakpoint
CREATE INDEX "reconciliation_tasks_org_period_idx" ON "reconciliation_tasks" USING btree ("organization_id","period");--> statement-breakpoint
CREATE INDEX "reconciliation_tasks_certified_idx" ON "reconciliation_tasks" USING btree ("organization_id","account_id","period") WHERE "reconciliation_tasks"."state" = 'certified';--> statement-breakpoint
-- A task's history is append-only, as the audit log (0001): what was signed, by whom and when, stays.
CREATE OR REPLACE FUNCTION reconciliation_task_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'reconciliation_task_events is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reconciliation_task_events_no_update_delete
  BEFORE UPDATE OR DELETE ON reconciliation_task_events
  FOR EACH ROW EXECUTE FUNCTION reconciliation_task_events_append_only();
--> statement-breakpoint
-- Decertification (issue 16, ADR 0018): a certified month whose lines change goes back to preparation, in
-- the transaction of the write, with the reason; the people concerned hear of it through a durable job
-- (queued here, so it exists only if the write commits).
CREATE OR REPLACE FUNCTION reconciliation_decertify(p_org uuid, p_account text, p_period text, p_reason text)
RETURNS void AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    UPDATE reconciliation_tasks
       SET state = 'in_preparation', signed_off_by = NULL, version = version + 1, updated_at = now()
     WHERE organization_id = p_org AND account_id = p_account AND period = p_period AND state = 'certified'
    RETURNING id
  LOOP
    INSERT INTO reconciliation_task_events (organization_id, task_id, kind, from_state, to_state, reason)
    VALUES (p_org, t.id, 'decertified', 'certified', 'in_preparation', p_reason);
    INSERT INTO jobs (organization_id, kind, payload)
    VALUES (p_org, 'reconciliation-task-notice',
            jsonb_build_object('taskId', t.id, 'event', 'decertified', 'reason', p_reason));
    PERFORM pg_notify('clearline_jobs', 'reconciliation-task-notice');
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- 'import 1a2b3c4d of file X' (or the words given when the line came from no import).
CREATE OR REPLACE FUNCTION reconciliation_import_words(p_import uuid, p_verb text, p_without text)
RETURNS text AS $$
  SELECT CASE WHEN p_import IS NULL THEN p_without
    ELSE p_verb || 'import ' || left(p_import::text, 8) || ' of file '
         || coalesce((SELECT file_name FROM imports WHERE id = p_import), '?') END
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_any_certified() RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM reconciliation_tasks WHERE state = 'certified')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_bank_lines() RETURNS trigger AS $$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, '', 'bank line added') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(value_date, 'YYYY-MM') AS period, import_id
               FROM new_lines) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, 'un-import of ', 'bank line removed') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(value_date, 'YYYY-MM') AS period, import_id
               FROM old_lines) l;
  ELSE
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period, 'bank line changed dated in ' || l.period)
       FROM (SELECT DISTINCT x.organization_id, x.account_id, to_char(x.value_date, 'YYYY-MM') AS period
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.value_date),
                                    (n.organization_id, n.account_id, n.value_date)) AS x(organization_id, account_id, value_date)
              WHERE (o.amount_minor, o.value_date, o.account_id) IS DISTINCT FROM (n.amount_minor, n.value_date, n.account_id)) l;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_transactions_decertify_insert AFTER INSERT ON bank_transactions
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_bank_lines();
--> statement-breakpoint
CREATE TRIGGER bank_transactions_decertify_delete AFTER DELETE ON bank_transactions
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_bank_lines();
--> statement-breakpoint
CREATE TRIGGER bank_transactions_decertify_update AFTER UPDATE ON bank_transactions
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_bank_lines();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconciliation_decertify_ledger_lines() RETURNS trigger AS $$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, '', 'ledger entry added') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(transaction_date, 'YYYY-MM') AS period, import_id
               FROM new_lines) l;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              reconciliation_import_words(l.import_id, 'un-import of ', 'ledger entry removed') || ' dated in ' || l.period)
       FROM (SELECT DISTINCT organization_id, account_id, to_char(transaction_date, 'YYYY-MM') AS period, import_id
               FROM old_lines) l;
  ELSE
    -- Matching moves an entry between open and matched: that is the match's change, not the entry's.
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              CASE WHEN l.voided THEN 'ledger entry voided' ELSE 'ledger entry edited' END || ' dated in ' || l.period)
       FROM (SELECT DISTINCT x.organization_id, x.account_id, to_char(x.transaction_date, 'YYYY-MM') AS period,
                    (n.status = 'void' AND o.status <> 'void') AS voided
               FROM old_lines o JOIN new_lines n ON n.id = o.id,
                    LATERAL (VALUES (o.organization_id, o.account_id, o.transaction_date),
                                    (n.organization_id, n.account_id, n.transaction_date)) AS x(organization_id, account_id, transaction_date)
              WHERE (o.amount_minor, o.transaction_date, o.account_id, o.status = 'void')
                    IS DISTINCT FROM (n.amount_minor, n.transaction_date, n.account_id, n.status = 'void')) l;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_decertify_insert AFTER INSERT ON bank_rec_ledger_entries
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_ledger_lines();
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_decertify_delete AFTER DELETE ON bank_rec_ledger_entries
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_ledger_lines();
--> statement-breakpoint
CREATE TRIGGER bank_rec_ledger_entries_decertify_update AFTER UPDATE ON bank_rec_ledger_entries
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_ledger_lines();
--> statement-breakpoint
-- A match made (a live item inserted) or undone (an item no longer live), by the month of each of its lines.
CREATE OR REPLACE FUNCTION reconciliation_decertify_match_items() RETURNS trigger AS $$
BEGIN
  IF NOT reconciliation_any_certified() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period, 'match dated in ' || l.period)
       FROM (SELECT DISTINCT i.organization_id, coalesce(bt.account_id, e.account_id) AS account_id,
                    to_char(coalesce(bt.value_date, e.transaction_date), 'YYYY-MM') AS period
               FROM new_items i
               LEFT JOIN bank_transactions bt ON bt.id = i.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = i.ledger_entry_id
              WHERE i.live) l
      WHERE l.account_id IS NOT NULL;
  ELSE
    -- The match's undo reason says why ('Un-import of X.bai2' when an un-import dissolves it first).
    PERFORM reconciliation_decertify(l.organization_id, l.account_id, l.period,
              'unmatch' || CASE WHEN l.why <> '' THEN ': ' || l.why ELSE '' END || ' dated in ' || l.period)
       FROM (SELECT DISTINCT n.organization_id, coalesce(bt.account_id, e.account_id) AS account_id,
                    to_char(coalesce(bt.value_date, e.transaction_date), 'YYYY-MM') AS period,
                    coalesce(m.undo_reason, '') AS why
               FROM old_items o JOIN new_items n ON n.id = o.id
               JOIN matches m ON m.id = n.match_id
               LEFT JOIN bank_transactions bt ON bt.id = n.bank_transaction_id
               LEFT JOIN bank_rec_ledger_entries e ON e.id = n.ledger_entry_id
              WHERE o.live AND NOT n.live) l
      WHERE l.account_id IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_items_decertify_insert AFTER INSERT ON match_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_match_items();
--> statement-breakpoint
CREATE TRIGGER match_items_decertify_update AFTER UPDATE ON match_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION reconciliation_decertify_match_items();
