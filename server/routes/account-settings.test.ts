// Settings → Account over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the name
// (PATCH), the data download read back as a ZIP (one at a time, on the PDF budget), and deleting
// the account: every row of the user gone in one go, other users untouched, payments and activity
// kept but unlinked, signed out everywhere; a wrong confirmation and the last admin change nothing.
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONFIRM_MISMATCH, CONFIRM_REQUIRED, type TAccountExport } from "../../shared/api/account";
import { PDFDocument } from "pdf-lib";
import { acceptanceRecords, documents, invoiceReminders, mailAttachments, mailMessages, payments, signatures, siteScans } from "../../shared/schema";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody, privacyPolicyBody } from "../../test/fixtures";
import { publishForTest } from "../../test/publications";
import { queryRows } from "../db";
import { issueLink } from "../public-links/links";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

const closers: (() => Promise<void>)[] = [];

async function startApp(env: Record<string, string>): Promise<TestApp> {
  const app = await startTestApp(env);
  closers.push(() => app.close());
  return app;
}

const ENV = { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "", ADMIN_EMAILS: "boss@account.test,deputy@account.test" };

let t: TestApp;
beforeAll(async () => {
  t = await startApp(ENV);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

const userIdOf = async (agent: Agent) => (await agent.get("/api/auth/user")).body.id as string;

async function pngLogo() {
  return sharp({ create: { width: 300, height: 100, channels: 3, background: "#aa3366" } }).png().toBuffer();
}

/** A profile with a logo, a privacy policy edited once (two versions), an NDA and an invoice. */
async function seedUser(agent: Agent) {
  const profile = (await agent.post("/api/business-profiles").send({ name: "Acme Analytics GmbH", country: "DE", email: "hello@acme.example" })).body as { id: string };
  const logo = await agent.put(`/api/business-profiles/${profile.id}/logo`).set("Origin", t.url).set("Content-Type", "image/png").send(await pngLogo());
  expect(logo.status).toBe(200);
  const policy = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body as { id: string; title: string };
  expect((await agent.put(`/api/documents/${policy.id}/input`).send({ ...privacyPolicyBody, companyName: "Acme Analytics Inc. (edited)" })).status).toBe(200);
  // Published at the profile's address: a publication and its version.
  expect((await agent.post(`/api/documents/${policy.id}/publish`)).status).toBe(201);
  const nda = (await agent.post("/api/generate/nda").send(ndaBody)).body as { id: string };
  const client = await agent.post("/api/clients").send({ name: "Globex Corporation", email: "ap@globex.example", country: "US" });
  expect(client.status, client.text).toBe(201);
  const invoice = (await agent.post("/api/invoices").send({ ...invoiceBody, clientId: client.body.id })).body as { id: string; documentId: string; number: string };
  expect(invoice.number).toMatch(/^INV-/);
  expect((await agent.post(`/api/documents/${nda.id}/share`).send()).status).toBe(201);
  return { profile, policy, nda, invoice, client: client.body as { id: string } };
}

describe("PATCH /api/account", () => {
  test("changes the name, trimmed, and answers the current user; null or blank clears", async () => {
    const agent = await t.signIn("name@account.test", { firstName: "Old", lastName: "Name" });
    const res = await agent.patch("/api/account").send({ firstName: "  Ada  ", lastName: "Lovelace" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: "name@account.test", firstName: "Ada", lastName: "Lovelace", subscription: "free", role: "user" });
    expect(Object.keys(res.body).sort()).toEqual(Object.keys((await agent.get("/api/auth/user")).body).sort());
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    // Only what is sent changes.
    expect((await agent.patch("/api/account").send({ lastName: "" })).body).toMatchObject({ firstName: "Ada", lastName: null });
    expect((await agent.patch("/api/account").send({ firstName: null })).body).toMatchObject({ firstName: null, lastName: null });
  });

  test("every wrong body is a 400 on its field, and changes nothing", async () => {
    const agent = await t.signIn("bad-name@account.test", { firstName: "Kept" });
    const cases: [unknown, string, string][] = [
      [{ firstName: "x".repeat(101) }, "firstName", "First name must be at most 100 characters"],
      [{ lastName: "y".repeat(100_000) }, "lastName", "Last name must be at most 100 characters"],
      [{ firstName: 42 }, "firstName", "First name must be text"],
      [{}, "", "Send a first name or a last name"],
      [{ firstName: "A", email: "evil@example.com" }, "", "Unknown field: email"],
    ];
    for (const [body, path, message] of cases) {
      const res = await agent.patch("/api/account").send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    expect((await agent.get("/api/auth/user")).body.firstName).toBe("Kept");
    expect((await t.agent().patch("/api/account").send({ firstName: "X" })).status).toBe(401);
  });
});

describe("GET /api/account/export", () => {
  test("a ZIP of every document in three formats, the logos and account.json; nothing of anyone else", async () => {
    const agent = await t.signIn("export@account.test", { firstName: "Ex", lastName: "Porter" });
    const other = await t.signIn("export-other@account.test");
    await other.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, companyName: "Someone Else Ltd" });
    const { profile, policy, nda, invoice, client } = await seedUser(agent);

    const res = await asBuffer(agent.get("/api/account/export"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    // Recorded once, by the service, before the archive's last byte is sent.
    const logged = await t.database.raw.query(
      `select count(*)::int as n from activity_logs a join users u on u.id = a.user_id where a.action = 'account.exported' and u.email = $1`,
      ["export@account.test"],
    );
    expect(logged.rows[0]?.n).toBe(1);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="founderdocs-export-${new Date().toISOString().slice(0, 10)}.zip"`);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(files).sort();

    const json = JSON.parse(strFromU8(files["account.json"]!)) as TAccountExport;
    expect(json.account).toMatchObject({ email: "export@account.test", firstName: "Ex", lastName: "Porter", subscription: "free", documentsGenerated: 3 });
    for (const internal of ["authSubject", "stripeCustomerId", "stripeSubscriptionId"]) expect(json.account).not.toHaveProperty(internal);

    expect(json.documents.map((d) => d.id).sort()).toEqual([policy.id, nda.id, invoice.documentId].sort());
    const expected = ["account.json", `profiles/${profile.id}-logo.png`];
    for (const doc of json.documents) {
      expect(doc.files.html).toMatch(new RegExp(`^documents/[a-z0-9-]+-${doc.id.slice(0, 8)}\\.html$`));
      expect(doc.files.markdown).toBe(doc.files.html!.replace(/\.html$/, ".md"));
      expect(doc.files.pdf).toBe(doc.files.html!.replace(/\.html$/, ".pdf"));
      expected.push(doc.files.html!, doc.files.markdown!, doc.files.pdf);
      expect(strFromU8(files[doc.files.pdf]!.subarray(0, 5))).toBe("%PDF-");
      expect((doc.metadata as { input: unknown }).input).toBeTruthy();
    }
    expect(names).toEqual(expected.sort());

    // The current version, as the exports give it: the edit is there, with the Free watermark.
    const edited = json.documents.find((d) => d.id === policy.id)!;
    expect(edited.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(edited.currentVersion).toBe(2);
    expect(edited.files.html!.startsWith("documents/privacy-policy-")).toBe(true);
    const html = strFromU8(files[edited.files.html!]!);
    expect(html).toContain("Acme Analytics Inc. (edited)");
    expect(html).toContain("Created with FounderDocs");
    expect(strFromU8(files[edited.files.markdown!]!)).toContain("Acme Analytics Inc. (edited)");
    expect(names.join("\n")).not.toContain("Someone");

    expect(json.businessProfiles).toHaveLength(1);
    expect(json.businessProfiles[0]).toMatchObject({ id: profile.id, name: "Acme Analytics GmbH", logo: { file: `profiles/${profile.id}-logo.png`, contentType: "image/png" } });
    expect((await sharp(Buffer.from(files[`profiles/${profile.id}-logo.png`]!)).metadata()).format).toBe("png");
    expect(json.clients).toEqual([expect.objectContaining({ id: client.id, name: "Globex Corporation", email: "ap@globex.example", country: "US" })]);
    expect(json.clients[0]).not.toHaveProperty("userId");
    expect(json.invoices).toHaveLength(1);
    expect(json.invoices[0]).toMatchObject({ id: invoice.id, number: invoice.number, documentId: invoice.documentId, clientId: client.id });
    expect(json.invoices[0]!.items.length).toBe(invoiceBody.items.length);
    expect(json.publications).toEqual([
      expect.objectContaining({ businessProfileId: profile.id, documentId: policy.id, slug: "privacy-policy", unpublishedAt: null, versions: [expect.objectContaining({ number: 1 })] }),
    ]);
    expect(JSON.stringify(json)).not.toContain("Someone Else");
  });

  test("an account with nothing yet still gets its account.json", async () => {
    const agent = await t.signIn("empty-export@account.test");
    const res = await asBuffer(agent.get("/api/account/export"));
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files)).toEqual(["account.json"]);
    expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({ documents: [], businessProfiles: [], clients: [], invoices: [], publications: [] });
  });

  test("one download per user at a time: a second one while the first runs is a 409", async () => {
    const agent = await t.signIn("busy@account.test");
    await seedUser(agent);
    const [a, b] = await Promise.all([asBuffer(agent.get("/api/account/export")), asBuffer(agent.get("/api/account/export"))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(JSON.parse((refused.body as Buffer).toString())).toMatchObject({ code: "conflict" });
    // Once it is done, the next one runs.
    expect((await asBuffer(agent.get("/api/account/export"))).status).toBe(200);
    expect((await t.agent().get("/api/account/export")).status).toBe(401);
  });

  test("counts against the PDF export budget", async () => {
    const limited = await startApp({ ...ENV, RATE_LIMIT_PDF: "2/1h" });
    const agent = await limited.signIn("budget@account.test");
    await agent.post("/api/generate/nda").send(ndaBody);
    expect((await asBuffer(agent.get("/api/account/export"))).status).toBe(200);
    expect((await asBuffer(agent.get("/api/account/export"))).status).toBe(200);
    const over = await asBuffer(agent.get("/api/account/export"));
    expect(over.status).toBe(429);
    expect(JSON.parse((over.body as Buffer).toString())).toMatchObject({ code: "rate_limited" });
  });
});

/** Rows per table that belong to (or name) a user. */
async function rowsOf(app: TestApp, userId: string) {
  const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(app.db, query))[0]!.n);
  return {
    users: await count(sql`select count(*) as n from users where id = ${userId}`),
    sessions: await count(sql`select count(*) as n from sessions where sess::jsonb #>> '{passport,user}' = ${userId}`),
    business_profiles: await count(sql`select count(*) as n from business_profiles where user_id = ${userId}`),
    business_profile_logos: await count(sql`select count(*) as n from business_profile_logos l join business_profiles p on p.id = l.profile_id where p.user_id = ${userId}`),
    documents: await count(sql`select count(*) as n from documents where user_id = ${userId}`),
    document_versions: await count(sql`select count(*) as n from document_versions v join documents d on d.id = v.document_id where d.user_id = ${userId} or v.created_by = ${userId}`),
    document_shares: await count(sql`select count(*) as n from document_shares s join documents d on d.id = s.document_id where d.user_id = ${userId}`),
    signatures: await count(sql`select count(*) as n from signatures s join documents d on d.id = s.document_id where d.user_id = ${userId}`),
    clients: await count(sql`select count(*) as n from clients where user_id = ${userId}`),
    invoices: await count(sql`select count(*) as n from invoices where user_id = ${userId}`),
    invoice_items: await count(sql`select count(*) as n from invoice_items i join invoices v on v.id = i.invoice_id where v.user_id = ${userId}`),
    invoice_sequences: await count(sql`select count(*) as n from invoice_sequences where user_id = ${userId}`),
    invoice_payments: await count(sql`select count(*) as n from invoice_payments where user_id = ${userId}`),
    invoice_reminders: await count(sql`select count(*) as n from invoice_reminders r join invoices v on v.id = r.invoice_id where v.user_id = ${userId}`),
    activity_logs: await count(sql`select count(*) as n from activity_logs where user_id = ${userId}`),
    payments: await count(sql`select count(*) as n from payments where user_id = ${userId}`),
    mail_messages: await count(sql`select count(*) as n from mail_messages where user_id = ${userId}`),
    mail_attachments: await count(sql`select count(*) as n from mail_attachments a join mail_messages m on m.id = a.message_id where m.user_id = ${userId}`),
    public_links: await count(sql`select count(*) as n from public_links l join documents d on d.id = l.document_id where d.user_id = ${userId}`),
    signature_requests: await count(sql`select count(*) as n from signature_requests where user_id = ${userId}`),
    signature_signers: await count(sql`select count(*) as n from signature_signers s join signature_requests r on r.id = s.request_id where r.user_id = ${userId}`),
    // A request's or a document's trail, and any trail left without its request or document
    // (there must be none).
    audit_events: await count(sql`select count(*) as n from audit_events a
      where a.chain in (select 'signature_request:' || r.id from signature_requests r where r.user_id = ${userId})
         or a.chain in (select 'billing:' || d.id from documents d where d.user_id = ${userId})
         or (a.chain like 'signature_request:%' and not exists (select 1 from signature_requests r where 'signature_request:' || r.id = a.chain))
         or (a.chain like 'billing:%' and not exists (select 1 from documents d where 'billing:' || d.id = a.chain))`),
    publications: await count(sql`select count(*) as n from publications where user_id = ${userId}`),
    publication_versions: await count(sql`select count(*) as n from publication_versions v join publications p on p.id = v.publication_id where p.user_id = ${userId}`),
    consent_records: await count(sql`select count(*) as n from consent_records c join publications p on p.id = c.publication_id where p.user_id = ${userId}`),
    acceptance_records: await count(sql`select count(*) as n from acceptance_records a join publications p on p.id = a.publication_id where p.user_id = ${userId}`),
    api_keys: await count(sql`select count(*) as n from api_keys where user_id = ${userId}`),
    site_scans: await count(sql`select count(*) as n from site_scans where user_id = ${userId}`),
  };
}

/**
 * Tables that hold no user's data. audit_events is tied to a user only through the feature whose
 * trail it is: a signature request's chain is counted above. signing_keys is the service's seal.
 */
const NOT_PER_USER = ["analytics_config", "traffic_analytics", "stripe_events", "signing_keys"];

describe("DELETE /api/account", () => {
  test("the counts cover every table of the schema", async () => {
    const tables = await queryRows<{ table_name: string }>(t.db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const counted = Object.keys(await rowsOf(t, "00000000-0000-4000-8000-000000000000"));
    expect(tables.map((r) => r.table_name).filter((n) => !NOT_PER_USER.includes(n)).sort()).toEqual(counted.sort());
  });

  test("a wrong or missing confirmation is a 400 on `confirm` and removes nothing", async () => {
    const agent = await t.signIn("careful@account.test");
    await seedUser(agent);
    const id = await userIdOf(agent);
    const before = await rowsOf(t, id);
    for (const [body, message] of [
      [{ confirm: "someone-else@account.test" }, CONFIRM_MISMATCH],
      [{ confirm: "careful@account" }, CONFIRM_MISMATCH],
      [{ confirm: "   " }, CONFIRM_REQUIRED],
      [{}, CONFIRM_REQUIRED],
      [{ confirm: ["careful@account.test"] }, CONFIRM_REQUIRED],
    ] as const) {
      const res = await agent.delete("/api/account").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path: "confirm", message }]);
    }
    // From another site, even with the right e-mail, the browser's request is refused (CSRF).
    const forged = await agent.delete("/api/account").set("Origin", "https://evil.example").send({ confirm: "careful@account.test" });
    expect(forged.status).toBe(403);
    const after = await rowsOf(t, id);
    // No activity is written for a refusal.
    expect(after).toEqual(before);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
  });

  test("removes the user and everything they own in one go, signs them out everywhere, and leaves others alone", async () => {
    const email = "leaving@account.test";
    const agent = await t.signIn(email, { firstName: "Lea" });
    const elsewhere = await t.signIn(email); // a second session, another device
    const stay = await t.signIn("staying@account.test");
    const { nda, invoice } = await seedUser(agent);
    await seedUser(stay);
    const id = await userIdOf(agent);
    const stayId = await userIdOf(stay);
    await t.db.insert(signatures).values({ documentId: nda.id, signerEmail: "signer@example.com", signedAt: new Date() });
    const [payment] = await t.db.insert(payments).values({ userId: id, amount: 2900, status: "succeeded", stripePaymentIntentId: "pi_leaving" }).returning();
    // A message sent for the user, with its attachment: it carries their name and their recipients.
    const mailId = "5f0f7e0e-8c1a-4d2b-9a7e-0c3b1d2e4f5a";
    await t.db.insert(mailMessages).values({
      id: mailId, messageId: `<${mailId}@test>`, kind: "admin.test", userId: id, fromName: "Lea via FounderDocs",
      to: [{ name: "", address: "client@example.com" }], subject: "s", html: "<p>h</p>", text: "t",
    });
    await t.db.insert(mailAttachments).values({ messageId: mailId, position: 0, filename: "a.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") });
    // A public link to one of their documents (a signer's or a client's page).
    await issueLink(t.db, { purpose: "sign", documentId: nda.id, version: 1 });
    // A signature request (its signers and audit trail).
    const sent = await agent.post(`/api/documents/${nda.id}/signature-requests`).send({ signers: [{ name: "Sam Signer", email: "sam@example.com" }] });
    expect(sent.status, sent.text).toBe(201);
    // An uploaded PDF (its bytes are kept in its version), on the paid plan (past the Free limit).
    await t.makePro(email);
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const uploaded = await agent.post("/api/documents/upload?title=Lease").set("Origin", t.url).set("Content-Type", "application/pdf").send(Buffer.from(await pdf.save()));
    expect(uploaded.status, uploaded.text).toBe(201);
    // A payment on their invoice (and its billing history), and a reminder step sent for it.
    const invoiceDocument = (invoice as unknown as { document: { id: string } }).document.id;
    const paid = await agent.post(`/api/documents/${invoiceDocument}/payments`).send({ amount: 1_000, date: "2026-11-20", method: "cash" });
    expect(paid.status, paid.text).toBe(201);
    await t.db.insert(invoiceReminders).values({ invoiceId: invoice.id, step: 7 });
    // A published cookie policy with a visitor's consent and an acceptance, an API key, a site scan.
    const published = await publishForTest(agent, "cookie-policy", { allowedOrigins: ["https://shop.example"] });
    const consent = await t.agent().post("/api/public/consents").set("Origin", "https://shop.example").send({
      publicationId: published.id, consentId: "0b6f4c1e-2f7a-4e8b-9c3d-5a6b7c8d9e0f", action: "accept_all",
      categories: { necessary: true, analytics: true, marketing: true, preferences: true }, gpc: false,
    });
    expect(consent.status, consent.text).toBe(201);
    await t.db.insert(acceptanceRecords).values({ publicationId: published.id, subjectHmac: "0".repeat(64), versionNumber: 1, policySha256: published.sha256, source: "widget" });
    expect((await agent.post("/api/api-keys").send({ name: "Backend" })).status).toBe(201);
    await t.db.insert(siteScans).values({ userId: id, documentId: published.documentId, url: "https://shop.example" });
    const activityIds = (await queryRows<{ id: string }>(t.db, sql`select id from activity_logs where user_id = ${id}`)).map((r) => r.id);

    const before = await rowsOf(t, id);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const othersBefore = await rowsOf(t, stayId);

    const res = await agent.delete("/api/account").send({ confirm: "  Leaving@Account.TEST " });
    expect(res.status).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/founderdocs\.sid=;.*Expires=Thu, 01 Jan 1970/);

    expect(await rowsOf(t, id)).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));
    expect(await rowsOf(t, stayId)).toEqual(othersBefore);
    // The platform's records stay, no longer linked to anyone.
    expect((await queryRows<{ user_id: string | null }>(t.db, sql`select user_id from payments where id = ${payment!.id}`))[0]).toEqual({ user_id: null });
    const kept = await queryRows<{ n: number }>(t.db, sql`select count(*) as n from activity_logs where user_id is null and id in (${sql.join(activityIds.map((a) => sql`${a}`), sql`, `)})`);
    expect(Number(kept[0]!.n)).toBe(activityIds.length);
    expect((await queryRows<{ action: string }>(t.db, sql`select action from activity_logs where entity_id = ${id} and action = 'user.deleted'`)).length).toBe(1);

    // Signed out here and on the other device; the share link is gone with the document.
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);
    expect((await stay.get("/api/auth/user")).status).toBe(200);
    expect(await t.db.select().from(documents).where(sql`${documents.id} = ${nda.id}`)).toEqual([]);
    expect(await queryRows(t.db, sql`select id from document_versions where document_id = ${uploaded.body.id}`)).toEqual([]);

    // The same e-mail signs in to a fresh, empty account.
    const again = await t.signIn(email);
    const fresh = (await again.get("/api/auth/user")).body;
    expect(fresh).toMatchObject({ email, documentsGenerated: 0, subscription: "free" });
    expect(fresh.id).not.toBe(id);
    expect((await again.get("/api/documents")).body).toEqual([]);
    expect((await again.get("/api/business-profiles")).body).toEqual([]);
    expect((await again.get("/api/invoices")).body).toEqual([]);
  });

  test("the platform's last admin can't delete their account; with another admin they can", async () => {
    const boss = await t.signIn("boss@account.test");
    expect((await boss.get("/api/auth/user")).body.role).toBe("admin");
    const refused = await boss.delete("/api/account").send({ confirm: "boss@account.test" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("conflict");
    expect((await boss.get("/api/auth/user")).status).toBe(200);

    const deputy = await t.signIn("deputy@account.test");
    expect((await boss.delete("/api/account").send({ confirm: "boss@account.test" })).status).toBe(204);
    // Now the deputy is the last one.
    expect((await deputy.delete("/api/account").send({ confirm: "deputy@account.test" })).status).toBe(409);
    expect((await t.agent().delete("/api/account").send({ confirm: "x@y.z" })).status).toBe(401);
  });
});
