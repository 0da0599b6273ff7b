// Invoices, quotes, receipts and credit notes: their lines, payments, reminders and numbering.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { STORED_BILLING_STATUSES } from "../invoicing/status";
import { documents } from "./documents";
import { businessProfiles, clients } from "./profiles";
import { users } from "./users";

export const INVOICE_TYPES = ["invoice", "quote", "receipt", "credit_note"] as const;

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The client book's entry it was made out to; the client fields below are the invoice's own copy. */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    type: varchar("type", { length: 16, enum: INVOICE_TYPES }).notNull().default("invoice"),
    /** Taken when the document is finalized: a draft has none. */
    number: varchar("number", { length: 32 }),
    /** The sequence its number was taken from (a number is unique within it). */
    sequenceId: uuid("sequence_id").references((): AnyPgColumn => invoiceSequences.id, { onDelete: "set null" }),
    clientName: varchar("client_name", { length: 200 }).notNull(),
    clientEmail: varchar("client_email", { length: 320 }),
    clientAddress: text("client_address"),
    // Money is integers in minor units (cents) everywhere.
    subtotal: integer("subtotal").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    discountAmount: integer("discount_amount").notNull().default(0),
    /** Line and document discounts; the amounts VAT is charged on; the VAT. */
    discountTotal: integer("discount_total").notNull().default(0),
    taxableTotal: integer("taxable_total").notNull().default(0),
    taxTotal: integer("tax_total").notNull().default(0),
    /** [{ category, rate, taxableAmount, taxAmount }], one per VAT rate and category. */
    vatBreakdown: jsonb("vat_breakdown").$type<{ category: string; rate: number; taxableAmount: number; taxAmount: number }[]>().notNull().default([]),
    total: integer("total").notNull().default(0),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    dueDate: date("due_date"),
    validUntil: date("valid_until"),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Where it stands with the client (shared/invoicing): the stored state. "overdue" and
    // "expired" are never stored: they are read from the due or validity date (billingStatusOf).
    billingStatus: varchar("billing_status", { length: 20, enum: STORED_BILLING_STATUSES }).notNull().default("draft"),
    /** The payments recorded against it so far (minor units); the balance due is total - amountPaid. */
    amountPaid: integer("amount_paid").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** A quote's answer: who accepted (the name typed), when, from where; or when and why declined. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: varchar("accepted_name", { length: 200 }),
    acceptedIp: varchar("accepted_ip", { length: 64 }),
    acceptedUserAgent: varchar("accepted_user_agent", { length: 500 }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: varchar("decline_reason", { length: 1000 }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: varchar("void_reason", { length: 500 }),
    /** Quote -> the invoice it became; invoice -> the quote it came from. */
    convertedToId: uuid("converted_to_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    convertedFromId: uuid("converted_from_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    /** A receipt: the invoice and the payment it acknowledges. */
    receiptForId: uuid("receipt_for_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    receiptPaymentId: uuid("receipt_payment_id"),
    /** The last reminder sent, by hand or by the daily scan (a manual one waits 24 h after it). */
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    /** Its document's billing history's anchor, written with each event (server/audit/chain.ts): the event count and the sealed head. */
    auditCount: integer("audit_count").notNull().default(0),
    auditHead: varchar("audit_head", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_user_billing_status_idx").on(t.userId, t.billingStatus),
    check("invoices_type_check", sql`${t.type} in ('invoice', 'quote', 'receipt', 'credit_note')`),
    uniqueIndex("invoices_sequence_number_idx").on(t.sequenceId, t.number),
    index("invoices_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("invoices_client_idx").on(t.clientId),
    // A document's billing row: the documents list joins it on every page.
    index("invoices_document_idx").on(t.documentId),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    description: text("description").notNull(),
    /** Up to 3 decimals. */
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    /** UN/ECE Recommendation 20 code: C62 (unit), HUR, DAY, H87, KGM, MON. */
    unit: varchar("unit", { length: 3 }).notNull().default("C62"),
    unitPrice: integer("unit_price").notNull(),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2, mode: "number" }),
    vatRate: numeric("vat_rate", { precision: 5, scale: 2, mode: "number" }),
    vatCategory: varchar("vat_category", { length: 2 }),
    /** quantity × unit price, rounded half-up to minor units. */
    total: integer("total").notNull(),
    /** total less the line's discount. */
    netAmount: integer("net_amount").notNull().default(0),
  },
  (t) => [index("invoice_items_invoice_idx").on(t.invoiceId, t.position)],
);

// A payment recorded against an invoice: by hand, in the invoice's currency.
export const INVOICE_PAYMENT_METHODS = ["bank_transfer", "card", "cash", "cheque", "other"] as const;
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Minor units, > 0. */
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    /** The day it was paid (YYYY-MM-DD). */
    paidOn: date("paid_on").notNull(),
    method: varchar("method", { length: 16, enum: INVOICE_PAYMENT_METHODS }).notNull(),
    reference: varchar("reference", { length: 200 }),
    /** The receipt made for it, once one is (its invoices row). */
    receiptId: uuid("receipt_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.paidOn),
    check("invoice_payments_amount_check", sql`${t.amount} > 0`),
    check("invoice_payments_method_check", sql`${t.method} in ('bank_transfer', 'card', 'cash', 'cheque', 'other')`),
  ],
);

// Each reminder step sent for an invoice, at most once ever (the primary key): the daily scan and
// a scan at start-up write the step in the transaction that queues its e-mail.
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** Days from the due date ("-3", "0", "7", "14"). */
    step: integer("step").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);

// A numbering sequence: the last number handed out and the prefix it is printed with, per business
// profile and document type, or per user and type for documents made without a profile (no
// profile). A number is taken when a document is finalized; numbers are never reused.
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessProfileId: uuid("business_profile_id").references(() => businessProfiles.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 16, enum: INVOICE_TYPES }).notNull(),
    /** Printed before the zero-padded number: "INV-" makes INV-0001. */
    prefix: varchar("prefix", { length: 20 }).notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [
    uniqueIndex("invoice_sequences_profile_type_idx").on(t.businessProfileId, t.type).where(sql`${t.businessProfileId} is not null`),
    uniqueIndex("invoice_sequences_user_type_idx").on(t.userId, t.type).where(sql`${t.businessProfileId} is null`),
    check("invoice_sequences_last_number_check", sql`${t.lastNumber} >= 0`),
  ],
);
