// What the owner records on an invoice: payments, receipts, void, remind, and the
// document's history. Each route validates, calls one service and answers; another user's
// document answers 404 as a missing one does.
import type { Request, Router } from "express";
import { z } from "zod";
import { ZPaymentRequestSchema, ZVoidRequestSchema } from "../../shared/invoicing/payments";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import { notFound, parseOrThrow } from "../errors";
import { presentDocument } from "../services/present-document";
import { ZIdParamSchema as DocumentIdParam } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { getInvoiceOfDocument } from "./invoices";
import { getOwnDocument } from "../services/document-rows";
import { documentHistory, presentCreatedInvoice, presentInvoiceBilling } from "./billing";
import type { InvoicingRouteDeps } from "./deps";
import { deletePayment, listPayments, recordPayment, voidInvoice } from "./payments";
import { createReceipt } from "./receipts";
import { remindNow } from "./reminders";

const PaymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });

/** The document id of the path; a malformed one names no document (404). */
const documentId = (req: Request) => {
  const params = DocumentIdParam.safeParse(req.params);
  if (!params.success) throw notFound("Document not found");
  return params.data.id;
};
const paymentParams = (req: Request) => {
  const params = PaymentParams.safeParse(req.params);
  if (!params.success) throw notFound("Payment not found");
  return params.data;
};

export function paymentRoutes(router: Router, deps: InvoicingRouteDeps) {
  const { db, config, types, limits, mail } = deps;

  serve(router, api.invoices.payments, [requireUser], (req) => listPayments({ db, userId: currentUser(req).id, documentId: documentId(req) }));

  serve(router, api.invoices.recordPayment, [requireUser], (req) => {
    const id = documentId(req);
    const payment = parseOrThrow(ZPaymentRequestSchema, req.body);
    return recordPayment({ db, userId: currentUser(req).id, documentId: id, payment });
  });

  serve(router, api.invoices.deletePayment, [requireUser], async (req) => {
    const { id, paymentId } = paymentParams(req);
    await deletePayment({ db, userId: currentUser(req).id, documentId: id, paymentId });
  });

  // A receipt for one payment: 201 with the receipt as POST /api/invoices answers an invoice.
  serve(router, api.invoices.receipt, [requireUser, limits.generate], async (req) => {
    const { id, paymentId } = paymentParams(req);
    const { created, invoice } = await createReceipt({
      db,
      types,
      user: currentUser(req),
      documentId: id,
      paymentId,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
    });
    return presentCreatedInvoice(invoice, presentDocument(created, { share: null, base: config.appUrl, types }));
  });

  serve(router, api.invoices.void, [requireUser], async (req) => {
    const id = documentId(req);
    const request = parseOrThrow(ZVoidRequestSchema, req.body);
    await voidInvoice({ db, userId: currentUser(req).id, documentId: id, request });
    const invoice = await getInvoiceOfDocument({ db, documentId: id });
    return presentInvoiceBilling(invoice!);
  });

  serve(router, api.invoices.remind, [requireUser, mail.requireConfigured], async (req) => {
    const id = documentId(req);
    await remindNow(deps, { userId: currentUser(req).id, documentId: id, base: config.appUrl });
    return { status: "queued" } as const;
  });

  serve(router, api.invoices.history, [requireUser], async (req) => {
    const found = await getOwnDocument({ db, userId: currentUser(req).id, id: documentId(req) });
    if (!found) throw notFound("Document not found");
    return documentHistory(db, found.document.id);
  });
}
