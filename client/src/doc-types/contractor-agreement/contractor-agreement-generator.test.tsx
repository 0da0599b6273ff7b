import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sampleDocument, sampleProfile, stubApi } from "@/testing/test-utils";
import { chooseOption, fillParty, renderTool, setUpToolTests } from "@/testing/render-tool";
import { ContractorAgreementGenerator } from "./contractor-agreement-generator";
import { contractorFormValuesOf, toContractorPayload } from "./contractor-agreement-form";

setUpToolTests();

// A long form typed key by key: more time than the default on a shared machine.
describe("ContractorAgreementGenerator", { timeout: 30_000 }, () => {
  it("shows the placeholder and the schema's messages", async () => {
    const user = userEvent.setup();
    renderTool(<ContractorAgreementGenerator />);
    expect(screen.getByText("Your contractor agreement will appear here after generation.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Contractor Agreement" }));
    expect(await screen.findAllByText("Name is required")).toHaveLength(2);
    expect(screen.getAllByText("Address is required")).toHaveLength(2);
    expect(screen.getAllByText("Valid email is required")).toHaveLength(2);
    expect(screen.getByText("Services are required")).toBeInTheDocument();
    expect(screen.getByText("Fee amount is required")).toBeInTheDocument();
    expect(screen.getByText("Governing law is required")).toBeInTheDocument();
  });

  it("posts money in minor units, with milestones for a milestone fee", async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "contractor_agreement", title: "Contractor Agreement — Beta" }),
    }));
    const user = userEvent.setup();
    renderTool(<ContractorAgreementGenerator />);
    await fillParty(user, "Client", "Acme");
    await fillParty(user, "Contractor", "Beta");
    await user.type(screen.getByLabelText("Services"), "Build the website");
    await chooseOption(user, "Fee Type", "Milestone payments");
    await user.type(screen.getByLabelText("Total Fee"), "1500.50");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    await user.type(screen.getByLabelText("Milestone 1"), "Design");
    await user.type(screen.getByLabelText("Amount (milestone 1)"), "500.25");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    await user.type(screen.getByLabelText("Milestone 2"), "Build");
    await user.type(screen.getByLabelText("Amount (milestone 2)"), "1000.25");
    expect(screen.getByTestId("milestones-total")).toHaveTextContent("$1,500.50");
    await chooseOption(user, "Governing Law", "United Kingdom");
    await user.click(screen.getByLabelText("Non-solicitation of employees"));
    await user.click(screen.getByRole("button", { name: "Generate Contractor Agreement" }));

    expect(await screen.findByRole("heading", { name: "Generated Contractor Agreement" })).toBeInTheDocument();
    expect(await screen.findByText("Contractor Agreement Generated")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      client: { name: "Acme", address: "1 Main St", email: "acme@example.com", entityType: "company" },
      contractor: { name: "Beta", entityType: "individual" },
      services: "Build the website",
      fee: { type: "milestone", amount: 150_050, currency: "USD" },
      milestones: [
        { description: "Design", amount: 50_025 },
        { description: "Build", amount: 100_025 },
      ],
      governingLaw: "united-kingdom",
      nonSolicitation: true,
      paymentTermsDays: 30,
      noticeDays: 14,
    });
  });

  it("a stored input (minor units) opens in major units and posts back the same", () => {
    const stored = {
      client: { name: "A", address: "x", email: "a@a.co", entityType: "company" },
      contractor: { name: "B", address: "y", email: "b@b.co", entityType: "individual" },
      services: "Work",
      fee: { type: "hourly", amount: 9_550, currency: "GBP" },
      startDate: "2026-12-01",
      governingLaw: "germany",
      deliverables: [{ description: "D" }],
      milestones: [],
      lateInterest: 5,
    };
    const values = contractorFormValuesOf(stored);
    expect(values.fee.amount).toBe(95.5);
    expect(values.deliverables).toEqual([{ description: "D", dueDate: "" }]);
    expect(toContractorPayload(values)).toMatchObject({ ...stored, deliverables: [{ description: "D", dueDate: "" }] });
  });

  it("starts from the business profile's currency", () => {
    renderTool(<ContractorAgreementGenerator />, { profiles: [sampleProfile({ currency: "GBP" })] });
    expect(screen.getByLabelText("Currency")).toHaveTextContent("GBP");
  });
});
