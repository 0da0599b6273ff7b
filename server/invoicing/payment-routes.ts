// What the owner records on an invoice (issue 27): payments, receipts, void, remind, and the
// document's history. Each route validates, calls one service and answers; another user's
// document answers 404 as a missing one does.
import type { Request, Router } from "express";
import { z } from "zod";
import { ZPaymentRequestSchema, ZVoidRequestSchema } from "../../shared/invoicing/payments";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import { notFound, parseOrThrow } from "../errors";
import { baseUrl, presentDocument } from "../services/present-document";
import { ZIdParamSchema as DocumentIdParam } from "../../shared/api/params";
import { getInvoiceOfDocument } from "./invoices";
import { getOwnDocument } from "../services/documents";
import { documentHistory, presentCreatedInvoice, presentInvoiceBilling } from "./billing";
import type { InvoicingRouteDeps } from "./index";
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

  router.get("/api/documents/:id/payments", requireUser, async (req, res) => {
    res.json(await listPayments({ db, userId: currentUser(req).id, documentId: documentId(req) }));
  });

  router.post("/api/documents/:id/payments", requireUser, async (req, res) => {
    const id = documentId(req);
    const payment = parseOrThrow(ZPaymentRequestSchema, req.body);
    res.status(201).json(await recordPayment({ db, userId: currentUser(req).id, documentId: id, payment }));
  });

  router.delete("/api/documents/:id/payments/:paymentId", requireUser, async (req, res) => {
    const { id, paymentId } = paymentParams(req);
    await deletePayment({ db, userId: currentUser(req).id, documentId: id, paymentId });
    res.status(204).end();
  });

  // A receipt for one payment: 201 with the receipt as POST /api/invoices answers an invoice.
  router.post("/api/documents/:id/payments/:paymentId/receipt", requireUser, limits.generate, async (req, res) => {
    const { id, paymentId } = paymentParams(req);
    const created = await createReceipt({
      db,
      types,
      user: currentUser(req),
      documentId: id,
      paymentId,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
    });
    const invoice = await getInvoiceOfDocument({ db, documentId: created.document.id });
    res.status(201).json(presentCreatedInvoice(invoice!, presentDocument(created, { share: null, base: baseUrl(config, req), types })));
  });

  router.post("/api/documents/:id/void", requireUser, async (req, res) => {
    const id = documentId(req);
    const request = parseOrThrow(ZVoidRequestSchema, req.body);
    await voidInvoice({ db, userId: currentUser(req).id, documentId: id, request });
    const invoice = await getInvoiceOfDocument({ db, documentId: id });
    res.json(presentInvoiceBilling(invoice!));
  });

  router.post("/api/documents/:id/remind", requireUser, mail.requireConfigured, async (req, res) => {
    const id = documentId(req);
    await remindNow(deps, { userId: currentUser(req).id, documentId: id, base: baseUrl(config, req) });
    res.status(202).json({ status: "queued" });
  });

  router.get("/api/documents/:id/history", requireUser, async (req, res) => {
    const found = await getOwnDocument({ db, userId: currentUser(req).id, id: documentId(req) });
    if (!found) throw notFound("Document not found");
    res.json(await documentHistory(db, found.document.id));
  });
}
