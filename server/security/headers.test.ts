// Security headers as a browser receives them, in production (strict CSP, HSTS) and development.
// Production needs OpenID Connect settings; discovery is lazy, so any https issuer will do here.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
  AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
  OIDC_ISSUER_URL: "https://idp.invalid",
  OIDC_CLIENT_ID: "founderdocs",
  OIDC_CLIENT_SECRET: "secret",
  LOG_LEVEL: "silent",
};

/** The CSP as directive -> sources. */
function parseCsp(header: string | undefined) {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe("production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(PRODUCTION);
  });
  afterAll(() => t?.close());

  test.each(["/api/health", "/api/auth/user", "/api/no-such-route", "/api/analytics/active"])(
    "%s carries the strict headers",
    async (path) => {
      const res = await t.agent().get(path);
      const csp = parseCsp(res.headers["content-security-policy"]);
      expect(csp["default-src"]).toEqual(["'self'"]);
      expect(csp["script-src"]).toContain("'self'");
      expect(csp["script-src"]!.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp["object-src"]).toEqual(["'none'"]);
      expect(csp["base-uri"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(csp["form-action"]).toEqual(["'self'"]);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
    },
  );

  test("errors are JSON without internals, even in production", async () => {
    const res = await t
      .agent()
      .post("/api/generate/nda")
      .set("Content-Type", "application/json")
      .send("{bad");
    // Not signed in would be 401, but the body is refused first: JSON parsing runs before the routes.
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON in request body", code: "invalid_input" });
  });
});

describe("development", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  test("no HSTS over plain HTTP in development; the other headers still hold", async () => {
    const res = await t.agent().get("/api/health");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  test("a body over 1 MB answers 413 JSON; malformed JSON answers 400 JSON", async () => {
    const agent = await t.signIn("limits@headers.test");
    const big = await agent.post("/api/generate/nda").send({ purpose: "x".repeat(1_100_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: "Request body is too large", code: "payload_too_large" });
    const bad = await agent
      .post("/api/invoices")
      .set("Content-Type", "application/json")
      .send('{"items": [');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Malformed JSON in request body", code: "invalid_input" });
  });
});
