// Compliance scans (docs/API.md "Compliance scans"): the request that starts one and the answers
// that read one, for the server (server/scans/) and the viewer's report (client/src/features/scans/).
import { z } from "zod";
import type { ScanStatus } from "../schema/scans";

export const MAX_SCAN_URL = 2000;

const URL_MESSAGE = "Enter the address of your website, starting with http:// or https://";

/** POST /api/documents/:id/scans. Whether the host is public is checked by the server after this. */
export const ZStartScanSchema = z.strictObject(
  {
    url: z
      .string({ error: URL_MESSAGE })
      .trim()
      .min(1, URL_MESSAGE)
      .max(MAX_SCAN_URL, `The address must be at most ${MAX_SCAN_URL} characters`)
      .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE })),
  },
  { error: "Send { url }" },
);
export type TStartScanInput = z.input<typeof ZStartScanSchema>;

/**
 * Which consent banner the page showed before any choice:
 * - `founderdocs`: ours (vanilla-cookieconsent loaded from this app), so Reject all and Accept all are pressed;
 * - `other`: another consent tool (only `beforeConsent` is recorded);
 * - `none`: no consent banner was found.
 */
export const BANNER_FOUND = ["founderdocs", "other", "none"] as const;
export type TBannerFound = (typeof BANNER_FOUND)[number];

export const SCAN_PHASES = ["beforeConsent", "afterReject", "afterAccept"] as const;
export type TScanPhaseName = (typeof SCAN_PHASES)[number];

export interface TScanCookie {
  name: string;
  domain: string;
  path: string;
  /** ISO time, or null for a session cookie. */
  expires: string | null;
  /** Set for the scanned site's own registrable domain. */
  firstParty: boolean;
  /** The recognised service's id (see `services` of the scan's answer). */
  service?: string;
}

export interface TScanStorageItem {
  origin: string;
  key: string;
  /** "local" or "session" storage. */
  area: "local" | "session";
  service?: string;
}

export interface TScanRequest {
  url: string;
  /** Chromium's resource type: document, script, image, xhr, fetch, ping… */
  type: string;
  thirdParty: boolean;
  service?: string;
}

export interface TScanPhase {
  cookies: TScanCookie[];
  storage: TScanStorageItem[];
  requests: TScanRequest[];
  /** Requests not recorded because a bound was reached (500 requests, 20 MB), or 0. */
  truncated: number;
}

export type TScanPhases = { beforeConsent: TScanPhase } & Partial<Record<"afterReject" | "afterAccept", TScanPhase>>;

export const FINDING_KINDS = [
  "fires_before_consent",
  "fires_after_reject",
  "undeclared_service",
  "declared_not_seen",
  "banner_missing",
  "unknown_third_party",
] as const;
export type TFindingKind = (typeof FINDING_KINDS)[number];

export type TFindingSeverity = "high" | "medium" | "low" | "info";

export interface TFindingEvidence {
  phase: TScanPhaseName;
  cookie?: string;
  storageKey?: string;
  request?: string;
  /** A host nobody recognised (unknown_third_party). */
  host?: string;
}

export interface TScanFinding {
  kind: TFindingKind;
  severity: TFindingSeverity;
  /** The service's id, when the finding is about one. */
  service?: string;
  evidence: TFindingEvidence[];
}

/** A service the scan names: its label, category and what the viewer offers to do about it. */
export interface TScanService {
  id: string;
  name: string;
  category: "necessary" | "functional" | "analytics" | "marketing";
}

export interface TScan {
  id: string;
  documentId: string;
  url: string;
  status: ScanStatus;
  error?: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  policyVersionSha256: string | null;
  bannerRevisionSha256: string | null;
  bannerFound: TBannerFound | null;
  phases: TScanPhases | null;
  findings: TScanFinding[] | null;
  /** The services the phases and findings name, by id. */
  services: Record<string, TScanService>;
}

/** A scan in a document's list (no phases). */
export type TScanSummary = Omit<TScan, "phases" | "services">;

export interface TScanQueued {
  id: string;
  status: "queued";
}
