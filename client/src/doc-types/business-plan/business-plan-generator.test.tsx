import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderTool, setUpToolTests, type User } from "@/testing/render-tool";
import { sampleDocument, sampleProfile, stubApi } from "@/testing/test-utils";
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
    expect(screen.getByLabelText("Starting Cash")).toHaveValue("10000");
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

  it("5 years, cost of sales and a costed use of funds: in the glance and the body", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "business_plan", title: "Business Plan — Acme Inc." }) }));
    const user = userEvent.setup();
    renderTool(<BusinessPlanGenerator />);
    await fillRequired(user);
    const glance = screen.getByTestId("forecast-at-a-glance");
    expect(within(glance).getByText("More than 36 months")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Forecast Length" }));
    await user.click(await screen.findByRole("option", { name: "5 years (60 months)" }));
    expect(within(glance).getByText("More than 60 months")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Cost of Sales (% of revenue) (revenue stream 1)"));
    await user.type(screen.getByLabelText("Cost of Sales (% of revenue) (revenue stream 1)"), "20");

    // Funding without a costed use: the glance's runway is the plan's own.
    await user.click(screen.getByLabelText("Request funding"));
    await user.clear(screen.getByLabelText("Amount Requested"));
    await user.type(screen.getByLabelText("Amount Requested"), "20000");
    await user.type(screen.getByLabelText("Use of Funds"), "An engineer and laptops.");
    expect(within(glance).getByText("Cash runway")).toBeInTheDocument();
    // A hire of 3,000 a month from month 2 and 2,000 of laptops: the glance counts them with the funding.
    await user.click(screen.getByRole("button", { name: "Add Hire" }));
    await user.type(screen.getByLabelText("Role (hire 1)"), "Engineer");
    await user.clear(screen.getByLabelText("Monthly Cost (salary and on-costs) (hire 1)"));
    await user.type(screen.getByLabelText("Monthly Cost (salary and on-costs) (hire 1)"), "3000");
    await user.clear(screen.getByLabelText("Start Month (1 = first month) (hire 1)"));
    await user.type(screen.getByLabelText("Start Month (1 = first month) (hire 1)"), "2");
    await user.click(screen.getByRole("button", { name: "Add Capital expenditure item" }));
    await user.type(screen.getByLabelText("Item (capital expenditure item 1)"), "Laptops");
    await user.clear(screen.getByLabelText("Amount (capital expenditure item 1)"));
    await user.type(screen.getByLabelText("Amount (capital expenditure item 1)"), "2000");
    expect(within(glance).getByText("Cash runway (with funding and its use)")).toBeInTheDocument();
    // 10,000 + 20,000 − 2,000 of cash, burning about 3,000 a month more than it earns: well short of 60 months.
    expect(within(glance).queryByText("More than 60 months")).not.toBeInTheDocument();
    expect(within(glance).getByText(/^\d+ months$/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Generate Business Plan" }));
    expect(await screen.findByText("Business Plan Generated")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      projectionYears: 5,
      financials: { revenueStreams: [{ name: "Subscriptions", monthlyRevenue: 50_000, costOfSalesPercent: 20 }] },
      fundingRequest: {
        amount: 2_000_000,
        use: "An engineer and laptops.",
        hires: [{ role: "Engineer", monthlyCost: 300_000, startMonth: 2 }],
        capitalExpenditure: [{ item: "Laptops", amount: 200_000, month: 1 }],
      },
    });
  }, 40_000);

  it("a stored plan from before keeps working; the new fields round-trip; the server's messages find them", async () => {
    // A plan stored before the plan's years, cost of sales and hires: 3 years, 0% cost of sales, no hires.
    const old = businessPlanFormValuesOf({ ...STORED_PLAN, fundingRequest: { amount: 100, use: "Hiring." } });
    expect(old).toMatchObject({ projectionYears: "3", fundingHires: [], fundingCapex: [] });
    expect(old.revenueStreams[0]!.costOfSalesPercent).toBe(0);
    const stored = {
      ...STORED_PLAN,
      projectionYears: 5,
      financials: { ...STORED_PLAN.financials, revenueStreams: [{ name: "S", monthlyRevenue: 100, monthlyGrowthPercent: 0, costOfSalesPercent: 12.5 }] },
      fundingRequest: {
        amount: 500_000,
        use: "Hiring.",
        hires: [{ role: "Engineer", monthlyCost: 300_000, startMonth: 3 }],
        capitalExpenditure: [{ item: "Van", amount: 1_000_000, month: 2 }],
      },
    };
    const values = businessPlanFormValuesOf(stored);
    expect(values.fundingHires).toEqual([{ role: "Engineer", monthlyCost: 3_000, startMonth: 3 }]);
    expect(toBusinessPlanPayload(values)).toMatchObject(stored);

    const onSubmit = vi.fn((_payload: unknown, onFieldErrors: (errors: { path: string; message: string }[]) => void) =>
      onFieldErrors([{ path: "fundingRequest.hires.0.startMonth", message: "Start month must be within the 60-month forecast" }]),
    );
    const user = userEvent.setup();
    renderWithProviders(<BusinessPlanGenerator initialValues={stored} onSubmit={onSubmit} />);
    expect(screen.getByLabelText("Monthly Cost (salary and on-costs) (hire 1)")).toHaveValue("3000");
    expect(screen.getByLabelText("Cost of Sales (% of revenue) (revenue stream 1)")).toHaveValue(12.5);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Start month must be within the 60-month forecast")).toBeInTheDocument();
    expect(screen.getByLabelText("Start Month (1 = first month) (hire 1)")).toHaveAttribute("aria-invalid", "true");
  }, 30_000);
});
