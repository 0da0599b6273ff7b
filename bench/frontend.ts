// Front-end benchmark: the production build (vite build → dist/public) served by the app.
//  - gzip size of the JavaScript and CSS the landing page loads before it is interactive: the entry
//    script, its modulepreloads and stylesheets named in dist/public/index.html;
//  - tool and admin pages lazily loaded: none of them in the entry's static import graph (from the
//    build manifest), each a dynamic chunk of its own;
//  - hashed assets served compressed with a long immutable cache;
//  - Lighthouse 12 (performance, accessibility, best practices, SEO; default mobile settings) on the
//    landing page and on the signed-in dashboard, in our Chromium, three runs each (the median
//    run reported; one in quick mode).
// Run alone: npm run bench:frontend   (BENCH_NO_BUILD=1 to use the current dist/public)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { createApp } from "../server/app";
import { chromiumFlags, findChromium } from "../server/chromium";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db";
import { initialJs, LANDING_JS_BUDGET, readManifest } from "./bundle";
import { BENCH_ENV, httpGet, machine, main, pick, report, ROOT, signIn, type Row } from "./lib";
import { migrate } from "../server/migrate";

const DIST = path.join(ROOT, "dist", "public");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LIGHTHOUSE_RUNS = pick(3, 1);
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

function build() {
  if (process.env.BENCH_NO_BUILD) return;
  execFileSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
}

function lazyRoutes() {
  const manifest = readManifest(DIST);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const eager = new Set<string>();
  const visit = (key: string) => {
    if (eager.has(key)) return;
    eager.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  visit(entryKey);
  // Page routes, and the tool forms (client/src/doc-types/<type>/<type>-generator.tsx).
  const pages = Object.keys(manifest).filter((k) =>
    /src\/(?:app\/routes\/.+-page|doc-types\/[^/]+\/[^/]+-generator)\.tsx$/.test(k),
  );
  const eagerPages = pages.filter((k) => eager.has(k));
  const lazyPages = pages.filter((k) => manifest[k]!.isDynamicEntry && !eager.has(k));
  return { pages, eagerPages, lazyPages, entryFile: manifest[entryKey]!.file };
}

async function startServer() {
  const database = await openDatabase({ kind: "pglite", dir: "memory://" });
  await migrate(database);
  const config = loadConfig({ NODE_ENV: "test", ...BENCH_ENV });
  const { app, close } = await createApp({ config, database, client: "static" });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await database.close();
    },
  };
}

main(async () => {
  build();
  const rows: Row[] = [];
  const notes: string[] = [];

  const sizes = initialJs(DIST);
  rows.push({
    figure: "Landing page JS before interactive (entry + modulepreloads), gzip",
    ours: `${kB(sizes.landing.gz)} (${kB(sizes.landing.raw)} raw, ${sizes.landing.files.length} file(s))`,
    baseline: "",
    ratio: "",
    target: `≤ ${kB(LANDING_JS_BUDGET)}`,
    met: sizes.landing.gz <= LANDING_JS_BUDGET,
  });
  rows.push({
    figure: "Dashboard JS opened on /dashboard (entry, the app's and the page's chunks with their static imports), gzip",
    ours: `${kB(sizes.dashboard.gz)} (${kB(sizes.dashboard.raw)} raw, ${sizes.dashboard.files.length} files)`,
    baseline: "",
    ratio: "",
    target: "(informational)",
  });
  rows.push({
    figure: "Landing page CSS, gzip",
    ours: `${kB(sizes.landingCss.gz)} (${kB(sizes.landingCss.raw)} raw)`,
    baseline: "",
    ratio: "",
    target: "(informational)",
  });
  notes.push(`Landing page loads: ${[...sizes.landing.files, ...sizes.landingCss.files].map((f) => `/${f}`).join(", ")}`);

  const lazy = lazyRoutes();
  rows.push({
    figure: "Tool, admin and other pages lazily loaded (build manifest)",
    ours: `${lazy.lazyPages.length} of ${lazy.pages.length} page modules are dynamic chunks; ${lazy.eagerPages.length} in the entry's static graph`,
    baseline: "",
    ratio: "",
    target: "all lazy",
    met: lazy.eagerPages.length === 0 && lazy.lazyPages.length === lazy.pages.length,
  });

  const server = await startServer();
  try {
    const asset = await httpGet(`${server.url}/${lazy.entryFile}`, {
      "accept-encoding": "gzip, br",
    });
    const cache = String(asset.headers["cache-control"] ?? "");
    const encoding = String(asset.headers["content-encoding"] ?? "none");
    const page = await httpGet(`${server.url}/`, { "accept-encoding": "gzip, br" });
    const manifestRes = await httpGet(`${server.url}/.vite/manifest.json`);
    const manifestServed =
      manifestRes.status === 200 && manifestRes.body.toString("utf8").trimStart().startsWith("{");
    rows.push({
      figure: "Hashed assets: compression and cache headers",
      ours: `entry JS: ${encoding}, "${cache}"; index.html: ${String(page.headers["content-encoding"] ?? "none")}, "${String(page.headers["cache-control"] ?? "")}"; build manifest ${manifestServed ? "SERVED" : "not served"}`,
      baseline: "",
      ratio: "",
      target: "compressed, immutable ≥ 1 year",
      met:
        encoding !== "none" &&
        cache.includes("immutable") &&
        /max-age=31536000/.test(cache) &&
        !manifestServed,
    });

    const cookie = await signIn(server.url, "lighthouse@bench.test");
    const binary = await findChromium(process.env.CHROMIUM_PATH);
    if (!binary) throw new Error("No Chromium found (set CHROMIUM_PATH)");
    const browser = await puppeteer.launch({
      executablePath: binary.path,
      headless: true,
      args: [...chromiumFlags(), "--remote-debugging-port=0"],
    });
    const port = Number(new URL(browser.wsEndpoint()).port);
    notes.push(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} on ${await browser.version()}, default (mobile, simulated throttling) settings.`,
    );
    try {
      for (const [name, route, headers] of [
        ["Landing page /", "/", undefined],
        ["Signed-in dashboard /dashboard", "/dashboard", { Cookie: cookie }],
      ] as const) {
        // Lighthouse's own advice on its variance: several runs, the median one reported.
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const result = await lighthouse(`${server.url}${route}`, {
            port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            ...(headers ? { extraHeaders: headers } : {}),
          });
          if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${route}`);
          runs.push(result.lhr);
        }
        const performance = (r: LighthouseResult) => r.categories.performance?.score ?? 0;
        runs.sort((a, b) => performance(a) - performance(b));
        const lhr = runs[Math.floor(runs.length / 2)]!;
        notes.push(
          `${name}: performance in each of ${runs.length} runs ${runs.map((r) => Math.round(performance(r) * 100)).join(", ")}; the median run is reported.`,
        );
        if (lhr.runtimeError)
          notes.push(`${name}: Lighthouse runtime error ${lhr.runtimeError.code}`);
        const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
        const m = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
        rows.push({
          figure: `Lighthouse ${name}: performance / accessibility / best practices / SEO`,
          ours: scores.join(" / "),
          baseline: `FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}`,
          ratio: "",
          target: "≥ 95 each",
          met: scores.every((s) => s >= 95),
        });
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id);
        if (failing.length) notes.push(`${name}: audits below 90: ${failing.join(", ")}`);
        fs.mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
        fs.writeFileSync(
          path.join(ROOT, "bench", "results", `lighthouse${route.replace(/\W+/g, "-")}.json`),
          JSON.stringify(lhr),
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  notes.push(`Machine: ${JSON.stringify(machine())}`);
  report("frontend", "Front end", rows, notes);
});
