// Buying Lifetime Access on the embedded default (no Stripe keys: the development checkout, whose
// event is signed and verified like Stripe's): a Free user at the limit upgrades, waits for the
// webhook, generates a fourth document, and the admin sees the payment.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

const ADMIN = "admin@e2e.test"; // an admin through ADMIN_EMAILS (playwright.config.ts)
const BUYER = "buyer@billing-e2e.test";

const policy = (n: number) => ({
  companyName: `Billing Co ${n}`,
  website: "https://billing.example.com",
  email: "privacy@billing.example.com",
  dataCollected: ["personal-info"],
  dataUse: ["provide-services"],
  regions: ["GDPR"],
});

test("a Free user at the limit buys Lifetime and keeps generating; the admin sees the payment", async ({
  page,
  browser,
}) => {
  await signIn(page, BUYER, "Bianca");
  // The Free plan's three documents, then the limit.
  for (const n of [1, 2, 3]) {
    expect((await page.request.post("/api/generate/privacy-policy", { data: policy(n) })).status()).toBe(201);
  }
  const refused = await page.request.post("/api/generate/privacy-policy", { data: policy(4) });
  expect(refused.status()).toBe(402);

  // The plans, signed in.
  await page.goto("/pricing");
  await expect(page.getByTestId("current-plan")).toHaveText(/Your plan: Forever Free/);
  const lifetime = page.getByRole("article", { name: "Lifetime Access" });
  await expect(lifetime).toContainText("$29");
  await expect(lifetime).toContainText("Unlimited documents");

  // Changing one's mind on the checkout page comes back to the plans, not charged.
  await lifetime.getByRole("button", { name: "Upgrade to Lifetime Access" }).click();
  await expect(page).toHaveURL(/\/api\/billing\/dev-checkout\?session=cs_dev_/);
  await expect(page.getByText("Development checkout — no real payment is made")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=cancelled$/);
  await expect(page.getByText("Checkout cancelled. You have not been charged.")).toBeVisible();

  // Upgrade and pay.
  await page
    .getByRole("article", { name: "Lifetime Access" })
    .getByRole("button", { name: "Upgrade to Lifetime Access" })
    .click();
  await expect(page.getByRole("heading", { name: "Development checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $29 (test)" }).click();

  // Back in the app before the webhook: it waits, then confirms.
  await expect(page).toHaveURL(/\/billing\/success\?session_id=cs_dev_/);
  await expect(page.getByRole("heading", { name: "Processing your payment…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're on Lifetime" })).toBeVisible({ timeout: 20_000 });
  const today = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(
    new Date(),
  );
  await expect(page.getByText(`Lifetime Access: active since ${today}`)).toBeVisible();

  // A fourth document, in the privacy policy generator.
  await page.goto("/tools/privacy-policy");
  await page.getByLabel("Company Name").fill("Billing Co 4");
  await page.getByLabel("Website URL").fill("https://billing.example.com");
  await page.getByLabel("Contact Email").fill("privacy@billing.example.com");
  await page.getByLabel("Cookies and tracking data").check();
  await page.getByLabel("Fraud prevention and security").check();
  await page.getByLabel("GDPR (European Union)").check();
  await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Generated Privacy Policy" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("plan-limit")).toHaveCount(0);
  const list = await page.request.get("/api/documents");
  expect(((await list.json()) as unknown[]).length).toBe(4);

  // The plans page knows too.
  await page.goto("/pricing");
  await expect(page.getByTestId("current-plan")).toHaveText(/Your plan: Lifetime Access/);
  await expect(page.getByText(`Lifetime Access: active since ${today}`)).toBeVisible();

  // The admin sees the payment.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN, "Alex");
  await admin.goto("/admin/payments");
  const row = admin.getByTestId("payment-row").filter({ hasText: BUYER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("$29.00");
  await expect(row).toContainText("USD");
  await expect(row).toContainText("succeeded");
  await expect(row).toContainText("Lifetime Access");
  await admin.goto("/admin");
  await expect(admin.getByRole("group", { name: "Revenue" })).toContainText(/\$\d[\d,]*\.\d\d/);
  await expect(admin.getByRole("group", { name: "Revenue" })).not.toContainText("0 payments this week");
  await adminContext.close();
});
