import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TBillingStatus } from "@shared/api/billing";
import { stubFetch } from "@/testing/test-utils";
import { PLANS } from "../plans";
import { renderWithProviders } from "@/testing/render";
import { browser, PAYMENTS_OFF_TEXT } from "../api/billing";
import { PricingPlans } from "./pricing-plans";

const FREE: TBillingStatus = { plan: "free", since: null, paymentsConfigured: true };

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(browser, "go").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPlans(
  status: TBillingStatus,
  checkout: { status?: number; body?: unknown } = {},
  path = "/pricing",
) {
  const calls = stubFetch((call) =>
    call.url === "/api/billing/checkout"
      ? { status: checkout.status ?? 200, body: checkout.body ?? { url: "https://checkout.stripe.test/c/pay/cs_1" } }
      : { body: status },
  );
  renderWithProviders(<PricingPlans />, { path });
  return calls;
}

const plan = (name: string) => screen.getByRole("article", { name });

describe("PricingPlans", () => {
  it("shows both plans with the landing page's words, and the Free plan as current", async () => {
    renderPlans(FREE);
    await screen.findByText("Forever Free", { selector: "span" });
    expect(screen.getByTestId("current-plan")).toHaveTextContent("Your plan: Forever Free");
    for (const p of PLANS) {
      const card = plan(p.name);
      expect(within(card).getByText(p.price)).toBeInTheDocument();
      expect(within(card).getByText(p.cadence)).toBeInTheDocument();
      for (const f of p.features) expect(within(card).getByText(f.text)).toBeInTheDocument();
    }
    expect(within(plan("Forever Free")).getByText("Current plan")).toBeInTheDocument();
    expect(within(plan("Lifetime Access")).queryByText("Current plan")).toBeNull();
    expect(screen.queryByText(/Lifetime Access: active/)).toBeNull();
  });

  it("the upgrade button starts checkout and sends the browser to it", async () => {
    const calls = renderPlans(FREE);
    const button = await screen.findByRole("button", { name: "Upgrade to Lifetime Access" });
    await userEvent.click(button);
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
    expect(calls.find((c) => c.url === "/api/billing/checkout")).toMatchObject({ method: "POST" });
    // The browser is leaving: no second checkout from a double click.
    expect(screen.getByRole("button", { name: "Opening checkout…" })).toBeDisabled();
  });

  it("a Lifetime user sees since when, and no upgrade button", async () => {
    renderPlans({ plan: "pro", since: "2026-11-23T12:00:00.000Z", paymentsConfigured: true });
    expect(await screen.findByText("Lifetime Access: active since November 23, 2026")).toBeInTheDocument();
    expect(screen.getByTestId("current-plan")).toHaveTextContent("Your plan: Lifetime Access");
    expect(within(plan("Lifetime Access")).getByText("Current plan")).toBeInTheDocument();
    expect(screen.getByText("You're on Lifetime")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
  });

  it("says when payments are not configured, with the button off", async () => {
    renderPlans({ ...FREE, paymentsConfigured: false });
    expect(await screen.findByRole("button", { name: "Upgrade to Lifetime Access" })).toBeDisabled();
    expect(screen.getByTestId("payments-off")).toHaveTextContent(PAYMENTS_OFF_TEXT);
  });

  it("shows the server's message when checkout fails, and stays put", async () => {
    renderPlans(FREE, {
      status: 503,
      body: { code: "unavailable", message: "The payment provider could not be reached. Please try again in a moment." },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Upgrade to Lifetime Access" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The payment provider could not be reached. Please try again in a moment.",
    );
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Upgrade to Lifetime Access" })).toBeEnabled();
  });

  it("says so when checkout was cancelled", async () => {
    renderPlans(FREE, {}, "/pricing?checkout=cancelled");
    expect(await screen.findByText("Checkout cancelled. You have not been charged.")).toBeInTheDocument();
  });
});
