// Settings → Account end to end, in Chromium against the real server: change the name, download
// everything as a ZIP, delete the account behind the typed e-mail; signing in again with the same
// e-mail then makes a fresh, empty account.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signIn, toast } from "./helpers";

test("change the name, download my data, delete the account, start afresh", async ({ page }) => {
  const email = "leaving@e2e.test";
  await signIn(page, email, "Ana");
  const before = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const made = await page.request.post("/api/generate/privacy-policy", {
    data: {
      companyName: "Leaving Co",
      website: "https://leaving.example",
      email: "privacy@leaving.example",
      dataCollected: ["personal-info"],
      dataUse: ["provide-services"],
      regions: ["GDPR"],
    },
  });
  expect(made.status()).toBe(201);

  await page.goto("/settings/account");
  await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");

  // The name.
  await page.getByLabel("First name").fill("Anastasia");
  await page.getByLabel("Last name").fill("Leaving");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(toast(page, "Account updated")).toBeVisible();
  await expect(page.getByTestId("current-user")).toContainText("Anastasia");
  expect(await (await page.request.get("/api/auth/user")).json()).toMatchObject({ firstName: "Anastasia", lastName: "Leaving" });

  // Everything, as a ZIP.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^founderdocs-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const account = JSON.parse(strFromU8(files["account.json"]!)) as { account: { email: string; firstName: string }; documents: { files: { pdf: string } }[] };
  expect(account.account).toMatchObject({ email, firstName: "Anastasia" });
  expect(account.documents).toHaveLength(1);
  expect(strFromU8(files[account.documents[0]!.files.pdf]!.subarray(0, 5))).toBe("%PDF-");

  // Deleting: the e-mail typed out, then the landing page.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Type your e-mail address to confirm").fill("someone-else@e2e.test");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That is not your account's e-mail address")).toBeVisible();
  await dialog.getByLabel("Type your e-mail address to confirm").fill(email);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  // The session cookie went with it.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("founderdocs.sid");

  // The same e-mail again: a new, empty account.
  await signIn(page, email, "Ana");
  const fresh = (await (await page.request.get("/api/auth/user")).json()) as { id: string; documentsGenerated: number; firstName: string };
  expect(fresh.id).not.toBe(before.id);
  expect(fresh).toMatchObject({ documentsGenerated: 0, firstName: "Ana" });
  expect(await (await page.request.get("/api/documents")).json()).toEqual([]);
  expect(await (await page.request.get("/api/business-profiles")).json()).toEqual([]);
});
