CREATE TABLE "business_profile_logos" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"data" "bytea" NOT NULL,
	"header_png" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "trading_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "entity_type" varchar(20);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "registration_number" varchar(50);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "vat_id" varchar(40);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "address_line1" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "address_line2" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "postal_code" varchar(20);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "region" varchar(100);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "signatory_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "signatory_title" varchar(100);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "dpo_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "dpo_email" varchar(320);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "representative_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "representative_address" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "representative_email" varchar(320);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "privacy_officer_name" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "privacy_officer_email" varchar(320);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "bank_account_holder" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "iban" varchar(50);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "bic" varchar(20);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "bank_account_number" varchar(30);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "bank_routing_number" varchar(20);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "payment_link" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "locale" varchar(10);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "paper_size" varchar(10);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profile_logos" ADD CONSTRAINT "business_profile_logos_profile_id_business_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_profiles_one_default_idx" ON "business_profiles" USING btree ("user_id") WHERE "business_profiles"."is_default";--> statement-breakpoint
-- A user's most recently updated profile (profiles could only be written by hand before) is their default.
UPDATE "business_profiles" p SET "is_default" = true
 WHERE p."id" = (SELECT q."id" FROM "business_profiles" q WHERE q."user_id" = p."user_id" ORDER BY q."updated_at" DESC, q."id" LIMIT 1);
