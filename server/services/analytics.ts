// Analytics providers (docs/product-spec.md §7): what admins configure, and the active ones that
// the public endpoint and the Content-Security-Policy read on every page load.
import { and, desc, eq } from "drizzle-orm";
import { analyticsConfig, type AnalyticsConfig } from "../../shared/schema";
import type { Db } from "../db";
import { AppError, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";

import {
  ANALYTICS_PROVIDERS,
  TRACKING_ID_RULES,
  type AnalyticsProvider,
  type TActiveProvider,
  type TAnalyticsProviderEntry,
  type TCreateAnalyticsProviderRequest,
} from "../../shared/api/admin";

export { ANALYTICS_PROVIDERS, type AnalyticsProvider } from "../../shared/api/admin";


export const listActiveProviders = async ({ db }: { db: Db }): Promise<TActiveProvider[]> => {
  const rows = await db
    .select({ provider: analyticsConfig.provider, trackingId: analyticsConfig.trackingId })
    .from(analyticsConfig)
    .where(eq(analyticsConfig.isActive, true))
    .orderBy(analyticsConfig.createdAt, analyticsConfig.id);
  // A row written by hand with an unknown provider or a bad ID never reaches a page.
  return rows.filter(
    (r): r is TActiveProvider =>
      (ANALYTICS_PROVIDERS as readonly string[]).includes(r.provider) &&
      TRACKING_ID_RULES[r.provider as AnalyticsProvider].test(r.trackingId),
  );
};

export const presentProvider = (p: AnalyticsConfig): TAnalyticsProviderEntry => ({
  id: p.id,
  provider: p.provider,
  trackingId: p.trackingId,
  isActive: p.isActive,
  config: p.config ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const listProviders = async ({ db }: { db: Db }) =>
  (
    await db
      .select()
      .from(analyticsConfig)
      .orderBy(desc(analyticsConfig.createdAt), desc(analyticsConfig.id))
  ).map(presentProvider);

export const createProvider = async ({
  db,
  actorId,
  input,
  origin,
}: {
  db: Db;
  actorId: string;
  input: TCreateAnalyticsProviderRequest;
  origin?: RequestOrigin;
}) =>
  db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: analyticsConfig.id })
      .from(analyticsConfig)
      .where(
        and(
          eq(analyticsConfig.provider, input.provider),
          eq(analyticsConfig.trackingId, input.trackingId),
        ),
      )
      .limit(1);
    if (same)
      throw new AppError("conflict", "This provider is already set up with that tracking ID");
    const [created] = await tx
      .insert(analyticsConfig)
      .values({
        provider: input.provider,
        trackingId: input.trackingId,
        config: input.config ?? null,
        isActive: true,
      })
      .returning();
    await recordActivity({
      db: tx,
      entry: {
        userId: actorId,
        action: "analytics.provider_added",
        entityType: "analytics_provider",
        entityId: created!.id,
        metadata: { provider: input.provider, trackingId: input.trackingId },
      },
      origin,
    });
    return presentProvider(created!);
  });

export const setProviderActive = async ({
  db,
  actorId,
  id,
  isActive,
  origin,
}: {
  db: Db;
  actorId: string;
  id: string;
  isActive: boolean;
  origin?: RequestOrigin;
}) =>
  db.transaction(async (tx) => {
    const [updated] = await tx
      .update(analyticsConfig)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(analyticsConfig.id, id))
      .returning();
    if (!updated) throw notFound("Analytics provider not found");
    await recordActivity({
      db: tx,
      entry: {
        userId: actorId,
        action: isActive ? "analytics.provider_activated" : "analytics.provider_deactivated",
        entityType: "analytics_provider",
        entityId: id,
        metadata: { provider: updated.provider, trackingId: updated.trackingId, isActive },
      },
      origin,
    });
    return presentProvider(updated);
  });

export const deleteProvider = async ({
  db,
  actorId,
  id,
  origin,
}: {
  db: Db;
  actorId: string;
  id: string;
  origin?: RequestOrigin;
}) =>
  db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(analyticsConfig)
      .where(eq(analyticsConfig.id, id))
      .returning();
    if (!removed) throw notFound("Analytics provider not found");
    await recordActivity({
      db: tx,
      entry: {
        userId: actorId,
        action: "analytics.provider_removed",
        entityType: "analytics_provider",
        entityId: id,
        metadata: { provider: removed.provider, trackingId: removed.trackingId },
      },
      origin,
    });
  });
