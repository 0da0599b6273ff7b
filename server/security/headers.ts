// Security headers on every response (helmet). In production the Content-Security-Policy is
// strict (no inline script); on site pages it also allows the hosts of the active analytics
// providers (../services/analytics-csp.ts), which that middleware puts in res.locals first.
import type { Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Config } from "../config";
import { NO_SOURCES, type CspDirective, type Sources } from "../services/analytics-csp";

/** The extra sources of one directive for this response (none unless a page set them). */
const extra = (directive: CspDirective) => (_req: IncomingMessage, res: ServerResponse) =>
  (((res as Response).locals?.cspSources as Sources | undefined) ?? NO_SOURCES)[directive].join(" ");

export function securityHeaders(config: Pick<Config, "isProduction">) {
  return helmet({
    // The Vite dev server injects inline scripts, so development has no policy.
    contentSecurityPolicy: config.isProduction
      ? {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", extra("script-src")],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "https:"],
            "font-src": ["'self'"],
            "connect-src": ["'self'", extra("connect-src")],
            "object-src": ["'none'"],
            "base-uri": ["'none'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
          },
        }
      : false,
    strictTransportSecurity: config.isProduction ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
