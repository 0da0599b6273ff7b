// Users: sign-in upserts, the public shape of the current user, activity bookkeeping.
import { eq, sql } from "drizzle-orm";
import type { TPublicUser } from "../../shared/api/users";
import { users, type User } from "../../shared/schema";
import type { Db } from "../db";
import { AppError } from "../errors";

export interface SignInProfile {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** OpenID Connect subject; absent for the dev sign-in. */
  authSubject?: string;
  /**
   * Whether the provider verified the e-mail address (its `email_verified` claim). Only a verified
   * address may link to an existing account or grant ADMIN_EMAILS. The dev sign-in states none.
   */
  emailVerified?: boolean;
}

export const UNVERIFIED_EMAIL_MESSAGE =
  "Your identity provider has not verified your e-mail address. Verify it with your provider, then sign in again.";

/**
 * What every answer about a user carries (the current user, the admin's user rows, the account
 * export), serialised once: each answer adds its own fields to these.
 */
export const userIdentity = (user: User) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  subscription: user.subscription,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

/** The current user as GET /api/auth/user answers it. */
export const toPublicUser = (user: User): TPublicUser => ({
  ...userIdentity(user),
  documentsGenerated: user.documentsGenerated,
});

/**
 * Create or update the user who just signed in. A provider sign-in is matched by subject first,
 * then by e-mail (linking an account first made with that address). ADMIN_EMAILS promotes; it
 * never demotes, so an admin made by another admin stays one.
 *
 * An e-mail address the provider did not verify proves nothing: it never links to an account made
 * with that address, never makes anyone an admin, never becomes the account's address, and never
 * makes a new account (which would take the address from its real owner). Such a sign-in is
 * refused (403), unless the subject already has an account, which then signs in unchanged.
 */
export const upsertSignedInUser = async ({
  db,
  profile,
  adminEmails,
}: {
  db: Db;
  profile: SignInProfile;
  adminEmails: ReadonlySet<string>;
}): Promise<{ user: User; created: boolean }> => {
  const verified = profile.authSubject === undefined || profile.emailVerified === true;
  const email = profile.email.trim().toLowerCase();
  const makeAdmin = verified && adminEmails.has(email);
  return db.transaction(async (tx) => {
    const bySubject = profile.authSubject
      ? await tx.select().from(users).where(eq(users.authSubject, profile.authSubject)).limit(1)
      : [];
    if (!bySubject[0] && !verified) throw new AppError("forbidden", UNVERIFIED_EMAIL_MESSAGE);
    const existing =
      bySubject[0] ?? (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];

    const names = {
      // A provider that omits a claim keeps what we had; the dev form always states both.
      ...(profile.firstName !== undefined ? { firstName: profile.firstName || null } : {}),
      ...(profile.lastName !== undefined ? { lastName: profile.lastName || null } : {}),
      ...(profile.profileImageUrl !== undefined
        ? { profileImageUrl: profile.profileImageUrl || null }
        : {}),
    };

    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({
          ...names,
          ...(verified ? { email } : {}),
          ...(profile.authSubject ? { authSubject: profile.authSubject } : {}),
          ...(makeAdmin ? { role: "admin" as const } : {}),
          lastActiveAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      return { user: updated!, created: false };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        ...names,
        authSubject: profile.authSubject ?? null,
        role: makeAdmin ? "admin" : "user",
        lastActiveAt: new Date(),
      })
      .returning();
    return { user: created!, created: true };
  });
};

export const getUserById = async ({ db, id }: { db: Db; id: string }) => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

const ACTIVE_WRITE_INTERVAL_MS = 60_000;

/** Keeps lastActiveAt current: written when it is more than a minute old. */
export async function touchLastActive({ db, user }: { db: Db; user: User }): Promise<void> {
  if (user.lastActiveAt && Date.now() - user.lastActiveAt.getTime() < ACTIVE_WRITE_INTERVAL_MS) return;
  user.lastActiveAt = new Date();
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, user.id));
}
