// The Logo & favicon studio in Chromium against the real server: the live preview follows the
// form, "Download the kit" saves a ZIP holding the whole kit, and "Use as my business logo" puts
// logo.png on the default business profile. Needs /tools/logo-generator wired in the router.
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { LOGO_KIT_FILES } from "../shared/logo-studio";
import { signIn, toast } from "./helpers";

test("design a logo, download its kit and keep it as the business logo", async ({ page }) => {
  await signIn(page, "logo@e2e.test", "Lou");
  await page.goto("/tools/logo-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Logo & Favicon Studio" })).toBeVisible();

  const preview = page.getByRole("region", { name: "Live preview" });
  await page.getByLabel("Business name").fill("Northwind Coffee");
  await expect(preview.getByText("Northwind Coffee")).toHaveCount(3);
  await page.getByLabel("Coffee").check({ force: true });
  await page.getByLabel("Primary colour", { exact: true }).fill("#7c2d12");
  await expect(page.getByRole("region", { name: "Contrast passes WCAG AA" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the kit" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("northwind-coffee-logo-kit.zip");
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(files).sort()).toEqual([...LOGO_KIT_FILES].sort());
  await expect(toast(page, "Logo kit downloaded")).toBeVisible();

  await page.getByRole("button", { name: "Use as my business logo" }).click();
  await expect(toast(page, "Logo saved to your business profile")).toBeVisible();
  const profiles = await (await page.request.get("/api/business-profiles")).json();
  expect(profiles).toHaveLength(1);
  expect(profiles[0]).toMatchObject({ name: "Northwind Coffee", isDefault: true });
  expect(profiles[0].logoUrl).toBeTruthy();
});
