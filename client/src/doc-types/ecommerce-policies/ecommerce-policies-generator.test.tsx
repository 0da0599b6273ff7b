import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleDocument, sampleProfile, stubApi } from "@/testing/test-utils";
import { renderTool, setUpToolTests } from "@/testing/render-tool";
import { EcommercePoliciesGenerator } from "./ecommerce-policies-generator";

setUpToolTests();

// A long form on a shared machine: typing and Radix selects take their time.
describe("EcommercePoliciesGenerator", { timeout: 30_000 }, () => {
  it("shows the placeholder and the schema's messages", async () => {
    const user = userEvent.setup();
    renderTool(<EcommercePoliciesGenerator />);
    expect(screen.getByRole("heading", { name: "E-commerce Policy Generator" })).toBeInTheDocument();
    expect(screen.getByText("Your e-commerce policy will appear here after generation.")).toBeInTheDocument();
    expect(screen.getByText('Fill out the form and click "Generate E-commerce Policy" to get started.')).toBeInTheDocument();
    await user.click(screen.getByLabelText("Refund policy"));
    await user.click(screen.getByLabelText("Return policy"));
    await user.click(screen.getByLabelText("Shipping policy"));
    await user.clear(screen.getByLabelText("Refund window (days)"));
    await user.click(screen.getByRole("button", { name: "Generate E-commerce Policy" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByText("Must be a valid URL")).toBeInTheDocument();
    expect(screen.getByText("Must be a valid email")).toBeInTheDocument();
    expect(screen.getByText("Select at least one policy")).toBeInTheDocument();
    expect(screen.getByText("Refund window is required")).toBeInTheDocument();
    expect(screen.getByText("Governing law is required")).toBeInTheDocument();
  });

  it("fills the company from the business profile, and posts the form with money in cents", async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: sampleDocument({ type: "ecommerce_policy", title: "Refund, Return and Shipping Policy — Acme" }),
    }));
    const user = userEvent.setup();
    renderTool(<EcommercePoliciesGenerator />, { profiles: [sampleProfile({ isDefault: true, phone: "+49 30 123456" })] });
    expect(screen.getByLabelText("Company Name")).toHaveValue("Acme Analytics GmbH");
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://acme.example");
    expect(screen.getByLabelText("Contact Email")).toHaveValue("hello@acme.example");
    expect(screen.getByLabelText(/Business Address/)).toHaveValue("Friedrichstraße 1\n10117 Berlin\nGermany");

    await user.click(screen.getByLabelText("Governing Law"));
    await user.click(await screen.findByRole("option", { name: "Germany" }));
    await user.click(screen.getByLabelText("European Union"));
    await user.click(screen.getByLabelText("We offer exchanges"));
    await user.click(screen.getByRole("button", { name: "Add shipping method" }));
    const methods = screen.getByRole("list", { name: "Shipping methods" });
    await user.type(within(methods).getByLabelText("Method"), "DHL Paket");
    await user.type(within(methods).getByLabelText("Delivery time"), "2-3 business days");
    await user.type(within(methods).getByLabelText("Cost"), "4.99");
    await user.type(screen.getByLabelText(/Free shipping from/), "50");
    await user.click(screen.getByRole("button", { name: "Generate E-commerce Policy" }));

    expect(await screen.findByRole("heading", { name: "Generated E-commerce Policy" })).toBeInTheDocument();
    expect(await screen.findByText("E-commerce Policy Generated")).toBeInTheDocument();
    expect(screen.getByText("Your e-commerce policy has been generated successfully.")).toBeInTheDocument();
    expect(calls[0]?.url).toBe("/api/generate/ecommerce-policies");
    expect(calls[0]?.body).toMatchObject({
      companyName: "Acme Analytics GmbH",
      website: "https://acme.example",
      email: "hello@acme.example",
      phone: "+49 30 123456",
      policies: ["refund", "return", "shipping"],
      refundWindowDays: 30,
      governingLaw: "germany",
      shippingRegions: ["domestic", "eu"],
      exchanges: true,
      shippingMethods: [{ name: "DHL Paket", estimatedDays: "2-3 business days", cost: 499 }],
      freeShippingThreshold: 5000,
    });
  });

  it("edits a stored input: money shown in major units, submitted in minor units", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderTool(
      <EcommercePoliciesGenerator
        initialValues={{
          companyName: "Acme",
          website: "https://acme.example",
          email: "shop@acme.example",
          policies: ["shipping"],
          refundWindowDays: 14,
          governingLaw: "united-kingdom",
          shippingMethods: [{ name: "Royal Mail", estimatedDays: "2 days", cost: 350 }],
          freeShippingThreshold: 2500,
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText("Cost")).toHaveValue("3.5");
    expect(screen.getByLabelText(/Free shipping from/)).toHaveValue("25");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      policies: ["shipping"],
      refundWindowDays: 14,
      shippingMethods: [{ name: "Royal Mail", estimatedDays: "2 days", cost: 350 }],
      freeShippingThreshold: 2500,
    });
  });

  it("starts from the business's currency (a GBP shop is not priced in dollars), and keeps one the user picked", async () => {
    const calls = stubApi(() => ({ status: 201, body: sampleDocument({ type: "ecommerce_policy" }) }));
    const user = userEvent.setup();
    const gbp = sampleProfile({ id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Tea Shop Ltd", currency: "GBP", isDefault: true });
    const eur = sampleProfile({ name: "Acme Analytics GmbH", currency: "EUR", isDefault: false });
    renderTool(<EcommercePoliciesGenerator />, { profiles: [gbp, eur] });
    expect(screen.getByLabelText("Currency")).toHaveTextContent("GBP");

    // Another business: its currency.
    await user.click(screen.getByLabelText("Business"));
    await user.click(await screen.findByRole("option", { name: /Acme Analytics GmbH/ }));
    expect(screen.getByLabelText("Currency")).toHaveTextContent("EUR");
    expect(calls).toEqual([]);
  });

  it("keeps USD when the business has no currency", () => {
    renderTool(<EcommercePoliciesGenerator />, { profiles: [sampleProfile({ currency: null })] });
    expect(screen.getByLabelText("Currency")).toHaveTextContent("USD");
  });
});
