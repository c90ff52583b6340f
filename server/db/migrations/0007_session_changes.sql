-- Servers keep recently checked sessions in memory; every change that ends sessions tells them at
-- commit, whichever process or tool made it: a new revocation names its session; any change to an
-- account (session version, disabled, role, name) or its deletion names its admin.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'revoked_sessions' THEN
    PERFORM pg_notify('session_changes', 'session:' || NEW.session_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_changes', 'admin:' || OLD.id);
  ELSE
    PERFORM pg_notify('session_changes', 'admin:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revoked_sessions_notify AFTER INSERT ON revoked_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER admins_session_notify AFTER UPDATE OR DELETE ON admins
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
