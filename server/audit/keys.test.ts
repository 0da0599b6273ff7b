// AUDIT_KEY and AUDIT_KEY_PREVIOUS as the configuration reads them, and the keyring made of them.
import { expect, test } from "vitest";
import { ConfigError, loadAuditConfig, loadConfig } from "../config";
import { auditKeyId, auditKeyring } from "./keys";

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
  APP_URL: "https://docs.example.com",
  OIDC_ISSUER_URL: "https://idp.invalid",
  OIDC_CLIENT_ID: "founderdocs",
  OIDC_CLIENT_SECRET: "secret",
} as const;
const KEY = "a-production-audit-key-of-at-least-32-characters";
const OLD = "the-previous-production-audit-key-of-32-characters";

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

test("production needs an AUDIT_KEY of 32 characters or more, other than SESSION_SECRET; each previous key too", () => {
  expect(problems(PRODUCTION)).toEqual(["AUDIT_KEY is required in production (32 characters or more, e.g. openssl rand -hex 32)"]);
  expect(problems({ ...PRODUCTION, AUDIT_KEY: "short" })).toEqual(["AUDIT_KEY must be at least 32 characters"]);
  expect(problems({ ...PRODUCTION, AUDIT_KEY: PRODUCTION.SESSION_SECRET })).toEqual(["AUDIT_KEY must not be the SESSION_SECRET"]);
  expect(problems({ ...PRODUCTION, AUDIT_KEY: KEY, AUDIT_KEY_PREVIOUS: `${OLD}, short` })).toEqual(["AUDIT_KEY_PREVIOUS: each key must be at least 32 characters"]);
  expect(problems({ ...PRODUCTION, AUDIT_KEY: KEY, AUDIT_KEY_PREVIOUS: KEY })).toEqual(["AUDIT_KEY_PREVIOUS must not repeat AUDIT_KEY"]);
  expect(loadConfig({ ...PRODUCTION, AUDIT_KEY: KEY, AUDIT_KEY_PREVIOUS: ` ${OLD} ,` }).audit).toEqual({ key: KEY, previousKeys: [OLD] });
  // `npm run db:migrate` reads the same rules alone.
  expect(() => loadAuditConfig({ NODE_ENV: "production" })).toThrow(/AUDIT_KEY is required in production/);
  expect(loadAuditConfig({ NODE_ENV: "production", AUDIT_KEY: KEY }).key).toBe(KEY);
});

test("outside production a fixed development key, the same on every start", () => {
  const a = loadConfig({ NODE_ENV: "development" }).audit;
  expect(a.key.length).toBeGreaterThanOrEqual(32);
  expect(loadConfig({ NODE_ENV: "test" }).audit).toEqual(a);
  expect(loadAuditConfig({})).toEqual(a);
});

test("the keyring hashes with the current key and verifies with every one, each known by a short id", () => {
  const ring = auditKeyring({ key: KEY, previousKeys: [OLD] });
  expect(ring.current).toEqual({ id: auditKeyId(KEY), secret: KEY });
  expect(ring.current.id).toMatch(/^[0-9a-f]{8}$/);
  expect([...ring.byId.keys()]).toEqual([auditKeyId(KEY), auditKeyId(OLD)]);
  expect(auditKeyId(KEY)).not.toBe(auditKeyId(OLD));
});
