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
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { newRouter } from "./new-router";


export function analyticsRouter({ db }: Database) {
  const router = newRouter();

  // Public: the site needs it before anyone signs in. Provider and ID only, never ids or config.
  // An admin's session gets none: no third-party script ever runs with an admin's rights. The
  // answer depends on the session, so it stays private (the API's Cache-Control).
  serve(router, api.analytics.active, [], async (req) => {
    if (!mayLoadTags(req.user)) return [];
    const providers = await listActiveProviders({ db });
    return providers.map(({ provider, trackingId }) => ({ provider, trackingId }));
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

  serve(router, api.admin.analytics, [], () => listProviders({ db }));

  serve(router, api.admin.createAnalytics, [], async (req) => {
    const input = parseOrThrow(ZCreateAnalyticsProviderSchema, req.body ?? {});
    const created = await createProvider({
      db,
      actorId: currentUser(req).id,
      input,
      origin: originOf(req),
    });
    return created;
  });

  serve(router, api.admin.updateAnalytics, [], async (req) => {
    const id = providerId(req.params);
    const { isActive } = parseOrThrow(ZUpdateAnalyticsProviderSchema, req.body ?? {});
    const updated = await setProviderActive({
      db,
      actorId: currentUser(req).id,
      id,
      isActive,
      origin: originOf(req),
    });
    return updated;
  });

  serve(router, api.admin.deleteAnalytics, [], async (req) => {
    const id = providerId(req.params);
    await deleteProvider({ db, actorId: currentUser(req).id, id, origin: originOf(req) });
  });

  return router;
}
