// GET /api/instance: the operator's contact address (SUPPORT_EMAIL), readable by anyone, even by a
// blocked account whose every other call answers 403 (its screen links to the address).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { blockUserSessions } from "../services/sessions";
import { ConfigError, loadConfig } from "../config";

describe("with SUPPORT_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: "help@operator.example" });
  });
  afterAll(() => t.close());

  test("answers the address signed out, and to a blocked account", async () => {
    const out = await t.agent().get("/api/instance");
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ supportEmail: "help@operator.example" });

    const agent = await t.signIn("blocked-support@example.com");
    const me = (await agent.get("/api/auth/user")).body;
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, me.id));
    await blockUserSessions(t.database, me.id);
    expect((await agent.get("/api/auth/user")).status).toBe(403);
    const blocked = await agent.get("/api/instance");
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ supportEmail: "help@operator.example" });
    // Signing in again: the refusal page names the address too.
    const again = await t.agent().post("/api/login/dev").type("form").send({ email: "blocked-support@example.com" });
    expect(again.status).toBe(403);
    expect(again.text).toContain("Contact support at help@operator.example if you think this is a mistake.");
  });
});

describe("without SUPPORT_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  test("answers null", async () => {
    expect((await t.agent().get("/api/instance")).body).toEqual({ supportEmail: null });
  });
});

test("a SUPPORT_EMAIL that is not one address stops the boot and is named", () => {
  expect(() => loadConfig({ NODE_ENV: "test", SUPPORT_EMAIL: "help, more@example.com" })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: "test", SUPPORT_EMAIL: "not an address" })).toThrow(/SUPPORT_EMAIL/);
});
