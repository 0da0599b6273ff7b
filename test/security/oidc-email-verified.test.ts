// OpenID Connect: an e-mail address the provider did not verify (email_verified false, or not
// stated) proves nothing. It never signs in to the account that has that address, never grants
// ADMIN_EMAILS, and never creates an account that would take the address from its owner. Against
// a real provider (oidc-provider) through the whole authorization-code flow.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { documents, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../api-harness";
import { OIDC_CLIENT, signInThroughProvider, startTestIdp, type TestIdp } from "../oidc";
import { Browser, report } from "./http-helpers";

let t: TestApp;
let idp: TestIdp;
const refused: number[] = [];

beforeAll(async () => {
  idp = await startTestIdp();
  t = await startTestApp({ OIDC_ISSUER_URL: idp.issuer, ...OIDC_CLIENT, ADMIN_EMAILS: "boss@idp.example" });
  idp.serve(t.url);
});

afterAll(async () => {
  report("oidc-email-verified", `${refused.length} sign-ins with an unverified address: ${refused.filter((s) => s === 403).length} refused (403), 0 sessions, 0 accounts linked or created, 0 admins made`);
  await t?.close();
  await idp?.close();
});

const accounts = async () => (await t.db.select().from(users)).length;

test("never signs in to the account that has that address, and says why", async () => {
  const [victim] = await t.db.insert(users).values({ email: "victim@idp.example", firstName: "Victor" }).returning();
  await t.db.insert(documents).values({ userId: victim!.id, type: "nda", title: "Secret NDA", content: "<p>secret</p>" });
  const before = await accounts();
  for (const login of ["unverified-victim", "unstated-victim"]) {
    const browser = new Browser();
    const callback = await signInThroughProvider(browser, t.url, login);
    refused.push(callback.status);
    expect(callback.status).toBe(403);
    expect(await callback.text()).toContain("has not verified your e-mail address");
    expect((await browser.request(`${t.url}/api/auth/user`)).status).toBe(401);
    expect((await browser.request(`${t.url}/api/documents`)).status).toBe(401);
  }
  const [after] = await t.db.select().from(users).where(eq(users.id, victim!.id));
  expect(after).toEqual(victim);
  expect(await accounts()).toBe(before);
});

test("never grants ADMIN_EMAILS; the verified owner of the address becomes admin", async () => {
  const attacker = await signInThroughProvider(new Browser(), t.url, "unverified-boss");
  refused.push(attacker.status);
  expect(attacker.status).toBe(403);
  expect(await t.db.select().from(users).where(eq(users.email, "boss@idp.example"))).toHaveLength(0);

  const owner = new Browser();
  expect((await signInThroughProvider(owner, t.url, "boss")).status).toBe(302);
  const me = (await (await owner.request(`${t.url}/api/auth/user`)).json()) as { role: string; email: string };
  expect(me).toMatchObject({ email: "boss@idp.example", role: "admin" });
  // Now that the address has an owner, the unverified account still gets nothing.
  const again = await signInThroughProvider(new Browser(), t.url, "unstated-boss");
  refused.push(again.status);
  expect(again.status).toBe(403);
  expect(await t.db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
});
