// An audit trail cannot be rebuilt after tampering by someone who can write to the database but
// does not hold AUDIT_KEY. On an open signature request (no sealed PDF prints its hash) and an
// invoice's billing history, over HTTP: an event edited and every hash recomputed as plain SHA-256
// (key ids kept, or dropped to pass as legacy events), recomputed with a guessed key, the last
// event deleted (the owner's count rewound too): `chainValid: false` every time, and `true` again
// once the rows are put back. A trail written before keyed chains (plain SHA-256) still verifies
// after the migration seals it, and tampering with it is found too. On PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import fs from "node:fs";
import { createHash, createHmac } from "node:crypto";
import canonicalize from "canonicalize";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TCreatedInvoice } from "../../shared/api/invoices";
import type { TDocumentHistory } from "../../shared/invoicing/payments";
import { auditEvents, documents, invoices, signatureRequests, users, type AuditEvent } from "../../shared/schema";
import { appendEvent, readChain } from "../../server/audit/chain";
import { auditKeyring, setAuditKeys } from "../../server/audit/keys";
import type { Database } from "../../server/db";
import { migrate } from "../../server/migrate";
import { openTestDatabase } from "../api-harness";
import { migrationsUntil } from "../migrations-until";
import { invoiceBody, ndaBody } from "../fixtures";
import { startAppWithMail, type AppWithMail } from "../mail-app";
import { waitFor } from "./fault-helpers";
import { report } from "./http-helpers";

const AUDIT_KEY = "the-audit-key-of-this-test-app-48-characters-xx";

let app: AppWithMail;
beforeAll(async () => {
  app = await startAppWithMail({ AUDIT_KEY });
}, 60_000);
afterAll(() => app?.close());

const canonical = (e: AuditEvent) =>
  canonicalize({ chain: e.chain, seq: e.seq, kind: e.kind, actor: e.actor, data: e.data, at: e.at, ip: e.ipAddress ?? null, userAgent: e.userAgent ?? null })!;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string, text: string) => createHmac("sha256", key).update(text).digest("hex");

/** Where an attacker with write access can reach a chain: its events and its owner's anchor. */
interface Target {
  chain: string;
  /** The API's verdict (chainValid). */
  verdict(): Promise<boolean>;
  setAnchor(count: number, head: string | null): Promise<void>;
  anchor(): Promise<{ count: number; head: string | null }>;
}

const events = (chain: string) => app.t.db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));

/** Rewrites every event from the edited one on, each hash over the one before as `hash` says. */
async function rebuild(chain: string, edit: (e: AuditEvent) => AuditEvent, hash: (prev: string, e: AuditEvent) => string, keyId: (e: AuditEvent) => string | null) {
  const rows = await events(chain);
  let prev = "0".repeat(64);
  for (const [i, original] of rows.entries()) {
    const e = i === 1 ? edit(original) : original;
    const next = hash(prev, e);
    await app.t.db.update(auditEvents).set({ data: e.data, prevHash: prev, hash: next, keyId: keyId(e) }).where(eq(auditEvents.id, e.id));
    prev = next;
  }
  return prev;
}

/** Runs each attack on a copy of the target's rows, putting them back after; answers each verdict. */
async function attack(target: Target): Promise<Record<string, boolean>> {
  const original = await events(target.chain);
  const anchor = await target.anchor();
  const restore = async () => {
    await app.t.db.delete(auditEvents).where(eq(auditEvents.chain, target.chain));
    await app.t.db.insert(auditEvents).values(original);
    await target.setAnchor(anchor.count, anchor.head);
  };
  const forged = (e: AuditEvent) => ({ ...e, data: { ...(e.data as object), forged: true } });
  const verdicts: Record<string, boolean> = {};
  const attempts: [string, () => Promise<void>][] = [
    ["untouched", async () => {}],
    [
      "edited, plain SHA-256 recomputed, key ids kept, head set to the new last hash",
      async () => target.setAnchor(anchor.count, await rebuild(target.chain, forged, (prev, e) => sha256(prev + canonical(e)), (e) => e.keyId)),
    ],
    [
      "edited, plain SHA-256 recomputed as legacy events (no key id), head set to the new last hash",
      async () => target.setAnchor(anchor.count, await rebuild(target.chain, forged, (prev, e) => sha256(prev + canonical(e)), () => null)),
    ],
    [
      "edited, recomputed and the head sealed with a guessed key",
      async () => {
        const guess = "a-guessed-audit-key-of-at-least-32-characters";
        const last = await rebuild(target.chain, forged, (prev, e) => hmac(guess, prev + canonical(e)), (e) => e.keyId);
        await target.setAnchor(anchor.count, hmac(guess, `audit head\n${target.chain}\n${anchor.count}\n${last}`));
      },
    ],
    ["last event deleted", async () => void (await app.t.db.delete(auditEvents).where(eq(auditEvents.id, original.at(-1)!.id)))],
    [
      "last event deleted, the owner's count rewound and its head set to the new last hash",
      async () => {
        await app.t.db.delete(auditEvents).where(eq(auditEvents.id, original.at(-1)!.id));
        await target.setAnchor(anchor.count - 1, original.at(-2)!.hash);
      },
    ],
  ];
  for (const [name, run] of attempts) {
    await run();
    verdicts[name] = await target.verdict();
    await restore();
    expect(await target.verdict(), `restored after "${name}"`).toBe(true);
  }
  return verdicts;
}

const EXPECTED = {
  untouched: true,
  "edited, plain SHA-256 recomputed, key ids kept, head set to the new last hash": false,
  "edited, plain SHA-256 recomputed as legacy events (no key id), head set to the new last hash": false,
  "edited, recomputed and the head sealed with a guessed key": false,
  "last event deleted": false,
  "last event deleted, the owner's count rewound and its head set to the new last hash": false,
};

describe("tampering over HTTP", () => {
  test("an open signature request's trail", async () => {
    const { t, smtp } = app;
    const owner = await t.proUser("owner@audit.test");
    const doc = await owner.post("/api/generate/nda").send(ndaBody);
    const created = await owner.post(`/api/documents/${doc.body.id}/signature-requests`).send({ signers: [{ name: "Sam Signer", email: "sam@audit.test" }], otp: false });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    await smtp.nthTo("sam@audit.test", 1);
    // The delivery is recorded after the e-mail is accepted: wait for it, so nothing appends meanwhile.
    await waitFor(async () => (await events(`signature_request:${id}`)).some((e) => e.kind === "email.delivered"), { what: "email.delivered" });
    const verdicts = await attack({
      chain: `signature_request:${id}`,
      verdict: async () => (await owner.get(`/api/signature-requests/${id}`)).body.chainValid as boolean,
      anchor: async () => (await t.db.select({ count: signatureRequests.auditCount, head: signatureRequests.auditHead }).from(signatureRequests).where(eq(signatureRequests.id, id)))[0]!,
      setAnchor: async (count, head) => void (await t.db.update(signatureRequests).set({ auditCount: count, auditHead: head }).where(eq(signatureRequests.id, id))),
    });
    report("audit chain", `open signature request (${(await events(`signature_request:${id}`)).length} events): ${Object.entries(verdicts).map(([k, v]) => `${k} -> chainValid ${v}`).join("; ")}`);
    expect(verdicts).toEqual(EXPECTED);
  }, 120_000);

  test("an invoice's billing history", async () => {
    const { t, smtp } = app;
    const owner = await t.proUser("billing@audit.test");
    const invoice = (await owner.post("/api/invoices").send({ ...invoiceBody, clientEmail: "ap@audit.example" })).body as TCreatedInvoice;
    const doc = invoice.document.id;
    expect((await owner.post(`/api/documents/${doc}/send`).send({})).status).toBe(202);
    await smtp.nthTo("ap@audit.example", 1);
    expect((await owner.post(`/api/documents/${doc}/payments`).send({ amount: 10_000, date: "2026-11-20", method: "card" })).status).toBe(201);
    expect((await owner.post(`/api/documents/${doc}/payments`).send({ amount: 20_000, date: "2026-11-21", method: "cash" })).status).toBe(201);
    const verdicts = await attack({
      chain: `billing:${doc}`,
      verdict: async () => ((await owner.get(`/api/documents/${doc}/history`)).body as TDocumentHistory).chainValid,
      anchor: async () => (await t.db.select({ count: invoices.auditCount, head: invoices.auditHead }).from(invoices).where(eq(invoices.documentId, doc)))[0]!,
      setAnchor: async (count, head) => void (await t.db.update(invoices).set({ auditCount: count, auditHead: head }).where(eq(invoices.documentId, doc))),
    });
    report("audit chain", `billing history (${(await events(`billing:${doc}`)).length} events): ${Object.entries(verdicts).map(([k, v]) => `${k} -> chainValid ${v}`).join("; ")}`);
    expect(verdicts).toEqual(EXPECTED);
  }, 120_000);
});

describe("a trail written before keyed chains", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(undefined, undefined, false));
    // The migrations as they stood before the audit key (0000-0016).
    before = migrationsUntil(16);
    await database.migrate(before);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
    fs.rmSync(before, { recursive: true, force: true });
  });

  test("it still verifies once the migration seals it; tampered, or extended with a legacy event, it does not", async () => {
    const keys = auditKeyring({ key: AUDIT_KEY, previousKeys: [] });
    const [user] = await database.db.insert(users).values({ email: "legacy@audit.test" }).returning();
    const [doc] = await database.db.insert(documents).values({ userId: user!.id, type: "invoice", title: "Invoice", content: "<p>Invoice</p>" }).returning();
    // (Raw SQL: the table has no audit columns yet.)
    await database.raw.query(`insert into invoices (user_id, document_id, number, client_name) values ($1, $2, 'INV-0001', 'Globex')`, [user!.id, doc!.id]);
    const chain = `billing:${doc!.id}`;
    // The events as the code before keyed chains wrote them: plain SHA-256, no key id.
    let prev = "0".repeat(64);
    for (const [i, kind] of ["sent", "viewed", "payment_recorded"].entries()) {
      const e = { chain, seq: i + 1, kind, actor: { type: "system" }, data: { n: i }, at: `2026-11-0${i + 1}T09:00:00.000Z`, ipAddress: null, userAgent: null };
      const hash = sha256(prev + canonical(e as AuditEvent));
      await database.raw.query(
        `insert into audit_events (chain, seq, kind, actor, data, at, prev_hash, hash) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [chain, e.seq, kind, JSON.stringify(e.actor), JSON.stringify(e.data), e.at, prev, hash],
      );
      prev = hash;
    }
    await migrate(database, keys);
    setAuditKeys(keys);
    expect((await database.db.select({ count: invoices.auditCount }).from(invoices).where(eq(invoices.documentId, doc!.id)))[0]!.count).toBe(3);
    expect((await readChain(database.db, chain)).valid).toBe(true);
    // A legacy event added after the upgrade, with its plain hash right: not sealed, refused.
    const extra = { chain, seq: 4, kind: "voided", actor: { type: "system" }, data: {}, at: "2026-11-05T09:00:00.000Z", ipAddress: null, userAgent: null };
    const [added] = await database.db
      .insert(auditEvents)
      .values({ ...extra, prevHash: prev, hash: sha256(prev + canonical(extra as AuditEvent)) })
      .returning();
    await database.db.update(invoices).set({ auditCount: 4 }).where(eq(invoices.documentId, doc!.id));
    expect((await readChain(database.db, chain)).valid).toBe(false);
    await database.db.delete(auditEvents).where(eq(auditEvents.id, added!.id));
    await database.db.update(invoices).set({ auditCount: 3 }).where(eq(invoices.documentId, doc!.id));
    expect((await readChain(database.db, chain)).valid).toBe(true);
    // A legacy event edited and the plain chain recomputed from there: refused (the seal).
    const legacy = await database.db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));
    let rebuilt = legacy[0]!.hash;
    for (const e of legacy.slice(1)) {
      const edited = e.seq === 2 ? { ...e, data: { n: 99 } } : { ...e, prevHash: rebuilt };
      const hash = sha256(rebuilt + canonical(edited));
      await database.db.update(auditEvents).set({ data: edited.data, prevHash: rebuilt, hash }).where(eq(auditEvents.id, e.id));
      rebuilt = hash;
    }
    expect((await readChain(database.db, chain)).valid).toBe(false);
    for (const e of legacy) await database.db.update(auditEvents).set({ data: e.data, prevHash: e.prevHash, hash: e.hash }).where(eq(auditEvents.id, e.id));
    expect((await readChain(database.db, chain)).valid).toBe(true);
    // Migrating again seals nothing again; the next event is keyed, after the legacy ones.
    await migrate(database, keys);
    const next = await appendEvent(database.db, chain, { kind: "voided", actor: { type: "system" } });
    expect(next).toMatchObject({ seq: 4, keyId: keys.current.id });
    expect((await readChain(database.db, chain)).valid).toBe(true);
  }, 120_000);
});
