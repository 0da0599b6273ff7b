import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TDocumentHistory } from "@shared/invoicing/payments";
import { historyKey } from "../api/invoicing";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { BillingHistory, describeEvent } from "./billing-history";

const id = "11111111-2222-4333-8444-777777777777";

const history: TDocumentHistory = {
  versions: [
    { version: 2, createdAt: "2026-11-02T09:00:00.000Z", sha256: "b".repeat(64), templateVersion: 3 },
    { version: 1, createdAt: "2026-11-01T09:00:00.000Z", sha256: "a".repeat(64), templateVersion: 3 },
  ],
  events: [
    { kind: "payment_recorded", actor: { type: "user" }, data: { amount: 100_000, currency: "USD", method: "bank_transfer" }, at: "2026-11-03T09:00:00.000Z" },
    { kind: "receipt_created", actor: { type: "user" }, data: { number: "RCT-0001" }, at: "2026-11-04T09:00:00.000Z" },
    { kind: "reminder_sent", actor: { type: "system" }, data: { step: 7, to: "ap@globex.example" }, at: "2026-11-05T09:00:00.000Z" },
    { kind: "voided", actor: { type: "user" }, data: { reason: "Wrong client" }, at: "2026-11-06T09:00:00.000Z" },
  ],
  chainValid: true,
};

describe("BillingHistory", () => {
  it("shows the versions and the billing events in one timeline, newest first", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(historyKey(id), history);
    renderWithProviders(<BillingHistory documentId={id} />, { queryClient });
    const list = screen.getByRole("list", { name: "History" });
    expect(within(list).getAllByRole("listitem").map((li) => li.firstChild?.textContent)).toEqual([
      "Voided: Wrong client",
      "Automatic reminder sent to ap@globex.example",
      "Receipt RCT-0001 created",
      "Payment of $1,000.00 recorded (bank transfer)",
      "Version 2 saved",
      "Created (version 1)",
    ]);
  });

  it("says so when the history fails its integrity check, and only then", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(historyKey(id), history);
    const { unmount } = renderWithProviders(<BillingHistory documentId={id} />, { queryClient });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();
    queryClient.setQueryData(historyKey(id), { ...history, chainValid: false });
    renderWithProviders(<BillingHistory documentId={id} />, { queryClient });
    expect(screen.getByRole("alert")).toHaveTextContent("This history fails its integrity check: an event was changed or removed outside the app.");
  });

  it("words every kind of event", () => {
    const say = (kind: string, data: Record<string, unknown> = {}) => describeEvent({ kind, data });
    expect(say("sent", { to: "ap@globex.example" })).toBe("Sent to ap@globex.example");
    expect(say("sent", { to: "ap@globex.example", linksEnded: 2 })).toBe("Sent to ap@globex.example; the links sent before no longer open it");
    expect(say("viewed")).toBe("Viewed by the client");
    expect(say("accepted", { name: "Hank Scorpio" })).toBe("Accepted by Hank Scorpio");
    expect(say("payment_deleted", { amount: 2_500, currency: "EUR" })).toBe("Payment of €25.00 deleted");
    expect(say("payment_deleted", { amount: 2_500, currency: "EUR", receiptVoided: "RCT-0001" })).toBe("Payment of €25.00 deleted; receipt RCT-0001 voided");
    expect(say("reminder_sent", { manual: true, to: "a@b.example" })).toBe("Reminder sent to a@b.example");
    expect(say("email_failed", { to: ["ana@client.example"], message: "document", error: "550 No such user" })).toBe(
      "Couldn't deliver the e-mail to ana@client.example — check the address",
    );
    expect(say("email_failed", { to: ["ana@client.example"], message: "reminder" })).toBe(
      "Couldn't deliver the reminder to ana@client.example — check the address",
    );
    expect(say("email_failed", { to: ["ana@client.example"], message: "reminder", error: "E-mail is not configured on this server" })).toBe(
      "Couldn't e-mail the reminder to ana@client.example: e-mail is not configured on this server",
    );
  });
});

describe("describeEvent", () => {
  it("reads an event with the events' union: an unknown kind, or data that isn't its kind's, says its kind", () => {
    expect(describeEvent({ kind: "refunded", data: { amount: 1 } })).toBe("refunded");
    expect(describeEvent({ kind: "voided", data: { reason: 42 } })).toBe("voided");
    expect(describeEvent({ kind: "payment_recorded", data: { amount: "100", currency: "USD", method: "cash" } })).toBe("payment_recorded");
  });
});
