CREATE TABLE "invoice_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_profile_id" uuid,
	"type" varchar(16) NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_last_number_check" CHECK ("invoice_sequences"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_business_profile_id_business_profiles_id_fk" FOREIGN KEY ("business_profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sequences_profile_type_idx" ON "invoice_sequences" USING btree ("business_profile_id","type") WHERE "invoice_sequences"."business_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sequences_user_type_idx" ON "invoice_sequences" USING btree ("user_id","type") WHERE "invoice_sequences"."business_profile_id" is null;--> statement-breakpoint
-- Each user's sequence without a profile continues the old per-user counter (every number it handed
-- out, whichever profile the document had), so none of them is handed out again.
INSERT INTO "invoice_sequences" ("user_id", "business_profile_id", "type", "prefix", "last_number")
SELECT "user_id", NULL::uuid, "type",
	CASE "type" WHEN 'invoice' THEN 'INV-' WHEN 'quote' THEN 'QUO-' WHEN 'receipt' THEN 'RCT-' ELSE 'CN-' END,
	"last_number"
FROM "invoice_counters"
WHERE "type" IN ('invoice', 'quote', 'receipt', 'credit_note');--> statement-breakpoint
INSERT INTO "invoice_sequences" ("user_id", "business_profile_id", "type", "prefix", "last_number")
SELECT DISTINCT "user_id", NULL::uuid, "type",
	CASE "type" WHEN 'invoice' THEN 'INV-' WHEN 'quote' THEN 'QUO-' WHEN 'receipt' THEN 'RCT-' ELSE 'CN-' END,
	0
FROM "invoices"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each profile's sequences continue after the highest number its documents already carry.
INSERT INTO "invoice_sequences" ("user_id", "business_profile_id", "type", "prefix", "last_number")
SELECT p."user_id", p."id", i."type",
	CASE i."type" WHEN 'invoice' THEN 'INV-' WHEN 'quote' THEN 'QUO-' WHEN 'receipt' THEN 'RCT-' ELSE 'CN-' END,
	coalesce(max(substring(i."number" from '([0-9]{1,9})$')::integer), 0)
FROM "invoices" i
JOIN "documents" d ON d."id" = i."document_id"
JOIN "business_profiles" p ON p."id" = d."business_profile_id"
GROUP BY p."user_id", p."id", i."type";--> statement-breakpoint
DROP TABLE "invoice_counters" CASCADE;--> statement-breakpoint
DROP INDEX "invoices_user_type_number_idx";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sequence_id_invoice_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."invoice_sequences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every existing number belongs to the sequence of its document's profile, else the user's.
UPDATE "invoices" i SET "sequence_id" = s."id"
FROM "documents" d, "invoice_sequences" s
WHERE d."id" = i."document_id" AND s."business_profile_id" = d."business_profile_id" AND s."type" = i."type";--> statement-breakpoint
UPDATE "invoices" i SET "sequence_id" = s."id"
FROM "invoice_sequences" s
WHERE i."sequence_id" IS NULL AND s."business_profile_id" IS NULL AND s."user_id" = i."user_id" AND s."type" = i."type";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_number_idx" ON "invoices" USING btree ("sequence_id","number");--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "share_capital" bigint;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "rcs_city" varchar(100);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "uk_jurisdiction" varchar(20);--> statement-breakpoint
-- A UK profile named the part of the UK it is registered in as its register court: kept, as the jurisdiction.
UPDATE "business_profiles" SET "uk_jurisdiction" = CASE
	WHEN "register_court" ILIKE '%scotland%' THEN 'scotland'
	WHEN "register_court" ILIKE '%northern ireland%' THEN 'northern_ireland'
	WHEN "register_court" ILIKE '%england%' OR "register_court" ILIKE '%wales%' THEN 'england_wales'
END
WHERE "country" = 'GB' AND "register_court" IS NOT NULL;
