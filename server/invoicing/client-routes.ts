// The client's side of a quote or invoice (issue 27): POST /api/documents/:id/send, the public
// pages' API (/api/public/quotes/:token, /api/public/invoices/:token), accept and decline, and
// POST /api/documents/:id/convert. Each validates, calls one service, answers.
import type { Request, Response, Router } from "express";
import { ZAcceptBody, ZConvertBody, ZDeclineQuoteBody, ZSendBody } from "../../shared/invoicing/client";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import { getInvoiceOfDocument } from "../doc-types/invoice/routes";
import { notFound, parseOrThrow } from "../errors";
import { ZIdParamSchema as DocumentIdParam } from "../../shared/api/params";
import { baseUrl, presentDocument } from "../services/present-document";
import { presentCreatedInvoice } from "./billing";
import { convertQuote } from "./convert";
import { acceptQuote, declineQuote, openPublicDocument, publicPdf } from "./quotes";
import { sendBillingDocument } from "./send";
import type { InvoicingRouteDeps } from "./index";

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

  router.post("/api/documents/:id/send", requireUser, mail.requireConfigured, async (req, res) => {
    const id = documentId(req);
    const body = parseOrThrow(ZSendBody, req.body ?? {});
    const sent = await sendBillingDocument(deps, { user: currentUser(req), documentId: id, body, base: baseUrl(config, req), origin: originOf(req) });
    res.status(202).json(sent);
  });

  router.post("/api/documents/:id/convert", requireUser, limits.generate, async (req, res) => {
    const id = documentId(req);
    parseOrThrow(ZConvertBody, req.body ?? {});
    const created = await convertQuote(deps, { user: currentUser(req), documentId: id, origin: originOf(req) });
    const invoice = await getInvoiceOfDocument({ db: deps.db, documentId: created.document.id });
    res.status(201).json(presentCreatedInvoice(invoice!, presentDocument(created, { share: null, base: baseUrl(config, req), types })));
  });

  // ---- The client (public: the token is the key; the whole-API limit counts per IP) ----

  for (const [segment, purpose] of [
    ["quotes", "quote"],
    ["invoices", "invoice"],
  ] as const) {
    router.get(`/api/public/${segment}/:token`, async (req, res) => {
      noStore(res);
      res.json(await openPublicDocument(deps.db, { purpose, token: tokenOf(req), origin: originOf(req) }));
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

  router.post("/api/public/quotes/:token/accept", async (req, res) => {
    const body = parseOrThrow(ZAcceptBody, req.body ?? {});
    noStore(res);
    res.json(await acceptQuote(deps, { token: tokenOf(req), body, base: baseUrl(config, req), origin: originOf(req) }));
  });

  router.post("/api/public/quotes/:token/decline", async (req, res) => {
    const body = parseOrThrow(ZDeclineQuoteBody, req.body ?? {});
    noStore(res);
    res.json(await declineQuote(deps, { token: tokenOf(req), body, base: baseUrl(config, req), origin: originOf(req) }));
  });
}
