// Hosted policies: a policy published at <APP_URL>/p/<handle>/<slug>, its versions, the owner's
// settings of it, and what the public API and the embed script answer (docs/API.md "Publications").
import { z } from "zod";
import type { DocTypeCapabilities } from "../doc-types/define";

/** The path segment a publishable type is published under (its `publishable` capability). */
export type TPublicationSlug = NonNullable<DocTypeCapabilities["publishable"]>["slug"];
export { PUBLICATION_SLUGS } from "../schema/publications";

/** A business profile's public handle: 3 to 40 lowercase letters, digits and hyphens, no hyphen at either end. */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
export const HANDLE_MESSAGE = "Public handle must be 3 to 40 lowercase letters, digits and hyphens, starting and ending with a letter or digit";

export const ZHandle = z
  .string({ error: HANDLE_MESSAGE })
  .max(60, { error: HANDLE_MESSAGE, abort: true })
  .trim()
  .regex(HANDLE_PATTERN, HANDLE_MESSAGE);

/** A handle made from a name: accents stripped, lowercased, anything else a hyphen, 3 to 40 characters. */
export function handleFromName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-/, "")
    .slice(0, 34)
    .replace(/-$/, "");
  if (base.length >= 3) return base;
  return base ? `${base}-policies` : "policies";
}

export const MAX_ALLOWED_ORIGINS = 10;
const ORIGIN_MESSAGE = "Each allowed origin must be a web origin like https://example.com (no path)";

/** An origin as a browser sends it: http(s)://host[:port], nothing after. */
export function normalOrigin(value: string): string | undefined {
  if (value.length > 300) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) return undefined;
    if (value.replace(/\/$/, "").toLowerCase() !== url.origin.toLowerCase()) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export const ZPublicationPatch = z.strictObject(
  {
    allowedOrigins: z
      .array(z.string({ error: ORIGIN_MESSAGE }).max(300, ORIGIN_MESSAGE), { error: "Allowed origins must be a list of origins" })
      .max(MAX_ALLOWED_ORIGINS, `At most ${MAX_ALLOWED_ORIGINS} allowed origins`)
      .transform((list, ctx) => {
        const out: string[] = [];
        for (const [i, raw] of list.entries()) {
          const origin = normalOrigin(raw.trim());
          if (!origin) {
            ctx.issues.push({ code: "custom", message: ORIGIN_MESSAGE, input: raw, path: [i] });
            return z.NEVER;
          }
          if (!out.includes(origin)) out.push(origin);
        }
        return out;
      })
      .optional(),
    retentionMonths: z
      .number({ error: "Retention must be a whole number of months from 1 to 120" })
      .int("Retention must be a whole number of months from 1 to 120")
      .min(1, "Retention must be a whole number of months from 1 to 120")
      .max(120, "Retention must be a whole number of months from 1 to 120")
      .optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined) },
);
export type TPublicationPatch = z.output<typeof ZPublicationPatch>;

/** GET /api/publications: every publication of the owner, or a document's. */
export const ZPublicationListQuery = z.strictObject(
  { documentId: z.uuid({ error: "documentId must be a document id" }).optional() },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown parameter: ${issue.keys.join(", ")}` : undefined) },
);

/** POST /api/documents/:id/publish. */
export interface TPublished {
  publicationId: string;
  url: string;
  version: number;
  publishedAt: string;
}

export interface TPublicationVersion {
  number: number;
  documentVersion: number;
  sha256: string;
  bannerSha256: string | null;
  reason: string | null;
  publishedAt: string;
  url: string;
}

/** A publication as its owner sees it. */
export interface TPublication {
  id: string;
  documentId: string;
  businessProfileId: string;
  handle: string;
  slug: TPublicationSlug;
  title: string;
  url: string;
  /** false while unpublished (the URL answers 410). */
  active: boolean;
  unpublishedAt: string | null;
  version: number;
  /** The document version shown now. */
  documentVersion: number;
  publishedAt: string;
  allowedOrigins: string[];
  retentionMonths: number;
  /** The embed script and its Subresource Integrity hash. */
  embed: { scriptUrl: string; integrity: string; iframeUrl: string };
  /** A newer template than the published text's, which the owner has not accepted yet. */
  templateUpdate: { latestTemplateVersion: number; reason: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface TPublicationDetail extends TPublication {
  versions: TPublicationVersion[];
}

/** GET /api/public/publications/:id: what the embed script renders. */
export interface TPublicPublication {
  publicationId: string;
  title: string;
  html: string;
  markdown: string;
  version: number;
  lastUpdated: string;
  url: string;
  slug: TPublicationSlug;
  handle: string;
  profile: { name: string; logoUrl: string | null; primaryColor: string };
  /** A cookie policy's banner: its configuration as published, its SHA-256 and the pinned library. */
  banner?: { config: unknown; sha256: string; library: { js: { path: string; integrity: string }; css: { path: string; integrity: string } } };
  acceptance?: { versionNumber: number; sha256: string; text: string; termsUrl: string };
}

/** The tick box's words for terms version n. */
export const acceptanceText = (n: number) => `I have read and agree to the Terms (version ${n})`;
