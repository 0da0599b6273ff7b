import { describe, expect, it } from "vitest";
import { DEFAULT_SIZES, fieldsForBody, moveField, placeField, toPoints, withoutSigner } from "./field-placement";

const A4 = { width: 595, height: 842 };

describe("placing fields on a page", () => {
  it("centres a dropped field on the point, in points from the page's top-left", () => {
    // Shown 600 px across: a drop 300 px right, 100 px down is 297.5 × 99.17 points.
    const at = toPoints({ x: 300, y: 100 }, 600 / 595);
    const f = placeField({ kind: "signature", signer: 1, page: 2, at, pageSize: A4 });
    expect(f).toMatchObject({ signer: 1, page: 2, kind: "signature", required: true, ...DEFAULT_SIZES.signature });
    expect(f.x).toBeCloseTo(297.5 - 90, 1);
    expect(f.y).toBeCloseTo(99.17 - 24, 1);
  });

  it("keeps a field dropped at an edge, or moved past it, whole on the page", () => {
    const corner = placeField({ kind: "text", signer: 0, page: 1, at: { x: 590, y: 840 }, pageSize: A4 });
    expect(corner.x + corner.width).toBeLessThanOrEqual(595);
    expect(corner.y + corner.height).toBeLessThanOrEqual(842);
    expect(corner.label).toBe("Text");
    const start = placeField({ kind: "date", signer: 0, page: 1, at: { x: 100, y: 100 }, pageSize: A4 });
    expect(moveField(start, { dx: -500, dy: -500 }, A4)).toMatchObject({ x: 0, y: 0 });
    expect(moveField(start, { dx: 10, dy: 20 }, A4)).toMatchObject({ x: start.x + 10, y: start.y + 20 });
    // A page smaller than the box: the box shrinks to it.
    const tiny = placeField({ kind: "signature", signer: 0, page: 1, at: { x: 10, y: 10 }, pageSize: { width: 100, height: 30 } });
    expect(tiny).toMatchObject({ x: 0, y: 0, width: 100, height: 30 });
  });

  it("drops a removed signer's fields and renumbers the later ones; copies get none in the body", () => {
    const a = placeField({ kind: "signature", signer: 0, page: 1, at: { x: 100, y: 100 }, pageSize: A4 });
    const b = placeField({ kind: "text", signer: 1, page: 1, at: { x: 100, y: 200 }, pageSize: A4 });
    const c = placeField({ kind: "initials", signer: 2, page: 1, at: { x: 100, y: 300 }, pageSize: A4 });
    expect(withoutSigner([a, b, c], 1).map((f) => [f.kind, f.signer])).toEqual([
      ["signature", 0],
      ["initials", 1],
    ]);
    const body = fieldsForBody([a, { ...b, label: "  Company  " }, c], ["signer", "signer", "cc"]);
    expect(body).toEqual([
      { signer: 0, page: 1, x: a.x, y: a.y, width: a.width, height: a.height, kind: "signature" },
      { signer: 1, page: 1, x: b.x, y: b.y, width: b.width, height: b.height, kind: "text", required: true, label: "Company" },
    ]);
  });
});
