// The foundation as a person meets it: landing page, dev sign-in, dashboard, a tool reached by a deep link,
// a wrong address, sign-out. Drives the real server (in-memory PGlite) in Chromium.
import { expect, test } from "@playwright/test";
import { expectSignInPage, expectToldThenSentToSignIn, recordToasts } from "./login-redirect";
import { submitSignIn } from "./helpers";

test("a visitor reads the landing page, signs in, uses the dashboard and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Legal & business documents");
  await expect(page.getByText("Trusted by 10,000+ startups")).toBeVisible();

  // The 12 tools of the catalogue, every Generate link leading to sign-in.
  const generate = page.getByRole("link", { name: /^Generate / });
  await expect(generate).toHaveCount(12);
  for (const href of await generate.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toBe("/api/login");
  await expect(page.getByRole("article", { name: "Forever Free" })).toContainText("$0");
  await expect(page.getByRole("article", { name: "Lifetime Access" })).toContainText("$29");

  // Sign in through the development form.
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL(/\/api\/login$/);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByRole("button", { name: "Sign in" }).click();

  // The dashboard with this user's real (empty) data.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Ada!" })).toBeVisible();
  await expect(page.getByTestId("current-user")).toContainText("Ada");
  for (const card of ["Documents Generated", "Signed Contracts", "Saved Drafts"])
    await expect(page.getByRole("group", { name: card })).toContainText("0");
  await expect(page.getByRole("group", { name: "Invoice Total" })).toContainText("$0.00");
  await expect(page.getByText("No documents yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Document" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrade to Lifetime Access" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Quick Tools" }).getByRole("link")).toHaveCount(6);

  // A tool from Quick Tools, and back.
  await page.getByRole("region", { name: "Quick Tools" }).getByRole("link", { name: /E-commerce/ }).click();
  await expect(page).toHaveURL(/\/tools\/ecommerce-policies$/);
  await expect(page.getByRole("heading", { level: 1, name: "E-commerce Policy Generator" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Ada!" })).toBeVisible();

  // A wrong address.
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await expect(page.getByText(/doesn't exist or has moved/)).toBeVisible();

  // Sign out: back to the landing page, and the session is gone on the server.
  await page.goto("/");
  await page.getByRole("link", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});

test("a signed-out visitor on /dashboard is told and sent to sign in", async ({ page }) => {
  await recordToasts(page);
  await page.goto("/dashboard");
  await expectToldThenSentToSignIn(page, "Unauthorized", "You are logged out. Logging in again...", "/dashboard");
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("a signed-out visitor at a tool's address signs in and lands on the tool", async ({ page }) => {
  await page.goto("/tools/quote-generator?ref=newsletter");
  await expectSignInPage(page, "/tools/quote-generator?ref=newsletter");
  await submitSignIn(page, "deeplink-tool@e2e.test", "Tia");
  await expect(page).toHaveURL(/\/tools\/quote-generator\?ref=newsletter$/);
  // The quote tool (no tool is Coming Soon any more): its form, the type fixed to quote.
  await expect(page.getByRole("heading", { level: 1, name: "Quote Generator" })).toBeVisible();

  // A wrong address is still the not-found page.
  await page.goto("/tools/no-such-tool");
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("the landing page works on a phone", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // No horizontal scrolling on a narrow screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel("Menu").click();
  await expect(page.getByRole("link", { name: "Pricing" }).first()).toBeVisible();
  await phone.close();
});
