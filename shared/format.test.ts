import { describe, expect, it } from "vitest";
import { formatCount, formatDate } from "./format";
import { formatMoney, toMinorUnits } from "./money";

describe("formatCount", () => {
  it("groups digits the locale's way", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(1234567, "de-DE")).toBe("1.234.567");
  });
});

describe("formatDate", () => {
  it("keeps a bare date on its calendar day, in every style", () => {
    expect(formatDate("2026-11-23")).toBe("November 23, 2026");
    expect(formatDate("2026-11-23", "short")).toBe("Nov 23, 2026");
    expect(formatDate("2026-11-23", "day")).toBe("Nov 23");
    expect(formatDate("2026-11-23", "long", "en-GB")).toBe("23 November 2026");
  });
  it("shows an instant with its time, and nothing for what is not a date", () => {
    expect(formatDate(new Date(2026, 10, 23, 10, 5), "dateTime")).toBe("Nov 23, 2026, 10:05 AM");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatMoney", () => {
  it("formats minor units in the currency and locale, and an unknown code plainly", () => {
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-123456)).toBe("-$1,234.56");
    expect(formatMoney(123456, "EUR", "de-DE")).toBe("1.234,56\u00a0€");
    expect(formatMoney(123456, "ZZ1")).toBe("1234.56 ZZ1");
  });
  it("writes a whole amount without its cents when asked, as prose writes a threshold", () => {
    expect(formatMoney(12_709_100, "USD", "en-US", { wholeWithoutCents: true })).toBe("$127,091");
    expect(formatMoney(7_625_460, "USD", "en-US", { wholeWithoutCents: true })).toBe("$76,254.60");
    expect(formatMoney(12_709_100)).toBe("$127,091.00");
  });
});

describe("toMinorUnits", () => {
  it("converts major to minor units, rounding to the cent", () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1234.565)).toBe(123457);
  });
});
