// Hosted policies (docs/API.md "Publications"): the owner's API (publish, list, settings,
// unpublish), and the public side, mounted before the session is read so that nothing there
// reads or sets a cookie: the pages under /p/, the embed script's JSON and the script itself.
import { forgetPublication } from "../consents/records";
import type { Request, Response } from "express";
import { ZIdParamSchema } from "../../shared/api/params";
import { ZPublicationListQuery, ZPublicationPatch } from "../../shared/api/publications";
import { api } from "../../shared/api/routes";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import { serve } from "../contract";
import type { Database } from "../db";
import type { DocTypes } from "../doc-types/define";
import type { RateLimits } from "../security/rate-limit";
import { notFound, parseOrThrow } from "../errors";
import { newRouter } from "../routes/new-router";
import { embedScript } from "./embed";
import type { Page } from "./pages";
import { publicLegalCentre, publicPolicyPage, publicProfileLogo, publicPublication } from "./public";
import { getPublication, listPublications, publicationUrl, publishDocument, unpublish, updatePublication } from "./service";

const idOf = (params: unknown, what: string) => {
  const parsed = ZIdParamSchema.safeParse(params);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data.id;
};

export function publicationsRouter({ db }: Database, { appUrl, types }: { appUrl: string; types: DocTypes }) {
  const router = newRouter();
  const deps = { db, appUrl, types };

  serve(router, api.publications.publish, [requireUser], async (req, res) => {
    const documentId = idOf(req.params, "Document");
    const result = await publishDocument(deps, { userId: currentUser(req).id, documentId, origin: originOf(req) });
    // What the consent endpoints remember of it (its hashes, its origins) is read again.
    forgetPublication(result.publication.id);
    res.status(result.created ? 201 : 200);
    return {
      publicationId: result.publication.id,
      url: publicationUrl(appUrl, result.handle, result.publication.slug),
      version: result.version.number,
      publishedAt: result.version.publishedAt,
    };
  });

  serve(router, api.publications.list, [requireUser], async (req) => {
    const query = parseOrThrow(ZPublicationListQuery, req.query);
    return listPublications(deps, { userId: currentUser(req).id, ...(query.documentId ? { documentId: query.documentId } : {}) });
  });

  serve(router, api.publications.get, [requireUser], async (req) =>
    getPublication(deps, { userId: currentUser(req).id, id: idOf(req.params, "Publication") }),
  );

  serve(router, api.publications.update, [requireUser], async (req) => {
    const id = idOf(req.params, "Publication");
    const patch = parseOrThrow(ZPublicationPatch, req.body ?? {});
    await updatePublication(deps, { userId: currentUser(req).id, id, patch });
    forgetPublication(id);
    return getPublication(deps, { userId: currentUser(req).id, id });
  });

  serve(router, api.publications.unpublish, [requireUser], async (req) => {
    const id = idOf(req.params, "Publication");
    await unpublish(deps, { userId: currentUser(req).id, id, origin: originOf(req) });
    forgetPublication(id);
  });

  return router;
}


const pageCsp = (embed: boolean) =>
  `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${embed ? "*" : "'none'"}`;

function formatOf(req: Request): "html" | "json" | "md" {
  const f = req.query.format;
  return f === "json" || f === "md" ? f : "html";
}

/** A page in the format asked for; Express answers the ETag and a 304 when the client has it. */
function sendPage(req: Request, res: Response, page: Page | undefined) {
  const embed = req.query.embed === "1";
  const format = formatOf(req);
  res.set({ "Cache-Control": "public, max-age=60", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" });
  if (!page) {
    res.set("Cache-Control", "no-store");
    if (format === "json") res.status(404).json({ code: "not_found", message: "No published policy at this address" });
    else res.status(404).type(format === "md" ? "text/markdown; charset=utf-8" : "text/plain; charset=utf-8").send("No published policy at this address.\n");
    return;
  }
  if (page.status !== 200) res.set("Cache-Control", "no-cache");
  if (format === "json") {
    res.status(page.status).type("application/json; charset=utf-8").send(JSON.stringify(page.json));
  } else if (format === "md") {
    res.status(page.status).type("text/markdown; charset=utf-8").send(page.markdown);
  } else {
    res.set("Content-Security-Policy", pageCsp(embed));
    if (embed) res.removeHeader("X-Frame-Options");
    res.status(page.status).type("html").send(page.html);
  }
}

/** The public side: no account, no session, no cookie. Mounted before the session middleware. */
export function publicPublicationsRouter({ db }: Database, { appUrl, limits }: { appUrl: string; limits: Pick<RateLimits, "publicPages"> }) {
  const router = newRouter();
  const limit = limits.publicPages;
  const args = (req: Request) => ({ db, appUrl, embed: req.query.embed === "1" });

  router.get("/p/:handle", limit, async (req, res) => sendPage(req, res, await publicLegalCentre(args(req), req.params.handle)));

  router.get("/p/:handle/logo", limit, async (req, res) => {
    const logo = await publicProfileLogo(db, req.params.handle);
    if (!logo) throw notFound("No logo");
    res.set({
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
      ETag: `"${logo.sha256}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(Buffer.from(logo.png));
  });

  router.get("/p/:handle/:slug", limit, async (req, res) =>
    sendPage(req, res, await publicPolicyPage(args(req), { handle: req.params.handle, slug: req.params.slug })),
  );
  router.get("/p/:handle/:slug/changes", limit, async (req, res) =>
    sendPage(req, res, await publicPolicyPage(args(req), { handle: req.params.handle, slug: req.params.slug, changes: true })),
  );
  router.get("/p/:handle/:slug/v/:n", limit, async (req, res) =>
    sendPage(req, res, await publicPolicyPage(args(req), { handle: req.params.handle, slug: req.params.slug, n: req.params.n })),
  );

  // What the embed script renders: any origin may read it, with no credentials.
  serve(
    router,
    api.publications.public,
    [
      limit,
      (_req, res, next) => {
        res.set({ "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin", "Cache-Control": "public, max-age=60" });
        next();
      },
    ],
    async (req) => {
      const found = await publicPublication({ db, appUrl }, req.params.id);
      if (!found) throw notFound("No published policy with this id");
      return found;
    },
  );

  // The embed script: our own static file, its bytes fixed for the version, so cached for a year.
  router.get("/embed/v1.js", (req, res) => {
    const script = embedScript();
    res.set({
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Access-Control-Allow-Origin": "*",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
    });
    res.send(script.bytes);
  });

  return router;
}
