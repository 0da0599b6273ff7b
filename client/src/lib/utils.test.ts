import { describe, expect, it } from "vitest";
import { cn, formatCents, formatLongDate, initialsOf } from "./utils";

describe("formatCents", () => {
  it("divides by 100 with two decimals and thousands separators", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(100000000)).toBe("$1,000,000.00");
    expect(formatCents(-2500)).toBe("-$25.00");
  });
});

describe("formatLongDate", () => {
  it("writes a long US date", () => {
    expect(formatLongDate("2026-11-23T12:00:00.000Z")).toBe("November 23, 2026");
  });

  it("keeps a bare date on its calendar day", () => {
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("cn", () => {
  it("lets the later Tailwind class win", () => {
    const hidden = false;
    expect(cn("px-2 py-1", hidden && "hidden", "px-4")).toBe("py-1 px-4");
  });
});

describe("initialsOf", () => {
  it("takes up to two initials", () => {
    expect(initialsOf("Ada", "Lovelace")).toBe("AL");
    expect(initialsOf("ada@example.com")).toBe("A");
    expect(initialsOf(null, undefined)).toBe("U");
  });
});
