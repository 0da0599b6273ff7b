// The bounded parse's edges: each bound holds at its limit and refuses one past it, with a message
// that names it; sizes in every unit; what is not an SVG.
import { describe, expect, test } from "vitest";
import { AppError } from "../errors";
import { sniffImageType } from "./sniff";
import { checkSvgBounds, checkSvgBoundsInSlices, SVG_LIMITS } from "./svg-bounds";

const svg = (body: string, size = 'width="10" height="10"') => `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;
const refusal = (text: string) => {
  try {
    checkSvgBounds(text);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(415);
    return (err as AppError).message;
  }
  return undefined;
};

describe("checkSvgBounds", () => {
  test("depth: 64 levels pass, 65 are refused", () => {
    const nested = (levels: number) => svg(`${"<g>".repeat(levels - 1)}${"</g>".repeat(levels - 1)}`);
    expect(refusal(nested(SVG_LIMITS.depth))).toBeUndefined();
    expect(refusal(nested(SVG_LIMITS.depth + 1))).toBe("The SVG nests elements more than 64 deep, the most a logo may.");
  });

  test("elements: 5,000 pass, 5,001 are refused", () => {
    expect(refusal(svg("<rect/>".repeat(SVG_LIMITS.elements - 1)))).toBeUndefined();
    expect(refusal(svg("<rect/>".repeat(SVG_LIMITS.elements)))).toBe("The SVG has more than 5,000 elements, the most a logo may have.");
  });

  test("attributes: 50 on an element pass, 51 are refused", () => {
    const attrs = (n: number) => Array.from({ length: n }, (_, i) => `data-a${i}="1"`).join(" ");
    expect(refusal(svg(`<rect ${attrs(50)}/>`))).toBeUndefined();
    expect(refusal(svg(`<rect ${attrs(51)}/>`))).toBe("An element of the SVG has more than 50 attributes, the most a logo may have.");
  });

  test("filter primitives, in any case or prefix, images and outside <use> are refused; inside <use> passes", () => {
    for (const body of ["<filter><feMorphology/></filter>", "<FETURBULENCE/>", "<svg:feGaussianBlur xmlns:svg='http://www.w3.org/2000/svg'/>"]) {
      expect(refusal(svg(body)), body).toMatch(/filter effect/);
    }
    expect(refusal(svg('<image href="#x"/>'))).toMatch(/<image>/);
    expect(refusal(svg('<use href="other.svg#a"/>'))).toMatch(/outside the file/);
    expect(refusal(svg('<use xlink:href="//evil.example/a.svg#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>'))).toMatch(/outside the file/);
    expect(refusal(svg('<g id="a"/><use href="#a"/>'))).toBeUndefined();
  });

  test("the size: 4,096 px a side at most, in any unit, from the viewBox when width and height are not given", () => {
    expect(checkSvgBounds(svg("", 'width="4096" height="100px"'))).toEqual({ width: 4096, height: 100 });
    expect(refusal(svg("", 'width="4097" height="10"'))).toBe("The SVG is 4,097 × 10 px: a logo may be at most 4,096 px wide and 4,096 px high.");
    expect(refusal(svg("", 'width="50in" height="1in"'))).toMatch(/4,800 × 96 px/);
    expect(refusal(svg("", 'width="8e3" height="1"'))).toMatch(/8,000 × 1 px/);
    expect(refusal(svg("", 'viewBox="0 0 8000 8000"'))).toMatch(/8,000 × 8,000 px/);
    expect(checkSvgBounds(svg("", 'width="100%" height="100%" viewBox="0 0 300 100"'))).toEqual({ width: 300, height: 100 });
    expect(checkSvgBounds(svg("", 'width="120" height="40" viewBox="0 0 100000 100000"'))).toEqual({ width: 120, height: 40 });
  });

  test("what is not an SVG", () => {
    expect(refusal("<html><body><script>alert(1)</script></body></html>")).toBe("The file is not an SVG image: its root element must be <svg>.");
    expect(refusal("<svg><g></svg>")).toBe("The file is not a readable SVG image: it is not well-formed XML.");
    expect(refusal("<?xml version='1.0'?><!-- only a comment -->")).toBe("The file is not a readable SVG image: it is not well-formed XML.");
    // Entities an old editor declared in its doctype are no reason to refuse the drawing.
    expect(refusal(`<!DOCTYPE svg [<!ENTITY ns "http://example.com/ns">]>${svg('<rect x:a="&ns;"/>')}`)).toBeUndefined();
  });
});

describe("sniffImageType", () => {
  test("the bytes decide", () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(Buffer.from("\ufeff \n<svg/>"))).toBe("image/svg+xml");
    expect(sniffImageType(Buffer.from("<?xml version='1.0'?><svg/>"))).toBe("image/svg+xml");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("not an image"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg>\0</svg>"))).toBeUndefined();
  });
});

describe("checkSvgBoundsInSlices", () => {
  test("reads the file a slice at a time to the same answers", async () => {
    const big = svg(`<path d="M${"1 2 ".repeat(20_000)}"/>${'<rect width="1" height="1"/>'.repeat(4_000)}`, 'width="300" height="100"');
    expect(await checkSvgBoundsInSlices(big)).toEqual(checkSvgBounds(big));
    // A bound crossed in a later slice is still refused, with the same message.
    const late = svg(`<path d="M${"1 2 ".repeat(20_000)}"/><feMorphology/>`);
    await expect(checkSvgBoundsInSlices(late)).rejects.toThrow(/filter effect/);
    // Characters outside the BMP cut between two slices are read whole.
    const emoji = svg(`<title>${"x".repeat(16_384 - 60)}${"😀".repeat(100)}</title>`);
    expect(await checkSvgBoundsInSlices(emoji)).toEqual({ width: 10, height: 10 });
  });
});
