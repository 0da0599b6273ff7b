// The admin panel's API: figures, activity, users, payments and the operator's settings. Every
// route needs an admin (401 signed out, 403 otherwise); every query and body goes through zod.
import { type Response } from "express";
import { originOf } from "../auth";
import { currentUser, requireAdmin } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import { notFound, parseOrThrow } from "../errors";
import { listActivity } from "../services/admin-activity";
import { listPayments } from "../services/admin-payments";
import { getOperatorSettings } from "../services/admin-settings";
import { getAdminStats } from "../services/admin-stats";
import { applyUserAction, listAdminUsers } from "../services/admin-users";
import { api } from "../../shared/api/routes";
import { serve } from "../contract";
import { newRouter } from "./new-router";
import {
  ZAdminActivityQuerySchema,
  ZAdminPaymentsQuerySchema,
  ZAdminStatsQuerySchema,
  ZAdminUsersQuerySchema,
  ZAdminUserActionSchema,
} from "../../shared/api/admin";
import { ZIdParamSchema } from "../../shared/api/params";

/** Lists answer an array (docs/product-spec.md §7); the full count rides along in a header. */
const withTotal = (res: Response, total: number) => res.set("X-Total-Count", String(total));

export function adminRouter({
  config,
  database,
  printer,
}: {
  config: Config;
  database: Database;
  printer?: PdfPrinter | undefined;
}) {
  const { db } = database;
  const router = newRouter();

  router.use("/api/admin", requireAdmin, (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  serve(router, api.admin.stats, [], (req) => {
    const { period } = parseOrThrow(ZAdminStatsQuerySchema, req.query);
    return getAdminStats({ db, period });
  });

  serve(router, api.admin.activity, [], async (req, res) => {
    const query = parseOrThrow(ZAdminActivityQuerySchema, req.query);
    const { entries, total } = await listActivity({ db, ...query });
    withTotal(res, total);
    return entries;
  });

  serve(router, api.admin.users, [], async (req, res) => {
    const query = parseOrThrow(ZAdminUsersQuerySchema, req.query);
    const { users, total } = await listAdminUsers({ db, ...query });
    withTotal(res, total);
    return users;
  });

  serve(router, api.admin.updateUser, [], async (req) => {
    // A malformed id can't name anyone: not found, like a missing one.
    const params = ZIdParamSchema.safeParse(req.params);
    if (!params.success) throw notFound("User not found");
    const { action } = parseOrThrow(ZAdminUserActionSchema, req.body ?? {});
    const user = await applyUserAction({
      database,
      actorId: currentUser(req).id,
      targetId: params.data.id,
      action,
      origin: originOf(req),
    });
    return user;
  });

  serve(router, api.admin.payments, [], async (req, res) => {
    const query = parseOrThrow(ZAdminPaymentsQuerySchema, req.query);
    const { payments, total } = await listPayments({ db, ...query });
    withTotal(res, total);
    return payments;
  });

  serve(router, api.admin.settings, [], () => getOperatorSettings({ config, database, printer }));

  return router;
}
