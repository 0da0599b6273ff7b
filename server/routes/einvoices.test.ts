// Over HTTP: GET /api/documents/:id/export/{ubl,cii,xrechnung,facturx}. The XML passes
// the official rules (../shared/einvoice-validation beside the repository; skipped, saying so,
// without it); the Factur-X PDF is checked with poppler and qpdf as its README says.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { HAS_VALIDATION, loadValidator } from "../../test/einvoice-validation";
import { pdfToolsAvailable } from "../../test/pdf-tools";
import { SCENARIOS, GERMAN_GMBH_PROFILE_BODY as PROFILE } from "../doc-types/invoice/scenarios";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());


const binary = (res: { body: unknown }) => res.body as Buffer;
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: "utf8" });

describe("e-invoice exports", () => {
  test("an invoice in all four formats; Factur-X is a PDF/A-3 carrying the CII as factur-x.xml", { timeout: 180_000 }, async () => {
    const agent = await t.proUser("einvoice@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const scenario = SCENARIOS.find((s) => s.name.includes("19% and 7%"))!;
    const created = await agent.post("/api/invoices").send(scenario.input);
    expect(created.status).toBe(201);
    const id = created.body.documentId as string;
    expect(id).toBe(created.body.document.id);

    const xml: Record<string, string> = {};
    for (const format of ["ubl", "cii", "xrechnung"]) {
      const res = await asBuffer(agent.get(`/api/documents/${id}/export/${format}`));
      expect(res.status, format).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/xml/);
      expect(res.headers["content-disposition"]).toContain(`.xml`);
      xml[format] = binary(res).toString("utf8");
    }
    expect(xml.ubl).toContain("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0");

    const pdf = await asBuffer(agent.get(`/api/documents/${id}/export/facturx`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    if (!pdfToolsAvailable("the Factur-X PDF's inspection (poppler, qpdf)")) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facturx-"));
    const file = path.join(dir, "invoice.pdf");
    fs.writeFileSync(file, binary(pdf));
    const listed = run("pdfdetach", ["-list", file]);
    const entry = /^(\d+): factur-x\.xml$/m.exec(listed);
    expect(entry, listed).not.toBeNull();
    run("pdfdetach", ["-save", entry![1]!, "-o", path.join(dir, "factur-x.xml"), file]);
    const embedded = fs.readFileSync(path.join(dir, "factur-x.xml"), "utf8");
    expect(embedded).toBe(xml.cii);
    // A two-line invoice prints on one page.
    expect(run("pdfinfo", [file])).toMatch(/^Pages:\s+1$/m);
    const meta = run("pdfinfo", ["-meta", file]);
    expect(meta).toMatch(/pdfaid:part\D*3/);
    expect(meta).toMatch(/pdfaid:conformance[^A-Z]*B/);
    expect(meta).toContain("urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#");
    // The XMP's conformance level and the XML's guideline ID (BT-24) name the same profile: EN 16931.
    expect(meta).toMatch(/ConformanceLevel>EN 16931</);
    expect(embedded).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/);
    expect(embedded).not.toContain("peppol");
    run("qpdf", ["--check", file]);
    const fonts = run("pdffonts", [file]).split("\n").slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name, type, encoding, emb, sub, uni, object, ID: "emb" is the fifth from the end.
    for (const line of fonts) {
      const columns = line.trim().split(/\s+/);
      expect(columns[columns.length - 5], line).toBe("yes");
    }
    expect(binary(pdf).toString("latin1")).toMatch(/\/AFRelationship\s*\/Alternative/);
    expect(binary(pdf).toString("latin1")).toContain("/OutputIntents");
    fs.rmSync(dir, { recursive: true, force: true });

    if (HAS_VALIDATION) {
      const validate = await loadValidator();
      const fatal = async (rules: string, x: string) => (await validate(rules, x)).fatal.map((f) => f.id);
      expect(await fatal("peppol-ubl", xml.ubl!)).toEqual([]);
      expect(await fatal("en16931-ubl", xml.ubl!)).toEqual([]);
      expect(await fatal("en16931-cii", xml.cii!)).toEqual([]);
      expect(await fatal("en16931-cii", embedded)).toEqual([]);
      expect(await fatal("xrechnung-ubl", xml.xrechnung!)).toEqual([]);
    }
  });

  test("quotes and receipts have none; XRechnung names what it lacks; legacy invoices need rates", async () => {
    const agent = await t.proUser("einvoice-refused@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const line = { description: "x", quantity: 1, unitPrice: 1_000, vatRate: 19 };
    const quote = await agent.post("/api/invoices").send({ type: "quote", clientName: "C", clientCountry: "DE", items: [line] });
    const res = await agent.get(`/api/documents/${quote.body.documentId}/export/ubl`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "format", message: "A quote has no e-invoice: only invoices and credit notes have one" }]);
    const receipt = await agent.post("/api/invoices").send({ type: "receipt", clientName: "C", clientCountry: "DE", items: [line] });
    const r = await agent.get(`/api/documents/${receipt.body.documentId}/export/facturx`);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: "format", message: "A receipt has no e-invoice: only invoices and credit notes have one" }]);
    // A credit note has its e-invoices, as an invoice does.
    const credit = SCENARIOS.find((s) => s.kind === "credit_note")!;
    const cn = await agent.post("/api/invoices").send(credit.input);
    expect(cn.status).toBe(201);
    const cnUbl = await asBuffer(agent.get(`/api/documents/${cn.body.documentId}/export/ubl`));
    expect(cnUbl.status).toBe(200);
    expect(binary(cnUbl).toString("utf8")).toContain("<cbc:ID>INV-0001</cbc:ID>");
    const inv = await agent.post("/api/invoices").send({ clientName: "C", clientEmail: "c@c.example", clientCountry: "DE", clientAddress: "Hauptstraße 5\n10115 Berlin", items: [line] });
    const x = await agent.get(`/api/documents/${inv.body.documentId}/export/xrechnung`);
    expect(x.status).toBe(400);
    expect(x.body.errors).toEqual([{ path: "buyerReference", message: "XRechnung needs the buyer reference (the Leitweg-ID of a German public body)" }]);
    const legacy = await agent.post("/api/invoices").send({ clientName: "C", clientCountry: "DE", taxAmount: 100, items: [{ description: "x", quantity: 1, unitPrice: 1_000 }] });
    const l = await agent.get(`/api/documents/${legacy.body.documentId}/export/cii`);
    expect(l.status).toBe(400);
    expect(l.body.errors[0].path).toBe("items");
    expect((await agent.get(`/api/documents/${inv.body.documentId}/export/zugferd`)).status).toBe(404);
  });

  test("Peppol UBL needs a buyer reference or a purchase order reference (PEPPOL-EN16931-R003): the order reference alone passes, neither is a 400", { timeout: 120_000 }, async () => {
    const agent = await t.proUser("einvoice-peppol-reference@example.com");
    expect((await agent.post("/api/business-profiles").send(PROFILE)).status).toBe(201);
    const unreferenced = (name: string) => {
      const { buyerReference: _reference, ...input } = SCENARIOS.find((s) => s.name.includes(name))!.input;
      return input;
    };
    const exportUbl = async (body: object) => {
      const created = await agent.post("/api/invoices").send(body);
      expect(created.status).toBe(201);
      return asBuffer(agent.get(`/api/documents/${created.body.documentId}/export/ubl`));
    };

    // A German seller, a French buyer: the purchase order reference (BT-13) is enough.
    const withOrder = await exportUbl({ ...unreferenced("DE→FR reverse charge"), purchaseOrderReference: "PO-4711" });
    expect(withOrder.status).toBe(200);
    const xml = binary(withOrder).toString("utf8");
    expect(xml).toMatch(/<cac:OrderReference>\s*<cbc:ID>PO-4711<\/cbc:ID>/);
    expect(xml).not.toContain("<cbc:BuyerReference>");
    if (HAS_VALIDATION) {
      const validate = await loadValidator();
      for (const rules of ["peppol-ubl", "en16931-ubl"]) expect((await validate(rules, xml)).fatal.map((f) => f.id), rules).toEqual([]);
    }

    // Neither reference: refused, naming buyerReference.
    const without = await exportUbl(unreferenced("DE→FR reverse charge"));
    expect(without.status).toBe(400);
    expect(JSON.parse(binary(without).toString("utf8")).errors).toEqual([
      { path: "buyerReference", message: "Peppol UBL needs the buyer reference or the purchase order reference (the reference your client asked you to quote)" },
    ]);

    // Two German parties: Peppol's German rules want the buyer reference itself (DE-R-015).
    const german = await exportUbl({ ...unreferenced("19% and 7%"), purchaseOrderReference: "PO-4712" });
    expect(german.status).toBe(400);
    expect(JSON.parse(binary(german).toString("utf8")).errors).toEqual([
      { path: "buyerReference", message: "Peppol UBL between two German parties needs the buyer reference (the Leitweg-ID or the reference your client gave you; DE-R-015)" },
    ]);
  });
  test("over HTTP: a German seller without a phone gets a 400 naming it for Peppol UBL to a German client; a credit note's CII and Factur-X carry the invoice it corrects (BT-25, BT-26)", { timeout: 180_000 }, async () => {
    const agent = await t.proUser("einvoice-national@example.com");
    const { phone: _phone, ...noPhone } = PROFILE;
    expect((await agent.post("/api/business-profiles").send(noPhone)).status).toBe(201);
    const domestic = SCENARIOS.find((s) => s.name.includes("19% and 7%"))!;
    const invoice = await agent.post("/api/invoices").send(domestic.input);
    expect(invoice.status).toBe(201);
    const ubl = await agent.get(`/api/documents/${invoice.body.documentId}/export/ubl`);
    expect(ubl.status).toBe(400);
    expect(ubl.body.errors).toEqual([{ path: "businessProfile.phone", message: expect.stringContaining("DE-R-006") }]);
    expect(ubl.body.errors[0].message).toContain("phone number");

    const credit = SCENARIOS.find((s) => s.kind === "credit_note")!;
    const cn = await agent.post("/api/invoices").send(credit.input);
    expect(cn.status).toBe(201);
    const cii = await asBuffer(agent.get(`/api/documents/${cn.body.documentId}/export/cii`));
    expect(cii.status).toBe(200);
    const xml = binary(cii).toString("utf8");
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-0001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261120<\/qdt:DateTimeString>/);
    if (HAS_VALIDATION) expect((await (await loadValidator())("en16931-cii", xml)).fatal.map((f) => f.id)).toEqual([]);
    const facturx = await asBuffer(agent.get(`/api/documents/${cn.body.documentId}/export/facturx`));
    expect(facturx.status).toBe(200);
    if (!pdfToolsAvailable("the Factur-X PDF's attachment (poppler)")) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "facturx-credit-"));
    const file = path.join(dir, "credit.pdf");
    fs.writeFileSync(file, binary(facturx));
    const entry = /^(\d+): factur-x\.xml$/m.exec(run("pdfdetach", ["-list", file]));
    run("pdfdetach", ["-save", entry![1]!, "-o", path.join(dir, "factur-x.xml"), file]);
    expect(fs.readFileSync(path.join(dir, "factur-x.xml"), "utf8")).toBe(xml);
  });
});
