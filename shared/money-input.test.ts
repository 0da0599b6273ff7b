import { describe, expect, test } from "vitest";
import { moneyInputMessage, parseMoneyInput, readMajorUnits } from "./money-input";

const minor = (text: string, locale?: string) => {
  const read = parseMoneyInput(text, locale);
  return read.ok ? read.minor : read.problem;
};

describe("parseMoneyInput", () => {
  test("the issue's three spellings are the same amount in either locale", () => {
    for (const locale of ["de-DE", "en-US"]) {
      expect(minor("1.627,85", locale)).toBe(162785);
      expect(minor("1627,85", locale)).toBe(162785);
      expect(minor("1,627.85", locale)).toBe(162785);
      expect(minor("1627.85", locale)).toBe(162785);
    }
  });

  test("whole amounts, one decimal, groups of any kind, currency signs", () => {
    expect(minor("1627")).toBe(162700);
    expect(minor("12,5", "en-US")).toBe(1250);
    expect(minor("0.5")).toBe(50);
    expect(minor("1,627,850", "en-US")).toBe(162785000);
    expect(minor("1.627.850", "en-US")).toBe(162785000);
    expect(minor("1 627,85", "fr-FR")).toBe(162785);
    expect(minor("1\u202f627,85", "fr-FR")).toBe(162785);
    expect(minor("1'627.85", "de-CH")).toBe(162785);
    expect(minor("€1,627.85")).toBe(162785);
    expect(minor("1.627,85 €", "de-DE")).toBe(162785);
    expect(minor("EUR 12")).toBe(1200);
    expect(minor("  42  ")).toBe(4200);
    expect(minor("-12.50")).toBe(-1250);
  });

  test("a lone separator before three digits is read by the locale, or refused", () => {
    expect(minor("1,627", "en-US")).toBe(162700);
    expect(minor("1.627", "de-DE")).toBe(162700);
    expect(minor("1.627", "en-US")).toBe("decimals");
    expect(minor("1,627", "de-DE")).toBe("decimals");
    expect(minor("1.627", "fr-FR")).toBe("ambiguous");
  });

  test("what cannot be read is a problem, never another amount", () => {
    expect(minor("")).toBe("required");
    expect(minor("   ")).toBe("required");
    expect(minor("abc")).toBe("malformed");
    expect(minor("12a")).toBe("malformed");
    expect(minor("1,62,785", "en-US")).toBe("malformed");
    expect(minor("1.627,850.00")).toBe("malformed");
    expect(minor("1,2,3")).toBe("malformed");
    expect(minor("1..5")).toBe("malformed");
    expect(minor(".5")).toBe("malformed");
    expect(minor("12.")).toBe("malformed");
    expect(minor("1.6278")).toBe("decimals");
    expect(minor("1,627.855")).toBe("decimals");
    expect(minor("9".repeat(20))).toBe("too_large");
    expect(minor("€")).toBe("malformed");
  });

  test("messages name the field and show an example in the locale", () => {
    expect(moneyInputMessage("Amount", "malformed", "de-DE")).toBe("Amount must be an amount like 1.627,85");
    expect(moneyInputMessage("Amount", "decimals")).toBe("Amount must have at most 2 decimals, like 1,627.85");
    expect(moneyInputMessage("Amount", "required")).toBe("Amount is required");
    expect(moneyInputMessage("Unit price", "ambiguous", "fr-FR")).toContain("could be read two ways");
  });
});

describe("readMajorUnits", () => {
  test("text read in the locale, numbers kept, the unreadable as NaN", () => {
    expect(readMajorUnits("1.627,85", "de-DE")).toBe(1627.85);
    expect(readMajorUnits("1627,85", "en-US")).toBe(1627.85);
    expect(readMajorUnits(12.5)).toBe(12.5);
    expect(readMajorUnits("1.627", "en-US")).toBeNaN();
    expect(readMajorUnits("")).toBeNaN();
    expect(readMajorUnits(undefined)).toBeNaN();
  });
});
