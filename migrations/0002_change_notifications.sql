-- Change notifications for the in-memory read caches (server/db/changes.ts): every write to a
-- cached table sends a NOTIFY on "founderdocs_changes" whose payload tags what changed:
-- s:<sid> a session, u:<user id> a user, d:<user id> a user's documents, a: the analytics
-- providers, * everything (a table was truncated). PostgreSQL sends them at commit, once per
-- distinct payload per transaction. A write that changes nothing sends nothing.
CREATE FUNCTION "founderdocs_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('founderdocs_changes', 's:' || OLD.sid);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "founderdocs_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('founderdocs_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "founderdocs_notify_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('founderdocs_changes', 'd:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('founderdocs_changes', 'd:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "founderdocs_notify_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('founderdocs_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.sess::text IS DISTINCT FROM NEW.sess::text OR OLD.expire IS DISTINCT FROM NEW.expire)
  EXECUTE FUNCTION "founderdocs_notify_session"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "founderdocs_notify_session"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "founderdocs_notify_user"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "founderdocs_notify_user"();
--> statement-breakpoint
CREATE TRIGGER "documents_inserted" AFTER INSERT OR DELETE ON "documents" FOR EACH ROW
  EXECUTE FUNCTION "founderdocs_notify_documents"();
--> statement-breakpoint
CREATE TRIGGER "documents_changed" AFTER UPDATE ON "documents" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "founderdocs_notify_documents"();
--> statement-breakpoint
CREATE TRIGGER "analytics_config_changed" AFTER INSERT OR UPDATE OR DELETE ON "analytics_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "founderdocs_notify_tag"('a:');
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "founderdocs_notify_tag"('*');
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "founderdocs_notify_tag"('*');
--> statement-breakpoint
CREATE TRIGGER "documents_truncated" AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "founderdocs_notify_tag"('*');
--> statement-breakpoint
CREATE TRIGGER "analytics_config_truncated" AFTER TRUNCATE ON "analytics_config"
  FOR EACH STATEMENT EXECUTE FUNCTION "founderdocs_notify_tag"('*');
