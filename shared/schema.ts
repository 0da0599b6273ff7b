// Drizzle tables of docs/product-spec.md §3. Shared by the server (queries) and drizzle-kit (migrations);
// the client imports only the inferred types. No Node module or driver is imported here.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { STORED_BILLING_STATUSES } from "./invoicing/status";
import { MAIL_STATUSES } from "./mail";

/** Binary data (PostgreSQL bytea) as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const SUBSCRIPTIONS = ["free", "pro"] as const;
export const ROLES = ["user", "admin"] as const;
export const INVOICE_TYPES = ["invoice", "quote", "receipt", "credit_note"] as const;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 320 }).notNull().unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    // The OpenID Connect subject (issuer-scoped id); the stable key for provider sign-ins.
    authSubject: varchar("auth_subject", { length: 255 }).unique(),
    subscription: varchar("subscription", { length: 16, enum: SUBSCRIPTIONS })
      .notNull()
      .default("free"),
    role: varchar("role", { length: 16, enum: ROLES }).notNull().default("user"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    stripeSubscriptionId: varchar("stripe_subscription_id", { length: 255 }),
    documentsGenerated: integer("documents_generated").notNull().default(0),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_subscription_check", sql`${t.subscription} in ('free', 'pro')`),
    check("users_role_check", sql`${t.role} in ('user', 'admin')`),
    check("users_documents_generated_check", sql`${t.documentsGenerated} >= 0`),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

// The layout connect-pg-simple expects (sid, sess json, expire timestamp(6)).
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const businessProfiles = pgTable(
  "business_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The legal name. */
    name: varchar("name", { length: 200 }).notNull(),
    tradingName: varchar("trading_name", { length: 200 }),
    entityType: varchar("entity_type", { length: 20 }),
    registrationNumber: varchar("registration_number", { length: 50 }),
    vatId: varchar("vat_id", { length: 40 }),
    /** The formatted address (the spec's column), kept in step with the structured fields. */
    address: text("address"),
    addressLine1: varchar("address_line1", { length: 200 }),
    addressLine2: varchar("address_line2", { length: 200 }),
    city: varchar("city", { length: 100 }),
    postalCode: varchar("postal_code", { length: 20 }),
    region: varchar("region", { length: 100 }),
    /** ISO 3166-1 alpha-2. */
    country: varchar("country", { length: 2 }),
    email: varchar("email", { length: 320 }),
    phone: varchar("phone", { length: 50 }),
    website: text("website"),
    /** Where the logo is served (/api/business-profiles/:id/logo?v=…), when there is one. */
    logoUrl: text("logo_url"),
    primaryColor: varchar("primary_color", { length: 7 }).notNull().default("#3b82f6"),
    secondaryColor: varchar("secondary_color", { length: 7 }).notNull().default("#10b981"),
    signatoryName: varchar("signatory_name", { length: 200 }),
    signatoryTitle: varchar("signatory_title", { length: 100 }),
    dpoName: varchar("dpo_name", { length: 200 }),
    dpoEmail: varchar("dpo_email", { length: 320 }),
    representativeName: varchar("representative_name", { length: 200 }),
    representativeAddress: text("representative_address"),
    representativeEmail: varchar("representative_email", { length: 320 }),
    privacyOfficerName: varchar("privacy_officer_name", { length: 200 }),
    privacyOfficerEmail: varchar("privacy_officer_email", { length: 320 }),
    bankAccountHolder: varchar("bank_account_holder", { length: 200 }),
    iban: varchar("iban", { length: 50 }),
    bic: varchar("bic", { length: 20 }),
    bankAccountNumber: varchar("bank_account_number", { length: 30 }),
    bankRoutingNumber: varchar("bank_routing_number", { length: 20 }),
    /** A UK sort code (GBP bank transfers), with the account number. */
    sortCode: varchar("sort_code", { length: 10 }),
    /** The trading disclosures a legal form requires on business letters and invoices. */
    registerCourt: varchar("register_court", { length: 200 }),
    managingDirectors: varchar("managing_directors", { length: 500 }),
    registeredOffice: varchar("registered_office", { length: 300 }),
    /** The VAT rate an invoice line starts with, a percentage. */
    defaultVatRate: numeric("default_vat_rate", { precision: 5, scale: 2, mode: "number" }),
    paymentLink: text("payment_link"),
    currency: varchar("currency", { length: 3 }),
    locale: varchar("locale", { length: 10 }),
    paperSize: varchar("paper_size", { length: 10 }),
    /** Days from an invoice's date to its due date when nothing else says (a converted quote): 14 if unset. */
    paymentTermsDays: integer("payment_terms_days"),
    /** Automatic payment reminders (issue 27): on by default, at these days from the due date. */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([-3, 0, 7, 14]),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("business_profiles_user_idx").on(t.userId),
    // At most one default profile per user.
    uniqueIndex("business_profiles_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// A profile's logo, re-encoded on upload (metadata stripped, at most 1024 px), and a small copy
// for document headers. Apart from the profile row, so listing profiles never reads image bytes.
export const businessProfileLogos = pgTable("business_profile_logos", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => businessProfiles.id, { onDelete: "cascade" }),
  contentType: varchar("content_type", { length: 40 }).notNull(),
  data: bytea("data").notNull(),
  /** A PNG of at most 480 x 160 px, embedded (as a data: URI) in the documents that carry the brand. */
  headerPng: bytea("header_png").notNull(),
  sha256: varchar("sha256", { length: 64 }).notNull(),
  updatedAt: updatedAt(),
});

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessProfileId: uuid("business_profile_id").references(() => businessProfiles.id, {
      onDelete: "set null",
    }),
    type: varchar("type", { length: 50 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    /** The current version's HTML (docs/product-spec.md §3); the version row is its home. */
    content: text("content").notNull(),
    metadata: jsonb("metadata"),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    isTemplate: boolean("is_template").notNull().default(false),
    /** The number of the current version (document_versions.version). */
    currentVersion: integer("current_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("documents_status_check", sql`${t.status} in ('draft', 'final')`),
  ],
);

// Every rendering of a document, kept as written: the viewer, exports, share page and ETags read
// these rows and never re-run a template. A row is never changed once written.
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The document type whose template wrote it, and that template's version. */
    templateId: varchar("template_id", { length: 50 }).notNull(),
    templateVersion: integer("template_version").notNull(),
    /** The validated input, and what else the template was given (dates, number, issuer). */
    input: jsonb("input").notNull(),
    context: jsonb("context").notNull(),
    /** The title the template gave it (the document's title, unless the user renamed it). */
    title: varchar("title", { length: 300 }).notNull(),
    html: text("html").notNull(),
    markdown: text("markdown"),
    /** What else the rendering produced for the type (a cookie policy's consent banner). */
    extras: jsonb("extras"),
    /** Hex SHA-256 of the HTML's UTF-8 bytes (of the PDF's bytes for an uploaded PDF). */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    /** An uploaded PDF's bytes exactly as uploaded (documents of type uploaded_pdf), else null. */
    pdf: bytea("pdf"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("document_versions_document_version_idx").on(t.documentId, t.version)],
);

// Read-only links to a document. A link works until it is revoked; the token is unguessable.
export const documentShares = pgTable(
  "document_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    token: varchar("token", { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("document_shares_document_idx").on(t.documentId)],
);

export const signatures = pgTable(
  "signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    signerEmail: varchar("signer_email", { length: 320 }).notNull(),
    signerName: varchar("signer_name", { length: 200 }),
    signatureData: text("signature_data"),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    otpVerified: boolean("otp_verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("signatures_document_idx").on(t.documentId)],
);

/** A user's client book (issue 27): the parties their invoices and quotes are made out to. */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 320 }),
    address: text("address"),
    /** ISO 3166-1 alpha-2. */
    country: varchar("country", { length: 2 }),
    vatId: varchar("vat_id", { length: 40 }),
    registrationNumber: varchar("registration_number", { length: 50 }),
    contactName: varchar("contact_name", { length: 200 }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("clients_user_name_idx").on(t.userId, t.name)],
);

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
    number: varchar("number", { length: 32 }).notNull(),
    clientName: varchar("client_name", { length: 200 }).notNull(),
    clientEmail: varchar("client_email", { length: 320 }),
    clientAddress: text("client_address"),
    // Money is integers in minor units (cents) everywhere.
    subtotal: integer("subtotal").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    discountAmount: integer("discount_amount").notNull().default(0),
    /** Line and document discounts; the amounts VAT is charged on; the VAT (issue 26). */
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
    // Where it stands with the client (issue 27; shared/invoicing): the stored state. "overdue" and
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
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_user_billing_status_idx").on(t.userId, t.billingStatus),
    check("invoices_type_check", sql`${t.type} in ('invoice', 'quote', 'receipt', 'credit_note')`),
    uniqueIndex("invoices_user_type_number_idx").on(t.userId, t.type, t.number),
    index("invoices_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("invoices_client_idx").on(t.clientId),
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

// A payment recorded against an invoice (issue 27): by hand, in the invoice's currency.
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

// The last number handed out per user and document type; numbers are never reused.
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 16 }).notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    action: varchar("action", { length: 100 }).notNull(),
    entityType: varchar("entity_type", { length: 50 }),
    entityId: varchar("entity_id", { length: 100 }),
    metadata: jsonb("metadata"),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    // The activity log is read newest first with id as the tie-break (ORDER BY created_at DESC,
    // id DESC, whose nulls come first): the index matches it key for key, so "latest 50" is a walk.
    index("activity_logs_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_logs_user_idx").on(t.userId),
  ],
);

export const analyticsConfig = pgTable("analytics_config", {
  id: uuid("id").primaryKey().defaultRandom(),
  provider: varchar("provider", { length: 50 }).notNull(),
  trackingId: varchar("tracking_id", { length: 500 }).notNull(),
  isActive: boolean("is_active").notNull().default(true),
  config: jsonb("config").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    stripePaymentIntentId: varchar("stripe_payment_intent_id", { length: 255 }).unique(),
    stripeCustomerId: varchar("stripe_customer_id", { length: 255 }),
    amount: integer("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    status: varchar("status", { length: 30 }).notNull(),
    description: text("description"),
    metadata: jsonb("metadata"),
    /** What has been refunded so far (minor units); revenue counts amount - amountRefunded. */
    amountRefunded: integer("amount_refunded").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_created_idx").on(t.createdAt.desc()),
    index("payments_user_idx").on(t.userId),
  ],
);

// Stripe events already handled, so a redelivered or replayed event changes nothing: the id is
// inserted in the transaction that applies the event, and the primary key refuses a second one.
export const stripeEvents = pgTable("stripe_events", {
  id: varchar("id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const trafficAnalytics = pgTable(
  "traffic_analytics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date").notNull(),
    pageViews: integer("page_views").notNull().default(0),
    uniqueVisitors: integer("unique_visitors").notNull().default(0),
    newUsers: integer("new_users").notNull().default(0),
    documentsGenerated: integer("documents_generated").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
    revenue: integer("revenue").notNull().default(0),
    topPages: jsonb("top_pages"),
    deviceTypes: jsonb("device_types"),
    createdAt: createdAt(),
  },
  (t) => [index("traffic_analytics_date_idx").on(t.date)],
);

// Links that leave the app: a signer's /sign/:token, a client's /q/:token and /i/:token. The token
// itself is never stored, only its SHA-256; each link is scoped to one document version and one
// party, and ends when it expires or is revoked (server/public-links/).
export const PUBLIC_LINK_PURPOSES = ["sign", "quote", "invoice"] as const;
export type PublicLinkPurpose = (typeof PUBLIC_LINK_PURPOSES)[number];

export const publicLinks = pgTable(
  "public_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Hex SHA-256 of the token. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    purpose: varchar("purpose", { length: 20 }).$type<PublicLinkPurpose>().notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The frozen version the link shows. */
    version: integer("version").notNull(),
    /** The party the link is for (a signer's id, a send's id), as its feature names it. */
    subjectId: uuid("subject_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("public_links_document_idx").on(t.documentId),
    index("public_links_subject_idx").on(t.subjectId),
    check("public_links_purpose_check", sql`${t.purpose} in ('sign', 'quote', 'invoice')`),
  ],
);

// Append-only audit trails (server/audit/): each chain (a signature request, a document's billing
// history) is a sequence of events, each hashed over the one before it, so a changed or removed
// event breaks every hash after it.
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which trail, e.g. "signature_request:<id>". */
    chain: varchar("chain", { length: 120 }).notNull(),
    /** 1, 2, 3...: the event's place in its chain. */
    seq: integer("seq").notNull(),
    kind: varchar("kind", { length: 60 }).notNull(),
    /** Who acted: { type: "user" | "signer" | "client" | "system", id?, name?, email? }. */
    actor: jsonb("actor").notNull(),
    data: jsonb("data").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    /** The event's time as hashed (ISO 8601 with milliseconds, UTC). */
    at: varchar("at", { length: 32 }).notNull(),
    prevHash: varchar("prev_hash", { length: 64 }).notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex("audit_events_chain_seq_idx").on(t.chain, t.seq)],
);

// ---- Outgoing e-mail (server/mail) ----
// The outbox: a message is written in the same transaction as the change that causes it, rendered
// as it will be sent; a job (server/jobs) sends it and records the outcome here. `id` is also the
// job's id, and `message_id` the Message-ID header every attempt reuses.
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey(),
    messageId: varchar("message_id", { length: 255 }).notNull().unique(),
    /** The template that rendered it (server/mail/kinds.ts). */
    kind: varchar("kind", { length: 64 }).notNull(),
    /**
     * The account it was sent for: its rate limit, its Reply-To. Null for the system's own mail.
     * Deleting the account deletes its messages (they carry its name and its recipients).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the sending feature attaches it to (a signer, an invoice...), to read its status back. */
    entityType: varchar("entity_type", { length: 50 }),
    entityId: varchar("entity_id", { length: 100 }),
    /** The From display name ("Acme Ltd via FounderDocs"); the address is always MAIL_FROM's. */
    fromName: varchar("from_name", { length: 200 }).notNull(),
    /** [{ name, address }] */
    to: jsonb("to").notNull(),
    cc: jsonb("cc"),
    replyTo: jsonb("reply_to"),
    subject: varchar("subject", { length: 300 }).notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: varchar("status", { length: 16, enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The SMTP server's answer to the accepted message (or "development outbox"). */
    response: text("response"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("mail_messages_status_check", sql`${t.status} in ('queued', 'sending', 'retrying', 'sent', 'failed')`),
    // The per-user rate limit counts a user's messages of the last window.
    index("mail_messages_user_created_idx").on(t.userId, t.createdAt),
    index("mail_messages_entity_idx").on(t.entityType, t.entityId),
    index("mail_messages_created_idx").on(t.createdAt.desc()),
  ],
);

// A message's files (a PDF, the issuer's logo shown inline through its Content-ID). Apart from
// the message row, so listing and sending status never read the bytes.
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    /** Set for an inline image the HTML shows as cid:… */
    contentId: varchar("content_id", { length: 100 }),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.position] })],
);

// ---- Signature requests (server/signatures) ----
// A request freezes one version of a document (its number and SHA-256) and asks its signers to
// sign exactly that. Each signer opens a public link (public_links, purpose "sign", subject = the
// signer's id); the request's audit trail is the chain "signature_request:<id>" (audit_events).
export const SIGNATURE_REQUEST_STATUSES = ["sent", "completed", "declined", "voided", "expired"] as const;
export const SIGNER_STATUSES = ["pending", "signed", "declined"] as const;

export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The frozen version: what is signed is exactly this version. */
    version: integer("version").notNull(),
    documentSha256: varchar("document_sha256", { length: 64 }).notNull(),
    documentTitle: varchar("document_title", { length: 300 }).notNull(),
    status: varchar("status", { length: 16, enum: SIGNATURE_REQUEST_STATUSES }).notNull().default("sent"),
    order: varchar("signing_order", { length: 16, enum: ["parallel", "sequential"] }).notNull().default("parallel"),
    message: text("message"),
    otp: boolean("otp").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    voidReason: text("void_reason"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The sealed PDF (server/signatures/seal.ts), once every signer has signed. */
    sealedPdf: bytea("sealed_pdf"),
    sealedSha256: varchar("sealed_sha256", { length: 64 }),
    /** SHA-256 of the seal's CMS signature: a copy that still carries it but differs was modified. */
    sealSignatureSha256: varchar("seal_signature_sha256", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("signature_requests_user_idx").on(t.userId, t.createdAt.desc()),
    index("signature_requests_document_idx").on(t.documentId),
    // One open request per document.
    uniqueIndex("signature_requests_open_idx").on(t.documentId).where(sql`${t.status} = 'sent'`),
    index("signature_requests_sealed_idx").on(t.sealedSha256),
    index("signature_requests_seal_signature_idx").on(t.sealSignatureSha256),
    check("signature_requests_status_check", sql`${t.status} in ('sent', 'completed', 'declined', 'voided', 'expired')`),
    check("signature_requests_order_check", sql`${t.order} in ('parallel', 'sequential')`),
  ],
);

export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 16, enum: ["signer", "approver", "cc"] }).notNull().default("signer"),
    status: varchar("status", { length: 16, enum: SIGNER_STATUSES }).notNull().default("pending"),
    /** When their link was e-mailed (sequential order: only once the one before has signed). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The current code: HMAC-SHA-256 of the signer's id and the code, keyed with SESSION_SECRET; cleared once used or locked out. */
    otpHash: varchar("otp_hash", { length: 64 }),
    otpExpiresAt: timestamp("otp_expires_at", { withTimezone: true }),
    otpFailures: integer("otp_failures").notNull().default(0),
    /** When the codes of the last hour were sent (at most 5). */
    otpSentAt: jsonb("otp_sent_at").$type<string[]>().notNull().default([]),
    otpLockouts: integer("otp_lockouts").notNull().default(0),
    otpVerifiedAt: timestamp("otp_verified_at", { withTimezone: true }),
    signatureType: varchar("signature_type", { length: 8, enum: ["typed", "drawn"] }),
    signatureText: varchar("signature_text", { length: 200 }),
    signaturePng: bytea("signature_png"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedIp: varchar("signed_ip", { length: 64 }),
    signedUserAgent: text("signed_user_agent"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (t) => [
    uniqueIndex("signature_signers_request_position_idx").on(t.requestId, t.position),
    check("signature_signers_status_check", sql`${t.status} in ('pending', 'signed', 'declined')`),
    check("signature_signers_role_check", sql`${t.role} in ('signer', 'approver', 'cc')`),
  ],
);

// The key every instance seals with when SIGNING_P12 is unset: made once (a self-signed
// certificate), kept here so all instances share it. Not a user's data.
export const signingKeys = pgTable("signing_keys", {
  id: varchar("id", { length: 32 }).primaryKey(),
  p12: bytea("p12").notNull(),
  password: varchar("password", { length: 100 }).notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type BusinessProfile = typeof businessProfiles.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type BusinessProfileLogo = typeof businessProfileLogos.$inferSelect;
export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type DocumentVersion = typeof documentVersions.$inferSelect;
export type DocumentShare = typeof documentShares.$inferSelect;
export type Signature = typeof signatures.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
export type AnalyticsConfig = typeof analyticsConfig.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type StripeEvent = typeof stripeEvents.$inferSelect;
export type TrafficAnalytics = typeof trafficAnalytics.$inferSelect;
export type PublicLink = typeof publicLinks.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;
export type MailMessage = typeof mailMessages.$inferSelect;
export type MailAttachment = typeof mailAttachments.$inferSelect;
export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type SignatureSigner = typeof signatureSigners.$inferSelect;
