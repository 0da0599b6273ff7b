// An NDA signed by two signers one after another, as the founder sees it at 1440 px: sent from the
// viewer, followed in the document's own signature panel (kept current without a reload), signed by
// the first signer at a desk with a typed signature and by the second on a 390 px phone with a
// drawn one. The sealed PDF fills both of the contract's signature blocks and numbers its pages
// through the document, the signature page and the certificate (checked with pdftotext).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { pdfPages, pdfToolsAvailable } from "../test/pdf-tools";
import { generateNda, latestMail, signIn } from "./helpers";

test.use({ viewport: { width: 1440, height: 900 } });

/** The tab coming back into view: what a founder does after signing happens elsewhere. */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));

/** One signer's turn: the e-mailed link, the code from the e-mail, the signature, the consent. */
async function sign(browser: Browser, owner: Page, email: string, how: { typed: string } | { drawOnPhone: true }) {
  const invite = await latestMail(owner.request, /asks you to sign/);
  expect(invite.text).toContain(email);
  const token = /\/sign\/([\w-]{43})/.exec(invite.text)![1]!;
  const phone = "drawOnPhone" in how;
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 1440, height: 900 } },
  );
  try {
    const signer = await context.newPage();
    await signer.goto(`/sign/${token}`);
    await signer.getByRole("button", { name: "Send me a code" }).click();
    await expect(signer.getByText("Code sent. Check your inbox.")).toBeVisible();
    const codeMail = await latestMail(owner.request, /^Your signing code: \d{6}$/);
    expect(codeMail.text).toContain(email);
    await signer.getByLabel("Code").fill(/(\d{6})/.exec(codeMail.subject)![1]!);
    await signer.getByRole("button", { name: "Confirm" }).click();
    if ("typed" in how) {
      await signer.getByRole("radio", { name: "Type" }).click();
      await signer.getByLabel("Your name").fill(how.typed);
    } else {
      await signer.getByRole("radio", { name: "Draw" }).click();
      const pad = signer.getByTestId("signature-pad");
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      const touch = await context.newCDPSession(signer);
      const at = (i: number) => ({ x: box.x + 20 + i * 22, y: box.y + box.height * (0.7 - Math.sin(i / 2) * 0.3) });
      await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(0)] });
      for (let i = 1; i <= 12; i++) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i)] });
      await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }
    await signer.getByLabel("I agree to sign electronically and to receive the records electronically.").check();
    await signer.getByRole("button", { name: "Sign the document" }).click();
    await expect(signer.getByText("You have signed this document.")).toBeVisible();
  } finally {
    await context.close();
  }
}

test("an NDA signed by two signers in turn: the panel follows, both blocks are filled, the pages numbered through the file", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, "two-signers-owner@e2e.test", "Tara");
  const doc = await generateNda(
    page,
    { name: "Ada Desk", address: "1 Market Street, San Francisco", email: "ada.desk@e2e.test" },
    { name: "Pim Phone", address: "2 Harbour Road, London", email: "pim.phone@e2e.test" },
  );

  // Sent from the viewer to both parties, one after the other.
  await page.goto(`/documents/${doc.id}`);
  await page.getByRole("button", { name: "Send for signature" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("E-mail").nth(0)).toHaveValue("ada.desk@e2e.test");
  await expect(dialog.getByLabel("E-mail").nth(1)).toHaveValue("pim.phone@e2e.test");
  await dialog.getByLabel("Order").selectOption("sequential");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog).toBeHidden();

  // The document's own page shows the request without a reload.
  const panel = page.getByRole("region", { name: "Signatures" });
  await expect(panel.getByRole("listitem").filter({ hasText: "ada.desk@e2e.test" })).toContainText("Pending");
  await expect(panel.getByRole("listitem").filter({ hasText: "pim.phone@e2e.test" })).toContainText("Pending");

  await sign(browser, page, "ada.desk@e2e.test", { typed: "Ada Desk" });
  await returnToTab(page);
  await expect(panel.getByRole("listitem").filter({ hasText: "ada.desk@e2e.test" })).toContainText("Signed");
  await expect(panel.getByRole("listitem").filter({ hasText: "pim.phone@e2e.test" })).toContainText("Pending");

  await sign(browser, page, "pim.phone@e2e.test", { drawOnPhone: true });
  await returnToTab(page);
  await expect(panel.getByRole("listitem").filter({ hasText: "pim.phone@e2e.test" })).toContainText("Signed");
  await expect(page.getByTestId("stage-badge").first()).toHaveText("Signed");

  // The sealed PDF, once sealing has run: the panel offers it.
  await expect(async () => {
    await returnToTab(page);
    await expect(panel.getByRole("link", { name: /signed PDF/i })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  const href = (await panel.getByRole("link", { name: /signed PDF/i }).getAttribute("href"))!;
  const signed = await page.request.get(href);
  expect(signed.status()).toBe(200);
  const pdf = await signed.body();
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  if (!pdfToolsAvailable("reading the sealed NDA's pages with pdftotext")) return;
  const pages = pdfPages(pdf);
  // "Page i of N" once on every page, N the file's page count: one numbering through the document,
  // the signature page and the certificate.
  expect(pages.map((text) => text.match(/Page \d+ of \d+/g))).toEqual(pages.map((_, i) => [`Page ${i + 1} of ${pages.length}`]));
  // The contract's own blocks, before the signature page, carry each signer's name and day.
  const blocks = pages.findIndex((text) => /Name:\s+Ada Desk/.test(text));
  expect(blocks).toBeGreaterThanOrEqual(0);
  expect(pages[blocks]).toMatch(/Name:\s+Pim Phone/);
  expect(pages[blocks]).not.toMatch(/Certificate of completion/);
  const certificate = pages.findIndex((text) => /Certificate of completion/.test(text));
  expect(certificate).toBeGreaterThan(blocks);
});
