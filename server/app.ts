// createApp(deps): the whole HTTP application. Tests import this and drive it over HTTP.
import type { Server } from "node:http";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { createAuth } from "./auth";
import { mountStatic, mountVite } from "./client";
import type { Config } from "./config";
import type { Database } from "./db";
import { AppError, errorHandler } from "./errors";
import { createLogger, httpLogger } from "./logger";
import { accountRouter } from "./routes/account";
import { documentsRouter } from "./routes/documents";
import { healthRouter } from "./routes/health";

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: Logger;
  /** How the SPA is served: Vite middleware (dev), the built files, or not at all (API tests). */
  client?: "vite" | "static" | "none";
  /** Lets Vite's HMR share the HTTP server in development. */
  httpServer?: Server;
}

export interface App {
  app: Express;
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const app = express();
  const closers: (() => Promise<void> | void)[] = [];

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  app.use(httpLogger(logger));
  app.use(
    helmet({
      // The Vite dev server injects inline scripts; the production policy is strict.
      contentSecurityPolicy: config.isProduction
        ? {
            useDefaults: false,
            directives: {
              "default-src": ["'self'"],
              "script-src": ["'self'"],
              "style-src": ["'self'", "'unsafe-inline'"],
              "img-src": ["'self'", "data:", "https:"],
              "font-src": ["'self'"],
              "connect-src": ["'self'"],
              "object-src": ["'none'"],
              "base-uri": ["'none'"],
              "form-action": ["'self'"],
              "frame-ancestors": ["'none'"],
            },
          }
        : false,
      strictTransportSecurity: config.isProduction
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use("/api", express.json({ limit: "1mb" }));

  const auth = createAuth(config, database);
  closers.push(auth.close);
  app.use(auth.middleware);
  app.use(auth.router);
  app.use(healthRouter(database));
  app.use(accountRouter(database));
  app.use(documentsRouter(database));

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
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
