// Naming what a scan saw: a cookie by its name (or, set on a third party's domain, by that
// domain), a storage key by its name, a request by its host, against the catalogue
// (./catalogue.ts). The app's own consent banner (its library served from APP_URL and its
// cc_cookie) is the service "founderdocs-banner", strictly necessary.
import { getDomain } from "tldts";
import { SCAN_SERVICES, type ScanServiceEntry } from "./catalogue";

export const OWN_BANNER: ScanServiceEntry = {
  id: "founderdocs-banner",
  name: "Consent banner (FounderDocs)",
  category: "necessary",
  cookies: ["cc_cookie"],
  hosts: [],
  source: "server/doc-types/cookie-policy/banner.ts",
};

const matcher = (pattern: string): ((name: string) => boolean) => {
  if (pattern.length > 2 && pattern.startsWith("/") && pattern.endsWith("/")) {
    const re = new RegExp(pattern.slice(1, -1));
    return (name) => re.test(name);
  }
  return (name) => name === pattern;
};

interface Compiled {
  entry: ScanServiceEntry;
  cookies: ((name: string) => boolean)[];
  storage: ((name: string) => boolean)[];
}

const COMPILED: Compiled[] = [OWN_BANNER, ...SCAN_SERVICES].map((entry) => ({
  entry,
  cookies: entry.cookies.map(matcher),
  storage: (entry.storage ?? []).map(matcher),
}));

export const SERVICE_BY_ID = new Map<string, ScanServiceEntry>([OWN_BANNER, ...SCAN_SERVICES].map((e) => [e.id, e]));

/** host matches an entry's "example.com" (itself or a subdomain) or "example.com/path" (with the URL's path). */
function hostMatches(url: URL, pattern: string): boolean {
  const slash = pattern.indexOf("/");
  const host = slash < 0 ? pattern : pattern.slice(0, slash);
  const path = slash < 0 ? "" : pattern.slice(slash);
  const h = url.hostname.toLowerCase();
  return (h === host || h.endsWith(`.${host}`)) && url.pathname.startsWith(path);
}

export function serviceOfUrl(url: URL, appOrigin: string): string | undefined {
  if (url.origin === appOrigin) return OWN_BANNER.id;
  return COMPILED.find((c) => c.entry.hosts.some((h) => hostMatches(url, h)))?.entry.id;
}

export function serviceOfCookie(name: string, domain: string): string | undefined {
  const byName = COMPILED.find((c) => c.cookies.some((m) => m(name)))?.entry.id;
  if (byName) return byName;
  const host = domain.replace(/^\./, "");
  try {
    return COMPILED.find((c) => c.entry.hosts.some((h) => hostMatches(new URL(`https://${host}/`), h.split("/")[0]!)))?.entry.id;
  } catch {
    return undefined;
  }
}

export function serviceOfStorageKey(key: string): string | undefined {
  return COMPILED.find((c) => c.storage.some((m) => m(key)))?.entry.id;
}

/** The registrable domain (example.co.uk), or the host itself for an IP or a single label. */
export const siteOf = (host: string): string => getDomain(host.replace(/^\./, ""), { allowPrivateDomains: true }) ?? host.replace(/^\./, "").toLowerCase();
