// The consent banner's own routes: a live preview page for the app's iframe, the library's files
// that page loads from the app (the preview is sandboxed, so they are served cross-origin), and
// the same files pinned to their version for the snippets customers paste on their sites.
import { randomBytes } from "node:crypto";
import path from "node:path";
import express, { type Router } from "express";
import { ZIdParamSchema } from "../../../shared/api/params";
import { currentUser, requireUser } from "../../auth/guards";
import { notFound } from "../../errors";
import { getOwnDocument } from "../../services/document-rows";
import type { RouteDeps } from "../define";
import { LIBRARY_FILES, cookieConsentLibrary, jsonForScript, vendorPath, type ConsentBanner } from "./banner";

export function consentBannerRoutes(router: Router, { database: { db } }: RouteDeps) {
  router.get("/api/documents/:id/banner-preview", requireUser, async (req, res) => {
    const params = ZIdParamSchema.safeParse(req.params);
    const found = params.success ? await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id }) : undefined;
    if (!found) throw notFound("Document not found");
    const banner = (found.version.extras as { banner?: ConsentBanner } | null)?.banner;
    if (!banner) throw notFound("This document has no consent banner");
    const nonce = randomBytes(16).toString("base64");
    res.set({
      "Content-Security-Policy": `sandbox allow-scripts; default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
    res.removeHeader("X-Frame-Options");
    res.type("html").send(bannerPreviewPage(banner, nonce));
  });

  const lib = cookieConsentLibrary();
  const vendor = express.static(lib.dist, { index: false, maxAge: "30d", fallthrough: false });
  router.get(["/vendor/cookieconsent/cookieconsent.umd.js", "/vendor/cookieconsent/cookieconsent.css"], (req, res, next) => {
    // The preview iframe is sandboxed (an opaque origin), so these files must be loadable cross-origin.
    res.set("Cross-Origin-Resource-Policy", "cross-origin");
    req.url = `/${path.basename(req.path)}`;
    vendor(req, res, next);
  });
  // The copies the banner snippets load from customers' sites: pinned to the installed version,
  // cached for a year (the bytes under a version never change, and the snippets' SRI hashes are
  // of these bytes), and readable by any origin (crossorigin="anonymous" needs CORS).
  const pinned = express.static(lib.dist, { index: false, maxAge: "365d", immutable: true, fallthrough: false });
  router.get(
    LIBRARY_FILES.map((file) => vendorPath(lib.version, file)),
    (req, res, next) => {
      res.set({ "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" });
      req.url = `/${path.basename(req.path)}`;
      pinned(req, res, next);
    },
  );
}

function bannerPreviewPage(banner: ConsentBanner, nonce: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Consent banner preview</title>
<link rel="stylesheet" href="/vendor/cookieconsent/cookieconsent.css">
<style>body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;background:repeating-linear-gradient(45deg,#f8fafc,#f8fafc 12px,#f1f5f9 12px,#f1f5f9 24px);color:#475569}
p{margin:0;padding:24px;font-size:14px}</style></head>
<body><p>Your website</p>
<script nonce="${nonce}">
// A sandboxed frame has no cookies: give the library an in-memory jar, kept for this page only.
(function () {
  var jar = {};
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: function () { return Object.keys(jar).map(function (k) { return k + "=" + jar[k]; }).join("; "); },
    set: function (v) {
      var pair = String(v).split(";")[0], i = pair.indexOf("=");
      if (i < 1) return;
      var name = pair.slice(0, i).trim(), value = pair.slice(i + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(v)) delete jar[name]; else jar[name] = value;
    }
  });
})();
</script>
<script src="/vendor/cookieconsent/cookieconsent.umd.js"></script>
<script nonce="${nonce}">
(function () {
  var config = ${jsonForScript(banner.config)};
  Object.keys(config.categories).forEach(function (key) {
    var clear = config.categories[key].autoClear;
    if (clear) clear.cookies.forEach(function (c) { var m = /^\\/(.+)\\/$/.exec(c.name); if (m) c.name = new RegExp(m[1]); });
  });
  // A preview shows the banner to everyone, automated browsers included.
  config.hideFromBots = false;
  CookieConsent.run(config);
})();
</script></body></html>`;
}
