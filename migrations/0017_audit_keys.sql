ALTER TABLE "audit_events" ADD COLUMN "key_id" varchar(16);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "audit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "audit_head" varchar(64);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "audit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "audit_head" varchar(64);