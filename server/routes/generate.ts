// POST /api/generate/<slug> for every type made that way (shared/doc-types/registry.ts), through
// the one creation path; and the routes each type brings (e.g. POST /api/invoices).
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { RouteDeps } from "../doc-types/define";
import { parseOrThrow } from "../errors";
import { createDocument } from "../services/create-document";
import { assertDraftAllowed } from "../services/manage-document";
import { GenerateQuery } from "./params";
import { baseUrl, presentDocument } from "./present";
import { newRouter } from "./router";

export function generateRouter(deps: RouteDeps) {
  const { config, database, limits, docTypes } = deps;
  const router = newRouter();
  for (const type of docTypes.values()) {
    const { slug, kind, schema } = type.definition;
    if (slug) {
      router.post(`/api/generate/${slug}`, requireUser, limits.generate, async (req, res) => {
        const input = parseOrThrow(schema, req.body);
        const { status = "final" } = parseOrThrow(GenerateQuery, req.query);
        const user = currentUser(req);
        assertDraftAllowed(user, status);
        const created = await createDocument({
          db: database.db,
          types: docTypes,
          user,
          kind,
          input,
          status,
          freeLimit: config.freeDocumentLimit,
          origin: originOf(req),
        });
        res.status(201).json(presentDocument(created, { share: null, base: baseUrl(config, req), types: docTypes }));
      });
    }
    type.routes?.(router, deps);
  }
  return router;
}
