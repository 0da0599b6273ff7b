// POST /api/generate/<slug> for every type made that way (shared/doc-types/registry.ts), through
// the one creation path (services/generate-document.ts); and the routes each type brings (e.g.
// POST /api/invoices).
import { ZGenerateQuerySchema } from "../../shared/api/documents";
import { api } from "../../shared/api/routes";
import { originOf } from "../auth";
import { currentUser, requireUser } from "../auth/guards";
import type { RouteDeps } from "../doc-types/define";
import { parseOrThrow } from "../errors";
import { generateDocument } from "../services/generate-document";
import { serve } from "../contract";
import { newRouter } from "./new-router";

export function generateRouter(deps: RouteDeps) {
  const { config, database, limits, docTypes } = deps;
  const router = newRouter();
  for (const type of docTypes.values()) {
    const { slug, kind, schema } = type.definition;
    if (slug) {
      const at = `/api/generate/${slug}`;
      serve(router, api.documents.generate, [requireUser, limits.generate], async (req) => {
        const input = parseOrThrow(schema, req.body);
        const { status } = parseOrThrow(ZGenerateQuerySchema, req.query);
        const { document } = await generateDocument({
          db: database.db,
          types: docTypes,
          user: currentUser(req),
          kind,
          input,
          status,
          freeLimit: config.freeDocumentLimit,
          origin: originOf(req),
          base: config.appUrl,
        });
        return document;
      }, at);
    }
    type.routes?.(router, deps);
  }
  return router;
}
