// Hosted policies through the real app: a profile's public handle, publishing a policy and
// publishing it again (same URL, version 2), the public pages (current, past, changelog, legal
// centre) in HTML, JSON and Markdown with their ETag, CSP and no cookie, unpublishing (410), the
// embed script's JSON and file, and what another user or another type gets.
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { cookiePolicyBody, ndaBody, privacyPolicyBody, termsBody } from "../../test/fixtures";
import { DEFAULT_RATE_LIMITS } from "../config";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const pathOf = (url: string) => new URL(url).pathname;

async function owner(email: string, profile: Record<string, unknown> = { name: "Acme Analytics Inc.", website: "https://acme.example/about" }) {
  const agent = await t.proUser(email);
  const created = await agent.post("/api/business-profiles").send(profile);
  expect(created.status).toBe(201);
  return { agent, profile: created.body as { id: string; handle: string } };
}

describe("the public handle", () => {
  test("is made from the name (accents stripped, -2 when taken), validated and unique", async () => {
    const a = await owner("handle-a@pub.test", { name: "Café Zürich GmbH" });
    expect(a.profile.handle).toBe("cafe-zurich-gmbh");
    const b = await owner("handle-b@pub.test", { name: "Cafe Zurich GmbH" });
    expect(b.profile.handle).toBe("cafe-zurich-gmbh-2");

    const bad = await b.agent.patch(`/api/business-profiles/${b.profile.id}`).send({ handle: "Not A Handle!" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "handle" })]);
    const short = await b.agent.patch(`/api/business-profiles/${b.profile.id}`).send({ handle: "ab" });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toBe("handle");

    const taken = await b.agent.patch(`/api/business-profiles/${b.profile.id}`).send({ handle: "cafe-zurich-gmbh" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ path: "handle", message: expect.stringContaining("taken") }]);

    const chosen = await b.agent.patch(`/api/business-profiles/${b.profile.id}`).send({ handle: "zurich-coffee" });
    expect(chosen.status).toBe(200);
    expect(chosen.body.handle).toBe("zurich-coffee");
    // Another field changed later leaves the handle alone.
    const other = await b.agent.patch(`/api/business-profiles/${b.profile.id}`).send({ tradingName: "Zurich Coffee" });
    expect(other.body.handle).toBe("zurich-coffee");

    const creatingTaken = await (await t.proUser("handle-c@pub.test")).post("/api/business-profiles").send({ name: "X", handle: "zurich-coffee" });
    expect(creatingTaken.status).toBe(409);
    expect(creatingTaken.body.errors[0].path).toBe("handle");
  });
});

describe("publishing a privacy policy", () => {
  test("publish, republish, past versions, the changelog, formats, ETag, CSP, no cookie, unpublish", async () => {
    const { agent, profile } = await owner("owner@pub.test");
    const doc = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;

    const first = await agent.post(`/api/documents/${doc.id}/publish`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      publicationId: expect.any(String),
      url: `${t.config.appUrl}/p/${profile.handle}/privacy-policy`,
      version: 1,
      publishedAt: expect.any(String),
    });
    const url = pathOf(first.body.url);

    // The same version again: nothing new, the current publication answered with 200.
    const again = await agent.post(`/api/documents/${doc.id}/publish`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ publicationId: first.body.publicationId, version: 1 });

    const page = await t.agent().get(url);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["set-cookie"]).toBeUndefined();
    expect(page.headers["content-security-policy"]).toContain("script-src 'none'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.text).toContain("Last updated");
    expect(page.text).toContain(doc.title);
    expect(page.text).not.toMatch(/<script/i);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"/);
    const cached = await t.agent().get(url).set("If-None-Match", etag);
    expect(cached.status).toBe(304);

    const json = await t.agent().get(`${url}?format=json`);
    expect(json.status).toBe(200);
    expect(json.headers["set-cookie"]).toBeUndefined();
    expect(json.body).toMatchObject({ version: 1, superseded: false, title: doc.title, sha256: doc.sha256, handle: profile.handle, slug: "privacy-policy" });
    const md = await t.agent().get(`${url}?format=md`);
    expect(md.headers["content-type"]).toMatch(/text\/markdown/);
    expect(md.text).toContain(json.body.markdown.trim().split("\n")[0]);
    expect(md.text).toContain("Last updated");

    // An edit, published: the same address, version 2.
    const edited = await agent.put(`/api/documents/${doc.id}/input`).send({ ...privacyPolicyBody, email: "dpo@acme.example" });
    expect(edited.status).toBe(200);
    const second = await agent.post(`/api/documents/${doc.id}/publish`);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ publicationId: first.body.publicationId, url: first.body.url, version: 2 });
    expect((await t.agent().get(url)).text).toContain("dpo@acme.example");
    expect((await t.agent().get(url).set("If-None-Match", etag)).status).toBe(200);

    // Version 1 is still there, marked superseded and linking to the current one.
    const past = await t.agent().get(`${url}/v/1`);
    expect(past.status).toBe(200);
    expect(past.text).toContain("Superseded");
    expect(past.text).toContain(`href="${first.body.url}"`);
    expect(past.text).not.toContain("dpo@acme.example");
    expect((await t.agent().get(`${url}/v/1?format=json`)).body).toMatchObject({ version: 1, superseded: true, currentVersion: 2, currentUrl: first.body.url });
    expect((await t.agent().get(`${url}/v/3`)).status).toBe(404);
    expect((await t.agent().get(`${url}/v/0`)).status).toBe(404);
    expect((await t.agent().get(`${url}/v/${"9".repeat(50)}`)).status).toBe(404);

    // The changelog: both versions, the section that changed, the words added and removed.
    const changes = await t.agent().get(`${url}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.headers["set-cookie"]).toBeUndefined();
    expect(changes.text).toContain("Version 2");
    expect(changes.text).toContain("Version 1");
    expect(changes.text).toContain("<ins>");
    const log = (await t.agent().get(`${url}/changes?format=json`)).body;
    expect(log.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(log.versions[0].sectionsChanged.length).toBeGreaterThan(0);
    expect(log.versions[0].diff.added).toBeGreaterThan(0);
    expect(log.versions[1].diff).toBeNull();
    expect((await t.agent().get(`${url}/changes?format=md`)).text).toContain("## Version 2");

    // The legal centre lists it.
    const centre = await t.agent().get(`/p/${profile.handle}`);
    expect(centre.status).toBe(200);
    expect(centre.text).toContain(first.body.url);
    expect((await t.agent().get(`/p/${profile.handle}?format=json`)).body.policies).toEqual([
      expect.objectContaining({ slug: "privacy-policy", version: 2, url: first.body.url }),
    ]);

    // The embed's bare page may be framed anywhere.
    const embedded = await t.agent().get(`${url}?embed=1`);
    expect(embedded.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(embedded.headers["x-frame-options"]).toBeUndefined();
    expect(embedded.text).not.toContain(`<header class="p-bar"`);
    expect(page.text).toContain(`<header class="p-bar"`);

    // The owner's views: the list, one with its versions, its settings.
    const list = await agent.get("/api/publications");
    expect(list.body).toEqual([expect.objectContaining({ id: first.body.publicationId, version: 2, active: true, allowedOrigins: ["https://acme.example"] })]);
    const one = await agent.get(`/api/publications/${first.body.publicationId}`);
    expect(one.body.versions.map((v: { number: number; documentVersion: number }) => [v.number, v.documentVersion])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(one.body.versions[1].sha256).toBe(edited.body.sha256);
    const patched = await agent.patch(`/api/publications/${first.body.publicationId}`).send({ allowedOrigins: ["https://shop.acme.example", "http://localhost:8080"], retentionMonths: 24 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ allowedOrigins: ["https://shop.acme.example", "http://localhost:8080"], retentionMonths: 24 });
    const badOrigin = await agent.patch(`/api/publications/${first.body.publicationId}`).send({ allowedOrigins: ["https://acme.example/path"] });
    expect(badOrigin.status).toBe(400);
    expect(badOrigin.body.errors[0].path).toBe("allowedOrigins.0");
    const tooMany = await agent.patch(`/api/publications/${first.body.publicationId}`).send({ allowedOrigins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example`) });
    expect(tooMany.status).toBe(400);
    expect((await agent.patch(`/api/publications/${first.body.publicationId}`).send({ retentionMonths: 121 })).body.errors[0].path).toBe("retentionMonths");

    // Another user sees none of it.
    const stranger = await t.proUser("stranger@pub.test");
    expect((await stranger.post(`/api/documents/${doc.id}/publish`)).status).toBe(404);
    expect((await stranger.get(`/api/publications/${first.body.publicationId}`)).status).toBe(404);
    expect((await stranger.delete(`/api/publications/${first.body.publicationId}`)).status).toBe(404);
    expect((await stranger.patch(`/api/publications/${first.body.publicationId}`).send({ retentionMonths: 3 })).status).toBe(404);
    expect((await stranger.get("/api/publications")).body).toEqual([]);

    // Unpublished: 410 in every form, and the legal centre no longer lists it.
    expect((await agent.delete(`/api/publications/${first.body.publicationId}`)).status).toBe(204);
    const gone = await t.agent().get(url);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain("no longer published");
    expect(gone.headers["set-cookie"]).toBeUndefined();
    const goneJson = await t.agent().get(`${url}?format=json`);
    expect(goneJson.status).toBe(410);
    expect(goneJson.body.code).toBe("gone");
    expect((await t.agent().get(`${url}/v/1`)).status).toBe(410);
    expect((await t.agent().get(`/api/public/publications/${first.body.publicationId}`)).status).toBe(404);
    expect((await t.agent().get(`/p/${profile.handle}?format=json`)).body.policies).toEqual([]);

    // Publishing again makes it live again, with no new version (the text is the same).
    const back = await agent.post(`/api/documents/${doc.id}/publish`);
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ publicationId: first.body.publicationId, version: 2 });
    expect((await t.agent().get(url)).status).toBe(200);
  });

  test("a second document of the same type takes over the address, its numbering continuing", async () => {
    const { agent, profile } = await owner("takeover@pub.test", { name: "Takeover Ltd" });
    const a = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    const b = (await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, email: "other@acme.example" })).body;
    const first = (await agent.post(`/api/documents/${a.id}/publish`)).body;
    const moved = await agent.post(`/api/documents/${b.id}/publish`);
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({ publicationId: first.publicationId, version: 2, url: `${t.config.appUrl}/p/${profile.handle}/privacy-policy` });
    expect((await agent.get(`/api/publications/${first.publicationId}`)).body.documentId).toBe(b.id);
  });

  test("another type is refused (400), and a policy without a business profile names businessProfileId", async () => {
    const { agent } = await owner("types@pub.test", { name: "Types Co" });
    const nda = (await agent.post("/api/generate/nda").send(ndaBody)).body;
    const refused = await agent.post(`/api/documents/${nda.id}/publish`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("type");

    const lone = await t.proUser("no-profile@pub.test");
    const doc = (await lone.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    const noProfile = await lone.post(`/api/documents/${doc.id}/publish`);
    expect(noProfile.status).toBe(400);
    expect(noProfile.body.errors[0]).toEqual({ path: "businessProfileId", message: expect.stringContaining("business profile") });
    expect((await lone.post("/api/documents/not-an-id/publish")).status).toBe(404);
  });

  test("unknown handles and slugs are 404 before any lookup; bad parameters never reach the database", async () => {
    expect((await t.agent().get("/p/nobody-here/privacy-policy")).status).toBe(404);
    expect((await t.agent().get("/p/nobody-here/not-a-policy")).status).toBe(404);
    expect((await t.agent().get(`/p/${"a".repeat(41)}`)).status).toBe(404);
    expect((await t.agent().get("/p/UPPER")).status).toBe(404);
    expect((await t.agent().get("/api/public/publications/not-an-id")).status).toBe(404);
  });
});

describe("the embed", () => {
  test("terms: the public JSON carries the tick box's words; cookie policy: the banner and its hash; the script's SRI", async () => {
    const { agent } = await owner("embed@pub.test", { name: "Embed Shop", website: "https://shop.example" });
    const terms = (await agent.post("/api/generate/terms").send(termsBody)).body;
    const published = (await agent.post(`/api/documents/${terms.id}/publish`)).body;
    expect(pathOf(published.url)).toMatch(/\/terms$/);
    const res = await t.agent().get(`/api/public/publications/${published.publicationId}`).set("Origin", "https://elsewhere.example");
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toMatchObject({
      publicationId: published.publicationId,
      version: 1,
      slug: "terms",
      url: published.url,
      profile: { name: "Embed Shop", logoUrl: null },
      acceptance: { versionNumber: 1, sha256: terms.sha256, text: "I have read and agree to the Terms (version 1)", termsUrl: published.url },
    });
    expect(res.body.banner).toBeUndefined();

    const cookie = (await agent.post("/api/generate/cookie-policy").send(cookiePolicyBody)).body;
    const cp = (await agent.post(`/api/documents/${cookie.id}/publish`)).body;
    expect(pathOf(cp.url)).toMatch(/\/cookie-policy$/);
    const banner = (await t.agent().get(`/api/public/publications/${cp.publicationId}`)).body.banner;
    expect(banner.config).toEqual(cookie.banner.config);
    // The revision is the SHA-256 of the configuration's canonical JSON (RFC 8785: keys sorted).
    expect(banner.sha256).toBe(createHash("sha256").update(canonicalize(cookie.banner.config)!).digest("hex"));
    expect(banner.library.js.integrity).toMatch(/^sha384-/);
    const detail = (await agent.get(`/api/publications/${cp.publicationId}`)).body;
    expect(detail.versions[0].bannerSha256).toBe(banner.sha256);

    const script = await t.agent().get("/embed/v1.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect(script.headers["cache-control"]).toContain("immutable");
    expect(script.headers["set-cookie"]).toBeUndefined();
    const bytes = Buffer.from(script.text, "utf8");
    expect(detail.embed.integrity).toBe(`sha384-${createHash("sha384").update(bytes).digest("base64")}`);
    expect(detail.embed.scriptUrl).toBe(`${t.config.appUrl}/embed/v1.js`);
    expect(detail.embed.iframeUrl).toBe(`${cp.url}?embed=1`);
  });
});

describe("the public side's rate limit", () => {
  test("past its per-IP budget a visitor gets 429 with Retry-After, pages and the embed's JSON alike", async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<ReturnType<TestApp["agent"]>["get"]>> | undefined;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.publicPages.limit && !limited; i++) {
      const res = await t.agent().get(i % 2 ? "/p/nobody-here/terms" : "/api/public/publications/00000000-0000-4000-8000-000000000000");
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(limited?.body.code).toBe("rate_limited");
    expect(limited?.headers["retry-after"]).toBeTruthy();
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([404]));
  });
});
