import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documents, publicLinks, users } from "../../shared/schema";
import { openTestDatabase } from "../../test/api-harness";
import type { Database } from "../db";
import { migrate } from "../migrate";
import { deleteEndedLinks, findLink, hashToken, issueLink, markOpened, publicLinkPath, revokeLinks } from "./links";

let database: Database;
let drop: () => Promise<void>;
let documentId: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
  const [user] = await database.db.insert(users).values({ email: "links@example.com" }).returning();
  const [doc] = await database.db
    .insert(documents)
    .values({ userId: user!.id, type: "nda", title: "NDA", content: "<p>x</p>" })
    .returning();
  documentId = doc!.id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe("public links", () => {
  test("a token is 256 random bits, stored only as its SHA-256, and opens its own purpose only", async () => {
    const { token, link } = await issueLink(database.db, { purpose: "sign", documentId, version: 1 });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.tokenHash).toBe(hashToken(token));
    const stored = await database.db.select().from(publicLinks);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findLink(database.db, "sign", token)).toMatchObject({ status: "ok", link: { id: link.id, version: 1 } });
    // A quote's page never opens a signing link, a guessed or malformed token is unknown.
    expect(await findLink(database.db, "quote", token)).toEqual({ status: "not_found" });
    expect(await findLink(database.db, "sign", token.replace(/^./, (c) => (c === "A" ? "B" : "A")))).toEqual({ status: "not_found" });
    expect(await findLink(database.db, "sign", "../../etc/passwd")).toEqual({ status: "not_found" });
    expect(publicLinkPath("sign", token)).toBe(`/sign/${token}`);
  });

  test("two links never share a token", async () => {
    const a = await issueLink(database.db, { purpose: "quote", documentId, version: 1 });
    const b = await issueLink(database.db, { purpose: "quote", documentId, version: 1 });
    expect(a.token).not.toBe(b.token);
  });

  test("an expired link is gone, a revoked one too, and the first opening is told apart", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const { token, link } = await issueLink(database.db, {
      purpose: "invoice",
      documentId,
      version: 2,
      expiresAt: new Date("2026-11-28T12:00:00Z"),
    });
    expect((await findLink(database.db, "invoice", token, now)).status).toBe("ok");
    expect(await markOpened(database.db, link.id, now)).toBe(true);
    expect(await markOpened(database.db, link.id, now)).toBe(false);
    expect(await findLink(database.db, "invoice", token, new Date("2026-11-28T12:00:00Z"))).toMatchObject({
      status: "gone",
      reason: "expired",
    });
    const subjectId = crypto.randomUUID();
    const other = await issueLink(database.db, { purpose: "sign", documentId, version: 2, subjectId });
    expect(await revokeLinks(database.db, { subjectId })).toBe(1);
    expect(await revokeLinks(database.db, { subjectId })).toBe(0);
    expect(await findLink(database.db, "sign", other.token)).toMatchObject({ status: "gone", reason: "revoked" });
  });

  test("the clean-up deletes links that ended more than 30 days ago, and no others", async () => {
    const now = new Date("2027-03-01T00:00:00Z");
    const old = await issueLink(database.db, { purpose: "quote", documentId, version: 1, expiresAt: new Date("2027-01-01T00:00:00Z") });
    const recent = await issueLink(database.db, { purpose: "quote", documentId, version: 1, expiresAt: new Date("2027-02-20T00:00:00Z") });
    const open = await issueLink(database.db, { purpose: "quote", documentId, version: 1 });
    expect(await deleteEndedLinks(database.db, now)).toBeGreaterThanOrEqual(1);
    expect((await findLink(database.db, "quote", old.token, now)).status).toBe("not_found");
    expect((await findLink(database.db, "quote", recent.token, now)).status).toBe("gone");
    expect((await findLink(database.db, "quote", open.token, now)).status).toBe("ok");
  });
});
