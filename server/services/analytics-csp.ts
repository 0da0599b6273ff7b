// The production Content-Security-Policy allows exactly the active analytics providers' hosts, on
// site pages only. The admin panel (/admin, /admin/*) keeps the strict policy: no tag runs there.
// app.ts appends `sources(directive)` to its helmet script-src and connect-src (its img-src already
// allows any https: image; the img hosts are here for when it is narrowed); `middleware` (mounted before
// helmet) looks up the active providers for the page being served, from a cache that every
// provider change invalidates (see ./analytics).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Database } from "../db";
import {
  createActiveProvidersCache,
  type ActiveProvider,
  type ActiveProvidersCache,
  type AnalyticsProvider,
} from "./analytics";

export type CspDirective = "script-src" | "connect-src" | "img-src";

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
  providers: readonly ActiveProvider[],
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
    return /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Pages where no tag may run: the admin panel. */
export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

export interface AnalyticsCsp {
  /** The active providers (shared with the public endpoint; invalidate it on every change). */
  activeProviders: ActiveProvidersCache;
  middleware: RequestHandler;
  /** A helmet directive entry: the extra sources for this response, or nothing. */
  sources(directive: CspDirective): (req: IncomingMessage, res: ServerResponse) => string;
}

export function createAnalyticsCsp(
  database: Database,
  { enabled }: { enabled: boolean },
): AnalyticsCsp {
  const activeProviders = createActiveProvidersCache(database.db);
  const perResponse = new WeakMap<ServerResponse, Record<CspDirective, string[]>>();
  const middleware: RequestHandler = (req, res, next) => {
    // Only pages get a widened policy: never the admin panel, never the API.
    if (!enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (req.path.startsWith("/api/") || isAdminPath(req.path)) return next();
    activeProviders.get().then(
      (providers) => {
        perResponse.set(res, cspSourcesFor(providers));
        next();
      },
      (err: unknown) => {
        // Tracking is never worth a failed page: serve it with the strict policy.
        req.log?.warn({ err }, "analytics providers unavailable for the CSP");
        next();
      },
    );
  };
  return {
    activeProviders,
    middleware,
    sources: (directive) => (_req, res) => perResponse.get(res)?.[directive].join(" ") ?? "",
  };
}
