// Security headers on every response. helmet decides them (its defaults plus the choices below);
// it runs once, at boot, against a recorder, and the recorded headers are replayed on each
// response: a request pays for a few setHeader calls instead of helmet's dozen middleware.
// In production the Content-Security-Policy is strict (no inline script) on the API and the admin
// panel, and on site pages also allows the hosts of the active analytics providers
// (../services/analytics-csp.ts); each distinct policy is built by helmet once and remembered.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { contentSecurityPolicy } from "helmet";
import type { Config } from "../config";
import { NO_SOURCES, type AnalyticsCsp, type Sources } from "../services/analytics-csp";

type Header = readonly [name: string, value: string];

/** The headers a helmet middleware sets, captured from one run against a stand-in response. */
function record(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Header[] {
  const headers: Header[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    },
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** The strict production policy, with a provider's extra sources where a page needs them. */
function policy(extra: Sources): string {
  const [header] = record(
    contentSecurityPolicy({
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...extra["script-src"]],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...extra["connect-src"]],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    }),
  );
  return header![1];
}

export function securityHeaders(
  config: Pick<Config, "isProduction">,
  analyticsCsp: AnalyticsCsp,
): RequestHandler {
  const fixed = record(
    helmet({
      // Ours, below: it depends on the page and on the active analytics providers.
      contentSecurityPolicy: false,
      strictTransportSecurity: config.isProduction
        ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const setFixed = (res: ServerResponse) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
  };
  // The Vite dev server injects inline scripts, so development has no policy.
  if (!config.isProduction) {
    return (_req, res, next) => {
      setFixed(res);
      next();
    };
  }

  const policies = new WeakMap<Sources, string>();
  const policyFor = (sources: Sources) => {
    let value = policies.get(sources);
    if (value === undefined) policies.set(sources, (value = policy(sources)));
    return value;
  };
  return (req, res, next) => {
    setFixed(res);
    const sources = analyticsCsp.sourcesFor(req.method, req.path);
    if (!(sources instanceof Promise)) {
      res.setHeader("Content-Security-Policy", policyFor(sources));
      return next();
    }
    sources.then(
      (s) => {
        res.setHeader("Content-Security-Policy", policyFor(s));
        next();
      },
      (err: unknown) => {
        // Tracking is never worth a failed page: serve it with the strict policy.
        req.log?.warn({ err }, "analytics providers unavailable for the CSP");
        res.setHeader("Content-Security-Policy", policyFor(NO_SOURCES));
        next();
      },
    );
  };
}
