// createApp(deps): the whole HTTP application. Tests import this and drive it over HTTP.
import type { Server } from "node:http";
import compression from "compression";
import express, { type Express } from "express";
import type { Logger } from "pino";
import { createAuth } from "./auth";
import { mountStatic, mountVite } from "./client";
import type { Config } from "./config";
import type { Database } from "./db";
import { AppError, errorHandler } from "./errors";
import { PdfPrinter } from "./documents/pdf-printer";
import { createLogger, requestLogging } from "./logger";
import { accountRouter } from "./routes/account";
import { adminRouter } from "./routes/admin";
import { analyticsRouter } from "./routes/analytics";
import { documentsRouter } from "./routes/documents";
import { generateRouter } from "./routes/generate";
import { healthRouter } from "./routes/health";
import { publicRouter } from "./routes/public";
import { rejectPollutingKeys } from "./security/body-guard";
import { csrfProtection } from "./security/csrf";
import { securityHeaders } from "./security/headers";
import { createRateLimits } from "./security/rate-limit";
import { createAnalyticsCsp } from "./services/analytics-csp";
import { createDocumentLists } from "./services/documents";
import { createExporter } from "./services/exports";

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
}

export interface App {
  app: Express;
  printer: PdfPrinter;
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const app = express();
  const closers: (() => Promise<void> | void)[] = [];
  const printer =
    deps.printer ??
    new PdfPrinter({ chromiumPath: config.chromiumPath, wsEndpoint: config.chromiumWsEndpoint });
  if (!deps.printer) closers.push(() => printer.close());
  const exporter = createExporter(printer);

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  app.use(requestLogging(app, logger));
  // Active analytics providers' hosts join the production CSP on site pages, never on /admin.
  const analyticsCsp = createAnalyticsCsp(database);
  app.use(securityHeaders(config, analyticsCsp));
  // Only for clients that accept a compressed answer (every browser does); others skip the wrapper.
  const compress = compression();
  app.use((req, res, next) => (req.headers["accept-encoding"] ? compress(req, res, next) : next()));
  // Cross-site state changes are refused before their body is read (server/security/csrf.ts).
  app.use(csrfProtection(config));
  // JSON bodies, read before any route (a malformed one is a 400 even when signed out); a GET or
  // HEAD has none to read.
  const json = express.json({ limit: "1mb" });
  app.use("/api", (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    json(req, res, (err?: unknown) => (err ? next(err) : rejectPollutingKeys(req, res, next)));
  });

  const auth = createAuth(config, database);
  closers.push(auth.close);
  app.use(auth.middleware);
  // After the session (budgets are per user), before every route (server/security/rate-limit.ts).
  const rateLimits = await createRateLimits(config, logger);
  closers.push(rateLimits.close);
  app.use(rateLimits.middleware);

  // The routers in order of traffic: every router a request passes on its way costs it a little
  // (about 2 % of a document-list read for the three that used to come first). Their paths don't
  // overlap, so the order changes nothing else.
  // ── The signed-in app's data: documents, generators and invoices, the account ──
  const documentLists = createDocumentLists(database);
  closers.push(documentLists.close);
  app.use(documentsRouter(config, database, exporter, documentLists));
  app.use(generateRouter(config, database));
  app.use(accountRouter(database));

  // ── Sign-in and sign-out, health, shared documents ──
  app.use(auth.router);
  app.use(healthRouter(database, printer));
  app.use(publicRouter(database));

  // ── Admin panel and analytics providers ──
  app.use(adminRouter({ config, database, printer }));
  app.use(analyticsRouter(database, analyticsCsp.activeProviders));

  // Unknown API paths are JSON 404s, never the SPA page.
  app.use("/api", (req, _res, next) => {
    next(new AppError("not_found", `No API route for ${req.method} ${req.path}`));
  });

  const clientMode = deps.client ?? "none";
  if (clientMode === "vite") closers.push(await mountVite(app, deps.httpServer));
  else if (clientMode === "static" && !mountStatic(app)) {
    logger.warn("no built client found in dist/public: run `npm run build`");
  }

  app.use(errorHandler);

  return {
    app,
    printer,
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
