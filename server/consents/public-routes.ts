// The records visitors' browsers post from the founder's own site (docs/API.md "Consent and
// acceptance records"): POST /api/public/consents (the cookie banner) and /api/public/acceptances
// (the terms' tick box, or the founder's server with an API key).
//
// Mounted by createApp before the CSRF rule, the app's 1 MB JSON parser and the session:
//  - CSRF guards what a browser's ambient credentials (the session cookie) may do cross-site.
//    These routes read no cookie and no session (nothing ambient decides anything), so a
//    cross-site POST is exactly what they are for; who may post is the publication's list of
//    allowed origins instead, checked here against the Origin header (exact match).
//  - Their body is at most 4 KB, refused by its Content-Length (or as soon as the stream passes it)
//    before a byte is parsed, with the same guard against polluting keys as the rest of the API.
//  - No session is read and no cookie set: a visitor's record costs one INSERT.
// CORS: a preflight names no publication (the body is not sent), so it is answered for an origin
// some published policy lists; the POST then checks the publication's own list, and refuses any
// other origin with 403 and no CORS header. Server-side calls (an API key) need no CORS.
import express, { type RequestHandler, type Response } from "express";
import { RECORD_BODY_LIMIT_BYTES, ZAcceptanceRecordBody, ZConsentRecordBody } from "../../shared/api/consents";
import { api } from "../../shared/api/routes";
import type { Config } from "../config";
import { serve } from "../contract";
import type { Database } from "../db";
import { AppError, parseOrThrow } from "../errors";
import { newRouter } from "../routes/new-router";
import { rejectPollutingKeys } from "../security/body-guard";
import type { RateLimits } from "../security/rate-limit";
import { authenticateApiKey } from "./api-keys";
import { browserFamily, ipPrefix } from "./client-info";
import { originAllowedAnywhere, recordablePublication, recordAcceptance, recordConsent, subjectHmac, type PublicationFacts } from "./records";

const ORIGIN_REFUSED = "This site is not one this policy's records may come from: add its origin to the publication's allowed origins";
const PREFLIGHT_MAX_AGE_S = 600;

const allowOrigin = (res: Response, origin: string) => {
  res.set("Access-Control-Allow-Origin", origin);
  res.set("Access-Control-Expose-Headers", "Retry-After, RateLimit, RateLimit-Policy");
};

export function publicRecordsRouter({ config, database, limits }: { config: Pick<Config, "audit">; database: Database; limits: Pick<RateLimits, "recordsPerIp" | "recordsPerPublication"> }) {
  const { db } = database;
  const router = newRouter();

  // Every answer: never cached, different per Origin; the CORS header for an origin some
  // publication lists (so the banner can read a 400 or a 429); the POST narrows it below.
  const cors: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    res.vary("Origin");
    const origin = req.headers.origin;
    if (origin !== undefined && origin.length <= 300 && (await originAllowedAnywhere(db, origin))) allowOrigin(res, origin);
    next();
  };

  const preflight: RequestHandler = (_req, res) => {
    if (!res.get("Access-Control-Allow-Origin")) throw new AppError("forbidden", ORIGIN_REFUSED);
    res.set("Access-Control-Allow-Methods", "POST");
    res.set("Access-Control-Allow-Headers", "Content-Type");
    res.set("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_S));
    res.status(204).end();
  };

  const body = [express.json({ limit: RECORD_BODY_LIMIT_BYTES }), rejectPollutingKeys];

  /** The body checked before the per-publication limit counts it (its key is the publication). */
  const validated =
    (schema: typeof ZConsentRecordBody | typeof ZAcceptanceRecordBody): RequestHandler =>
    (req, res, next) => {
      const parsed = parseOrThrow(schema, req.body ?? {});
      res.locals.body = parsed;
      res.locals.publicationId = parsed.publicationId;
      next();
    };

  /** A browser's record: only from the publication's own allowed origins. */
  const checkOrigin = (origin: string | undefined, publication: PublicationFacts, res: Response) => {
    if (origin === undefined || !publication.allowedOrigins.includes(origin)) {
      res.removeHeader("Access-Control-Allow-Origin");
      res.removeHeader("Access-Control-Expose-Headers");
      throw new AppError("forbidden", ORIGIN_REFUSED);
    }
    allowOrigin(res, origin);
  };

  const requestFacts = (req: express.Request) => ({ ipPrefix: ipPrefix(req.ip), browser: browserFamily(req.headers["user-agent"]) });

  for (const path of [api.records.consent.path, api.records.acceptance.path]) router.options(path, cors, preflight);

  serve(router, api.records.consent, [cors, limits.recordsPerIp, ...body, validated(ZConsentRecordBody), limits.recordsPerPublication], async (req, res) => {
    const input = res.locals.body as ReturnType<typeof ZConsentRecordBody.parse>;
    const publication = await recordablePublication(db, input.publicationId, "cookie-policy");
    checkOrigin(req.headers.origin, publication, res);
    return { receiptId: await recordConsent(db, publication, input, requestFacts(req)) };
  });

  serve(router, api.records.acceptance, [cors, limits.recordsPerIp, ...body, validated(ZAcceptanceRecordBody), limits.recordsPerPublication], async (req, res) => {
    const input = res.locals.body as ReturnType<typeof ZAcceptanceRecordBody.parse>;
    const bearer = /^Bearer (\S{1,200})$/.exec(req.headers.authorization ?? "")?.[1];
    if (req.headers.authorization !== undefined && bearer === undefined) throw new AppError("unauthorized", "Authorization must be Bearer <API key>");
    const key = bearer === undefined ? undefined : await authenticateApiKey(db, bearer);
    const publication = await recordablePublication(db, input.publicationId, "terms");
    if (key) {
      // The key's owner records for their own publications only (another's: as if it did not exist).
      if (publication.userId !== key.userId) throw new AppError("not_found", "No such publication");
    } else {
      checkOrigin(req.headers.origin, publication, res);
    }
    const receiptId = await recordAcceptance(
      db,
      publication,
      { subjectHmac: subjectHmac(config.audit.key, input.subject), source: key ? "api" : "widget", apiKeyId: key?.id },
      requestFacts(req),
    );
    return { receiptId };
  });

  return router;
}
