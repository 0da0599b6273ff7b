// A real OpenID Connect provider (oidc-provider) on loopback for the sign-in tests, and the
// browser's walk through its login and consent screens.
//
// The login name is the account's subject and its address is <login>@idp.example, verified.
// "unverified-<name>" and "unstated-<name>" carry <name>@idp.example without having verified it
// (email_verified false, or not sent at all).
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { expect } from "vitest";
import type { Browser } from "./security/http-helpers";

export const OIDC_CLIENT = { OIDC_CLIENT_ID: "founderdocs", OIDC_CLIENT_SECRET: "a-long-client-secret-for-tests-only" };

export interface TestIdp {
  issuer: string;
  /** Starts answering, for a client whose redirect URI is `${appOrigin}/api/callback`. */
  serve(appOrigin: string): void;
  close(): Promise<void>;
}

export async function startTestIdp(): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    serve(appOrigin) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT.OIDC_CLIENT_ID,
            client_secret: OIDC_CLIENT.OIDC_CLIENT_SECRET,
            redirect_uris: [`${appOrigin}/api/callback`],
            grant_types: ["authorization_code"],
            response_types: ["code"],
          },
        ],
        claims: {
          openid: ["sub"],
          email: ["email", "email_verified"],
          profile: ["given_name", "family_name", "name", "picture"],
        },
        async findAccount(_ctx, sub) {
          const [, kind, name] = /^(unverified|unstated)-(.+)$/.exec(sub) ?? [];
          return {
            accountId: sub,
            claims: async () => ({
              sub,
              email: `${name ?? sub}@idp.example`,
              ...(kind === "unstated" ? {} : { email_verified: kind !== "unverified" }),
              given_name: "Alice",
              family_name: "Liddell",
              picture: "https://idp.example/avatars/alice.png",
            }),
          };
        },
        features: { devInteractions: { enabled: true } },
        ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
        cookies: { keys: ["oidc-test-cookie-key"] },
      });
      server.on("request", provider.callback());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * From the app's /api/login through the provider's login and consent screens, back to the app's
 * callback: answers the callback's response (not followed).
 */
export async function signInThroughProvider(browser: Browser, appOrigin: string, login: string) {
  let step = await browser.follow(`${appOrigin}/api/login`);
  expect(step.res.status).toBe(200);
  expect(step.url).toMatch(/\/interaction\//);
  step = await browser.follow(step.url, { method: "POST", form: { prompt: "login", login, password: "x" } });
  expect(step.url).toMatch(/\/interaction\//);
  const consent = await browser.request(step.url, { method: "POST", form: { prompt: "consent" } });
  let location = new URL(consent.headers.get("location")!, step.url).toString();
  let hop = await browser.request(location);
  while (hop.status >= 300 && hop.status < 400 && !location.startsWith(`${appOrigin}/api/callback`)) {
    location = new URL(hop.headers.get("location")!, location).toString();
    hop = await browser.request(location);
  }
  expect(location.startsWith(`${appOrigin}/api/callback?`)).toBe(true);
  return hop;
}
