// The issuer side (a user's business profiles and their logos) and the client book.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "./columns";
import { users } from "./users";

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
    /** A company's share capital in minor units of its currency (a French company prints it, R123-238 C. com.). */
    shareCapital: bigint("share_capital", { mode: "number" }),
    /** The city of the RCS (Registre du commerce et des sociétés) a French company is registered at. */
    rcsCity: varchar("rcs_city", { length: 100 }),
    /** The part of the UK a UK company is registered in: england_wales, scotland or northern_ireland. */
    ukJurisdiction: varchar("uk_jurisdiction", { length: 20 }),
    /** The VAT rate an invoice line starts with, a percentage. */
    defaultVatRate: numeric("default_vat_rate", { precision: 5, scale: 2, mode: "number" }),
    paymentLink: text("payment_link"),
    currency: varchar("currency", { length: 3 }),
    locale: varchar("locale", { length: 10 }),
    paperSize: varchar("paper_size", { length: 10 }),
    /** Days from an invoice's date to its due date when nothing else says (a converted quote): 14 if unset. */
    paymentTermsDays: integer("payment_terms_days"),
    /** Automatic payment reminders: on by default, at these days from the due date. */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([-3, 0, 7, 14]),
    isDefault: boolean("is_default").notNull().default(false),
    /** The public handle of its hosted policies (/p/<handle>/…): unique, lowercase letters, digits and hyphens. */
    handle: varchar("handle", { length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("business_profiles_user_idx").on(t.userId),
    // At most one default profile per user.
    uniqueIndex("business_profiles_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex("business_profiles_handle_idx").on(t.handle),
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

/** A user's client book: the parties their invoices and quotes are made out to. */
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
