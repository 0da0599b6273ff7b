// Payments against an invoice: record, list, delete, and void. Each write is one
// transaction with the invoice row locked (FOR UPDATE), and appends its event to the document's
// billing history (./history.ts) in that transaction.
import { and, asc, eq } from "drizzle-orm";
import { paidStatus } from "../../shared/invoicing/status";
import { DRAFT_NO_PAYMENTS_MESSAGE } from "../../shared/invoicing/client";
import type { TPayment, TPaymentRequest, TVoidRequest } from "../../shared/invoicing/payments";
import { formatMoney } from "../../shared/money";
import { auditEvents, documents, invoicePayments, invoices, type Invoice, type InvoicePayment } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { AppError, invalidField, notFound } from "../errors";
import { billingChain, recordBillingEvent } from "./history";

/** The caller's invoice-like row behind a document id, locked for the transaction; 404 when not theirs. */
export async function lockOwnInvoice(tx: Tx, userId: string, documentId: string): Promise<Invoice> {
  const [row] = await tx
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(documents, eq(documents.id, invoices.documentId))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .for("update", { of: invoices });
  if (!row) throw notFound("Document not found");
  return row.invoice;
}

/** The same row unlocked (reads). */
export async function ownInvoice(db: Db | Tx, userId: string, documentId: string): Promise<Invoice> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(documents, eq(documents.id, invoices.documentId))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  if (!row) throw notFound("Document not found");
  return row.invoice;
}

/** 409 unless it is an invoice that is not void: what payments and reminders need. */
export function assertOpenInvoice(invoice: Invoice, what: string) {
  if (invoice.type !== "invoice") throw new AppError("conflict", `${what} are for invoices only`);
  if (invoice.billingStatus === "void") throw new AppError("conflict", `This invoice is void: ${what.toLowerCase()} are refused`);
}

/**
 * 409 for a document still a draft (its own status, not its billingStatus): not issued yet, and
 * counted in no client's outstanding balance, so it takes no payment until it is finalized.
 */
async function assertFinalized(tx: Tx, documentId: string) {
  const [row] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.id, documentId));
  if (row?.status === "draft") throw new AppError("conflict", DRAFT_NO_PAYMENTS_MESSAGE);
}

export const balanceDue = (invoice: Pick<Invoice, "total" | "amountPaid">) => Math.max(0, invoice.total - invoice.amountPaid);

export const presentPayment = (p: InvoicePayment, receipt: { documentId: string | null; number: string | null } | null = null): TPayment => ({
  id: p.id,
  invoiceId: p.invoiceId,
  amount: p.amount,
  currency: p.currency,
  date: p.paidOn,
  method: p.method,
  reference: p.reference,
  receiptDocumentId: receipt?.documentId ?? null,
  receiptNumber: receipt?.number ?? null,
  createdAt: p.createdAt.toISOString(),
});

/** The invoice's new amount paid, status and paid_at, written; answers the updated row. */
async function settle(tx: Tx, invoice: Invoice, amountPaid: number, at: Date): Promise<Invoice> {
  const billingStatus = paidStatus(invoice.total, amountPaid, invoice.billingStatus, invoice);
  const paidAt = billingStatus === "paid" ? (invoice.paidAt ?? at) : null;
  // The spec's own status (draft / paid) follows: paid in full is "paid", else "draft" again.
  const status = billingStatus === "paid" ? "paid" : "draft";
  const [updated] = await tx.update(invoices).set({ amountPaid, billingStatus, paidAt, status }).where(eq(invoices.id, invoice.id)).returning();
  return updated!;
}

export async function recordPayment({ db, userId, documentId, payment }: { db: Db; userId: string; documentId: string; payment: TPaymentRequest }) {
  return db.transaction(async (tx) => {
    const invoice = await lockOwnInvoice(tx, userId, documentId);
    assertOpenInvoice(invoice, "Payments");
    await assertFinalized(tx, documentId);
    const balance = balanceDue(invoice);
    if (payment.amount > balance) {
      const message =
        balance === 0
          ? "Amount is more than the balance due: this invoice is paid in full"
          : `Amount is more than the balance due (${formatMoney(balance, invoice.currency)})`;
      throw invalidField("amount", message);
    }
    const [row] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: invoice.id,
        userId,
        amount: payment.amount,
        currency: invoice.currency,
        paidOn: payment.date,
        method: payment.method,
        reference: payment.reference ?? null,
      })
      .returning();
    const now = new Date();
    const updated = await settle(tx, invoice, invoice.amountPaid + payment.amount, now);
    await recordBillingEvent(tx, documentId, {
      kind: "payment_recorded",
      actor: { type: "user", id: userId },
      data: {
        paymentId: row!.id,
        amount: row!.amount,
        currency: row!.currency,
        date: row!.paidOn,
        method: row!.method,
        ...(row!.reference ? { reference: row!.reference } : {}),
        balanceDue: balanceDue(updated),
        billingStatus: updated.billingStatus,
      },
      at: now,
    });
    return presentPayment(row!);
  });
}

/** The invoice's payments, oldest first, with the document of each one's receipt. */
export async function listPayments({ db, userId, documentId }: { db: Db; userId: string; documentId: string }): Promise<TPayment[]> {
  const invoice = await ownInvoice(db, userId, documentId);
  const rows = await db
    .select({ payment: invoicePayments, receiptDocumentId: invoices.documentId, receiptNumber: invoices.number })
    .from(invoicePayments)
    .leftJoin(invoices, eq(invoices.id, invoicePayments.receiptId))
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  return rows.map((r) => presentPayment(r.payment, { documentId: r.receiptDocumentId, number: r.receiptNumber }));
}

/**
 * Deletes a payment recorded by mistake. Its receipt, if one was made, is an issued document (it
 * has its number, and may have been sent): it is never deleted with it, but voided in the same
 * transaction, in both histories. So the money has at most one receipt that counts, even when the
 * payment is recorded again and receipted anew.
 */
export async function deletePayment({ db, userId, documentId, paymentId }: { db: Db; userId: string; documentId: string; paymentId: string }) {
  await db.transaction(async (tx) => {
    const invoice = await lockOwnInvoice(tx, userId, documentId);
    if (invoice.billingStatus === "void") throw new AppError("conflict", "This invoice is void: its payments stay as they were");
    const [removed] = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoice.id)))
      .returning();
    if (!removed) throw notFound("Payment not found");
    const now = new Date();
    const updated = await settle(tx, invoice, Math.max(0, invoice.amountPaid - removed.amount), now);
    const receipt = removed.receiptId ? await voidReceiptOf(tx, { receiptId: removed.receiptId, invoice, paymentId: removed.id, userId, at: now }) : undefined;
    await recordBillingEvent(tx, documentId, {
      kind: "payment_deleted",
      actor: { type: "user", id: userId },
      data: {
        paymentId: removed.id,
        amount: removed.amount,
        currency: removed.currency,
        date: removed.paidOn,
        method: removed.method,
        balanceDue: balanceDue(updated),
        billingStatus: updated.billingStatus,
        ...(receipt ? { ...(receipt.number ? { receiptVoided: receipt.number } : {}), receiptDocumentId: receipt.documentId } : {}),
      },
      at: now,
    });
  });
}

/** Voids the receipt of a payment being deleted (its row locked after the invoice's), recorded in its own history. */
async function voidReceiptOf(
  tx: Tx,
  { receiptId, invoice, paymentId, userId, at }: { receiptId: string; invoice: Invoice; paymentId: string; userId: string; at: Date },
): Promise<{ number: string | null; documentId: string | null } | undefined> {
  const [receipt] = await tx.select().from(invoices).where(eq(invoices.id, receiptId)).for("update");
  if (!receipt || receipt.billingStatus === "void") return undefined;
  const reason = `Its payment was deleted from invoice ${invoice.number}`;
  await tx.update(invoices).set({ billingStatus: "void", voidedAt: at, voidReason: reason }).where(eq(invoices.id, receipt.id));
  if (receipt.documentId) {
    await recordBillingEvent(tx, receipt.documentId, {
      kind: "voided",
      actor: { type: "user", id: userId },
      data: { reason, before: receipt.billingStatus, paymentId, ...(invoice.number ? { invoiceNumber: invoice.number } : {}) },
      at,
    });
  }
  return { number: receipt.number, documentId: receipt.documentId };
}

export async function voidInvoice({ db, userId, documentId, request }: { db: Db; userId: string; documentId: string; request: TVoidRequest }) {
  return db.transaction(async (tx) => {
    const invoice = await lockOwnInvoice(tx, userId, documentId);
    if (invoice.type !== "invoice") throw new AppError("conflict", "Only an invoice can be voided");
    if (invoice.billingStatus === "void") throw new AppError("conflict", "This invoice is already void");
    const now = new Date();
    const [updated] = await tx
      .update(invoices)
      .set({ billingStatus: "void", voidedAt: now, voidReason: request.reason })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await recordBillingEvent(tx, documentId, {
      kind: "voided",
      actor: { type: "user", id: userId },
      data: { reason: request.reason, before: invoice.billingStatus },
      at: now,
    });
    return updated!;
  });
}

/**
 * DELETE /api/documents/:id: an invoice that left draft (sent, paid, void...) is never deleted: it
 * is voided or corrected by a credit note (409). A deletable one's billing history goes with it.
 */
export async function assertDeletable(tx: Tx, documentId: string) {
  const [invoice] = await tx
    .select({ type: invoices.type, billingStatus: invoices.billingStatus })
    .from(invoices)
    .where(eq(invoices.documentId, documentId))
    .for("update");
  if (invoice?.type === "invoice" && invoice.billingStatus !== "draft") {
    throw new AppError("conflict", "A sent invoice cannot be deleted: void it, or issue a credit note to correct it");
  }
  await tx.delete(auditEvents).where(eq(auditEvents.chain, billingChain(documentId)));
}
