// After sign-in the app returns to the page the visitor was sent away from, and never anywhere
// else: every open-redirect trick lands on the home page.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { safeReturnTo } from "../../server/auth/return-to";
import { startTestApp, type TestApp } from "../api-harness";
import { report } from "./http-helpers";

const ATTACKS = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "evil.example",
  "/api/logout",
  "/API/logout",
  "/api/admin/users",
  "",
  "/".padEnd(3_000, "a"),
];

describe("safeReturnTo", () => {
  test.each(ATTACKS)("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });

  test.each([
    ["/documents/3f1d", "/documents/3f1d"],
    ["/tools/privacy-policy?x=1#form", "/tools/privacy-policy?x=1#form"],
    ["/admin/users", "/admin/users"],
    ["/a/../documents", "/documents"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps %j as %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe("sign-in with returnTo", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function signInFrom(returnTo: string) {
    const agent = t.agent();
    const page = await agent.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(page.status).toBe(200);
    const done = await agent.post("/api/login/dev").type("form").send({ email: `r${Math.random()}@return.test` });
    expect(done.status).toBe(302);
    return done.headers.location as string;
  }

  test("lands on the page asked for", async () => {
    expect(await signInFrom("/documents/4b8c1f2e-0000-4000-8000-000000000000")).toBe("/documents/4b8c1f2e-0000-4000-8000-000000000000");
    expect(await signInFrom("/tools/nda-generator")).toBe("/tools/nda-generator");
  });

  test("every open-redirect attempt lands on the home page", async () => {
    const locations: string[] = [];
    for (const attack of ATTACKS) locations.push(await signInFrom(attack));
    expect(locations).toEqual(ATTACKS.map(() => "/"));
    report("return-to", `${ATTACKS.length} open-redirect attempts through /api/login?returnTo=: ${locations.filter((l) => l === "/").length} landed home, 0 elsewhere`);
  });
});
