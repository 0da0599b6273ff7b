// Each scenario's e-invoices against the official rules (EN 16931 for UBL and
// CII, Peppol BIS 3, XRechnung 3), compiled for Node in ../shared/einvoice-validation beside the
// repository. Without it (a clone without ../shared) these tests are skipped, saying why.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { ZInvoiceRequestSchema } from "../../../shared/doc-types";
import { GENERATED_AT, ISSUER } from "../../../test/rendered";
import { addressParts, buildEInvoice, decimalOf, eInvoiceData, type EInvoiceFormat } from "./einvoice";
import { HAS_VALIDATION, loadValidator } from "../../../test/einvoice-validation";
import { xmlTexts } from "../../../test/xml-text";
import { SCENARIOS } from "./scenarios";
import { UK_WORDING, type InvoiceContext } from "./template";

const scenarioContext = (s: (typeof SCENARIOS)[number]): InvoiceContext => ({
  generatedAt: GENERATED_AT,
  createdAt: GENERATED_AT,
  number: s.kind === "credit_note" ? "CN-0001" : "INV-0001",
  issuer: ISSUER,
  business: s.business,
});

const RULES: Record<Exclude<EInvoiceFormat, "facturx">, string[]> = {
  ubl: ["peppol-ubl", "en16931-ubl"],
  cii: ["en16931-cii"],
  xrechnung: ["xrechnung-ubl"],
};

const fatalOf = (found: { fatal: { id: string; text: string }[] }) => found.fatal.map((f) => `${f.id}: ${f.text.trim()}`);

describe.skipIf(!HAS_VALIDATION)("e-invoices pass the official rules", () => {
  for (const s of SCENARIOS) {
    for (const format of ["ubl", "cii", "xrechnung"] as const) {
      test(`${s.name}: ${format} has 0 fatal rules under ${RULES[format].join(" and ")}`, { timeout: 120_000 }, async () => {
        const validate = await loadValidator();
        const input = ZInvoiceRequestSchema.parse({ type: s.kind, ...s.input });
        const { body } = await buildEInvoice(input, scenarioContext(s), format);
        const xml = body.toString("utf8");
        for (const ruleset of RULES[format]) expect(fatalOf(await validate(ruleset, xml)), ruleset).toEqual([]);
      });
    }
  }
});

/** A blank one-page PDF: what Factur-X wraps here (the HTTP test wraps the printed invoice). */
const blankPdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
};

/** The file a PDF carries under `name` in its EmbeddedFiles name tree, decoded. */
async function attachment(pdf: Buffer, name: string): Promise<string | undefined> {
  const doc = await PDFDocument.load(pdf);
  const names = doc.catalog.lookup(PDFName.of("Names"), PDFDict);
  const files = names.lookup(PDFName.of("EmbeddedFiles"), PDFDict);
  const list = files.lookup(PDFName.of("Names"), PDFArray);
  for (let i = 0; i < list.size(); i += 2) {
    const key = list.lookup(i);
    if (!(key instanceof PDFString || key instanceof PDFHexString) || key.decodeText() !== name) continue;
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of("EF"), PDFDict).lookup(PDFName.of("F"));
    if (!(stream instanceof PDFRawStream)) return undefined;
    return Buffer.from(decodePDFRawStream(stream).decode()).toString("utf8");
  }
  return undefined;
}

describe.skipIf(!HAS_VALIDATION)("Factur-X: the XML inside passes EN 16931 (CII) for every scenario", () => {
  for (const s of SCENARIOS) {
    test(`${s.name}: factur-x.xml equals the CII export and has 0 fatal rules under en16931-cii`, { timeout: 120_000 }, async () => {
      const validate = await loadValidator();
      const input = ZInvoiceRequestSchema.parse({ type: s.kind, ...s.input });
      const cii = (await buildEInvoice(input, scenarioContext(s), "cii")).body.toString("utf8");
      const { body, contentType } = await buildEInvoice(input, scenarioContext(s), "facturx", blankPdf);
      expect(contentType).toBe("application/pdf");
      // PDF/A-3's colour: an sRGB output intent with its ICC profile.
      const intent = (await PDFDocument.load(body)).catalog.lookup(PDFName.of("OutputIntents"), PDFArray).lookup(0, PDFDict);
      expect(intent.lookup(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
      expect(intent.lookup(PDFName.of("OutputConditionIdentifier"), PDFString).decodeText()).toBe("sRGB");
      expect(intent.lookup(PDFName.of("DestOutputProfile"))).toBeInstanceOf(PDFRawStream);
      const embedded = await attachment(body, "factur-x.xml");
      expect(embedded).toBe(cii);
      // Factur-X's EN 16931 profile (the XMP's conformance level "EN 16931"): its guideline ID
      // (BT-24) is EN 16931's own, and it is no Peppol document (no Peppol business process, BT-23).
      expect(embedded).toMatch(/<ram:GuidelineSpecifiedDocumentContextParameter>\s*<ram:ID>urn:cen\.eu:en16931:2017<\/ram:ID>/);
      expect(embedded).not.toContain("peppol");
      expect(embedded).not.toContain("BusinessProcessSpecifiedDocumentContextParameter");
      expect(fatalOf(await validate("en16931-cii", embedded!))).toEqual([]);
    });
  }
});

test.skipIf(HAS_VALIDATION)("e-invoice validation skipped: ../shared/einvoice-validation is absent beside the repository", () => {});

describe("the mapping", () => {
  test("amounts, addresses, the Peppol customization and the missing fields", async () => {
    expect(decimalOf(12_345)).toBe("123.45");
    expect(decimalOf(5)).toBe("0.05");
    expect(addressParts(["Hauptstraße 5", "10115 Berlin"])).toMatchObject({ street: "Hauptstraße 5", postalCode: "10115", city: "Berlin" });
    expect(addressParts(["1 Market Street", "Manchester M1 1AA"])).toMatchObject({ street: "1 Market Street", city: "Manchester", postalCode: "M1 1AA" });
    expect(addressParts(["500 Market Street", "San Francisco, CA 94105"])).toMatchObject({ city: "San Francisco", region: "CA", postalCode: "94105" });
    expect(addressParts(["Damrak 1", "1012 LG Amsterdam"])).toMatchObject({ street: "Damrak 1", postalCode: "1012 LG", city: "Amsterdam" });
    const s = SCENARIOS[0]!;
    const input = ZInvoiceRequestSchema.parse({ type: s.kind, ...s.input });
    const ubl = (await buildEInvoice(input, scenarioContext(s), "ubl")).body.toString();
    expect(ubl).toContain("<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>");
    const x = (await buildEInvoice(input, scenarioContext(s), "xrechnung")).body.toString();
    expect(x).toContain("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    const missing = (over: object, format: EInvoiceFormat, from = s) => {
      try {
        eInvoiceData(ZInvoiceRequestSchema.parse({ ...from.input, ...over }), scenarioContext(from), format);
        return undefined;
      } catch (err) {
        return (err as { errors?: { path: string }[] }).errors?.[0]?.path;
      }
    };
    expect(missing({ buyerReference: undefined }, "xrechnung")).toBe("buyerReference");
    // Peppol: a buyer reference or the purchase order reference (PEPPOL-EN16931-R003); between two
    // German parties the buyer reference itself (DE-R-015).
    const toFrance = { clientCountry: "FR", clientVatId: "FR12345678901" };
    expect(missing({ ...toFrance, buyerReference: undefined }, "ubl")).toBe("buyerReference");
    expect(missing({ ...toFrance, buyerReference: undefined, purchaseOrderReference: "PO-4711" }, "ubl")).toBeUndefined();
    expect(missing({ buyerReference: undefined, purchaseOrderReference: "PO-4711" }, "ubl")).toBe("buyerReference");
    expect(missing({ buyerReference: undefined }, "cii")).toBeUndefined();
    expect(missing({ clientCountry: undefined }, "cii")).toBe("clientCountry");
    expect(missing({ clientEmail: undefined }, "xrechnung")).toBe("clientEmail");
    expect(missing({ clientVatId: undefined }, "ubl")).toBe("clientVatId");
    expect(missing({ items: [{ description: "x", quantity: 1, unitPrice: 1 }] }, "cii")).toBe("items");
    // Two rules of EN 16931 a printed invoice need not follow: an intra-community supply states its
    // date (BR-IC-11); lines not subject to VAT stand alone (BR-O-11).
    expect(missing({ items: [{ description: "Goods", quantity: 1, unitPrice: 100, vatCategory: "K" }], supplyDate: undefined }, "cii")).toBe("supplyDate");
    const withO = [{ description: "x", quantity: 1, unitPrice: 100, vatRate: 19 }, { description: "y", quantity: 1, unitPrice: 100, vatCategory: "O" }];
    expect(missing({ exemptionReason: "Nicht steuerbar", items: withO }, "ubl")).toBe("items");
    // A mixed invoice gives each VAT breakdown its own words (BT-120): the reason to the exempt
    // group, the reverse-charge wording to the reverse-charged one.
    const mixed = SCENARIOS.find((m) => m.name.includes("mixing reverse-charged"))!;
    const mixedUbl = (await buildEInvoice(ZInvoiceRequestSchema.parse(mixed.input), scenarioContext(mixed), "ubl")).body.toString();
    const groups = mixedUbl.split("<cac:TaxSubtotal>").slice(1);
    const reasons = groups.map((g) => [/<cbc:ID>(\w+)<\/cbc:ID>/.exec(g)?.[1], /<cbc:TaxExemptionReason>([^<]*)</.exec(g)?.[1]]).sort();
    expect(reasons).toEqual([
      ["AE", "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC)"],
      ["E", mixed.input.exemptionReason],
    ]);
    // A UK issuer's exemption reason (BT-120) is the UK wording the invoice prints (exemptionTexts).
    for (const [name, words] of [
      ["UK export of goods", UK_WORDING.export],
      ["UK consultancy's services", UK_WORDING.outsideScope],
    ] as const) {
      const uk = SCENARIOS.find((m) => m.name.includes(name))!;
      const ukUbl = (await buildEInvoice(ZInvoiceRequestSchema.parse(uk.input), scenarioContext(uk), "ubl")).body.toString();
      expect(/<cbc:TaxExemptionReason>([^<]*)</.exec(ukUbl)?.[1], name).toBe(words);
      expect(ukUbl).not.toContain("Directive");
      expect(ukUbl).not.toContain("Article 146");
    }
    // The e-invoice's payment means are the bank details the invoice prints for its currency: a UK
    // sort code and account in pounds, not on a US-dollar invoice.
    const uk = SCENARIOS.find((m) => m.name.includes("UK invoice at 20%"))!;
    const inPounds = (await buildEInvoice(ZInvoiceRequestSchema.parse(uk.input), scenarioContext(uk), "ubl")).body.toString();
    expect(inPounds).toMatch(/<cbc:PaymentMeansCode>30<\/cbc:PaymentMeansCode>[\s\S]*<cbc:ID>12345678<\/cbc:ID>[\s\S]*<cbc:ID>123456<\/cbc:ID>/);
    const inDollars = (await buildEInvoice(ZInvoiceRequestSchema.parse({ ...uk.input, currency: "USD" }), scenarioContext(uk), "ubl")).body.toString();
    expect(inDollars).not.toContain("<cac:PaymentMeans>");
    expect(inDollars).not.toContain("<cbc:ID>12345678</cbc:ID>");
    expect(missing({ ...uk.input, currency: "USD" }, "xrechnung", uk)).toBe("businessProfile.bank");
    // A standard-rated invoice carries no exemption reason, in its notes or its VAT breakdown.
    const standard = eInvoiceData(ZInvoiceRequestSchema.parse({ ...s.input, exemptionReason: "Not applicable here" }), scenarioContext(s), "cii");
    expect(JSON.stringify(standard)).not.toContain("Not applicable here");
  });
});

test("Factur-X keeps the purchase order reference (BT-13) and CII a credit note's preceding invoice (BT-25), as the PDF prints them", { timeout: 120_000 }, async () => {
  const credit = SCENARIOS.find((m) => m.kind === "credit_note")!;
  const input = ZInvoiceRequestSchema.parse({ type: "credit_note", ...credit.input, purchaseOrderReference: "PO-4711", paymentTerms: "Net 30" });
  const cii = (await buildEInvoice(input, scenarioContext(credit), "cii")).body.toString("utf8");
  const facturX = await attachment((await buildEInvoice(input, scenarioContext(credit), "facturx", blankPdf)).body, "factur-x.xml");
  // The same XML, each element in the place the CII schema gives it.
  expect(facturX).toBe(cii);
  expect(cii).toMatch(/<\/ram:BuyerTradeParty>\s*<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-4711<\/ram:IssuerAssignedID>\s*<\/ram:BuyerOrderReferencedDocument>\s*<\/ram:ApplicableHeaderTradeAgreement>/);
  expect(cii).toMatch(
    /<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>\s*<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-0001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261120<\/qdt:DateTimeString>\s*<\/ram:FormattedIssueDateTime>\s*<\/ram:InvoiceReferencedDocument>\s*<\/ram:ApplicableHeaderTradeSettlement>/,
  );
  // A credit note prints no payment terms, only how the credit is settled, and its XML says the same.
  expect(cii).not.toContain("Net 30");
  expect(cii).toContain("The credited amount will be refunded or set against amounts due.");
  if (HAS_VALIDATION) expect(fatalOf(await (await loadValidator())("en16931-cii", cii))).toEqual([]);
});

// The XML library decodes entity references in the text it is given and writes "&name;" and
// "&#n;" as they stand: "R&amp;D" came out as R&D, "&e;" and "&#0;" made the XML malformed, and
// "&#x202E;" became a real right-to-left override. Every text must reach every format as typed.
describe("text reaches every e-invoice as typed", () => {
  const TYPED = ["R&amp;D", "&e;", "&#0;", "&#x202E;", "&#65;", "&amp;amp;", "<b>", "a > b", `"quoted"`, "it's", "]]>", "💥", "Cafe\u0301"];
  const mixed = SCENARIOS.find((m) => m.name.includes("mixing reverse-charged"))!;
  const all = TYPED.join(" ");
  /** For the fields of at most 50 characters. */
  const entities = TYPED.slice(0, 6).join(" ");

  test("in UBL, CII, XRechnung and Factur-X (its CII and its XMP), read by a strict parser", { timeout: 120_000 }, async () => {
    const fields = {
      clientName: `Client ${all}`,
      clientAddress: [`Street ${all}`, "75002 Paris"],
      clientRegistrationNumber: `Reg ${entities}`,
      notes: `Notes ${all}`,
      paymentTerms: `Terms ${all}`,
      buyerReference: `Buyer ${all}`,
      purchaseOrderReference: `Order ${all}`,
      exemptionReason: `Exempt ${all}`,
    };
    const input = ZInvoiceRequestSchema.parse({
      ...mixed.input,
      ...fields,
      items: mixed.input.items.map((item, i) => ({ ...item, description: `Line ${i} ${all}` })),
    });
    const legalName = `Seller ${all}`;
    const context = { ...scenarioContext(mixed), business: { ...mixed.business, legalName } };
    const expected = [...Object.values(fields).flat().filter((v) => v !== "75002 Paris"), `Line 0 ${all}`, `Line 1 ${all}`, legalName];
    const xml: Record<string, string> = {};
    for (const format of ["ubl", "cii", "xrechnung"] as const) xml[format] = (await buildEInvoice(input, context, format)).body.toString("utf8");
    const { body } = await buildEInvoice(input, context, "facturx", blankPdf);
    xml["factur-x.xml"] = (await attachment(body, "factur-x.xml"))!;
    expect(xml["factur-x.xml"]).toBe(xml.cii);
    for (const [format, text] of Object.entries(xml)) {
      const texts = xmlTexts(text);
      // A value is a text node, or a paragraph of one (the notes share BT-22 with the exemption wording).
      for (const value of expected) expect(texts.filter((t) => t.includes(value)), `${format}: ${value}`).not.toEqual([]);
    }
    // Factur-X's PDF/A: the XMP names the seller as typed, and so do the PDF's author and title.
    const pdf = await PDFDocument.load(body, { updateMetadata: false });
    const xmp = pdf.catalog.lookup(PDFName.of("Metadata"));
    expect(xmp).toBeInstanceOf(PDFRawStream);
    const xmpTexts = xmlTexts(Buffer.from(decodePDFRawStream(xmp as PDFRawStream).decode()).toString("utf8"));
    expect(xmpTexts).toContain(legalName);
    expect(xmpTexts).toContain(`Invoice INV-0001 dated ${GENERATED_AT.toISOString().slice(0, 10)} issued by ${legalName}`);
    expect(pdf.getAuthor()).toBe(legalName);
    expect(pdf.getTitle()).toBe(`${legalName}: Invoice INV-0001`);
  });

  test.skipIf(!HAS_VALIDATION)("and the official rules still pass", { timeout: 120_000 }, async () => {
    const validate = await loadValidator();
    const input = ZInvoiceRequestSchema.parse({ ...mixed.input, clientName: `Client ${all}`, notes: `Notes ${all}`, buyerReference: `Buyer ${all}` });
    const context = { ...scenarioContext(mixed), business: { ...mixed.business, legalName: `Seller ${all}` } };
    for (const format of ["ubl", "cii", "xrechnung"] as const) {
      const xml = (await buildEInvoice(input, context, format)).body.toString("utf8");
      for (const ruleset of RULES[format]) expect(fatalOf(await validate(ruleset, xml)), `${format} ${ruleset}`).toEqual([]);
    }
  });
});
