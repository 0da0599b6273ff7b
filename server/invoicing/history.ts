// A quote's, invoice's or receipt's billing history: every send, view, answer, conversion,
// payment, receipt, reminder and void, and each client e-mail that could not be delivered, as an
// audit chain per document (server/audit), appended in the transaction of the change it records.
// GET /api/documents/:id/history shows it next to the document's versions.
import { and, desc, eq, inArray } from "drizzle-orm";
import { auditEvents, documents, invoices } from "../../shared/schema";
import { appendEvent, billingChain, listEvents, readChain, type NewAuditEvent } from "../audit/chain";
import type { Db, Tx } from "../db";
import type { MailDeliveryEvent } from "../mail/define";
import type { TBillingEventData } from "../../shared/invoicing/events";


/** The chain of a document's billing history (its invoices row keeps the anchor). */
export { billingChain };

/** Appends an event; call it in the transaction of the change, with the invoice row locked. */
export const recordBillingEvent = (tx: Db | Tx, documentId: string, event: NewAuditEvent & TBillingEventData) =>
  appendEvent(tx, billingChain(documentId), event);

export const billingEvents = (db: Db | Tx, documentId: string) => listEvents(db, billingChain(documentId));

/** The history's events, and whether its chain verifies against the invoices row's anchor. */
export const billingTrail = (db: Db, documentId: string) => readChain(db, billingChain(documentId));

/** Who the document was last sent to (its "sent" event), if it was ever sent. */
export async function lastSentRecipients(db: Db | Tx, documentId: string): Promise<{ to: string; cc: string[] } | undefined> {
  const [event] = await db
    .select({ data: auditEvents.data })
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, billingChain(documentId)), eq(auditEvents.kind, "sent")))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  const data = event?.data as { to?: unknown; cc?: unknown } | undefined;
  if (typeof data?.to !== "string") return undefined;
  return { to: data.to, cc: Array.isArray(data.cc) ? data.cc.filter((c): c is string => typeof c === "string") : [] };
}

/**
 * A client e-mail (the document sent, a reminder) that could not be delivered, written into the
 * document's history so its owner sees it there (the kinds' onDelivery hook, in the transaction
 * that records the failure). A delivered message adds nothing: "sent" already says so.
 */
export async function recordBillingDeliveryFailure(event: MailDeliveryEvent, what: "document" | "reminder") {
  if (event.outcome !== "failed" || !event.entityId) return;
  const [invoice] = await event.tx
    .select({ documentId: invoices.documentId })
    .from(invoices)
    .where(eq(invoices.id, event.entityId))
    .for("update");
  if (!invoice?.documentId) return;
  await recordBillingEvent(event.tx, invoice.documentId, {
    kind: "email_failed",
    actor: { type: "system" },
    data: { to: event.to, message: what, ...(event.error ? { error: event.error.slice(0, 300) } : {}) },
  });
}

/**
 * Removes the billing histories of a user's documents (or of one document). A chain is tied to
 * its document only by name, so the deleting transaction calls this before the rows go.
 */
export async function deleteBillingTrails(tx: Tx, scope: { userId: string } | { documentId: string }) {
  if ("documentId" in scope) {
    await tx.delete(auditEvents).where(eq(auditEvents.chain, billingChain(scope.documentId)));
    return;
  }
  const ids = (await tx.select({ id: documents.id }).from(documents).where(eq(documents.userId, scope.userId))).map((d) => billingChain(d.id));
  if (ids.length > 0) await tx.delete(auditEvents).where(inArray(auditEvents.chain, ids));
}
