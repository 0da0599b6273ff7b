import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { assetsPrecompressed, mountStatic } from "./client";

let dir: string;
let app: express.Express;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};\n`;

let server: http.Server;
let base: string;

/** A GET that keeps the body as sent (supertest would decompress it). */
const get = (p: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${p}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "fd-client-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>App</title>");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(path.join(dir, "assets", "index-AbC123.js"), script);
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), '{"secret":"paths"}');
  app = express();
  app.use(compression());
  const page = mountStatic(app, dir);
  expect(page).toBeDefined();
  app.use(page!);
  await assetsPrecompressed;
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the built client", () => {
  test("hashed assets: precompressed brotli or gzip, cached for a year, immutable", async () => {
    const br = await get("/assets/index-AbC123.js", { "Accept-Encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("/assets/index-AbC123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBeLessThan(script.length / 10);

    const again = await get("/assets/index-AbC123.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": gz.headers.etag!,
    });
    expect(again.status).toBe(304);
  });

  test("a client that takes no compression gets the file as it is", async () => {
    const plain = await supertest(app)
      .get("/assets/index-AbC123.js")
      .set("Accept-Encoding", "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
    expect(plain.headers["cache-control"]).toMatch(/immutable/);
  });

  test("an unknown asset is a 404, pages get index.html uncached, the build manifest is never served", async () => {
    expect((await supertest(app).get("/assets/missing-123.js")).status).toBe(404);
    const page = await supertest(app).get("/dashboard");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.text).toContain("<title>App</title>");
    const manifest = await supertest(app).get("/.vite/manifest.json");
    expect(manifest.text).not.toContain("secret");
  });

  test("no /api path is ever answered with the page, in any letter case (they are the API's 404s)", async () => {
    for (const p of ["/api", "/api/nope", "/API/documents", "/Api/x"]) {
      const res = await supertest(app).get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain("<title>App</title>");
    }
  });

  test("the build's top-level files are served, and only those found at boot (no file look-up for other paths)", async () => {
    const icon = await supertest(app).get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    fs.writeFileSync(path.join(dir, "later.txt"), "added after boot");
    const later = await supertest(app).get("/later.txt");
    expect(later.text).toContain("<title>App</title>");
    const api = await supertest(app).get("/api/favicon.svg");
    expect(api.status).toBe(404);
  });
});
