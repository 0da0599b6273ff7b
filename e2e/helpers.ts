// Steps the specs share: signing in through the development form, a Radix select, a toast, a generated NDA, a
// generated document opened and downloaded as a PDF, and an e-mail read from the development outbox.
import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** On the sign-in page: fill the development form and submit it. */
export async function submitSignIn(page: Page, email: string, firstName: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Sign in (a new account the first time) and land on the dashboard, which greets the user. */
export async function signIn(page: Page, email: string, firstName: string) {
  await page.goto("/api/login");
  await submitSignIn(page, email, firstName);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** Pick an option of a Radix select by its label. */
export async function choose(page: Page, label: string, option: string) {
  // From the keyboard, as a keyboard user picks: a pointer pick raced the list's own settling. On a
  // busy machine the list kept moving after Playwright judged it stable (Radix places it, then
  // scrolls the first item into view, then shows its scroll buttons), so a press could land on the
  // option and its release on another, which picks nothing and leaves the list open. Keys go to
  // the focused option wherever it is drawn. The pointer is parked in a corner first: a list opened
  // under a resting pointer takes its hover, and with it the focus.
  const trigger = page.getByLabel(label, { exact: true });
  await page.mouse.move(0, 0);
  await trigger.focus();
  await trigger.press("Enter");
  // Radix moves the focus into the list once it has placed it: after that, focus stays where it's put.
  await expect(page.locator('[role="listbox"]:focus-within')).toHaveCount(1);
  await page.getByRole("option", { name: option, exact: true }).press("Enter");
  await expect(trigger).toContainText(option);
}

/** A toast in the notifications region (Radix also announces it once elsewhere, for screen readers). */
export const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

/** From the tool page back to the dashboard, then open the document from Recent Documents; its id. */
export async function openFromDashboard(page: Page, title: string): Promise<string> {
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  const recent = page.getByRole("list", { name: "Recent documents" });
  await recent.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Dashboard");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Open the viewer of the signed-in user's document with this title, as the documents list links it; its id. */
export async function openByTitle(page: Page, title: string): Promise<string> {
  const list = (await (await page.request.get("/api/documents")).json()) as { id: string; title: string }[];
  const id = list.find((d) => d.title === title)!.id;
  await page.goto(`/documents/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return id;
}

/**
 * In the viewer: download the PDF as a person would and check it is one, then the same export
 * through the API (status, content type, bytes). `timeout`: for the download, on a long document.
 */
export async function downloadPdfFromViewer(page: Page, documentId: string, { timeout }: { timeout?: number } = {}) {
  const downloadPromise = page.waitForEvent("download", timeout === undefined ? {} : { timeout });
  await page.getByRole("link", { name: "PDF", exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const res = await page.request.get(`/api/documents/${documentId}/export/pdf`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/** The newest message of the development outbox whose subject matches: its subject and its page's text. */
export async function latestMail(request: APIRequestContext, subject: RegExp): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = await (await request.get("/dev/outbox")).text();
        const match = [...list.matchAll(/<a href="\/dev\/outbox\/([0-9a-f-]{36})">([^<]*)<\/a>/g)].find((m) => subject.test(m[2]!));
        if (!match) return false;
        found = { subject: match[2]!, text: await (await request.get(`/dev/outbox/${match[1]}`)).text() };
        return true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

type Party = { name: string; address: string; email: string };

/** A mutual Delaware NDA between two parties, generated through the API as the signed-in user; its id and title. */
export async function generateNda(page: Page, disclosingParty: Party, receivingParty: Party): Promise<{ id: string; title: string }> {
  const generated = await page.request.post("/api/generate/nda", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      type: "mutual",
      disclosingParty,
      receivingParty,
      purpose: "Evaluating a possible partnership between the parties.",
      duration: "2-years",
      governingLaw: "delaware",
      effectiveDate: "2026-12-01",
    },
  });
  expect(generated.status()).toBe(201);
  return (await generated.json()) as { id: string; title: string };
}
