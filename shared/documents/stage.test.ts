// The stage's precedence, one rule at a time: what the API tests reach through the flows
// (server/routes/document-stage.test.ts), here where the flows can't easily combine them (a quote
// out for signature and accepted, a signature request that expired, a paid invoice past its due date).
import { describe, expect, test } from "vitest";
import type { BillingState, StoredBillingStatus } from "../invoicing/status";
import { DOCUMENT_STAGES, STAGE_LABELS, stageOf } from "./stage";

const NOW = new Date("2026-12-07T12:00:00Z");
const invoice = (billingStatus: StoredBillingStatus, dueDate: string | null = "2026-12-31"): BillingState => ({ type: "invoice", billingStatus, dueDate, validUntil: null });
const quote = (billingStatus: StoredBillingStatus, validUntil: string | null = "2026-12-31"): BillingState => ({ type: "quote", billingStatus, dueDate: null, validUntil });

describe("stageOf", () => {
  test("a draft is a draft, whatever else it has", () => {
    expect(stageOf({ status: "draft" }, NOW)).toBe("draft");
    expect(stageOf({ status: "draft", billing: invoice("draft", "2026-01-01") }, NOW)).toBe("draft");
  });

  test("a final document with nothing else is final; a voided request leaves it so", () => {
    expect(stageOf({ status: "final" }, NOW)).toBe("final");
    expect(stageOf({ status: "final", signatureRequest: "voided" }, NOW)).toBe("final");
    expect(stageOf({ status: "final", billing: invoice("draft") }, NOW)).toBe("final");
  });

  test("a signature request's state: open, signed, declined, expired", () => {
    expect(stageOf({ status: "final", signatureRequest: "sent" }, NOW)).toBe("awaiting_signature");
    expect(stageOf({ status: "final", signatureRequest: "completed" }, NOW)).toBe("signed");
    expect(stageOf({ status: "final", signatureRequest: "declined" }, NOW)).toBe("declined");
    expect(stageOf({ status: "final", signatureRequest: "expired" }, NOW)).toBe("expired");
  });

  test("an open signature request says more than a quote sent or viewed", () => {
    expect(stageOf({ status: "final", signatureRequest: "sent", billing: quote("viewed") }, NOW)).toBe("awaiting_signature");
    expect(stageOf({ status: "final", billing: quote("viewed") }, NOW)).toBe("viewed");
    expect(stageOf({ status: "final", billing: quote("sent") }, NOW)).toBe("sent");
  });

  test("money and the client's answer say more than a signature request", () => {
    expect(stageOf({ status: "final", signatureRequest: "sent", billing: quote("accepted") }, NOW)).toBe("accepted");
    expect(stageOf({ status: "final", signatureRequest: "completed", billing: quote("converted") }, NOW)).toBe("converted");
    expect(stageOf({ status: "final", signatureRequest: "completed", billing: invoice("paid") }, NOW)).toBe("paid");
    expect(stageOf({ status: "final", signatureRequest: "sent", billing: invoice("void") }, NOW)).toBe("void");
  });

  test("the calendar: past its due date an unpaid invoice is overdue, paid in part too; a paid one stays paid", () => {
    expect(stageOf({ status: "final", billing: invoice("sent", "2026-12-06") }, NOW)).toBe("overdue");
    expect(stageOf({ status: "final", billing: invoice("partially_paid", "2026-12-06") }, NOW)).toBe("overdue");
    expect(stageOf({ status: "final", billing: invoice("partially_paid", "2026-12-07") }, NOW)).toBe("partially_paid");
    expect(stageOf({ status: "final", billing: invoice("paid", "2026-12-06") }, NOW)).toBe("paid");
    expect(stageOf({ status: "final", billing: quote("viewed", "2026-12-06") }, NOW)).toBe("expired");
    expect(stageOf({ status: "final", billing: quote("accepted", "2026-12-06") }, NOW)).toBe("accepted");
  });

  test("every stage has its words", () => {
    expect(Object.keys(STAGE_LABELS).sort()).toEqual([...DOCUMENT_STAGES].sort());
    expect(new Set(Object.values(STAGE_LABELS)).size).toBe(DOCUMENT_STAGES.length);
  });
});
