// A compliance scan: what a founder's website did before any choice, after "Reject all" and after
// "Accept all", recorded by a headless browser, and the findings against the document's policy.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { documents } from "./documents";
import { users } from "./users";

export const SCAN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

export const siteScans = pgTable(
  "site_scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    status: varchar("status", { length: 10 }).$type<ScanStatus>().notNull().default("queued"),
    error: text("error"),
    /** The published policy version's and banner revision's SHA-256, when the policy is published. */
    policyVersionSha256: varchar("policy_version_sha256", { length: 64 }),
    bannerRevisionSha256: varchar("banner_revision_sha256", { length: 64 }),
    /** What the scan found, as the API answers it (shared/api/scans.ts). */
    bannerFound: jsonb("banner_found"),
    phases: jsonb("phases"),
    findings: jsonb("findings"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("site_scans_document_created_idx").on(t.documentId, t.createdAt),
    index("site_scans_user_created_idx").on(t.userId, t.createdAt),
    check("site_scans_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
