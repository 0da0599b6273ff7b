CREATE TABLE "acceptance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"subject_hmac" varchar(64) NOT NULL,
	"version_number" integer NOT NULL,
	"policy_sha256" varchar(64) NOT NULL,
	"source" varchar(10) NOT NULL,
	"api_key_id" uuid,
	"ip_prefix" varchar(64),
	"browser" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acceptance_records_source_check" CHECK ("acceptance_records"."source" in ('widget', 'api'))
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"action" varchar(16) NOT NULL,
	"categories" jsonb NOT NULL,
	"gpc" boolean DEFAULT false NOT NULL,
	"page_url" text,
	"policy_sha256" varchar(64) NOT NULL,
	"banner_sha256" varchar(64),
	"ip_prefix" varchar(64),
	"browser" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('accept_all', 'reject_all', 'custom', 'withdraw'))
);
--> statement-breakpoint
CREATE TABLE "publication_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"document_version_id" uuid NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"banner_sha256" varchar(64),
	"reason" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_profile_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"slug" varchar(40) NOT NULL,
	"unpublished_at" timestamp with time zone,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retention_months" integer DEFAULT 12 NOT NULL,
	"notified_template_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_slug_check" CHECK ("publications"."slug" in ('privacy-policy', 'terms', 'cookie-policy', 'refund-policy')),
	CONSTRAINT "publications_retention_check" CHECK ("publications"."retention_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "site_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"url" text NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"error" text,
	"policy_version_sha256" varchar(64),
	"banner_revision_sha256" varchar(64),
	"banner_found" jsonb,
	"phases" jsonb,
	"findings" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_scans_status_check" CHECK ("site_scans"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "handle" varchar(40);--> statement-breakpoint
ALTER TABLE "acceptance_records" ADD CONSTRAINT "acceptance_records_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_records" ADD CONSTRAINT "acceptance_records_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_versions" ADD CONSTRAINT "publication_versions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_versions" ADD CONSTRAINT "publication_versions_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_scans" ADD CONSTRAINT "site_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_scans" ADD CONSTRAINT "site_scans_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptance_records_publication_created_idx" ON "acceptance_records" USING btree ("publication_id","created_at");--> statement-breakpoint
CREATE INDEX "acceptance_records_subject_idx" ON "acceptance_records" USING btree ("publication_id","subject_hmac");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_records_publication_created_idx" ON "consent_records" USING btree ("publication_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_consent_idx" ON "consent_records" USING btree ("consent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_versions_number_idx" ON "publication_versions" USING btree ("publication_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_profile_slug_idx" ON "publications" USING btree ("business_profile_id","slug");--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publications_document_idx" ON "publications" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "site_scans_document_created_idx" ON "site_scans" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "site_scans_user_created_idx" ON "site_scans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_profiles_handle_idx" ON "business_profiles" USING btree ("handle");