// Over HTTP: an invoice's and credit note's answers carry `eInvoice`, each format's readiness, from
// the checks its export refuses with: a ready format exports (200), one that is not answers 400
// naming the first field its readiness lists. Complete and incomplete profiles and invoices, a
// draft edited until it is ready, then finalized and exported.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { E_INVOICE_FORMATS, type TEInvoiceReadiness } from "../../shared/doc-types/invoice/e-invoice";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { SCENARIOS, GERMAN_GMBH_PROFILE_BODY as PROFILE } from "../doc-types/invoice/scenarios";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());


const domestic = SCENARIOS.find((s) => s.name.includes("19% and 7%"))!.input;
type Agent = Awaited<ReturnType<TestApp["proUser"]>>;

/** Every format exported: a ready one is a file, one that is not a 400 naming its first missing field. */
async function expectExportsMatch(agent: Agent, documentId: string, readiness: TEInvoiceReadiness) {
  for (const format of E_INVOICE_FORMATS) {
    const res = await asBuffer(agent.get(`/api/documents/${documentId}/export/${format}`));
    const { ready, missing } = readiness[format];
    if (ready) {
      expect(res.status, format).toBe(200);
      expect(missing, format).toEqual([]);
    } else {
      expect(res.status, format).toBe(400);
      const errors = JSON.parse((res.body as Buffer).toString("utf8")).errors as { path: string; message: string }[];
      expect(errors.map((e) => e.path), format).toEqual([missing[0]]);
    }
  }
}

describe("e-invoice readiness", () => {
  test("a complete profile and invoice: every format ready in the create and GET answers, and every export is a file", { timeout: 180_000 }, async () => {
    const agent = await t.proUser("readiness-complete@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const created = await agent.post("/api/invoices").send(domestic);
    expect(created.status).toBe(201);
    const ready = { ready: true, missing: [] };
    expect(created.body.eInvoice).toEqual({ ubl: ready, cii: ready, xrechnung: ready, facturx: ready });
    expect(created.body.document.eInvoice).toEqual(created.body.eInvoice);
    const got = await agent.get(`/api/documents/${created.body.documentId}`);
    expect(got.body.eInvoice).toEqual(created.body.eInvoice);
    await expectExportsMatch(agent, created.body.documentId, got.body.eInvoice);
  });

  test("a German seller without a phone, an invoice without buyer reference or client e-mail: each format lists what it lacks, and its export names the same field", { timeout: 180_000 }, async () => {
    const agent = await t.proUser("readiness-incomplete@example.com");
    const { phone: _phone, ...noPhone } = PROFILE;
    expect((await agent.post("/api/business-profiles").send(noPhone)).status).toBe(201);
    const { buyerReference: _reference, clientEmail: _email, ...bare } = domestic;
    const created = await agent.post("/api/invoices").send(bare);
    expect(created.status).toBe(201);
    const got = await agent.get(`/api/documents/${created.body.documentId}`);
    const readiness = got.body.eInvoice as TEInvoiceReadiness;
    expect(readiness.xrechnung).toEqual({ ready: false, missing: ["clientEmail", "buyerReference", "businessProfile.phone"] });
    // Peppol UBL between two German parties: the buyer reference (DE-R-015) and the seller's phone (DE-R-006).
    expect(readiness.ubl).toEqual({ ready: false, missing: ["buyerReference", "businessProfile.phone"] });
    expect(readiness.cii).toEqual({ ready: true, missing: [] });
    expect(readiness.facturx).toEqual({ ready: true, missing: [] });
    expect(created.body.eInvoice).toEqual(readiness);
    await expectExportsMatch(agent, created.body.documentId, readiness);
  });

  test("no business profile: every format needs one, and the export says so", async () => {
    const agent = await t.proUser("readiness-no-profile@example.com");
    const created = await agent.post("/api/invoices").send(domestic);
    expect(created.status).toBe(201);
    for (const format of E_INVOICE_FORMATS) expect(created.body.eInvoice[format], format).toEqual({ ready: false, missing: ["businessProfile"] });
    const res = await agent.get(`/api/documents/${created.body.documentId}/export/cii`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "businessProfile", message: expect.stringContaining("business profile") }]);
  });

  test("a draft: its readiness follows each edit; once ready and finalized, XRechnung exports", { timeout: 120_000 }, async () => {
    const agent = await t.proUser("readiness-draft@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const { buyerReference: _reference, ...noReference } = domestic;
    const draft = await agent.post("/api/invoices?status=draft").send(noReference);
    expect(draft.status).toBe(201);
    expect(draft.body.number).toBeNull();
    expect(draft.body.eInvoice.xrechnung).toEqual({ ready: false, missing: ["buyerReference"] });
    const id = draft.body.documentId as string;

    const edited = await agent.put(`/api/documents/${id}/input`).send({ ...noReference, type: "invoice", buyerReference: "04011000-12345-67" });
    expect(edited.status).toBe(200);
    expect(edited.body.eInvoice.xrechnung).toEqual({ ready: true, missing: [] });
    // A draft has no number yet: its export waits for the finalize.
    expect((await agent.get(`/api/documents/${id}/export/xrechnung`)).status).toBe(409);
    const final = await agent.patch(`/api/documents/${id}`).send({ status: "final" });
    expect(final.status).toBe(200);
    expect(final.body.eInvoice.xrechnung).toEqual({ ready: true, missing: [] });
    expect((await asBuffer(agent.get(`/api/documents/${id}/export/xrechnung`))).status).toBe(200);
  });

  test("a credit note carries its readiness; a quote and a receipt carry none", async () => {
    const agent = await t.proUser("readiness-kinds@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const credit = SCENARIOS.find((s) => s.kind === "credit_note")!;
    const cn = await agent.post("/api/invoices").send(credit.input);
    expect(cn.status).toBe(201);
    expect((await agent.get(`/api/documents/${cn.body.documentId}`)).body.eInvoice.cii).toEqual({ ready: true, missing: [] });
    for (const type of ["quote", "receipt"]) {
      const other = await agent.post("/api/invoices").send({ ...domestic, type });
      expect(other.status, type).toBe(201);
      expect(other.body.eInvoice, type).toBeUndefined();
      expect((await agent.get(`/api/documents/${other.body.documentId}`)).body.eInvoice, type).toBeUndefined();
    }
  });
});
