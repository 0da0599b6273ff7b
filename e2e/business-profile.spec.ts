// A business profile end to end, in Chromium against the real server: made in Settings with a logo
// uploaded through the form, then carried by a generated invoice (the issuer's name and the logo),
// then the logo & favicon studio's kit downloaded as a ZIP.
import { stat } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signIn, toast } from "./helpers";

test("a business with a logo, on an invoice; then a favicon kit", async ({ page }) => {
  await signIn(page, "brand@e2e.test", "Bea");

  // Settings → Business: a new profile, its logo chosen in the form.
  await page.goto("/settings/business");
  await expect(page.getByRole("heading", { level: 1, name: "Business" })).toBeVisible();
  await page.getByRole("button", { name: "Add your business" }).click();
  await page.getByLabel("Legal name").fill("Northwind Coffee GmbH");
  await page.getByLabel("Address line 1").fill("Kaffeestraße 7");
  await page.getByLabel("City").fill("Hamburg");
  await page.getByLabel("Postal code").fill("20095");
  await page.getByLabel(/^E-mail/).fill("billing@northwind.example");
  const logo = await sharp({ create: { width: 320, height: 120, channels: 4, background: "#7c2d12" } }).png().toBuffer();
  await page.getByLabel("Logo").setInputFiles({ name: "northwind.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByTestId("logo-preview").getByRole("img")).toBeVisible();
  await page.getByRole("button", { name: "Save business" }).click();
  await expect(toast(page, "Business profile saved")).toBeVisible();

  const card = page.getByRole("listitem", { name: "Northwind Coffee GmbH" });
  await expect(card.getByText("Default", { exact: true })).toBeVisible();
  const thumbnail = card.getByRole("img", { name: "Northwind Coffee GmbH logo" });
  await expect(thumbnail).toHaveAttribute("src", /\/api\/business-profiles\/[0-9a-f-]{36}\/logo\?v=/);
  // The stored logo really loads.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The invoice: the default business is preselected and issues it.
  await page.goto("/tools/invoice-generator");
  await expect(page.getByLabel("Business", { exact: true })).toContainText("Northwind Coffee GmbH");
  await expect(page.getByTestId("invoice-issuer")).toHaveText("Issued by Northwind Coffee GmbH");
  await page.getByLabel("Client Name").fill("Zeta Corp");
  await page.getByLabel("Description (item 1)").fill("Espresso machine servicing");
  await page.getByLabel("Price (item 1)").fill("240");
  await page.getByRole("button", { name: "Generate Invoice" }).click();

  const heading = page.getByRole("heading", { level: 2, name: "Generated Invoice", exact: true });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();
  const preview = page.getByTestId("document-preview");
  await expect(preview.getByTestId("document-content")).toContainText("Northwind Coffee GmbH");
  await expect(preview.locator("img.doc-brand-logo")).toBeVisible();
  await expect(preview.locator("img.doc-brand-logo")).toHaveAttribute("alt", "Northwind Coffee GmbH");
  // One preview: the live one has made way for the document.
  await expect(page.getByTestId("invoice-preview")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();

  // Its e-invoice needs what the profile lacks (a country): the button is disabled and says why.
  await page.getByRole("link", { name: "Open document" }).click();
  const cii = page.getByTestId("e-invoice-downloads").getByRole("button", { name: "CII" });
  await expect(cii).toBeDisabled();
  await expect(page.getByTestId("e-invoice-blocked")).toContainText(/CII needs .*your business profile's country/);

  // The logo & favicon studio: a kit, downloaded.
  await page.goto("/tools/logo-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Logo & Favicon Studio" })).toBeVisible();
  await page.getByLabel("Business name").fill("Northwind Coffee");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the kit" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  expect((await stat(await download.path())).size).toBeGreaterThan(0);
});
