// The production Content-Security-Policy allows exactly the active analytics providers' hosts, on
// site pages only. The admin panel (/admin, /admin/*) keeps the strict policy: no tag runs there.
// server/security/headers.ts appends these sources to script-src and connect-src (its img-src
// already allows any https: image; the img hosts are here for when it is narrowed), reading the
// active providers from a cache that every provider change invalidates (see ./analytics).
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
  /**
   * The extra sources a response needs: the active providers' hosts on site pages, nothing on
   * the API and the admin panel. Synchronous when the providers are already known.
   */
  sourcesFor(method: string, path: string): Sources | Promise<Sources>;
}

export type Sources = Record<CspDirective, string[]>;
/** No extra sources: the strict policy. */
export const NO_SOURCES: Sources = { "script-src": [], "connect-src": [], "img-src": [] };

export function createAnalyticsCsp(database: Database): AnalyticsCsp {
  const activeProviders = createActiveProvidersCache(database.db, database.changes);
  // One computation per list of providers (the cache answers the same array until it changes).
  const computed = new WeakMap<readonly ActiveProvider[], Sources>();
  const sourcesOf = (providers: readonly ActiveProvider[]) => {
    let sources = computed.get(providers);
    if (!sources) computed.set(providers, (sources = cspSourcesFor(providers)));
    return sources;
  };
  return {
    activeProviders,
    sourcesFor(method, path) {
      // Only pages get a widened policy: never the admin panel, never the API.
      if (method !== "GET" && method !== "HEAD") return NO_SOURCES;
      if (path.startsWith("/api/") || isAdminPath(path)) return NO_SOURCES;
      const known = activeProviders.peek();
      if (known) return sourcesOf(known);
      return activeProviders.get().then(sourcesOf);
    },
  };
}
