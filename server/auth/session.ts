// Sessions live in the database (connect-pg-simple over pg, or over PGlite through the same
// query interface). resave/saveUninitialized are off, so a request that changes nothing writes
// nothing; the store's per-request touch is off too and activity is recorded at most once a minute.
import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session from "express-session";
import { and, eq, gte, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../shared/schema";
import type { Config } from "../config";
import { prepared, UNNAMED, type Database } from "../db";
import { changeTag } from "../db/changes";
import { ReadCache } from "../db/read-cache";

declare module "express-session" {
  interface SessionData {
    /** When the user signed in (ms); the absolute lifetime counts from here. */
    startedAt?: number;
    /** Last request seen (ms, updated at most once a minute); the idle timeout counts from here. */
    seenAt?: number;
    /** Set on every session of a user an admin blocked: the next request is told so. */
    blocked?: boolean;
  }
}

const SEEN_WRITE_INTERVAL_MS = 60_000;

const sessionUserId = sql`${sessions.sess} #>> '{passport,user}'`;
const sessionWithUser = prepared((db) =>
  db
    .select({
      sess: sessions.sess,
      // As connect-pg-simple writes it: to_timestamp() stored in a timestamp column.
      expiresAt: sql<number>`extract(epoch from ${sessions.expire}::timestamptz)`.mapWith(Number),
      user: users,
    })
    .from(sessions)
    .leftJoin(
      users,
      // The cast is guarded: a malformed id in a session matches nobody instead of failing.
      eq(users.id, sql`case when ${sessionUserId} ~ '^[0-9a-fA-F-]{36}$' then (${sessionUserId})::uuid end`),
    )
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gte(sessions.expire, sql`to_timestamp(${sql.placeholder("now")})`)))
    .limit(1)
    .prepare(UNNAMED),
);

/** The signed-in user read together with the session (null: the session names no live user). */
const SESSION_USER = Symbol("sessionUser");
type PreloadedRequest = Request & { [SESSION_USER]?: User | null };
/**
 * The user that came with a session object the store handed out, until express-session turns that
 * object into the request's session (createSession below). Kept beside the object, not on it: a
 * property added then deleted would leave it a slow dictionary-mode object, which express-session
 * copies into the request's session and hashes.
 */
const usersOfLoaded = new WeakMap<session.SessionData, User | null>();

/**
 * The user a request's session named, read in the same query as the session; undefined when the
 * session was not read from the store (a new session, or one just created by sign-in).
 */
export function preloadedUser(req: Request, id: string): User | null | undefined {
  const user = (req as PreloadedRequest)[SESSION_USER];
  if (user === undefined) return undefined;
  return user && user.id === id ? user : user === null ? null : undefined;
}

/** A session as cached: its JSON (parsed afresh for each request) and its signed-in user. */
interface CachedSession {
  json: string;
  expireMs: number;
  user: User | null | undefined;
}

export function createSessions(config: Config, database: Database) {
  const PgStore = connectPgSimple(session);
  // Sessions and their users, kept exact by the database's change feed (server/db/changes.ts): a
  // session or user row that changes anywhere leaves the cache, so a signed-in request usually
  // costs no database round trip before its route, and a block still takes effect at once.
  const cache = new ReadCache<CachedSession>(database.changes, {
    maxEntries: 10_000,
    ttlMs: 60_000,
  });
  const load = async (sid: string): Promise<CachedSession | undefined> => {
    const [row] = await sessionWithUser(database.db)
      // Expiry compared as connect-pg-simple does (epoch seconds through to_timestamp).
      .execute({ sid, now: Date.now() / 1000 });
    if (!row) return undefined;
    const raw = row.sess as unknown;
    const json = typeof raw === "string" ? raw : JSON.stringify(raw);
    const signedIn = Boolean((JSON.parse(json) as session.SessionData).passport?.user);
    return { json, expireMs: row.expiresAt * 1000, user: signedIn ? row.user : undefined };
  };
  const tagsOf = (sid: string) => (entry: CachedSession) =>
    entry.user ? [changeTag.session(sid), changeTag.user(entry.user.id)] : [changeTag.session(sid)];
  /** A fresh copy for one request: express-session and passport change what they are given. */
  const materialize = (entry: CachedSession): session.SessionData => {
    const sess = JSON.parse(entry.json) as session.SessionData;
    if (entry.user !== undefined) usersOfLoaded.set(sess, entry.user && { ...entry.user });
    return sess;
  };

  /**
   * connect-pg-simple, with two changes: get() reads the session and its signed-in user in one
   * query (a join on the user id the session holds), through the cache above, and hands the user
   * to the request (restoreUser in ./index.ts takes it from there); and every write tells the
   * change feed, so this instance's next request reads it at once.
   */
  class SessionUserStore extends PgStore {
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void) {
      const cached = cache.get(sid);
      if (cached && cached.expireMs >= Date.now()) return done(null, materialize(cached));
      cache.load(sid, () => load(sid), tagsOf(sid)).then(
        (entry) => done(null, entry && entry.expireMs >= Date.now() ? materialize(entry) : null),
        (err: unknown) => done(err),
      );
    }

    override set(sid: string, sess: session.SessionData, done?: (err?: unknown) => void) {
      super.set(sid, sess, (err?: unknown) => {
        database.changes.wrote(changeTag.session(sid));
        done?.(err);
      });
    }

    override destroy(sid: string, done?: (err?: unknown) => void) {
      super.destroy(sid, (err?: unknown) => {
        database.changes.wrote(changeTag.session(sid));
        done?.(err);
      });
    }

    override createSession(req: Request, sess: session.SessionData) {
      const user = usersOfLoaded.get(sess);
      if (user !== undefined) (req as PreloadedRequest)[SESSION_USER] = user;
      return super.createSession(req, sess);
    }
  }
  const store = new SessionUserStore({
    pool: database.raw as never,
    tableName: "sessions",
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: config.env === "test" ? false : 15 * 60,
    errorLog: () => {},
  });
  // No touch at all (disableTouch makes connect-pg-simple's a no-op): express-session checks for
  // the method, and with one it hashes the session once more at the end of every request and
  // routes the answer through its touch callback, for nothing.
  Object.defineProperty(store, "touch", { value: undefined });
  // connect-pg-simple arms its pruning timer in get() and set(); get() is ours, so arm it at boot
  // (this also clears sessions that expired while the server was down).
  if (config.env !== "test") store.pruneSessions();
  const cookie = {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.isProduction,
    path: "/",
    maxAge: config.session.idleMs,
  };
  const middleware = session({
    name: config.session.cookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy !== false,
    cookie,
  });

  /** Ends a session past its idle timeout or absolute lifetime; records activity once a minute. */
  const lifetime: RequestHandler = (req, _res, next) => {
    const s = req.session;
    if (!s?.passport?.user) return next();
    const now = Date.now();
    const startedAt = s.startedAt ?? now;
    const seenAt = s.seenAt ?? startedAt;
    if (now - startedAt > config.session.absoluteMs || now - seenAt > config.session.idleMs) {
      s.destroy(() => next());
      return;
    }
    if (now - seenAt > SEEN_WRITE_INTERVAL_MS) s.seenAt = now;
    next();
  };

  return {
    store,
    middleware,
    lifetime,
    cookieOptions: { ...cookie, maxAge: undefined },
    close: () => {
      cache.close();
      return store.close();
    },
  };
}

/** Mark every session of a user as blocked and signed out; their next request is answered 403. */
export async function blockUserSessions(database: Database, userId: string) {
  await database.db.execute(sql`
    update sessions
       set sess = ((sess::jsonb - 'passport') || '{"blocked": true}'::jsonb)::json
     where sess::jsonb #>> '{passport,user}' = ${userId}
  `);
  // Every cached session of the user is tagged with the user.
  database.changes.wrote(changeTag.user(userId));
}

declare module "express-session" {
  interface SessionData {
    passport?: { user?: string };
  }
}
