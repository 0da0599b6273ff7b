// Documents as their owner sees them, each with a version (the current one unless another is
// asked for). Another user's document is indistinguishable from a missing one: every read is
// scoped by the owner's id.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { documents, documentVersions, invoices } from "../../shared/schema";
import type { BillingStatus } from "../../shared/invoicing/status";
import { billingColumns, billingStatusCondition, summarize } from "../invoicing/billing";
import type { Db } from "../db";
import { DOCUMENT_LIST_LIMIT, type TVersionDiff, type TVersionSummary } from "../../shared/api/documents";
import { notFound } from "../errors";
import type { DocumentWithVersion } from "./create-document";
import { diffText } from "./diff-text";

export { DOCUMENT_LIST_LIMIT } from "../../shared/api/documents";

const listColumns = {
  id: documents.id,
  type: documents.type,
  title: documents.title,
  status: documents.status,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

/** `%`, `_` and `\` in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search: part of the title, or of a party's name in the current version's input, any letter
 * case. A party is what every type calls one: a top-level object with a `name` (the NDA's parties,
 * the contractor agreement's client and contractor, the employer and employee) or the invoice's
 * `clientName`. Anything else the form holds (a purpose, a clause) is not a name to find it by.
 */
function matchesSearch(text: string): SQL {
  const pattern = likePattern(text);
  return or(
    ilike(documents.title, pattern),
    sql`exists (
      select 1 from ${documentVersions} v
       where v.document_id = ${documents.id} and v.version = ${documents.currentVersion}
         and (v.input ->> 'clientName' ilike ${pattern}
              or exists (select 1 from jsonb_each(v.input) party
                          where jsonb_typeof(party.value) = 'object' and party.value ->> 'name' ilike ${pattern})))`,
  )!;
}

export interface ListFilter {
  /** Part of the title or of a party's name (the other side of an NDA, an invoice's client), any letter case. */
  q?: string;
  type?: string;
  status?: string;
  /** Issue 27: the status shown (overdue and expired as the calendar says), and the client book's entry. */
  billingStatus?: BillingStatus;
  clientId?: string;
  limit?: number;
  offset?: number;
}

/** The user's documents matching the filter, newest first, and how many match in all. */
export async function listDocuments({
  db,
  userId,
  q,
  type,
  status,
  billingStatus,
  clientId,
  limit = DOCUMENT_LIST_LIMIT,
  offset = 0,
  now = new Date(),
}: ListFilter & { db: Db; userId: string; now?: Date }) {
  const conditions: SQL[] = [eq(documents.userId, userId)];
  if (q) conditions.push(matchesSearch(q));
  if (type) conditions.push(eq(documents.type, type));
  if (status) conditions.push(eq(documents.status, status));
  if (billingStatus) conditions.push(billingStatusCondition(billingStatus, now));
  if (clientId) conditions.push(eq(invoices.clientId, clientId));
  const where = and(...conditions);
  // An invoice-like document's billing columns come with it (one query, no N+1).
  const joined = eq(invoices.documentId, documents.id);
  const [found, [total]] = await Promise.all([
    db
      .select({ ...listColumns, billing: billingColumns })
      .from(documents)
      .leftJoin(invoices, joined)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(documents).leftJoin(invoices, joined).where(where),
  ]);
  const rows = found.map(({ billing, ...row }) => (billing && billing.type ? { ...row, ...summarize(billing, now) } : row));
  return { rows, total: total?.n ?? 0 };
}

/** The user's document with its current version, or version `version`; undefined when not theirs. */
export async function getOwnDocument({
  db,
  userId,
  id,
  version,
}: {
  db: Db;
  userId: string;
  id: string;
  version?: number;
}): Promise<DocumentWithVersion | undefined> {
  const [row] = await db
    .select({ document: documents, version: documentVersions })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, version ?? documents.currentVersion)),
    )
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return row;
}

/** Every version of a document the caller has checked is theirs, newest first. */
export const listVersions = ({ db, documentId }: { db: Db; documentId: string }) =>
  db
    .select({
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      sha256: documentVersions.sha256,
      templateVersion: documentVersions.templateVersion,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));

/** The user's document (with the version asked for), or 404: "Document not found", or "Version not found" when one was asked for. */
export async function requireOwnDocument(args: { db: Db; userId: string; id: string; version?: number | undefined }): Promise<DocumentWithVersion> {
  const { version, ...rest } = args;
  const found = await getOwnDocument({ ...rest, ...(version === undefined ? {} : { version }) });
  if (!found) throw notFound(version === undefined ? "Document not found" : "Version not found");
  return found;
}

/** GET /api/documents/:id/versions: the user's document's versions, newest first; 404 when not theirs. */
export async function listOwnVersions({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<TVersionSummary[]> {
  const { document } = await requireOwnDocument({ db, userId, id });
  return (await listVersions({ db, documentId: document.id })).map((v) => ({ ...v, createdAt: v.createdAt.toISOString() }));
}

/** GET /api/documents/:id/diff: what changed between two of the user's document's versions (their Markdown). */
export async function diffVersions({ db, userId, id, from, to }: { db: Db; userId: string; id: string; from: number; to: number }): Promise<TVersionDiff> {
  const [a, b] = [await requireOwnDocument({ db, userId, id, version: from }), await requireOwnDocument({ db, userId, id, version: to })];
  return { from, to, ...diffText(a.version.markdown ?? "", b.version.markdown ?? "") };
}
