// Serving the SPA on the API's port: Vite middleware in development, the built files otherwise.
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import express, { type Express, type RequestHandler } from "express";

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function builtClientDir(): string | undefined {
  const candidates = [
    fileURLToPath(new URL("../public", import.meta.url)), // dist/server/index.js -> dist/public
    path.join(ROOT, "dist", "public"), // server/client.ts -> dist/public
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

/** A page of the app: anything but /api and below, in any letter case (those answer JSON). */
const isPageRequest = (p: string) => !/^\/api(?:\/|$)/i.test(p);

export async function mountVite(app: Express, httpServer?: Server) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : false },
    appType: "custom",
  });
  app.use(vite.middlewares);
  app.get("/{*splat}", async (req, res, next) => {
    if (!isPageRequest(req.path)) return next();
    try {
      const template = await fs.promises.readFile(path.join(ROOT, "client", "index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).set({ "Content-Type": "text/html", "Cache-Control": "no-cache" }).end(html);
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      next(err);
    }
  });
  return () => vite.close();
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Precompressed {
  type: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Hashed text assets compressed once, in the background at boot, at the strongest settings
 * (brotli 11, gzip 9): smaller downloads than on-the-fly compression and no CPU per request.
 * Until a file is ready (or for a client that takes neither encoding) express.static and the
 * compression middleware serve it as before. Only names found in the directory are ever served.
 */
function precompressedAssets(assetsDir: string): { handler: RequestHandler; ready: Promise<void> } {
  const ready = new Map<string, Precompressed>();
  const done = (async () => {
    const names = await fs.promises.readdir(assetsDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => COMPRESSIBLE.test(n))) {
      try {
        const raw = await fs.promises.readFile(path.join(assetsDir, name));
        const [br, gzip] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: 9 }),
        ]);
        const etag = `"${createHash("sha1").update(raw).digest("base64url").slice(0, 22)}`;
        ready.set(name, { type: path.extname(name), br, gzip, etag });
      } catch {
        // Left to express.static.
      }
    }
  })();
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = ready.get(req.path.slice(1));
    const encoding = entry ? req.acceptsEncodings("br", "gzip") : false;
    if (!entry || (encoding !== "br" && encoding !== "gzip")) return next();
    const body = entry[encoding];
    res.vary("Accept-Encoding");
    res.type(entry.type);
    res.set({
      "Cache-Control": IMMUTABLE,
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      ETag: `${entry.etag}-${encoding}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
  return { handler, ready: done };
}

/** Resolves once the precompressed copies of the assets are ready (tests wait on it). */
export let assetsPrecompressed: Promise<void> = Promise.resolve();

/**
 * Mounts the built client's files (before the session is read: they are the same for everyone)
 * and answers the handler of the app's page (index.html for any path but /api), which the caller
 * mounts after every route of the server. Undefined when there is no build.
 */
export function mountStatic(app: Express, dir = builtClientDir()): RequestHandler | undefined {
  if (!dir || !fs.existsSync(path.join(dir, "index.html"))) return undefined;
  const indexHtml = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  // Hashed assets never change: cache them for a year.
  const precompressed = precompressedAssets(path.join(dir, "assets"));
  assetsPrecompressed = precompressed.ready;
  app.use("/assets", precompressed.handler);
  app.use(
    "/assets",
    express.static(path.join(dir, "assets"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
    }),
  );
  // The few other files of the build (favicon.svg, robots.txt...), listed once at boot so that
  // every other request, /api ones included, goes by without a file-system look-up. Dot paths
  // (.vite/manifest.json, the build manifest) are never served.
  const topLevel = new Set(
    fs.readdirSync(dir).filter((name) => !name.startsWith(".") && name !== "index.html" && name !== "assets"),
  );
  const publicFiles = express.static(dir, { index: false, maxAge: "1h", dotfiles: "ignore" });
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!topLevel.has(req.path.split("/")[1] ?? "")) return next();
    publicFiles(req, res, next);
  });
  // The page itself: the caller mounts it last, after every route of the server.
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isPageRequest(req.path)) return next();
    res.status(200).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).send(indexHtml);
  };
}
