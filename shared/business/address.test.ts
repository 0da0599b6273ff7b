// An address reads as the country's post writes it, never "94105 San Francisco, CA" or
// "EC1A 1BB London".
import { describe, expect, test } from "vitest";
import { formatAddress } from "./schema";

describe("formatAddress", () => {
  test("each country's own order", () => {
    expect(formatAddress({ addressLine1: "1 Market Street", city: "San Francisco", region: "CA", postalCode: "94105", country: "US" })).toBe(
      "1 Market Street\nSan Francisco, CA 94105\nUnited States",
    );
    expect(formatAddress({ addressLine1: "1 Market Street", city: "London", postalCode: "EC1A 1BB", country: "GB" })).toBe(
      "1 Market Street\nLondon\nEC1A 1BB\nUnited Kingdom",
    );
    expect(formatAddress({ addressLine1: "Friedrichstraße 1", city: "Berlin", postalCode: "10117", country: "DE" })).toBe(
      "Friedrichstraße 1\n10117 Berlin\nGermany",
    );
    expect(formatAddress({ addressLine1: "100 King St W", city: "Toronto", region: "ON", postalCode: "M5X 1A9", country: "CA" })).toBe(
      "100 King St W\nToronto ON M5X 1A9\nCanada",
    );
    expect(formatAddress({ addressLine1: "1 George St", city: "Sydney", region: "NSW", postalCode: "2000", country: "AU" })).toBe(
      "1 George St\nSydney NSW 2000\nAustralia",
    );
  });
});
