// The contractor agreement generator as a person uses it: fill the form (parties, services,
// milestones, selects, a checkbox), generate, read the preview, then open the document in the
// viewer and download its PDF.
import { expect, test } from "@playwright/test";
import { choose, downloadPdfFromViewer, openByTitle, signIn } from "./helpers";

test("contractor agreement: milestones under UK law, generate, download the PDF", async ({ page }) => {
  // A long form and a PDF print: more than the default minute on two shared cores.
  test.setTimeout(120_000);
  await signIn(page, "contractor@e2e.test", "Cora");
  await page.goto("/tools/contractor-agreement");
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await expect(page.getByText("Your contractor agreement will appear here after generation.")).toBeVisible();

  await page.getByRole("button", { name: "Generate Contractor Agreement" }).click();
  await expect(page.getByText("Services are required")).toBeVisible();

  const client = page.getByRole("group", { name: "Client" });
  const contractor = page.getByRole("group", { name: "Contractor" });
  await client.getByLabel("Name").fill("Delta Robotics Ltd");
  await client.getByLabel("Address").fill("10 King Street, London EC2V 8EA");
  await client.getByLabel("Email").fill("legal@delta-robotics.example");
  await contractor.getByLabel("Name").fill("Sam Carter");
  await contractor.getByLabel("Address").fill("4 Mill Lane, Bristol BS1 4AA");
  await contractor.getByLabel("Email").fill("sam@carter.example");
  await page.getByLabel("Services", { exact: true }).fill("Design and build the company website.");
  await page.getByRole("button", { name: "Add deliverable" }).click();
  await page.getByLabel("Deliverable 1", { exact: true }).fill("Website designs");

  await choose(page, "Fee Type", "Milestone payments");
  await choose(page, "Currency", "British Pound (GBP)");
  await page.getByLabel("Total Fee", { exact: true }).fill("9000");
  await page.getByRole("button", { name: "Add milestone" }).click();
  await page.getByLabel("Milestone 1", { exact: true }).fill("Designs approved");
  await page.getByLabel("Amount (milestone 1)").fill("3000");
  await page.getByRole("button", { name: "Add milestone" }).click();
  await page.getByLabel("Milestone 2", { exact: true }).fill("Website launched");
  await page.getByLabel("Amount (milestone 2)").fill("6000");
  await expect(page.getByTestId("milestones-total")).toHaveText("£9,000.00");
  await choose(page, "Governing Law", "United Kingdom");
  await page.getByLabel("The contractor processes personal data").check();

  await page.getByRole("button", { name: "Generate Contractor Agreement" }).click();
  await expect(page.getByText("Contractor Agreement Generated", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: "Generated Contractor Agreement", exact: true })).toBeVisible();
  const content = page.getByTestId("document-preview").getByTestId("document-content");
  for (const text of ["Delta Robotics Ltd", "Sam Carter", "IR35", "Schedule 1 — Statement of Work", "£9,000.00", "Article 28"])
    await expect(content).toContainText(text);

  const title = (await page.getByTestId("document-title").textContent())?.trim() ?? "";
  expect(title).toBe("Contractor Agreement — Sam Carter");
  // Open it in the viewer, as the documents list links it.
  const id = await openByTitle(page, title);
  await downloadPdfFromViewer(page, id);
});
