import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs, documentVersions, documents, invoiceItems, invoices, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { cookiePolicyBody, invoiceBody, ndaBody, privacyPolicyBody, termsBody, termsConsumerShopBody } from "../../test/fixtures";
import { expectGenerated, PLAN_LIMIT } from "../../test/generator-api";
import { privacyPolicyServer } from "../doc-types/privacy-policy";
import { termsServer } from "../doc-types/terms";
import { cookiePolicyServer } from "../doc-types/cookie-policy";
import { ndaServer } from "../doc-types/nda";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (table: typeof documents | typeof invoices | typeof invoiceItems) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("generators", () => {
  const cases = [
    ["privacy-policy", privacyPolicyBody, "privacy_policy", privacyPolicyServer.templateVersion],
    ["terms", termsBody, "terms_conditions", termsServer.templateVersion],
    ["cookie-policy", cookiePolicyBody, "cookie_policy", cookiePolicyServer.templateVersion],
    ["nda", ndaBody, "nda", ndaServer.templateVersion],
  ] as const;

  test.each(cases)("POST /api/generate/%s answers the created document and stores it", async (slug, body, kind, templateVersion) => {
    const doc = await expectGenerated(t, await t.proUser(`gen-${slug}@example.com`), { slug, kind, body, templateVersion });
    expect(doc.title.length).toBeGreaterThan(5);
    expect(doc.content).toContain("<h1");
    expect(doc.metadata.input.effectiveDate).toBe("2026-12-01");
  });

  test("the 201 is the document's JSON with its exact byte length, compressed on request", async () => {
    const agent = await t.proUser("gen-bytes@example.com");
    const body = { ...privacyPolicyBody, companyName: "Zoë & Søn — Ærø Ünïcode ✓ Inc." };
    const plain = await agent.post("/api/generate/privacy-policy").set("Accept-Encoding", "identity").send(body);
    expect(plain.status).toBe(201);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(plain.text));
    const doc = JSON.parse(plain.text) as { id: string; content: string };
    expect(doc.content).toContain("Zoë &amp; Søn — Ærø Ünïcode ✓ Inc.");
    // The stored document answers at its own URL, with its own ETag.
    const stored = await agent.get(`/api/documents/${doc.id}`);
    expect(stored.body.content).toBe(doc.content);
    expect(stored.headers.etag).toMatch(/^"/);

    const gzipped = await agent.post("/api/generate/privacy-policy").set("Accept-Encoding", "gzip").send(body);
    expect(gzipped.status).toBe(201);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.content).toBe(doc.content.replaceAll(doc.id, gzipped.body.id));
  });

  test("the privacy policy carries only the chosen regions' sections", async () => {
    const agent = await t.proUser("regions@example.com");
    const gdpr = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body.content as string;
    expect(gdpr).toMatch(/supervisory authority/i);
    expect(gdpr).toMatch(/legal bas/i);
    expect(gdpr).not.toMatch(/CCPA/);
    expect(gdpr).not.toMatch(/PIPEDA/);
    const ccpa = (
      await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, regions: ["CCPA", "PIPEDA"] })
    ).body.content as string;
    expect(ccpa).toMatch(/CCPA/);
    expect(ccpa).toMatch(/Privacy Commissioner of Canada/);
    expect(ccpa).not.toMatch(/GDPR/);
  });

  test("terms take an optional contact e-mail and postal address, printed in Contact Us and the withdrawal notice", async () => {
    const agent = await t.proUser("terms-contact@example.com");
    // QA's body: German consumer terms for a shop, with no business profile.
    const qa = termsConsumerShopBody;
    const bare = await agent.post("/api/generate/terms").send(qa);
    expect(bare.status).toBe(201);
    expect(bare.body.content).toContain("using the contact details in &quot;Contact Us&quot;");

    const res = await agent.post("/api/generate/terms").send({ ...qa, email: "hallo@schuh.example", address: "Schuhstraße 1\n10115 Berlin" });
    expect(res.status).toBe(201);
    const html = res.body.content as string;
    expect(html).toContain('<strong>Schuh Shop GmbH</strong><br>Schuhstraße 1<br>10115 Berlin<br>Email: <a class="doc-link" href="mailto:hallo@schuh.example"');
    expect(html).toContain("inform us (Schuh Shop GmbH, Schuhstraße 1, 10115 Berlin, email hallo@schuh.example)");
    expect(html).toContain("To Schuh Shop GmbH, Schuhstraße 1, 10115 Berlin, email hallo@schuh.example:");
    expect(html).not.toContain("using the contact details in &quot;Contact Us&quot;");
    expect(res.body.metadata.input).toMatchObject({ email: "hallo@schuh.example", address: "Schuhstraße 1\n10115 Berlin" });
  });

  test("the opt-out link snippet comes with a policy that names it (advertising under a US law), and only then", async () => {
    const agent = await t.proUser("choices@example.com");
    const ads = (await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, regions: ["CCPA"], usesAdvertisingTracking: true })).body;
    expect(ads.privacyChoices.snippet).toContain('<a href="https://acme.example/legal/privacy" data-cc="show-preferencesModal">Do Not Sell or Share My Personal Information</a>');
    expect((await agent.get(`/api/documents/${ads.id}`)).body.privacyChoices).toEqual(ads.privacyChoices);
    const none = (await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, regions: ["CCPA"] })).body;
    expect(none.privacyChoices).toBeUndefined();
    // CCPA without a second request method (and not online-only) is refused on the field.
    const refused = await agent
      .post("/api/generate/privacy-policy")
      .send({ ...privacyPolicyBody, regions: ["CCPA"], requestFormUrl: undefined, tollFreeNumber: undefined });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toEqual(["requestFormUrl"]);
  });

  test("the cookie policy keeps its consent banner, opt-in under GDPR", async () => {
    const agent = await t.proUser("banner@example.com");
    const res = await agent.post("/api/generate/cookie-policy").send(cookiePolicyBody);
    expect(res.body.banner.mode).toBe("opt-in");
    expect(res.body.banner.snippet).toContain("CookieConsent.run");
    expect(res.body.banner.snippet).toMatch(/integrity="sha384-/);
    const again = await agent.get(`/api/documents/${res.body.id}`);
    expect(again.body.banner.snippet).toBe(res.body.banner.snippet);
    // The library is loaded from the app (absolute, pinned, SRI), never from a third-party CDN.
    expect(res.body.banner.snippet).not.toMatch(/jsdelivr|unpkg|cdnjs/);
    const src = /<script src="(https?:\/\/[^"]+\/vendor\/cookieconsent\/[\d.]+\/cookieconsent\.umd\.js)" integrity="(sha384-[^"]+)"/.exec(res.body.banner.snippet);
    expect(src).not.toBeNull();
    const pinned = await t.agent().get(new URL(src![1]!).pathname).buffer(true);
    expect(pinned.status).toBe(200);
    expect(pinned.headers["access-control-allow-origin"]).toBe("*");
    const body = Buffer.isBuffer(pinned.body) ? pinned.body : Buffer.from(pinned.text);
    expect(`sha384-${createHash("sha384").update(body).digest("base64")}`).toBe(src![2]);
    const preview = await agent.get(`/api/documents/${res.body.id}/banner-preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers["content-security-policy"]).toMatch(/sandbox allow-scripts/);
    expect(preview.text).toContain("/vendor/cookieconsent/cookieconsent.umd.js");
    expect((await agent.get("/vendor/cookieconsent/cookieconsent.umd.js")).status).toBe(200);
  });

  test("markup in user input is escaped in the stored HTML", async () => {
    const agent = await t.proUser("xss@example.com");
    const evil = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const res = await agent.post("/api/generate/nda").send({
      ...ndaBody,
      disclosingParty: { ...ndaBody.disclosingParty, name: evil },
      purpose: `Purpose ${evil}`,
    });
    expect(res.status).toBe(201);
    expect(res.body.content).not.toContain("<script>");
    expect(res.body.content).not.toContain("<img");
    expect(res.body.content).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("invalid input answers 400 with the field messages and stores nothing", async () => {
    const agent = await t.signIn("invalid@example.com");
    const before = await count(documents);
    const bad: [string, unknown, string, string][] = [
      ["privacy-policy", { ...privacyPolicyBody, companyName: "" }, "companyName", "Company name is required"],
      ["privacy-policy", { ...privacyPolicyBody, website: "not a url" }, "website", "Must be a valid URL"],
      ["privacy-policy", { ...privacyPolicyBody, email: "nope" }, "email", "Must be a valid email"],
      ["privacy-policy", { ...privacyPolicyBody, dataCollected: [] }, "dataCollected", "Select at least one type of data collected"],
      ["privacy-policy", { ...privacyPolicyBody, dataUse: [] }, "dataUse", "Select at least one data use"],
      ["privacy-policy", { ...privacyPolicyBody, regions: [] }, "regions", "Select at least one region"],
      ["terms", { ...termsBody, companyName: "" }, "companyName", "Company name is required"],
      ["terms", { ...termsBody, businessType: "" }, "businessType", "Business type is required"],
      ["terms", { ...termsBody, governingLaw: "" }, "governingLaw", "Governing law is required"],
      ["terms", { ...termsBody, website: "ftp://x" }, "website", "Must be a valid URL"],
      ["terms", { ...termsBody, email: "nope" }, "email", "Must be a valid email"],
      ["cookie-policy", { ...cookiePolicyBody, companyName: "" }, "companyName", "Company name is required"],
      ["cookie-policy", { ...cookiePolicyBody, website: "x" }, "website", "Must be a valid URL"],
      ["cookie-policy", { ...cookiePolicyBody, email: "x" }, "email", "Must be a valid email"],
      ["cookie-policy", { ...cookiePolicyBody, cookieTypes: [] }, "cookieTypes", "Select at least one cookie type"],
      ["cookie-policy", { ...cookiePolicyBody, purposes: [] }, "purposes", "Select at least one purpose"],
      ["cookie-policy", { ...cookiePolicyBody, regions: [] }, "regions", "Select at least one region"],
      ["nda", { ...ndaBody, disclosingParty: { ...ndaBody.disclosingParty, name: "" } }, "disclosingParty.name", "Name is required"],
      ["nda", { ...ndaBody, receivingParty: { ...ndaBody.receivingParty, address: "" } }, "receivingParty.address", "Address is required"],
      ["nda", { ...ndaBody, receivingParty: { ...ndaBody.receivingParty, email: "x" } }, "receivingParty.email", "Valid email is required"],
      ["nda", { ...ndaBody, purpose: "" }, "purpose", "Purpose is required"],
      ["nda", { ...ndaBody, duration: "" }, "duration", "Duration is required"],
      ["nda", { ...ndaBody, governingLaw: "" }, "governingLaw", "Governing law is required"],
    ];
    for (const [path, body, field, message] of bad) {
      const res = await agent.post(`/api/generate/${path}`).send(body as object);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.errors).toContainEqual({ path: field, message });
    }
    const invoiceBad: [unknown, string, string][] = [
      [{ ...invoiceBody, clientName: "" }, "clientName", "Client name is required"],
      [{ ...invoiceBody, clientEmail: "x" }, "clientEmail", "Valid email is required"],
      [{ ...invoiceBody, taxAmount: -1 }, "taxAmount", "Tax amount must be positive"],
      [{ ...invoiceBody, discountAmount: -1 }, "discountAmount", "Discount amount must be positive"],
      [{ ...invoiceBody, items: [] }, "items", "At least one item is required"],
      [{ ...invoiceBody, items: [{ description: "", quantity: 1, unitPrice: 1, total: 1 }] }, "items.0.description", "Description is required"],
      [{ ...invoiceBody, items: [{ description: "x", quantity: 0, unitPrice: 1, total: 0 }] }, "items.0.quantity", "Quantity must be greater than 0"],
      [{ ...invoiceBody, items: [{ description: "x", quantity: 1, unitPrice: -5, total: 0 }] }, "items.0.unitPrice", "Unit price must be positive"],
      [{ ...invoiceBody, items: [{ description: "x", quantity: 1, unitPrice: 5, total: -5 }] }, "items.0.total", "Total must be positive"],
    ];
    for (const [body, field, message] of invoiceBad) {
      const res = await agent.post("/api/invoices").send(body as object);
      expect(res.status, field).toBe(400);
      expect(res.body.errors).toContainEqual({ path: field, message });
    }
    expect(await count(documents)).toBe(before);
    expect(await count(invoices)).toBe(0);
    const me = (await agent.get("/api/auth/user")).body;
    expect(me.documentsGenerated).toBe(0);
  });

  test("generation needs a session", async () => {
    const res = await t.agent().post("/api/generate/privacy-policy").send(privacyPolicyBody);
    expect(res.status).toBe(401);
  });
});

describe("the free plan", () => {
  test("10 parallel generations by a free user leave exactly 3 documents; the rest are 402", async () => {
    const agent = await t.signIn("quota@example.com");
    const me = (await agent.get("/api/auth/user")).body;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? agent.post("/api/generate/terms").send(termsBody) : agent.post("/api/invoices").send(invoiceBody),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    const refused = results.find((r) => r.status === 402)!;
    expect(refused.body).toEqual(PLAN_LIMIT);
    const docs = await t.db.select().from(documents).where(eq(documents.userId, me.id));
    expect(docs).toHaveLength(3);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.documentsGenerated).toBe(3);
    const theirInvoices = await t.db.select().from(invoices).where(eq(invoices.userId, me.id));
    expect(theirInvoices.length).toBe(docs.filter((d) => d.type === "invoice").length);
  });
});

describe("invoices", () => {
  test("the invoice answer: server numbering, recomputed totals in minor units, items, document", async () => {
    const agent = await t.proUser("invoicer@example.com");
    const res = await agent
      .post("/api/invoices")
      .send({ ...invoiceBody, items: invoiceBody.items.map((i) => ({ ...i, total: 1 })) }); // lying totals
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "invoice",
      number: "INV-0001",
      clientName: "Globex Corporation",
      clientEmail: "ap@globex.example",
      currency: "USD",
      dueDate: "2026-12-31",
      status: "draft",
      subtotal: 270_500,
      taxAmount: 2_500,
      discountAmount: 1_000,
      total: 272_000,
    });
    expect(res.body.items.map((i: { total: number }) => i.total)).toEqual([150_000, 120_500]);
    expect(res.body.document).toMatchObject({ type: "invoice", title: expect.stringContaining("INV-0001") });
    expect(res.body.document.content).toContain("$2,720.00");

    const receipt = await agent.post("/api/invoices").send({ ...invoiceBody, type: "receipt", currency: "EUR" });
    expect(receipt.body).toMatchObject({ number: "RCT-0001", status: "paid", currency: "EUR" });
    expect(receipt.body.paidAt).toBeTruthy();
    expect(receipt.body.document.content).toContain("€2,720.00");
    const quote = await agent.post("/api/invoices").send({ ...invoiceBody, type: "quote", validUntil: "2027-01-15" });
    expect(quote.body).toMatchObject({ number: "QUO-0001", validUntil: "2027-01-15" });

    const list = (await agent.get("/api/invoices")).body as { number: string; items: unknown[] }[];
    expect(list.map((i) => i.number)).toEqual(["QUO-0001", "RCT-0001", "INV-0001"]);
    expect(list[2]!.items).toHaveLength(2);
    expect((await agent.get("/api/dashboard/stats")).body.invoiceTotal).toBe(272_000);
  });

  test("an invoice, its document and its activity entry point at each other", async () => {
    const agent = await t.proUser("linked@example.com");
    const res = await agent.post("/api/invoices").send(invoiceBody);
    expect(res.status).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, res.body.id));
    expect(invoice!.documentId).toBe(res.body.document.id);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, res.body.document.id));
    expect(doc!.metadata).toEqual({ invoiceId: res.body.id });
    const [version] = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc!.id));
    expect(version).toMatchObject({ version: 1, templateId: "invoice", context: { number: "INV-0001" } });
    const [entry] = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, res.body.id));
    expect(entry).toMatchObject({ action: "invoice.created", metadata: { number: "INV-0001", documentId: doc!.id } });
  });

  test("an invoice refused by the free plan draws no number", async () => {
    const agent = await t.signIn("numbers-free@example.com");
    const me = (await agent.get("/api/auth/user")).body;
    await t.db.update(users).set({ documentsGenerated: 3 }).where(eq(users.id, me.id));
    expect((await agent.post("/api/invoices").send(invoiceBody)).status).toBe(402);
    expect((await agent.post("/api/invoices").send(invoiceBody)).status).toBe(402);
    await t.makePro("numbers-free@example.com");
    const res = await agent.post("/api/invoices").send(invoiceBody);
    expect(res.status).toBe(201);
    expect(res.body.number).toBe("INV-0001");
  });

  test("numbers are sequential per user and type under 20 parallel requests", async () => {
    const agent = await t.proUser("parallel@example.com");
    const other = await t.proUser("parallel-other@example.com");
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => agent.post("/api/invoices").send(invoiceBody)),
      ...Array.from({ length: 3 }, () => agent.post("/api/invoices").send({ ...invoiceBody, type: "quote" })),
      other.post("/api/invoices").send(invoiceBody),
    ]);
    for (const r of results) expect(r.status).toBe(201);
    const numbers = results.slice(0, 20).map((r) => r.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, "0")}`));
    expect(results.slice(20, 23).map((r) => r.body.number).sort()).toEqual(["QUO-0001", "QUO-0002", "QUO-0003"]);
    expect(results[23]!.body.number).toBe("INV-0001");
  });
});
