// Users: sign-in upserts, the public shape of the current user, activity bookkeeping.
import { eq, sql } from "drizzle-orm";
import { users, type User } from "../../shared/schema";
import type { Db } from "../db";
import { changeTag, type ChangeFeed } from "../db/changes";

export interface SignInProfile {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** OpenID Connect subject; absent for the dev sign-in. */
  authSubject?: string;
}

/** The current user as GET /api/auth/user answers it. */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscription: user.subscription,
    role: user.role,
    documentsGenerated: user.documentsGenerated,
    createdAt: user.createdAt,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

/**
 * Create or update the user who just signed in. A provider sign-in is matched by subject first,
 * then by e-mail (linking an account first made with that address). ADMIN_EMAILS promotes; it
 * never demotes, so an admin made by another admin stays one.
 */
export const upsertSignedInUser = async ({
  db,
  changes,
  profile,
  adminEmails,
}: {
  db: Db;
  changes: ChangeFeed;
  profile: SignInProfile;
  adminEmails: ReadonlySet<string>;
}): Promise<{ user: User; created: boolean }> => {
  const email = profile.email.trim().toLowerCase();
  const makeAdmin = adminEmails.has(email);
  const result = await db.transaction(async (tx) => {
    const bySubject = profile.authSubject
      ? await tx.select().from(users).where(eq(users.authSubject, profile.authSubject)).limit(1)
      : [];
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
          email,
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
  changes.wrote(changeTag.user(result.user.id));
  return result;
};

export const getUserById = async ({ db, id }: { db: Db; id: string }) => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

const ACTIVE_WRITE_INTERVAL_MS = 60_000;

/**
 * Keeps lastActiveAt current with at most one write a minute per user. The user a request holds
 * may be a cached copy a few moments older than this instance's last write, so the instance also
 * remembers its own recent writes: a burst of requests writes once, not once each.
 */
export function createActivityTouch({ db, changes }: { db: Db; changes: ChangeFeed }) {
  const written = new Map<string, Promise<void>>();
  const writtenAt = new Map<string, number>();
  /** The write, or undefined when none is due (no promise to wait for on most requests). */
  return (user: User): Promise<void> | undefined => {
    const now = Date.now();
    const last = Math.max(user.lastActiveAt?.getTime() ?? 0, writtenAt.get(user.id) ?? 0);
    if (now - last < ACTIVE_WRITE_INTERVAL_MS) return undefined;
    const inFlight = written.get(user.id);
    if (inFlight) return inFlight;
    // Forget the oldest memories now and then; a forgotten one costs one more write at most.
    if (writtenAt.size >= 10_000) writtenAt.clear();
    writtenAt.set(user.id, now);
    user.lastActiveAt = new Date(now);
    const write = db
      .update(users)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(users.id, user.id))
      .then(
        () => changes.wrote(changeTag.user(user.id)),
        (err: unknown) => {
          writtenAt.delete(user.id);
          throw err;
        },
      )
      .finally(() => written.delete(user.id));
    written.set(user.id, write);
    return write;
  };
}
