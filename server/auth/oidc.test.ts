// A full OpenID Connect authorization-code flow against a real provider (oidc-provider) on
// loopback: discovery, redirect, login and consent interactions, code exchange, userinfo.
// (test/security/oidc-email-verified.test.ts: what an unverified e-mail address may not do.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { activityLogs, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { OIDC_CLIENT, signInThroughProvider, startTestIdp, type TestIdp } from "../../test/oidc";
import { Browser } from "../../test/security/http-helpers";

let t: TestApp;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdp();
  t = await startTestApp({ OIDC_ISSUER_URL: idp.issuer, ...OIDC_CLIENT });
  idp.serve(t.url);
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

test("the authorization-code flow creates the user from the provider's claims and signs them in", async () => {
  const browser = new Browser();
  const callback = await signInThroughProvider(browser, t.url, "alice");
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
  expect((await signInThroughProvider(new Browser(), t.url, "alice")).status).toBe(302);
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
