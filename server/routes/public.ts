// The shared document page, for anyone with the link and no sign-in: the document's current
// version as stored, on a read-only page that nothing can run in.
import type { Database } from "../db";
import { FREE_PLAN_WATERMARK, htmlPage } from "../documents";
import { signInProblemPage } from "../auth/pages";
import { findSharedDocument } from "../services/shares";
import { sandboxHtmlHeaders } from "./documents";
import { newRouter } from "./router";

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
    const { document, version, ownerSubscription } = found;
    const watermark = ownerSubscription === "pro" ? undefined : FREE_PLAN_WATERMARK;
    // The share page is ours, not the customer's site: it stays out of search engines.
    res.type("html").send(htmlPage(version.html, document.title, { noindex: true, ...(watermark ? { watermark } : {}) }));
  });

  return router;
}
