// Hosted policies: the only code of the publications area on the database. A publication is one
// policy of one business profile at <APP_URL>/p/<handle>/<slug>; each publish appends a
// publication_versions row naming the document version shown from then on (never edited).
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { TAccountExport } from "../../shared/api/account";
import { docMetaOf } from "../../shared/doc-types";
import {
  normalOrigin,
  type TPublication,
  type TPublicationDetail,
  type TPublicationPatch,
  type TPublicationSlug,
  type TPublicationVersion,
} from "../../shared/api/publications";
import {
  businessProfileLogos,
  businessProfiles,
  documentVersions,
  documents,
  publicationVersions,
  publications,
  users,
  type BusinessProfile,
  type DocumentVersion,
  type Publication,
  type PublicationVersion,
} from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { DocTypes } from "../doc-types/define";
import { invalidField, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "../services/activity";
import { lockOwnDocument } from "../services/document-rows";
import { ensureHandle, getDefaultProfile } from "../business-profiles/service";
import { bannerSha256 } from "../doc-types/cookie-policy/banner";
import { embedScript } from "./embed";
import { templateReasonOf } from "./template-reasons";

export interface PublicationDeps {
  db: Db;
  /** config.appUrl: the one base of every URL we hand out. */
  appUrl: string;
  types: DocTypes;
}

export const publicationUrl = (appUrl: string, handle: string, slug: string) => `${appUrl}/p/${handle}/${slug}`;

/** SHA-256 of a cookie banner's configuration as stored with a version (its revision), or null. */
export function bannerSha256Of(version: Pick<DocumentVersion, "extras">): string | null {
  const config = (version.extras as { banner?: { config?: unknown } } | null)?.banner?.config;
  return config === undefined ? null : bannerSha256(config);
}

export const bannerConfigOf = (version: Pick<DocumentVersion, "extras">): unknown =>
  (version.extras as { banner?: { config?: unknown } } | null)?.banner?.config;

const latestVersion = async (db: Db | Tx, publicationId: string) =>
  (
    await db
      .select()
      .from(publicationVersions)
      .where(eq(publicationVersions.publicationId, publicationId))
      .orderBy(desc(publicationVersions.number))
      .limit(1)
  )[0];

export interface PublishResult {
  publication: Publication;
  version: PublicationVersion;
  handle: string;
  /** false when the same version was already live: nothing was written. */
  created: boolean;
}

/**
 * Publishes the document's current version at its profile's address for its type. The same
 * version already live writes nothing; a later version (or another document of the same type of
 * the same profile) is the next version of the same publication; an unpublished one is live again.
 */
export async function publishDocument(
  deps: Pick<PublicationDeps, "db">,
  { userId, documentId, reason = null, origin, tx: outer }: { userId: string; documentId: string; reason?: string | null; origin?: RequestOrigin; tx?: Tx },
): Promise<PublishResult> {
  const run = async (tx: Tx): Promise<PublishResult> => {
    const { document, version } = await lockOwnDocument(tx, userId, documentId);
    const slug = docMetaOf(document.type)?.capabilities.publishable?.slug;
    if (!slug) {
      throw invalidField("type", "Only privacy policies, terms, cookie policies and e-commerce policies can be published");
    }
    const profileId = document.businessProfileId ?? (await getDefaultProfile({ db: tx, userId }))?.id;
    if (!profileId) {
      throw invalidField("businessProfileId", "Publishing needs a business profile: add one in Settings → Business, then publish again");
    }
    const profile = await ensureHandle(tx, userId, profileId);
    const [existing] = await tx
      .select()
      .from(publications)
      .where(and(eq(publications.businessProfileId, profile.id), eq(publications.slug, slug)))
      .for("update");
    const now = new Date();
    const row = {
      number: 1,
      documentVersionId: version.id,
      sha256: version.sha256,
      bannerSha256: bannerSha256Of(version),
      reason,
      publishedAt: now,
    };
    if (!existing) {
      const website = profile.website ? normalOrigin(new URL(profile.website).origin) : undefined;
      const [publication] = await tx
        .insert(publications)
        .values({ userId, businessProfileId: profile.id, documentId: document.id, slug, allowedOrigins: website ? [website] : [] })
        .returning();
      const [written] = await tx.insert(publicationVersions).values({ ...row, publicationId: publication!.id }).returning();
      await record(tx, userId, publication!.id, { version: 1, documentId: document.id }, origin);
      return { publication: publication!, version: written!, handle: profile.handle!, created: true };
    }
    const latest = await latestVersion(tx, existing.id);
    const same = latest?.documentVersionId === version.id && existing.documentId === document.id;
    if (same && !existing.unpublishedAt) return { publication: existing, version: latest!, handle: profile.handle!, created: false };
    const [publication] = await tx
      .update(publications)
      .set({ documentId: document.id, unpublishedAt: null, updatedAt: now })
      .where(eq(publications.id, existing.id))
      .returning();
    if (same) {
      await record(tx, userId, existing.id, { version: latest!.number, documentId: document.id, republished: true }, origin);
      return { publication: publication!, version: latest!, handle: profile.handle!, created: true };
    }
    const number = (latest?.number ?? 0) + 1;
    const [written] = await tx.insert(publicationVersions).values({ ...row, number, publicationId: existing.id }).returning();
    await record(tx, userId, existing.id, { version: number, documentId: document.id }, origin);
    return { publication: publication!, version: written!, handle: profile.handle!, created: true };
  };
  return outer ? run(outer) : deps.db.transaction(run);
}

const record = (tx: Tx, userId: string, publicationId: string, metadata: { version: number; documentId: string; republished?: boolean }, origin?: RequestOrigin) =>
  recordActivity({
    db: tx,
    entry: { userId, action: "publication.published", entityType: "publication", entityId: publicationId, metadata },
    ...(origin ? { origin } : {}),
  });

/** The owner's publication, or 404 (another user's is the same as a missing one). */
async function ownPublication(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select({ publication: publications, handle: businessProfiles.handle })
    .from(publications)
    .innerJoin(businessProfiles, eq(businessProfiles.id, publications.businessProfileId))
    .where(and(eq(publications.id, id), eq(publications.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Publication not found");
  return row;
}

export async function unpublish({ db }: Pick<PublicationDeps, "db">, { userId, id, origin }: { userId: string; id: string; origin?: RequestOrigin }) {
  await db.transaction(async (tx) => {
    const { publication } = await ownPublication(tx, userId, id);
    if (publication.unpublishedAt) return;
    await tx.update(publications).set({ unpublishedAt: new Date(), updatedAt: new Date() }).where(eq(publications.id, id));
    await recordActivity({
      db: tx,
      entry: { userId, action: "publication.unpublished", entityType: "publication", entityId: id },
      ...(origin ? { origin } : {}),
    });
  });
}

export async function updatePublication({ db }: Pick<PublicationDeps, "db">, { userId, id, patch }: { userId: string; id: string; patch: TPublicationPatch }) {
  await ownPublication(db, userId, id);
  const set: Partial<Publication> = { updatedAt: new Date() };
  if (patch.allowedOrigins) set.allowedOrigins = patch.allowedOrigins;
  if (patch.retentionMonths !== undefined) set.retentionMonths = patch.retentionMonths;
  await db.update(publications).set(set).where(eq(publications.id, id));
}

interface Listed {
  publication: Publication;
  handle: string | null;
  title: string;
  templateVersion: number;
  documentKind: string;
}

/** The rows a presented publication reads: itself, its handle, its document's title and current template, and its versions. */
async function listed(db: Db, where: ReturnType<typeof eq>) {
  const rows: Listed[] = await db
    .select({
      publication: publications,
      handle: businessProfiles.handle,
      title: documents.title,
      documentKind: documents.type,
      templateVersion: documentVersions.templateVersion,
    })
    .from(publications)
    .innerJoin(businessProfiles, eq(businessProfiles.id, publications.businessProfileId))
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .where(where)
    .orderBy(asc(publications.createdAt));
  const ids = rows.map((r) => r.publication.id);
  const versions = ids.length
    ? await db
        .select({ row: publicationVersions, documentVersion: documentVersions.version, templateVersion: documentVersions.templateVersion })
        .from(publicationVersions)
        .innerJoin(documentVersions, eq(documentVersions.id, publicationVersions.documentVersionId))
        .where(inArray(publicationVersions.publicationId, ids))
        .orderBy(asc(publicationVersions.number))
    : [];
  return { rows, versions };
}

function present(
  deps: Pick<PublicationDeps, "appUrl" | "types">,
  { publication, handle, title, documentKind }: Listed,
  versions: { row: PublicationVersion; documentVersion: number; templateVersion: number }[],
): TPublicationDetail {
  const url = publicationUrl(deps.appUrl, handle ?? "", publication.slug);
  const latest = versions.at(-1)!;
  const latestTemplate = deps.types.get(documentKind)?.templateVersion ?? latest.templateVersion;
  const script = embedScript();
  return {
    id: publication.id,
    documentId: publication.documentId,
    businessProfileId: publication.businessProfileId,
    handle: handle ?? "",
    slug: publication.slug as TPublicationSlug,
    title,
    url,
    active: publication.unpublishedAt === null,
    unpublishedAt: publication.unpublishedAt?.toISOString() ?? null,
    version: latest.row.number,
    documentVersion: latest.documentVersion,
    publishedAt: latest.row.publishedAt.toISOString(),
    allowedOrigins: publication.allowedOrigins,
    retentionMonths: publication.retentionMonths,
    embed: { scriptUrl: `${deps.appUrl}${script.path}`, integrity: script.integrity, iframeUrl: `${url}?embed=1` },
    templateUpdate:
      latestTemplate > latest.templateVersion
        ? { latestTemplateVersion: latestTemplate, reason: templateReasonOf(deps.types.get(documentKind), latestTemplate) }
        : null,
    createdAt: publication.createdAt.toISOString(),
    updatedAt: publication.updatedAt.toISOString(),
    versions: versions.map(
      ({ row, documentVersion }): TPublicationVersion => ({
        number: row.number,
        documentVersion,
        sha256: row.sha256,
        bannerSha256: row.bannerSha256,
        reason: row.reason,
        publishedAt: row.publishedAt.toISOString(),
        url: `${url}/v/${row.number}`,
      }),
    ),
  };
}

export async function listPublications(deps: PublicationDeps, { userId, documentId }: { userId: string; documentId?: string }): Promise<TPublication[]> {
  const where = documentId ? and(eq(publications.userId, userId), eq(publications.documentId, documentId))! : eq(publications.userId, userId);
  const { rows, versions } = await listed(deps.db, where as ReturnType<typeof eq>);
  return rows.map((r) => {
    const { versions: _versions, ...rest } = present(deps, r, versions.filter((v) => v.row.publicationId === r.publication.id));
    void _versions;
    return rest;
  });
}

export async function getPublication(deps: PublicationDeps, { userId, id }: { userId: string; id: string }): Promise<TPublicationDetail> {
  await ownPublication(deps.db, userId, id);
  const { rows, versions } = await listed(deps.db, eq(publications.id, id));
  return present(deps, rows[0]!, versions);
}

// ---- The public side: no account, looked up by handle and slug (or by id for the embed).

export interface PublicVersion {
  number: number;
  publishedAt: Date;
  reason: string | null;
  sha256: string;
  bannerSha256: string | null;
  title: string;
  html: string;
  markdown: string;
  extras: unknown;
}

export interface PublicPolicy {
  publicationId: string;
  handle: string;
  slug: TPublicationSlug;
  active: boolean;
  allowedOrigins: string[];
  profile: { id: string; name: string; primaryColor: string; secondaryColor: string; hasLogo: boolean };
  /** Every version, oldest first; the last is the current one. */
  versions: PublicVersion[];
}

async function profileByHandle(db: Db, handle: string) {
  const [row] = await db
    .select({ profile: businessProfiles, blocked: users.isBlocked, logo: businessProfileLogos.sha256 })
    .from(businessProfiles)
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .leftJoin(businessProfileLogos, eq(businessProfileLogos.profileId, businessProfiles.id))
    .where(eq(businessProfiles.handle, handle))
    .limit(1);
  return row && !row.blocked ? row : undefined;
}

const publicProfile = (p: BusinessProfile, logo: string | null) => ({
  id: p.id,
  name: p.tradingName ?? p.name,
  primaryColor: p.primaryColor,
  secondaryColor: p.secondaryColor,
  hasLogo: logo !== null,
});

async function versionsOf(db: Db, publicationId: string): Promise<PublicVersion[]> {
  const rows = await db
    .select({ row: publicationVersions, version: documentVersions })
    .from(publicationVersions)
    .innerJoin(documentVersions, eq(documentVersions.id, publicationVersions.documentVersionId))
    .where(eq(publicationVersions.publicationId, publicationId))
    .orderBy(asc(publicationVersions.number));
  return rows.map(({ row, version }) => ({
    number: row.number,
    publishedAt: row.publishedAt,
    reason: row.reason,
    sha256: row.sha256,
    bannerSha256: row.bannerSha256,
    title: version.title,
    html: version.html,
    markdown: version.markdown ?? "",
    extras: version.extras,
  }));
}

/** A profile's policy by handle and slug (live or unpublished), or undefined. */
export async function findPublicPolicy(db: Db, handle: string, slug: TPublicationSlug): Promise<PublicPolicy | undefined> {
  const found = await profileByHandle(db, handle);
  if (!found) return undefined;
  const [publication] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.businessProfileId, found.profile.id), eq(publications.slug, slug)))
    .limit(1);
  if (!publication) return undefined;
  return {
    publicationId: publication.id,
    handle,
    slug,
    active: publication.unpublishedAt === null,
    allowedOrigins: publication.allowedOrigins,
    profile: publicProfile(found.profile, found.logo),
    versions: await versionsOf(db, publication.id),
  };
}

/** A live policy by its publication id (the embed script's), or undefined. */
export async function findPublicPolicyById(db: Db, id: string): Promise<PublicPolicy | undefined> {
  const [row] = await db
    .select({ publication: publications, profile: businessProfiles, blocked: users.isBlocked, logo: businessProfileLogos.sha256 })
    .from(publications)
    .innerJoin(businessProfiles, eq(businessProfiles.id, publications.businessProfileId))
    .innerJoin(users, eq(users.id, publications.userId))
    .leftJoin(businessProfileLogos, eq(businessProfileLogos.profileId, businessProfiles.id))
    .where(and(eq(publications.id, id), isNull(publications.unpublishedAt)))
    .limit(1);
  if (!row || row.blocked || !row.profile.handle) return undefined;
  return {
    publicationId: id,
    handle: row.profile.handle,
    slug: row.publication.slug as TPublicationSlug,
    active: true,
    allowedOrigins: row.publication.allowedOrigins,
    profile: publicProfile(row.profile, row.logo),
    versions: await versionsOf(db, id),
  };
}

/** A profile's legal centre: its live policies, each with its current version's title and date. */
export async function findLegalCentre(db: Db, handle: string) {
  const found = await profileByHandle(db, handle);
  if (!found) return undefined;
  const rows = await db
    .select({ slug: publications.slug, id: publications.id })
    .from(publications)
    .where(and(eq(publications.businessProfileId, found.profile.id), isNull(publications.unpublishedAt)))
    .orderBy(asc(publications.slug));
  const policies = [];
  for (const row of rows) {
    const versions = await versionsOf(db, row.id);
    const current = versions.at(-1);
    if (current) policies.push({ slug: row.slug as TPublicationSlug, title: current.title, version: current.number, publishedAt: current.publishedAt });
  }
  return { handle, profile: publicProfile(found.profile, found.logo), policies };
}

/** The profile's header logo (a PNG of at most 480 x 160 px) by handle. */
export async function publicLogo(db: Db, handle: string) {
  const [row] = await db
    .select({ png: businessProfileLogos.headerPng, sha256: businessProfileLogos.sha256, blocked: users.isBlocked })
    .from(businessProfileLogos)
    .innerJoin(businessProfiles, eq(businessProfiles.id, businessProfileLogos.profileId))
    .innerJoin(users, eq(users.id, businessProfiles.userId))
    .where(eq(businessProfiles.handle, handle))
    .limit(1);
  return row && !row.blocked ? row : undefined;
}

// ---- Template updates: published policies whose type has a newer template than the text shown.

export interface StalePublication {
  publicationId: string;
  userId: string;
  ownerEmail: string;
  documentId: string;
  documentKind: string;
  title: string;
  handle: string;
  slug: string;
  templateVersion: number;
  latestTemplateVersion: number;
  markdown: string;
  input: unknown;
  context: unknown;
}

/** Live publications whose document's current version is older than its type's template and whose owner was not told of that template yet. */
export async function stalePublications(deps: Pick<PublicationDeps, "db" | "types">): Promise<StalePublication[]> {
  const rows = await deps.db
    .select({ publication: publications, document: documents, version: documentVersions, handle: businessProfiles.handle, ownerEmail: users.email, blocked: users.isBlocked })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.userId))
    .innerJoin(businessProfiles, eq(businessProfiles.id, publications.businessProfileId))
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .where(isNull(publications.unpublishedAt));
  return rows.flatMap(({ publication, document, version, handle, ownerEmail, blocked }) => {
    if (blocked) return [];
    const latest = deps.types.get(document.type)?.templateVersion;
    if (latest === undefined || version.templateVersion >= latest) return [];
    if ((publication.notifiedTemplateVersion ?? 0) >= latest) return [];
    return [
      {
        publicationId: publication.id,
        userId: publication.userId,
        ownerEmail,
        documentId: document.id,
        documentKind: document.type,
        title: document.title,
        handle: handle ?? "",
        slug: publication.slug,
        templateVersion: version.templateVersion,
        latestTemplateVersion: latest,
        markdown: version.markdown ?? "",
        input: version.input,
        context: version.context,
      },
    ];
  });
}

/**
 * Tells the owner of template `n` once: marks the publication and runs `tell` (the e-mail queued)
 * in one transaction; false when another run did first.
 */
export async function notifyOnce(db: Db, publicationId: string, n: number, tell: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(publications).where(eq(publications.id, publicationId)).for("update");
    if (!row || (row.notifiedTemplateVersion ?? 0) >= n) return false;
    await tx.update(publications).set({ notifiedTemplateVersion: n }).where(eq(publications.id, publicationId));
    await tell(tx);
    return true;
  });
}

/** The user's live publications of a document (a template update publishes it again). */
export async function livePublicationsOf(tx: Tx, documentId: string) {
  return tx.select().from(publications).where(and(eq(publications.documentId, documentId), isNull(publications.unpublishedAt)));
}

/** The publications of an account, with their versions, for Download my data. */
export async function exportPublications({ db, userId }: { db: Db; userId: string }): Promise<Pick<TAccountExport, "publications">> {
  const rows = await db.select().from(publications).where(eq(publications.userId, userId)).orderBy(asc(publications.createdAt));
  const ids = rows.map((r) => r.id);
  const versions = ids.length
    ? await db.select().from(publicationVersions).where(inArray(publicationVersions.publicationId, ids)).orderBy(asc(publicationVersions.number))
    : [];
  return {
    publications: rows.map((p) => ({
      id: p.id,
      businessProfileId: p.businessProfileId,
      documentId: p.documentId,
      slug: p.slug,
      unpublishedAt: p.unpublishedAt?.toISOString() ?? null,
      allowedOrigins: p.allowedOrigins,
      retentionMonths: p.retentionMonths,
      createdAt: p.createdAt.toISOString(),
      versions: versions
        .filter((v) => v.publicationId === p.id)
        .map((v) => ({ number: v.number, sha256: v.sha256, bannerSha256: v.bannerSha256, reason: v.reason, publishedAt: v.publishedAt.toISOString() })),
    })),
  };
}
