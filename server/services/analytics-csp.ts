// The production Content-Security-Policy allows exactly the active analytics providers' hosts, on
// site pages only, and never for an admin: the admin panel (/admin, /admin/*) and every page of a
// session whose user is an admin keep the strict policy, so no third-party tag can run with an
// admin's rights. server/security/headers.ts appends these sources to script-src and connect-src
// (its img-src already allows any https: image; the img hosts are here for when it is narrowed). A
// page reads the active providers once (one small query per page load; API calls don't).
import type { RequestHandler } from "express";
import { contentSecurityPolicy, type CspDirective } from "../security/headers";
import type { Db } from "../db";
import type { TActiveProvider } from "../../shared/api/admin";
import { isAdminPath } from "../../shared/paths";
import { listActiveProviders, type AnalyticsProvider } from "./analytics";

/** The hosts each official tag loads from and reports to (per the providers' CSP guides). */
const PROVIDER_HOSTS: Record<
  Exclude<AnalyticsProvider, "custom">,
  Record<CspDirective, string[]>
> = {
  google_analytics: {
    "script-src": ["https://*.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  microsoft_clarity: {
    "script-src": ["https://*.clarity.ms"],
    "connect-src": ["https://*.clarity.ms"],
    "img-src": ["https://*.clarity.ms", "https://c.bing.com"],
  },
  facebook_pixel: {
    "script-src": ["https://connect.facebook.net"],
    "connect-src": ["https://www.facebook.com", "https://connect.facebook.net"],
    "img-src": ["https://www.facebook.com"],
  },
  hotjar: {
    "script-src": ["https://*.hotjar.com"],
    "connect-src": ["https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com"],
    "img-src": ["https://*.hotjar.com"],
  },
};

/** The extra sources per directive that these providers need. */
export function cspSourcesFor(
  providers: readonly TActiveProvider[],
): Record<CspDirective, string[]> {
  const out: Record<CspDirective, Set<string>> = {
    "script-src": new Set(),
    "connect-src": new Set(),
    "img-src": new Set(),
  };
  for (const { provider, trackingId } of providers) {
    if (provider === "custom") {
      // Validated on the way in (an https URL with a plain host); re-checked, as it goes in a header.
      const origin = safeOrigin(trackingId);
      if (origin) for (const d of ["script-src", "connect-src"] as const) out[d].add(origin);
      continue;
    }
    for (const [directive, hosts] of Object.entries(PROVIDER_HOSTS[provider]))
      for (const host of hosts) out[directive as CspDirective].add(host);
  }
  return {
    "script-src": [...out["script-src"]],
    "connect-src": [...out["connect-src"]],
    "img-src": [...out["img-src"]],
  };
}

function safeOrigin(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}



/** Whether this request's user may have third-party tags: anyone but an admin. */
export const mayLoadTags = (user: { role: string } | undefined) => user?.role !== "admin";

/**
 * Production only, after the session is read: a page (never the API or the admin panel) of a
 * visitor who is not an admin gets its providers' sources in res.locals.cspSources, and the policy
 * is written again with them. Tracking is never worth a failed page: if the providers can't be
 * read, the page keeps the strict policy.
 */
export function analyticsCspSources(db: Db): RequestHandler {
  const csp = contentSecurityPolicy();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (/^\/api(?:\/|$)/i.test(req.path) || isAdminPath(req.path) || !mayLoadTags(req.user)) return next();
    listActiveProviders({ db }).then(
      (providers) => {
        res.locals.cspSources = cspSourcesFor(providers);
        csp(req, res, next);
      },
      (err: unknown) => {
        req.log.warn({ err }, "analytics providers unavailable for the CSP");
        next();
      },
    );
  };
}
