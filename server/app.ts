// createApp(deps): the whole HTTP application. Tests import this and drive it over HTTP.
import type { Server } from "node:http";
import compression from "compression";
import express, { type Express } from "express";
import type { Logger } from "pino";
import { createAuth } from "./auth";
import { createBilling } from "./billing/routes";
import { mountStatic, mountVite } from "./client";
import type { Config } from "./config";
import type { Database } from "./db";
import { AppError, errorHandler } from "./errors";
import type { ServerDocType } from "./doc-types/define";
import { docTypesOf } from "./doc-types/registry";
import { PdfPrinter } from "./documents/pdf-printer";
import { ImagePool } from "./images/pool";
import { createLogger, requestLogging } from "./logger";
import { appJobs } from "./jobs/registry";
import { createJobs, type Jobs } from "./jobs/runner";
import { createMail, type Mail } from "./mail";
import { APP_MAIL_KINDS } from "./mail/kinds";
import { mailRouter } from "./mail/routes";
import type { MailRetryPolicy } from "./mail/send-job";
import { createTransport } from "./mail/transport";
import { logoStudioRouter } from "./logo-studio/routes";
import { auditKeyring, setAuditKeys } from "./audit/keys";
import { accountRouter } from "./routes/account";
import { adminRouter } from "./routes/admin";
import { analyticsRouter } from "./routes/analytics";
import { businessProfilesRouter } from "./business-profiles/routes";
import { documentsRouter } from "./routes/documents";
import { generateRouter } from "./routes/generate";
import { healthRouter } from "./routes/health";
import { instanceRouter } from "./routes/instance";
import { publicRouter } from "./routes/public";
import { rejectPollutingKeys } from "./security/body-guard";
import { csrfProtection } from "./security/csrf";
import { securityHeaders } from "./security/headers";
import { createRateLimits } from "./security/rate-limit";
import { analyticsCspSources } from "./services/analytics-csp";
import { createExporter } from "./services/exports";
import { setLifecycleHooks } from "./services/lifecycle";
import { Scanner } from "./scans/scanner";
import { scansRouter } from "./scans/routes";
import type { ScanServices } from "./scans/jobs";
import { signaturesRouter } from "./signatures/routes";
import { uploadedPdfsRouter } from "./signatures/upload-routes";
import { clientsRouter } from "./clients/routes";
import { consentLifecycle } from "./consents/lifecycle";
import { publicRecordsRouter } from "./consents/public-routes";
import { recordsRouter } from "./consents/routes";
import { invoicingRouter, type InvoicingServices } from "./invoicing";
import { invoicingLifecycle } from "./invoicing/lifecycle";
import { signatureLifecycle } from "./signatures/lifecycle";
import { businessProfileLifecycle } from "./business-profiles/lifecycle";
import { clientLifecycle } from "./clients/lifecycle";
import { publicationLifecycle } from "./publications/lifecycle";
import { publicationsRouter, publicPublicationsRouter } from "./publications/routes";
import type { PublicationServices } from "./publications/jobs";
import { signatureDeps, type SealRetryPolicy, type SignatureServices } from "./signatures/jobs";

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: Logger;
  /** How the SPA is served: Vite middleware (dev), the built files, or not at all (API tests). */
  client?: "vite" | "static" | "none";
  /** Lets Vite's HMR share the HTTP server in development. */
  httpServer?: Server;
  /** The PDF printer; by default one is made from the config (and closed with the app). */
  printer?: PdfPrinter;
  /** The document types served; by default every registered one (server/doc-types/registry.ts). */
  docTypes?: readonly ServerDocType[];
  /** How failed e-mails are retried (tests shorten it); default 5 tries over about an hour. */
  mailRetry?: MailRetryPolicy;
  /** How a failed sealing is retried (tests shorten it); default 5 tries over 8 to 15 minutes. */
  sealRetry?: SealRetryPolicy;
  /** The compliance scans' browser; by default one is made from the config (and closed with the app). */
  scanner?: Scanner;
}

export interface App {
  app: Express;
  printer: PdfPrinter;
  jobs: Jobs;
  mail: Mail;
  /** What the signature requests' services and jobs use (tests run the scan with their own clock). */
  signatures: SignatureServices;
  /** What the invoicing area's services and jobs use (tests run the reminder scan with their own clock). */
  invoicing: InvoicingServices;
  /** What the publications area's jobs use (tests run the template-update scan themselves). */
  publications: PublicationServices;
  /** What the compliance scans use (the scanner's own Chromium). */
  scans: ScanServices;
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  setAuditKeys(auditKeyring(config.audit));
  const app = express();
  const closers: (() => Promise<void> | void)[] = [];
  const printer =
    deps.printer ??
    new PdfPrinter({ chromiumPath: config.chromiumPath, wsEndpoint: config.chromiumWsEndpoint, timeoutMs: config.pdfTimeLimitMs });
  if (!deps.printer) closers.push(() => printer.close());
  const exporter = createExporter(printer, database.files);
  // Mail and jobs: sending is a job; jobs run on pg-boss in this same database (server/jobs).
  const transport = createTransport(config.mail, logger);
  closers.push(() => transport.close());
  // The compliance scans' own Chromium, apart from the printer's: a scan never slows an export.
  const scanner =
    deps.scanner ??
    new Scanner({ chromiumPath: config.chromiumPath, policy: { allowPrivate: config.scans.allowPrivate }, appOrigin: new URL(config.appUrl).origin });
  if (!deps.scanner) closers.push(() => scanner.close());
  const made: { signatures?: SignatureServices; invoicing?: InvoicingServices; publications?: PublicationServices } = {};
  const scans: ScanServices = { db: database.db, scanner, logger, appUrl: config.appUrl };
  const signatures = () => {
    if (!made.signatures) throw new Error("signature services used before the app made them");
    return made.signatures;
  };
  const invoicing = () => {
    if (!made.invoicing) throw new Error("invoicing services used before the app made them");
    return made.invoicing;
  };
  const publications = () => {
    if (!made.publications) throw new Error("publication services used before the app made them");
    return made.publications;
  };
  const jobs = createJobs({
    database,
    config,
    logger,
    definitions: appJobs({ config, transport, mailKinds: APP_MAIL_KINDS, mailRetry: deps.mailRetry, sealRetry: deps.sealRetry, signatures, invoicing, publications, scans: () => scans }),
  });
  const mail = createMail({ config, database, jobs, transport, kinds: APP_MAIL_KINDS, logger });
  scans.jobs = jobs;
  scans.mail = mail;
  const { images, publicImages } = workerPools(config);
  closers.push(() => images.close(), () => publicImages.close());
  const docTypes = docTypesOf(deps.docTypes);
  made.signatures = { db: database.db, mail, jobs, exporter, printer, files: database.files, images, config, logger, types: docTypes };
  made.invoicing = { db: database.db, mail, jobs, exporter, config, logger };
  made.publications = { db: database.db, mail, config, types: docTypes, logger };

  configureExpress(app, config, logger);

  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  app.use(compression());
  // Stripe's webhook: authenticated by its signature over the raw body, so it comes before the
  // CSRF rule (Stripe is not our origin) and the JSON parser (which would consume the bytes).
  // Only POST /api/billing/webhook, spelled exactly, matches; its handler always answers.
  const billing = createBilling({ config, db: database.db, logger });
  closers.push(billing.close);
  app.use(billing.webhook);
  const rateLimits = await createRateLimits(config, logger);
  closers.push(rateLimits.close);
  // Visitors' consent and acceptance records, posted from the founders' own sites: cross-origin by
  // design and reading no cookie or session, so they come before the CSRF rule, with their own
  // 4 KB body parser before the app's 1 MB one (server/consents/public-routes.ts says why).
  app.use(publicRecordsRouter({ config, database, limits: rateLimits }));
  // Cross-site state changes are refused before their body is read (server/security/csrf.ts).
  app.use(csrfProtection(config));
  // JSON bodies, read before any route (a malformed one is a 400 even when signed out).
  app.use("/api", express.json({ limit: "1mb" }), rejectPollutingKeys);
  // Answers about a user are theirs alone: no shared cache may keep them (ETags still work).
  app.use("/api", (_req, res, next) => {
    res.set("Cache-Control", "private, no-cache");
    next();
  });

  app.use(healthRouter(database, printer, jobs, mail));
  // Before the session: a blocked account's screen reads it (every later /api call answers 403).
  app.use(instanceRouter(config));
  app.use(publicRouter(database));
  // Published policies' public pages, their JSON for the embed script and the script: no session
  // is read before them, so none is made and no cookie is set.
  app.use(publicPublicationsRouter(database, { appUrl: config.appUrl, limits: rateLimits }));
  // The development outbox (never in production): pages about nobody's account, no session.
  if (mail.devOutbox) app.use(mail.devOutbox);

  // The built client's files are the same for everyone: served before the session is read (an
  // asset request must not cost a session lookup). Its page comes after every route.
  const clientMode = deps.client ?? "none";
  const clientPage = clientMode === "static" ? mountStatic(app) : undefined;
  if (clientMode === "static" && !clientPage) {
    logger.warn("no built client found in dist/public: run `npm run build`");
  }

  const auth = createAuth(config, database, rateLimits);
  closers.push(auth.close);
  app.use(auth.middleware);
  // Active analytics providers' hosts join the production CSP on site pages, never on /admin and
  // never for an admin's session (so it comes after the session is read).
  if (config.isProduction) app.use(analyticsCspSources(database.db));
  // After the session (the budget is per user), before every API route.
  app.use("/api", rateLimits.api);

  app.use(auth.router);
  // What the areas add to a document's and an account's life (guards, answer fields, deletions,
  // exports, the issuer): the use cases call them through server/services/lifecycle.ts. In this
  // order: a signature's refusal is given before an invoice's.
  setLifecycleHooks([signatureLifecycle, invoicingLifecycle, businessProfileLifecycle, clientLifecycle, publicationLifecycle, consentLifecycle]);
  app.use(uploadedPdfsRouter({ config, database, images, limits: rateLimits, types: docTypes }));
  app.use(documentsRouter({ config, database, exporter, limits: rateLimits, types: docTypes }));
  app.use(generateRouter({ config, database, limits: rateLimits, docTypes }));
  app.use(
    accountRouter(database, {
      exporter,
      limits: rateLimits,
      sessionCookie: { name: config.session.cookieName, options: auth.sessions.cookieOptions },
    }),
  );
  app.use(businessProfilesRouter(database, { images }));
  app.use(clientsRouter(database));
  app.use(publicationsRouter(database, { appUrl: config.appUrl, types: docTypes }));
  app.use(recordsRouter({ config, database, printer, images }));
  app.use(adminRouter({ config, database, printer }));
  app.use(analyticsRouter(database));
  app.use(logoStudioRouter({ limits: rateLimits, images, timeLimitMs: config.logoKitTimeLimitMs }));
  app.use(billing.router(rateLimits));
  app.use(mailRouter({ database, mail }));
  app.use(signaturesRouter({ config, database, mail, exporter, images, publicImages, limits: rateLimits, deps: signatureDeps(signatures()) }));
  app.use(invoicingRouter({ ...invoicing(), limits: rateLimits, types: docTypes }));
  app.use(scansRouter({ config, database, jobs, printer, images }));

  // Anything else under /api, in any letter case, is a JSON 404, never the SPA page.
  app.use((req, _res, next) => {
    if (!/^\/api(?:\/|$)/i.test(req.path)) return next();
    next(new AppError("not_found", `No API route for ${req.method} ${req.path}`));
  });

  if (clientPage) app.use(clientPage);
  if (clientMode === "vite") closers.push(await mountVite(app, deps.httpServer));

  app.use(errorHandler);

  // Last, so a failure above leaves no workers running; stopped first on close (closers run in
  // reverse), so the jobs in hand finish while the database and the transport are still open.
  await jobs.start();
  closers.push(() => jobs.stop());

  return {
    app,
    printer,
    jobs,
    mail,
    signatures: signatures(),
    invoicing: invoicing(),
    publications: publications(),
    scans,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}

/**
 * Untrusted images are cleaned and drawn, untrusted PDFs read and signed PDFs sealed off the event
 * loop (server/images/pool.ts), taking turns by user. PDFs verified without an account get a
 * worker of their own, taking turns by address (one running per client, two waiting, then 429),
 * so anonymous files never wait in front of a user's job.
 */
function workerPools(config: Config): { images: ImagePool; publicImages: ImagePool } {
  const warm = config.env !== "test";
  return {
    images: new ImagePool({ warm }),
    publicImages: new ImagePool({
      warm,
      threads: 1,
      maxSlotsPerOwner: 1,
      maxQueuePerOwner: 2,
      busyMessage: "PDFs are being verified for many people right now. Please try again in a moment.",
      ownerBusyMessage: "You have PDFs being verified already. Please wait for them to finish and try again.",
    }),
  };
}

/** Express's own settings: no fingerprint, the proxies trusted, strong ETags, exact paths. */
function configureExpress(app: Express, config: Config, logger: Logger): void {
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  if (config.isProduction && config.trustProxy === true) {
    logger.warn(
      "TRUST_PROXY=true trusts every X-Forwarded-For address, so any client can choose the address its rate limits count: set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses instead",
    );
  }
  app.set("etag", "strong");
  // Our paths are exactly as written: /API/x, /api/x/ and /api//x are not routes of ours, so they
  // can't reach a route without the middleware attached to it (every router is made the same way,
  // server/routes/new-router.ts).
  app.set("case sensitive routing", true);
  app.set("strict routing", true);
}
