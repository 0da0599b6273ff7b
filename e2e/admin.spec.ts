// The admin panel as an admin meets it, against the real server (in-memory PGlite) in Chromium:
// figures, finding and blocking a user (whose open browser is then refused), switching an
// analytics provider on for the site (and off again), and a plain user kept out.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { choose, signIn, submitSignIn, toast } from "./helpers";

const ADMIN = "admin@e2e.test"; // an admin through ADMIN_EMAILS (playwright.config.ts)

async function signedInPage(browser: Browser, email: string, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, firstName);
  return { context, page };
}

const tags = (page: Page) => page.locator("script[data-analytics-provider]");

test("an admin runs the platform: figures, blocking a user, an analytics provider", async ({
  browser,
}) => {
  // A user who is signed in, in their own browser, before the admin acts.
  const victim = await signedInPage(browser, "vic@admin-e2e.test", "Vic");
  await expect(victim.page.getByRole("heading", { name: "Welcome back, Vic!" })).toBeVisible();

  const { context: adminContext, page } = await signedInPage(browser, ADMIN, "Alex");

  // The dashboard with real figures.
  await page.goto("/admin");
  await expect(page.getByText("Admin Panel")).toBeVisible();
  await expect(page.getByTestId("admin-user")).toHaveText("Alex");
  await expect(page.getByRole("link", { name: "Exit Admin" })).toHaveAttribute("href", "/");
  const totalUsers = page.getByRole("group", { name: "Total Users" });
  await expect(totalUsers).toContainText(/from yesterday/);
  const count = Number((await totalUsers.locator("p").nth(1).innerText()).replace(/,/g, ""));
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("group", { name: "Revenue" })).toContainText("payments this week");
  await expect(page.getByRole("group", { name: "Conversion Rate" })).toContainText("%");
  await expect(page.getByRole("combobox", { name: "Period" })).toHaveText(/Last 7 days/);
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("signed in");

  // Find the user and block them through the confirmation.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Users" })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole("searchbox", { name: "Search users" }).fill("vic@admin-e2e");
  const row = page.getByTestId("user-row").filter({ hasText: "vic@admin-e2e.test" });
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-count")).toHaveText("1 user");
  await row.getByRole("button", { name: /^Block / }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Action" });
  await expect(dialog).toContainText(
    "Are you sure you want to block Vic? This action will take effect immediately.",
  );
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(toast(page, "User has been blocked")).toBeVisible();
  await expect(row).toContainText("Blocked");
  await expect(row.getByRole("button", { name: /^Unblock / })).toBeVisible();

  // Their open browser is refused on its next load.
  await victim.page.reload();
  await expect(
    victim.page.getByRole("heading", { name: "Your account has been blocked" }),
  ).toBeVisible();

  // Unblocked: the open tab, next time it is looked at, goes to sign in, and the user is back in.
  await row.getByRole("button", { name: /^Unblock / }).click();
  await page.getByRole("dialog", { name: "Confirm Action" }).getByRole("button", { name: "Unblock" }).click();
  await expect(toast(page, "User has been unblocked")).toBeVisible();
  await victim.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(victim.page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await submitSignIn(victim.page, "vic@admin-e2e.test", "Vic");
  await expect(victim.page.getByRole("heading", { name: "Welcome back, Vic!" })).toBeVisible();
  await victim.context.close();
  // Blocked again for the activity log below.
  await row.getByRole("button", { name: /^Block / }).click();
  await page.getByRole("dialog", { name: "Confirm Action" }).getByRole("button", { name: "Block" }).click();
  await expect(row.getByRole("button", { name: /^Unblock / })).toBeVisible();

  // The activity log has it, with who did it.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Activity Logs" })
    .click();
  await expect(page.getByTestId("activity-row").first()).toContainText(
    "Blocked vic@admin-e2e.test",
  );

  // Switch Google Analytics on for the site.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await page.getByRole("button", { name: "Add Provider" }).first().click();
  const add = page.getByRole("dialog");
  await choose(page, "Provider Type", "Google Analytics");
  await expect(add.getByLabel("Tracking ID")).toHaveAttribute("placeholder", "G-XXXXXXXXXX");
  await add.getByLabel("Tracking ID").fill("G-TEST12345");
  await add.getByRole("button", { name: "Add Provider" }).click();
  await expect(toast(page, "Analytics provider added successfully")).toBeVisible();
  const provider = page.getByTestId("provider-row").filter({ hasText: "G-TEST12345" });
  await expect(provider).toContainText("Active");
  await expect(page.getByRole("group", { name: "Google Analytics" })).toContainText("Active");

  // The admin panel itself never carries a tag.
  await page.reload();
  await expect(provider).toBeVisible();
  await expect(tags(page)).toHaveCount(0);

  // A visitor's landing page does: the official gtag.js with the ID (the request itself is cut).
  const visitor = await browser.newContext();
  await visitor.route("**/*googletagmanager*", (route) => route.abort());
  const landing = await visitor.newPage();
  await landing.goto("/");
  const gtag = landing.locator('script[data-analytics-provider="google_analytics"]');
  await expect(gtag).toHaveCount(1);
  expect(await gtag.getAttribute("src")).toContain("G-TEST12345");
  expect(
    await landing.evaluate(() =>
      JSON.stringify(
        (window as unknown as { dataLayer: unknown[] }).dataLayer.map((a) =>
          Array.from(a as ArrayLike<unknown>),
        ),
      ),
    ),
  ).toContain('["config","G-TEST12345"]');

  // Switched off, it is gone on the next page load.
  await provider.getByRole("switch").click();
  await expect(toast(page, "Provider status updated")).toBeVisible();
  await expect(provider).toContainText("Inactive");
  await landing.reload();
  await expect(landing.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  await landing.waitForLoadState("networkidle");
  await expect(tags(landing)).toHaveCount(0);
  await visitor.close();

  // Removed, so the other specs' pages stay untracked.
  await provider.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Analytics provider removed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your First Provider" })).toBeVisible();
  await adminContext.close();
});

test("a plain user visiting /admin sees Access Denied", async ({ page }) => {
  await signIn(page, "plain@admin-e2e.test", "Pat");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin panel."),
  ).toBeVisible();
  await expect(page.getByText("Admin Panel", { exact: true })).toHaveCount(0);
  const back = page.getByRole("link", { name: "Return to Dashboard" });
  await expect(back).toHaveAttribute("href", "/");
  // The server says the same, whatever the browser does.
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
  await back.click();
  await expect(page.getByRole("heading", { name: "Welcome back, Pat!" })).toBeVisible();
});
