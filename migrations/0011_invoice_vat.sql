ALTER TABLE "invoices" DROP CONSTRAINT "invoices_type_check";--> statement-breakpoint
ALTER TABLE "invoice_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "sort_code" varchar(10);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "register_court" varchar(200);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "managing_directors" varchar(500);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "registered_office" varchar(300);--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "default_vat_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "unit" varchar(3) DEFAULT 'C62' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat_category" varchar(2);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "net_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxable_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('invoice', 'quote', 'receipt', 'credit_note'));--> statement-breakpoint
UPDATE "invoice_items" SET "net_amount" = "total";--> statement-breakpoint
UPDATE "invoices" SET "discount_total" = "discount_amount", "taxable_total" = "subtotal" - "discount_amount", "tax_total" = "tax_amount";
