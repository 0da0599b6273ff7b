import type { Request } from "express";
import type { z } from "zod";
import {
  ZCookiePolicyRequestSchema,
  ZInvoiceRequestSchema,
  ZNdaRequestSchema,
  ZPrivacyPolicyRequestSchema,
  ZTermsRequestSchema,
} from "../../shared/validation";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { parseOrThrow } from "../errors";
import type { RateLimits } from "../security/rate-limit";
import { generateDocument, type PolicyKind } from "../services/generation";
import { createInvoice, listInvoices } from "../services/invoices";
import { presentDocument } from "./present";
import { newRouter } from "./router";

const GENERATORS: { path: string; kind: PolicyKind; schema: z.ZodType }[] = [
  { path: "privacy-policy", kind: "privacy_policy", schema: ZPrivacyPolicyRequestSchema },
  { path: "terms", kind: "terms_conditions", schema: ZTermsRequestSchema },
  { path: "cookie-policy", kind: "cookie_policy", schema: ZCookiePolicyRequestSchema },
  { path: "nda", kind: "nda", schema: ZNdaRequestSchema },
];

export function generateRouter(config: Config, { db }: Database, limits: Pick<RateLimits, "generate">) {
  const router = newRouter();
  const base = (req: Request) => config.appUrl ?? `${req.protocol}://${req.get("host")}`;

  for (const { path, kind, schema } of GENERATORS) {
    router.post(`/api/generate/${path}`, requireUser, limits.generate, async (req, res) => {
      const input = parseOrThrow(schema, req.body);
      const doc = await generateDocument({
        db,
        userId: currentUser(req).id,
        kind,
        input: input as never,
        freeLimit: config.freeDocumentLimit,
        origin: originOf(req),
      });
      res.status(201).json(presentDocument(doc, { share: null, base: base(req) }));
    });
  }

  router.post("/api/invoices", requireUser, limits.generate, async (req, res) => {
    const input = parseOrThrow(ZInvoiceRequestSchema, req.body);
    const { invoice, items, document } = await createInvoice({
      db,
      user: currentUser(req),
      input,
      freeLimit: config.freeDocumentLimit,
      origin: originOf(req),
    });
    res.status(201).json({ ...invoice, items, document: presentDocument(document, { share: null, base: base(req) }) });
  });

  router.get("/api/invoices", requireUser, async (req, res) => {
    res.json(await listInvoices({ db, userId: currentUser(req).id }));
  });

  return router;
}
