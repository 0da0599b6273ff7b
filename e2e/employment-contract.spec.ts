// The employment contract generator as a person uses it: fill the form in the browser, generate,
// read the preview, open the document and download its PDF.
import { expect, test } from "@playwright/test";
import { choose, downloadPdfFromViewer, openFromDashboard, signIn } from "./helpers";

test("employment contract: a UK contract, generated, opened and downloaded as a PDF", async ({ page }) => {
  await signIn(page, "employment@e2e.test", "Erin");
  await page.goto("/tools/employment-contract");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByText("Your employment contract will appear here after generation.")).toBeVisible();

  await page.getByRole("button", { name: "Generate Employment Contract" }).click();
  await expect(page.getByText("Jurisdiction is required")).toBeVisible();

  await choose(page, "Jurisdiction", "United Kingdom");
  await expect(page.getByLabel("Currency", { exact: true })).toContainText("British Pound (GBP)");
  const employer = page.getByRole("group", { name: "Employer" });
  await employer.getByLabel("Name").fill("Kappa Studios Ltd");
  await employer.getByLabel("Address").fill("10 Canal Street\nManchester M1 3HE");
  const employee = page.getByRole("group", { name: "Employee" });
  await employee.getByLabel("Name").fill("Morgan Price");
  await employee.getByLabel("Address").fill("7 Oak Avenue\nSalford M5 4WT");
  await page.getByLabel("Job Title").fill("Product Designer");
  await page.getByLabel("Start Date").fill("2027-02-01");
  await page.getByLabel("Salary", { exact: true }).fill("52000");
  await page.getByLabel("Hours per Week").fill("37.5");
  await page.getByLabel(/^Holiday Days/).fill("30");
  await page.getByLabel("Non-solicitation of customers and staff").check();

  await page.getByRole("button", { name: "Generate Employment Contract" }).click();
  await expect(page.getByText("Employment Contract Generated", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Generated Employment Contract", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const preview = page.getByTestId("document-preview");
  const content = preview.getByTestId("document-content");
  for (const text of ["Kappa Studios Ltd", "Morgan Price", "£52,000.00 per year", "30 days' paid holiday", "Employment Rights Act 1996"])
    await expect(content).toContainText(text);
  const title = (await preview.getByTestId("document-title").textContent())?.trim() ?? "";
  expect(title).toBe("Contract of Employment — Morgan Price");

  const id = await openFromDashboard(page, title);
  await downloadPdfFromViewer(page, id);
});
