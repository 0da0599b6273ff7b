// The client book end to end, in Chromium against the real server: a client added on /clients
// (reached from the app's navigation), picked in the invoice form, and its outstanding balance
// after the invoice; the page at 390 px and the header at 768 px never scroll sideways.
import { expect, test, type Page } from "@playwright/test";
import { choose, signIn, toast } from "./helpers";

const noSidewaysScroll = async (page: Page) => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
};

test("a client added in the book, picked on an invoice, owes its total", async ({ page }) => {
  await signIn(page, "book@e2e.test", "Cleo");
  await page.goto("/documents");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();

  await page.getByRole("button", { name: "Add client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a client" });
  await dialog.getByLabel("Name", { exact: true }).fill("Globex GmbH");
  await dialog.getByLabel(/^Email/).fill("ap@globex.example");
  await choose(page, "Country", "Germany");
  await dialog.getByLabel(/^VAT ID/).fill("DE123456789");
  await dialog.getByRole("button", { name: "Add client" }).click();
  await expect(toast(page, "Client added")).toBeVisible();
  const row = page.getByTestId("client-row").filter({ hasText: "Globex GmbH" });
  await expect(row.getByTestId("client-outstanding")).toHaveText("Outstanding: Nothing outstanding");

  await page.goto("/tools/invoice-generator");
  await choose(page, "Client (optional)", "Globex GmbH");
  await expect(page.getByLabel("Client Name")).toHaveValue("Globex GmbH");
  await expect(page.getByLabel(/^Client VAT ID/)).toHaveValue("DE123456789");
  await page.getByLabel("Description (item 1)").fill("Strategy workshop");
  await page.getByLabel("Price (item 1)").fill("240");
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Generated Invoice", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("document-preview").getByTestId("document-content")).toContainText("Globex GmbH");

  await page.goto("/clients");
  await expect(row.getByTestId("client-outstanding")).toHaveText("Outstanding: $240.00");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row).toBeVisible();
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" })).toBeVisible();
  await noSidewaysScroll(page);
});
