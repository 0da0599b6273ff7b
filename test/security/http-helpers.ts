// Shared helpers for the attack suites (test/security/*.test.ts): database snapshots, the list of
// the app's routes as Express knows them, a cookie-jar browser stand-in and summary lines.
import type { Express } from "express";
import { expect } from "vitest";
import type { TestApp } from "../api-harness";

export const EVIL_ORIGIN = "https://evil.example";

/** Prints one summary line, e.g. `[security] cross-user: 57 attempts, 0 successes`. */
export function report(suite: string, text: string) {
  console.log(`[security] ${suite}: ${text}`);
}

/** "400×120, 404×12, 413×3" */
export function histogram(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(", ");
}

/** Columns that change on every signed-in request (touchLastActive), not because of an attack. */
const VOLATILE: Record<string, string[]> = { users: ["last_active_at", "updated_at"] };
/** Tables whose rows change with sign-ins themselves. */
const SKIPPED = new Set(["sessions", "__drizzle_migrations"]);

export type Snapshot = Record<string, { rows: number; hash: string }>;

/** Row count and a hash of every row of every table, so any insert, update or delete shows. */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const { rows: tables } = await t.database.raw.query(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Snapshot = {};
  for (const { name } of tables as { name: string }[]) {
    if (SKIPPED.has(name)) continue;
    const row = `(to_jsonb(x)${(VOLATILE[name] ?? []).map((c) => ` - '${c}'`).join("")})::text`;
    const { rows } = await t.database.raw.query(
      `select count(*)::int as n, coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as h from "${name}" x`,
    );
    const r = rows[0] as { n: number; h: string };
    out[name] = { rows: Number(r.n), hash: r.h };
  }
  return out;
}

export function expectUnchanged(before: Snapshot, after: Snapshot) {
  const changed = Object.keys({ ...before, ...after }).filter(
    (k) => before[k]?.rows !== after[k]?.rows || before[k]?.hash !== after[k]?.hash,
  );
  expect(changed, `tables changed: ${changed.join(", ")}`).toEqual([]);
}

export interface RouteInfo {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route the running app serves, read from Express's own router (nested routers included). */
export function listRoutes(t: TestApp): RouteInfo[] {
  const app = t.server.listeners("request")[0] as Express & { router?: { stack: Layer[] } };
  const out: RouteInfo[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods))
          for (const path of paths) out.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(app.router?.stack ?? []);
  return out;
}

/** The state-changing routes (POST, PUT, PATCH, DELETE) of the running app. */
export const mutatingRoutes = (t: TestApp) =>
  listRoutes(t).filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));

/** A Set-Cookie header as its parts: name, value and attributes (lower-cased keys). */
export function parseSetCookie(header: string) {
  const [pair, ...attrs] = header.split(";").map((s) => s.trim());
  const i = pair!.indexOf("=");
  const attributes: Record<string, string | true> = {};
  for (const a of attrs) {
    const j = a.indexOf("=");
    if (j < 0) attributes[a.toLowerCase()] = true;
    else attributes[a.slice(0, j).toLowerCase()] = a.slice(j + 1);
  }
  return { name: pair!.slice(0, i), value: pair!.slice(i + 1), attributes };
}

/** The session cookie a response sets, if any. */
export function sessionCookieOf(setCookie: string[] | string | undefined, name: string) {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.map(parseSetCookie).find((c) => c.name === name);
  return found;
}

/**
 * A browser stand-in over fetch: keeps cookies per origin and follows redirects by hand. `rewrite`
 * maps a public origin to where the app really listens (https behind a TLS proxy), and `headers`
 * go with every request to that origin (e.g. X-Forwarded-Proto).
 */
export class Browser {
  readonly jars = new Map<string, Map<string, string>>();
  constructor(
    private readonly proxy?: {
      publicOrigin: string;
      target: string;
      headers: Record<string, string>;
    },
  ) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let target = new URL(url);
    const jarKey = target.origin;
    const headers: Record<string, string> = {};
    if (this.proxy && target.origin === this.proxy.publicOrigin) {
      target = new URL(target.pathname + target.search, this.proxy.target);
      Object.assign(headers, this.proxy.headers);
    }
    const jar = this.jars.get(jarKey) ?? new Map<string, string>();
    this.jars.set(jarKey, jar);
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = jarKey;
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, {
      method: init.method ?? "GET",
      headers,
      body,
      redirect: "manual",
    });
    for (const c of res.headers.getSetCookie()) {
      const { name, value } = parseSetCookie(c);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Requests a URL and follows redirects until a non-redirect answer. */
  async follow(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let res = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
      current = new URL(res.headers.get("location")!, current).toString();
      res = await this.request(current);
    }
    return { res, url: current };
  }
}
