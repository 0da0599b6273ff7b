import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderTool, setUpToolTests, type User } from "@/components/tool/test-render";
import { sampleDocument, sampleProfile, stubApi } from "@/components/tool/test-utils";
import { renderWithProviders } from "@/testing/render";
import { BusinessPlanGenerator } from "./business-plan-generator";
import { businessPlanFormValuesOf, toBusinessPlanPayload } from "./business-plan-form";

setUpToolTests();

/** A stored plan's input, in the API's minor units. */
const STORED_PLAN = {
  companyName: "Acme Inc.",
  description: "Dashboards.",
  industry: "Software",
  targetMarket: "Shops.",
  products: [{ name: "Starter", description: "One shop.", price: 2_999 }],
  financials: {
    startingCash: 1_000_000,
    currency: "EUR",
    revenueStreams: [{ name: "Subscriptions", monthlyRevenue: 50_000, monthlyGrowthPercent: 2 }],
    monthlyCosts: [{ name: "Salaries", amount: 80_000 }],
  },
  team: [],
};

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText("Company Name"), "Acme Inc.");
  await user.type(screen.getByLabelText("Industry"), "Software");
  await user.type(screen.getByLabelText("Business Description"), "Dashboards for small shops.");
  await user.type(screen.getByLabelText("Target Market"), "Independent online shops.");
  await user.type(screen.getByLabelText("Name (product 1)"), "Starter");
  await user.type(screen.getByLabelText("Description (product 1)"), "One shop.");
  await user.clear(screen.getByLabelText("Price (product 1)"));
  await user.type(screen.getByLabelText("Price (product 1)"), "29.99");
  await user.clear(screen.getByLabelText("Starting Cash"));
  await user.type(screen.getByLabelText("Starting Cash"), "10000");
  await user.type(screen.getByLabelText("Name (revenue stream 1)"), "Subscriptions");
  await user.clear(screen.getByLabelText("Revenue in Month 1 (revenue stream 1)"));
  await user.type(screen.getByLabelText("Revenue in Month 1 (revenue stream 1)"), "500");
  await user.clear(screen.getByLabelText("Monthly Growth (%) (revenue stream 1)"));
  await user.type(screen.getByLabelText("Monthly Growth (%) (revenue stream 1)"), "5.5");
  await user.type(screen.getByLabelText("Name (cost 1)"), "Salaries");
  await user.clear(screen.getByLabelText("Amount per Month (cost 1)"));
  await user.type(screen.getByLabelText("Amount per Month (cost 1)"), "800");
}

describe("BusinessPlanGenerator", () => {
  it("shows the placeholder and the schema's messages for the required fields", async () => {
    const user = userEvent.setup();
    renderTool(<BusinessPlanGenerator />);
    expect(screen.getByRole("heading", { name: "Business Plan Generator" })).toBeInTheDocument();
    expect(screen.getByText("Your business plan will appear here after generation.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate Business Plan" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Industry is required")).toBeInTheDocument();
    expect(screen.getByText("Business description is required")).toBeInTheDocument();
    expect(screen.getByText("Target market is required")).toBeInTheDocument();
    expect(screen.getByText("Product name is required")).toBeInTheDocument();
    expect(screen.getByText("Revenue stream name is required")).toBeInTheDocument();
    expect(screen.getByText("Cost name is required")).toBeInTheDocument();
  }, 15_000);

  it("posts money in minor units under financials; funding and the canvas only when ticked", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "business_plan", title: "Business Plan — Acme Inc." }) }));
    const user = userEvent.setup();
    renderTool(<BusinessPlanGenerator />);
    await fillRequired(user);
    // The forecast at a glance follows: 500 growing 5.5% a month against 800 of costs.
    const glance = screen.getByTestId("forecast-at-a-glance");
    expect(within(glance).getByText("Month 10", { exact: false })).toBeInTheDocument();
    expect(within(glance).getByText("More than 36 months")).toBeInTheDocument();

    await user.click(screen.getByLabelText("Request funding"));
    await user.clear(screen.getByLabelText("Amount Requested"));
    await user.type(screen.getByLabelText("Amount Requested"), "25000.5");
    await user.type(screen.getByLabelText("Use of Funds"), "Two engineers.");
    await user.click(screen.getByRole("button", { name: "Add Team member" }));
    await user.type(screen.getByLabelText("Name (team member 1)"), "Ada");
    await user.type(screen.getByLabelText("Role (team member 1)"), "CEO");
    await user.click(screen.getByRole("button", { name: "Generate Business Plan" }));

    expect(await screen.findByRole("heading", { name: "Generated Business Plan" })).toBeInTheDocument();
    expect(await screen.findByText("Business Plan Generated")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/generate/business-plan" });
    expect(calls[0]?.body).toMatchObject({
      companyName: "Acme Inc.",
      products: [{ name: "Starter", description: "One shop.", price: 2_999 }],
      financials: {
        startingCash: 1_000_000,
        currency: "USD",
        revenueStreams: [{ name: "Subscriptions", monthlyRevenue: 50_000, monthlyGrowthPercent: 5.5 }],
        monthlyCosts: [{ name: "Salaries", amount: 80_000 }],
      },
      fundingRequest: { amount: 2_500_050, use: "Two engineers." },
      team: [{ name: "Ada", role: "CEO" }],
      includeLeanCanvas: false,
      costGrowthPercent: 0,
    });
    expect(calls[0]?.body).not.toHaveProperty("problem");
  }, 30_000);

  it("puts the server's messages on the form's own fields", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        code: "validation_error",
        message: "Invalid input",
        errors: [
          { path: "financials.startingCash", message: "Starting cash must be at most 1,000,000,000,000 cents" },
          { path: "financials.revenueStreams.0.monthlyGrowthPercent", message: "Too fast" },
        ],
      },
    }));
    const user = userEvent.setup();
    renderTool(<BusinessPlanGenerator />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Generate Business Plan" }));
    expect(await screen.findByText("Starting cash must be at most 1,000,000,000,000 cents")).toBeInTheDocument();
    expect(screen.getByLabelText("Starting Cash")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Monthly Growth (%) (revenue stream 1)")).toHaveAttribute("aria-invalid", "true");
  }, 30_000);

  it("fills the company name and location from the chosen business", () => {
    renderTool(<BusinessPlanGenerator />, { profiles: [sampleProfile()] });
    expect(screen.getByLabelText("Company Name")).toHaveValue("Acme Analytics GmbH");
    expect(screen.getByLabelText(/^Location/)).toHaveValue("Friedrichstraße 1, 10117 Berlin, Germany");
  });

  it("edits a stored plan: minor units shown as major, the payload back in minor units", async () => {
    stubApi(() => ({ status: 500 }));
    const stored = {
      ...STORED_PLAN,
      includeLeanCanvas: true,
      problem: "No numbers.",
      costGrowthPercent: 1,
      startMonth: "2027-01",
    };
    const values = businessPlanFormValuesOf(stored);
    expect(values).toMatchObject({ startingCash: 10_000, currency: "EUR", requestFunding: false, includeLeanCanvas: true });
    expect(toBusinessPlanPayload(values)).toMatchObject({ ...stored, team: [] });

    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BusinessPlanGenerator initialValues={stored} onSubmit={onSubmit} />);
    expect(screen.getByLabelText("Starting Cash")).toHaveValue(10_000);
    expect(screen.getByLabelText(/^Problem/)).toHaveValue("No numbers.");
    expect(screen.queryByRole("heading", { name: "Business Plan Generator" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ financials: { startingCash: 1_000_000, currency: "EUR" } });
  });

  it("editing, the server's messages land on the form's own fields too", async () => {
    const stored = STORED_PLAN;
    const onSubmit = vi.fn((_payload: unknown, onFieldErrors: (errors: { path: string; message: string }[]) => void) =>
      onFieldErrors([{ path: "financials.startingCash", message: "Starting cash is too large" }]),
    );
    const user = userEvent.setup();
    renderWithProviders(<BusinessPlanGenerator initialValues={stored} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Starting cash is too large")).toBeInTheDocument();
    expect(screen.getByLabelText("Starting Cash")).toHaveAttribute("aria-invalid", "true");
  });

  it("starts from the business profile's currency", () => {
    renderTool(<BusinessPlanGenerator />, { profiles: [sampleProfile({ currency: "GBP" })] });
    expect(screen.getByLabelText("Currency")).toHaveTextContent("GBP");
  });
});
