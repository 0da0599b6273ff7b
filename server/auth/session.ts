// Sessions live in the database (connect-pg-simple over pg, or over PGlite through the same
// query interface). resave/saveUninitialized are off, so a request that changes nothing writes
// nothing; the store's per-request touch is off too and activity is recorded at most once a minute.
import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db";

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

export function createSessions(config: Config, database: Database) {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: database.raw as never,
    tableName: "sessions",
    createTableIfMissing: false,
    disableTouch: true,
    pruneSessionInterval: config.env === "test" ? false : 15 * 60,
    errorLog: () => {},
  });
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
