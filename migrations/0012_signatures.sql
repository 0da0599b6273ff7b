CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"document_title" varchar(300) NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"signing_order" varchar(16) DEFAULT 'parallel' NOT NULL,
	"message" text,
	"otp" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"ended_at" timestamp with time zone,
	"sealed_pdf" "bytea",
	"sealed_sha256" varchar(64),
	"seal_signature_sha256" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('sent', 'completed', 'declined', 'voided', 'expired')),
	CONSTRAINT "signature_requests_order_check" CHECK ("signature_requests"."signing_order" in ('parallel', 'sequential'))
);
--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(16) DEFAULT 'signer' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"notified_at" timestamp with time zone,
	"otp_hash" varchar(64),
	"otp_expires_at" timestamp with time zone,
	"otp_failures" integer DEFAULT 0 NOT NULL,
	"otp_sent_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"otp_lockouts" integer DEFAULT 0 NOT NULL,
	"otp_verified_at" timestamp with time zone,
	"signature_type" varchar(8),
	"signature_text" varchar(200),
	"signature_png" "bytea",
	"signed_at" timestamp with time zone,
	"signed_ip" varchar(64),
	"signed_user_agent" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "signature_signers_status_check" CHECK ("signature_signers"."status" in ('pending', 'signed', 'declined')),
	CONSTRAINT "signature_signers_role_check" CHECK ("signature_signers"."role" in ('signer', 'approver', 'cc'))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"password" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_user_idx" ON "signature_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signature_requests_document_idx" ON "signature_requests" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_open_idx" ON "signature_requests" USING btree ("document_id") WHERE "signature_requests"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "signature_requests_sealed_idx" ON "signature_requests" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "signature_requests_seal_signature_idx" ON "signature_requests" USING btree ("seal_signature_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_request_position_idx" ON "signature_signers" USING btree ("request_id","position");