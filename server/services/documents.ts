// Documents as their owner sees them, each with a version (the current one unless another is
// asked for). Another user's document is indistinguishable from a missing one: every read is
// scoped by the owner's id.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { documents, documentVersions, invoices } from "../../shared/schema";
import type { BillingStatus } from "../../shared/invoicing/status";
import { billingColumns, billingStatusCondition, summarize } from "./billing-columns";
import { stageColumns, stageOfRow } from "./document-stage";
import { likePattern, type Db } from "../db";
import { DOCUMENT_LIST_LIMIT, type TVersionDiff, type TVersionSummary } from "../../shared/api/documents";
import { diffText } from "./diff-text";
import { listVersions, requireOwnDocument } from "./document-rows";

export { DOCUMENT_LIST_LIMIT } from "../../shared/api/documents";

const listColumns = {
  id: documents.id,
  type: documents.type,
  title: documents.title,
  status: documents.status,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

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
  /** The status shown (overdue and expired as the calendar says), and the client book's entry. */
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
  // An invoice-like document's billing columns come with it, what its stage is read from (the
  // newest signature request's status, a subquery of the same statement), and the number of
  // matches with every row (a window count): the page and the total in one query, whatever the
  // page size. Only a page past the end (no row to carry the count) asks for the total apart.
  const joined = eq(invoices.documentId, documents.id);
  const found = await db
    .select({ ...listColumns, billing: billingColumns, ...stageColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .leftJoin(invoices, joined)
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
  const total =
    found[0]?.total ??
    (offset > 0 ? ((await db.select({ n: count() }).from(documents).leftJoin(invoices, joined).where(where))[0]?.n ?? 0) : 0);
  const rows = found.map(({ billing, signatureRequest, total: _total, ...row }) => {
    const listed = { ...row, stage: stageOfRow({ status: row.status, signatureRequest, billing }, now) };
    return billing && billing.type ? { ...listed, ...summarize(billing, now) } : listed;
  });
  return { rows, total };
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
