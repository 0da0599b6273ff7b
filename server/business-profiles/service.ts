// Business profiles: a user's businesses, one of them the default. Every read and write is scoped
// to the owner; another user's id is the same 404 as a missing one.
import { and, asc, desc, eq, like, ne, or } from "drizzle-orm";
import type { TAccountExport } from "../../shared/api/account";
import type { TBusinessProfile } from "../../shared/api/business-profiles";
import { handleFromName } from "../../shared/api/publications";
import { defaultPaperFor, formatAddress, type TBusinessProfileInput, type TBusinessProfilePatch } from "../../shared/business/schema";
import { businessProfileLogos, businessProfiles, type BusinessProfile, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { identityOf, type BusinessIdentity } from "../doc-types/business";
import { AppError, invalidField, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "../services/activity";
import type { AccountSections, ArchiveFiles } from "../services/lifecycle";
import type { ProcessedLogo } from "./logo-image";

export const MAX_PROFILES = 20;

export function presentProfile(p: BusinessProfile): TBusinessProfile {
  const { userId: _userId, ...rest } = p;
  return {
    ...rest,
    paperSize: p.paperSize === "letter" || p.paperSize === "a4" ? p.paperSize : defaultPaperFor(p.country ?? undefined),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Optional fields left out are stored as null; the formatted address follows the structured one. */
function columnsOf(input: Partial<TBusinessProfileInput>, current?: BusinessProfile) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === "isDefault") continue;
    // A handle is never cleared: a published policy's address depends on it.
    if (key === "handle" && value === undefined) continue;
    out[key] = value === undefined ? null : value;
  }
  const merged = { ...current, ...out } as Partial<BusinessProfile>;
  out.address = formatAddress(merged) ?? null;
  return out;
}

export const listProfiles = ({ db, userId }: { db: Db; userId: string }) =>
  db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, userId))
    .orderBy(desc(businessProfiles.isDefault), desc(businessProfiles.createdAt));

export async function getProfile({ db, userId, id }: { db: Db | Tx; userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(businessProfiles)
    .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
    .limit(1);
  return row;
}

export async function getDefaultProfile({ db, userId }: { db: Db | Tx; userId: string }) {
  const [row] = await db
    .select()
    .from(businessProfiles)
    .where(and(eq(businessProfiles.userId, userId), eq(businessProfiles.isDefault, true)))
    .limit(1);
  return row;
}

/** Makes `id` the user's only default profile (inside the caller's transaction). */
async function makeDefault(tx: Tx, userId: string, id: string) {
  await tx
    .update(businessProfiles)
    .set({ isDefault: false })
    .where(and(eq(businessProfiles.userId, userId), ne(businessProfiles.id, id), eq(businessProfiles.isDefault, true)));
  await tx.update(businessProfiles).set({ isDefault: true }).where(eq(businessProfiles.id, id));
}

const HANDLE_TAKEN = "This public handle is taken: choose another";

/** 409 naming `handle` when another profile has it. */
async function checkHandleFree(tx: Tx, handle: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: businessProfiles.id })
    .from(businessProfiles)
    .where(exceptId ? and(eq(businessProfiles.handle, handle), ne(businessProfiles.id, exceptId)) : eq(businessProfiles.handle, handle))
    .limit(1);
  if (taken) throw new AppError("conflict", `Invalid input: handle: ${HANDLE_TAKEN}`, [{ path: "handle", message: HANDLE_TAKEN }]);
}

/** A free handle made from a name: the name's slug, else the slug with -2, -3… */
export async function freeHandleFor(tx: Tx, name: string): Promise<string> {
  const base = handleFromName(name);
  const rows = await tx
    .select({ handle: businessProfiles.handle })
    .from(businessProfiles)
    .where(or(eq(businessProfiles.handle, base), like(businessProfiles.handle, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.handle));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The profile's handle, made from its name and stored first when it has none (its row locked). */
export async function ensureHandle(tx: Tx, userId: string, id: string): Promise<BusinessProfile> {
  const [profile] = await tx
    .select()
    .from(businessProfiles)
    .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
    .for("update");
  if (!profile) throw notFound("Business profile not found");
  if (profile.handle) return profile;
  const handle = await freeHandleFor(tx, profile.name);
  const [updated] = await tx.update(businessProfiles).set({ handle }).where(eq(businessProfiles.id, id)).returning();
  return updated!;
}

export async function createProfile({ db, userId, input, origin }: { db: Db; userId: string; input: TBusinessProfileInput; origin: RequestOrigin }) {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: businessProfiles.id }).from(businessProfiles).where(eq(businessProfiles.userId, userId));
    if (existing.length >= MAX_PROFILES) {
      throw new AppError("conflict", `You can keep at most ${MAX_PROFILES} business profiles.`);
    }
    if (input.handle) await checkHandleFree(tx, input.handle);
    const handle = input.handle ?? (await freeHandleFor(tx, input.name));
    const [row] = await tx
      .insert(businessProfiles)
      .values({ userId, ...(columnsOf(input) as { name: string }), handle })
      .returning();
    // The first profile is the default; a new one becomes it only when asked.
    if (existing.length === 0 || input.isDefault) await makeDefault(tx, userId, row!.id);
    await recordActivity({ db: tx, entry: { userId, action: "business_profile.created", entityType: "business_profile", entityId: row!.id }, origin });
    return (await getProfile({ db: tx, userId, id: row!.id }))!;
  });
}

export async function updateProfile({ db, userId, id, patch, origin }: { db: Db; userId: string; id: string; patch: TBusinessProfilePatch; origin: RequestOrigin }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(businessProfiles)
      .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
      .for("update");
    if (!current) throw notFound("Business profile not found");
    if (patch.handle && patch.handle !== current.handle) await checkHandleFree(tx, patch.handle, id);
    await tx
      .update(businessProfiles)
      .set({ ...columnsOf(patch, current), updatedAt: new Date() })
      .where(eq(businessProfiles.id, id));
    if (patch.isDefault === true) await makeDefault(tx, userId, id);
    await recordActivity({ db: tx, entry: { userId, action: "business_profile.updated", entityType: "business_profile", entityId: id }, origin });
    return (await getProfile({ db: tx, userId, id }))!;
  });
}

/** Deletes a profile; when it was the default, the most recently updated other one becomes it. */
export async function deleteProfile({ db, userId, id, origin }: { db: Db; userId: string; id: string; origin: RequestOrigin }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(businessProfiles)
      .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
      .returning();
    if (!row) throw notFound("Business profile not found");
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: businessProfiles.id })
        .from(businessProfiles)
        .where(eq(businessProfiles.userId, userId))
        .orderBy(desc(businessProfiles.updatedAt))
        .limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    }
    await recordActivity({ db: tx, entry: { userId, action: "business_profile.deleted", entityType: "business_profile", entityId: id }, origin });
  });
}

export async function setLogo({ db, userId, id, logo }: { db: Db; userId: string; id: string; logo: ProcessedLogo }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: businessProfiles.id })
      .from(businessProfiles)
      .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
      .for("update");
    if (!current) throw notFound("Business profile not found");
    const row = { contentType: logo.contentType, data: logo.data, headerPng: logo.headerPng, sha256: logo.sha256, updatedAt: new Date() };
    await tx.insert(businessProfileLogos).values({ profileId: id, ...row }).onConflictDoUpdate({ target: businessProfileLogos.profileId, set: row });
    const [updated] = await tx
      .update(businessProfiles)
      .set({ logoUrl: `/api/business-profiles/${id}/logo?v=${logo.sha256.slice(0, 12)}`, updatedAt: new Date() })
      .where(eq(businessProfiles.id, id))
      .returning();
    return updated!;
  });
}

export async function getLogo({ db, userId, id }: { db: Db; userId: string; id: string }) {
  const [row] = await db
    .select({ logo: businessProfileLogos })
    .from(businessProfileLogos)
    .innerJoin(businessProfiles, eq(businessProfiles.id, businessProfileLogos.profileId))
    .where(and(eq(businessProfiles.id, id), eq(businessProfiles.userId, userId)))
    .limit(1);
  return row?.logo;
}

// Which business profile a document is issued by: the one the body names (it must be the user's
// own: anything else is a 400 on that field, never a leak), none for `null`, or the user's default
// profile when the body says nothing.

export const NOT_YOUR_PROFILE = "Choose one of your business profiles";

/** The business profile id a create or edit body carries, if any (see businessProfileRef). */
export const profileRefOf = (input: unknown): string | null | undefined => {
  const ref = (input as { businessProfileId?: unknown } | null)?.businessProfileId;
  return typeof ref === "string" || ref === null ? ref : undefined;
};

export async function resolveBusiness(
  tx: Tx,
  user: User,
  ref: string | null | undefined,
  { strict = true }: { strict?: boolean } = {},
): Promise<BusinessIdentity | undefined> {
  if (ref === null) return undefined;
  let profile = ref === undefined ? undefined : await getProfile({ db: tx, userId: user.id, id: ref });
  if (ref !== undefined && !profile && strict) {
    throw invalidField("businessProfileId", NOT_YOUR_PROFILE);
  }
  profile ??= await getDefaultProfile({ db: tx, userId: user.id });
  if (!profile) return undefined;
  const [logo] = await tx
    .select({ png: businessProfileLogos.headerPng })
    .from(businessProfileLogos)
    .where(eq(businessProfileLogos.profileId, profile.id))
    .limit(1);
  return identityOf(profile, logo?.png);
}

const LOGO_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/svg+xml": "svg" };

/** A user's profiles as an account's export lists them, each logo a file of the archive beside account.json. */
export async function exportProfiles({ db, userId, files }: { db: Db; userId: string; files: ArchiveFiles }): Promise<AccountSections> {
  const profiles = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).orderBy(asc(businessProfiles.createdAt));
  const logos = await db
    .select({ logo: businessProfileLogos })
    .from(businessProfileLogos)
    .innerJoin(businessProfiles, eq(businessProfiles.id, businessProfileLogos.profileId))
    .where(eq(businessProfiles.userId, userId));
  const logoOf = new Map<string, TAccountExport["businessProfiles"][number]["logo"]>();
  for (const { logo } of logos) {
    if (files.aborted()) break;
    const file = `profiles/${logo.profileId}-logo.${LOGO_EXTENSIONS[logo.contentType] ?? "bin"}`;
    await files.add(file, logo.data, { compress: logo.contentType === "image/svg+xml", mtime: logo.updatedAt });
    logoOf.set(logo.profileId, { file, contentType: logo.contentType, sha256: logo.sha256 });
  }
  return { businessProfiles: profiles.map((p) => ({ ...presentProfile(p), logo: logoOf.get(p.id) ?? null })) };
}
