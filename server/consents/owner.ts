// The owner's side of the records: pages of a publication's consents and acceptances (newest
// first, keyset-paged on (created_at, id), the index consent_records_publication_created_idx and
// its acceptance twin), their CSV, the daily summary, and the lookups a data subject's request
// needs. Every read starts from the owner: another user's publication is not found (404).
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { acceptanceRecords, consentRecords, publications, type AcceptanceRecord, type ConsentRecord } from "../../shared/schema";
import type { TAcceptanceRecord, TConsentAction, TConsentDay, TConsentRecord, TRecordPage } from "../../shared/api/consents";
import type { Db } from "../db";
import { invalidField, notFound } from "../errors";

export const PUBLICATION_NOT_FOUND = "No such publication";

/** The publication, if it is the user's; else 404. */
export async function requireOwnPublication(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: publications.id, slug: publications.slug, retentionMonths: publications.retentionMonths })
    .from(publications)
    .where(and(eq(publications.id, id), eq(publications.userId, userId)));
  if (!row) throw notFound(PUBLICATION_NOT_FOUND);
  return row;
}

export const presentConsent = (r: ConsentRecord): TConsentRecord => ({
  receiptId: r.id,
  publicationId: r.publicationId,
  consentId: r.consentId,
  action: r.action,
  categories: r.categories,
  gpc: r.gpc,
  pageUrl: r.pageUrl,
  policySha256: r.policySha256,
  bannerSha256: r.bannerSha256,
  ipPrefix: r.ipPrefix,
  browser: r.browser,
  createdAt: r.createdAt.toISOString(),
});

export const presentAcceptance = (r: AcceptanceRecord): TAcceptanceRecord => ({
  receiptId: r.id,
  publicationId: r.publicationId,
  subjectHmac: r.subjectHmac,
  versionNumber: r.versionNumber,
  policySha256: r.policySha256,
  source: r.source,
  ipPrefix: r.ipPrefix,
  browser: r.browser,
  createdAt: r.createdAt.toISOString(),
});

export interface RecordFilters {
  from?: string | undefined;
  to?: string | undefined;
  action?: TConsentAction | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * The cursor: the last row's time as PostgreSQL wrote it (microseconds: a JavaScript Date would
 * round them away and repeat or skip rows) and its id, base64url-encoded.
 */
const encodeCursor = (time: string, id: string) => Buffer.from(`${time}|${id}`).toString("base64url");

function decodeCursor(cursor: string): { time: string; id: string } {
  const [time, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!time || !id || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(Date.parse(time.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")))) {
    throw invalidField("cursor", "Not a cursor of this list");
  }
  return { time, id };
}

/** A date (YYYY-MM-DD) means its whole day: `to` is exclusive after it. */
const bound = (value: string, end: boolean) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(value);
};

type Table = typeof consentRecords | typeof acceptanceRecords;

function whereOf(table: Table, publicationId: string, filters: Omit<RecordFilters, "limit">): SQL {
  const conditions: SQL[] = [eq(table.publicationId, publicationId)];
  if (filters.from) conditions.push(gte(table.createdAt, bound(filters.from, false)));
  if (filters.to) conditions.push(lt(table.createdAt, bound(filters.to, true)));
  if (filters.action && table === consentRecords) conditions.push(eq(consentRecords.action, filters.action));
  if (filters.cursor) {
    const { time, id } = decodeCursor(filters.cursor);
    conditions.push(sql`(${table.createdAt}, ${table.id}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  return and(...conditions)!;
}

async function page<R extends ConsentRecord | AcceptanceRecord>(db: Db, table: Table, publicationId: string, filters: RecordFilters): Promise<{ rows: R[]; nextCursor: string | null }> {
  const rows = (await db
    .select({ row: table, time: sql<string>`${table.createdAt}::text` })
    .from(table)
    .where(whereOf(table, publicationId, filters))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(filters.limit + 1)) as { row: R; time: string }[];
  const more = rows.length > filters.limit;
  const shown = rows.slice(0, filters.limit);
  const last = shown.at(-1);
  return { rows: shown.map((r) => r.row), nextCursor: more && last ? encodeCursor(last.time, last.row.id) : null };
}

export async function listConsents(db: Db, userId: string, publicationId: string, filters: RecordFilters): Promise<TRecordPage<TConsentRecord>> {
  await requireOwnPublication(db, userId, publicationId);
  const { rows, nextCursor } = await page<ConsentRecord>(db, consentRecords, publicationId, filters);
  return { records: rows.map(presentConsent), nextCursor };
}

export async function listAcceptances(db: Db, userId: string, publicationId: string, filters: RecordFilters): Promise<TRecordPage<TAcceptanceRecord>> {
  await requireOwnPublication(db, userId, publicationId);
  const { rows, nextCursor } = await page<AcceptanceRecord>(db, acceptanceRecords, publicationId, filters);
  return { records: rows.map(presentAcceptance), nextCursor };
}

/** Rows read per query while a CSV streams: memory stays flat whatever the number of records. */
const CSV_BATCH = 1000;

/** A cell as a spreadsheet must not run it: quoted, and a leading = + - @ tab or CR made text. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

export const CONSENT_CSV_HEADER = ["receipt_id", "created_at", "consent_id", "action", "necessary", "analytics", "marketing", "preferences", "gpc", "page_url", "policy_sha256", "banner_sha256", "ip_prefix", "browser"];
export const ACCEPTANCE_CSV_HEADER = ["receipt_id", "created_at", "subject_hmac", "version", "policy_sha256", "source", "ip_prefix", "browser"];

/**
 * The CSV's lines, a batch of rows at a time (keyset, newest first), for the route to stream.
 * The publication's owner is checked before the first line.
 */
export async function* recordsCsv(db: Db, userId: string, publicationId: string, kind: "consents" | "acceptances", filters: Omit<RecordFilters, "cursor" | "limit">): AsyncGenerator<string> {
  await requireOwnPublication(db, userId, publicationId);
  yield csvLine(kind === "consents" ? CONSENT_CSV_HEADER : ACCEPTANCE_CSV_HEADER);
  let cursor: string | undefined;
  for (;;) {
    if (kind === "consents") {
      const { rows, nextCursor } = await page<ConsentRecord>(db, consentRecords, publicationId, { ...filters, cursor, limit: CSV_BATCH });
      yield rows
        .map((r) =>
          csvLine([r.id, r.createdAt.toISOString(), r.consentId, r.action, r.categories.necessary, r.categories.analytics, r.categories.marketing, r.categories.preferences, r.gpc, r.pageUrl, r.policySha256, r.bannerSha256, r.ipPrefix, r.browser]),
        )
        .join("");
      if (!nextCursor) return;
      cursor = nextCursor;
    } else {
      const { rows, nextCursor } = await page<AcceptanceRecord>(db, acceptanceRecords, publicationId, { ...filters, cursor, limit: CSV_BATCH });
      yield rows.map((r) => csvLine([r.id, r.createdAt.toISOString(), r.subjectHmac, r.versionNumber, r.policySha256, r.source, r.ipPrefix, r.browser])).join("");
      if (!nextCursor) return;
      cursor = nextCursor;
    }
  }
}

/** Decisions per UTC day over the last `days` days (today included), every day listed. */
export async function consentSummary(db: Db, userId: string, publicationId: string, days: number, now = new Date()): Promise<TConsentDay[]> {
  await requireOwnPublication(db, userId, publicationId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (days - 1) * 86_400_000);
  const day = sql<string>`to_char(${consentRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, action: consentRecords.action, count: sql<number>`count(*)::int` })
    .from(consentRecords)
    .where(and(eq(consentRecords.publicationId, publicationId), gte(consentRecords.createdAt, first)))
    .groupBy(day, consentRecords.action);
  const byDay = new Map<string, TConsentDay>();
  for (let i = 0; i < days; i++) {
    const d = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(d, { day: d, accept_all: 0, reject_all: 0, custom: 0, withdraw: 0 });
  }
  for (const r of rows) {
    const entry = byDay.get(r.day);
    if (entry) entry[r.action] = Number(r.count);
  }
  return [...byDay.values()];
}

/** At most this many records answer a lookup (one visitor's consent id, one subject). */
const LOOKUP_LIMIT = 500;

/** Every record of a consent id across the owner's publications, newest first. */
export async function lookupConsent(db: Db, userId: string, consentId: string): Promise<TConsentRecord[]> {
  const rows = await db
    .select({ record: consentRecords })
    .from(consentRecords)
    .innerJoin(publications, eq(publications.id, consentRecords.publicationId))
    .where(and(eq(consentRecords.consentId, consentId), eq(publications.userId, userId)))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(LOOKUP_LIMIT);
  return rows.map((r) => presentConsent(r.record));
}

/** Every acceptance of a subject (by its HMACs: the current key's and the previous keys') of one of the owner's publications, newest first. */
export async function lookupAcceptances(db: Db, userId: string, publicationId: string, subjectHmacs: string[]): Promise<TAcceptanceRecord[]> {
  await requireOwnPublication(db, userId, publicationId);
  const rows = await db
    .select()
    .from(acceptanceRecords)
    .where(and(eq(acceptanceRecords.publicationId, publicationId), inArray(acceptanceRecords.subjectHmac, subjectHmacs)))
    .orderBy(desc(acceptanceRecords.createdAt), desc(acceptanceRecords.id))
    .limit(LOOKUP_LIMIT);
  return rows.map(presentAcceptance);
}

/** The account's export: every record of every publication of the user. */
export async function exportRecords(db: Db, userId: string): Promise<{ consents: TConsentRecord[]; acceptances: TAcceptanceRecord[] }> {
  const consents = await db
    .select({ record: consentRecords })
    .from(consentRecords)
    .innerJoin(publications, eq(publications.id, consentRecords.publicationId))
    .where(eq(publications.userId, userId))
    .orderBy(consentRecords.createdAt);
  const acceptances = await db
    .select({ record: acceptanceRecords })
    .from(acceptanceRecords)
    .innerJoin(publications, eq(publications.id, acceptanceRecords.publicationId))
    .where(eq(publications.userId, userId))
    .orderBy(acceptanceRecords.createdAt);
  return { consents: consents.map((r) => presentConsent(r.record)), acceptances: acceptances.map((r) => presentAcceptance(r.record)) };
}
