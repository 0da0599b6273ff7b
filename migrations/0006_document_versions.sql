CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"template_id" varchar(50) NOT NULL,
	"template_version" integer NOT NULL,
	"input" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"title" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"markdown" text,
	"extras" jsonb,
	"sha256" varchar(64) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_version_idx" ON "document_versions" USING btree ("document_id","version");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('draft', 'final'));--> statement-breakpoint
-- Every existing document gets its version 1 from what it stores: its title, its HTML (and so its
-- hash), the input and context its metadata kept, and its consent banner. Its Markdown is
-- rendered once at boot from that input with the same template (server/doc-types/backfill.ts).
INSERT INTO "document_versions" ("document_id", "version", "template_id", "template_version", "input", "context", "title", "html", "sha256", "extras", "created_by", "created_at")
SELECT d."id", 1, d."type", 1,
       coalesce(d."metadata" -> 'input', '{}'::jsonb),
       coalesce(d."metadata" -> 'context', jsonb_build_object('generatedAt', to_jsonb(d."created_at"))),
       d."title",
       d."content",
       encode(sha256(convert_to(d."content", 'UTF8')), 'hex'),
       CASE WHEN d."metadata" ? 'banner' THEN jsonb_build_object('banner', d."metadata" -> 'banner') END,
       d."user_id", d."updated_at"
  FROM "documents" d
 WHERE NOT EXISTS (SELECT 1 FROM "document_versions" v WHERE v."document_id" = d."id");
--> statement-breakpoint
-- What a document keeps of its own now is only its link to an invoice; the rest is the version's.
UPDATE "documents" SET "metadata" = CASE WHEN "metadata" ? 'invoiceId' THEN jsonb_build_object('invoiceId', "metadata" -> 'invoiceId') END
 WHERE "metadata" IS NOT NULL;
