// The owner's side of the records (docs/API.md "Consent and acceptance records"): the lists, the
// daily summary, the CSVs, the lookups and the sealed proofs; and the API keys (Settings).
import type { Request, Response } from "express";
import { z } from "zod";
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { ZAcceptanceLookupQuery, ZApiKeyCreateBody, ZConsentSummaryQuery, ZRecordListQuery } from "../../shared/api/consents";
import type { Config } from "../config";
import { serve } from "../contract";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import { notFound, parseOrThrow } from "../errors";
import type { ImagePool } from "../images/pool";
import { newRouter } from "../routes/new-router";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";
import { consentSummary, listAcceptances, listConsents, lookupAcceptances, lookupConsent, PUBLICATION_NOT_FOUND, recordsCsv } from "./owner";
import { acceptanceProofPdf, consentProofPdf } from "./proof";
import { subjectHmacs } from "./records";

const ZConsentIdParam = z.object({ consentId: z.uuid() });
const ZReceiptParam = z.object({ receiptId: z.uuid() });
const ZCsvQuery = ZRecordListQuery.pick({ from: true, to: true, action: true });

export function recordsRouter({ config, database, printer, images }: { config: Config; database: Database; printer: PdfPrinter; images: ImagePool }) {
  const { db } = database;
  const router = newRouter();
  const publicationId = (req: Request) => {
    const parsed = ZIdParamSchema.safeParse(req.params);
    if (!parsed.success) throw notFound(PUBLICATION_NOT_FOUND);
    return parsed.data.id;
  };
  const param = <S extends z.ZodType>(schema: S, req: Request, what: string): z.output<S> => {
    const parsed = schema.safeParse(req.params);
    if (!parsed.success) throw notFound(what);
    return parsed.data;
  };

  serve(router, api.records.consents, [requireUser], (req) => {
    const id = publicationId(req);
    return listConsents(db, currentUser(req).id, id, parseOrThrow(ZRecordListQuery, req.query));
  });

  serve(router, api.records.acceptances, [requireUser], (req) => {
    const id = publicationId(req);
    const { action: _action, ...filters } = parseOrThrow(ZRecordListQuery, req.query);
    return listAcceptances(db, currentUser(req).id, id, filters);
  });

  serve(router, api.records.summary, [requireUser], async (req) => {
    const id = publicationId(req);
    const { days } = parseOrThrow(ZConsentSummaryQuery, req.query);
    return { days: await consentSummary(db, currentUser(req).id, id, days) };
  });

  serve(router, api.records.acceptanceLookup, [requireUser], (req) => {
    const id = publicationId(req);
    const { subject } = parseOrThrow(ZAcceptanceLookupQuery, req.query);
    return lookupAcceptances(db, currentUser(req).id, id, subjectHmacs(config.audit, subject));
  });

  serve(router, api.records.consentLookup, [requireUser], (req) => {
    const { consentId } = param(ZConsentIdParam, req, "No records of this consent id");
    return lookupConsent(db, currentUser(req).id, consentId);
  });

  // The CSVs: streamed a batch of rows at a time, after the owner is checked (a 404 is still JSON).
  const csv = (kind: "consents" | "acceptances") => async (req: Request, res: Response) => {
    const id = publicationId(req);
    const filters = parseOrThrow(ZCsvQuery, req.query);
    const lines = recordsCsv(db, currentUser(req).id, id, kind, kind === "consents" ? filters : { from: filters.from, to: filters.to });
    const first = await lines.next();
    res.set("Content-Type", "text/csv; charset=utf-8");
    res.set("Content-Disposition", `attachment; filename="${kind}-${id}.csv"`);
    if (!first.done) res.write(first.value);
    for await (const chunk of lines) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  };
  router.get("/api/publications/:id/consents.csv", requireUser, csv("consents"));
  router.get("/api/publications/:id/acceptances.csv", requireUser, csv("acceptances"));

  const proofDeps = { db, config, printer, images };
  const pdf = (res: Response, body: Buffer, name: string) => {
    res.set("Content-Type", "application/pdf");
    res.set("Content-Disposition", `attachment; filename="${name}"`);
    res.send(body);
  };
  router.get("/api/consents/:receiptId/proof.pdf", requireUser, async (req, res) => {
    const { receiptId } = param(ZReceiptParam, req, "No such record");
    pdf(res, await consentProofPdf(proofDeps, currentUser(req).id, receiptId), `consent-${receiptId}.pdf`);
  });
  router.get("/api/acceptances/:receiptId/proof.pdf", requireUser, async (req, res) => {
    const { receiptId } = param(ZReceiptParam, req, "No such record");
    pdf(res, await acceptanceProofPdf(proofDeps, currentUser(req).id, receiptId), `acceptance-${receiptId}.pdf`);
  });

  serve(router, api.apiKeys.list, [requireUser], (req) => listApiKeys(db, currentUser(req).id));
  serve(router, api.apiKeys.create, [requireUser], (req) => {
    const { name } = parseOrThrow(ZApiKeyCreateBody, req.body ?? {});
    return createApiKey(db, currentUser(req).id, name);
  });
  serve(router, api.apiKeys.revoke, [requireUser], async (req) => {
    const parsed = ZIdParamSchema.safeParse(req.params);
    if (!parsed.success) throw notFound("No such API key");
    await revokeApiKey(db, currentUser(req).id, parsed.data.id);
  });

  return router;
}
