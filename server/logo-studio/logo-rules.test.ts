// The shared rules of the studio (shared/logo-studio/) and the kit's time limit: WCAG contrast,
// derived initials and short names, the download's file name, and the schema's cleaning.
import { describe, expect, test } from "vitest";
import {
  contrastRatio,
  deriveInitials,
  logoKitFileName,
  relativeLuminance,
  shortNameOf,
  ZLogoKitRequest,
} from "../../shared/logo-studio";
import { AppError } from "../errors";
import { buildKit, TOO_SLOW_MESSAGE } from "./kit";

describe("contrastRatio (WCAG 2.x)", () => {
  test.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#ffffff", 4.54],
    ["#3b82f6", "#ffffff", 3.68],
    ["#10b981", "#ffffff", 2.54],
    ["#1d4ed8", "#ffffff", 6.7],
  ])("%s on %s is %s:1", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBe(contrastRatio(a, b));
  });

  test("relative luminance: black 0, white 1, upper or lower case", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(relativeLuminance("#3B82F6")).toBe(relativeLuminance("#3b82f6"));
    expect(() => relativeLuminance("#fff")).toThrow();
  });
});

describe("names and initials", () => {
  test("initials come from the first two words", () => {
    expect(deriveInitials("acme labs inc")).toBe("AL");
    expect(deriveInitials("Northwind")).toBe("N");
    expect(deriveInitials("(the) 42 club")).toBe("T4");
    expect(deriveInitials("ßeta")).toBe("S");
    expect(deriveInitials("&&")).toBe("&");
  });

  test("short_name: the name when short, else its first word, else the initials", () => {
    expect(shortNameOf({ name: "Acme Labs" })).toBe("Acme Labs");
    expect(shortNameOf({ name: "Acme Laboratories International" })).toBe("Acme");
    expect(shortNameOf({ name: "Supercalifragilistic Labs", initials: "SL" })).toBe("SL");
  });

  test("the download is named after the business, in ASCII", () => {
    expect(logoKitFileName("Acme Labs!")).toBe("acme-labs-logo-kit.zip");
    expect(logoKitFileName("Café Zoë")).toBe("cafe-zoe-logo-kit.zip");
    expect(logoKitFileName("Ωμέγα")).toBe("logo-kit.zip");
  });

  test("the schema cleans before it checks: spaces, case, composed accents, blank optionals; a bidi override is refused", () => {
    const parsed = ZLogoKitRequest.parse({
      name: "  Cafe\u0301   Zoë ",
      initials: "  ",
      symbol: "",
      font: null,
      primaryColor: " #3B82F6 ",
      secondaryColor: "#10B981",
      layout: "Stacked",
    });
    expect(parsed).toEqual({
      name: "Café Zoë",
      initials: undefined,
      symbol: undefined,
      font: "inter",
      primaryColor: "#3b82f6",
      secondaryColor: "#10b981",
      layout: "stacked",
    });
    const overridden = ZLogoKitRequest.safeParse({ name: "Zoë \u202e", primaryColor: "#3B82F6", secondaryColor: "#10B981", layout: "stacked" });
    expect(overridden.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Name contains a character that cannot be used (U+202E, a text-direction control)"],
    ]);
  });
});

describe("the time limit", () => {
  const input = ZLogoKitRequest.parse({ name: "Acme", primaryColor: "#3b82f6", secondaryColor: "#10b981", layout: "horizontal" });

  test("a kit whose steps overrun the limit is abandoned with 503 unavailable", async () => {
    let clock = 0;
    // Each look at the clock is a second later: the limit is passed a few steps in.
    const err = await buildKit(input, { timeLimitMs: 3_500, now: () => (clock += 1_000) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "unavailable", status: 503, message: TOO_SLOW_MESSAGE });
  });

  test("a kit within the limit is built", async () => {
    const kit = await buildKit(input, { timeLimitMs: 5_000 });
    expect(kit.fileName).toBe("acme-logo-kit.zip");
    expect(kit.zip.length).toBeGreaterThan(1000);
  });
});
