// Compliance scans: the only code on the site_scans table (and the one read of a published
// policy's hashes a scan records). A scan is started for the owner's cookie or privacy policy,
// queued as a job (./jobs.ts), and read back by its owner only: another user's scan or document
// is the same 404 as a missing one.
import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { TBannerFound, TScan, TScanFinding, TScanPhases, TScanSummary } from "../../shared/api/scans";
import type { TCookiePolicyRequest } from "../../shared/doc-types";
import { docMetaOf } from "../../shared/doc-types/registry";
import { documentVersions, documents, publicationVersions, publications, siteScans, users, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { AppError, invalidField, notFound } from "../errors";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import { scanChangedMail } from "./mail";
import { requireOwnDocument } from "../services/document-rows";
import { RefusedTarget, refusedPort, resolveAll, type AddressPolicy } from "./address";
import type { DeclaredServices } from "./findings";
import { SERVICE_BY_ID } from "./recognise";
import { SCAN_JOB } from "./job-ref";

export const SCAN_NOT_FOUND = "Scan not found";

type ScanRow = typeof siteScans.$inferSelect;

export const scanLimitMessage = (limit: number) =>
  `You've used all ${limit} website scans included in the Free plan this month. Upgrade to Lifetime Access for unlimited scans.`;

/** The URL's host must be public (and its port 80 or 443): a 400 naming `url` otherwise. */
export async function checkScanTarget(url: string, policy: AddressPolicy, resolve?: (host: string) => Promise<string[]>): Promise<void> {
  const target = new URL(url);
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  try {
    const badPort = refusedPort(port, policy);
    if (badPort) throw new RefusedTarget(`${badPort} is not allowed`);
    await resolveAll(target.hostname, policy, resolve);
  } catch (err) {
    if (err instanceof RefusedTarget) throw invalidField("url", `This address can't be scanned: ${err.message}. Enter your website's public address.`);
    throw err;
  }
}

export async function startScan({
  db,
  jobs,
  user,
  documentId,
  url,
  policy,
  freeMonthlyLimit,
}: {
  db: Db;
  jobs: Jobs;
  user: User;
  documentId: string;
  url: string;
  policy: AddressPolicy;
  freeMonthlyLimit: number;
}): Promise<{ id: string; status: "queued" }> {
  const { document } = await requireOwnDocument({ db, userId: user.id, id: documentId });
  if (!docMetaOf(document.type)?.capabilities.scannable) {
    throw new AppError("invalid_input", "Only a cookie policy or a privacy policy can be checked against a website");
  }
  await checkScanTarget(url, policy);
  return db.transaction(async (tx) => {
    // The user's row lock orders their starts: two at once can't both pass the checks below.
    const [owner] = await tx.select({ subscription: users.subscription }).from(users).where(eq(users.id, user.id)).for("update");
    const [running] = await tx
      .select({ id: siteScans.id })
      .from(siteScans)
      .where(and(eq(siteScans.userId, user.id), inArray(siteScans.status, ["queued", "running"])))
      .limit(1);
    if (running) throw new AppError("conflict", "A scan of yours is still running. Wait for it to finish, then start another.");
    if (owner?.subscription !== "pro") {
      const now = jobs.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(siteScans)
        .where(and(eq(siteScans.userId, user.id), gte(siteScans.createdAt, monthStart)));
      if ((used?.n ?? 0) >= freeMonthlyLimit) throw new AppError("plan_limit", scanLimitMessage(freeMonthlyLimit));
    }
    const [row] = await tx.insert(siteScans).values({ userId: user.id, documentId: document.id, url }).returning({ id: siteScans.id });
    await jobs.send(SCAN_JOB, { scanId: row!.id }, { tx });
    return { id: row!.id, status: "queued" as const };
  });
}

function presentSummary(row: ScanRow): TScanSummary {
  return {
    id: row.id,
    documentId: row.documentId,
    url: row.url,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    policyVersionSha256: row.policyVersionSha256,
    bannerRevisionSha256: row.bannerRevisionSha256,
    bannerFound: (row.bannerFound as TBannerFound | null) ?? null,
    findings: (row.findings as TScanFinding[] | null) ?? null,
  };
}

export function presentScan(row: ScanRow): TScan {
  const phases = (row.phases as TScanPhases | null) ?? null;
  const services: TScan["services"] = {};
  const name = (id: string | undefined) => {
    const entry = id ? SERVICE_BY_ID.get(id) : undefined;
    if (entry) services[entry.id] = { id: entry.id, name: entry.name, category: entry.category };
  };
  for (const phase of phases ? Object.values(phases) : []) for (const x of [...phase.cookies, ...phase.storage, ...phase.requests]) name(x.service);
  for (const f of (row.findings as TScanFinding[] | null) ?? []) name(f.service);
  return { ...presentSummary(row), phases, services };
}

export async function getScan({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<TScan> {
  const [row] = await db.select().from(siteScans).where(and(eq(siteScans.id, id), eq(siteScans.userId, userId))).limit(1);
  if (!row) throw notFound(SCAN_NOT_FOUND);
  return presentScan(row);
}

export async function listScans({ db, userId, documentId }: { db: Db; userId: string; documentId: string }): Promise<TScanSummary[]> {
  await requireOwnDocument({ db, userId, id: documentId });
  const rows = await db
    .select()
    .from(siteScans)
    .where(and(eq(siteScans.documentId, documentId), eq(siteScans.userId, userId)))
    .orderBy(desc(siteScans.createdAt), desc(siteScans.id))
    .limit(100);
  return rows.map(presentSummary);
}

/** What the job needs: the scan, marked running (undefined when it is no longer queued or running). */
export async function claimScan(db: Db, scanId: string, now: Date): Promise<{ scan: ScanRow; declared: DeclaredServices; hashes: { policy: string | null; banner: string | null } } | undefined> {
  return db.transaction(async (tx) => {
    const [scan] = await tx.select().from(siteScans).where(eq(siteScans.id, scanId)).for("update");
    if (!scan || (scan.status !== "queued" && scan.status !== "running")) return undefined;
    const [found] = await tx
      .select({ type: documents.type, input: documentVersions.input })
      .from(documents)
      .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
      .where(eq(documents.id, scan.documentId))
      .limit(1);
    if (!found) return undefined;
    const document = { id: scan.documentId, type: found.type };
    const version = { input: found.input };
    const declared = declaredOf(document.type, version.input);
    const hashes = await publishedHashes(tx, document.id);
    await tx.update(siteScans).set({ status: "running", startedAt: now, policyVersionSha256: hashes.policy, bannerRevisionSha256: hashes.banner }).where(eq(siteScans.id, scanId));
    return { scan, declared, hashes };
  });
}

export async function finishScan(db: Db, scanId: string, now: Date, result: { bannerFound: TBannerFound; phases: TScanPhases; findings: TScanFinding[] }): Promise<void> {
  await db.update(siteScans).set({ status: "done", finishedAt: now, bannerFound: result.bannerFound, phases: result.phases, findings: result.findings, error: null }).where(eq(siteScans.id, scanId));
}

export async function failScan(db: Db, scanId: string, now: Date, error: string): Promise<void> {
  await db.update(siteScans).set({ status: "failed", finishedAt: now, error: error.slice(0, 500) }).where(eq(siteScans.id, scanId));
}

/**
 * The services a document's policy names. A cookie policy: the services picked from the pick-list
 * and those typed in (matched by name). A privacy policy names no services one by one, except the
 * Meta Pixel (its joint controllership): only that is checked.
 */
function declaredOf(kind: string, input: unknown): DeclaredServices {
  if (kind === "cookie_policy") {
    const i = input as Partial<TCookiePolicyRequest>;
    return { ids: new Set(i.services ?? []), names: (i.customServices ?? []).map((s) => s.name) };
  }
  const usesMetaPixel = (input as { usesMetaPixel?: boolean }).usesMetaPixel === true;
  return { ids: new Set(usesMetaPixel ? ["meta-pixel"] : []), names: [] };
}

/** The published version's and banner revision's SHA-256, when the document is published now. */
async function publishedHashes(tx: Tx, documentId: string): Promise<{ policy: string | null; banner: string | null }> {
  const [row] = await tx
    .select({ sha256: publicationVersions.sha256, bannerSha256: publicationVersions.bannerSha256 })
    .from(publications)
    .innerJoin(publicationVersions, eq(publicationVersions.publicationId, publications.id))
    .where(and(eq(publications.documentId, documentId), isNull(publications.unpublishedAt)))
    .orderBy(desc(publicationVersions.number))
    .limit(1);
  return { policy: row?.sha256 ?? null, banner: row?.bannerSha256 ?? null };
}

/**
 * The monthly rescan: every published cookie policy whose document has no scan yet this calendar
 * month (UTC) gets one, of the address its last scan visited (else its own `website`), each queued
 * as a job that e-mails the owner when the findings change. Not counted against the Free plan.
 */
export async function queueMonthlyRescans(db: Db, jobs: Jobs, now: Date): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const published = await db
    .select({ documentId: publications.documentId, userId: publications.userId, input: documentVersions.input })
    .from(publications)
    .innerJoin(documents, eq(documents.id, publications.documentId))
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
    .where(and(eq(publications.slug, "cookie-policy"), isNull(publications.unpublishedAt)));
  let queued = 0;
  for (const p of published) {
    const made = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ url: siteScans.url, createdAt: siteScans.createdAt })
        .from(siteScans)
        .where(eq(siteScans.documentId, p.documentId))
        .orderBy(desc(siteScans.createdAt))
        .limit(1);
      if (last && last.createdAt >= monthStart) return false;
      const website = (p.input as { website?: unknown }).website;
      const url = last?.url ?? (typeof website === "string" ? website : undefined);
      if (!url) return false;
      const [row] = await tx.insert(siteScans).values({ userId: p.userId, documentId: p.documentId, url, createdAt: now }).returning({ id: siteScans.id });
      await jobs.send(SCAN_JOB, { scanId: row!.id, notify: true }, { tx });
      return true;
    });
    if (made) queued++;
  }
  return queued;
}

const findingLine = (f: TScanFinding) => {
  const service = f.service ? (SERVICE_BY_ID.get(f.service)?.name ?? f.service) : undefined;
  const what: Record<TScanFinding["kind"], string> = {
    fires_before_consent: `${service} runs before any choice`,
    fires_after_reject: `${service} runs after "Reject all"`,
    undeclared_service: `${service} is not in the policy`,
    declared_not_seen: `${service} is listed but was not seen`,
    banner_missing: "no consent banner was found",
    unknown_third_party: "third parties nobody recognised",
  };
  return what[f.kind];
};

/** After a monthly rescan: e-mails the owner what is new and what is resolved since the scan before, if anything. */
export async function notifyIfChanged({ db, mail, scanId, appUrl }: { db: Db; mail: Mail; scanId: string; appUrl: string }): Promise<boolean> {
  if (!mail.configured) return false;
  const [scan] = await db.select().from(siteScans).where(eq(siteScans.id, scanId)).limit(1);
  if (!scan || scan.status !== "done") return false;
  const [before] = await db
    .select()
    .from(siteScans)
    .where(and(eq(siteScans.documentId, scan.documentId), eq(siteScans.status, "done"), ne(siteScans.id, scan.id), lt(siteScans.createdAt, scan.createdAt)))
    .orderBy(desc(siteScans.createdAt))
    .limit(1);
  if (!before) return false;
  const lines = (row: ScanRow) => new Set(((row.findings as TScanFinding[] | null) ?? []).filter((f) => f.kind !== "unknown_third_party").map(findingLine));
  const now = lines(scan);
  const then = lines(before);
  const added = [...now].filter((l) => !then.has(l));
  const resolved = [...then].filter((l) => !now.has(l));
  if (added.length === 0 && resolved.length === 0) return false;
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, scan.userId));
    const [doc] = await tx.select({ title: documents.title }).from(documents).where(eq(documents.id, scan.documentId));
    if (!owner || !doc) return;
    await mail.enqueue(tx, {
      kind: scanChangedMail,
      data: { title: doc.title.slice(0, 200), site: new URL(scan.url).host.slice(0, 300), added: added.slice(0, 30), resolved: resolved.slice(0, 30), link: `${appUrl}/documents/${scan.documentId}` },
      to: { address: owner.email },
      userId: scan.userId,
      entity: { type: "site_scan", id: scan.id },
    });
  });
  return true;
}
