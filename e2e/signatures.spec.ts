// Digital signatures as people meet them: the owner sends an NDA for signature from the viewer
// (its parties filled in), the signer opens the e-mailed link on a 390 px phone, asks for the code,
// reads it from the e-mail (the development outbox), draws a signature with a finger and signs; the owner sees
// the request signed and downloads the sealed PDF, which /verify accepts.
import { expect, test } from "@playwright/test";
import { generateNda, latestMail, signIn } from "./helpers";

test("an NDA is sent for signature, signed on a phone with a drawn signature, and verified", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, "signing-owner@e2e.test", "Olga");
  const doc = await generateNda(
    page,
    { name: "Olga Owner Ltd", address: "1 Market Street, San Francisco", email: "olga@owner.example" },
    { name: "Phone Signer", address: "2 Harbour Road, London", email: "phone.signer@e2e.test" },
  );

  // The viewer's dialog opens with both parties; the owner keeps only the other party.
  await page.goto(`/documents/${doc.id}`);
  await page.getByRole("button", { name: "Send for signature" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("E-mail").nth(0)).toHaveValue("olga@owner.example");
  await expect(dialog.getByLabel("E-mail").nth(1)).toHaveValue("phone.signer@e2e.test");
  await dialog.getByRole("button", { name: "Remove signer 1" }).click();
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog).toBeHidden();

  const invite = await latestMail(page.request, /asks you to sign/);
  const token = /\/sign\/([\w-]{43})/.exec(invite.text)![1]!;

  // The signer, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const signer = await phone.newPage();
  await signer.goto(`/sign/${token}`);
  await expect(signer.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
  await expect(signer.frameLocator(`iframe[title="${doc.title}"]`).getByText("Olga Owner Ltd").first()).toBeVisible();
  await signer.getByRole("button", { name: "Send me a code" }).click();
  await expect(signer.getByText("Code sent. Check your inbox.")).toBeVisible();
  const codeMail = await latestMail(page.request, /^Your signing code: \d{6}$/);
  const code = /(\d{6})/.exec(codeMail.subject)![1]!;
  await signer.getByLabel("Code").fill(code);
  await signer.getByRole("button", { name: "Confirm" }).click();

  await signer.getByRole("radio", { name: "Draw" }).click();
  const pad = signer.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  // With a finger: real touch input (the browser makes the pointer events a touch makes).
  const touch = await phone.newCDPSession(signer);
  const at = (i: number) => ({ x: box.x + 20 + i * 22, y: box.y + box.height * (0.7 - Math.sin(i / 2) * 0.3) });
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(0)] });
  for (let i = 1; i <= 12; i++) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i)] });
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  const sign = signer.getByRole("button", { name: "Sign the document" });
  await expect(sign).toBeDisabled();
  await signer.getByLabel("I agree to sign electronically and to receive the records electronically.").check();
  await sign.click();
  await expect(signer.getByText("You have signed this document.")).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The owner's request page: signed, the chain intact, the sealed PDF; /verify accepts it.
  await page.goto("/tools/digital-signature");
  await page.getByRole("link", { name: doc.title }).click();
  await expect(page.getByText("chain intact")).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/api/signature-requests/${page.url().split("/").pop()}/signed.pdf`)).status(), { timeout: 60_000 }).toBe(200);
  await page.reload();
  await expect(page.getByText("Signed", { exact: true }).first()).toBeVisible();
  const pdf = await (await page.request.get(`/api/signature-requests/${page.url().split("/").pop()}/signed.pdf`)).body();
  await page.goto("/verify");
  await page.getByLabel("Signed PDF (up to 20 MB)").setInputFiles({ name: "signed.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText("Valid: sealed by FounderDocs and unchanged")).toBeVisible();
  await expect(page.getByText(/Phone Signer \(phone\.signer@e2e\.test\)/)).toBeVisible();
  await phone.close();
});
