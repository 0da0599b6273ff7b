// Analytics providers: the admins' CRUD (docs/product-spec.md §7) and the public list of active ones that
// the site's tag loader reads; the next page load (its tags and its Content-Security-Policy)
// reflects every change.
import { originOf } from "../auth";
import { currentUser, requireAdmin } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { mayLoadTags } from "../services/analytics-csp";
import {
  createProvider,
  deleteProvider,
  listActiveProviders,
  listProviders,
  setProviderActive,
} from "../services/analytics";
import { ZCreateAnalyticsProviderSchema, ZUpdateAnalyticsProviderSchema } from "../../shared/api/admin";
import { ZIdParamSchema } from "../../shared/api/params";
import { newRouter } from "./router";


export function analyticsRouter({ db }: Database) {
  const router = newRouter();

  // Public: the site needs it before anyone signs in. Provider and ID only, never ids or config.
  // An admin's session gets none: no third-party script ever runs with an admin's rights. The
  // answer depends on the session, so it stays private (the API's Cache-Control).
  router.get("/api/analytics/active", async (req, res) => {
    if (!mayLoadTags(req.user)) {
      res.json([]);
      return;
    }
    const providers = await listActiveProviders({ db });
    res.json(providers.map(({ provider, trackingId }) => ({ provider, trackingId })));
  });

  router.use("/api/admin/analytics", requireAdmin, (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  const providerId = (params: unknown) => {
    const parsed = ZIdParamSchema.safeParse(params);
    if (!parsed.success) throw notFound("Analytics provider not found");
    return parsed.data.id;
  };

  router.get("/api/admin/analytics", async (_req, res) => {
    res.json(await listProviders({ db }));
  });

  router.post("/api/admin/analytics", async (req, res) => {
    const input = parseOrThrow(ZCreateAnalyticsProviderSchema, req.body ?? {});
    const created = await createProvider({
      db,
      actorId: currentUser(req).id,
      input,
      origin: originOf(req),
    });
    res.status(201).json(created);
  });

  router.patch("/api/admin/analytics/:id", async (req, res) => {
    const id = providerId(req.params);
    const { isActive } = parseOrThrow(ZUpdateAnalyticsProviderSchema, req.body ?? {});
    const updated = await setProviderActive({
      db,
      actorId: currentUser(req).id,
      id,
      isActive,
      origin: originOf(req),
    });
    res.json(updated);
  });

  router.delete("/api/admin/analytics/:id", async (req, res) => {
    const id = providerId(req.params);
    await deleteProvider({ db, actorId: currentUser(req).id, id, origin: originOf(req) });
    res.status(204).end();
  });

  return router;
}
