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
    .select({ sess: sessions.sess, user: users })
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
type LoadedSession = session.SessionData & { [SESSION_USER]?: User | null };
type PreloadedRequest = Request & { [SESSION_USER]?: User | null };

/**
 * The user a request's session named, read in the same query as the session; undefined when the
 * session was not read from the store (a new session, or one just created by sign-in).
 */
export function preloadedUser(req: Request, id: string): User | null | undefined {
  const user = (req as PreloadedRequest)[SESSION_USER];
  if (user === undefined) return undefined;
  return user && user.id === id ? user : user === null ? null : undefined;
}

export function createSessions(config: Config, database: Database) {
  const PgStore = connectPgSimple(session);
  /**
   * connect-pg-simple, with one change: get() reads the session and its signed-in user in one
   * query (a join on the user id the session holds), so a signed-in request costs one round trip
   * before its route instead of two. passport's deserializeUser takes the user from the request.
   */
  class SessionUserStore extends PgStore {
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void) {
      sessionWithUser(database.db)
        // Expiry compared as connect-pg-simple does (epoch seconds through to_timestamp).
        .execute({ sid, now: Date.now() / 1000 })
        .then(
          ([row]) => {
            if (!row) return done(null, null);
            const raw = row.sess as unknown;
            const sess = (typeof raw === "string" ? JSON.parse(raw) : raw) as LoadedSession;
            if (sess.passport?.user) sess[SESSION_USER] = row.user;
            done(null, sess);
          },
          (err: unknown) => done(err),
        );
    }

    override createSession(req: Request, sess: session.SessionData) {
      const loaded = sess as LoadedSession;
      if (SESSION_USER in loaded) {
        (req as PreloadedRequest)[SESSION_USER] = loaded[SESSION_USER];
        delete loaded[SESSION_USER];
      }
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
    close: () => store.close(),
  };
}

/** Mark every session of a user as blocked and signed out; their next request is answered 403. */
export async function blockUserSessions(database: Database, userId: string) {
  await database.db.execute(sql`
    update sessions
       set sess = ((sess::jsonb - 'passport') || '{"blocked": true}'::jsonb)::json
     where sess::jsonb #>> '{passport,user}' = ${userId}
  `);
}

declare module "express-session" {
  interface SessionData {
    passport?: { user?: string };
  }
}
