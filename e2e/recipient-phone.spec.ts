// The people a founder sends things to, on a 390 × 844 touch phone: the client's quote (/q) and
// invoice (/i), the signer's page (/sign) and /verify. No page scrolls sideways (a quote's or an
// invoice's lines stack as cards, VAT and Amount in each), every control is at least 44 × 44 px, a
// wrong signing code is said where it is seen, full screen has a way back, and the draw pad keeps
// its ink under the finger after the phone turns to landscape.
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { latestMail, signIn } from "./helpers";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true } as const;

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every control on the page (buttons, links, fields, checkboxes, radios) is at least 44 × 44 px.
 * A visually hidden input is tapped through its label, which is measured instead. Links inside the
 * document's own text are words of the document, not controls.
 */
async function expectTapTargets(page: Page) {
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>("button, a[href], input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], summary");
    const found: string[] = [];
    for (const control of controls) {
      if (control.closest("[data-testid=document-content]")) continue;
      let target: HTMLElement = control;
      let box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      if (box.width <= 1 && box.height <= 1 && control instanceof HTMLInputElement && control.labels?.[0]) {
        target = control.labels[0];
        box = target.getBoundingClientRect();
      }
      if (box.width < 44 || box.height < 44) {
        found.push(`${target.tagName.toLowerCase()} "${(target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  });
  expect(small).toEqual([]);
}

test("the client's quote and invoice, the signer's page and /verify fit a 390 px touch phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, "recipient-owner@e2e.test", "Rita");
  const origin = { Origin: new URL(page.url()).origin };
  const items = [
    { description: "Brand identity workshop with stakeholder interviews and a written report", quantity: 12, unitPrice: 123_456_00, vatRate: 20 },
    { description: "Implementation support", quantity: 3, unitPrice: 98_765_43, vatRate: 20 },
  ];
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** Creates the document, sends it to the client and answers the link's token. */
  const sendToClient = async (body: object, kind: "q" | "i", subject: RegExp) => {
    const created = await page.request.post("/api/invoices", { headers: origin, data: body });
    expect(created.status(), await created.text()).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };
    const sent = await page.request.post(`/api/documents/${document.id}/send`, { headers: origin, data: {} });
    expect(sent.status(), await sent.text()).toBe(202);
    const mail = await latestMail(page.request, subject);
    return new RegExp(`/${kind}/([\\w-]{43})`).exec(mail.text)![1]!;
  };
  const quoteToken = await sendToClient(
    { type: "quote", clientName: "Phone Client Ltd", clientEmail: "phone.client@e2e.test", currency: "EUR", validUntil: inDays(30), items },
    "q",
    /sent you a quote/,
  );
  const invoiceToken = await sendToClient(
    { type: "invoice", clientName: "Phone Client Ltd", clientEmail: "phone.client@e2e.test", currency: "EUR", dueDate: inDays(14), items },
    "i",
    /sent you an invoice/,
  );

  const phone = await browser.newContext(PHONE);
  const client = await phone.newPage();

  // The quote and the invoice: every line a card carrying its VAT and Amount, inside the screen.
  for (const path of [`/q/${quoteToken}`, `/i/${invoiceToken}`]) {
    await client.goto(path);
    await expect(client.getByRole("heading", { level: 1 })).toBeVisible();
    const content = client.getByTestId("document-content");
    const firstLine = content.locator("table.doc-table-stacked tbody tr").first();
    await expect(firstLine).toContainText("Brand identity workshop");
    // The tax column is "Tax" for an issuer without a business profile ("VAT" for a VAT-registered one).
    for (const selector of ['td[data-label="Tax"], td[data-label="VAT"]', 'td[data-label="Amount"]']) {
      const cell = firstLine.locator(selector);
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // A card, not a row: the amount sits under the description.
    const description = (await firstLine.locator("td").first().boundingBox())!;
    const amount = (await firstLine.locator('td[data-label="Amount"]').boundingBox())!;
    expect(amount.y).toBeGreaterThan(description.y + description.height - 1);
    await expectNoSidewaysScroll(client);
    await expectTapTargets(client);
  }
  // The consent box is a finger's size, and ticks by a tap.
  await client.goto(`/q/${quoteToken}`);
  const consent = client.getByRole("checkbox");
  const consentBox = (await consent.boundingBox())!;
  expect(consentBox.width).toBeGreaterThanOrEqual(44);
  expect(consentBox.height).toBeGreaterThanOrEqual(44);
  await consent.tap();
  await expect(consent).toBeChecked();

  // The signer's page: an NDA sent for signature under the owner's business profile.
  const profile = await page.request.post("/api/business-profiles", { headers: origin, data: { name: "Rita Phone Studio LLC", tradingName: "Rita Phone Studio", country: "US" } });
  expect(profile.status(), await profile.text()).toBe(201);
  const generated = await page.request.post("/api/generate/nda", {
    headers: origin,
    data: {
      type: "mutual",
      disclosingParty: { name: "Rita Phone Studio LLC", address: "1 Market Street, San Francisco", email: "recipient-owner@e2e.test" },
      receivingParty: { name: "Sam Signer", address: "2 Harbour Road, London", email: "sam.signer@e2e.test" },
      purpose: "Evaluating a possible partnership between the parties.",
      duration: "2-years",
      governingLaw: "delaware",
      effectiveDate: "2026-12-01",
    },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const nda = (await generated.json()) as { id: string; title: string };
  const request = await page.request.post(`/api/documents/${nda.id}/signature-requests`, { headers: origin, data: { signers: [{ name: "Sam Signer", email: "sam.signer@e2e.test" }] } });
  expect(request.status(), await request.text()).toBe(201);
  const invite = await latestMail(page.request, /asks you to sign/);
  const signToken = /\/sign\/([\w-]{43})/.exec(invite.text)![1]!;

  const signer = await phone.newPage();
  await signer.goto(`/sign/${signToken}`);
  await expect(signer.getByRole("heading", { level: 1, name: nda.title })).toBeVisible();
  await expect(signer.getByTestId("sender")).toContainText("Rita Phone Studio");
  await expect(signer.getByTestId("document-hash")).toHaveCount(0);
  await expectNoSidewaysScroll(signer);
  await expectTapTargets(signer);

  // A wrong code is said under the field, where the signer is looking.
  await signer.getByRole("button", { name: "Send me a code" }).tap();
  await expect(signer.getByText("Code sent. Check your inbox.")).toBeVisible();
  const codeMail = await latestMail(page.request, /^Your signing code: \d{6}$/);
  const code = /(\d{6})/.exec(codeMail.subject)![1]!;
  const field = signer.getByLabel("Code");
  await field.fill(code === "000000" ? "111111" : "000000");
  await signer.getByRole("button", { name: "Confirm" }).tap();
  const error = signer.getByTestId("code-error");
  await expect(error).toContainText("tries left");
  await expect(error).toBeInViewport();
  // Right under the field (both measured at one moment: the page may still be scrolling to it).
  const gap = await error.evaluate((p) => {
    const input = document.getElementById(p.id.replace(/-error$/, ""))!;
    return p.getBoundingClientRect().top - input.getBoundingClientRect().bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(24);
  await field.fill(code);
  await signer.getByRole("button", { name: "Confirm" }).tap();
  await expect(signer.getByRole("button", { name: "Sign the document" })).toBeVisible();

  // The hash is behind Details; full screen comes back with its button and with Esc.
  await signer.getByRole("button", { name: "Details" }).tap();
  await expect(signer.getByTestId("document-hash")).toBeVisible();
  await signer.getByRole("button", { name: "Open full screen" }).tap();
  const full = signer.getByRole("dialog", { name: nda.title });
  await expect(full.getByRole("button", { name: "Exit full screen" })).toBeInViewport();
  await full.getByRole("button", { name: "Exit full screen" }).tap();
  await expect(full).toBeHidden();
  await signer.getByRole("button", { name: "Open full screen" }).tap();
  await expect(full).toBeVisible();
  await signer.keyboard.press("Escape");
  await expect(full).toBeHidden();

  await signer.getByRole("radio", { name: "Draw" }).tap();
  await expectNoSidewaysScroll(signer);
  await expectTapTargets(signer);

  // The draw pad: a stroke in portrait, then the phone turns; the first stroke is drawn again at the
  // pad's new size, and a stroke in landscape lands under the finger.
  const pad = signer.getByTestId("signature-pad");
  const touch = await phone.newCDPSession(signer);
  const portrait = await strokeAcross(signer, touch, 0.2);
  expect(await inkAt(signer, portrait)).toBe(true);
  await signer.setViewportSize({ width: 844, height: 390 });
  await expect.poll(() => pad.evaluate((c: HTMLCanvasElement) => c.width === Math.round(c.clientWidth * devicePixelRatio) && c.clientWidth > 600)).toBe(true);
  await pad.scrollIntoViewIfNeeded();
  const turned = (await pad.boundingBox())!;
  const again = portrait.map((p) => ({ x: turned.x + p.fx * turned.width, y: turned.y + p.fy * turned.height, fx: p.fx, fy: p.fy }));
  expect(await inkAt(signer, again)).toBe(true);
  const landscape = await strokeAcross(signer, touch, 0.75);
  expect(await inkAt(signer, landscape)).toBe(true);
  // Nothing where a stale backing store would have put it (about twice as far right as the finger).
  expect(await inkAt(signer, [{ x: turned.x + turned.width * 0.6, y: landscape[0]!.y }])).toBe(false);
  await expectNoSidewaysScroll(signer);

  // Signing with the drawn ink.
  // Clicked, not tapped: right after a stroke sent through CDP, emulated Chromium turns the next
  // Playwright tap into no click (reproduced on a bare page with a canvas), a harness artefact.
  const agree = signer.getByLabel("I agree to sign electronically and to receive the records electronically.");
  await agree.click();
  await expect(agree).toBeChecked();
  await signer.getByRole("button", { name: "Sign the document" }).click();
  await expect(signer.getByText("You have signed this document.")).toBeVisible();

  // /verify.
  await signer.setViewportSize(PHONE.viewport);
  await signer.goto("/verify");
  await expect(signer.getByRole("heading", { level: 1, name: "Verify a signed document" })).toBeVisible();
  await expectNoSidewaysScroll(signer);
  await expectTapTargets(signer);
  await phone.close();
});

interface Point {
  x: number;
  y: number;
  /** Where on the pad, as fractions of its width and height. */
  fx: number;
  fy: number;
}

/** A horizontal stroke with a finger at height `fy` of the pad, from a fifth to two fifths of its width; its points. */
async function strokeAcross(page: Page, touch: CDPSession, fy: number): Promise<Point[]> {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const points = Array.from({ length: 9 }, (_, i) => {
    const fx = 0.2 + i * 0.025;
    return { x: box.x + fx * box.width, y: box.y + fy * box.height, fx, fy };
  });
  const at = ({ x, y }: Point) => ({ x, y, id: 1 });
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(points[0]!)] });
  for (const p of points.slice(1)) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(p)] });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return points;
}

/**
 * Whether every point has ink under it: the canvas's pixels around the point, found through its
 * bounding rectangle and the ratio of its backing store to its CSS size.
 */
async function inkAt(page: Page, points: Pick<Point, "x" | "y">[]): Promise<boolean> {
  return page.getByTestId("signature-pad").evaluate((canvas: HTMLCanvasElement, pts) => {
    const ctx = canvas.getContext("2d")!;
    const rect = canvas.getBoundingClientRect();
    const sx = canvas.width / rect.width;
    const sy = canvas.height / rect.height;
    return pts.every(({ x, y }) => {
      const px = Math.round((x - rect.left) * sx);
      const py = Math.round((y - rect.top) * sy);
      const { data } = ctx.getImageData(px - 3, py - 3, 7, 7);
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    });
  }, points);
}
