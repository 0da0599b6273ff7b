// The client's side of a quote or invoice: POST /api/documents/:id/send, the public
// pages' API (/api/public/quotes/:token, /api/public/invoices/:token), accept and decline, and
// POST /api/documents/:id/convert. Each validates, calls one service, answers.
import type { Request, Response, Router } from "express";
import { ZAcceptBody, ZConvertBody, ZDeclineQuoteBody, ZSendBody } from "../../shared/invoicing/client";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import { notFound, parseOrThrow } from "../errors";
import { ZIdParamSchema as DocumentIdParam } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { presentDocument } from "../services/present-document";
import { presentCreatedInvoice } from "./billing";
import { convertQuote } from "./convert";
import { acceptQuote, declineQuote, openPublicDocument, publicPdf } from "./quotes";
import { sendBillingDocument } from "./send";
import type { InvoicingRouteDeps } from "./deps";

const documentId = (req: Request) => {
  const params = DocumentIdParam.safeParse(req.params);
  if (!params.success) throw notFound("Document not found");
  return params.data.id;
};
const tokenOf = (req: Request) => String(req.params.token);

/** Public answers are the client's only: never cached by anyone. */
const noStore = (res: Response) => res.set({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" });

export function clientRoutes(router: Router, deps: InvoicingRouteDeps) {
  const { config, limits, mail, types } = deps;

  // ---- The owner ----

  serve(router, api.invoices.send, [requireUser, mail.requireConfigured], (req) => {
    const id = documentId(req);
    const body = parseOrThrow(ZSendBody, req.body ?? {});
    return sendBillingDocument(deps, { user: currentUser(req), documentId: id, body, base: config.appUrl, origin: originOf(req) });
  });

  serve(router, api.invoices.convert, [requireUser, limits.generate], async (req) => {
    const id = documentId(req);
    parseOrThrow(ZConvertBody, req.body ?? {});
    // The invoice as the converting transaction wrote it.
    const { created, invoice } = await convertQuote(deps, { user: currentUser(req), documentId: id, origin: originOf(req) });
    return presentCreatedInvoice(invoice, presentDocument(created, { share: null, base: config.appUrl, types }));
  });

  // ---- The client (public: the token is the key; the whole-API limit counts per IP) ----

  for (const [segment, purpose, entry] of [
    ["quotes", "quote", api.invoices.publicQuote],
    ["invoices", "invoice", api.invoices.publicInvoice],
  ] as const) {
    serve(router, entry, [], (req, res) => {
      noStore(res);
      return openPublicDocument(deps.db, { purpose, token: tokenOf(req), origin: originOf(req) });
    });

    router.get(`/api/public/${segment}/:token/pdf`, limits.pdf, async (req, res) => {
      const out = await publicPdf(deps, { purpose, token: tokenOf(req) });
      noStore(res);
      res.set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${out.filename}"`,
        "X-Content-Type-Options": "nosniff",
      });
      res.send(out.body);
    });
  }

  serve(router, api.invoices.accept, [], (req, res) => {
    const body = parseOrThrow(ZAcceptBody, req.body ?? {});
    noStore(res);
    return acceptQuote(deps, { token: tokenOf(req), body, base: config.appUrl, origin: originOf(req) });
  });

  serve(router, api.invoices.decline, [], (req, res) => {
    const body = parseOrThrow(ZDeclineQuoteBody, req.body ?? {});
    noStore(res);
    return declineQuote(deps, { token: tokenOf(req), body, base: config.appUrl, origin: originOf(req) });
  });
}
