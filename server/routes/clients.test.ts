// The client book over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: create, list,
// search, read, update and delete; every validation message; another user's client; the
// outstanding balance per currency; and clientId in POST /api/invoices.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TClientWithBalance } from "../../shared/clients/types";
import { invoices } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody } from "../../test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const GLOBEX = {
  name: "Globex GmbH",
  email: "ap@globex.example",
  address: "Hauptstraße 5\n10115 Berlin",
  country: "de",
  vatId: "DE123456789",
  registrationNumber: "HRB 9876",
  contactName: "Hank Scorpio",
  notes: "Pays within 30 days",
};

const errorPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

describe("clients", () => {
  test("create, list, read, update and delete", async () => {
    const agent = await t.signIn("book@clients.test");
    const created = await agent.post("/api/clients").send(GLOBEX);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ ...GLOBEX, country: "DE", outstanding: [] });
    expect(created.body).not.toHaveProperty("userId");
    const id = created.body.id as string;

    const minimal = await agent.post("/api/clients").send({ name: "  acme co  " });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({ name: "acme co", email: null, country: null, notes: null });

    const list = (await agent.get("/api/clients")).body as TClientWithBalance[];
    expect(list.map((c) => c.name)).toEqual(["acme co", "Globex GmbH"]);

    expect((await agent.get(`/api/clients/${id}`)).body).toMatchObject({ ...GLOBEX, country: "DE", id });

    const patched = await agent.patch(`/api/clients/${id}`).send({ contactName: "Homer Simpson", notes: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: "Globex GmbH", contactName: "Homer Simpson", notes: null, email: GLOBEX.email });

    expect((await agent.delete(`/api/clients/${id}`)).status).toBe(204);
    expect((await agent.get(`/api/clients/${id}`)).status).toBe(404);
    expect((await agent.delete(`/api/clients/${id}`)).status).toBe(404);
    expect(((await agent.get("/api/clients")).body as TClientWithBalance[]).map((c) => c.name)).toEqual(["acme co"]);
  });

  test("?q= searches name, e-mail and contact name, literally", async () => {
    const agent = await t.signIn("search@clients.test");
    for (const body of [
      { name: "Initech", email: "billing@initech.example" },
      { name: "Umbrella 100% Corp", contactName: "Albert Wesker" },
      { name: "Soylent", email: "orders@soylent.example" },
    ])
      expect((await agent.post("/api/clients").send(body)).status).toBe(201);
    const names = async (q: string) => ((await agent.get(`/api/clients?q=${encodeURIComponent(q)}`)).body as TClientWithBalance[]).map((c) => c.name);
    expect(await names("INIT")).toEqual(["Initech"]);
    expect(await names("wesker")).toEqual(["Umbrella 100% Corp"]);
    expect(await names("soylent.example")).toEqual(["Soylent"]);
    expect(await names("100%")).toEqual(["Umbrella 100% Corp"]);
    expect(await names("%")).toEqual(["Umbrella 100% Corp"]);
    expect(await names("_")).toEqual([]);
    expect(await names("")).toHaveLength(3);
    const long = await agent.get(`/api/clients?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(errorPaths(long.body)).toEqual(["q"]);
  });

  test("bad input: a 400 naming each field, and nothing stored", async () => {
    const agent = await t.signIn("invalid@clients.test");
    const cases: [object, string, RegExp][] = [
      [{}, "name", /Name is required/],
      [{ name: "" }, "name", /Name is required/],
      [{ name: "x".repeat(201) }, "name", /Name must be at most 200 characters/],
      [{ name: "A", email: "not-an-email" }, "email", /Email must be a valid e-mail address/],
      [{ name: "A", country: "XX" }, "country", /ISO 3166/],
      [{ name: "A", country: "Germany" }, "country", /ISO 3166/],
      [{ name: "A", vatId: "FR123", country: "DE" }, "vatId", /VAT ID is not valid/],
      [{ name: "A", notes: "n".repeat(2_001) }, "notes", /Notes must be at most 2,000 characters/],
      [{ name: "A", contactName: 42 }, "contactName", /Contact name must be text/],
      [{ name: "A", address: "l\n".repeat(9) + "l" }, "address", /Address/],
      [{ name: "A", registrationNumber: "r".repeat(51) }, "registrationNumber", /Registration number/],
    ];
    for (const [body, path, message] of cases) {
      const res = await agent.post("/api/clients").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(errorPaths(res.body), JSON.stringify(body)).toContain(path);
      expect(JSON.stringify(res.body.errors)).toMatch(message);
    }
    const unknown = await agent.post("/api/clients").send({ name: "A", owner: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown field: owner/);
    expect((await agent.post("/api/clients").send([])).status).toBe(400);

    // A VAT ID is checked against the country the client has after the change.
    const german = (await agent.post("/api/clients").send({ name: "Berlin GmbH", country: "DE", vatId: "DE123456789" })).body as { id: string };
    const moved = await agent.patch(`/api/clients/${german.id}`).send({ country: "FR" });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ path: "vatId", message: expect.stringMatching(/^VAT ID is not valid: /) }]);
    expect((await agent.get(`/api/clients/${german.id}`)).body).toMatchObject({ country: "DE", vatId: "DE123456789" });
    expect((await agent.delete(`/api/clients/${german.id}`)).status).toBe(204);

    const ok = (await agent.post("/api/clients").send({ name: "Kept" })).body as { id: string };
    const bad = await agent.patch(`/api/clients/${ok.id}`).send({ name: "", email: "nope" });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad.body).sort()).toEqual(["email", "name"]);
    expect(((await agent.get("/api/clients")).body as TClientWithBalance[]).map((c) => c.name)).toEqual(["Kept"]);
  });

  test("another user's client is a 404 (the same as a missing one), and never listed", async () => {
    const owner = await t.signIn("owner@clients.test");
    const other = await t.signIn("other@clients.test");
    const mine = (await owner.post("/api/clients").send({ name: "Private Client Ltd" })).body as { id: string };
    for (const res of [
      await other.get(`/api/clients/${mine.id}`),
      await other.patch(`/api/clients/${mine.id}`).send({ name: "Taken" }),
      await other.delete(`/api/clients/${mine.id}`),
      await other.get("/api/clients/not-a-uuid"),
      await other.get("/api/clients/00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: "Client not found" });
    }
    expect((await other.get("/api/clients")).body).toEqual([]);
    expect((await owner.get(`/api/clients/${mine.id}`)).body).toMatchObject({ name: "Private Client Ltd" });
    for (const res of [await t.agent().get("/api/clients"), await t.agent().post("/api/clients").send({ name: "X" })]) expect(res.status).toBe(401);
  });
});

describe("clientId in POST /api/invoices, and the outstanding balance", () => {
  test("fills the client fields, links the invoice, and sums issued invoices minus credit notes per currency", async () => {
    const agent = await t.proUser("balance@clients.test");
    const client = (await agent.post("/api/clients").send(GLOBEX)).body as { id: string };

    // The client's fields replace the body's; clientName may be left out.
    const { clientName: _n, clientEmail: _e, clientAddress: _a, ...noClient } = invoiceBody;
    const usd = await agent.post("/api/invoices").send({ ...noClient, clientId: client.id });
    expect(usd.status, usd.text).toBe(201);
    expect(usd.body).toMatchObject({ clientId: client.id, clientName: "Globex GmbH", clientEmail: "ap@globex.example", clientAddress: GLOBEX.address, currency: "USD" });
    const version = await agent.get(`/api/documents/${usd.body.document.id as string}/export/markdown`);
    expect(version.text).toContain("Globex GmbH");
    expect(version.text).toContain("DE123456789");
    const usdTotal = usd.body.total as number;

    const eurBody = { ...invoiceBody, clientName: "Ignored Name", currency: "EUR", clientId: client.id };
    const eur = await agent.post("/api/invoices").send(eurBody);
    expect(eur.status).toBe(201);
    expect(eur.body.clientName).toBe("Globex GmbH");
    const credit = await agent.post("/api/invoices").send({
      ...eurBody,
      type: "credit_note",
      precedingInvoice: { number: eur.body.number, date: "2026-11-01" },
      items: [{ description: "Refund of the workshop", quantity: 1, unitPrice: 10_000 }],
      taxAmount: 0,
      discountAmount: 0,
    });
    expect(credit.status, credit.text).toBe(201);

    // Not counted: a draft invoice, a quote, a receipt, another client's invoice.
    expect((await agent.post("/api/invoices?status=draft").send({ ...invoiceBody, clientId: client.id })).status).toBe(201);
    expect((await agent.post("/api/invoices").send({ ...invoiceBody, type: "quote", clientId: client.id })).status).toBe(201);
    expect((await agent.post("/api/invoices").send({ ...invoiceBody, type: "receipt", clientId: client.id })).status).toBe(201);
    expect((await agent.post("/api/invoices").send(invoiceBody)).status).toBe(201);

    const expected = [
      { currency: "EUR", amount: (eur.body.total as number) - (credit.body.total as number) },
      { currency: "USD", amount: usdTotal },
    ];
    expect((await agent.get(`/api/clients/${client.id}`)).body.outstanding).toEqual(expected);
    expect(((await agent.get("/api/clients")).body as TClientWithBalance[]).find((c) => c.id === client.id)!.outstanding).toEqual(expected);

    // Deleting the invoice's document takes it out of the balance.
    expect((await agent.delete(`/api/documents/${usd.body.document.id as string}`)).status).toBe(204);
    expect((await agent.get(`/api/clients/${client.id}`)).body.outstanding).toEqual([expected[0]]);
  });

  test("another user's client, a missing one or a malformed id: 400 naming clientId, nothing created", async () => {
    const owner = await t.signIn("client-owner@clients.test");
    const other = await t.signIn("client-other@clients.test");
    const theirs = (await owner.post("/api/clients").send({ name: "Owner's Client" })).body as { id: string };
    const before = (await other.get("/api/invoices")).body.length as number;
    for (const clientId of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", 42]) {
      const res = await other.post("/api/invoices").send({ ...invoiceBody, clientId });
      expect(res.status, String(clientId)).toBe(400);
      expect(res.body).toMatchObject({ code: "invalid_input", errors: [{ path: "clientId", message: "Choose one of your clients" }] });
      expect(res.text).not.toContain("Owner's Client");
    }
    expect((await other.get("/api/invoices")).body).toHaveLength(before);
    // null or absent: no client, as before.
    const none = await other.post("/api/invoices").send({ ...invoiceBody, clientId: null });
    expect(none.status).toBe(201);
    expect(none.body.clientId).toBeNull();
  });

  test("deleting a client keeps its documents, with their own copy of the client", async () => {
    const agent = await t.signIn("keep@clients.test");
    const client = (await agent.post("/api/clients").send(GLOBEX)).body as { id: string };
    const invoice = await agent.post("/api/invoices").send({ ...invoiceBody, clientId: client.id });
    expect(invoice.status).toBe(201);
    expect((await agent.delete(`/api/clients/${client.id}`)).status).toBe(204);

    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.body.id as string));
    expect(row).toMatchObject({ clientId: null, clientName: "Globex GmbH", clientEmail: "ap@globex.example" });
    const doc = await agent.get(`/api/documents/${invoice.body.document.id as string}`);
    expect(doc.status).toBe(200);
    expect((await agent.get(`/api/documents/${invoice.body.document.id as string}/export/markdown`)).text).toContain("Globex GmbH");
  });

  test("an edit (PUT /api/documents/:id/input) with clientId fills and links as a creation does", async () => {
    const agent = await t.signIn("edit@clients.test");
    const other = await t.signIn("edit-other@clients.test");
    const theirs = (await other.post("/api/clients").send({ name: "Not Yours Ltd" })).body as { id: string };
    const mine = (await agent.post("/api/clients").send({ name: "Initech", email: "bill@initech.example", country: "US" })).body as { id: string };
    const invoice = await agent.post("/api/invoices").send(invoiceBody);
    expect(invoice.status).toBe(201);
    const documentId = invoice.body.document.id as string;

    const refused = await agent.put(`/api/documents/${documentId}/input`).send({ ...invoiceBody, clientId: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: "clientId", message: "Choose one of your clients" }]);
    expect((await agent.get(`/api/documents/${documentId}`)).body.version).toBe(1);

    const edited = await agent.put(`/api/documents/${documentId}/input`).send({ ...invoiceBody, clientId: mine.id });
    expect(edited.status, edited.text).toBe(200);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.body.id as string));
    expect(row).toMatchObject({ clientId: mine.id, clientName: "Initech", clientEmail: "bill@initech.example" });
    expect((await agent.get(`/api/documents/${documentId}/export/markdown`)).text).toContain("Initech");
  });
});
