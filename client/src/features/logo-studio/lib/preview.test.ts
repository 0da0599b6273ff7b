import { describe, expect, it } from "vitest";
import { contrastChecks, formatRatio, PLACEHOLDER_NAME, previewModel } from "./preview";

describe("previewModel", () => {
  it("falls back to the defaults while values are incomplete", () => {
    expect(
      previewModel({ name: "  ", initials: "ABCD", symbol: "cat", font: "comic", primaryColor: "#3b8", secondaryColor: "", layout: "diagonal" }),
    ).toEqual({
      name: PLACEHOLDER_NAME,
      initials: "YB",
      symbol: undefined,
      font: "inter",
      primaryColor: "#2563eb",
      secondaryColor: "#10b981",
      layout: "horizontal",
    });
  });

  it("takes what is valid, lower-casing colours and deriving initials from the name", () => {
    expect(
      previewModel({ name: "northwind  coffee", symbol: "coffee", font: "roboto-slab", primaryColor: "#7C2D12", layout: "stacked" }),
    ).toMatchObject({ name: "northwind coffee", initials: "NC", symbol: "coffee", font: "roboto-slab", primaryColor: "#7c2d12", layout: "stacked" });
    expect(previewModel({ name: "Acme", initials: "xy" }).initials).toBe("xy");
    expect(previewModel({ name: "Rocket 🚀" }).name).toBe(PLACEHOLDER_NAME);
  });
});

describe("contrastChecks", () => {
  it("checks the name on white and the white initials on the primary colour", () => {
    const checks = contrastChecks(previewModel({ name: "Acme", primaryColor: "#777777" }));
    expect(checks.map((c) => [c.id, formatRatio(c.ratio), c.passes])).toEqual([
      ["name", "4.47:1", false],
      ["initials", "4.47:1", false],
    ]);
    expect(contrastChecks(previewModel({ name: "Acme", primaryColor: "#1d4ed8" })).every((c) => c.passes)).toBe(true);
  });

  it("skips the name for a monogram and the initials when a symbol takes their place", () => {
    expect(contrastChecks(previewModel({ name: "A", layout: "monogram", symbol: "star" })).map((c) => c.id)).toEqual(["initials"]);
    expect(contrastChecks(previewModel({ name: "A", symbol: "star" })).map((c) => c.id)).toEqual(["name"]);
  });
});
