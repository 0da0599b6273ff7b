// Compliance scans over HTTP, with the real scanner (its own Chromium, through its proxy) visiting
// a fixture website on another local port (SCAN_ALLOW_PRIVATE=1): the page carries the banner of a
// generated cookie policy that lists Google Analytics. Broken, it sets _ga before any choice and
// _fbp after "Accept all"; fixed, _ga waits for consent too, and nothing fires after "Reject all".
import { scanFinished } from "../../test/scans";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { siteScans, users } from "../../shared/schema";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { pdfFile, pdfToolsAvailable, runPdfTool } from "../../test/pdf-tools";
import { GENERATE_BODIES } from "../../test/fixtures";
import { eq } from "drizzle-orm";

const CHROMIUM = { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/tmp/chromium" };

let t: TestApp;
let fixture: http.Server;
let fixtureUrl: string;
let snippet = "";
let fixed = false;

beforeAll(async () => {
  t = await startTestApp({ SCAN_ALLOW_PRIVATE: "1", ...CHROMIUM });
  fixture = http.createServer((req, res) => {
    // Broken: Google Analytics' cookie is set by a plain script, before any choice.
    const ga = fixed
      ? `<script type="text/plain" data-category="analytics">document.cookie = "_ga=GA1.1.1.1; path=/; max-age=3600";</script>`
      : `<script>document.cookie = "_ga=GA1.1.1.1; path=/; max-age=3600";</script>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><title>Acme</title></head><body><h1>Acme</h1>
${ga}
<script type="text/plain" data-category="analytics">document.cookie = "_fbp=fb.1.1.1; path=/; max-age=3600";</script>
${snippet}
</body></html>`);
  });
  await new Promise<void>((resolve) => fixture.listen(0, "127.0.0.1", resolve));
  // "localhost", not the app's 127.0.0.1: the banner's library is then a third party's request.
  fixtureUrl = `http://localhost:${(fixture.address() as AddressInfo).port}/`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => fixture?.close(() => resolve()));
  await t?.close();
});



const cookiePolicy = {
  companyName: "Acme Inc.",
  website: "https://acme.example",
  email: "privacy@acme.example",
  cookieTypes: ["essential", "analytics"],
  purposes: ["functionality", "analytics"],
  regions: ["GDPR"],
  hasAnalytics: true,
  hasMarketing: false,
  hasThirdParty: true,
  effectiveDate: "2026-12-01",
  services: ["ga4"],
};

describe("a compliance scan of a website with our banner", () => {
  test("finds Google Analytics before consent and the undeclared Meta Pixel; fixed, nothing fires after Reject all", async () => {
    const agent = await t.proUser("scan@example.com");
    const doc = await agent.post("/api/generate/cookie-policy").send(cookiePolicy);
    expect(doc.status).toBe(201);
    snippet = doc.body.banner.snippet as string;

    const started = await agent.post(`/api/documents/${doc.body.id}/scans`).send({ url: fixtureUrl });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ id: expect.any(String), status: "queued" });

    const scan = await scanFinished(agent, started.body.id);
    expect(scan.error).toBeUndefined();
    expect(scan.status).toBe("done");
    expect(scan.bannerFound).toBe("founderdocs");
    expect(scan.policyVersionSha256).toBeNull();
    expect(scan.startedAt).toEqual(expect.any(String));
    expect(scan.finishedAt).toEqual(expect.any(String));
    const before = scan.phases!.beforeConsent;
    expect(before.cookies).toContainEqual(expect.objectContaining({ name: "_ga", firstParty: true, service: "ga4" }));
    expect(before.cookies.map((c) => c.name)).not.toContain("_fbp");
    expect(before.requests).toContainEqual(expect.objectContaining({ url: expect.stringContaining("/vendor/cookieconsent/"), thirdParty: true, service: "founderdocs-banner" }));
    expect(scan.phases!.afterAccept!.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(["_ga", "_fbp", "cc_cookie"]));
    expect(scan.phases!.afterReject!.cookies.map((c) => c.name)).not.toContain("_fbp");

    const kinds = scan.findings!.map((f) => `${f.kind}:${f.service ?? ""}`);
    expect(kinds).toContain("fires_before_consent:ga4");
    expect(kinds).toContain("undeclared_service:meta-pixel");
    expect(kinds).not.toContain("banner_missing:");
    const ga = scan.findings!.find((f) => f.kind === "fires_before_consent")!;
    expect(ga.severity).toBe("high");
    expect(ga.evidence).toContainEqual({ phase: "beforeConsent", cookie: "_ga" });
    expect(scan.services["meta-pixel"]).toEqual({ id: "meta-pixel", name: "Meta Pixel", category: "marketing" });

    // The sealed report: the website, each finding with what to change, what each phase recorded.
    const report = await asBuffer(agent.get(`/api/scans/${scan.id}/report.pdf`));
    expect(report.status).toBe(200);
    expect(report.headers["content-type"]).toBe("application/pdf");
    if (pdfToolsAvailable("the scan report's seal")) {
      const file = pdfFile(report.body as Buffer);
      expect(runPdfTool("pdfsig", [file])).toContain("Signature Validation: Signature is Valid.");
      const text = runPdfTool("pdftotext", [file, "-"]).replace(/\s+/g, " ");
      expect(text).toContain("Compliance scan report");
      expect(text).toContain(fixtureUrl);
      expect(text).toContain("Google Analytics runs before any choice");
      expect(text).toContain("Meta Pixel is not in your policy");
      expect(text).toContain("Before any choice");
      expect(text).toContain("_ga");
    }

    // Fixed: _ga waits for consent too.
    fixed = true;
    const again = await agent.post(`/api/documents/${doc.body.id}/scans`).send({ url: fixtureUrl });
    expect(again.status).toBe(202);
    const rescan = await scanFinished(agent, again.body.id);
    expect(rescan.status).toBe("done");
    const fired = rescan.findings!.filter((f) => f.kind === "fires_before_consent" || f.kind === "fires_after_reject");
    expect(fired).toEqual([]);
    expect(rescan.phases!.afterReject!.cookies.map((c) => c.name)).toEqual(["cc_cookie"]);
    expect(rescan.phases!.afterAccept!.cookies.map((c) => c.name)).toContain("_ga");

    // Newest first.
    const list = await agent.get(`/api/documents/${doc.body.id}/scans`);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([again.body.id, started.body.id]);

    // Another user's scan and document are not found.
    const other = await t.signIn("other-scan@example.com");
    expect((await other.get(`/api/scans/${scan.id}`)).status).toBe(404);
    expect((await other.get(`/api/scans/${scan.id}/report.pdf`)).status).toBe(404);
    expect((await other.get(`/api/documents/${doc.body.id}/scans`)).status).toBe(404);
    expect((await other.post(`/api/documents/${doc.body.id}/scans`).send({ url: fixtureUrl })).status).toBe(404);
  }, 180_000);

  test("a page without a banner: banner_missing, beforeConsent only", async () => {
    const agent = await t.proUser("nobanner@example.com");
    const doc = await agent.post("/api/generate/cookie-policy").send(cookiePolicy);
    snippet = "";
    fixed = false;
    const started = await agent.post(`/api/documents/${doc.body.id}/scans`).send({ url: fixtureUrl });
    const scan = await scanFinished(agent, started.body.id);
    expect(scan.status).toBe("done");
    expect(scan.bannerFound).toBe("none");
    expect(Object.keys(scan.phases!)).toEqual(["beforeConsent"]);
    expect(scan.findings!.map((f) => f.kind)).toEqual(expect.arrayContaining(["fires_before_consent", "banner_missing"]));
  }, 120_000);
});

describe("starting a scan", () => {
  test("bad bodies, other document types, one at a time, and the Free plan's 3 a month", async () => {
    const agent = await t.signIn("free-scan@example.com");
    const doc = await agent.post("/api/generate/cookie-policy").send(cookiePolicy);
    expect(doc.status).toBe(201);
    const path = `/api/documents/${doc.body.id}/scans`;
    for (const body of [{}, { url: "" }, { url: "ftp://acme.example/" }, { url: "file:///etc/passwd" }, { url: `https://acme.example/${"a".repeat(2000)}` }, { url: 5 }]) {
      const res = await agent.post(path).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["url"]);
    }
    expect((await agent.post(path).send({ url: fixtureUrl, extra: 1 })).status).toBe(400);
    // Only a cookie or privacy policy is checked against a website.
    const nda = await t.proUser("nda-scan@example.com");
    const ndaDoc = await nda.post("/api/generate/nda").send(GENERATE_BODIES.nda);
    expect(ndaDoc.status).toBe(201);
    const notPolicy = await nda.post(`/api/documents/${ndaDoc.body.id}/scans`).send({ url: fixtureUrl });
    expect(notPolicy.status).toBe(400);
    expect(notPolicy.body.message).toBe("Only a cookie policy or a privacy policy can be checked against a website");

    // Three scans this month already (rows as the job leaves them): the fourth is refused.
    const [user] = await t.db.select().from(users).where(eq(users.email, "free-scan@example.com"));
    for (let i = 0; i < 3; i++) await t.db.insert(siteScans).values({ userId: user!.id, documentId: doc.body.id, url: fixtureUrl, status: "done" });
    const limited = await agent.post(path).send({ url: fixtureUrl });
    expect(limited.status).toBe(402);
    expect(limited.body.message).toMatch(/3 website scans included in the Free plan this month/);

    // Last month's scans don't count; a queued scan blocks a second one.
    await t.db.update(siteScans).set({ createdAt: new Date(Date.UTC(2000, 0, 1)) }).where(eq(siteScans.userId, user!.id));
    await t.db.insert(siteScans).values({ userId: user!.id, documentId: doc.body.id, url: fixtureUrl, status: "running" });
    const busy = await agent.post(path).send({ url: fixtureUrl });
    expect(busy.status).toBe(409);
    // An unfinished scan has no report yet.
    const [running] = await t.db.select().from(siteScans).where(eq(siteScans.status, "running"));
    const early = await agent.get(`/api/scans/${running!.id}/report.pdf`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The scan has not finished: its report is ready once it is done");
  });
});
