CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" varchar(120) NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(60) NOT NULL,
	"actor" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"ip_address" varchar(64),
	"user_agent" text,
	"at" varchar(32) NOT NULL,
	"prev_hash" varchar(64) NOT NULL,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"subject_id" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "public_links_purpose_check" CHECK ("public_links"."purpose" in ('sign', 'quote', 'invoice'))
);
--> statement-breakpoint
ALTER TABLE "public_links" ADD CONSTRAINT "public_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "public_links_document_idx" ON "public_links" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "public_links_subject_idx" ON "public_links" USING btree ("subject_id");