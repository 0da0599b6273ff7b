// Hosted policies as a founder and their visitors meet them: the founder publishes a cookie policy
// (from the viewer's Publish panel) and terms (through the API), lets a second site record
// consents and acceptances, and that site — another origin, served here by a tiny HTTP server —
// carries the consent banner and the terms tick box. Visitors accept, reject and withdraw; one
// signs up with the box ticked. The founder finds every decision on each publication's records
// page. The app sets no cookie on the visitors: the only cookie is the banner's own, on the site.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { cookiePolicyBody, termsBody } from "../test/fixtures";
import { signIn, toast } from "./helpers";

type TPublication = { id: string; url: string; embed: { scriptUrl: string; integrity: string }; allowedOrigins: string[] };
type TConsent = { consentId: string; action: string; categories: Record<string, boolean>; pageUrl: string | null };
type TAcceptance = { receiptId: string; versionNumber: number; source: string };

// The site's pages, filled in once the policies are published.
let sitePage = "";
let site: Server;
// "localhost", not the app's 127.0.0.1: cookies are not kept apart by port, so only another host
// shows which cookies belong to whom.
let siteOrigin = "";

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site").pathname;
    if (path === "/" || path === "/signed-up") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(path === "/" ? sitePage : "<!doctype html><title>Welcome</title><h1>Thanks for signing up</h1>");
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  site.closeAllConnections();
  await Promise.race([new Promise<void>((resolve) => site.close(() => resolve())), new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
});

/** A visitor's fresh browser; every answer from the app's origin is kept to check its headers. */
async function visitor(browser: Browser, appOrigin: string): Promise<{ context: BrowserContext; page: Page; fromApp: Response[] }> {
  const context = await browser.newContext();
  // The live banner hides from robots (hideFromBots), and an automated Chromium says it is one
  // (navigator.webdriver): this visitor is a person.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  const page = await context.newPage();
  const fromApp: Response[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).origin === appOrigin) fromApp.push(r);
  });
  return { context, page, fromApp };
}

const consentPosted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/public/consents") && r.request().method() === "POST");

/** The banner's consent id, from its own cookie on the site. */
async function consentIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(siteOrigin)).find((c) => c.name === "cc_cookie");
  expect(cookie, "the banner keeps its decision in its cookie").toBeDefined();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as { consentId: string }).consentId;
}

/** Only the banner's cookie, on the site; none on the app's host; no answer from the app set one. */
async function expectOnlyTheBannersCookie(context: BrowserContext, fromApp: Response[], appOrigin: string) {
  expect(fromApp.length, "the page loaded the embed from the app").toBeGreaterThan(0);
  for (const r of fromApp) expect(await r.headerValue("set-cookie"), `${r.url()} sets no cookie`).toBeNull();
  for (const r of fromApp) expect(await r.request().headerValue("cookie"), `${r.url()} is sent no cookie`).toBeNull();
  expect(await context.cookies(appOrigin)).toEqual([]);
  expect((await context.cookies()).map((c) => `${c.domain} ${c.name}`)).toEqual(["localhost cc_cookie"]);
}

test("a published cookie banner and terms tick box on another site record each decision, found on the records pages", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, "hosted-owner@e2e.test", "Hana");
  const appOrigin = new URL(page.url()).origin;
  const sameOrigin = { Origin: appOrigin };
  const profile = await page.request.post("/api/business-profiles", { headers: sameOrigin, data: { name: "Hana Hosted Ltd", isDefault: true } });
  expect(profile.status()).toBe(201);
  const cookieDoc = await page.request.post("/api/generate/cookie-policy", { headers: sameOrigin, data: cookiePolicyBody });
  expect(cookieDoc.status()).toBe(201);
  const { id: cookieDocId } = (await cookieDoc.json()) as { id: string };
  const termsDoc = await page.request.post("/api/generate/terms", { headers: sameOrigin, data: termsBody });
  expect(termsDoc.status()).toBe(201);
  const { id: termsDocId } = (await termsDoc.json()) as { id: string };

  // The cookie policy, from the viewer's Publish panel: publish, then let the site record.
  await page.goto(`/documents/${cookieDocId}`);
  const panel = page.getByRole("region", { name: "Publish" });
  await panel.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Published: version 1")).toBeVisible();
  await panel.getByLabel("Allowed origins").fill(siteOrigin);
  await panel.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  const bannerSnippet = await panel.getByLabel("Consent banner", { exact: true }).inputValue();
  const cookiePub = ((await (await page.request.get(`/api/publications?documentId=${cookieDocId}`)).json()) as TPublication[])[0]!;
  expect(cookiePub.allowedOrigins).toEqual([siteOrigin]);
  expect(bannerSnippet).toBe(
    `<script src="${cookiePub.embed.scriptUrl}" integrity="${cookiePub.embed.integrity}" crossorigin="anonymous" data-banner="${cookiePub.id}" async></script>`,
  );

  // The terms, through the API.
  const published = await page.request.post(`/api/documents/${termsDocId}/publish`, { headers: sameOrigin });
  expect(published.status()).toBe(201);
  const { publicationId: termsId } = (await published.json()) as { publicationId: string };
  const patched = await page.request.patch(`/api/publications/${termsId}`, { headers: sameOrigin, data: { allowedOrigins: [siteOrigin] } });
  expect(patched.status()).toBe(200);
  const termsPub = (await patched.json()) as TPublication;
  expect(termsPub.allowedOrigins).toEqual([siteOrigin]);

  sitePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site</title>
${bannerSnippet}
</head><body>
<h1>Welcome to the site</h1>
<button type="button" data-cc="show-preferencesModal">Cookie settings</button>
<form action="/signed-up" method="get" aria-label="Sign up">
  <label>Email <input name="email" type="email" required></label>
  <script src="${termsPub.embed.scriptUrl}" integrity="${termsPub.embed.integrity}" crossorigin="anonymous" data-accept="${termsId}" data-subject-field="email" async></script>
  <button type="submit">Sign up</button>
</form>
</body></html>`;

  // A first visitor accepts everything, then changes their mind: a withdrawal.
  const first = await visitor(browser, appOrigin);
  await first.page.goto(`${siteOrigin}/`);
  await expect(first.page.getByText("We use cookies")).toBeVisible();
  let posted = consentPosted(first.page);
  await first.page.getByRole("button", { name: "Accept all" }).first().click();
  expect((await posted).status()).toBe(201);
  const acceptingId = await consentIdOf(first.context);
  await first.page.getByRole("button", { name: "Cookie settings" }).click();
  const preferences = first.page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(preferences).toBeVisible();
  posted = consentPosted(first.page);
  await preferences.getByRole("button", { name: "Reject all" }).click();
  expect((await posted).status()).toBe(201);
  expect(await consentIdOf(first.context)).toBe(acceptingId);
  await expectOnlyTheBannersCookie(first.context, first.fromApp, appOrigin);
  await first.context.close();

  // A second visitor rejects everything, then signs up with the terms ticked.
  const second = await visitor(browser, appOrigin);
  await second.page.goto(`${siteOrigin}/`);
  await expect(second.page.getByText("We use cookies")).toBeVisible();
  posted = consentPosted(second.page);
  await second.page.getByRole("button", { name: "Reject all" }).first().click();
  expect((await posted).status()).toBe(201);
  const rejectingId = await consentIdOf(second.context);
  const form = second.page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Email").fill("visitor@site.example");
  const box = form.getByRole("checkbox", { name: "I have read and agree to the Terms (version 1)" });
  await expect(box).toBeVisible();
  await expect(form.getByRole("link", { name: "Terms" })).toHaveAttribute("href", /\/p\/[a-z0-9-]+\/terms/);
  await box.check();
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(second.page.getByRole("heading", { name: "Thanks for signing up" })).toBeVisible();
  // The tick box's post outlives the page (keepalive): the record is what shows it arrived.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/publications/${termsId}/acceptances`)).json()) as { records: TAcceptance[] }).records.length)
    .toBe(1);
  await expectOnlyTheBannersCookie(second.context, second.fromApp, appOrigin);
  await second.context.close();

  // The records, as the API gives them: three decisions, each with its visitor's consent id.
  const { records: consents } = (await (await page.request.get(`/api/publications/${cookiePub.id}/consents`)).json()) as { records: TConsent[] };
  expect(consents.map((c) => `${c.action} ${c.consentId}`).sort()).toEqual(
    [`accept_all ${acceptingId}`, `withdraw ${acceptingId}`, `reject_all ${rejectingId}`].sort(),
  );
  expect(consents.find((c) => c.action === "accept_all")!.categories).toMatchObject({ necessary: true, analytics: true });
  expect(consents.find((c) => c.action === "withdraw")!.categories).toMatchObject({ necessary: true, analytics: false });
  for (const c of consents) expect(c.pageUrl).toBe(`${siteOrigin}/`);
  const lookup = await page.request.get(`/api/publications/${termsId}/acceptances/lookup?subject=${encodeURIComponent("visitor@site.example")}`);
  const accepted = (await lookup.json()) as TAcceptance[];
  expect(accepted).toEqual([expect.objectContaining({ versionNumber: 1, source: "widget" })]);

  // The owner's records pages.
  await page.goto(`/publications/${cookiePub.id}/records`);
  await expect(page.getByRole("heading", { level: 1, name: "Records" })).toBeVisible();
  const row = (consentId: string, decision: string) => page.getByRole("row").filter({ hasText: consentId }).filter({ hasText: decision });
  await expect(row(acceptingId, "Accept all")).toBeVisible();
  await expect(row(acceptingId, "Withdraw")).toBeVisible();
  await expect(row(rejectingId, "Reject all")).toBeVisible();
  await expect(row(acceptingId, "Accept all")).toContainText("analytics");
  await expect(row(rejectingId, "Reject all")).toContainText("necessary only");

  await page.goto(`/publications/${termsId}/records`);
  await expect(page.getByRole("heading", { level: 1, name: "Records" })).toBeVisible();
  const acceptance = page.getByRole("row").filter({ hasText: "Tick box" });
  await expect(acceptance).toHaveCount(1);
  await expect(acceptance.getByRole("cell").nth(1)).toHaveText("1");
});
