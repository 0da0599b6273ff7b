// Consent and acceptance records of hosted policies, and the API keys a founder's server records
// acceptances with: the request schemas (both sides) and the answers, field by field.
import { z } from "zod";

export const CONSENT_ACTION_VALUES = ["accept_all", "reject_all", "custom", "withdraw"] as const;
export type TConsentAction = (typeof CONSENT_ACTION_VALUES)[number];

/** A public record's body is refused past this many bytes, before it is parsed. */
export const RECORD_BODY_LIMIT_BYTES = 4 * 1024;
export const PAGE_URL_MAX = 2000;
export const SUBJECT_MAX = 320;

const httpUrl = z
  .string()
  .max(PAGE_URL_MAX, `At most ${PAGE_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be an http or https URL");

/** POST /api/public/consents: a cookie banner's decision. Unknown keys are refused. */
export const ZConsentRecordBody = z.strictObject({
  publicationId: z.uuid("Must be a publication id"),
  consentId: z.uuid("Must be a UUID"),
  action: z.enum(CONSENT_ACTION_VALUES, `Must be one of ${CONSENT_ACTION_VALUES.join(", ")}`),
  categories: z.strictObject({
    necessary: z.literal(true, "Necessary cookies are always on: must be true"),
    analytics: z.boolean("Must be true or false"),
    marketing: z.boolean("Must be true or false"),
    preferences: z.boolean("Must be true or false"),
  }),
  gpc: z.boolean("Must be true or false"),
  pageUrl: httpUrl.optional(),
});
export type TConsentRecordBody = z.infer<typeof ZConsentRecordBody>;

/** POST /api/public/acceptances: the terms accepted by a subject (an account id or an e-mail). */
export const ZAcceptanceRecordBody = z.strictObject({
  publicationId: z.uuid("Must be a publication id"),
  subject: z.string("Required").trim().min(1, "Required").max(SUBJECT_MAX, `At most ${SUBJECT_MAX} characters`),
});

export interface TReceipt {
  receiptId: string;
}

/** The owner's lists: a time window, an action (consents), and a keyset cursor. */
export const ZRecordListQuery = z.strictObject({
  from: z.iso.datetime({ offset: true, error: "Must be an ISO date and time" }).or(z.iso.date("Must be an ISO date")).optional(),
  to: z.iso.datetime({ offset: true, error: "Must be an ISO date and time" }).or(z.iso.date("Must be an ISO date")).optional(),
  action: z.enum(CONSENT_ACTION_VALUES, `Must be one of ${CONSENT_ACTION_VALUES.join(", ")}`).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number("Must be a number").int("Must be a whole number").min(1, "At least 1").max(200, "At most 200").default(50),
});

export const ZAcceptanceLookupQuery = z.strictObject({
  subject: z.string("Required").trim().min(1, "Required").max(SUBJECT_MAX, `At most ${SUBJECT_MAX} characters`),
});

export const ZConsentSummaryQuery = z.strictObject({
  days: z.coerce.number("Must be a number").int("Must be a whole number").min(1, "At least 1").max(366, "At most 366").default(30),
});

export interface TConsentCategories {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

export interface TConsentRecord {
  receiptId: string;
  publicationId: string;
  consentId: string;
  action: TConsentAction;
  categories: TConsentCategories;
  gpc: boolean;
  pageUrl: string | null;
  policySha256: string;
  bannerSha256: string | null;
  ipPrefix: string | null;
  browser: string | null;
  createdAt: string;
}

export interface TAcceptanceRecord {
  receiptId: string;
  publicationId: string;
  /** HMAC-SHA-256 of the subject: the subject itself is never kept. */
  subjectHmac: string;
  versionNumber: number;
  policySha256: string;
  source: "widget" | "api";
  ipPrefix: string | null;
  browser: string | null;
  createdAt: string;
}

export interface TRecordPage<R> {
  records: R[];
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: string | null;
}

export interface TConsentDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  accept_all: number;
  reject_all: number;
  custom: number;
  withdraw: number;
}

export interface TConsentSummary {
  days: TConsentDay[];
}

/** API keys: the list and the one answer that carries the key itself. */
export const ZApiKeyCreateBody = z.strictObject({
  name: z.string("Required").trim().min(1, "Required").max(100, "At most 100 characters"),
});

export interface TApiKey {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface TCreatedApiKey extends TApiKey {
  /** Shown once: only its SHA-256 is kept. */
  key: string;
}
