// Sign-in: OpenID Connect (passport + openid-client) when configured, otherwise (not in
// production) a dev sign-in form. Sessions, the blocked-account rule and lastActiveAt live here.
import express, { type Request, type RequestHandler, type Response } from "express";
import passport from "passport";
import type { User } from "../../shared/schema";
import type { Config } from "../config";
import type { Database } from "../db";
import { AppError } from "../errors";
import { newRouter } from "../routes/new-router";
import type { RateLimits } from "../security/rate-limit";
import { plainIp, recordActivity, type RequestOrigin } from "../services/activity";
import { getUserById, touchLastActive, upsertSignedInUser, type SignInProfile } from "../services/users";
import { BLOCKED_MESSAGE } from "./guards";
import { createOidc } from "./oidc";
import { devLoginPage, signInProblemPage } from "./pages";
import { safeReturnTo } from "./return-to";
import { createSessions, loadedUser } from "./session";
import { ZDevLoginSchema } from "../../shared/api/account";

/** Who a request came from, for the activity log, the audit trails and an acceptance record. */
export function originOf(req: Request): RequestOrigin {
  return { ip: plainIp(req.ip), userAgent: req.get("user-agent") };
}

/**
 * Restores the session's signed-in user as passport's session strategy does (the id in
 * req.session.passport.user becomes req.user; an id that names nobody is dropped), from the user
 * the store read together with the session (./session.ts); sign-in still goes through passport.
 */
function userRestorer(db: Database["db"]): RequestHandler {
  return (req, _res, next) => {
    const signedIn = req.session?.passport;
    const id = signedIn?.user;
    if (id === undefined) return next();
    const use = (user: User | null | undefined) => {
      if (user && user.id === id) req.user = user;
      else delete signedIn!.user;
      next();
    };
    const loaded = loadedUser(req);
    if (loaded !== undefined) return use(loaded);
    getUserById({ db, id }).then(use, next);
  };
}

/** Finish a sign-in: new session id, lifetime stamps, activity, then the page asked for (or home). */
function signInCompleter(config: Config, db: Database["db"]) {
  return (req: Request, res: Response, next: (err?: unknown) => void) =>
  async (user: User, created: boolean, method: string) => {
    if (user.isBlocked) {
      const contact = config.supportEmail ? `Contact support at ${config.supportEmail}` : "Contact the operator of this site";
      res.status(403).send(signInProblemPage("Account blocked", `${BLOCKED_MESSAGE}. ${contact} if you think this is a mistake.`));
      return;
    }
    // Read before the session is replaced; checked again, as anything read back from storage.
    const returnTo = safeReturnTo(req.session?.returnTo) ?? "/";
    // passport regenerates the session id on login (fixation defence).
    req.login(user, (err) => {
      if (err) return next(err);
      const now = Date.now();
      req.session.startedAt = now;
      req.session.seenAt = now;
      const origin = originOf(req);
      const events = created
        ? [{ action: "user.signup" as const }, { action: "user.login" as const }]
        : [{ action: "user.login" as const }];
      Promise.all(
        events.map((e) =>
          recordActivity({
            db,
            entry: { userId: user.id, action: e.action, entityType: "user", entityId: user.id, metadata: { method } },
            origin,
          }),
        ),
      ).then(
        () => req.session.save((saveErr) => (saveErr ? next(saveErr) : res.redirect(302, returnTo))),
        next,
      );
    });
  };
}

/**
 * A blocked user's sessions are signed out and marked (./session.ts): while the user stays
 * blocked, every API call but sign-in and sign-out answers 403 with the reason; once unblocked,
 * the mark goes, so the next call is simply signed out (401) and the app sends the user to sign
 * in again.
 */
const signInPaths = new Set(["/api/login", "/api/login/dev", "/api/callback", "/api/logout"]);
const refuse = (req: Request, next: (err?: unknown) => void) =>
  req.path.startsWith("/api/") && !signInPaths.has(req.path) ? next(new AppError("blocked", BLOCKED_MESSAGE)) : next();
function blockedGuardOf(db: Database["db"]): RequestHandler {
  return (req, _res, next) => {
    const s = req.session;
    if (req.user?.isBlocked) {
      // Blocked after this session was marked (or by hand in the database): mark it now.
      delete s.passport;
      s.blocked = req.user.id;
      delete (req as { user?: User }).user;
      return refuse(req, next);
    }
    const blocked = s?.blocked;
    if (blocked === undefined) return next();
    const unmark = () => {
      delete s.blocked;
      next();
    };
    if (blocked === true) return unmark();
    getUserById({ db, id: blocked }).then((user) => (user?.isBlocked ? refuse(req, next) : unmark()), next);
  };
}

export function createAuth(config: Config, database: Database, limits: Pick<RateLimits, "signIn">) {
  const { db } = database;
  const sessions = createSessions(config, database);
  // One authenticator per app (not the module singleton): tests run several apps in one process.
  const authenticator = new passport.Passport() as unknown as passport.PassportStatic;
  authenticator.serializeUser<string>((user, done) => done(null, (user as User).id));

  const restoreUser = userRestorer(db);
  const completeSignIn = signInCompleter(config, db);

  const signIn = async (profile: SignInProfile) =>
    upsertSignedInUser({ db, profile, adminEmails: config.adminEmails });

  const oidc = config.oidc ? createOidc(config, authenticator, signIn) : undefined;

  const router = newRouter();

  router.get("/api/login", limits.signIn, async (req, res, next) => {
    // ?returnTo=/documents/… : where the visitor was going when they were sent to sign in.
    const returnTo = safeReturnTo(req.query.returnTo);
    if (returnTo) req.session.returnTo = returnTo;
    if (oidc) return oidc.login(req, res, next);
    res.type("html").send(devLoginPage());
  });

  if (oidc) {
    router.get("/api/callback", limits.signIn, (req, res, next) => {
      oidc.callback(req, res, next, (user, created) =>
        completeSignIn(req, res, next)(user, created, "oidc"),
      );
    });
  } else {
    router.post(
      "/api/login/dev",
      limits.signIn,
      express.urlencoded({ extended: false, limit: "10kb" }),
      authenticator.initialize(),
      async (req, res, next) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const values = {
          email: typeof body.email === "string" ? body.email : "",
          firstName: typeof body.firstName === "string" ? body.firstName : "",
          lastName: typeof body.lastName === "string" ? body.lastName : "",
        };
        const parsed = ZDevLoginSchema.safeParse(values);
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

  const blockedGuard = blockedGuardOf(db);

  const activity: RequestHandler = (req, _res, next) => {
    if (!req.user) return next();
    touchLastActive({ db, user: req.user }).then(() => next(), next);
  };

  /** Everything that must run before the API routes. */
  const middleware = newRouter().use(sessions.middleware, sessions.lifetime, restoreUser, blockedGuard, activity);

  return {
    router,
    sessions,
    middleware,
    signInMode: oidc ? ("oidc" as const) : ("dev" as const),
    close: () => sessions.close(),
  };
}

export { getUserById };
