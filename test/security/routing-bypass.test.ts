// Every rate limit holds whatever spelling of its path is tried: letter case, percent-encoded
// segments, trailing and double slashes. Routing is case-sensitive and strict, and each limit is
// attached to the routes it protects, so a variant is either one of our routes (and limited) or a
// JSON 404 that reached nothing. Every request leaves a log line; private answers are never
// cacheable by a shared cache; sign-out can't be forged through a variant either; and behind a
// proxy (TRUST_PROXY as a hop count) a client can't choose the address it is counted under.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { createLogger } from "../../server/logger";
import { startTestApp, type TestApp } from "../api-harness";
import { invoiceBody, ndaBody } from "../fixtures";
import { waitFor } from "./fault-helpers";
import { histogram, report } from "./http-helpers";

type Agent = ReturnType<TestApp["agent"]>;

/** Sends `legit` and each variant in turn until the budget must be spent; answers every status. */
async function attack(send: (path: string) => Promise<{ status: number }>, legit: string, variants: string[], rounds: number) {
  const legitStatuses: number[] = [];
  const variantStatuses: Record<string, number[]> = {};
  for (let i = 0; i < rounds; i++) {
    legitStatuses.push((await send(legit)).status);
    for (const v of variants) (variantStatuses[v] ??= []).push((await send(v)).status);
  }
  return { legitStatuses, variantStatuses };
}

/** Answers that reached the protected route's work (not refused, not a 404). */
const served = (statuses: number[]) => statuses.filter((s) => s < 400 || s === 503).length;

const figures: string[] = [];

describe("each limiter against path variants", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_SIGNIN: "4/1m",
      RATE_LIMIT_GENERATE: "3/1m",
      RATE_LIMIT_PDF: "3/1m",
      RATE_LIMIT_API: "off",
    });
  });
  afterAll(() => t?.close());

  async function proAgent(email: string): Promise<Agent> {
    const agent = (await t.signIn(email)) as unknown as Agent;
    await t.makePro(email);
    return agent;
  }

  test("PDF export: 3 a minute, whatever the spelling", async () => {
    const agent = await proAgent("pdf-variants@bypass.test");
    const id = ((await agent.post("/api/generate/nda").send(ndaBody)).body as { id: string }).id;
    const legit = `/api/documents/${id}/export/pdf`;
    const variants = [
      `/API/documents/${id}/export/pdf`,
      `/api/Documents/${id}/export/pdf`,
      `/api/documents/${id}/export/PDF`,
      `/api/documents/${id}/export/%70df`,
      `/api/documents/${id}/export/pd%66`,
      `/api/documents/${id}/export/pdf/`,
      `/api//documents/${id}/export/pdf`,
      `/api/documents//${id}/export/pdf`,
      `/api/documents/${id}//export/pdf`,
      `/api/documents/${id.toUpperCase()}/export/pdf`,
      `/api/documents/${id}/export/pdf?paper=letter`,
    ];
    const { legitStatuses, variantStatuses } = await attack((p) => agent.get(p), legit, variants, 3);
    const all = [...legitStatuses, ...Object.values(variantStatuses).flat()];
    expect(served(all), histogram(all)).toBeLessThanOrEqual(3);
    for (const [variant, statuses] of Object.entries(variantStatuses)) {
      for (const s of statuses) expect([200, 503, 429, 404], `${variant}: ${s}`).toContain(s);
    }
    // The case and slash variants are not our paths at all.
    for (const v of variants.slice(0, 3).concat(variants.slice(5, 9))) expect(variantStatuses[v]).toEqual([404, 404, 404]);
    figures.push(`PDF ${all.length} requests (${variants.length} variants) → ${served(all)} served, ${histogram(all)}`);
  });

  test("generation: 3 a minute across generators and invoices, whatever the spelling", async () => {
    const agent = await proAgent("gen-variants@bypass.test");
    const post = (path: string) => agent.post(path).send(path.toLowerCase().includes("invoices") ? invoiceBody : ndaBody);
    const variants = [
      "/api/Generate/nda",
      "/api/generate/NDA",
      "/API/generate/nda",
      "/api/generate/nda/",
      "/api//generate/nda",
      "/api/generate/%6Eda",
      "/api/INVOICES",
      "/api/Invoices",
      "/api/invoices/",
      "/api//invoices",
      "/api/invoice%73",
    ];
    const before = (await agent.get("/api/documents")).body.length as number;
    const { legitStatuses, variantStatuses } = await attack(post, "/api/invoices", variants, 3);
    const all = [...legitStatuses, ...Object.values(variantStatuses).flat()];
    expect(served(all), histogram(all)).toBeLessThanOrEqual(3);
    for (const statuses of Object.values(variantStatuses)) expect(statuses).toEqual([404, 404, 404]);
    expect(((await agent.get("/api/documents")).body.length as number) - before).toBe(served(all));
    figures.push(`generation ${all.length} requests → ${served(all)} served, ${histogram(all)}`);
  });

  test("sign-in: 4 per IP, whatever the spelling; a variant never creates a user", async () => {
    // Sent as the app's own sign-in page would (same origin), so the CSRF rule is not what stops them.
    const send = (path: string) =>
      t.agent().post(path).set("Origin", t.url).type("form").send({ email: `v${Math.random()}@bypass.test` });
    const variants = ["/api/LOGIN/dev", "/API/login/dev", "/api/login/Dev", "/api/login/dev/", "/api//login/dev", "/api/login/%64ev"];
    const usersBefore = (await t.db.select().from(users)).length;
    const { legitStatuses, variantStatuses } = await attack(send, "/api/login/dev", variants, 3);
    const all = [...legitStatuses, ...Object.values(variantStatuses).flat()];
    // 2 sign-ins above (pro agents) spent 2 of the IP's 4.
    expect(served(all), histogram(all)).toBeLessThanOrEqual(2);
    for (const statuses of Object.values(variantStatuses)) expect(statuses).toEqual([404, 404, 404]);
    expect((await t.db.select().from(users)).length - usersBefore).toBe(served(all));
    // The sign-in page's variants are 404s too (never a 500, never the page).
    for (const path of ["/API/login", "/api/Login", "/api/login/"]) {
      const res = await t.agent().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found" });
    }
    figures.push(`sign-in ${all.length} requests → ${served(all)} served, ${histogram(all)}`);
  });
});

describe("the whole-API limiter and the request log", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_API: "5/1m" }, { logger: createLogger("info", sink) });
  });
  afterAll(() => t?.close());

  test("signed out: 5 a minute per IP; the variants are 404s; every request is logged", async () => {
    const visitor = t.agent();
    const variants = ["/API/auth/user", "/api/AUTH/user", "/api/auth/user/", "/api//auth/user", "/api/auth/%75ser"];
    const sent: string[] = [];
    const send = async (path: string) => {
      sent.push(path);
      return visitor.get(path);
    };
    const { legitStatuses, variantStatuses } = await attack(send, "/api/auth/user", variants, 6);
    const all = [...legitStatuses, ...Object.values(variantStatuses).flat()];
    // The route's answer to a visitor is a 401: no more than 5 of them.
    expect(all.filter((s) => s === 401).length, histogram(all)).toBeLessThanOrEqual(5);
    expect(legitStatuses.at(-1)).toBe(429);
    for (const statuses of Object.values(variantStatuses)) {
      for (const s of statuses) expect([404, 429]).toContain(s);
    }
    const res = await send("/API/auth/user");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    // A request's line is written when its response ends: wait for one per request sent.
    const completed = () => lines.filter((l) => (JSON.parse(l) as { msg?: string }).msg === "request completed").length;
    await waitFor(() => completed() >= sent.length, { timeoutMs: 30_000, what: "a log line for every request" });
    const logged = lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } })
      .filter((e) => e.msg === "request completed");
    // One line per request, variants included.
    for (const path of new Set(sent)) {
      expect(logged.filter((e) => e.req?.url === path.split("?")[0]).length, path).toBe(sent.filter((p) => p === path).length);
    }
    figures.push(`API ${sent.length} requests → ${histogram(all)}, ${logged.length} log lines`);
  });
});

describe("sign-out, caching and proxies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: "admin@bypass.test" });
  });
  afterAll(() => t?.close());

  test("another site can't sign a user out through a variant of /api/logout", async () => {
    const agent = await t.signIn("logout@bypass.test");
    for (const path of ["/api/logout", "/api/logout/", "/API/logout", "/api/Logout", "/api//logout"]) {
      const res = await agent.get(path).set("Sec-Fetch-Site", "cross-site").set("Sec-Fetch-Mode", "navigate");
      expect([303, 404], path).toContain(res.status);
      expect((await agent.get("/api/auth/user")).status, path).toBe(200);
    }
  });

  test("private answers carry Cache-Control: private, no-cache (and keep their ETags)", async () => {
    const admin = await t.signIn("admin@bypass.test");
    await admin.post("/api/generate/nda").send(ndaBody);
    const paths = ["/api/auth/user", "/api/documents", "/api/invoices", "/api/dashboard/stats", "/api/admin/stats", "/api/admin/users", "/api/admin/activity", "/api/admin/payments", "/api/admin/settings", "/api/admin/analytics"];
    for (const path of paths) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toMatch(/^(private, no-cache|no-store)$/);
    }
    const list = await admin.get("/api/documents");
    expect(list.headers["cache-control"]).toBe("private, no-cache");
    expect(list.headers.etag).toBeTruthy();
    expect((await admin.get("/api/documents").set("If-None-Match", list.headers.etag as string)).status).toBe(304);
  });
});

describe("TRUST_PROXY", () => {
  test("as a hop count, a client rotating X-Forwarded-For is still counted under its own address", async () => {
    const t = await startTestApp({ TRUST_PROXY: "1", RATE_LIMIT_SIGNIN: "5/1m" });
    try {
      // The proxy appends the address it saw; whatever the client wrote before it is ignored.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t
          .agent()
          .post("/api/login/dev")
          .set("X-Forwarded-For", `10.9.${i}.${i}, 203.0.113.7`)
          .type("form")
          .send({ email: `xff${i}@bypass.test` });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 302)).toHaveLength(5);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
      figures.push(`TRUST_PROXY=1: 12 sign-ins with rotating X-Forwarded-For → ${histogram(statuses)}`);
    } finally {
      await t.close();
    }
  });

  test("TRUST_PROXY=true in production is warned about at boot", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp(
      {
        NODE_ENV: "production",
        TRUST_PROXY: "true",
        SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
        AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
        OIDC_ISSUER_URL: "https://idp.invalid",
        OIDC_CLIENT_ID: "founderdocs",
        OIDC_CLIENT_SECRET: "secret",
      },
      { logger: createLogger("warn", sink) },
    );
    try {
      expect(lines.join("")).toMatch(/TRUST_PROXY=true trusts every X-Forwarded-For/);
      // And the production variants of the sign-in routes are plain 404s, never a 500.
      expect((await t.agent().get("/API/login")).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

afterAll(() => report("routing-bypass", figures.join("; ")));
