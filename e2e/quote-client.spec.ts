// A quote as the client meets it: the owner writes a quote and sends it from the viewer's
// "Send" dialog; the client opens the e-mailed link (the development outbox) on a 390 px phone, sees
// the issuer and the quote, accepts it with their name and consent, and sees the confirmation; the
// owner converts the accepted quote to an invoice from the viewer and records a part payment typed
// with a decimal comma.
import { expect, test } from "@playwright/test";
import { latestMail, signIn } from "./helpers";

// The founder at a desk (1440 px); the client on a phone (390 px, below).
test.use({ viewport: { width: 1440, height: 900 } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a quote is sent, accepted by the client on a phone, converted to an invoice, and paid in part with a decimal comma", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, "quote-owner@e2e.test", "Quinn");
  const created = await page.request.post("/api/invoices", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      type: "quote",
      clientName: "Phone Client Ltd",
      clientEmail: "phone.client@e2e.test",
      currency: "EUR",
      validUntil: inDays(30),
      items: [{ description: "Website redesign", quantity: 1, unitPrice: 250_000, vatRate: 20 }],
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { number: string; document: { id: string } };

  // The owner sends it from the viewer; the client's address is filled in.
  await page.goto(`/documents/${quote.document.id}`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("To")).toHaveValue("phone.client@e2e.test");
  await dialog.getByLabel("Message (optional)").fill("Looking forward to working together.");
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(dialog).toBeHidden();

  const mail = await latestMail(page.request, new RegExp(`sent you a quote: ${quote.number}`));
  const token = /\/q\/([\w-]{43})/.exec(mail.text)![1]!;

  // The client, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const client = await phone.newPage();
  await client.goto(`/q/${token}`);
  await expect(client.getByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
  await expect(client.getByTestId("issuer-name")).toHaveText("Quinn");
  await expect(client.getByTestId("document-content")).toContainText("Website redesign");
  await expect(client.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/public/quotes/${token}/pdf`);
  // Nothing wider than the phone.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Accept: both the name and the consent are needed.
  await client.getByRole("button", { name: "Accept quote" }).click();
  await expect(client.getByText("Type your full name to accept")).toBeVisible();
  await client.getByLabel("Your full name").fill("Pat Client");
  await client.getByRole("checkbox").check();
  await client.getByRole("button", { name: "Accept quote" }).click();
  const outcome = client.getByTestId("quote-outcome");
  await expect(outcome).toContainText("Quote accepted");
  await expect(outcome).toContainText("Accepted by Pat Client");
  await expect(client.getByTestId("billing-status")).toHaveText("Accepted");
  await expect(client.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await phone.close();

  // The owner hears of it, and converts the quote to an invoice.
  await latestMail(page.request, new RegExp(`Accepted: quote ${quote.number}`));
  await page.reload();
  await page.getByRole("button", { name: "Convert to invoice" }).click();
  await expect(page).not.toHaveURL(new RegExp(quote.document.id));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("INV-0001");

  // A part payment typed with a decimal comma is €1,627.85, never another amount or a refusal.
  await page.getByRole("button", { name: "Record payment" }).click();
  const payment = page.getByRole("dialog", { name: "Record a payment" });
  await expect(payment.getByLabel("Amount (EUR)")).toHaveValue("3000.00");
  await payment.getByLabel("Amount (EUR)").fill("1627,85");
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText(/€1,627\.85 on /)).toBeVisible();
  await expect(page.getByTestId("stage-badge").first()).toHaveText("Partially paid");
  const invoiceId = new URL(page.url()).pathname.split("/").pop()!;
  const invoice = (await (await page.request.get(`/api/documents/${invoiceId}`)).json()) as { stage: string };
  expect(invoice.stage).toBe("partially_paid");
});
