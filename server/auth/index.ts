// Sign-in: OpenID Connect (passport + openid-client) when configured, otherwise (not in
// production) a dev sign-in form. Sessions, the blocked-account rule and lastActiveAt live here.
import express, { Router, type Request, type RequestHandler, type Response } from "express";
import passport from "passport";
import { z } from "zod";
import type { User } from "../../shared/schema";
import type { Config } from "../config";
import type { Database } from "../db";
import { AppError } from "../errors";
import { recordActivity, type RequestOrigin } from "../services/activity";
import { createActivityTouch, getUserById, upsertSignedInUser, type SignInProfile } from "../services/users";
import { BLOCKED_MESSAGE } from "./guards";
import { createOidc } from "./oidc";
import { devLoginPage, signInProblemPage } from "./pages";
import { createSessions, preloadedUser } from "./session";

export function originOf(req: Request): RequestOrigin {
  return { ip: req.ip, userAgent: req.get("user-agent") };
}

const DevLoginSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(320, "The e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address, like you@company.com")),
  firstName: z.string().trim().max(100, "First name must be at most 100 characters").optional(),
  lastName: z.string().trim().max(100, "Last name must be at most 100 characters").optional(),
});

export function createAuth(config: Config, database: Database) {
  const { db } = database;
  const sessions = createSessions(config, database);
  // One authenticator per app (not the module singleton): tests run several apps in one process.
  const authenticator = new passport.Passport() as unknown as passport.PassportStatic;
  authenticator.serializeUser<string>((user, done) => done(null, (user as User).id));

  /**
   * Restores the session's signed-in user as passport's session strategy does (the id in
   * req.session.passport.user becomes req.user; an id that names nobody is dropped), from the user
   * read together with the session (./session.ts). passport.initialize() and
   * authenticate("session") would do the same with a strategy object, closures and half a dozen
   * new request properties on every request; sign-in still goes through passport.
   */
  const restoreUser: RequestHandler = (req, _res, next) => {
    const signedIn = req.session?.passport;
    const id = signedIn?.user;
    if (id === undefined) return next();
    const use = (user: User | null | undefined) => {
      if (user) req.user = user;
      else delete signedIn!.user;
      next();
    };
    const preloaded = preloadedUser(req, id);
    if (preloaded !== undefined) return use(preloaded);
    getUserById({ db, id }).then(use, next);
  };

  /** Finish a sign-in: new session id, lifetime stamps, activity, then home. */
  const completeSignIn = (req: Request, res: Response, next: (err?: unknown) => void) =>
    async (user: User, created: boolean, method: string) => {
      if (user.isBlocked) {
        res.status(403).send(signInProblemPage("Account blocked", `${BLOCKED_MESSAGE}. Contact support if you think this is a mistake.`));
        return;
      }
      // passport regenerates the session id on login (fixation defence).
      req.login(user, (err) => {
        if (err) return next(err);
        const now = Date.now();
        req.session.startedAt = now;
        req.session.seenAt = now;
        const origin = originOf(req);
        const events = created
          ? [{ action: "user.signup" }, { action: "user.login" }]
          : [{ action: "user.login" }];
        Promise.all(
          events.map((e) =>
            recordActivity({
              db,
              entry: { userId: user.id, action: e.action, entityType: "user", entityId: user.id, metadata: { method } },
              origin,
            }),
          ),
        ).then(
          () => req.session.save((saveErr) => (saveErr ? next(saveErr) : res.redirect(302, "/"))),
          next,
        );
      });
    };

  const signIn = async (profile: SignInProfile) =>
    upsertSignedInUser({ db, changes: database.changes, profile, adminEmails: config.adminEmails });

  const oidc = config.oidc ? createOidc(config, authenticator, signIn) : undefined;

  const router = Router();

  router.get("/api/login", async (req, res, next) => {
    if (oidc) return oidc.login(req, res, next);
    res.type("html").send(devLoginPage());
  });

  if (oidc) {
    router.get("/api/callback", (req, res, next) => {
      oidc.callback(req, res, next, (user, created) =>
        completeSignIn(req, res, next)(user, created, "oidc"),
      );
    });
  } else {
    router.post(
      "/api/login/dev",
      express.urlencoded({ extended: false, limit: "10kb" }),
      authenticator.initialize(),
      async (req, res, next) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const values = {
          email: typeof body.email === "string" ? body.email : "",
          firstName: typeof body.firstName === "string" ? body.firstName : "",
          lastName: typeof body.lastName === "string" ? body.lastName : "",
        };
        const parsed = DevLoginSchema.safeParse(values);
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0] ?? "form");
            errors[key] ??= issue.message;
          }
          res.status(400).type("html").send(devLoginPage(values, errors));
          return;
        }
        try {
          const { user, created } = await signIn({
            email: parsed.data.email,
            firstName: parsed.data.firstName ?? "",
            lastName: parsed.data.lastName ?? "",
          });
          await completeSignIn(req, res, next)(user, created, "dev");
        } catch (err) {
          next(err);
        }
      },
    );
  }

  router.get("/api/logout", (req, res, next) => {
    const userId = req.user?.id;
    const done = () => {
      res.clearCookie(config.session.cookieName, sessions.cookieOptions);
      res.redirect(302, "/");
    };
    if (!req.session) return done();
    const log = userId
      ? recordActivity({ db, entry: { userId, action: "user.logout", entityType: "user", entityId: userId }, origin: originOf(req) })
      : Promise.resolve();
    log.then(
      () => req.session.destroy((err) => (err ? next(err) : done())),
      next,
    );
  });

  /** A blocked account's session answers 403 on every API call but sign-in and sign-out. */
  const blockedGuard: RequestHandler = (req, res, next) => {
    const blocked = req.session?.blocked === true || req.user?.isBlocked === true;
    if (!blocked) return next();
    if (req.user?.isBlocked && req.session?.passport) {
      // The user was blocked after this session was flagged-free: end it now.
      delete req.session.passport;
      req.session.blocked = true;
      delete (req as { user?: User }).user;
    }
    if (!req.path.startsWith("/api/") || /^\/api\/(login|logout|callback)/.test(req.path)) return next();
    next(new AppError("blocked", BLOCKED_MESSAGE));
  };

  const touchLastActive = createActivityTouch({ db, changes: database.changes });
  const activity: RequestHandler = (req, _res, next) => {
    const write = req.user && touchLastActive(req.user);
    if (!write) return next();
    write.then(() => next(), next);
  };

  const chain = [sessions.middleware, sessions.lifetime, restoreUser, blockedGuard, activity];
  /**
   * A request without our session cookie has no session to load, and (saveUninitialized is off)
   * would not get one unless it signs in: it skips the session and passport work and is simply
   * signed out. The sign-in routes always run it (they create the session; the OpenID flow keeps
   * its state there).
   */
  const cookiePrefix = `${config.session.cookieName}=`;
  const startsSession = /^\/api\/(login|callback)(\/|$)/;
  const sessionChain = Router().use(chain);
  const middleware: RequestHandler = (req, res, next) => {
    if (!req.headers.cookie?.includes(cookiePrefix) && !startsSession.test(req.path)) return next();
    sessionChain(req, res, next);
  };

  return {
    router,
    sessions,
    /** Everything that must run before the API routes. */
    middleware,
    signInMode: oidc ? ("oidc" as const) : ("dev" as const),
    close: () => sessions.close(),
  };
}

export { getUserById };
