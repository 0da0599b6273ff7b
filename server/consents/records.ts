// The write path of the public records (POST /api/public/consents and /acceptances): what a
// publication's records need of it (its owner, its type, whether it is published, the origins that
// may post, the latest version's number and hashes) read once and kept in memory a few seconds, so
// a record costs one INSERT and nothing else. lru-cache's fetch() shares one read among concurrent
// requests for the same publication, and a publication not found is remembered too (a flood of
// made-up ids costs the database one read each per TTL, not one per request).
import { createHmac } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { acceptanceRecords, consentRecords, publications, publicationVersions, type PublicationSlug } from "../../shared/schema";
import type { TConsentRecordBody } from "../../shared/api/consents";
import type { Db } from "../db";
import { AppError, notFound } from "../errors";

/** How long a publication's facts are kept before they are read again. */
export const PUBLICATION_CACHE_TTL_MS = 10_000;

export interface PublicationFacts {
  id: string;
  userId: string;
  slug: PublicationSlug;
  published: boolean;
  allowedOrigins: readonly string[];
  /** The latest publish: what a record made now refers to (none yet: nothing to record against). */
  version: { number: number; sha256: string; bannerSha256: string | null } | null;
}

type Cached = { found: false } | { found: true; facts: PublicationFacts };

const publicationCache = new LRUCache<string, Cached, Db>({
  max: 20_000,
  ttl: PUBLICATION_CACHE_TTL_MS,
  fetchMethod: async (id, _stale, { context: db }) => {
    const facts = await readPublicationFacts(db, id);
    return facts ? { found: true, facts } : { found: false };
  },
});

/** Whether some published publication lists an origin (a preflight names no publication). */
const originCache = new LRUCache<string, { allowed: boolean }, Db>({
  max: 20_000,
  ttl: PUBLICATION_CACHE_TTL_MS,
  fetchMethod: async (origin, _stale, { context: db }) => {
    const [row] = await db
      .select({ id: publications.id })
      .from(publications)
      .where(and(isNull(publications.unpublishedAt), sql`${publications.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`))
      .limit(1);
    return { allowed: row !== undefined };
  },
});

/**
 * Drops what is remembered of a publication (and of every origin), for a change that must take
 * effect at once: its allowed origins edited, unpublished, published again. Without it a change
 * takes effect within PUBLICATION_CACHE_TTL_MS.
 */
export function forgetPublication(id: string): void {
  publicationCache.delete(id);
  originCache.clear();
}

async function readPublicationFacts(db: Db, id: string): Promise<PublicationFacts | undefined> {
  const [row] = await db
    .select({
      id: publications.id,
      userId: publications.userId,
      slug: publications.slug,
      unpublishedAt: publications.unpublishedAt,
      allowedOrigins: publications.allowedOrigins,
      number: publicationVersions.number,
      sha256: publicationVersions.sha256,
      bannerSha256: publicationVersions.bannerSha256,
    })
    .from(publications)
    .leftJoin(publicationVersions, eq(publicationVersions.publicationId, publications.id))
    .where(eq(publications.id, id))
    .orderBy(desc(publicationVersions.number))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    published: row.unpublishedAt === null,
    allowedOrigins: row.allowedOrigins,
    version: row.number === null || row.sha256 === null ? null : { number: row.number, sha256: row.sha256, bannerSha256: row.bannerSha256 },
  };
}

/** The publication's facts, from memory when read in the last few seconds. */
export async function publicationFacts(db: Db, id: string): Promise<PublicationFacts | undefined> {
  const cached = await publicationCache.fetch(id, { context: db });
  return cached?.found ? cached.facts : undefined;
}

export async function originAllowedAnywhere(db: Db, origin: string): Promise<boolean> {
  return (await originCache.fetch(origin, { context: db }))?.allowed ?? false;
}

const NOT_PUBLISHED = "This policy is not published";

/** The publication a record is for: 404 unknown, 410 unpublished, 404 for the wrong kind of policy. */
export async function recordablePublication(db: Db, id: string, slug: PublicationSlug): Promise<PublicationFacts & { version: NonNullable<PublicationFacts["version"]> }> {
  const facts = await publicationFacts(db, id);
  if (!facts) throw notFound("No such publication");
  if (!facts.published || !facts.version) throw new AppError("gone", `${NOT_PUBLISHED} any more`);
  if (facts.slug !== slug) throw notFound(slug === "cookie-policy" ? "Consents are recorded for a published cookie policy only" : "Acceptances are recorded for published terms only");
  return facts as PublicationFacts & { version: NonNullable<PublicationFacts["version"]> };
}

export interface RequestFacts {
  ipPrefix: string | null;
  browser: string | null;
}

/** One INSERT: the decision, the hashes of what was shown, the visitor's network and browser. */
export async function recordConsent(db: Db, publication: PublicationFacts & { version: NonNullable<PublicationFacts["version"]> }, body: TConsentRecordBody, request: RequestFacts): Promise<string> {
  const [row] = await db
    .insert(consentRecords)
    .values({
      publicationId: publication.id,
      consentId: body.consentId,
      action: body.action,
      categories: body.categories,
      gpc: body.gpc,
      pageUrl: body.pageUrl ?? null,
      policySha256: publication.version.sha256,
      bannerSha256: publication.version.bannerSha256,
      ipPrefix: request.ipPrefix,
      browser: request.browser,
    })
    .returning({ id: consentRecords.id });
  return row!.id;
}

export async function recordAcceptance(
  db: Db,
  publication: PublicationFacts & { version: NonNullable<PublicationFacts["version"]> },
  { subjectHmac, source, apiKeyId }: { subjectHmac: string; source: "widget" | "api"; apiKeyId?: string | undefined },
  request: RequestFacts,
): Promise<string> {
  const [row] = await db
    .insert(acceptanceRecords)
    .values({
      publicationId: publication.id,
      subjectHmac,
      versionNumber: publication.version.number,
      policySha256: publication.version.sha256,
      source,
      apiKeyId: apiKeyId ?? null,
      ipPrefix: request.ipPrefix,
      browser: request.browser,
    })
    .returning({ id: acceptanceRecords.id });
  return row!.id;
}

/**
 * The subject of an acceptance as kept: HMAC-SHA-256 under a key derived from AUDIT_KEY (the
 * server's secret for records that must hold up later; never the session secret), so the owner can
 * look a subject up and nobody holding the table alone can test guesses against it.
 */
export function subjectHmac(auditKey: string, subject: string): string {
  const key = createHmac("sha256", auditKey).update("founderdocs acceptance subject key").digest();
  return createHmac("sha256", key).update(subject.trim()).digest("hex");
}

/** The subject's HMAC under the current key and every previous one (AUDIT_KEY_PREVIOUS): a lookup after a rotation still finds it. */
export const subjectHmacs = (audit: { key: string; previousKeys: readonly string[] }, subject: string): string[] =>
  [audit.key, ...audit.previousKeys].map((key) => subjectHmac(key, subject));

