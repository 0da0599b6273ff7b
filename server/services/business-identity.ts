// Which business profile a document is issued by: the one the body names (it must be the user's
// own: anything else is a 400 on that field, never a leak), none for `null`, or the user's default
// profile when the body says nothing.
import { eq } from "drizzle-orm";
import { businessProfileLogos, type User } from "../../shared/schema";
import type { Tx } from "../db";
import { identityOf, type BusinessIdentity } from "../doc-types/business";
import { AppError } from "../errors";
import { getDefaultProfile, getProfile } from "./business-profiles";

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
    throw new AppError("invalid_input", `Invalid input: businessProfileId: ${NOT_YOUR_PROFILE}`, [
      { path: "businessProfileId", message: NOT_YOUR_PROFILE },
    ]);
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
