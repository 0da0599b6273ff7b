import { describe, expect, it } from "vitest";
import { billingStatusOf, paidStatus } from "./status";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("billingStatusOf", () => {
  it("reads overdue from the due date while money is owed", () => {
    const row = { type: "invoice" as const, billingStatus: "sent" as const, dueDate: "2026-03-10", validUntil: null };
    expect(billingStatusOf(row, day("2026-03-10"))).toBe("sent");
    expect(billingStatusOf(row, day("2026-03-11"))).toBe("overdue");
    expect(billingStatusOf({ ...row, billingStatus: "partially_paid" }, day("2026-04-01"))).toBe("overdue");
    expect(billingStatusOf({ ...row, billingStatus: "paid" }, day("2026-04-01"))).toBe("paid");
    expect(billingStatusOf({ ...row, billingStatus: "void" }, day("2026-04-01"))).toBe("void");
  });

  it("reads expired from a quote's validity date until it is answered", () => {
    const quote = { type: "quote" as const, billingStatus: "viewed" as const, dueDate: null, validUntil: "2026-03-10" };
    expect(billingStatusOf(quote, day("2026-03-10"))).toBe("viewed");
    expect(billingStatusOf(quote, day("2026-03-11"))).toBe("expired");
    expect(billingStatusOf({ ...quote, billingStatus: "accepted" }, day("2026-04-01"))).toBe("accepted");
  });
});

describe("paidStatus", () => {
  it("is partly paid, paid, or back to where it was when the payments are gone", () => {
    expect(paidStatus(10_000, 2_500, "sent")).toBe("partially_paid");
    expect(paidStatus(10_000, 10_000, "partially_paid")).toBe("paid");
    expect(paidStatus(10_000, 0, "paid")).toBe("sent");
    expect(paidStatus(10_000, 0, "viewed")).toBe("viewed");
    const seen = (sentAt: string | null, viewedAt: string | null) => ({ sentAt, viewedAt });
    expect(paidStatus(10_000, 0, "paid", seen("2026-03-01T10:00:00Z", "2026-03-02T10:00:00Z"))).toBe("viewed");
    expect(paidStatus(10_000, 0, "partially_paid", seen("2026-03-01T10:00:00Z", null))).toBe("sent");
    expect(paidStatus(10_000, 0, "paid", seen(null, null))).toBe("draft");
  });
});
