// Documents kept as written (docs/API.md "Managing documents"): the list's search, filters and
// pages; rename and finalize; an edit makes a new version (without counting against the Free
// plan); versions, their hashes, their diff and restore; duplicate (which does count); delete,
// after which the document, its exports and its share link are gone; drafts for Lifetime users;
// and every route answers 404 for another user's document. On PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documentVersions, invoices } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../../test/fixtures";
import { privacyPolicyServer } from "../doc-types/privacy-policy";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

async function pro(email: string): Promise<Agent> {
  const agent = await t.proUser(email);
  return agent;
}

describe("the list", () => {
  test("search by title, filter by type and status, pages of any size, and the total in X-Total-Count", async () => {
    const agent = await pro("list@versions.test");
    const made: string[] = [];
    for (const [path, body] of [
      ["privacy-policy", { ...privacyPolicyBody, companyName: "Zephyr Labs" }],
      ["terms", { ...termsBody, companyName: "Zephyr Labs" }],
      ["nda", ndaBody],
      ["privacy-policy", { ...privacyPolicyBody, companyName: "50% Off_Shop" }],
    ] as const) {
      made.push((await agent.post(`/api/generate/${path}`).send(body)).body.id as string);
    }
    const draft = await agent.post("/api/generate/terms?status=draft").send(termsBody);
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe("draft");

    const all = await agent.get("/api/documents");
    expect(all.headers["x-total-count"]).toBe("5");
    expect(all.body.map((d: { id: string }) => d.id)).toEqual([draft.body.id, ...made.reverse()]);

    const zephyr = await agent.get("/api/documents?q=zEPHYR");
    expect(zephyr.body.map((d: { title: string }) => d.title)).toEqual(["Terms and Conditions — Zephyr Labs", "Privacy Policy — Zephyr Labs"]);
    // % and _ are matched as themselves.
    expect((await agent.get(`/api/documents?q=${encodeURIComponent("50% Off_")}`)).body).toHaveLength(1);
    expect((await agent.get("/api/documents?q=%25")).body).toHaveLength(1);
    expect((await agent.get("/api/documents?type=privacy_policy")).headers["x-total-count"]).toBe("2");
    const drafts = await agent.get("/api/documents?status=draft");
    expect(drafts.body.map((d: { id: string }) => d.id)).toEqual([draft.body.id]);
    const page = await agent.get("/api/documents?limit=2&offset=2");
    expect(page.headers["x-total-count"]).toBe("5");
    expect(page.body).toHaveLength(2);
    expect((await agent.get("/api/documents?type=no_such_type")).body).toEqual([]);

    for (const bad of ["limit=0", "limit=101", "offset=-1", "status=archived", `q=${"x".repeat(201)}`]) {
      const res = await agent.get(`/api/documents?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
    // The dashboard's Saved Drafts card counts drafts.
    expect((await agent.get("/api/dashboard/stats")).body.savedDrafts).toBe(1);
  });

  test("search finds a document by its parties and clients, not only its title", async () => {
    const agent = await pro("parties@versions.test");
    const nda = (await agent.post("/api/generate/nda").send({ ...ndaBody, receivingParty: { ...ndaBody.receivingParty, name: "Difference Partners LLP" } })).body;
    const invoice = (await agent.post("/api/invoices").send({ ...invoiceBody, clientName: "Marco Silva Studio" })).body;
    await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody);
    const titles = async (q: string) =>
      ((await agent.get(`/api/documents?q=${encodeURIComponent(q)}`)).body as { id: string }[]).map((d) => d.id);
    expect(await titles("difference partners")).toEqual([nda.id]);
    expect(await titles("MARCO SILVA")).toEqual([invoice.documentId]);
    // Words of the form that are not names don't match: the NDA's purpose.
    expect(await titles("data partnership")).toEqual([]);
    // A party renamed by an edit is found by its new name only.
    const edited = await agent.put(`/api/documents/${nda.id}/input`).send({ ...ndaBody, receivingParty: { ...ndaBody.receivingParty, name: "Sameness Partners LLP" } });
    expect(edited.status).toBe(200);
    expect(await titles("difference partners")).toEqual([]);
    expect(await titles("sameness")).toEqual([nda.id]);
  });
});

describe("one document", () => {
  test("rename; finalize a draft; a final document never goes back to draft", async () => {
    const agent = await pro("rename@versions.test");
    const doc = (await agent.post("/api/generate/nda?status=draft").send(ndaBody)).body;
    const renamed = await agent.patch(`/api/documents/${doc.id}`).send({ title: "  Globex NDA  " });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: doc.id, title: "Globex NDA", status: "draft", version: 1 });
    for (const [body, path, message] of [
      [{ title: "" }, "title", "Title is required"],
      [{ title: "x".repeat(201) }, "title", "Title must be at most 200 characters"],
      [{ status: "draft" }, "status", 'Status can only become "final": a final document never goes back to draft'],
      [{ content: "<p>x</p>" }, "", "Only title and status can be changed"],
      [{}, "", "Send a title or a status"],
    ] as const) {
      const res = await agent.patch(`/api/documents/${doc.id}`).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    const final = await agent.patch(`/api/documents/${doc.id}`).send({ status: "final" });
    expect(final.body.status).toBe("final");
    expect((await agent.patch(`/api/documents/${doc.id}`).send({ status: "draft" })).status).toBe(400);
    expect((await agent.get(`/api/documents/${doc.id}`)).body).toMatchObject({ title: "Globex NDA", status: "final" });
    // Exports carry the new name.
    const html = await agent.get(`/api/documents/${doc.id}/export/html`);
    expect(html.text).toContain("<title>Globex NDA</title>");
    expect(html.headers["content-disposition"]).toContain("globex-nda.html");
  });

  test("an edit is a new version that costs no document; versions, hashes, diff, restore and older exports", async () => {
    // A free user with all three documents used.
    const agent = await t.signIn("edit@versions.test");
    const doc = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
    for (const body of [termsBody, ndaBody]) await agent.post(`/api/generate/${body === termsBody ? "terms" : "nda"}`).send(body);
    expect((await agent.post("/api/generate/nda").send(ndaBody)).status).toBe(402);
    expect(doc.version).toBe(1);
    expect(doc.sha256).toBe(sha256(doc.content));

    // An invalid body writes nothing.
    const invalid = await agent.put(`/api/documents/${doc.id}/input`).send({ ...privacyPolicyBody, website: "nope", regions: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { path: "website", message: "Must be a valid URL" },
        { path: "regions", message: "Select at least one region" },
      ]),
    );
    expect(await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc.id))).toHaveLength(1);

    const edited = await agent.put(`/api/documents/${doc.id}/input`).send({ ...privacyPolicyBody, companyName: "Acme Renamed Ltd" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: doc.id, version: 2, title: "Privacy Policy — Acme Renamed Ltd" });
    expect(edited.body.content).toContain("Acme Renamed Ltd");
    expect(edited.body.sha256).toBe(sha256(edited.body.content));
    expect(edited.body.metadata.input.companyName).toBe("Acme Renamed Ltd");
    expect((await agent.get("/api/auth/user")).body.documentsGenerated).toBe(3);

    const versions = await agent.get(`/api/documents/${doc.id}/versions`);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body[1]).toMatchObject({ sha256: doc.sha256, templateVersion: privacyPolicyServer.templateVersion });
    const v1 = await agent.get(`/api/documents/${doc.id}/versions/1`);
    expect(v1.body).toMatchObject({ version: 1, content: doc.content, sha256: doc.sha256, title: doc.title });
    for (const n of ["3", "0", "x", "1.5"]) expect((await agent.get(`/api/documents/${doc.id}/versions/${n}`)).status, n).toBe(404);

    const diff = await agent.get(`/api/documents/${doc.id}/diff?from=1&to=2`);
    expect(diff.status).toBe(200);
    const removed = diff.body.changes.filter((c: { change: string }) => c.change === "removed").map((c: { value: string }) => c.value).join("");
    const added = diff.body.changes.filter((c: { change: string }) => c.change === "added").map((c: { value: string }) => c.value).join("");
    expect(removed).toContain("Analytics");
    expect(added).toContain("Renamed");
    expect(diff.body.added).toBeGreaterThan(0);

    // Older exports on request; the current one by default.
    const oldMd = await agent.get(`/api/documents/${doc.id}/export/markdown?version=1`);
    expect(oldMd.text).toContain("Acme Analytics Inc.");
    expect((await agent.get(`/api/documents/${doc.id}/export/markdown`)).text).toContain("Acme Renamed Ltd");
    expect((await agent.get(`/api/documents/${doc.id}/export/markdown?version=9`)).status).toBe(404);

    const restored = await agent.post(`/api/documents/${doc.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, content: doc.content, sha256: doc.sha256, title: doc.title });
    expect((await agent.get(`/api/documents/${doc.id}/versions`)).body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect((await agent.post(`/api/documents/${doc.id}/versions/7/restore`)).status).toBe(404);
  });

  test("a renamed document keeps its name through edits", async () => {
    const agent = await pro("keepname@versions.test");
    const doc = (await agent.post("/api/generate/terms").send(termsBody)).body;
    await agent.patch(`/api/documents/${doc.id}`).send({ title: "Our terms" });
    const edited = await agent.put(`/api/documents/${doc.id}/input`).send({ ...termsBody, companyName: "Other Co" });
    expect(edited.body).toMatchObject({ title: "Our terms", version: 2 });
  });

  test("an invoice keeps its number across versions, and its invoice row follows the edit", async () => {
    const agent = await pro("invoice-edit@versions.test");
    const made = (await agent.post("/api/invoices").send(invoiceBody)).body;
    const id = made.document.id as string;
    const edited = await agent.put(`/api/documents/${id}/input`).send({ ...invoiceBody, items: [{ description: "One big job", quantity: 1, unitPrice: 99_900 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(2);
    expect(edited.body.content).toContain("INV-0001");
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, made.id));
    expect(row).toMatchObject({ number: "INV-0001", subtotal: 99_900, total: 99_900 + 2_500 - 1_000 });
    const list = (await agent.get("/api/invoices")).body;
    expect(list).toHaveLength(1);
    expect(list[0].items.map((i: { description: string }) => i.description)).toEqual(["One big job"]);
    // It stays an invoice.
    const asQuote = await agent.put(`/api/documents/${id}/input`).send({ ...invoiceBody, type: "quote" });
    expect(asQuote.status).toBe(400);
    expect(asQuote.body.errors[0].path).toBe("type");
  });

  test("duplicate makes a new draft document, even of a final one, counted against the plan", async () => {
    const agent = await t.signIn("dup@versions.test");
    const doc = (await agent.post("/api/generate/nda").send(ndaBody)).body;
    const copy = await agent.post(`/api/documents/${doc.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ type: "nda", title: `${doc.title} (copy)`, version: 1, status: "draft" });
    expect(doc.status).toBe("final");
    expect(copy.body.id).not.toBe(doc.id);
    expect(copy.body.content).toBe(doc.content);
    expect((await agent.post(`/api/documents/${doc.id}/duplicate`)).status).toBe(201);
    const refused = await agent.post(`/api/documents/${doc.id}/duplicate`);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe("plan_limit");
    expect((await agent.get("/api/documents")).body).toHaveLength(3);
  });

  test("a duplicated invoice is a draft without a number, titled as one, and takes a number of its own when finalized", async () => {
    const agent = await pro("dup-invoice@versions.test");
    const original = (await agent.post("/api/invoices").send({ ...invoiceBody, clientName: "Client Book Ltd" })).body;
    const copy = await agent.post(`/api/documents/${original.document.id}/duplicate`);
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body).toMatchObject({ type: "invoice", status: "draft", billingStatus: "draft", number: null });
    expect(copy.body.title).toBe("Invoice (draft) — Client Book Ltd");
    // Searching the original's number finds the original only.
    const found = await agent.get(`/api/documents?q=${original.number}`);
    expect(found.body.map((d: { id: string }) => d.id)).toEqual([original.document.id]);
    const finalized = await agent.patch(`/api/documents/${copy.body.id}`).send({ status: "final" });
    expect(finalized.body).toMatchObject({ status: "final", number: "INV-0002", title: "Invoice INV-0002 — Client Book Ltd" });
  });

  test("delete: the document, its exports and its share link answer 404 from then on", async () => {
    const agent = await pro("delete@versions.test");
    const doc = (await agent.post("/api/generate/nda").send(ndaBody)).body;
    const share = (await agent.post(`/api/documents/${doc.id}/share`)).body;
    expect((await t.agent().get(new URL(share.url).pathname)).status).toBe(200);
    expect((await agent.delete(`/api/documents/${doc.id}`)).status).toBe(204);
    expect((await agent.get(`/api/documents/${doc.id}`)).status).toBe(404);
    for (const format of ["html", "markdown", "pdf"]) expect((await agent.get(`/api/documents/${doc.id}/export/${format}`)).status).toBe(404);
    expect((await t.agent().get(new URL(share.url).pathname)).status).toBe(404);
    expect(await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc.id))).toEqual([]);
    expect((await agent.delete(`/api/documents/${doc.id}`)).status).toBe(404);
  });

  test("drafts are a Lifetime feature", async () => {
    const agent = await t.signIn("free-draft@versions.test");
    const res = await agent.post("/api/generate/nda?status=draft").send(ndaBody);
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/drafts/);
    expect((await agent.post("/api/invoices?status=draft").send(invoiceBody)).status).toBe(402);
    expect((await agent.get("/api/documents")).body).toEqual([]);
    expect((await agent.post("/api/generate/nda?status=later").send(ndaBody)).status).toBe(400);
  });
});

test("another user's document answers 404 on every route", async () => {
  const owner = await pro("owner@versions.test");
  const intruder = await pro("intruder@versions.test");
  const doc = (await owner.post("/api/generate/nda").send(ndaBody)).body;
  await owner.put(`/api/documents/${doc.id}/input`).send(ndaBody);
  const attempts = [
    intruder.get(`/api/documents/${doc.id}`),
    intruder.patch(`/api/documents/${doc.id}`).send({ title: "mine" }),
    intruder.put(`/api/documents/${doc.id}/input`).send(ndaBody),
    intruder.get(`/api/documents/${doc.id}/versions`),
    intruder.get(`/api/documents/${doc.id}/versions/1`),
    intruder.post(`/api/documents/${doc.id}/versions/1/restore`),
    intruder.get(`/api/documents/${doc.id}/diff?from=1&to=2`),
    intruder.get(`/api/documents/${doc.id}/template-update`),
    intruder.post(`/api/documents/${doc.id}/template-update`),
    intruder.post(`/api/documents/${doc.id}/duplicate`),
    intruder.get(`/api/documents/${doc.id}/export/pdf?version=1`),
    intruder.delete(`/api/documents/${doc.id}`),
  ];
  const statuses = (await Promise.all(attempts)).map((res) => res.status);
  expect(statuses).toEqual(attempts.map(() => 404));
  const still = await owner.get(`/api/documents/${doc.id}`);
  expect(still.body).toMatchObject({ version: 2, title: doc.title });
  expect((await intruder.get("/api/documents")).body).toEqual([]);
});
