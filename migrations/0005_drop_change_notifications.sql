-- The in-memory read caches and their change notifications are gone (issue 13): drop the triggers
-- and functions of 0002, and give documents.content the same default storage and compression on
-- every engine (0003 and 0004 made them depend on the server).
DROP TRIGGER IF EXISTS "sessions_changed" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_deleted" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_truncated" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_changed" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_deleted" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_truncated" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "documents_inserted" ON "documents";--> statement-breakpoint
DROP TRIGGER IF EXISTS "documents_changed" ON "documents";--> statement-breakpoint
DROP TRIGGER IF EXISTS "documents_truncated" ON "documents";--> statement-breakpoint
DROP TRIGGER IF EXISTS "analytics_config_changed" ON "analytics_config";--> statement-breakpoint
DROP TRIGGER IF EXISTS "analytics_config_truncated" ON "analytics_config";--> statement-breakpoint
DROP FUNCTION IF EXISTS "founderdocs_notify_session"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "founderdocs_notify_user"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "founderdocs_notify_documents"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "founderdocs_notify_tag"();--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "content" SET STORAGE EXTENDED;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "content" SET COMPRESSION DEFAULT;
