import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminPayment } from "@shared/api/admin";
import { stubFetch } from "@/testing/test-utils";
import { renderWithProviders } from "@/testing/render";
import { PaymentsTable } from "./payments-table";

afterEach(() => vi.unstubAllGlobals());

const payment = (over: Partial<TAdminPayment>): TAdminPayment => ({
  id: "p1",
  createdAt: "2026-11-23T10:00:00.000Z",
  userId: "u1",
  user: "Ada Lovelace",
  userEmail: "ada@example.com",
  amount: 2900,
  currency: "USD",
  status: "succeeded",
  description: "Lifetime Access",
  amountRefunded: 0,
  amountMismatch: false,
  expectedAmount: 2900,
  ...over,
});

describe("PaymentsTable", () => {
  it("lists payments with status, amount, user and date; flags an amount mismatch", async () => {
    stubFetch(() => ({
      body: [
        payment({ id: "p1" }),
        payment({ id: "p2", user: "Grace", userEmail: "grace@example.com", amount: 100, status: "amount_mismatch", amountMismatch: true }),
        payment({ id: "p3", user: "Alan", userEmail: "alan@example.com", status: "refunded", amountRefunded: 2900 }),
        payment({ id: "p4", user: "Edsger", userEmail: "ed@example.com", amountRefunded: 1000 }),
      ],
    }));
    renderWithProviders(<PaymentsTable />, { path: "/admin/payments" });
    const rows = await screen.findAllByTestId("payment-row");
    expect(rows).toHaveLength(4);

    expect(rows[0]).toHaveTextContent("Ada Lovelace");
    expect(rows[0]).toHaveTextContent("$29.00");
    expect(rows[0]).toHaveTextContent("succeeded");
    expect(rows[0]).toHaveTextContent("Nov 23, 2026");

    const flag = within(rows[1]!).getByText("Amount mismatch");
    expect(flag).toHaveAttribute(
      "title",
      "Paid $1.00, expected $29.00: recorded, the account was not upgraded",
    );
    expect(rows[1]).toHaveTextContent("$1.00");

    expect(rows[2]).toHaveTextContent("refunded");
    expect(within(rows[2]!).queryByText(/refunded$/, { selector: "p" })).toBeNull();
    expect(rows[3]).toHaveTextContent("$10.00 refunded");
    expect(within(rows[3]!).getByText("succeeded")).toBeInTheDocument();
  });
});
