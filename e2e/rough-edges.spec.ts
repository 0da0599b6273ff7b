// Issue 28's product rough edges, checked in Chromium against the real server, on a 390 px phone
// where the issue says so: the viewer's actions before the document, the admin users' actions in
// reach, the app's top bar on a tool page, and the Free limit said before any form is filled.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { ndaBody } from "../test/fixtures";
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
