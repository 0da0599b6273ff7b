// The business plan generator as a person uses it: fill the company, market, products and
// financials (money in major units), ask for funding and a Lean Canvas, generate, read the preview
// with its charts, then open the document in the viewer and download its PDF.
import { expect, test } from "@playwright/test";
import { choose, downloadPdfFromViewer, openByTitle, signIn } from "./helpers";

test("business plan: financials, funding and a Lean Canvas, generate, download the PDF", async ({ page }) => {
  // A long form, and a plan of several pages with charts to print on a shared machine.
  test.setTimeout(150_000);
  await signIn(page, "business-plan@e2e.test", "Bea");
  await page.goto("/tools/business-plan");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Business Plan Generator" })).toBeVisible();
  await expect(page.getByText("Your business plan will appear here after generation.")).toBeVisible();

  await page.getByRole("button", { name: "Generate Business Plan" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();

  await page.getByLabel("Company Name", { exact: true }).fill("Brightside Bakery LLC");
  await page.getByLabel("Industry", { exact: true }).fill("Artisan bakery and café");
  await page.getByLabel("Business Description", { exact: true }).fill("A neighborhood bakery selling sourdough, pastries and coffee.");
  await page.getByLabel("Location (optional)").fill("Portland, Oregon");
  await page.getByLabel("Target Market", { exact: true }).fill("Residents and office workers within a mile of the shop.");
  await page.getByLabel("Name (product 1)").fill("Sourdough loaf");
  await page.getByLabel("Price (product 1)").fill("8.50");
  await page.getByLabel("Description (product 1)").fill("Naturally leavened, baked daily.");

  await choose(page, "Currency", "US Dollar (USD)");
  await page.getByLabel("Starting Cash", { exact: true }).fill("40000");
  await page.getByLabel("First Month", { exact: true }).fill("2027-03");
  await page.getByLabel("Name (revenue stream 1)").fill("Counter sales");
  await page.getByLabel("Revenue in Month 1 (revenue stream 1)").fill("12000");
  await page.getByLabel("Monthly Growth (%) (revenue stream 1)").fill("4");
  await page.getByLabel("Name (cost 1)").fill("Rent and staff");
  await page.getByLabel("Amount per Month (cost 1)").fill("15000");
  // 12,000 growing 4% a month passes 15,000 in month 7 (12,000 × 1.04^6 = 15,184).
  await expect(page.getByTestId("forecast-at-a-glance")).toContainText("Month 7 (Sep 2027)");

  await page.getByLabel("Request funding").check();
  await page.getByLabel("Amount Requested", { exact: true }).fill("75000");
  await page.getByLabel("Use of Funds", { exact: true }).fill("A second oven and a delivery van.");
  // The use of funds costed, over 5 years, with the cost of what is sold.
  await choose(page, "Forecast Length", "5 years (60 months)");
  await page.getByLabel("Cost of Sales (% of revenue) (revenue stream 1)").fill("30");
  await page.getByRole("button", { name: "Add Capital expenditure item" }).click();
  await page.getByLabel("Item (capital expenditure item 1)").fill("Second oven and delivery van");
  await page.getByLabel("Amount (capital expenditure item 1)").fill("60000");
  await expect(page.getByTestId("forecast-at-a-glance")).toContainText("Cash runway (with funding and its use)");
  await page.getByLabel("Include a Lean Canvas").check();
  await page.getByLabel("Problem (optional)").fill("No good bread within walking distance.");

  await page.getByRole("button", { name: "Generate Business Plan" }).click();
  await expect(page.getByText("Business Plan Generated", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Generated Business Plan", exact: true })).toBeVisible();
  const content = page.getByTestId("document-preview").getByTestId("document-content");
  for (const text of ["Executive Summary", "Funding Request", "$75,000.00", "Financial Projections", "Lean Canvas", "Appendix"])
    await expect(content).toContainText(text);
  for (const text of ["Projected Balance Sheet", "Projected Cash Flow Statement", "Gross margin", "Cash runway (with the funding and its costed use)", "Years 2 to 5 by Quarter", "Second oven and delivery van"])
    await expect(content).toContainText(text);
  await expect(content.locator("svg.doc-chart-svg")).toHaveCount(2);

  const title = (await page.getByTestId("document-title").textContent())?.trim() ?? "";
  expect(title).toBe("Business Plan — Brightside Bakery LLC");
  const id = await openByTitle(page, title);
  await downloadPdfFromViewer(page, id, { timeout: 60_000 });
});
