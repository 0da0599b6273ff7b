// A third-party tag never acts as the admin. An active custom analytics provider's
// script (served here by Playwright in place of its https host) tries to read every user and to
// make a plain user an admin. In an admin's browser it never loads, on any page; in a plain user's
// it loads and both calls are refused; and a page that loaded it enters /admin by a full page load.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signIn, submitSignIn } from "./helpers";

const ADMIN = "admin@e2e.test"; // an admin through ADMIN_EMAILS (playwright.config.ts)
const TAG_URL = "https://tags.e2e.test/tag.js";

interface TagResult {
  path: string;
  list: number | string;
  patch: number | string;
}

/** The hostile tag: it records what its calls answered in window.__tagResults. */
const hostileTag = (targetId: string) => `
(async () => {
  const result = { path: location.pathname };
  try { result.list = (await fetch("/api/admin/users")).status; } catch (e) { result.list = String(e); }
  try {
    result.patch = (await fetch("/api/admin/users/${targetId}", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "make-admin" }),
    })).status;
  } catch (e) { result.patch = String(e); }
  (window.__tagResults ??= []).push(result);
})();
`;

/** Serves the tag to this browser and counts how often it was asked for. */
async function serveTag(context: BrowserContext, targetId: string) {
  const served = { count: 0 };
  await context.route(TAG_URL, (route) => {
    served.count++;
    return route.fulfill({ contentType: "text/javascript", body: hostileTag(targetId) });
  });
  return served;
}

const tagResults = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tagResults?: TagResult[] }).__tagResults ?? []);
const tags = (page: Page) => page.locator("script[data-analytics-provider]");

async function signedIn(context: BrowserContext, email: string, firstName: string) {
  const page = await context.newPage();
  await signIn(page, email, firstName);
  return page;
}

async function roleOf(admin: Page, email: string) {
  const res = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const [user] = (await res.json()) as { email: string; role: string; id: string }[];
  return user!;
}

test("an active provider's tag never runs as the admin; a page that ran it enters /admin by a full page load", async ({
  browser,
}) => {
  // Three people sign in and a dozen pages load: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  // The user the tag tries to make an admin, and one who will be made an admin with a tag loaded.
  const targetContext = await browser.newContext();
  await signedIn(targetContext, "target@tags-e2e.test", "Tara");
  await targetContext.close();
  const promotedContext = await browser.newContext();
  const promoted = await signedIn(promotedContext, "promoted@tags-e2e.test", "Pia");

  const adminContext = await browser.newContext();
  const admin = await signedIn(adminContext, ADMIN, "Alex");
  const target = await roleOf(admin, "target@tags-e2e.test");
  expect(target.role).toBe("user");
  const served = await serveTag(adminContext, target.id);

  // The provider, switched on by the admin.
  const created = await admin.request.post("/api/admin/analytics", { data: { provider: "custom", trackingId: TAG_URL } });
  expect(created.status()).toBe(201);
  const provider = (await created.json()) as { id: string };

  try {
    // As the admin, on every kind of page, loaded directly and reached inside the app.
    for (const path of ["/", "/dashboard", "/documents", "/settings/business", "/tools", "/admin", "/admin/users"]) {
      await admin.goto(path);
      // Settled: a tag would have been asked for by now. (Where one runs, its calls can keep the
      // network busy: the count below is what decides.)
      await admin.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
      expect(served.count, `tag requests on ${path}`).toBe(0);
      expect(await tags(admin).count(), path).toBe(0);
    }
    await admin.goto("/");
    await admin.waitForLoadState("networkidle");
    await admin.getByRole("link", { name: "Admin Panel" }).click();
    await expect(admin.getByText("Admin Panel")).toBeVisible();
    await admin.goBack();
    await admin.waitForLoadState("networkidle");
    expect(served.count).toBe(0);
    expect(await tagResults(admin)).toEqual([]);
    expect((await roleOf(admin, "target@tags-e2e.test")).role).toBe("user");

    // A plain user's dashboard does load it (so the tag above had every chance), and the server
    // refuses both of its calls.
    const pageServed = await serveTag(promotedContext, target.id);
    await promoted.goto("/dashboard");
    await expect(tags(promoted)).toHaveCount(1);
    await expect.poll(() => tagResults(promoted)).toEqual([{ path: "/dashboard", list: 403, patch: 403 }]);
    expect(pageServed.count).toBe(1);
    expect((await roleOf(admin, "target@tags-e2e.test")).role).toBe("user");

    // That user is made an admin while the page with the tag is open: they are signed out
    // everywhere, so that page's tag holds a dead session. Moving into /admin inside the app is a
    // full page load: the old page and its tag are gone; they sign in again, and as an admin their
    // pages load no tag.
    const promotedUser = await roleOf(admin, "promoted@tags-e2e.test");
    const made = await admin.request.patch(`/api/admin/users/${promotedUser.id}`, { data: { action: "make-admin" } });
    expect(made.status()).toBe(200);
    await promoted.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const reloaded = promoted.waitForEvent("load");
    await promoted.evaluate(() => {
      window.history.pushState(null, "", "/admin");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await reloaded;
    // Signed out: the admin page they landed on sends them to the sign-in.
    await expect(promoted).toHaveURL(/\/api\/login/);
    expect(await promoted.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    await submitSignIn(promoted, "promoted@tags-e2e.test", "Pia");
    await expect(promoted).not.toHaveURL(/\/api\/login/);
    await promoted.goto("/admin");
    await expect(promoted.getByText("Admin Panel")).toBeVisible();
    await promoted.waitForLoadState("networkidle");
    await expect(tags(promoted)).toHaveCount(0);
    expect(await tagResults(promoted)).toEqual([]);
    // And as an admin now, their dashboard loads no tag either.
    await promoted.goto("/dashboard");
    await promoted.waitForLoadState("networkidle");
    await expect(tags(promoted)).toHaveCount(0);
    expect(pageServed.count).toBe(1);

    expect((await roleOf(admin, "target@tags-e2e.test")).role).toBe("user");
  } finally {
    // Removed, so the other specs' pages stay untracked.
    expect((await admin.request.delete(`/api/admin/analytics/${provider.id}`)).status()).toBe(204);
    await adminContext.close();
    await promotedContext.close();
  }
});
