// OpenID Connect sign-in. The provider is discovered on first use (not at boot), so the app
// starts even while the provider is briefly unreachable; a failed discovery is retried next time.
import type { NextFunction, Request, Response } from "express";
import type { PassportStatic } from "passport";
import type { AuthenticateOptions } from "openid-client/passport";
import * as client from "openid-client";
import { Strategy, type VerifyFunctionWithRequest } from "openid-client/passport";
import type { User } from "../../shared/schema";
import type { Config } from "../config";
import { AppError } from "../errors";
import type { SignInProfile } from "../services/users";
import { signInProblemPage } from "./pages";

const STRATEGY = "oidc";

interface SignInResult {
  user: User;
  created: boolean;
}

function stringClaim(source: Record<string, unknown>, key: string): string | undefined {
  const v = source[key];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

/** Names and picture from the ID token claims merged with userinfo (which wins). */
export function profileFromClaims(claims: Record<string, unknown>): SignInProfile | undefined {
  const email = stringClaim(claims, "email");
  const sub = stringClaim(claims, "sub");
  if (!email || !sub) return undefined;
  let firstName = stringClaim(claims, "given_name");
  let lastName = stringClaim(claims, "family_name");
  const fullName = stringClaim(claims, "name");
  if (!firstName && !lastName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first;
    lastName = rest.join(" ") || undefined;
  }
  const picture = stringClaim(claims, "picture");
  // Some providers send the claim as a string.
  const verified = claims.email_verified;
  return {
    email,
    emailVerified: verified === true || verified === "true",
    authSubject: sub,
    firstName: firstName ?? undefined,
    lastName: lastName ?? undefined,
    profileImageUrl: picture && /^https?:\/\//.test(picture) ? picture : undefined,
  };
}

export function createOidc(
  config: Config,
  authenticator: PassportStatic,
  signIn: (profile: SignInProfile) => Promise<SignInResult>,
) {
  const oidc = config.oidc!;
  let ready: Promise<void> | undefined;

  const verify: VerifyFunctionWithRequest = (_req, tokens, verified) => {
    (async () => {
      const claims = (tokens.claims() ?? {}) as Record<string, unknown>;
      let merged = { ...claims };
      if (tokens.access_token && typeof claims.sub === "string") {
        const configuration = await discovered;
        const info = await client.fetchUserInfo(configuration!, tokens.access_token, claims.sub);
        merged = { ...merged, ...info };
      }
      const profile = profileFromClaims(merged);
      if (!profile) {
        verified(null, false, { message: "Your identity provider did not share an e-mail address." });
        return;
      }
      const result = await signIn(profile);
      verified(null, result as unknown as Express.User);
    })().catch((err: unknown) => {
      // A refusal (an unverified e-mail address) is told to the user as it is.
      if (err instanceof AppError && err.status === 403) verified(null, false, { message: err.message, refused: true });
      else verified(err as Error);
    });
  };

  let discovered: Promise<client.Configuration> | undefined;

  const ensureReady = () => {
    ready ??= (async () => {
      const issuer = new URL(oidc.issuerUrl);
      discovered = client.discovery(
        issuer,
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      const configuration = await discovered;
      authenticator.use(
        STRATEGY,
        new Strategy(
          { config: configuration, scope: oidc.scopes, passReqToCallback: true, name: STRATEGY },
          verify,
        ),
      );
    })().catch((err: unknown) => {
      ready = undefined;
      throw err;
    });
    return ready;
  };

  // The redirect URI the provider has registered: the app's own address, never the request's Host.
  const callbackURL = `${config.appUrl}/api/callback`;

  const unavailable = (res: Response) =>
    res
      .status(503)
      .type("html")
      .send(
        signInProblemPage(
          "Sign-in is unavailable",
          "We couldn't reach the sign-in provider. Please try again in a moment.",
        ),
      );

  return {
    async login(req: Request, res: Response, next: NextFunction) {
      try {
        await ensureReady();
      } catch {
        return unavailable(res);
      }
      const options: AuthenticateOptions = { callbackURL };
      authenticator.authenticate(STRATEGY, options)(req, res, next);
    },
    async callback(
      req: Request,
      res: Response,
      next: NextFunction,
      onUser: (user: User, created: boolean) => void | Promise<void>,
    ) {
      try {
        await ensureReady();
      } catch {
        return unavailable(res);
      }
      const options: AuthenticateOptions = { callbackURL };
      authenticator.authenticate(
        STRATEGY,
        options,
        (err: unknown, result: SignInResult | false, info?: { message?: string; refused?: boolean }) => {
          if (err || !result) {
            res
              .status(info?.refused ? 403 : 401)
              .type("html")
              .send(
                signInProblemPage(
                  "Sign-in failed",
                  info?.message ?? "We couldn't complete your sign-in. Please try again.",
                ),
              );
            return;
          }
          Promise.resolve(onUser(result.user, result.created)).catch(next);
        },
      )(req, res, next);
    },
  };
}
