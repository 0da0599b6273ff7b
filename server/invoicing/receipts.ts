// A receipt for one payment recorded on an invoice: a document of type "receipt", with
// its own number, made through the one creation path (services/create-document.ts) in the same
// transaction that locks the invoice, links the receipt to it and to the payment, and records
// "receipt_created" in the invoice's history. One receipt per payment (409 for a second).
import { and, eq } from "drizzle-orm";
import { ZInvoiceRequestSchema, type TInvoiceRequest } from "../../shared/doc-types";
import { documents, documentVersions, invoicePayments, invoices, type User } from "../../shared/schema";
import type { Db } from "../db";
import type { DocTypes } from "../doc-types/registry";
import { AppError, notFound } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { createDocument, type DocumentWithVersion } from "../services/create-document";
import { recordBillingEvent } from "./history";
import { lockOwnInvoice } from "./payments";
import { writtenInvoice, type WrittenInvoice } from "./invoices";

export async function createReceipt({
  db,
  types,
  user,
  documentId,
  paymentId,
  freeLimit,
  origin,
}: {
  db: Db;
  types: DocTypes;
  user: User;
  documentId: string;
  paymentId: string;
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<{ created: DocumentWithVersion; invoice: WrittenInvoice }> {
  return db.transaction(async (tx) => {
    const invoice = await lockOwnInvoice(tx, user.id, documentId);
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoice.id)))
      .for("update");
    if (!payment) throw notFound("Payment not found");
    if (payment.receiptId) {
      const [existing] = await tx.select({ documentId: invoices.documentId }).from(invoices).where(eq(invoices.id, payment.receiptId));
      throw new AppError("conflict", "A receipt was already created for this payment", undefined, { receiptDocumentId: existing?.documentId ?? null });
    }
    const [source] = await tx
      .select({ input: documentVersions.input, businessProfileId: documents.businessProfileId })
      .from(documents)
      .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)))
      .where(eq(documents.id, documentId));
    const billed = (source?.input ?? {}) as Partial<TInvoiceRequest>;
    // What the invoice was paid in full or in part: the balance left counts every payment recorded
    // up to and including this one (later payments have their own receipts).
    const paidSoFar = await tx
      .select({ amount: invoicePayments.amount, paidOn: invoicePayments.paidOn, createdAt: invoicePayments.createdAt })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    const upToThis = paidSoFar
      .filter((p) => p.paidOn < payment.paidOn || (p.paidOn === payment.paidOn && p.createdAt <= payment.createdAt))
      .reduce((sum, p) => sum + p.amount, 0);
    const input = ZInvoiceRequestSchema.parse({
      type: "receipt",
      clientName: invoice.clientName,
      clientEmail: invoice.clientEmail ?? undefined,
      clientAddress: invoice.clientAddress ?? undefined,
      clientVatId: billed.clientVatId,
      clientCountry: billed.clientCountry,
      clientRegistrationNumber: billed.clientRegistrationNumber,
      clientId: invoice.clientId ?? undefined,
      currency: invoice.currency,
      businessProfileId: source?.businessProfileId ?? null,
      items: [{ description: `Payment against invoice ${invoice.number}`, quantity: 1, unitPrice: payment.amount }],
      payment: {
        invoiceNumber: invoice.number,
        date: payment.paidOn,
        method: payment.method,
        reference: payment.reference ?? undefined,
        balanceDue: Math.max(0, invoice.total - upToThis),
        taxCharged: invoice.taxTotal > 0,
      },
    });
    // createDocument's transaction is a savepoint of this one: all of it commits, or none.
    const created = await createDocument({ db: tx, types, user, kind: "receipt", input, freeLimit, origin, profileStrict: false, derived: true });
    const receiptInvoiceId = (created.document.metadata as { invoiceId: string }).invoiceId;
    await tx.update(invoices).set({ receiptForId: invoice.id, receiptPaymentId: payment.id }).where(eq(invoices.id, receiptInvoiceId));
    await tx.update(invoicePayments).set({ receiptId: receiptInvoiceId }).where(eq(invoicePayments.id, payment.id));
    await recordBillingEvent(tx, documentId, {
      kind: "receipt_created",
      actor: { type: "user", id: user.id },
      data: { paymentId: payment.id, receiptDocumentId: created.document.id, number: (await receiptNumber(tx, receiptInvoiceId)) ?? "" },
    });
    return { created, invoice: await writtenInvoice(tx, created.document.id) };
  });
}

const receiptNumber = async (db: Db, id: string) => (await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id)))[0]?.number;
