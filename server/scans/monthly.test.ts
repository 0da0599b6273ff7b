// The monthly rescan, at a simulated date, with real e-mail (test/smtp.ts): a published cookie
// policy's website is scanned again on the 1st of the next month, and its owner is e-mailed what
// changed since the scan before; a second run in the same month queues nothing. The publication
// rows are written as publishing writes them (the publishing API is its own area).
import { scanFinished } from "../../test/scans";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { businessProfiles, documents, publicationVersions, publications, users } from "../../shared/schema";
import { startAppWithMail, type AppWithMail } from "../../test/mail-app";
import { queueMonthlyRescans } from "./service";

let env: AppWithMail;
let site: http.Server;
let siteUrl: string;
let fixed = false;

beforeAll(async () => {
  env = await startAppWithMail({ SCAN_ALLOW_PRIVATE: "1", CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/tmp/chromium" });
  site = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><title>Acme</title>${fixed ? "" : `<script>document.cookie = "_ga=GA1.1.1.1; path=/; max-age=3600";</script>`}`);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => site?.close(() => resolve()));
  await env?.close();
});



test("a published cookie policy's website is rescanned on the 1st, and its owner e-mailed what changed", async () => {
  const { t, smtp } = env;
  const agent = await t.proUser("monthly@example.com");
  const doc = await agent.post("/api/generate/cookie-policy").send({
    companyName: "Acme Inc.",
    website: "https://acme.example",
    email: "privacy@acme.example",
    cookieTypes: ["essential", "analytics"],
    purposes: ["functionality", "analytics"],
    regions: ["GDPR"],
    hasAnalytics: true,
    hasMarketing: false,
    hasThirdParty: false,
    effectiveDate: "2026-12-01",
    services: ["ga4"],
  });
  expect(doc.status).toBe(201);
  const first = await agent.post(`/api/documents/${doc.body.id}/scans`).send({ url: siteUrl });
  const before = await scanFinished(agent, first.body.id);
  expect(before.findings!.map((f) => `${f.kind}:${f.service ?? ""}`)).toEqual(expect.arrayContaining(["fires_before_consent:ga4", "banner_missing:"]));
  expect(before.policyVersionSha256).toBeNull();

  // Published (as POST /api/documents/:id/publish records it).
  const [owner] = await t.db.select().from(users).where(eq(users.email, "monthly@example.com"));
  const [docRow] = await t.db.select().from(documents).where(eq(documents.id, doc.body.id));
  const [profile] = await t.db.insert(businessProfiles).values({ userId: owner!.id, name: "Acme Inc.", handle: "acme" }).returning();
  const [publication] = await t.db.insert(publications).values({ userId: owner!.id, businessProfileId: profile!.id, documentId: doc.body.id, slug: "cookie-policy" }).returning();
  const versionRow = await t.db.query.documentVersions.findFirst({ where: (v, { eq: is }) => is(v.documentId, docRow!.id) });
  const sha = createHash("sha256").update("published").digest("hex");
  const bannerSha = createHash("sha256").update("banner").digest("hex");
  await t.db.insert(publicationVersions).values({ publicationId: publication!.id, number: 1, documentVersionId: versionRow!.id, sha256: sha, bannerSha256: bannerSha });

  // The site is fixed; on the 1st of next month the rescan runs.
  fixed = true;
  const firstOfMonth = new Date("2027-01-01T05:00:00Z");
  expect(await queueMonthlyRescans(t.db, t.instance.jobs, firstOfMonth)).toBe(1);
  // Once a month: the same month queues nothing more.
  expect(await queueMonthlyRescans(t.db, t.instance.jobs, new Date("2027-01-15T05:00:00Z"))).toBe(0);

  const list = await agent.get(`/api/documents/${doc.body.id}/scans`);
  expect(list.body).toHaveLength(2);
  const rescan = await scanFinished(agent, list.body[0].id);
  expect(rescan.status).toBe("done");
  expect(rescan.url).toBe(siteUrl);
  expect(rescan.createdAt).toBe(firstOfMonth.toISOString());
  expect(rescan.policyVersionSha256).toBe(sha);
  expect(rescan.bannerRevisionSha256).toBe(bannerSha);
  expect(rescan.findings!.map((f) => f.kind)).not.toContain("fires_before_consent");

  const [message] = await smtp.waitFor(1);
  expect(message!.envelopeTo).toEqual(["monthly@example.com"]);
  expect(message!.parsed.subject).toBe(`Your website's scan changed: ${docRow!.title}`);
  expect(message!.parsed.text).toContain("Resolved: Google Analytics runs before any choice");
  expect(message!.parsed.text).toContain(`https://docs.example.test/documents/${doc.body.id}`);
}, 180_000);
