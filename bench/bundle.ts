// What a first visit downloads of the built client (dist/public), from the build's own files: the
// landing page's JavaScript is the entry script and the modulepreloads named in index.html; the
// dashboard's is that plus the app's chunk and the dashboard page's chunk with their static imports
// (from .vite/manifest.json), which client/src/main.tsx fetches on /dashboard. Sizes are gzip
// level 6, what the compression middleware sends. Used by bench/frontend.ts and by the budget check
// that npm test runs on the build it makes (e2e/bundle-budget.spec.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The landing page's initial JavaScript, gzip: the most a signed-out visitor's first load carries. */
export const LANDING_JS_BUDGET = 95_000;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gz: number;
  files: string[];
}

/** The modules client/src/main.tsx loads on /dashboard besides the entry. */
const DASHBOARD_CHUNKS = ["src/app/app.tsx", "src/app/routes/dashboard-page.tsx"];

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
}

function sizeOf(dist: string, urls: string[]): Size {
  const files = [...new Set(urls.map((u) => u.replace(/^\//, "")))];
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const buf = fs.readFileSync(path.join(dist, file));
    raw += buf.length;
    gz += zlib.gzipSync(buf).length;
  }
  return { raw, gz, files };
}

/** The landing page's scripts, modulepreloads and stylesheets, as index.html names them. */
export function landingFiles(dist: string) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
  return {
    js: [
      ...attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ],
    css: attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/** A chunk's file and every file it imports statically, in the manifest's terms. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const k of chunk.imports ?? []) staticClosure(manifest, k, into);
  return into;
}

export function initialJs(dist: string): { landing: Size; landingCss: Size; dashboard: Size } {
  const landing = landingFiles(dist);
  const manifest = readManifest(dist);
  const dashboard = new Set(landing.js.map((u) => u.replace(/^\//, "")));
  for (const key of DASHBOARD_CHUNKS) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: the dashboard's figure needs it`);
    staticClosure(manifest, key, dashboard);
  }
  return {
    landing: sizeOf(dist, landing.js),
    landingCss: sizeOf(dist, landing.css),
    dashboard: sizeOf(dist, [...dashboard]),
  };
}
