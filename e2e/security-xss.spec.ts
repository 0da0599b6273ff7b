// XSS in the browser: every text field of every tool filled with script and event-handler payloads.
// The tool page's preview (live for the invoice), the document viewer, the shared page and the
// downloaded HTML export opened in a page never run them: window.__xss stays unset in every frame
// and no dialog opens. Run: npx vite build --logLevel warn && E2E_PORT=5077 npx playwright test e2e/security-xss.spec.ts
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { choose, signIn } from "./helpers";

const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `'><iframe srcdoc="<script>parent.__xss=1</script>">`,
  `</textarea></title></style><script>window.__xss=1</script>`,
  `<a href="javascript:window.__xss=1">link</a>`,
];
const SHORT = PAYLOADS.slice(0, 4).join(" ");
const LONG = PAYLOADS.join("\n");

/** Traps in every frame of every page: setting __xss, or any dialog, is recorded. */
async function guard(context: BrowserContext) {
  const fired: string[] = [];
  await context.addInitScript(() => {
    let set = false;
    Object.defineProperty(window, "__xss", {
      configurable: false,
      get: () => (set ? 1 : undefined),
      set: () => {
        set = true;
        console.error(`XSS FIRED in ${location.href}`);
      },
    });
  });
  context.on("console", (msg) => {
    if (msg.text().includes("XSS FIRED")) fired.push(msg.text());
  });
  context.on("dialog", (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return fired;
}

async function expectNothingRan(page: Page, fired: string[], where: string) {
  await page.waitForTimeout(200); // a handler on a failed image fires a moment after load
  for (const frame of page.frames()) {
    const value = await frame.evaluate(() => (window as { __xss?: unknown }).__xss).catch(() => undefined);
    expect(value, `${where}: window.__xss in ${frame.url()}`).toBeUndefined();
  }
  expect(fired, where).toEqual([]);
}

/** Generate from the tool page, then check the preview; returns the new document's id. */
async function generate(page: Page, fired: string[], button: string, tool: string): Promise<string> {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/(?:generate|invoices)/.test(r.url()));
  await page.getByRole("button", { name: button }).click();
  const res = await answer;
  expect(res.status(), `${tool}: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { id?: string; document?: { id: string } };
  const content = page.getByTestId("document-content");
  await expect(content).toContainText("window.__xss=1", { timeout: 30_000 });
  await expectNothingRan(page, fired, `${tool} preview`);
  return body.document?.id ?? body.id!;
}

/** The viewer, the shared page (signed out) and the HTML export opened from disk. */
async function openEverywhere(page: Page, fired: string[], id: string, tool: string, dir: string) {
  await page.goto(`/documents/${id}`);
  await expect(page.getByTestId("document-content")).toContainText("window.__xss=1");
  await expectNothingRan(page, fired, `${tool} viewer`);

  const share = await page.request.post(`/api/documents/${id}/share`);
  expect(share.ok()).toBe(true);
  const { url } = (await share.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByText("window.__xss=1").first()).toBeVisible();
  await expectNothingRan(page, fired, `${tool} shared page`);

  const html = await page.request.get(`/api/documents/${id}/export/html`);
  expect(html.ok()).toBe(true);
  const file = path.join(dir, `${tool.replace(/\W+/g, "-")}.html`);
  await writeFile(file, await html.body());
  await page.goto(`file://${file}`);
  await expect(page.getByText("window.__xss=1").first()).toBeVisible();
  await expectNothingRan(page, fired, `${tool} HTML export file`);
}

test("control: the traps do catch these payloads on a page that does not escape them", async ({ browser }) => {
  const context = await browser.newContext();
  const fired = await guard(context);
  const page = await context.newPage();
  await page.route("http://control.test/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><body>${PAYLOADS.join("")}<script>alert(1)</script></body>` }),
  );
  await page.goto("http://control.test/");
  await expect.poll(() => fired.length).toBeGreaterThanOrEqual(4);
  expect(fired.some((f) => f.startsWith("dialog:"))).toBe(true);
  await context.close();
});

test("script payloads in every field never run in the app, the shared page or the export", async ({ browser }) => {
  // A guard against a hang only: 19 s on a quiet CI machine, five times that with load 10.
  test.setTimeout(300_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), "fd-xss-"));
  let checked = 0;
  try {
    // Two people (three documents each on the Free plan).
    const first = await browser.newContext();
    const fired = await guard(first);
    const page = await first.newPage();
    await signIn(page, "xss-one@e2e.test", "Xena");
    await expectNothingRan(page, fired, "dashboard");

    await page.goto("/tools/privacy-policy");
    await page.getByLabel("Company Name").fill(SHORT);
    await page.getByLabel("Website URL").fill("https://acme.example");
    await page.getByLabel("Contact Email").fill("privacy@acme.example");
    await page.getByLabel("Business Address").fill(LONG);
    await page.getByLabel("Payment information").check();
    await page.getByLabel("Customer support", { exact: true }).check();
    await page.getByLabel("GDPR (European Union)").check();
    const privacy = await generate(page, fired, "Generate Privacy Policy", "privacy policy");

    await page.goto("/tools/terms-conditions");
    await page.getByLabel("Company Name").fill(SHORT);
    await page.getByLabel("Website URL").fill("https://acme.example");
    await choose(page, "Business Type", "SaaS");
    await page.getByLabel("Business accepts payments").check();
    await page.getByLabel(/Refund Policy/).fill(LONG);
    await choose(page, "Governing Law", "Delaware, United States");
    const terms = await generate(page, fired, "Generate Terms & Conditions", "terms");

    await page.goto("/tools/cookie-policy");
    await page.getByLabel("Company Name").fill(SHORT);
    await page.getByLabel("Website URL").fill("https://acme.example");
    await page.getByLabel("Contact Email").fill("privacy@acme.example");
    await page.getByLabel("Business Address").fill(LONG);
    await page.getByLabel("Essential", { exact: true }).check();
    await page.getByLabel("analytics and performance tracking").check();
    await page.getByLabel("GDPR (European Union)").check();
    await page.getByLabel("Uses analytics tools").check();
    const cookie = await generate(page, fired, "Generate Cookie Policy", "cookie policy");
    // The consent banner runs live in its sandboxed frame, with the payloads in its config.
    await expect(page.frameLocator("iframe").first().locator("#cc-main")).toContainText("window.__xss=1", { timeout: 15_000 });
    await expectNothingRan(page, fired, "cookie banner preview");

    for (const [id, tool] of [
      [privacy, "privacy policy"],
      [terms, "terms"],
      [cookie, "cookie policy"],
    ] as const) {
      await openEverywhere(page, fired, id, tool, dir);
      checked++;
    }
    await first.close();

    const second = await browser.newContext();
    const fired2 = await guard(second);
    const page2 = await second.newPage();
    await signIn(page2, "xss-two@e2e.test", "Yuri");

    await page2.goto("/tools/nda-generator");
    await page2.getByLabel("Mutual", { exact: true }).check();
    const a = page2.getByRole("group", { name: "First Party" });
    const b = page2.getByRole("group", { name: "Second Party" });
    await a.getByLabel("Name").fill(SHORT);
    await a.getByLabel("Address").fill(LONG);
    await a.getByLabel("Email").fill("legal@acme.example");
    await b.getByLabel("Name").fill(`${SHORT} 2`);
    await b.getByLabel("Address").fill(LONG);
    await b.getByLabel("Email").fill("deals@globex.example");
    await page2.getByLabel("Purpose").fill(LONG);
    await choose(page2, "Duration", "2 years");
    await choose(page2, "Governing Law", "California, United States");
    const nda = await generate(page2, fired2, "Generate NDA", "NDA");

    await page2.goto("/tools/invoice-generator");
    await page2.getByLabel("Client Name").fill(SHORT);
    await page2.getByLabel("Client Email").fill("ap@globex.example");
    await page2.getByLabel("Client Address").fill(LONG);
    await page2.getByLabel("Description (item 1)").fill(PAYLOADS.slice(0, 3).join(" "));
    await page2.getByLabel("Price (item 1)").fill("10");
    await page2.getByRole("button", { name: "Add Item" }).click();
    await page2.getByLabel("Description (item 2)").fill(PAYLOADS.slice(3).join(" ").slice(0, 500));
    await page2.getByLabel("Price (item 2)").fill("5");
    // The invoice preview is live: it shows the payloads as they are typed.
    await expect(page2.getByTestId("invoice-preview")).toContainText("window.__xss=1");
    await expectNothingRan(page2, fired2, "invoice live preview");
    const invoice = await generate(page2, fired2, "Generate Invoice", "invoice");

    for (const [id, tool] of [
      [nda, "NDA"],
      [invoice, "invoice"],
    ] as const) {
      await openEverywhere(page2, fired2, id, tool, dir);
      checked++;
    }
    await second.close();
    console.log(
      `[security] XSS (browser): ${PAYLOADS.length} payloads in every text field of 5 tools; tool previews, ${checked} viewers, ${checked} shared pages and ${checked} HTML exports opened in Chromium: window.__xss never set, 0 dialogs`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
