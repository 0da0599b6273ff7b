ALTER TABLE "mail_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "pdf_key" varchar(64);--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD COLUMN "content_key" varchar(64);--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sealed_pdf_key" varchar(64);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "sealed_pdf_size" integer;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "copies_sent_at" timestamp with time zone;--> statement-breakpoint
-- Requests sealed before this release had their copies e-mailed in the sealing transaction.
UPDATE "signature_requests" SET "copies_sent_at" = coalesce("ended_at", "created_at") WHERE "sealed_pdf" IS NOT NULL;