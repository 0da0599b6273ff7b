// Analytics providers (docs/product-spec.md §7): what admins configure, and the active ones that
// the public endpoint and the Content-Security-Policy read on every page load.
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { analyticsConfig, type AnalyticsConfig } from "../../shared/schema";
import type { Db } from "../db";
import { AppError, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";

import { ANALYTICS_PROVIDERS, type AnalyticsProvider, type TActiveProvider, type TAnalyticsProviderEntry } from "../../shared/api/admin";

export { ANALYTICS_PROVIDERS, type AnalyticsProvider } from "../../shared/api/admin";

/** What a tracking ID must look like, per provider, and what to tell the admin when it doesn't. */
const TRACKING_ID_RULES: Record<
  AnalyticsProvider,
  { test: (id: string) => boolean; message: string }
> = {
  google_analytics: {
    test: (id) => /^G-[A-Z0-9]{4,}$/.test(id),
    message: "Enter a Google Analytics 4 measurement ID, like G-XXXXXXXXXX",
  },
  microsoft_clarity: {
    test: (id) => /^[a-z0-9]{6,20}$/i.test(id),
    message: "Enter a Microsoft Clarity project ID: 6 to 20 letters and digits",
  },
  facebook_pixel: {
    test: (id) => /^\d{6,20}$/.test(id),
    message: "Enter a Facebook Pixel ID: 6 to 20 digits",
  },
  hotjar: {
    test: (id) => /^\d{5,12}$/.test(id),
    message: "Enter a Hotjar site ID: 5 to 12 digits",
  },
  custom: { test: isScriptUrl, message: "Enter the https:// address of the tracking script" },
};

/** An https URL with a plain host name, no credentials: its origin is safe to put in a CSP. */
export function isScriptUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === "https:" &&
    !url.username &&
    !url.password &&
    /^[a-z0-9.-]+$/i.test(url.hostname) &&
    url.hostname.includes(".")
  );
}

export const ZCreateAnalyticsProviderSchema = z
  .object({
    provider: z.enum(ANALYTICS_PROVIDERS, {
      error: `provider must be one of ${ANALYTICS_PROVIDERS.join(", ")}`,
    }),
    trackingId: z
      .string({ error: "Tracking ID is required" })
      // Bounded before any work on it (twice the limit: room for padding that trim removes).
      .max(1000, { error: "Tracking ID must be at most 500 characters", abort: true })
      .trim()
      .min(1, "Tracking ID is required")
      .max(500, "Tracking ID must be at most 500 characters"),
    config: z
      .record(z.string(), z.unknown(), { error: "config must be an object" })
      .refine(
        (c) => JSON.stringify(c).length <= 4000,
        "config must be at most 4000 characters of JSON",
      )
      .optional(),
  })
  .strict()
  // Measurement IDs are upper case; accept one pasted in lower case.
  .transform((v) =>
    v.provider === "google_analytics" ? { ...v, trackingId: v.trackingId.toUpperCase() } : v,
  )
  .superRefine((v, ctx) => {
    const rule = TRACKING_ID_RULES[v.provider];
    if (!rule.test(v.trackingId))
      ctx.addIssue({ code: "custom", path: ["trackingId"], message: rule.message });
  });
export type TCreateAnalyticsProviderRequest = z.infer<typeof ZCreateAnalyticsProviderSchema>;

export const ZUpdateAnalyticsProviderSchema = z
  .object({ isActive: z.boolean({ error: "isActive must be true or false" }) })
  .strict();

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
