// Public pages that need no sign-in: shared documents and the consent library for the preview.
import { createRequire } from "node:module";
import path from "node:path";
import express from "express";
import type { Database } from "../db";
import { FREE_PLAN_WATERMARK, renderHtmlPage } from "../documents";
import { signInProblemPage } from "../auth/pages";
import { modelOf } from "../services/exports";
import { findSharedDocument } from "../services/shares";
import { sandboxHtmlHeaders } from "./documents";
import { newRouter } from "./router";

const requireHere = createRequire(import.meta.url);

export function publicRouter({ db }: Database) {
  const router = newRouter();

  router.get("/share/:token", async (req, res) => {
    const found = await findSharedDocument({ db, token: req.params.token });
    sandboxHtmlHeaders(res);
    res.set("Cache-Control", "private, no-store");
    if (!found) {
      res
        .status(404)
        .type("html")
        .send(signInProblemPage("Link not available", "This shared link doesn't exist or has been revoked by its owner."));
      return;
    }
    const { document: doc, ownerSubscription } = found;
    const watermark = ownerSubscription === "pro" ? undefined : FREE_PLAN_WATERMARK;
    const model = modelOf(doc) ?? { type: doc.type as never, title: doc.title, meta: [], sections: [] };
    let html = renderHtmlPage(model, watermark ? { watermark } : {});
    if (!modelOf(doc)) html = html.replace("</article>", `${doc.content}</article>`);
    res.type("html").send(html);
  });

  const dist = path.join(path.dirname(requireHere.resolve("vanilla-cookieconsent/package.json")), "dist");
  const vendor = express.static(dist, { index: false, maxAge: "30d", fallthrough: false });
  router.get(["/vendor/cookieconsent/cookieconsent.umd.js", "/vendor/cookieconsent/cookieconsent.css"], (req, res, next) => {
    // The preview iframe is sandboxed (an opaque origin), so these files must be loadable cross-origin.
    res.set("Cross-Origin-Resource-Policy", "cross-origin");
    req.url = `/${path.basename(req.path)}`;
    vendor(req, res, next);
  });

  return router;
}
