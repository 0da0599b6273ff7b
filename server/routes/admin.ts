// The admin panel's API: figures, activity, users, payments and the operator's settings. Every
// route needs an admin (401 signed out, 403 otherwise); every query and body goes through zod.
import { type Response } from "express";
import { z } from "zod";
import { originOf } from "../auth";
import { currentUser, requireAdmin } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import { notFound, parseOrThrow } from "../errors";
import { ACTIVITY_TYPES, listActivity } from "../services/admin-activity";
import { listPayments } from "../services/admin-payments";
import { getOperatorSettings } from "../services/admin-settings";
import { getAdminStats, STATS_PERIODS } from "../services/admin-stats";
import {
  applyUserAction,
  listAdminUsers,
  USER_LIST_LIMIT,
} from "../services/admin-users";
import { newRouter } from "./router";
import { ZAdminUserActionSchema } from "../../shared/api/admin";

/** An empty query value (`?type=`) means "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const listOf = <T extends string>(values: readonly T[]) => values.join(", ");

/** Free text for a filter. Control characters (a NUL would make PostgreSQL fail) are refused. */
const filterText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    // The length is checked before any other work, on the raw text and again once trimmed.
    .max(2 * max, { error: `${name} must be at most ${max} characters`, abort: true })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), `${name} must not contain control characters`);

export const ZAdminStatsQuerySchema = z.object({
  period: optional(
    z.enum(STATS_PERIODS, { error: `period must be one of ${listOf(STATS_PERIODS)}` }),
  ).transform((p) => p ?? "7d"),
});

const paging = (defaultLimit: number) => ({
  limit: optional(int("limit", 1, 100)).transform((v) => v ?? defaultLimit),
  page: optional(int("page", 1, 100_000)).transform((v) => v ?? 1),
});

export const ZAdminActivityQuerySchema = z.object({
  ...paging(10),
  type: optional(
    z.enum(ACTIVITY_TYPES, { error: `type must be one of ${listOf(ACTIVITY_TYPES)}` }),
  ),
});

export const ZAdminPaymentsQuerySchema = z.object({
  ...paging(25),
  status: optional(filterText("status", 30)),
});

export const ZAdminUsersQuerySchema = z.object({
  search: optional(filterText("search", 200)),
  subscription: optional(
    z.enum(["all", "free", "pro"], { error: "subscription must be all, free or pro" }),
  ).transform((v) => v ?? "all"),
  status: optional(
    z.enum(["all", "active", "blocked"], { error: "status must be all, active or blocked" }),
  ).transform((v) => v ?? "all"),
  limit: optional(int("limit", 1, USER_LIST_LIMIT)).transform((v) => v ?? USER_LIST_LIMIT),
});

const UserIdParam = z.object({ id: z.uuid() });

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

  router.get("/api/admin/stats", async (req, res) => {
    const { period } = parseOrThrow(ZAdminStatsQuerySchema, req.query);
    res.json(await getAdminStats({ db, period }));
  });

  router.get("/api/admin/activity", async (req, res) => {
    const query = parseOrThrow(ZAdminActivityQuerySchema, req.query);
    const { entries, total } = await listActivity({ db, ...query });
    withTotal(res, total).json(entries);
  });

  router.get("/api/admin/users", async (req, res) => {
    const query = parseOrThrow(ZAdminUsersQuerySchema, req.query);
    const { users, total } = await listAdminUsers({ db, ...query });
    withTotal(res, total).json(users);
  });

  router.patch("/api/admin/users/:id", async (req, res) => {
    // A malformed id can't name anyone: not found, like a missing one.
    const params = UserIdParam.safeParse(req.params);
    if (!params.success) throw notFound("User not found");
    const { action } = parseOrThrow(ZAdminUserActionSchema, req.body ?? {});
    const user = await applyUserAction({
      database,
      actorId: currentUser(req).id,
      targetId: params.data.id,
      action,
      origin: originOf(req),
    });
    res.json(user);
  });

  router.get("/api/admin/payments", async (req, res) => {
    const query = parseOrThrow(ZAdminPaymentsQuerySchema, req.query);
    const { payments, total } = await listPayments({ db, ...query });
    withTotal(res, total).json(payments);
  });

  router.get("/api/admin/settings", (_req, res) => {
    res.json(getOperatorSettings({ config, database, printer }));
  });

  return router;
}
