import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TBillingStatus } from "@shared/api/billing";
import { stubFetch } from "@/testing/test-utils";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { CheckoutSuccess, POLL_MS, WAIT_LIMIT_MS } from "./checkout-success";

const FREE: TBillingStatus = { plan: "free", since: null, paymentsConfigured: true };
const PRO: TBillingStatus = { plan: "pro", since: "2026-11-23T12:00:00.000Z", paymentsConfigured: true };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("CheckoutSuccess", () => {
  it("waits for the webhook, asking every couple of seconds, then says the account is Lifetime", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [FREE, FREE, PRO];
    const calls = stubFetch(() => ({ body: answers.shift() ?? PRO }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, { subscription: "free" });
    renderWithProviders(<CheckoutSuccess />, { path: "/billing/success", queryClient });

    expect(await screen.findByRole("heading", { name: "Processing your payment…" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByRole("heading", { name: "Processing your payment…" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole("heading", { name: "You're on Lifetime" })).toBeInTheDocument();
    expect(screen.getByText("Lifetime Access: active since November 23, 2026")).toBeInTheDocument();

    // It stops asking, and the app's idea of the user is refreshed.
    const asked = calls.filter((c) => c.url === "/api/billing/status").length;
    expect(asked).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(calls.filter((c) => c.url === "/api/billing/status")).toHaveLength(asked);
    await waitFor(() => expect(queryClient.getQueryState(AUTH_USER_QUERY_KEY)?.isInvalidated).toBe(true));
  });

  it("after a minute without confirmation, says so, and can check again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = FREE;
    const calls = stubFetch(() => ({ body: status }));
    renderWithProviders(<CheckoutSuccess />, { path: "/billing/success?session_id=cs_test_abc" });
    await screen.findByRole("heading", { name: "Processing your payment…" });

    await act(() => vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS));
    expect(
      await screen.findByRole("heading", { name: "Your payment is taking longer than usual" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Reference: cs_test_abc")).toBeInTheDocument();
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(calls).toHaveLength(asked);

    status = PRO;
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { name: "You're on Lifetime" })).toBeInTheDocument();
  });
});
