// Serving the SPA on the API's port: Vite middleware in development, the built files otherwise.
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function builtClientDir(): string | undefined {
  const candidates = [
    fileURLToPath(new URL("../public", import.meta.url)), // dist/server/index.js -> dist/public
    path.join(ROOT, "dist", "public"), // server/client.ts -> dist/public
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

const isPageRequest = (p: string) => !p.startsWith("/api/") && p !== "/api";

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

export function mountStatic(app: Express): boolean {
  const dir = builtClientDir();
  if (!dir) return false;
  const indexHtml = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  // Hashed assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(dir, "assets"), {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(dir, { index: false, maxAge: "1h" }));
  app.get("/{*splat}", (req, res, next) => {
    if (!isPageRequest(req.path)) return next();
    res.status(200).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" }).send(indexHtml);
  });
  return true;
}
