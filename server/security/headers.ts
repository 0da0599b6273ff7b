// Security headers on every response (helmet). In production the Content-Security-Policy is
// strict (no inline script). A site page whose visitor is not an admin is given the policy again
// once its session is known, allowing the hosts of the active analytics providers as well
// (../services/analytics-csp.ts puts them in res.locals).
import type { Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { Config } from "../config";

/** The directives a page may widen (with its analytics providers' hosts). */
export type CspDirective = "script-src" | "connect-src" | "img-src";
export type Sources = Record<CspDirective, string[]>;
/** No extra sources: the strict policy. */
const NO_SOURCES: Sources = { "script-src": [], "connect-src": [], "img-src": [] };

/** The extra sources of one directive for this response (none unless a page set them). */
const extra = (directive: CspDirective) => (_req: IncomingMessage, res: ServerResponse) =>
  (((res as Response).locals?.cspSources as Sources | undefined) ?? NO_SOURCES)[directive].join(" ");

const CSP = {
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
};

/** The production Content-Security-Policy alone, as this response's sources make it. */
export const contentSecurityPolicy = () => helmet.contentSecurityPolicy(CSP);

export function securityHeaders(config: Pick<Config, "isProduction">) {
  return helmet({
    // The Vite dev server injects inline scripts, so development has no policy.
    contentSecurityPolicy: config.isProduction ? CSP : false,
    strictTransportSecurity: config.isProduction ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
