// A full OpenID Connect authorization-code flow against a real provider (oidc-provider) on
// loopback: discovery, redirect, login and consent interactions, code exchange, userinfo.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, expect, test } from "vitest";
import { activityLogs, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";

/** A browser stand-in: follows redirects by hand and keeps cookies per origin. */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const jar = this.jars.get(target.origin) ?? new Map<string, string>();
    this.jars.set(target.origin, jar);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, { method: init.method ?? "GET", headers, body, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** GET a URL and follow redirects (relative or absolute) until a non-redirect answer. */
  async follow(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let res = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 15 && res.status >= 300 && res.status < 400; hops++) {
      current = new URL(res.headers.get("location")!, current).toString();
      res = await this.request(current);
    }
    return { res, url: current };
  }
}

let t: TestApp;
let provider: Provider;
let idp: http.Server;

beforeAll(async () => {
  idp = http.createServer();
  await new Promise<void>((resolve) => idp.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;

  t = await startTestApp({
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: "founderdocs",
    OIDC_CLIENT_SECRET: "a-long-client-secret-for-tests-only",
  });

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: "founderdocs",
        client_secret: "a-long-client-secret-for-tests-only",
        redirect_uris: [`${t.url}/api/callback`],
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
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: `${sub}@idp.example`,
            email_verified: true,
            given_name: "Alice",
            family_name: "Liddell",
            picture: "https://idp.example/avatars/alice.png",
          };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    cookies: { keys: ["oidc-test-cookie-key"] },
  });
  idp.on("request", provider.callback());
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => idp.close(() => resolve()));
});

async function signInThroughProvider(browser: Browser, login: string) {
  // /api/login redirects to the provider, which shows its login interaction.
  let step = await browser.follow(`${t.url}/api/login`);
  expect(step.res.status).toBe(200);
  expect(step.url).toMatch(/\/interaction\//);
  expect(await step.res.text()).toContain('name="login"');
  step = await browser.follow(step.url, { method: "POST", form: { prompt: "login", login, password: "x" } });
  // Then the consent interaction, then back to our callback and home.
  expect(step.url).toMatch(/\/interaction\//);
  const res = await browser.request(step.url, { method: "POST", form: { prompt: "consent" } });
  let location = new URL(res.headers.get("location")!, step.url).toString();
  let hop = await browser.request(location);
  while (hop.status >= 300 && hop.status < 400 && !location.startsWith(`${t.url}/api/callback`)) {
    location = new URL(hop.headers.get("location")!, location).toString();
    hop = await browser.request(location);
  }
  expect(location.startsWith(`${t.url}/api/callback?`)).toBe(true);
  return hop;
}

test("the authorization-code flow creates the user from the provider's claims and signs them in", async () => {
  const browser = new Browser();
  const callback = await signInThroughProvider(browser, "alice");
  expect(callback.status).toBe(302);
  expect(callback.headers.get("location")).toBe("/");

  const me = await browser.request(`${t.url}/api/auth/user`);
  expect(me.status).toBe(200);
  const user = (await me.json()) as Record<string, unknown>;
  expect(user).toMatchObject({
    email: "alice@idp.example",
    firstName: "Alice",
    lastName: "Liddell",
    profileImageUrl: "https://idp.example/avatars/alice.png",
    role: "user",
    subscription: "free",
  });
  const [row] = await t.db.select().from(users).where(eq(users.email, "alice@idp.example"));
  expect(row!.authSubject).toBe("alice");
  const events = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, row!.id));
  expect(events.map((e) => e.action).sort()).toEqual(["user.login", "user.signup"]);

  // A second sign-in reuses the same user.
  const again = new Browser();
  expect((await signInThroughProvider(again, "alice")).status).toBe(302);
  expect(await t.db.select().from(users).where(eq(users.email, "alice@idp.example"))).toHaveLength(1);

  // Logout ends the session.
  const out = await browser.request(`${t.url}/api/logout`);
  expect(out.status).toBe(302);
  expect((await browser.request(`${t.url}/api/auth/user`)).status).toBe(401);
});

test("with OIDC configured the dev sign-in does not exist", async () => {
  const res = await t.agent().post("/api/login/dev").type("form").send({ email: "dev@example.com" });
  expect(res.status).toBe(404);
  expect(await t.db.select().from(users).where(eq(users.email, "dev@example.com"))).toHaveLength(0);
});

test("a forged callback is refused and creates nobody", async () => {
  const before = (await t.db.select().from(users)).length;
  const browser = new Browser();
  await browser.request(`${t.url}/api/login`); // starts a flow: state stored in the session
  const res = await browser.request(`${t.url}/api/callback?code=forged&state=forged`);
  expect(res.status).toBe(401);
  expect(await res.text()).toContain("Sign-in failed");
  expect((await t.db.select().from(users)).length).toBe(before);
});
