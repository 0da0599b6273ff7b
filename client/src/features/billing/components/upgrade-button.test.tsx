import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/test-utils";
import { browser, PAYMENTS_OFF_TEXT } from "../api/billing";
import { renderWithProviders } from "@/testing/render";
import { UpgradeButton } from "./upgrade-button";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("starts checkout under any label, and the browser leaves for the payment page", async () => {
  const go = vi.spyOn(browser, "go").mockImplementation(() => {});
  stubFetch((call) =>
    call.url === "/api/billing/checkout"
      ? { body: { url: "/api/billing/dev-checkout?session=cs_dev_1" } }
      : { body: { plan: "free", since: null, paymentsConfigured: true } },
  );
  renderWithProviders(<UpgradeButton>Upgrade Now</UpgradeButton>);
  await userEvent.click(screen.getByRole("button", { name: "Upgrade Now" }));
  await waitFor(() => expect(go).toHaveBeenCalledWith("/api/billing/dev-checkout?session=cs_dev_1"));
});

it("is off, and says why, on a server that takes no payments", async () => {
  stubFetch(() => ({ body: { plan: "free", since: null, paymentsConfigured: false } }));
  renderWithProviders(<UpgradeButton />);
  expect(await screen.findByText(PAYMENTS_OFF_TEXT)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Upgrade to Lifetime Access" })).toBeDisabled();
});
