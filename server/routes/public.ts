// The shared document page, for anyone with the link and no sign-in: the document's current
// version as stored, on a read-only page that nothing can run in.
import type { Database } from "../db";
import { signInProblemPage } from "../auth/pages";
import { sharedPage } from "../services/shares";
import { sandboxHtmlHeaders } from "./documents";
import { newRouter } from "./new-router";

export function publicRouter({ db }: Database) {
  const router = newRouter();

  router.get("/share/:token", async (req, res) => {
    const page = await sharedPage({ db, token: req.params.token });
    sandboxHtmlHeaders(res);
    res.set("Cache-Control", "private, no-store");
    if (page === undefined) {
      res
        .status(404)
        .type("html")
        .send(signInProblemPage("Link not available", "This shared link doesn't exist or has been revoked by its owner."));
      return;
    }
    res.type("html").send(page);
  });

  return router;
}
