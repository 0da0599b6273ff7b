// What signature requests add to a document's life (server/services/lifecycle.ts): a document out
// for signature is neither revised nor deleted until its request is voided (the request froze
// that version); a deletion takes the requests' audit trails with it; a document answer carries
// its signature state.
import { and, desc, eq, inArray } from "drizzle-orm";
import { OPEN_REQUEST_DELETE_MESSAGE, OPEN_REQUEST_MESSAGE } from "../../shared/api/signatures";
import { auditEvents, signatureRequests } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { AppError } from "../errors";
import type { LifecycleHooks } from "../services/lifecycle";
import { chainOf } from "./requests";

/**
 * 409 when the document has an open signature request (`message` says what to do first): call it
 * with the document row locked.
 */
export async function assertNoOpenRequest(tx: Db | Tx, documentId: string, message = OPEN_REQUEST_MESSAGE) {
  const [open] = await tx
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, "sent")))
    .limit(1);
  if (open) throw new AppError("conflict", message);
}

/**
 * "Awaiting signature" / "Signed" for one version of a document, for the viewer: a request signs
 * the version it froze, so a version edited since (a new one) is neither.
 */
export async function signatureStateOf(db: Db, documentId: string, version: number): Promise<"awaiting_signature" | "signed" | undefined> {
  const rows = await db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.version, version), inArray(signatureRequests.status, ["sent", "completed"])),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  return rows[0] ? (rows[0].status === "sent" ? "awaiting_signature" : "signed") : undefined;
}

/**
 * Removes the audit trails of a user's (or a document's) signature requests; the requests and
 * signers go with the document or the user by their foreign keys. Call it in the deleting
 * transaction, before the rows go (a document with an open request is refused before, by
 * beforeDelete; an account's deletion takes everything).
 */
export async function deleteSignatureTrails(tx: Tx, scope: { userId: string } | { documentId: string }) {
  const owned = "userId" in scope ? eq(signatureRequests.userId, scope.userId) : eq(signatureRequests.documentId, scope.documentId);
  const ids = (await tx.select({ id: signatureRequests.id }).from(signatureRequests).where(owned)).map((r) => chainOf(r.id));
  if (ids.length > 0) await tx.delete(auditEvents).where(inArray(auditEvents.chain, ids));
}

export const signatureLifecycle: LifecycleHooks = {
  beforeRevise: (tx, documentId) => assertNoOpenRequest(tx, documentId),
  beforeDelete: (tx, documentId) => assertNoOpenRequest(tx, documentId, OPEN_REQUEST_DELETE_MESSAGE),
  onDelete: deleteSignatureTrails,
  present: async (db, { document, version }) => {
    const signature = await signatureStateOf(db, document.id, version.version);
    return signature ? { signature } : {};
  },
};
