// The cleaner's reading of attribute values as CSS: no escape, comment or spelling gets a fetching
// function past it; references inside the file stay.
import { describe, expect, test } from "vitest";
import { cleanSvg, cssUnescape, loadsFromOutside } from "./svg-clean";

describe("cssUnescape", () => {
  test("decodes escapes as CSS does", () => {
    expect(cssUnescape("u\\72l(")).toBe("url(");
    expect(cssUnescape("u\\000072l(")).toBe("url(");
    expect(cssUnescape("\\75 rl(")).toBe("url(");
    expect(cssUnescape("U\\52L(")).toBe("URL(");
    expect(cssUnescape("u\\rl(")).toBe("url(");
    expect(cssUnescape("u/* x */rl(")).toBe("url(");
    expect(cssUnescape("\\0 x")).toBe("\ufffdx");
  });
});

describe("loadsFromOutside", () => {
  test.each([
    "url(http://evil.example/x)",
    "u\\72l(http://evil.example/x) red",
    "u\\000072l(//evil.example/x)",
    "URL( 'https://evil.example' )",
    "url(#a) url(http://evil.example/b)",
    "image-set('x.png' 1x)",
    "u\\72 l(x)",
  ])("%s loads from outside", (value) => {
    expect(loadsFromOutside(value)).toBe(true);
  });
  test.each(["url(#grad)", "url( '#grad' )", "red", "#3b82f6", "none", "rotate(45 10 10)"])("%s does not", (value) => {
    expect(loadsFromOutside(value)).toBe(false);
  });
});

describe("cleanSvg", () => {
  test("every presentation attribute loses an escaped url(); a gradient reference inside the file stays", () => {
    const out = cleanSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>` +
        ["fill", "stroke", "mask", "clip-path", "marker-start", "marker-mid", "marker-end", "cursor"]
          .map((a) => `<rect width="1" height="1" ${a}="u\\72l(http://evil.example/${a})"/>`)
          .join("") +
        `<rect width="2" height="2" fill="url(#g)"/></svg>`,
    );
    expect(out).not.toMatch(/evil|\\/);
    expect(out).toContain('fill="url(#g)"');
    expect(out.match(/<rect/g)).toHaveLength(9);
  });
});
