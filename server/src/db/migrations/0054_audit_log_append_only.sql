-- The audit log is append-only: rows are inserted, never changed or removed. The one change allowed is the foreign
-- key's own: actor_id set to null when the acting member's account is erased (ON DELETE SET NULL), every other column
-- as it was. TRUNCATE is refused too.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.actor_id IS NOT NULL
      AND NEW.actor_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM users WHERE users.id = OLD.actor_id)
      AND (NEW.id, NEW.actor_label, NEW.action, NEW.item_kind, NEW.item_id, NEW.reason, NEW.details, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.id, OLD.actor_label, OLD.action, OLD.item_kind, OLD.item_id, OLD.reason, OLD.details, OLD.created_at)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
