import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chooseOption, renderTool, setUpToolTests, type User } from "@/testing/render-tool";
import { sampleDocument, stubApi } from "@/testing/test-utils";
import { EmploymentContractGenerator } from "./employment-contract-generator";
import { employmentFormValuesOf } from "./employment-contract-form";

setUpToolTests();

async function fillParty(user: User, group: string, name: string, address: string) {
  const block = screen.getByRole("group", { name: group });
  await user.type(within(block).getByLabelText("Name"), name);
  await user.type(within(block).getByLabelText("Address"), address);
}

describe("EmploymentContractGenerator", () => {
  it("shows the placeholder and the schema's messages", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderTool(<EmploymentContractGenerator />);
    expect(screen.getByText("Your employment contract will appear here after generation.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));
    expect(await screen.findByText("Jurisdiction is required")).toBeInTheDocument();
    expect(screen.getByText("Employer name is required")).toBeInTheDocument();
    expect(screen.getByText("Employee address is required")).toBeInTheDocument();
    expect(screen.getByText("Job title is required")).toBeInTheDocument();
    expect(screen.getByText("Start date is required")).toBeInTheDocument();
    expect(screen.getByText("Salary amount is required")).toBeInTheDocument();
  });

  it("posts the salary in minor units, with the jurisdiction's currency; no non-compete in California", { timeout: 30_000 }, async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "employment_contract", title: "Employment Agreement" }),
    }));
    const user = userEvent.setup();
    renderTool(<EmploymentContractGenerator />);
    expect(screen.getByLabelText("Non-compete after employment")).toBeInTheDocument();
    await chooseOption(user, "Jurisdiction", "California, United States");
    expect(screen.queryByLabelText("Non-compete after employment")).not.toBeInTheDocument();
    expect(screen.getByText("Non-competes are void in this jurisdiction, so none is offered.")).toBeInTheDocument();
    expect(screen.getByLabelText("FLSA Status")).toBeInTheDocument();

    await fillParty(user, "Employer", "Acme Inc.", "1 Main St");
    await fillParty(user, "Employee", "Sam Doe", "2 Elm St");
    await user.type(screen.getByLabelText("Job Title"), "Engineer");
    await user.type(screen.getByLabelText("Start Date"), "2027-01-04");
    await user.type(screen.getByLabelText("Salary"), "120000.50");
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));

    expect(await screen.findByText("Employment Contract Generated")).toBeInTheDocument();
    expect(screen.getByText("Your employment contract has been generated successfully.")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/api/generate/employment-contract");
    expect(post?.body).toMatchObject({
      jurisdiction: "california",
      employer: { name: "Acme Inc.", address: "1 Main St" },
      employee: { name: "Sam Doe", address: "2 Elm St" },
      jobTitle: "Engineer",
      startDate: "2027-01-04",
      salary: { amount: 12_000_050, currency: "USD", period: "year" },
      hoursPerWeek: 40,
      nonCompete: false,
    });
  });

  it("asks the work state of a US contract, posts it, and offers no non-compete where the state voids it", { timeout: 30_000 }, async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "employment_contract", title: "Employment Agreement" }),
    }));
    const user = userEvent.setup();
    renderTool(<EmploymentContractGenerator />);
    expect(screen.queryByLabelText("Work State")).not.toBeInTheDocument();
    await chooseOption(user, "Jurisdiction", "United States");
    await fillParty(user, "Employer", "Acme Inc.", "1 Main St");
    await fillParty(user, "Employee", "Sam Doe", "2 Elm St");
    await user.type(screen.getByLabelText("Job Title"), "Engineer");
    await user.type(screen.getByLabelText("Start Date"), "2027-01-04");
    await user.type(screen.getByLabelText("Salary"), "150000");
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));
    expect(await screen.findByText("Work state is required for a United States contract")).toBeInTheDocument();

    await chooseOption(user, "Work State", "Minnesota");
    expect(screen.queryByLabelText("Non-compete after employment")).not.toBeInTheDocument();
    expect(screen.getByText("Non-competes are void in this jurisdiction, so none is offered.")).toBeInTheDocument();
    await chooseOption(user, "Work State", "Colorado");
    expect(screen.getByLabelText("Non-compete after employment")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));
    expect(await screen.findByText("Employment Contract Generated")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({ jurisdiction: "united-states", workState: "US-CO", nonCompete: false });
  });

  it("shows California's exempt salary floor under FLSA Status and posts nothing until the pay meets it", { timeout: 30_000 }, async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "employment_contract", title: "Employment Agreement" }),
    }));
    const user = userEvent.setup();
    renderTool(<EmploymentContractGenerator />);
    await chooseOption(user, "Jurisdiction", "California, United States");
    await fillParty(user, "Employer", "Acme Inc.", "1 Main St");
    await fillParty(user, "Employee", "Sam Doe", "2 Elm St");
    await user.type(screen.getByLabelText("Job Title"), "Engineer");
    await user.type(screen.getByLabelText("Start Date"), "2027-01-04");
    await user.type(screen.getByLabelText("Salary"), "50000");
    await chooseOption(user, "FLSA Status", "Exempt");
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));
    const message = await screen.findByText(
      "An exempt employee in California must be paid a salary of at least $70,304 a year in 2027 (twice the state minimum wage of $16.90 for 2,080 hours, Cal. Lab. Code § 515(a)); pay at least that, or mark the employee non-exempt",
    );
    expect(screen.getByLabelText("FLSA Status")).toHaveAttribute("aria-describedby", expect.stringContaining(message.id));
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.clear(screen.getByLabelText("Salary"));
    await user.type(screen.getByLabelText("Salary"), "70304");
    await user.click(screen.getByRole("button", { name: "Generate Employment Contract" }));
    expect(await screen.findByText("Employment Contract Generated")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ flsaStatus: "exempt", salary: { amount: 7_030_400, period: "year" } });
  });

  it("opens a stored contract with its pay in major units", () => {
    expect(employmentFormValuesOf({ salary: { amount: 7_500_000, currency: "GBP", period: "year" }, jobTitle: "CTO" })).toMatchObject({
      jobTitle: "CTO",
      salary: { amount: 75_000, currency: "GBP", period: "year" },
    });
  });
});
