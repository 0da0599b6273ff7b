// Invoice numbers: each business profile numbers its own invoices, quotes, receipts and credit
// notes (the user's own sequence numbers what has no profile); a number is taken when a document
// is finalized, never by a draft; finalizing several at once gives consecutive numbers; the owner
// sets a sequence's prefix and next number, never back to a number already taken.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

const GMBH = {
  name: "Muster Software GmbH",
  entityType: "gmbh",
  country: "DE",
  registeredOffice: "München",
  registerCourt: "Amtsgericht München",
  registrationNumber: "HRB 123456",
  managingDirectors: "Erika Mustermann",
  email: "rechnung@muster.example",
  currency: "EUR",
};
const SAS = { name: "Atelier Lumière SAS", entityType: "sas", country: "FR", registrationNumber: "552 100 554", email: "factures@atelier.example", currency: "EUR" };

const profile = async (agent: Agent, body: Record<string, unknown>) => {
  const res = await agent.post("/api/business-profiles").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

const body = (businessProfileId: string | null, extra: Record<string, unknown> = {}) => ({
  type: "invoice",
  clientName: "Exemple SARL",
  clientEmail: "compta@exemple.example",
  items: [{ description: "Conseil", quantity: 1, unitPrice: 100_000 }],
  businessProfileId,
  ...extra,
});

interface Created {
  id: string;
  number: string | null;
  document: { id: string; title: string; content: string; version: number };
}
const create = async (agent: Agent, payload: Record<string, unknown>, status?: "draft"): Promise<Created> => {
  const res = await agent.post(`/api/invoices${status ? "?status=draft" : ""}`).send(payload);
  expect(res.status, res.text).toBe(201);
  return res.body as Created;
};
const numberOf = async (agent: Agent, documentId: string) =>
  ((await agent.get("/api/invoices")).body as { documentId: string; number: string | null }[]).find((i) => i.documentId === documentId)?.number;

describe("numbers per business profile", () => {
  test("a GmbH and a SAS of one user each start at INV-0001, and so does the user's own sequence", async () => {
    const agent = await t.proUser("two-profiles@numbering.test");
    const gmbh = await profile(agent, GMBH);
    const sas = await profile(agent, SAS);
    expect((await create(agent, body(gmbh))).number).toBe("INV-0001");
    expect((await create(agent, body(gmbh))).number).toBe("INV-0002");
    expect((await create(agent, body(sas))).number).toBe("INV-0001");
    expect((await create(agent, body(sas, { type: "quote" }))).number).toBe("QUO-0001");
    expect((await create(agent, body(null))).number).toBe("INV-0001");
    expect((await create(agent, body(sas))).number).toBe("INV-0002");
    // Another user's profiles and sequences are their own.
    const other = await t.proUser("other@numbering.test");
    expect((await create(other, body(await profile(other, SAS)))).number).toBe("INV-0001");
  });

  test("a draft takes no number; finalizing it takes the next one and renders it as its next version", async () => {
    const agent = await t.proUser("drafts@numbering.test");
    const sas = await profile(agent, SAS);
    const draft = await create(agent, body(sas), "draft");
    expect(draft.number).toBeNull();
    expect(draft.document.title).toBe("Invoice (draft) — Exemple SARL");
    expect(draft.document.content).toContain("Draft (numbered when finalized)");
    expect(draft.document.content).not.toContain("INV-");
    // The draft used no number: the next final invoice is the first.
    expect((await create(agent, body(sas))).number).toBe("INV-0001");

    const finalized = await agent.patch(`/api/documents/${draft.document.id}`).send({ status: "final" });
    expect(finalized.status, finalized.text).toBe(200);
    expect(finalized.body).toMatchObject({ status: "final", version: 2, title: "Invoice INV-0002 — Exemple SARL" });
    expect(finalized.body.content).toContain("INV-0002");
    expect(finalized.body.content).not.toContain("Draft (numbered when finalized)");
    expect(await numberOf(agent, draft.document.id)).toBe("INV-0002");
    // Finalizing again changes nothing and takes no number.
    expect((await agent.patch(`/api/documents/${draft.document.id}`).send({ status: "final" })).body.version).toBe(2);
    expect((await create(agent, body(sas))).number).toBe("INV-0003");

    // Its draft text is history: restoring it would drop the number.
    const restore = await agent.post(`/api/documents/${draft.document.id}/versions/1/restore`).send({});
    expect(restore.status, restore.text).toBe(409);
    expect(restore.body.message).toContain("numbered INV-0002");
    // An edit keeps the number; moving it to another business is refused (the number is the SAS's).
    const edited = await agent.put(`/api/documents/${draft.document.id}/input`).send(body(sas, { notes: "Merci" }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.content).toContain("INV-0002");
    const moved = await agent.put(`/api/documents/${draft.document.id}/input`).send(body(null));
    expect(moved.status, moved.text).toBe(400);
    expect(moved.body.errors[0].path).toBe("businessProfileId");
    expect(await numberOf(agent, draft.document.id)).toBe("INV-0002");

    // A duplicate is a draft: no number until it is finalized.
    const copy = await agent.post(`/api/documents/${draft.document.id}/duplicate`).send({});
    expect(copy.status, copy.text).toBe(201);
    expect(await numberOf(agent, copy.body.id)).toBeNull();
    // Its e-invoice waits for its number.
    const xml = await agent.get(`/api/documents/${copy.body.id}/export/cii`);
    expect(xml.status, xml.text).toBe(409);
    expect(xml.body.message).toBe("A draft has no invoice number yet: finalize it to export its e-invoice.");
  });

  test("drafts finalized at the same time get consecutive numbers, none twice and none skipped", async () => {
    const agent = await t.proUser("concurrent@numbering.test");
    const sas = await profile(agent, SAS);
    const drafts = await Promise.all(Array.from({ length: 6 }, () => create(agent, body(sas), "draft")));
    const results = await Promise.all(drafts.map((d) => agent.patch(`/api/documents/${d.document.id}`).send({ status: "final" })));
    for (const r of results) expect(r.status, r.text).toBe(200);
    const numbers = await Promise.all(drafts.map((d) => numberOf(agent, d.document.id)));
    expect([...numbers].sort()).toEqual(["INV-0001", "INV-0002", "INV-0003", "INV-0004", "INV-0005", "INV-0006"]);
  });
});

describe("GET and PATCH /api/business-profiles/:id/numbering", () => {
  test("a profile's prefix and next number are the owner's to set, never back to a number taken", async () => {
    const agent = await t.proUser("settings@numbering.test");
    const sas = await profile(agent, SAS);
    const fresh = await agent.get(`/api/business-profiles/${sas}/numbering`);
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.invoice).toEqual({ prefix: "INV-", nextNumber: 1, lastNumber: 0, nextFormatted: "INV-0001" });
    expect(fresh.body.credit_note).toEqual({ prefix: "CN-", nextNumber: 1, lastNumber: 0, nextFormatted: "CN-0001" });

    const set = await agent.patch(`/api/business-profiles/${sas}/numbering`).send({ invoice: { prefix: "FA-2026-", nextNumber: 42 } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.invoice).toEqual({ prefix: "FA-2026-", nextNumber: 42, lastNumber: 41, nextFormatted: "FA-2026-0042" });
    expect((await create(agent, body(sas))).number).toBe("FA-2026-0042");
    expect((await create(agent, body(sas))).number).toBe("FA-2026-0043");

    // Back to a number taken: 400 naming the field, and nothing changes (the quote's prefix neither).
    const back = await agent.patch(`/api/business-profiles/${sas}/numbering`).send({ quote: { prefix: "DEV-" }, invoice: { nextNumber: 43 } });
    expect(back.status, back.text).toBe(400);
    expect(back.body.errors).toEqual([{ path: "invoice.nextNumber", message: "Next number must be greater than 43: FA-2026-0043 is already taken in this sequence" }]);
    const after = (await agent.get(`/api/business-profiles/${sas}/numbering`)).body;
    expect(after.quote.prefix).toBe("QUO-");
    expect(after.invoice.nextNumber).toBe(44);
    // Skipping ahead is allowed.
    expect((await agent.patch(`/api/business-profiles/${sas}/numbering`).send({ invoice: { nextNumber: 100 } })).status).toBe(200);
    expect((await create(agent, body(sas))).number).toBe("FA-2026-0100");

    for (const [payload, path] of [
      [{ invoice: { prefix: "<b>" } }, "invoice.prefix"],
      [{ invoice: { prefix: "A".repeat(21) } }, "invoice.prefix"],
      [{ invoice: { nextNumber: 0 } }, "invoice.nextNumber"],
      [{ invoice: { nextNumber: 1.5 } }, "invoice.nextNumber"],
      [{ invoice: { nextNumber: "7" } }, "invoice.nextNumber"],
      [{ invoice: { start: 1 } }, "invoice"],
      [{ invoice: {} }, "invoice"],
      [{ bill: {} }, ""],
    ] as const) {
      const res = await agent.patch(`/api/business-profiles/${sas}/numbering`).send(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errors[0].path, JSON.stringify(payload)).toBe(path);
    }
    // Another user's profile is not found.
    const stranger = await t.proUser("stranger@numbering.test");
    expect((await stranger.get(`/api/business-profiles/${sas}/numbering`)).status).toBe(404);
    expect((await stranger.patch(`/api/business-profiles/${sas}/numbering`).send({ invoice: { nextNumber: 500 } })).status).toBe(404);
    expect((await agent.get(`/api/business-profiles/${sas}/numbering`)).body.invoice.nextNumber).toBe(101);
  });
});
