DROP INDEX "activity_logs_created_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_created_id_idx" ON "activity_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);