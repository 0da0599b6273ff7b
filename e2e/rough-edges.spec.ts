// Product rough edges, checked in Chromium against the real server, on a 390 px phone
// where the issue says so: the viewer's actions before the document, the admin users' actions in
// reach, the app's top bar on a tool page, and the Free limit said before any form is filled.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { cookiePolicyBody, ndaBody } from "../test/fixtures";
import { signIn } from "./helpers";

const ADMIN = "admin@e2e.test"; // an admin through ADMIN_EMAILS (playwright.config.ts)
const PHONE = { width: 390, height: 844 };

// Not isMobile: a mobile viewport widens itself to fit wide content, hiding the overflow looked for.
const phone = (browser: Browser) => browser.newContext({ viewport: PHONE, hasTouch: true });

async function expectWithinScreen(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on the 390 px screen`).toBeLessThanOrEqual(PHONE.width);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(PHONE.width);
}

test("on a phone, the viewer's version menu, Download and Share come before the document", async ({ browser }) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, "viewer-phone@e2e.test", "Vera");
  const made = await page.request.post("/api/generate/nda", { data: ndaBody });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  // A second version, so that there is a version to pick.
  const edited = await page.request.put(`/api/documents/${id}/input`, {
    data: { ...ndaBody, purpose: "Evaluating a joint venture between the parties." },
  });
  expect(edited.status()).toBe(200);

  await page.goto(`/documents/${id}`);
  const menu = page.getByRole("combobox", { name: "Version on screen" });
  await expect(menu).toHaveValue("2");
  const pdf = page.getByRole("link", { name: "PDF", exact: true });
  const share = page.getByRole("heading", { name: "Share", exact: true });
  const article = page.getByRole("article").first();
  const articleTop = (await article.boundingBox())!.y;
  for (const [what, target] of [
    ["the version menu", menu],
    ["the PDF download", pdf],
    ["Share", share],
  ] as const) {
    const box = (await target.boundingBox())!;
    expect(box.y, `${what} is above the document`).toBeLessThan(articleTop);
    await expectWithinScreen(page, target, what);
  }
  // The top of the page, not 15,000 px down: within the first two screens.
  expect((await share.boundingBox())!.y).toBeLessThan(PHONE.height * 2);

  // The menu shows another version in place.
  await menu.selectOption("1");
  await expect(page.getByText(/You're viewing/)).toContainText("version 1");
  await expect(page.getByRole("article").first()).toContainText("data partnership");
  await context.close();
});

test("on a phone, every action of the admin's users table is reachable", async ({ browser }) => {
  const someone = await browser.newContext();
  await signIn(await someone.newPage(), "row-user@e2e.test", "Rowena");
  await someone.close();

  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, ADMIN, "Alex");
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill("row-user");
  const row = page.getByTestId("user-row").filter({ hasText: "row-user@e2e.test" });
  await expect(row).toHaveCount(1);
  for (const label of ["Block", "Upgrade", "Make Admin"]) {
    const button = row.getByRole("button", { name: new RegExp(`^${label} `) });
    await expect(button).toBeVisible();
    await expectWithinScreen(page, button, `${label}`);
  }
  await row.getByRole("button", { name: /^Upgrade / }).click();
  await expect(page.getByRole("dialog", { name: "Confirm Action" })).toContainText(
    "Are you sure you want to upgrade",
  );
  await context.close();
});

test("on a phone, a tool page keeps the app's top bar, and the Free limit is said up front with Upgrade", async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  await signIn(page, "limit-phone@e2e.test", "Lim");
  for (let i = 0; i < 3; i++) {
    expect((await page.request.post("/api/generate/nda", { data: ndaBody })).status()).toBe(201);
  }
  await page.goto("/tools/terms-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions Generator" })).toBeVisible();
  // The app's bar: home, the menu and Sign Out, and still the way back to the dashboard.
  await expect(page.getByRole("link", { name: "FounderDocs home" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await page.getByLabel("Menu").click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Documents" })).toBeVisible();
  await page.keyboard.press("Escape");

  const notice = page.getByTestId("plan-usage-notice");
  await expect(notice).toContainText("You've used all 3 documents included in the Free plan.");
  const upgrade = notice.getByRole("button", { name: "Upgrade" });
  await expectWithinScreen(page, upgrade, "Upgrade");
  const form = page.getByRole("form");
  expect((await notice.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
  await context.close();
});

test("a document's look: a logo at most 48 px, contents numbered once, the preview at the first section, the banner preview whole", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "look@e2e.test", "Lena");
  // A business with a tall logo (300 × 300): it must not print 300 px high.
  const made = await page.request.post("/api/business-profiles", { data: { name: "Lookwell Ltd", isDefault: true } });
  expect(made.status()).toBe(201);
  const { id: profileId } = (await made.json()) as { id: string };
  const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#1d4ed8" } }).png().toBuffer();
  const logo = await page.request.put(`/api/business-profiles/${profileId}/logo`, {
    // A state change from the app's own origin (the CSRF rule), as the Settings form sends it.
    headers: { "Content-Type": "image/png", Origin: new URL(page.url()).origin },
    data: png,
  });
  expect(logo.status()).toBe(200);

  // The generator: its preview opens at the policy's first section, not at the contents list.
  await page.goto("/tools/privacy-policy");
  await page.getByLabel("Website URL").fill("lookwell.example");
  await page.getByLabel("Contact Email").fill("privacy@lookwell.example");
  await page.getByLabel("Personal information (name, email, phone)").check();
  await page.getByLabel("Providing and improving our services").check();
  await page.getByLabel("GDPR (European Union)").check();
  await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
  const preview = page.getByTestId("document-preview");
  await expect(preview.getByTestId("document-content")).toBeVisible({ timeout: 30_000 });
  await expect(preview.locator(".doc-contents")).toBeHidden();
  // Both boxes in one measurement: the page may still be scrolling smoothly to the new document,
  // and two separate reads would each see a different scroll position.
  const fits = await preview.getByTestId("document-content").evaluate((content) => {
    const area = content.parentElement!.getBoundingClientRect();
    const heading = content.querySelector(".doc-section h2")!.getBoundingClientRect();
    return { headingBottom: heading.bottom - area.top, areaHeight: area.height };
  });
  expect(fits.headingBottom, "the first section's heading shows without scrolling").toBeLessThanOrEqual(fits.areaHeight);
  const previewLogo = preview.locator("img.doc-brand-logo");
  await expect(previewLogo).toBeVisible();
  expect((await previewLogo.boundingBox())!.height).toBeLessThanOrEqual(48);

  // The viewer: the contents list once numbered; the logo at most 48 px.
  const list = (await (await page.request.get("/api/documents")).json()) as { id: string }[];
  await page.goto(`/documents/${list[0]!.id}`);
  const contents = page.locator("article .doc-contents-list");
  await expect(contents).toBeVisible();
  expect(await contents.evaluate((el) => getComputedStyle(el).listStyleType)).toBe("none");
  await expect(contents.locator("li").first()).toHaveText(/^1\. \S/);
  expect((await page.locator("article img.doc-brand-logo").boundingBox())!.height).toBeLessThanOrEqual(48);
  // The HTML export too.
  const html = await (await page.request.get(`/api/documents/${list[0]!.id}/export/html`)).text();
  expect(html).toContain("max-height:48px");

  // The cookie banner's live preview: its preferences window fits the frame.
  const cookie = await page.request.post("/api/generate/cookie-policy", { data: cookiePolicyBody });
  expect(cookie.status()).toBe(201);
  await page.goto(`/documents/${((await cookie.json()) as { id: string }).id}`);
  await page.locator('iframe[title="Consent banner preview"]').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('iframe[title="Consent banner preview"]');
  await expect(frame.getByText("We use cookies")).toBeVisible({ timeout: 15_000 });
  await frame.getByRole("button", { name: "Manage preferences" }).click();
  const modal = frame.locator("#cc-main .pm");
  await expect(modal).toBeVisible();
  const frameBox = (await page.locator('iframe[title="Consent banner preview"]').boundingBox())!;
  const inner = await modal.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, viewport: window.innerHeight };
  });
  expect(inner.top).toBeGreaterThanOrEqual(0);
  expect(inner.bottom, "the preferences window is not cut off").toBeLessThanOrEqual(inner.viewport);
  expect(frameBox.height).toBeGreaterThanOrEqual(500);
});
