// The sessions table's queries (the store itself is connect-pg-simple, in server/auth/session.ts):
// a session read with its signed-in user in one query, a blocked user's sessions signed out, and a
// new admin's sessions ended.
import { and, eq, gte, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../shared/schema";
import { prepared, UNNAMED, type Database, type Db } from "../db";

const sessionUserId = sql`${sessions.sess} #>> '{passport,user}'`;
const sessionWithUser = prepared((db) =>
  db
    .select({ sess: sessions.sess, user: users })
    .from(sessions)
    .leftJoin(
      users,
      // The cast is guarded: a malformed id in a session matches nobody instead of failing.
      eq(users.id, sql`case when ${sessionUserId} ~ '^[0-9a-fA-F-]{36}$' then (${sessionUserId})::uuid end`),
    )
    // Expiry compared as connect-pg-simple does (epoch seconds through to_timestamp).
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gte(sessions.expire, sql`to_timestamp(${sql.placeholder("now")})`)))
    .limit(1)
    .prepare(UNNAMED),
);

/** An unexpired session's stored data and the user it names (null: none, or no such user). */
export async function readSessionWithUser(
  db: Db,
  sid: string,
  nowMs: number,
): Promise<{ sess: unknown; user: User | null } | undefined> {
  const [row] = await sessionWithUser(db).execute({ sid, now: nowMs / 1000 });
  return row;
}

/** Sign out every session of a user, marked blocked: their next request is answered 403. */
export async function blockUserSessions(database: Database, userId: string) {
  await database.db.execute(sql`
    update sessions
       set sess = ((sess::jsonb - 'passport') || jsonb_build_object('blocked', ${userId}::text))::json
     where sess::jsonb #>> '{passport,user}' = ${userId}
  `);
}

/**
 * End every session of a user (a new admin): a page already open in one of them may run a
 * third-party tag (plain users' pages may load one), and it must never act with the admin's
 * rights. The user signs in again, and an admin's pages load no tag.
 */
export async function endUserSessions(database: Database, userId: string) {
  await database.db.execute(sql`delete from sessions where sess::jsonb #>> '{passport,user}' = ${userId}`);
}
