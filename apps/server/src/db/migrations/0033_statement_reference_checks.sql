-- ADR 0030: the references of the rows an auto-match run writes in bulk (matches, match_suggestions,
-- audit_log: one row per match or suggestion) are checked once per statement, set-based, instead of by
-- per-row foreign keys. Each foreign key queued a trigger event per row, even for a null reference, and
-- ran a lookup per row: dropping them took a full run from 50.0 s to 45.9 s. The statements' referenced
-- rows are few (an organisation, a handful of users, a suggestion's match): each statement collects them
-- once, looks them up and locks them FOR KEY SHARE, as a foreign key does, and refuses the statement with
-- foreign_key_violation (under the old constraint's name) when one is missing. Deleting a referenced
-- organisation, user or match is refused the same way (the application deletes none of them).
ALTER TABLE "match_suggestions" DROP CONSTRAINT "match_suggestions_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "match_suggestions" DROP CONSTRAINT "match_suggestions_match_id_matches_id_fk";
--> statement-breakpoint
ALTER TABLE "match_suggestions" DROP CONSTRAINT "match_suggestions_decided_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_undone_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_users_id_fk";
--> statement-breakpoint
-- The given distinct, non-null ids must name rows of p_table (locked FOR KEY SHARE until the transaction
-- ends, so none is deleted under the statement), else foreign_key_violation naming p_constraint.
CREATE FUNCTION references_require(p_table regclass, p_ids uuid[], p_constraint text) RETURNS void AS $$
DECLARE wanted integer; found integer;
BEGIN
  wanted := coalesce(array_length(p_ids, 1), 0);
  IF wanted = 0 THEN RETURN; END IF;
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %s t WHERE t.id = ANY($1) FOR KEY SHARE OF t) z', p_table)
    INTO found USING p_ids;
  IF found <> wanted THEN
    RAISE EXCEPTION '%: % referenced row(s) missing from %', p_constraint, wanted - found, p_table
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = p_constraint;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION matches_references_checked() RETURNS trigger AS $$
BEGIN
  PERFORM references_require('organizations', ARRAY(SELECT organization_id FROM new_rows GROUP BY 1),
    'matches_organization_id_organizations_id_fk');
  PERFORM references_require('users',
    ARRAY(SELECT u FROM (SELECT created_by FROM new_rows UNION SELECT undone_by FROM new_rows) x(u) WHERE u IS NOT NULL),
    'matches_users_fk');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER matches_references_ins AFTER INSERT ON matches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matches_references_checked();
--> statement-breakpoint
CREATE TRIGGER matches_references_upd AFTER UPDATE ON matches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matches_references_checked();
--> statement-breakpoint
CREATE FUNCTION match_suggestions_references_checked() RETURNS trigger AS $$
BEGIN
  PERFORM references_require('organizations', ARRAY(SELECT organization_id FROM new_rows GROUP BY 1),
    'match_suggestions_organization_id_organizations_id_fk');
  PERFORM references_require('matches', ARRAY(SELECT match_id FROM new_rows WHERE match_id IS NOT NULL GROUP BY 1),
    'match_suggestions_match_id_matches_id_fk');
  PERFORM references_require('users', ARRAY(SELECT decided_by FROM new_rows WHERE decided_by IS NOT NULL GROUP BY 1),
    'match_suggestions_decided_by_users_id_fk');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_suggestions_references_ins AFTER INSERT ON match_suggestions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_suggestions_references_checked();
--> statement-breakpoint
CREATE TRIGGER match_suggestions_references_upd AFTER UPDATE ON match_suggestions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION match_suggestions_references_checked();
--> statement-breakpoint
-- The audit log is append-only (migration 0001 refuses updates): inserts are all there is to check.
CREATE FUNCTION audit_log_references_checked() RETURNS trigger AS $$
BEGIN
  PERFORM references_require('organizations',
    ARRAY(SELECT organization_id FROM new_rows WHERE organization_id IS NOT NULL GROUP BY 1),
    'audit_log_organization_id_organizations_id_fk');
  PERFORM references_require('users', ARRAY(SELECT actor_user_id FROM new_rows WHERE actor_user_id IS NOT NULL GROUP BY 1),
    'audit_log_actor_user_id_users_id_fk');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_references_ins AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_references_checked();
--> statement-breakpoint
-- The other side of the old keys (NO ACTION): a referenced organisation or user cannot be deleted. The
-- delete waited for any statement that locked the row above, so what that statement wrote is seen here.
CREATE FUNCTION organizations_refuse_delete_referenced() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM matches x JOIN old_rows o ON x.organization_id = o.id)
     OR EXISTS (SELECT 1 FROM match_suggestions x JOIN old_rows o ON x.organization_id = o.id)
     OR EXISTS (SELECT 1 FROM audit_log x JOIN old_rows o ON x.organization_id = o.id) THEN
    RAISE EXCEPTION 'organizations: a deleted organisation still has matches, suggestions or audit entries'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'organizations_referenced';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER organizations_refuse_delete_referenced AFTER DELETE ON organizations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION organizations_refuse_delete_referenced();
--> statement-breakpoint
CREATE FUNCTION users_refuse_delete_referenced() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM matches x JOIN old_rows o ON o.id IN (x.created_by, x.undone_by))
     OR EXISTS (SELECT 1 FROM match_suggestions x JOIN old_rows o ON x.decided_by = o.id)
     OR EXISTS (SELECT 1 FROM audit_log x JOIN old_rows o ON x.actor_user_id = o.id) THEN
    RAISE EXCEPTION 'users: a deleted user is still named by matches, suggestions or audit entries'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'users_referenced';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_refuse_delete_referenced AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_refuse_delete_referenced();
--> statement-breakpoint
-- A match named by a suggestion is refused deletion too (a match with items already is: migrations 0024,
-- 0032). The suggestion's statement locked the match FOR KEY SHARE, so the delete waited for it.
CREATE FUNCTION matches_refuse_delete_suggested() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM match_suggestions s JOIN old_rows o ON s.match_id = o.id) THEN
    RAISE EXCEPTION 'matches: a deleted match is still named by a suggestion'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'match_suggestions_match_id_matches_id_fk';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER matches_refuse_delete_suggested AFTER DELETE ON matches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matches_refuse_delete_suggested();
