// What a document's stage (shared/documents/stage.ts) is read from, as columns a documents query
// selects: its status, its billing row (joined from invoices) and the status of the newest
// signature request on its current version (a subquery in the same statement). The documents
// list selects them with its page, so a page of any size stays one query; one document's answer
// reads them in one query too (documentStage), in or out of a transaction.
import { eq, sql } from "drizzle-orm";
import { stageOf, type DocumentStage, type SignatureRequestStatus } from "../../shared/documents/stage";
import { documents, invoices, signatureRequests } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { billingColumns, type BillingRow } from "./billing-columns";

/** The newest signature request's status on the document's current version, or null (a query that selects from documents). */
const signatureRequestColumn = sql<SignatureRequestStatus | null>`(
  select ${signatureRequests.status} from ${signatureRequests}
   where ${signatureRequests.documentId} = ${documents.id} and ${signatureRequests.version} = ${documents.currentVersion}
   order by ${signatureRequests.createdAt} desc limit 1)`;

/** The columns a stage is read from, for a select from documents left-joined with invoices. */
export const stageColumns = { signatureRequest: signatureRequestColumn };

export interface StageRow {
  status: string;
  signatureRequest: SignatureRequestStatus | null;
  /** Null when the document has no billing row (the left join found none). */
  billing: BillingRow | null;
}

/** The stage of a row selected with stageColumns, its status and its billing columns. */
export const stageOfRow = (row: StageRow, now: Date = new Date()): DocumentStage =>
  stageOf({ status: row.status, signatureRequest: row.signatureRequest, billing: row.billing?.type ? row.billing : null }, now);

/** One document's stage as it stands (in the caller's transaction, when given one). */
export async function documentStage(db: Db | Tx, documentId: string, now: Date = new Date()): Promise<DocumentStage> {
  const [row] = await db
    .select({ status: documents.status, billing: billingColumns, ...stageColumns })
    .from(documents)
    .leftJoin(invoices, eq(invoices.documentId, documents.id))
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!row) throw new Error(`No document ${documentId}`);
  return stageOfRow(row, now);
}
