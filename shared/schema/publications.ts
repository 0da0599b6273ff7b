// Hosted policies: a published policy at /p/<handle>/<slug>, every version it has had (never
// edited), and the records its visitors leave: a cookie banner's consent decisions and the terms'
// acceptances, each tied to the exact text by the SHA-256 of the version shown.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { documentVersions, documents } from "./documents";
import { businessProfiles } from "./profiles";
import { users } from "./users";

/** The path segment of each policy type that can be published. */
export const PUBLICATION_SLUGS = ["privacy-policy", "terms", "cookie-policy", "refund-policy"] as const;
export type PublicationSlug = (typeof PUBLICATION_SLUGS)[number];

export const CONSENT_ACTIONS = ["accept_all", "reject_all", "custom", "withdraw"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** One policy of one business profile at one URL; what it shows is its latest version row. */
export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessProfileId: uuid("business_profile_id")
      .notNull()
      .references(() => businessProfiles.id, { onDelete: "cascade" }),
    /** The document published now (its latest publication_versions row names the version). */
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    slug: varchar("slug", { length: 40 }).$type<PublicationSlug>().notNull(),
    /** Set while unpublished: the URL answers 410. Publishing again clears it. */
    unpublishedAt: timestamp("unpublished_at", { withTimezone: true }),
    /** Origins (scheme://host[:port]) whose pages may post consents and acceptances. */
    allowedOrigins: jsonb("allowed_origins").$type<string[]>().notNull().default([]),
    /** How long consent and acceptance records are kept. */
    retentionMonths: integer("retention_months").notNull().default(12),
    /** The template version the owner was last told about (an e-mail and a notice once each). */
    notifiedTemplateVersion: integer("notified_template_version"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("publications_profile_slug_idx").on(t.businessProfileId, t.slug),
    index("publications_user_idx").on(t.userId),
    index("publications_document_idx").on(t.documentId),
    check("publications_slug_check", sql`${t.slug} in (${sql.raw(PUBLICATION_SLUGS.map((slug) => `'${slug}'`).join(", "))})`),
    check("publications_retention_check", sql`${t.retentionMonths} between 1 and 120`),
  ],
);

/** Each publish: the document version shown from then on, numbered 1, 2, … per publication. */
export const publicationVersions = pgTable(
  "publication_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    /** n in /p/<handle>/<slug>/v/<n>. */
    number: integer("number").notNull(),
    documentVersionId: uuid("document_version_id")
      .notNull()
      .references(() => documentVersions.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the published HTML (the document version's). */
    sha256: varchar("sha256", { length: 64 }).notNull(),
    /** Hex SHA-256 of the consent banner's configuration as shown with it (cookie policies). */
    bannerSha256: varchar("banner_sha256", { length: 64 }),
    /** Why it changed, for the changelog ("Updated for …"); null for the owner's own edits. */
    reason: text("reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("publication_versions_number_idx").on(t.publicationId, t.number)],
);

/** A cookie banner's decision. No account: the visitor is known only by their consent id. */
export const consentRecords = pgTable(
  "consent_records",
  {
    /** The receipt id the banner is given. */
    id: uuid("id").primaryKey().defaultRandom(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    consentId: uuid("consent_id").notNull(),
    action: varchar("action", { length: 16 }).$type<ConsentAction>().notNull(),
    categories: jsonb("categories")
      .$type<{ necessary: true; analytics: boolean; marketing: boolean; preferences: boolean }>()
      .notNull(),
    gpc: boolean("gpc").notNull().default(false),
    pageUrl: text("page_url"),
    /** The published version's SHA-256 and the banner revision's, as shown. */
    policySha256: varchar("policy_sha256", { length: 64 }).notNull(),
    bannerSha256: varchar("banner_sha256", { length: 64 }),
    /** The address truncated to /24 (IPv4) or /48 (IPv6). */
    ipPrefix: varchar("ip_prefix", { length: 64 }),
    browser: varchar("browser", { length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_records_publication_created_idx").on(t.publicationId, t.createdAt),
    index("consent_records_consent_idx").on(t.consentId),
    check("consent_records_action_check", sql`${t.action} in ('accept_all', 'reject_all', 'custom', 'withdraw')`),
  ],
);

/** API keys a founder's server records acceptances with; only the key's SHA-256 is kept. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    /** The key's first characters, shown so the owner can tell keys apart. */
    prefix: varchar("prefix", { length: 16 }).notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull().unique(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** A terms acceptance. The subject (an account id or an e-mail) is kept only as an HMAC. */
export const acceptanceRecords = pgTable(
  "acceptance_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    subjectHmac: varchar("subject_hmac", { length: 64 }).notNull(),
    /** The publication version number accepted, and its SHA-256. */
    versionNumber: integer("version_number").notNull(),
    policySha256: varchar("policy_sha256", { length: 64 }).notNull(),
    /** widget: the tick box on the founder's page; api: the founder's server with an API key. */
    source: varchar("source", { length: 10 }).$type<"widget" | "api">().notNull(),
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    ipPrefix: varchar("ip_prefix", { length: 64 }),
    browser: varchar("browser", { length: 40 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("acceptance_records_publication_created_idx").on(t.publicationId, t.createdAt),
    index("acceptance_records_subject_idx").on(t.publicationId, t.subjectHmac),
    check("acceptance_records_source_check", sql`${t.source} in ('widget', 'api')`),
  ],
);
