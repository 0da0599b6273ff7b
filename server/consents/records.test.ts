// Consent and acceptance records end to end over HTTP: the public endpoints (CORS by the
// publication's own origins, preflight, strict bodies, the 4 KB bound, rate limits, no cookie), the
// API-key variant, the owner's lists, filters, pages, CSVs, lookups and summary, the sealed proofs
// (pdfsig, qpdf --check), retention at a later date, the account's export, and another user's 404.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { acceptanceRecords, consentRecords, publications } from "../../shared/schema";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import { publishForTest, type TestPublication } from "../../test/publications";
import type { JobContext } from "../jobs/define";
import { csvCell } from "./owner";
import { forgetPublication, subjectHmac } from "./records";
import { recordsRetention } from "./retention";
import { browserFamily, ipPrefix } from "./client-info";

const SITE = "https://shop.example";
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["proUser"]>>;
let cookie: TestPublication;
let terms: TestPublication;

beforeAll(async () => {
  t = await startTestApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/tmp/chromium" });
  owner = await t.proUser("records-owner@biz.test");
  cookie = await publishForTest(owner, "cookie-policy", { allowedOrigins: [SITE] });
  terms = await publishForTest(owner, "terms", { allowedOrigins: [SITE] });
}, 120_000);
afterAll(async () => t?.close());

const visitor = (app: TestApp = t) => supertest(app.url);

const consentBody = (over: Record<string, unknown> = {}) => ({
  publicationId: cookie.id,
  consentId: randomUUID(),
  action: "accept_all",
  categories: { necessary: true, analytics: true, marketing: true, preferences: true },
  gpc: false,
  pageUrl: `${SITE}/checkout`,
  ...over,
});

/** `origin` null: no Origin header (a script, not a browser page). */
const postConsent = (body: unknown, origin: string | null = SITE, app: TestApp = t) => {
  const req = visitor(app).post("/api/public/consents").set("User-Agent", CHROME_UA);
  if (origin !== null) req.set("Origin", origin);
  return req.send(body as object);
};

describe("POST /api/public/consents", () => {
  test("from an allowed origin: 201 with the CORS header, the hashes of what was shown, a truncated address, no cookie", async () => {
    const body = consentBody({ action: "custom", categories: { necessary: true, analytics: true, marketing: false, preferences: false }, gpc: true });
    const res = await postConsent(body);
    expect(res.status).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe(SITE);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.id, res.body.receiptId));
    expect(row).toMatchObject({
      publicationId: cookie.id,
      consentId: body.consentId,
      action: "custom",
      categories: body.categories,
      gpc: true,
      pageUrl: `${SITE}/checkout`,
      policySha256: cookie.sha256,
      bannerSha256: cookie.bannerSha256,
      ipPrefix: "127.0.0.0/24",
      browser: "Chrome",
    });
    expect(cookie.bannerSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test("another origin, or none, is refused with 403 and no CORS header; nothing is stored", async () => {
    const body = consentBody();
    for (const origin of ["https://evil.example", "https://shop.example:8443", "null", null]) {
      const res = await postConsent(body, origin);
      expect(res.status, String(origin)).toBe(403);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    }
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.consentId, body.consentId))).toHaveLength(0);
  });

  test("a preflight from an allowed origin is answered; from another, 403 without CORS headers", async () => {
    const ok = await visitor().options("/api/public/consents").set("Origin", SITE).set("Access-Control-Request-Method", "POST").set("Access-Control-Request-Headers", "content-type");
    expect(ok.status).toBe(204);
    expect(ok.headers).toMatchObject({ "access-control-allow-origin": SITE, "access-control-allow-methods": "POST", "access-control-allow-headers": "Content-Type" });
    expect(ok.headers.vary).toContain("Origin");
    const refused = await visitor().options("/api/public/consents").set("Origin", "https://evil.example").set("Access-Control-Request-Method", "POST");
    expect(refused.status).toBe(403);
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("bad bodies answer 400 naming the field; unknown keys too", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [consentBody({ action: "maybe" }), "action"],
      [consentBody({ consentId: "not-a-uuid" }), "consentId"],
      [consentBody({ categories: { necessary: false, analytics: true, marketing: true, preferences: true } }), "categories.necessary"],
      [consentBody({ categories: { necessary: true, analytics: true, marketing: true } }), "categories.preferences"],
      [consentBody({ gpc: "yes" }), "gpc"],
      [consentBody({ pageUrl: "javascript:alert(1)" }), "pageUrl"],
      [consentBody({ pageUrl: `${SITE}/${"a".repeat(2000)}` }), "pageUrl"],
      [consentBody({ extra: 1 }), ""],
      [consentBody({ publicationId: "x" }), "publicationId"],
    ];
    for (const [body, path] of cases) {
      const res = await postConsent(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      if (path) expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      else expect(res.body.message).toMatch(/extra/);
    }
  });

  test("a body over 4 KB is refused (413) before it is parsed", async () => {
    const res = await visitor().post("/api/public/consents").set("Origin", SITE).set("Content-Type", "application/json").send(JSON.stringify(consentBody({ pad: "x".repeat(5000) })));
    expect(res.status).toBe(413);
  });

  test("unknown publication 404, unpublished 410, a terms publication is not a banner's (404)", async () => {
    expect((await postConsent(consentBody({ publicationId: randomUUID() }))).status).toBe(404);
    expect((await postConsent(consentBody({ publicationId: terms.id }))).status).toBe(404);
    const gone = await publishForTest(owner, "cookie-policy", { allowedOrigins: [SITE] });
    await t.db.update(publications).set({ unpublishedAt: new Date() }).where(eq(publications.id, gone.id));
    forgetPublication(gone.id);
    expect((await postConsent(consentBody({ publicationId: gone.id }))).status).toBe(410);
  });

  test("the per-IP and per-publication limits answer 429", async () => {
    const limited = await startTestApp({ RATE_LIMIT_RECORDS_IP: "3/1m" });
    try {
      const someone = await limited.proUser("limits@biz.test");
      const pub = await publishForTest(someone, "cookie-policy", { allowedOrigins: [SITE] });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await postConsent(consentBody({ publicationId: pub.id }), SITE, limited)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
    const perPublication = await startTestApp({ RATE_LIMIT_RECORDS_PUBLICATION: "2/1m" });
    try {
      const someone = await perPublication.proUser("limits2@biz.test");
      const pub = await publishForTest(someone, "cookie-policy", { allowedOrigins: [SITE] });
      const other = await publishForTest(someone, "cookie-policy", { allowedOrigins: [SITE] });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await postConsent(consentBody({ publicationId: pub.id }), SITE, perPublication)).status);
      statuses.push((await postConsent(consentBody({ publicationId: other.id }), SITE, perPublication)).status);
      expect(statuses).toEqual([201, 201, 429, 201]);
    } finally {
      await perPublication.close();
    }
  }, 120_000);
});

describe("acceptances", () => {
  test("through the tick box: 201 from an allowed origin, the subject kept only as an HMAC", async () => {
    const res = await visitor().post("/api/public/acceptances").set("Origin", SITE).send({ publicationId: terms.id, subject: "customer-42@example.com" });
    expect(res.status).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe(SITE);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const [row] = await t.db.select().from(acceptanceRecords).where(eq(acceptanceRecords.id, res.body.receiptId));
    expect(row).toMatchObject({ versionNumber: 1, policySha256: terms.sha256, source: "widget", ipPrefix: "127.0.0.0/24", apiKeyId: null });
    expect(row!.subjectHmac).toBe(subjectHmac(t.config.audit.key, "customer-42@example.com"));
    expect(JSON.stringify(row)).not.toContain("customer-42");
    expect((await visitor().post("/api/public/acceptances").set("Origin", "https://evil.example").send({ publicationId: terms.id, subject: "x" })).status).toBe(403);
    expect((await visitor().post("/api/public/acceptances").set("Origin", SITE).send({ publicationId: cookie.id, subject: "x" })).status).toBe(404);
    const bad = await visitor().post("/api/public/acceptances").set("Origin", SITE).send({ publicationId: terms.id, subject: "x".repeat(321) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("subject");
  });

  test("with an API key: no origin needed, source api; a revoked key 401; another user's publication 404", async () => {
    const created = await owner.post("/api/api-keys").send({ name: "Backend" });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^fd_live_[\w-]{43}$/);
    expect(created.body.prefix).toBe(created.body.key.slice(0, 14));
    const listed = await owner.get("/api/api-keys");
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);

    const withKey = (key: string, publicationId = terms.id) =>
      visitor().post("/api/public/acceptances").set("Authorization", `Bearer ${key}`).send({ publicationId, subject: "acct_123" });
    const ok = await withKey(created.body.key);
    expect(ok.status).toBe(201);
    const [row] = await t.db.select().from(acceptanceRecords).where(eq(acceptanceRecords.id, ok.body.receiptId));
    expect(row).toMatchObject({ source: "api", apiKeyId: created.body.id });
    expect((await owner.get("/api/api-keys")).body[0].lastUsedAt).not.toBeNull();

    const stranger = await t.proUser("stranger-key@biz.test");
    const theirs = await stranger.post("/api/api-keys").send({ name: "Theirs" });
    expect((await withKey(theirs.body.key)).status).toBe(404);
    expect((await withKey("fd_live_nonsense")).status).toBe(401);
    expect((await stranger.delete(`/api/api-keys/${created.body.id}`)).status).toBe(404);

    expect((await owner.delete(`/api/api-keys/${created.body.id}`)).status).toBe(204);
    expect((await withKey(created.body.key)).status).toBe(401);
    expect((await owner.get("/api/api-keys")).body[0].revokedAt).not.toBeNull();
    expect((await owner.post("/api/api-keys").send({ name: "" })).body.errors[0].path).toBe("name");
  });
});

describe("the owner's side", () => {
  let pub: TestPublication;
  const consentId = randomUUID();
  beforeAll(async () => {
    pub = await publishForTest(owner, "cookie-policy", { allowedOrigins: [SITE] });
    const actions = ["accept_all", "reject_all", "custom", "accept_all", "withdraw"];
    for (const [i, action] of actions.entries()) {
      const res = await postConsent(consentBody({ publicationId: pub.id, action, consentId: i < 2 ? consentId : randomUUID() }));
      expect(res.status).toBe(201);
    }
  });

  test("pages newest first through a keyset cursor, with the action and date filters", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await owner.get(`/api/publications/${pub.id}/consents`).query({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.body.records.map((r: { action: string }) => r.action));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(["withdraw", "accept_all", "custom", "reject_all", "accept_all"]);
    const accepted = await owner.get(`/api/publications/${pub.id}/consents`).query({ action: "accept_all" });
    expect(accepted.body.records).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.get(`/api/publications/${pub.id}/consents`).query({ from: today, to: today })).body.records).toHaveLength(5);
    expect((await owner.get(`/api/publications/${pub.id}/consents`).query({ to: "2020-01-01" })).body.records).toHaveLength(0);
    const bad = await owner.get(`/api/publications/${pub.id}/consents`).query({ limit: 1000, cursor: "zzz" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain("limit");
    expect((await owner.get(`/api/publications/${pub.id}/consents`).query({ cursor: "zzz" })).body.errors[0].path).toBe("cursor");
  });

  test("the summary counts each day's decisions", async () => {
    const res = await owner.get(`/api/publications/${pub.id}/consents/summary`).query({ days: 7 });
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), accept_all: 2, reject_all: 1, custom: 1, withdraw: 1 });
  });

  test("CSV: a header and a line a record, quoted; formulas neutralised", async () => {
    const res = await owner.get(`/api/publications/${pub.id}/consents.csv`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("receipt_id,created_at,consent_id,action,necessary,analytics,marketing,preferences,gpc,page_url,policy_sha256,banner_sha256,ip_prefix,browser");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(",withdraw,true,true,true,true,false,https://shop.example/checkout,");
    expect((await owner.get(`/api/publications/${pub.id}/consents.csv`).query({ action: "reject_all" })).text.trimEnd().split("\r\n")).toHaveLength(2);
    const acc = await owner.get(`/api/publications/${terms.id}/acceptances.csv`);
    expect(acc.text.split("\r\n")[0]).toBe("receipt_id,created_at,subject_hmac,version,policy_sha256,source,ip_prefix,browser");
    expect(csvCell("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM")).toBe(`"'@SUM"`);
    expect(csvCell("a,b")).toBe(`"a,b"`);
    expect(csvCell(null)).toBe("");
  });

  test("lookups: a consent id's records; a subject's acceptances", async () => {
    const found = await owner.get(`/api/consents/${consentId}`);
    expect(found.body.map((r: { action: string }) => r.action)).toEqual(["reject_all", "accept_all"]);
    const subject = "lookup-me@example.com";
    await visitor().post("/api/public/acceptances").set("Origin", SITE).send({ publicationId: terms.id, subject });
    const accepted = await owner.get(`/api/publications/${terms.id}/acceptances/lookup`).query({ subject });
    expect(accepted.body).toHaveLength(1);
    expect(accepted.body[0]).toMatchObject({ versionNumber: 1, source: "widget", subjectHmac: subjectHmac(t.config.audit.key, subject) });
    expect((await owner.get(`/api/publications/${terms.id}/acceptances/lookup`).query({ subject: "nobody" })).body).toEqual([]);
    expect((await owner.get(`/api/publications/${terms.id}/acceptances/lookup`)).body.errors[0].path).toBe("subject");
    expect((await owner.get(`/api/publications/${terms.id}/acceptances`)).body.records.length).toBeGreaterThanOrEqual(1);
  });

  test("another user's publication, record or consent id is not found", async () => {
    const stranger = await t.signIn("stranger@biz.test");
    const [consent] = await t.db.select().from(consentRecords).where(eq(consentRecords.publicationId, pub.id));
    for (const path of [
      `/api/publications/${pub.id}/consents`,
      `/api/publications/${pub.id}/acceptances`,
      `/api/publications/${pub.id}/consents.csv`,
      `/api/publications/${pub.id}/consents/summary`,
      `/api/publications/${terms.id}/acceptances/lookup?subject=x`,
      `/api/consents/${consent!.id}/proof.pdf`,
    ]) {
      expect((await stranger.get(path)).status, path).toBe(404);
    }
    expect((await stranger.get(`/api/consents/${consentId}`)).body).toEqual([]);
    expect((await visitor().get(`/api/publications/${pub.id}/consents`)).status).toBe(401);
  });

  test("the account's export carries the records", async () => {
    const res = await asBuffer(owner.get("/api/account/export"));
    expect(res.status).toBe(200);
    const account = JSON.parse(strFromU8(unzipSync(res.body as Buffer)["account.json"]!)) as { consentRecords: { publicationId: string }[]; acceptanceRecords: unknown[] };
    expect(account.consentRecords.filter((r) => r.publicationId === pub.id)).toHaveLength(5);
    expect(account.acceptanceRecords.length).toBeGreaterThan(0);
  });
});

describe("proofs", () => {
  test("a consent's and an acceptance's proof PDFs are sealed: pdfsig valid, qpdf clean", async () => {
    const consent = await postConsent(consentBody());
    const acceptance = await visitor().post("/api/public/acceptances").set("Origin", SITE).send({ publicationId: terms.id, subject: "proof@example.com" });
    for (const path of [`/api/consents/${consent.body.receiptId}/proof.pdf`, `/api/acceptances/${acceptance.body.receiptId}/proof.pdf`]) {
      const res = await asBuffer(owner.get(path));
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      const pdf = res.body as Buffer;
      if (!pdfToolsAvailable("the proof PDF's seal")) continue;
      const file = pdfFile(pdf);
      const report = runPdfTool("pdfsig", [file]);
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
      expect(runPdfTool("qpdf", ["--check", file])).toContain("No syntax or stream encoding errors found");
      const text = runPdfTool("pdftotext", [file, "-"]);
      // Long hashes wrap across lines in the table: compare them without the line breaks.
      const joined = text.replace(/\s+/g, "");
      if (path.includes("consents")) {
        expect(text).toContain(consent.body.receiptId);
        expect(joined).toContain(cookie.sha256);
        expect(text).toContain("matches: this is the banner the visitor saw");
        expect(text).toContain("We use cookies");
      } else {
        expect(text).toContain("I have read and agree to the Terms (version 1)");
        expect(joined).toContain(terms.sha256);
      }
      expect(joined).toMatch(/\/p\/[^/]*\/(cookie-policy|terms)\/v\/1/);
    }
    expect((await owner.get(`/api/consents/${randomUUID()}/proof.pdf`)).status).toBe(404);
  }, 120_000);
});

describe("retention", () => {
  test("the daily job deletes records older than each publication's retention, at a later date", async () => {
    const short = await publishForTest(owner, "cookie-policy", { allowedOrigins: [SITE], retentionMonths: 1 });
    const long = await publishForTest(owner, "cookie-policy", { allowedOrigins: [SITE], retentionMonths: 24 });
    for (const p of [short, long]) expect((await postConsent(consentBody({ publicationId: p.id }))).status).toBe(201);
    const run = (now: Date) => recordsRetention.run({}, { now: () => now, db: t.db } as unknown as JobContext) as Promise<{ consents: number }>;
    const count = async (id: string) => (await t.db.select().from(consentRecords).where(eq(consentRecords.publicationId, id))).length;

    await run(new Date(Date.now() + 20 * 86_400_000));
    expect([await count(short.id), await count(long.id)]).toEqual([1, 1]);
    await run(new Date(Date.now() + 40 * 86_400_000));
    expect([await count(short.id), await count(long.id)]).toEqual([0, 1]);
    await run(new Date(Date.now() + 750 * 86_400_000));
    expect(await count(long.id)).toBe(0);
    expect(recordsRetention).toMatchObject({ name: "records.retention", cron: "45 3 * * *", runAtStart: true });
  });
});

test("the address is truncated to its network; the browser named by its family", () => {
  expect(ipPrefix("203.0.113.77")).toBe("203.0.113.0/24");
  expect(ipPrefix("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
  expect(ipPrefix("2001:db8:85a3:1234:5678::1")).toBe("2001:db8:85a3::/48");
  expect(ipPrefix("nonsense")).toBeNull();
  expect(browserFamily(CHROME_UA)).toBe("Chrome");
  expect(browserFamily("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge");
  expect(browserFamily("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox");
  expect(browserFamily("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1")).toBe("Safari");
  expect(browserFamily("curl/8.0")).toBe("Other");
  expect(browserFamily(undefined)).toBeNull();
});
