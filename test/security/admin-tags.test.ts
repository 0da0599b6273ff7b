// Third-party tags never run with an admin's rights: with an active analytics provider,
// an admin's session is listed no provider (the client loads tags from that list), and in
// production no page of an admin's session allows the provider's host in its Content-Security-
// Policy, while a visitor and a plain user still get both. (e2e/admin-tags.spec.ts drives Chromium
// as the admin with a tag that tries to read the users and make someone an admin.)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { startTestApp, type TestApp } from "../api-harness";
import { OIDC_CLIENT, signInThroughProvider, startTestIdp, type TestIdp } from "../oidc";
import { Browser, report } from "./http-helpers";

const TAG = "https://tags.example.test/t.js";
const TAG_ORIGIN = "https://tags.example.test";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "admin@tags.test,prod-admin@idp.example" });
  const admin = await t.signIn("admin@tags.test");
  expect((await admin.post("/api/admin/analytics").send({ provider: "custom", trackingId: TAG })).status).toBe(201);
});
afterAll(() => t?.close());

test("GET /api/analytics/active lists no provider to an admin's session; to everyone else, the active one", async () => {
  const listed = async (agent: ReturnType<TestApp["agent"]>) => {
    const res = await agent.get("/api/analytics/active");
    expect(res.status).toBe(200);
    // It depends on the session: no shared cache may keep it.
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    return res.body as { provider: string; trackingId: string }[];
  };
  const asAdmin = await listed(await t.signIn("admin@tags.test"));
  const asUser = await listed(await t.signIn("plain@tags.test"));
  const asVisitor = await listed(t.agent());
  report("admin tags", `providers listed: admin ${asAdmin.length}, plain user ${asUser.length}, visitor ${asVisitor.length}`);
  expect(asAdmin).toEqual([]);
  expect(asUser).toEqual([{ provider: "custom", trackingId: TAG }]);
  expect(asVisitor).toEqual([{ provider: "custom", trackingId: TAG }]);
});

test("a user made an admin is signed out everywhere: a page of theirs already running a tag can't act as the admin", async () => {
  const admin = await t.signIn("admin@tags.test");
  // A plain user's page, open with the tag (their session is listed the provider).
  const page = await t.signIn("promoted@tags.test");
  expect((await page.get("/api/analytics/active")).body).toEqual([{ provider: "custom", trackingId: TAG }]);
  const me = (await page.get("/api/auth/user")).body as { id: string };
  const plain = await t.signIn("bystander@tags.test");
  const bystander = (await plain.get("/api/auth/user")).body as { id: string };

  expect((await admin.patch(`/api/admin/users/${me.id}`).set("Origin", t.url).send({ action: "make-admin" })).status).toBe(200);

  // What the tag on that open page tries next, with the session it had: neither call gets through.
  const list = await page.get("/api/admin/users");
  const patch = await page.patch(`/api/admin/users/${bystander.id}`).set("Origin", t.url).send({ action: "make-admin" });
  report("admin tags", `after promotion, the open page's session: GET /api/admin/users ${list.status}, PATCH make-admin ${patch.status}`);
  expect(list.status).toBe(401);
  expect(patch.status).toBe(401);
  expect((await page.get("/api/auth/user")).status).toBe(401);
  const rows = (await admin.get("/api/admin/users?search=bystander%40tags.test")).body as { id: string; role: string }[];
  expect(rows).toEqual([expect.objectContaining({ id: bystander.id, role: "user" })]);
  // Signed in again, they are an admin, and an admin's session is listed no provider.
  const again = await t.signIn("promoted@tags.test");
  expect((await again.get("/api/auth/user")).body).toMatchObject({ role: "admin" });
  expect((await again.get("/api/analytics/active")).body).toEqual([]);
});

describe("production: the Content-Security-Policy", () => {
  let idp: TestIdp;
  let server: http.Server;
  let close: () => Promise<void>;
  let origin: string;
  let publicOrigin: string;

  beforeAll(async () => {
    idp = await startTestIdp();
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Behind a TLS-terminating proxy, as in production: the browser sees https on the same host.
    publicOrigin = origin.replace("http:", "https:");
    const config = loadConfig({
      NODE_ENV: "production",
      APP_URL: publicOrigin,
      SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
      AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
      OIDC_ISSUER_URL: idp.issuer,
      ...OIDC_CLIENT,
      ADMIN_EMAILS: "prod-admin@idp.example",
      TRUST_PROXY: "1",
      LOG_LEVEL: "silent",
    });
    const app = await createApp({ config, database: t.database, client: "none" });
    // A stand-in for the SPA's page (the built client isn't needed to see the headers it gets).
    app.app.use((_req, res) => void res.type("html").send("<!doctype html><title>page</title>"));
    server.on("request", app.app);
    close = app.close;
    idp.serve(publicOrigin);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await close?.();
    await idp?.close();
  });

  const scriptSrc = async (browser: Browser, path: string) => {
    const res = await browser.request(`${publicOrigin}${path}`);
    expect(res.status, path).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    return csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
  };
  const browser = () => new Browser({ publicOrigin, target: origin, headers: { "x-forwarded-proto": "https" } });

  test("an admin's pages allow no provider; a visitor's and a plain user's allow the active one", async () => {
    const admin = browser();
    expect((await signInThroughProvider(admin, publicOrigin, "prod-admin")).status).toBe(302);
    const user = browser();
    expect((await signInThroughProvider(user, publicOrigin, "prod-user")).status).toBe(302);
    const visitor = browser();

    const pages = ["/", "/dashboard", "/documents", "/settings/business"];
    let adminWithTag = 0;
    for (const path of pages) {
      const policy = await scriptSrc(admin, path);
      if (policy.includes(TAG_ORIGIN)) adminWithTag++;
      expect(policy, `admin ${path}`).toBe("script-src 'self'");
      expect(await scriptSrc(user, path), `user ${path}`).toBe(`script-src 'self' ${TAG_ORIGIN}`);
    }
    expect(await scriptSrc(visitor, "/")).toBe(`script-src 'self' ${TAG_ORIGIN}`);
    for (const path of ["/admin", "/admin/users"]) {
      expect(await scriptSrc(user, path), `user ${path}`).toBe("script-src 'self'");
      expect(await scriptSrc(admin, path), `admin ${path}`).toBe("script-src 'self'");
    }
    report("admin tags", `production CSP: the provider's host on ${adminWithTag} of ${pages.length} pages of an admin's session, on all of a plain user's`);
  });
});
