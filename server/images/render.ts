// SVG to PNG in the image pool, with resvg compiled to WebAssembly: unlike a native addon, a
// WebAssembly render is interrupted when its worker is terminated, so a job over its budget really
// stops. No system fonts (logos carry their text as paths) and nothing is fetched.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";

const require = createRequire(import.meta.url);

let ready: Promise<void> | undefined;

/** Loads the renderer once per worker. */
export function initRenderer(): Promise<void> {
  ready ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")).then((wasm) => initWasm(wasm));
  return ready;
}

type FitTo = NonNullable<ResvgRenderOptions["fitTo"]>;

/** Runs `use` on a parsed SVG and frees its WebAssembly memory afterwards. */
function withSvg<T>(svg: string, fitTo: FitTo | undefined, use: (resvg: InstanceType<typeof Resvg>) => T): T {
  const resvg = new Resvg(svg, { ...(fitTo ? { fitTo } : {}), font: { loadSystemFonts: false } });
  try {
    return use(resvg);
  } finally {
    resvg.free();
  }
}

/** The PNG of `svg`, scaled as `fitTo` says. */
export function rasterize(svg: string, fitTo: FitTo): Uint8Array {
  return withSvg(svg, fitTo, (resvg) => {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  });
}

/** The size the SVG declares, in px. */
export const svgSize = (svg: string) => withSvg(svg, undefined, (resvg) => ({ width: resvg.width, height: resvg.height }));

/** The bounding box of what a standalone SVG actually paints. */
export function inkBox(svg: string): { x: number; y: number; width: number; height: number } | undefined {
  const box = withSvg(svg, undefined, (resvg) => {
    const b = resvg.getBBox();
    if (!b) return undefined;
    const out = { x: b.x, y: b.y, width: b.width, height: b.height };
    b.free();
    return out;
  });
  return box && box.width > 0 && box.height > 0 ? box : undefined;
}
