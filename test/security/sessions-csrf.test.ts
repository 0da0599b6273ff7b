// Sessions and cross-site request forgery: forged cross-site posts to every mutating route change
// nothing; a signed-out session's cookie is dead; a blocked user's session is refused; cookie flags
// in development and in production (through a real OpenID Connect sign-in behind a TLS proxy); and
// the session id changes at sign-in (fixation).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sessions } from "../../shared/schema";
import { startTestApp, type TestApp } from "../api-harness";
import { invoiceBody, ndaBody, privacyPolicyBody } from "../fixtures";
import { OIDC_CLIENT, signInThroughProvider, startTestIdp, type TestIdp } from "../oidc";
import {
  Browser,
  EVIL_ORIGIN,
  expectUnchanged,
  histogram,
  mutatingRoutes,
  report,
  sessionCookieOf,
  snapshot,
} from "./http-helpers";

const APP_URL = "https://docs.example.test";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "admin@csrf.test", APP_URL });
});
afterAll(() => t?.close());

const sessionCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]!.n;

describe("cross-site request forgery", () => {
  test("forged cross-site requests to every mutating route answer 403 and change nothing", async () => {
    const owner = await t.proUser("owner@csrf.test");
    const admin = await t.signIn("admin@csrf.test");
    const victim = await t.signIn("victim@csrf.test");
    const victimId = (await victim.get("/api/auth/user")).body.id as string;
    const doc = (await owner.post("/api/generate/nda").send(ndaBody)).body as { id: string };
    const provider = (
      await admin
        .post("/api/admin/analytics")
        .send({ provider: "google_analytics", trackingId: "G-CSRF1234" })
    ).body as { id: string };

    // A body each route would accept, so only the forgery defence stands in the way.
    const plan = (method: string, path: string) => {
      if (path.startsWith("/api/admin/users/"))
        return { agent: admin, url: path.replace(":id", victimId), body: { action: "make-admin" } };
      if (path.startsWith("/api/admin/analytics/"))
        return { agent: admin, url: path.replace(":id", provider.id), body: { isActive: false } };
      if (path === "/api/admin/analytics")
        return { agent: admin, url: path, body: { provider: "hotjar", trackingId: "1234567" } };
      if (path === "/api/login/dev")
        return {
          agent: t.agent(),
          url: path,
          body: { email: "forged@csrf.test", firstName: "Eve" },
        };
      if (path === "/api/invoices") return { agent: owner, url: path, body: invoiceBody };
      if (path.startsWith("/api/generate/"))
        return { agent: owner, url: path, body: privacyPolicyBody };
      return { agent: owner, url: path.replace(":id", doc.id), body: {} };
    };
    const routes = mutatingRoutes(t);
    expect(routes.length).toBeGreaterThanOrEqual(12);

    const before = await snapshot(t);
    const sessionsBefore = await sessionCount();
    const statuses: number[] = [];
    const failures: string[] = [];
    for (const { method, path } of routes) {
      const { agent, url, body } = plan(method, path);
      const flat = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
      );
      const m = method.toLowerCase() as "post" | "patch" | "delete" | "put";
      const attacks = [
        [
          "cross-site form post",
          () => agent[m](url).set("Origin", EVIL_ORIGIN).type("form").send(flat),
        ],
        [
          "cross-site text/plain JSON",
          () =>
            agent[m](url)
              .set("Origin", EVIL_ORIGIN)
              .set("Content-Type", "text/plain")
              .send(JSON.stringify(body)),
        ],
        [
          "cross-site multipart",
          () => {
            let r = agent[m](url).set("Origin", EVIL_ORIGIN);
            for (const [k, v] of Object.entries(flat)) r = r.field(k, v);
            return r;
          },
        ],
        ["cross-site JSON (no CORS)", () => agent[m](url).set("Origin", EVIL_ORIGIN).send(body)],
        [
          "sandboxed frame (Origin: null)",
          () => agent[m](url).set("Origin", "null").type("form").send(flat),
        ],
        [
          "sibling site",
          () =>
            agent[m](url)
              .set("Origin", "https://evil.docs.example.test")
              .set("Sec-Fetch-Site", "same-site")
              .send(body),
        ],
        [
          "Sec-Fetch-Site cross-site",
          () => agent[m](url).set("Sec-Fetch-Site", "cross-site").send(body),
        ],
        [
          "text/plain without Origin",
          () => agent[m](url).set("Content-Type", "text/plain").send(JSON.stringify(body)),
        ],
        [
          "scheme-swapped Origin",
          () => agent[m](url).set("Origin", APP_URL.replace("https:", "http:")).send(body),
        ],
      ] as const;
      // Stripe's webhook is not ours to call, so no origin is; it is authenticated by the signature
      // over its body (server/billing/webhook.ts): a forged one is a 400 that changes nothing.
      // The consent and acceptance records are posted from the founders' own websites: cross-site by
      // design, they read no cookie and no session (server/consents/public-routes.ts), so a forged
      // one can do no more than anyone can without an account; these bodies are refused (400).
      const crossSiteByDesign = path === "/api/billing/webhook" || path === "/api/public/consents" || path === "/api/public/acceptances";
      const [status, code] = crossSiteByDesign ? [400, "invalid_input"] : [403, "forbidden"];
      for (const [name, send] of attacks) {
        const res = await send();
        statuses.push(res.status);
        if (
          res.status !== status ||
          res.body?.code !== code ||
          typeof res.body?.message !== "string"
        )
          failures.push(`${method} ${path} ${name} → ${res.status} ${res.text.slice(0, 100)}`);
      }
    }
    const after = await snapshot(t);
    report(
      "sessions-csrf",
      `${statuses.length} forged cross-site requests to ${routes.length} mutating routes: ${histogram(statuses)}, ${failures.length} got through`,
    );
    expect(failures).toEqual([]);
    expectUnchanged(before, after);
    expect(await sessionCount()).toBe(sessionsBefore);
    expect((await victim.get("/api/auth/user")).body.role).toBe("user");
  });

  test("the app's own requests still work: same origin, APP_URL, Sec-Fetch-Site and non-browser clients", async () => {
    const agent = await t.proUser("self@csrf.test");
    const own = await agent
      .post("/api/generate/nda")
      .set("Origin", t.url)
      .set("Sec-Fetch-Site", "same-origin")
      .send(ndaBody);
    expect(own.status).toBe(201);
    expect(
      (await agent.post(`/api/documents/${own.body.id}/share`).set("Origin", APP_URL)).status,
    ).toBe(201);
    expect(
      (
        await agent
          .delete(`/api/documents/${own.body.id}/share`)
          .set("Sec-Fetch-Site", "same-origin")
      ).status,
    ).toBe(204);
    // Bodiless and JSON requests from a script carry no Origin.
    expect((await agent.post(`/api/documents/${own.body.id}/share`)).status).toBe(201);
    expect((await agent.post("/api/generate/nda").send(ndaBody)).status).toBe(201);
    // The dev sign-in page's form, posted by the browser from our own origin.
    const browser = t.agent();
    const form = await browser
      .post("/api/login/dev")
      .set("Origin", t.url)
      .set("Sec-Fetch-Site", "same-origin")
      .type("form")
      .send({ email: "form@csrf.test", firstName: "Form" });
    expect(form.status).toBe(302);
    expect((await browser.get("/api/auth/user")).body.email).toBe("form@csrf.test");
  });
});

describe("sessions", () => {
  test("after sign-out the old session cookie is refused", async () => {
    const res = await t
      .agent()
      .post("/api/login/dev")
      .type("form")
      .send({ email: "leaver@csrf.test" });
    const cookie = sessionCookieOf(res.headers["set-cookie"], t.config.session.cookieName)!;
    const header = `${cookie.name}=${cookie.value}`;
    expect((await t.agent().get("/api/auth/user").set("Cookie", header)).status).toBe(200);

    const out = await t.agent().get("/api/logout").set("Cookie", header);
    expect(out.status).toBe(302);
    const cleared = sessionCookieOf(out.headers["set-cookie"], t.config.session.cookieName);
    expect(cleared?.value ?? "").toBe("");

    const me = await t.agent().get("/api/auth/user").set("Cookie", header);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: "unauthorized" });
    const generate = await t.agent().post("/api/generate/nda").set("Cookie", header).send(ndaBody);
    expect(generate.status).toBe(401);
  });

  test("another site cannot sign a user out; the app's own sign-out link can", async () => {
    const agent = await t.signIn("stay@csrf.test");
    for (const site of ["cross-site", "same-site"]) {
      const res = await agent.get("/api/logout").set("Sec-Fetch-Site", site);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/");
      expect((await agent.get("/api/auth/user")).status).toBe(200);
    }
    const own = await agent.get("/api/logout").set("Sec-Fetch-Site", "same-origin");
    expect(own.status).toBe(302);
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  test("a blocked user's live session is refused with 403 'Your account has been blocked'", async () => {
    const user = await t.signIn("blocked@csrf.test");
    const userId = (await user.get("/api/auth/user")).body.id as string;
    const admin = await t.signIn("admin@csrf.test");
    expect((await admin.patch(`/api/admin/users/${userId}`).send({ action: "block" })).status).toBe(
      200,
    );

    for (const res of [
      await user.get("/api/auth/user"),
      await user.get("/api/documents"),
      await user.post("/api/generate/nda").send(ndaBody),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Your account has been blocked", code: "blocked" });
    }
    const again = await t
      .agent()
      .post("/api/login/dev")
      .type("form")
      .send({ email: "blocked@csrf.test" });
    expect(again.status).toBe(403);
    expect(again.text).toContain("Your account has been blocked");
  });

  test("development cookie: HttpOnly, SameSite=Lax, Path=/, host-only, not Secure (plain HTTP)", async () => {
    const res = await t
      .agent()
      .post("/api/login/dev")
      .type("form")
      .send({ email: "flags@csrf.test" });
    const cookie = sessionCookieOf(res.headers["set-cookie"], "founderdocs.sid")!;
    expect(cookie).toBeDefined();
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: "Lax", path: "/" });
    expect(cookie.attributes.secure).toBeUndefined();
    expect(cookie.attributes.domain).toBeUndefined();
  });

  test("signing in issues a new session id: a cookie held before sign-in is dead after it", async () => {
    // An attacker's planted cookie: a real session of theirs, then the victim signs in with it.
    const attacker = await t.signIn("planter@csrf.test");
    const planted = sessionCookieOf(
      (await t.agent().post("/api/login/dev").type("form").send({ email: "planter@csrf.test" }))
        .headers["set-cookie"],
      t.config.session.cookieName,
    )!;
    const header = `${planted.name}=${planted.value}`;
    const victimSignIn = await t
      .agent()
      .post("/api/login/dev")
      .set("Cookie", header)
      .type("form")
      .send({ email: "fixated@csrf.test" });
    expect(victimSignIn.status).toBe(302);
    const issued = sessionCookieOf(
      victimSignIn.headers["set-cookie"],
      t.config.session.cookieName,
    )!;
    expect(issued.value).not.toBe(planted.value);
    // The planted cookie is now worthless: it does not see the victim's account.
    const withPlanted = await t.agent().get("/api/auth/user").set("Cookie", header);
    expect(withPlanted.status).toBe(401);
    const withIssued = await t
      .agent()
      .get("/api/auth/user")
      .set("Cookie", `${issued.name}=${issued.value}`);
    expect(withIssued.body.email).toBe("fixated@csrf.test");
    expect((await attacker.get("/api/auth/user")).body.email).toBe("planter@csrf.test");
  });
});

describe("production", () => {
  let prod: TestApp;
  let idp: TestIdp;
  let publicOrigin: string;

  beforeAll(async () => {
    idp = await startTestIdp();
    // The app sits behind a TLS-terminating proxy: the browser sees https on the same host, which
    // is its APP_URL (the sign-in's redirect URI).
    prod = await startTestApp(
      {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
        AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
        OIDC_ISSUER_URL: idp.issuer,
        ...OIDC_CLIENT,
        TRUST_PROXY: "1",
        LOG_LEVEL: "silent",
      },
      { appUrl: (url) => url.replace("http:", "https:") },
    );
    publicOrigin = prod.config.appUrl;
    idp.serve(publicOrigin);
  });
  afterAll(async () => {
    await prod?.close();
    await idp?.close();
  });

  test("cookie flags (__Host-, Secure, HttpOnly, SameSite=Lax, Path=/) and a new session id at sign-in", async () => {
    const browser = new Browser({
      publicOrigin,
      target: prod.url,
      headers: { "x-forwarded-proto": "https" },
    });
    const name = "__Host-founderdocs.sid";
    expect(prod.config.session.cookieName).toBe(name);

    // Starting the flow stores its state in a (pre-sign-in) session.
    const start = await browser.request(`${publicOrigin}/api/login`);
    expect(start.status).toBe(302);
    const pre = sessionCookieOf(start.headers.getSetCookie(), name)!;
    expect(pre).toBeDefined();
    for (const c of [pre]) {
      expect(c.attributes).toMatchObject({
        httponly: true,
        secure: true,
        samesite: "Lax",
        path: "/",
      });
      expect(c.attributes.domain).toBeUndefined();
    }

    // Sign in at the provider (login, then consent), then back to our callback.
    const hop = await signInThroughProvider(browser, publicOrigin, "prod-user");
    expect(hop.status).toBe(302);
    const post = sessionCookieOf(hop.headers.getSetCookie(), name)!;
    expect(post.attributes).toMatchObject({
      httponly: true,
      secure: true,
      samesite: "Lax",
      path: "/",
    });
    expect(post.attributes.domain).toBeUndefined();
    expect(post.value).not.toBe(pre.value);

    const me = await browser.request(`${publicOrigin}/api/auth/user`);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe("prod-user@idp.example");
    // The pre-sign-in session id is dead.
    const replay = await fetch(`${prod.url}/api/auth/user`, {
      headers: { cookie: `${name}=${pre.value}`, "x-forwarded-proto": "https" },
    });
    expect(replay.status).toBe(401);
    // Over plain HTTP (no proxy header) a Secure cookie is never issued.
    const plain = await fetch(`${prod.url}/api/login`, { redirect: "manual" });
    expect(plain.headers.getSetCookie().filter((c) => c.startsWith(name))).toEqual([]);
  });
});
