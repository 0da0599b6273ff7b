// The budget check's measure (bench/bundle.ts) on small builds made here: what it counts for the
// landing page and the dashboard, and that a larger entry is a larger figure.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { initialJs, LANDING_JS_BUDGET } from "../bench/bundle";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function fakeBuild(entryBytes: number): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-size-"));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, ".vite"));
  // Random bytes: gzip keeps about their size.
  const noise = (n: number) => crypto.randomBytes(n);
  const files: Record<string, Buffer> = {
    "assets/index.js": noise(entryBytes),
    "assets/shared.js": noise(1000),
    "assets/app.js": noise(2000),
    "assets/dashboard.js": noise(3000),
    "assets/lazy.js": noise(4000),
    "assets/index.css": Buffer.from("body{margin:0}"),
  };
  for (const [name, buf] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), buf);
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  );
  fs.writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index.js", isEntry: true, imports: ["_shared.js"], dynamicImports: ["src/app/app.tsx"] },
      "_shared.js": { file: "assets/shared.js" },
      "src/app/app.tsx": { file: "assets/app.js", isDynamicEntry: true, imports: ["index.html", "_shared.js"], dynamicImports: ["src/lazy.tsx"] },
      "src/app/routes/dashboard-page.tsx": { file: "assets/dashboard.js", isDynamicEntry: true, imports: ["src/app/app.tsx"] },
      "src/lazy.tsx": { file: "assets/lazy.js", isDynamicEntry: true },
    }),
  );
  return dist;
}

const gz = (dist: string, files: string[]) =>
  files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);

describe("initialJs", () => {
  it("counts the entry and its modulepreloads for the landing page; the app and dashboard chunks, not lazy ones, for the dashboard", () => {
    const dist = fakeBuild(5000);
    const { landing, dashboard, landingCss } = initialJs(dist);
    expect(landing.files).toEqual(["assets/index.js", "assets/shared.js"]);
    expect(landing.gz).toBe(gz(dist, landing.files));
    expect(landingCss.files).toEqual(["assets/index.css"]);
    expect([...dashboard.files].sort()).toEqual(["assets/app.js", "assets/dashboard.js", "assets/index.js", "assets/shared.js"]);
    expect(dashboard.gz).toBe(gz(dist, dashboard.files));
  });

  it("grows with the entry, so an entry over the budget is over it", () => {
    const small = initialJs(fakeBuild(5000)).landing.gz;
    const large = initialJs(fakeBuild(LANDING_JS_BUDGET + 1000)).landing.gz;
    expect(small).toBeLessThan(LANDING_JS_BUDGET);
    expect(large).toBeGreaterThan(LANDING_JS_BUDGET);
  });
});
