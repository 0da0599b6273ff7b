// Sessions live in the database (connect-pg-simple over pg, or over PGlite through the same
// query interface). resave/saveUninitialized are off, so a request that changes nothing writes
// nothing; the store's touch is off too, and the idle clock (`seenAt`) is written once a minute.
// A signed-in request reads its session and its user in one query (the store's get() joins them,
// through services/sessions.ts).
import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session from "express-session";
import type { User } from "../../shared/schema";
import type { Config } from "../config";
import type { Database } from "../db";
import { readSessionWithUser } from "../services/sessions";

declare module "express-session" {
  interface SessionData {
    passport?: { user?: string };
    /** When the user signed in (ms); the absolute lifetime counts from here. */
    startedAt?: number;
    /** Last request seen (ms, updated at most once a minute); the idle timeout counts from here. */
    seenAt?: number;
    /**
     * Set on every session of a user an admin blocked (the user's id; `true` in sessions blocked
     * before the id was kept): the session is signed out, and its requests are told why until
     * the user is unblocked.
     */
    blocked?: string | true;
    /** The page to open after signing in (./return-to.ts). */
    returnTo?: string;
  }
}

const SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * The users read with their sessions, by session id, until the request that loaded the session
 * picks its user up (`loadedUser`). A request that ends before then leaves its entry behind; the
 * map is emptied when it grows past a bound, which costs those requests one more query at most.
 */
const loadedUsers = new Map<string, User | null>();
const LOADED_USERS_MAX = 10_000;

/**
 * The user the request's session named, read in the same query as the session (null: it names
 * no user); undefined when the session was not read from the store (new, or just signed in).
 */
export function loadedUser(req: Request): User | null | undefined {
  const user = loadedUsers.get(req.sessionID);
  loadedUsers.delete(req.sessionID);
  return user;
}

export function createSessions(config: Config, database: Database) {
  const PgStore = connectPgSimple(session);

  /** connect-pg-simple, whose get() also reads the session's signed-in user (see above). */
  class SessionUserStore extends PgStore {
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void) {
      readSessionWithUser(database.db, sid, Date.now())
        .then((row) => {
          if (!row) return done(null, null);
          const sess = (typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess) as session.SessionData;
          if (sess.passport?.user) {
            if (loadedUsers.size >= LOADED_USERS_MAX) loadedUsers.clear();
            loadedUsers.set(sid, row.user);
          }
          done(null, sess);
        }, done);
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
