CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(16) NOT NULL,
	"reference" varchar(200),
	"receipt_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('bank_transfer', 'card', 'cash', 'cheque', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_step_pk" PRIMARY KEY("invoice_id","step")
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "reminder_days" jsonb DEFAULT '[-3,0,7,14]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_status" varchar(20) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_name" varchar(200);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "accepted_user_agent" varchar(500);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "decline_reason" varchar(1000);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "converted_to_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "converted_from_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_for_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_receipt_id_invoices_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_converted_to_id_invoices_id_fk" FOREIGN KEY ("converted_to_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_converted_from_id_invoices_id_fk" FOREIGN KEY ("converted_from_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_receipt_for_id_invoices_id_fk" FOREIGN KEY ("receipt_for_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_billing_status_idx" ON "invoices" USING btree ("user_id","billing_status");--> statement-breakpoint
-- A receipt acknowledges a payment: it is "paid" from the start.
UPDATE "invoices" SET "billing_status" = 'paid' WHERE "type" = 'receipt';