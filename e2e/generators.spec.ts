// The five generators as a person uses them: fill the form (checkboxes, selects, radios), generate,
// read the preview, find the document on the dashboard, open it and download the PDF. Then a share
// link opened by someone signed out, and the Free plan's limit on the fourth document. Every Free
// account has 3 documents, so each scenario signs in as its own user.
import { type Page, expect, test } from "@playwright/test";
import { expectToldThenSentToSignIn, recordToasts } from "./login-redirect";
import { choose, downloadPdfFromViewer, openFromDashboard, signIn } from "./helpers";

const PLAN_LIMIT_TEXT = "You've used all 3 documents included in the Free plan";

/** Open a tool page by its address (tool routes exist only once signed in). */
async function openTool(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
}

/** The generated document's preview card: heading, type label, title, date and content. */
async function expectGenerated(
  page: Page,
  { heading, typeLabel, contains }: { heading: string; typeLabel: string; contains: string[] },
): Promise<string> {
  await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  const preview = page.getByTestId("document-preview");
  await expect(preview).toContainText(typeLabel);
  await expect(preview).toContainText(/Generated on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(preview.getByText("Final", { exact: true })).toBeVisible();
  const content = preview.getByTestId("document-content");
  for (const text of contains) await expect(content).toContainText(text);
  const title = (await preview.getByTestId("document-title").textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(0);
  return title;
}

test.describe("document generators", () => {
  test("privacy policy: generate, preview, open from the dashboard, download the PDF", async ({
    page,
  }) => {
    await signIn(page, "privacy@e2e.test", "Priya");
    await openTool(page, "/tools/privacy-policy");
    await expect(
      page.getByText("Your privacy policy will appear here after generation."),
    ).toBeVisible();
    await expect(
      page.getByText('Fill out the form and click "Generate Privacy Policy" to get started.'),
    ).toBeVisible();

    // Submitting an empty form shows the shared schema's messages.
    await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Select at least one type of data collected")).toBeVisible();

    await page.getByLabel("Company Name").fill("Acme Analytics Inc.");
    await page.getByLabel("Website URL").fill("https://acme-analytics.com");
    await page.getByLabel("Contact Email").fill("privacy@acme-analytics.com");
    await page.getByLabel("Business Address").fill("1 Market Street\nSan Francisco, CA 94105");
    await page.getByLabel("Personal information (name, email, phone)").check();
    await page.getByLabel("Payment information").check();
    await page.getByLabel("Providing and improving our services").check();
    await page.getByLabel("Customer support", { exact: true }).check();
    await page.getByLabel("GDPR (European Union)").check();
    await page.getByLabel("CCPA (California)").check();
    // The CCPA asks for a second request method unless the business is online-only.
    await page.getByLabel("We operate exclusively online and have a direct relationship with our customers").check();
    await expect(page.getByText("Company name is required")).toBeHidden();

    await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
    await expect(page.getByText("Privacy Policy Generated", { exact: true })).toBeVisible();
    const title = await expectGenerated(page, {
      heading: "Generated Privacy Policy",
      typeLabel: "Privacy Policy",
      contains: [
        "Acme Analytics Inc.",
        "Your Rights Under the GDPR",
        "Notice to California Residents",
      ],
    });

    const id = await openFromDashboard(page, title);
    await expect(page.getByText("privacy@acme-analytics.com").first()).toBeVisible();
    await downloadPdfFromViewer(page, id);
  });

  test("terms and conditions: payments with a refund policy", async ({ page }) => {
    await signIn(page, "terms@e2e.test", "Tomas");
    await openTool(page, "/tools/terms-conditions");
    await expect(
      page.getByText("Your terms and conditions will appear here after generation."),
    ).toBeVisible();

    await page.getByLabel("Company Name").fill("Beta Software LLC");
    await page.getByLabel("Website URL").fill("https://beta-software.io");
    await choose(page, "Business Type", "SaaS");
    await expect(page.getByLabel(/Refund Policy/)).toBeHidden();
    await page.getByLabel("Business accepts payments").check();
    await page
      .getByLabel(/Refund Policy/)
      .fill("Annual plans can be refunded in full within 14 days of purchase.");
    await choose(page, "Governing Law", "Delaware, United States");

    await page.getByRole("button", { name: "Generate Terms & Conditions" }).click();
    await expect(page.getByText("Terms & Conditions Generated", { exact: true })).toBeVisible();
    const title = await expectGenerated(page, {
      heading: "Generated Terms & Conditions",
      typeLabel: "Terms & Conditions",
      contains: ["Beta Software LLC", "refunded in full within 14 days", "Delaware"],
    });

    const id = await openFromDashboard(page, title);
    await downloadPdfFromViewer(page, id);
  });

  test("cookie policy: the policy, its banner code and a live banner preview", async ({ page }) => {
    await signIn(page, "cookies@e2e.test", "Chloe");
    await openTool(page, "/tools/cookie-policy");
    await expect(
      page.getByText("Your cookie policy will appear here after generation."),
    ).toBeVisible();

    await page.getByLabel("Company Name").fill("Gamma Shop GmbH");
    await page.getByLabel("Website URL").fill("https://gamma-shop.de");
    await page.getByLabel("Contact Email").fill("privacy@gamma-shop.de");
    await page.getByLabel("Business Address").fill("Hauptstraße 1, 10115 Berlin");
    await page.getByLabel("Essential", { exact: true }).check();
    await page.getByLabel("Analytics", { exact: true }).check();
    await page.getByLabel("Marketing", { exact: true }).check();
    await page.getByLabel("website functionality and user experience").check();
    await page.getByLabel("analytics and performance tracking").check();
    await page.getByLabel("GDPR (European Union)").check();
    await page.getByLabel("Uses analytics tools").check();
    await page.getByLabel("Uses marketing/advertising cookies").check();

    await page.getByRole("button", { name: "Generate Cookie Policy" }).click();
    await expect(page.getByText("Cookie Policy Generated", { exact: true })).toBeVisible();
    const title = await expectGenerated(page, {
      heading: "Generated Cookie Policy",
      typeLabel: "Cookie Policy",
      contains: ["Gamma Shop GmbH", "What Are Cookies?", "Analytics Tools We Use"],
    });

    // The consent banner: the code to paste, and the banner running in a sandboxed frame.
    await expect(page.getByRole("heading", { name: "Consent Banner" })).toBeVisible();
    await expect(page.getByTestId("banner-snippet")).toContainText("<script");
    await expect(page.getByRole("button", { name: "Copy code" })).toBeVisible();
    const frame = page.locator('iframe[title="Consent banner preview"]');
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    await frame.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('iframe[title="Consent banner preview"]').getByText("We use cookies"),
    ).toBeVisible({ timeout: 15_000 });

    const id = await openFromDashboard(page, title);
    await downloadPdfFromViewer(page, id);
  });

  test("NDA: a mutual agreement between two named parties", async ({ page }) => {
    await signIn(page, "nda@e2e.test", "Noor");
    await openTool(page, "/tools/nda-generator");
    await expect(page.getByText("Your NDA will appear here after generation.")).toBeVisible();

    await expect(page.getByRole("group", { name: "Disclosing Party" })).toBeVisible();
    await page.getByLabel("Mutual", { exact: true }).check();
    const first = page.getByRole("group", { name: "First Party" });
    const second = page.getByRole("group", { name: "Second Party" });
    await first.getByLabel("Name").fill("Delta Robotics Inc.");
    await first.getByLabel("Address").fill("500 Innovation Way, Austin, TX 78701");
    await first.getByLabel("Email").fill("legal@delta-robotics.com");
    await second.getByLabel("Name").fill("Epsilon Ventures LP");
    await second.getByLabel("Address").fill("20 Sand Hill Road, Menlo Park, CA 94025");
    await second.getByLabel("Email").fill("deals@epsilon.vc");
    await page
      .getByLabel("Purpose")
      .fill("Evaluating a potential investment in Delta Robotics Inc.");
    await choose(page, "Duration", "2 years");
    await choose(page, "Governing Law", "California, United States");

    await page.getByRole("button", { name: "Generate NDA" }).click();
    await expect(page.getByText("NDA Generated", { exact: true })).toBeVisible();
    const title = await expectGenerated(page, {
      heading: "Generated NDA",
      typeLabel: "NDA",
      contains: ["Mutual Non-Disclosure Agreement", "Delta Robotics Inc.", "Epsilon Ventures LP"],
    });

    const id = await openFromDashboard(page, title);
    await downloadPdfFromViewer(page, id);
  });

  test("invoice: live totals, generate with a number, then a quote", async ({ page }) => {
    await signIn(page, "invoices@e2e.test", "Ines");
    await openTool(page, "/tools/invoice-generator");
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeDisabled();

    await page.getByLabel("Client Name").fill("Zeta Corp");
    await page.getByLabel("Client Email").fill("ap@zeta.example");
    await page.getByLabel("Client Address").fill("9 Harbour St\nSydney NSW 2000");
    await page.getByLabel("Description (item 1)").fill("Brand strategy workshop");
    await page.getByLabel("Quantity (item 1)").fill("2");
    await page.getByLabel("Price (item 1)").fill("750");
    await expect(page.getByTestId("line-total-0")).toHaveText("$1,500.00");
    await page.getByRole("button", { name: "Add Item" }).click();
    await page.getByLabel("Description (item 2)").fill("Hosting (1 month)");
    await page.getByLabel("Price (item 2)").fill("49.99");
    await expect(page.getByTestId("line-total-1")).toHaveText("$49.99");
    await page.getByLabel("Tax", { exact: true }).fill("10");
    await page.getByLabel("Discount", { exact: true }).fill("9.99");
    await expect(page.getByTestId("totals-subtotal")).toHaveText("$1,549.99");
    await expect(page.getByTestId("totals-total")).toHaveText("$1,550.00");
    const livePreview = page.getByTestId("invoice-preview");
    await expect(livePreview).toContainText("Zeta Corp");
    await expect(livePreview).toContainText("Brand strategy workshop");

    await page.getByRole("button", { name: "Generate Invoice" }).click();
    await expect(page.getByText("Invoice Generated", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your invoice has been generated successfully.", { exact: true }),
    ).toBeVisible();
    const title = await expectGenerated(page, {
      heading: "Generated Invoice",
      typeLabel: "Invoice",
      contains: ["Zeta Corp", "Brand strategy workshop", "$1,550.00"],
    });
    await expect(page.getByTestId("invoice-number")).toHaveText("INV-0001");
    expect(title).toContain("INV-0001");
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();

    // A quote: one date, its validity (the due date carried over), instead of the due date.
    await choose(page, "Document Type", "Quote/Estimate");
    await expect(page.getByLabel(/Valid Until/)).toBeVisible();
    await expect(page.getByLabel("Due Date")).toHaveCount(0);
    await page.getByRole("button", { name: "Generate Quote" }).click();
    await expect(page.getByRole("heading", { name: "Generated Quote", exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId("invoice-number")).toHaveText("QUO-0001");

    const id = await openFromDashboard(page, title);
    await downloadPdfFromViewer(page, id);
  });
});

test("a shared link opens for someone signed out, until it is revoked", async ({
  page,
  browser,
}) => {
  await signIn(page, "share@e2e.test", "Sasha");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openTool(page, "/tools/privacy-policy");
  await page.getByLabel("Company Name").fill("Shared Co");
  await page.getByLabel("Website URL").fill("https://shared.example.com");
  await page.getByLabel("Contact Email").fill("hello@shared.example.com");
  await page.getByLabel("Website analytics data").check();
  await page.getByLabel("Legal compliance").check();
  await page.getByLabel("PIPEDA (Canada)").check();
  await page.getByRole("button", { name: "Generate Privacy Policy" }).click();
  const title = await expectGenerated(page, {
    heading: "Generated Privacy Policy",
    typeLabel: "Privacy Policy",
    contains: ["Shared Co"],
  });

  await openFromDashboard(page, title);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Anyone with this link can view the document.", { exact: true }),
  ).toBeVisible();
  const url = await page.getByLabel("Share link").inputValue();
  expect(url).toMatch(/\/share\/[\w-]+$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByText("Shared Co").first()).toBeVisible();
  await expect(visitor.getByText("Privacy Policy").first()).toBeVisible();
  expect((await visitor.request.get(new URL("/api/auth/user", url).href)).status()).toBe(401);

  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("Link revoked", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Share link")).toBeHidden();
  const gone = await visitor.goto(url);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});

test("the fourth document on the Free plan shows the plan limit", async ({ page }) => {
  await signIn(page, "limit@e2e.test", "Lee");
  // Three documents through the API, as the generators post them.
  for (const n of [1, 2, 3]) {
    const res = await page.request.post("/api/generate/privacy-policy", {
      data: {
        companyName: `Limit Co ${n}`,
        website: "https://limit.example.com",
        email: "privacy@limit.example.com",
        dataCollected: ["personal-info"],
        dataUse: ["provide-services"],
        regions: ["GDPR"],
      },
    });
    expect(res.status()).toBe(201);
  }

  await openTool(page, "/tools/privacy-policy");
  await page.getByLabel("Company Name").fill("Limit Co 4");
  await page.getByLabel("Website URL").fill("https://limit.example.com");
  await page.getByLabel("Contact Email").fill("privacy@limit.example.com");
  await page.getByLabel("Cookies and tracking data").check();
  await page.getByLabel("Fraud prevention and security").check();
  await page.getByLabel("CalOPPA (California)").check();
  await page.getByRole("button", { name: "Generate Privacy Policy" }).click();

  const panel = page.getByTestId("plan-limit");
  await expect(panel).toContainText(PLAN_LIMIT_TEXT);
  await expect(panel.getByRole("link", { name: "Upgrade to Lifetime Access" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByText("Document limit reached", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Privacy Policy" })).toBeEnabled();

  // Nothing was stored: the dashboard still lists three.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("list", { name: "Recent documents" }).getByRole("link")).toHaveCount(
    3,
  );
});

test("the viewer sends a signed-out visitor to sign in and hides others' documents", async ({
  page,
  browser,
}) => {
  await signIn(page, "viewer@e2e.test", "Vera");
  const res = await page.request.post("/api/generate/nda", {
    data: {
      disclosingParty: { name: "Owner Co", address: "1 Main St", email: "owner@example.com" },
      receivingParty: { name: "Guest Co", address: "2 Main St", email: "guest@example.com" },
      purpose: "Discussing a partnership",
      duration: "1-year",
      governingLaw: "germany",
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  // Another signed-in user: the same answer as a missing document.
  const other = await browser.newContext();
  const intruder = await other.newPage();
  await signIn(intruder, "intruder@e2e.test", "Ivan");
  await intruder.goto(`/documents/${id}`);
  await expect(intruder.getByRole("heading", { name: "Document Not Found" })).toBeVisible();
  await expect(
    intruder.getByText(
      "The document you're looking for doesn't exist or you don't have permission to view it.",
    ),
  ).toBeVisible();
  await intruder.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(intruder.getByRole("heading", { name: "Welcome back, Ivan!" })).toBeVisible();
  await other.close();

  // Signed out: told, then sent to sign in.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await recordToasts(visitor);
  await visitor.goto(new URL(`/documents/${id}`, page.url()).href);
  await expectToldThenSentToSignIn(visitor, "Authentication Required", "Please log in to view documents.");
  await expect(visitor.getByLabel("Email")).toBeVisible();
  await anonymous.close();
});
