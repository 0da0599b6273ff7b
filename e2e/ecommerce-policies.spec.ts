// The e-commerce policies generator as a person uses it: fill the form (checkboxes, selects, a
// shipping method with its cost), generate, read the preview, open the document and download its
// PDF. Modelled on generators.spec.ts.
import { expect, test } from "@playwright/test";
import { choose, downloadPdfFromViewer, openFromDashboard, signIn } from "./helpers";

test("e-commerce policies: generate refund, return and shipping policies and download the PDF", async ({ page }) => {
  // A long form, a generation and a PDF on a shared two-core machine: more than the default minute.
  test.setTimeout(120_000);
  await signIn(page, "shop@e2e.test", "Sol");
  await page.goto("/tools/ecommerce-policies");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E-commerce Policy Generator" })).toBeVisible();
  await expect(page.getByText("Your e-commerce policy will appear here after generation.")).toBeVisible();

  // Submitting an empty form shows the shared schema's messages.
  await page.getByRole("button", { name: "Generate E-commerce Policy" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByText("Governing law is required")).toBeVisible();

  await page.getByLabel("Company Name").fill("Sol Ceramics Ltd");
  await page.getByLabel("Website URL").fill("https://solceramics.example");
  await page.getByLabel("Contact Email").fill("hello@solceramics.example");
  await page.getByLabel("Business Address").fill("12 Kiln Lane\nBristol BS1 4DJ");
  await choose(page, "Governing Law", "United Kingdom");
  await page.getByLabel("Refund window (days)").fill("30");
  await page.getByLabel("We offer exchanges").check();
  await page.getByLabel("European Union").check();
  await page.getByRole("button", { name: "Add shipping method" }).click();
  const methods = page.getByRole("list", { name: "Shipping methods" });
  await methods.getByLabel("Method", { exact: true }).fill("Royal Mail Tracked 48");
  await methods.getByLabel("Delivery time", { exact: true }).fill("2-3 business days");
  await methods.getByLabel("Cost", { exact: true }).fill("3.95");
  await choose(page, "Currency", "British Pound (GBP)");
  await expect(page.getByText("Company name is required")).toBeHidden();

  await page.getByRole("button", { name: "Generate E-commerce Policy" }).click();
  await expect(page.getByText("E-commerce Policy Generated", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Generated E-commerce Policy", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const preview = page.getByTestId("document-preview");
  await expect(preview).toContainText("E-commerce Policy");
  const content = preview.getByTestId("document-content");
  for (const text of ["Sol Ceramics Ltd", "Right to Cancel", "Model Cancellation Form", "Royal Mail Tracked 48", "£3.95"])
    await expect(content).toContainText(text);
  const title = (await preview.getByTestId("document-title").textContent())?.trim() ?? "";
  expect(title).toBe("Refund, Return and Shipping Policy — Sol Ceramics Ltd");

  // Open it from the dashboard and download the PDF as a person would.
  const id = await openFromDashboard(page, title);
  await downloadPdfFromViewer(page, id);
});
