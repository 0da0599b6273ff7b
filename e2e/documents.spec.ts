// Documents kept as written, as a person manages them: generate one, find it on All documents,
// rename it, edit it in its own form (version 2) and read the difference, restore version 1,
// duplicate it, share the copy and delete it (its link and page are gone). Then every page a
// person can reach, on a phone, with long names and titles: nothing scrolls sideways. And a link
// to a document followed while signed out: sign in, and land on it.
import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectToldThenSentToSignIn, recordToasts } from "./login-redirect";
import { signIn, submitSignIn, toast } from "./helpers";

const ADMIN = "admin@e2e.test"; // an admin through ADMIN_EMAILS (playwright.config.ts)

const ndaBody = {
  disclosingParty: { name: "Helios Instruments", address: "1 Main St", email: "legal@helios.example" },
  receivingParty: { name: "Vega Partners", address: "2 Main St", email: "deals@vega.example" },
  purpose: "Discussing a supply agreement",
  duration: "1-year",
  governingLaw: "germany",
};

test("a person finds, renames, edits, compares, restores, duplicates and deletes a document", async ({
  page,
}) => {
  await signIn(page, "story@documents-e2e.test", "Sam");

  // Generate a privacy policy on its tool page.
  await page.goto("/tools/privacy-policy");
  await page.getByLabel("Company Name").fill("Orbital Widgets Ltd");
  await page.getByLabel("Website URL").fill("https://orbital-widgets.example");
  await page.getByLabel("Contact Email").fill("privacy@orbital-widgets.example");
  await page.getByLabel("Personal information (name, email, phone)").check();
  await page.getByLabel("Providing and improving our services").check();
  await page.getByLabel("GDPR (European Union)").check();
  await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
  await expect(page.getByText("Privacy Policy Generated", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  // Another document, so the search has something to leave out.
  expect((await page.request.post("/api/generate/nda", { data: ndaBody })).status()).toBe(201);

  // All documents, from the top bar; found by searching its title.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "All documents" })).toBeVisible();
  const rows = page.getByRole("list", { name: "Documents" }).getByRole("link");
  await expect(rows).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search by title, party or client" }).fill("orbital");
  await expect(page).toHaveURL(/\/documents\?q=orbital$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Privacy Policy — Orbital Widgets Ltd");
  await expect(rows.first()).toContainText("Final");
  await rows.first().click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("document-version")).toHaveText("Version 1");

  // Rename.
  await page.getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await rename.getByLabel("Title").fill("");
  await rename.getByRole("button", { name: "Save title" }).click();
  await expect(rename.getByText("Title is required")).toBeVisible();
  await rename.getByLabel("Title").fill("Orbital privacy notice");
  await rename.getByRole("button", { name: "Save title" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orbital privacy notice" })).toBeVisible();
  await expect(rename).toBeHidden();

  // Edit in the type's own form, filled with what the document was made from: version 2.
  await page.getByRole("button", { name: "Edit" }).click();
  const company = page.getByLabel("Company Name");
  await expect(company).toHaveValue("Orbital Widgets Ltd");
  // The category's checkbox (its retention period, below, is named after it too).
  await expect(page.getByRole("checkbox", { name: "Personal information (name, email, phone)" })).toBeChecked();
  await company.fill("Orbital Widgets Group");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Saved as version 2.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("document-version")).toHaveText("Version 2");
  const content = page.getByTestId("document-content");
  await expect(content).toContainText("Orbital Widgets Group");

  // The history, and the difference between the two versions.
  const versions = page.getByRole("list", { name: "Versions" }).getByTestId("version-row");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Version 2");
  await expect(versions.first()).toContainText("Current");
  // No hash in the reader's view (the API and the exports keep it).
  await expect(versions.first().locator("code")).toHaveCount(0);
  const changes = page.getByRole("region", { name: "Changes from version 1 to version 2" });
  await expect(changes.locator("ins").first()).toContainText("Group");
  await expect(changes.locator("del").first()).toContainText("Ltd");

  // Read version 1, then restore it: its text becomes version 3.
  await page.getByRole("button", { name: "View version 1" }).click();
  await expect(page.getByText(/You're viewing/)).toContainText("version 1");
  await expect(content).toContainText("Orbital Widgets Ltd");
  await expect(page.getByRole("link", { name: "PDF", exact: true })).toHaveAttribute(
    "href",
    `/api/documents/${id}/export/pdf?version=1`,
  );
  // Restoring asks first.
  await page.getByRole("button", { name: "Restore this version" }).click();
  const ask = page.getByRole("dialog", { name: "Restore version 1?" });
  await expect(ask).toContainText("Its text becomes the current version, version 3.");
  await ask.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toast(page, "The text of version 1 is now version 3.")).toBeVisible();
  await expect(page.getByTestId("document-version")).toHaveText("Version 3");
  await expect(content).toContainText("Orbital Widgets Ltd");
  await expect(versions).toHaveCount(3);
  // The current version's exports take the server's defaults (the business's paper).
  await expect(page.getByRole("link", { name: "PDF", exact: true })).toHaveAttribute(
    "href",
    `/api/documents/${id}/export/pdf`,
  );

  // Duplicate: the copy opens, as a draft (the original is final).
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orbital privacy notice (copy)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Finalize" })).toBeVisible();
  const copyId = new URL(page.url()).pathname.split("/").pop()!;
  expect(copyId).not.toBe(id);

  // Share the copy, then delete it behind the confirmation.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const shareUrl = await page.getByLabel("Share link").inputValue();
  expect((await page.request.get(shareUrl)).status()).toBe(200);
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this document?" });
  await expect(confirm).toContainText(
    "Its share link will stop working and its exports will no longer be available. This can't be undone.",
  );
  await confirm.getByRole("button", { name: "Delete document" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(toast(page, "Document deleted")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Documents" })).toContainText("Orbital privacy notice");
  await expect(page.getByRole("list", { name: "Documents" })).not.toContainText("(copy)");

  // Gone: its share link, its API address and its page.
  expect((await page.request.get(shareUrl)).status()).toBe(404);
  expect((await page.request.get(`/api/documents/${copyId}`)).status()).toBe(404);
  expect((await page.request.get(`/api/documents/${copyId}/export/markdown`)).status()).toBe(404);
  await page.goto(`/documents/${copyId}`);
  await expect(page.getByRole("heading", { name: "Document Not Found" })).toBeVisible();
});

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(PHONE_WIDTH);
  expect(scrollWidth, `${where} is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(
    innerWidth,
  );
}

// Not isMobile: a mobile viewport widens itself to fit wide content (innerWidth follows the
// content), which would hide the very overflow this looks for.
const PHONE_WIDTH = 390;
const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 }, hasTouch: true });

test("every page fits a 390 px phone, with long names and titles", async ({ browser }) => {
  test.setTimeout(180_000);
  const visitor = await phone(browser);
  const landing = await visitor.newPage();
  await landing.goto("/");
  await expect(landing.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(landing, "the landing page");
  await visitor.close();

  const context = await phone(browser);
  const page = await context.newPage();
  // An admin, so the admin pages are reachable too; with a name that would not fit.
  const longName = "Maximilianus-Bartholomaeus-Konstantinopolitanischer-Dudelsackpfeifer-Wilhelmina";
  await signIn(page, ADMIN, longName);
  const company = "Internationalisation-Consolidated-Manufacturing-Holdings-Worldwide Incorporated";
  const made = await page.request.post("/api/generate/privacy-policy", {
    data: {
      companyName: company,
      website: "https://consolidated.example",
      email: "privacy@consolidated.example",
      dataCollected: ["personal-info"],
      dataUse: ["provide-services"],
      regions: ["GDPR"],
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const longTitle = `Privacy-Policy-${"Supercalifragilisticexpialidocious".repeat(5)}`.slice(0, 200);
  expect(
    (await page.request.patch(`/api/documents/${id}`, { data: { title: longTitle } })).status(),
  ).toBe(200);

  const pages: { path: string; ready: (p: Page) => Promise<void> }[] = [
    {
      path: "/",
      ready: async (p) => {
        await expect(p.getByRole("list", { name: "Recent documents" })).toContainText("Supercali");
      },
    },
    {
      path: "/documents",
      ready: async (p) => {
        await expect(p.getByRole("list", { name: "Documents" })).toContainText("Supercali");
      },
    },
    {
      path: "/tools",
      ready: async (p) => {
        await expect(p.getByRole("list", { name: "All tools" }).getByRole("link")).toHaveCount(12);
      },
    },
    {
      path: `/documents/${id}`,
      ready: async (p) => {
        await expect(p.getByRole("heading", { level: 1, name: longTitle })).toBeVisible();
        await expect(p.getByRole("list", { name: "Versions" })).toBeVisible();
      },
    },
    {
      path: `/documents/${id}#edit`,
      ready: async (p) => {
        await p.getByRole("button", { name: "Edit" }).click();
        await expect(p.getByLabel("Company Name")).toHaveValue(company);
      },
    },
    ...[
      "/tools/privacy-policy",
      "/tools/terms-conditions",
      "/tools/cookie-policy",
      "/tools/nda-generator",
      "/tools/invoice-generator",
      "/tools/logo-generator",
      "/tools/ecommerce-policies",
    ].map((path) => ({
      path,
      ready: async (p: Page) => {
        await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
      },
    })),
    ...["/admin", "/admin/users", "/admin/analytics", "/admin/payments", "/admin/activity", "/admin/settings"].map(
      (path) => ({
        path,
        ready: async (p: Page) => {
          await expect(p.getByText("Admin Panel", { exact: true })).toBeVisible();
          await p.waitForLoadState("networkidle");
        },
      }),
    ),
    {
      path: "/no-such-page",
      ready: async (p) => {
        await expect(p.getByText("404 Page Not Found")).toBeVisible();
      },
    },
  ];

  // On a phone the top bar's links are behind its menu.
  await page.goto("/");
  await page.getByLabel("Menu").click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);

  const failures: string[] = [];
  for (const { path, ready } of pages) {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState("networkidle");
    try {
      await expectNoSidewaysScroll(page, path);
    } catch (err) {
      failures.push(String((err as Error).message).split("\n")[0]!);
    }
  }
  // Every page checked, then every failure reported at once.
  expect(failures).toEqual([]);
  await context.close();
});

test("a link to a document, followed while signed out, leads through sign-in to the document", async ({
  browser,
}) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, "deeplink@documents-e2e.test", "Dana");
  const made = await ownerPage.request.post("/api/generate/nda", { data: ndaBody });
  expect(made.status()).toBe(201);
  const { id, title } = (await made.json()) as { id: string; title: string };
  await owner.close();

  // A new browser, signed out, opens the link (from an e-mail, say).
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordToasts(page);
  await page.goto(`/documents/${id}`);
  await expectToldThenSentToSignIn(
    page,
    "Authentication Required",
    "Please log in to view documents.",
    `/documents/${id}`,
  );
  await submitSignIn(page, "deeplink@documents-e2e.test", "Dana");
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await context.close();
});
