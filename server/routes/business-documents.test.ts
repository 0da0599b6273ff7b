// Documents carry the business they are issued by (issue: the invoice named the user, not the
// business; the terms gave no contact details; privacy policies could not name a DPO or an EU/UK
// representative): the invoice's From block and bank details, the terms' contact block, the
// privacy policy's controller, DPO, representative and privacy officer, the logo and colours; a
// profile that is not the user's is refused on the field; a profile changed later never rewrites
// a document; Lifetime exports are white-label. On PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { documents } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PROFILE = {
  name: "Acme Analytics GmbH",
  entityType: "gmbh",
  registrationNumber: "HRB 12345 B",
  registerCourt: "Amtsgericht Charlottenburg",
  managingDirectors: "Max Muster",
  registeredOffice: "Berlin",
  vatId: "DE123456789",
  addressLine1: "Friedrichstraße 1",
  city: "Berlin",
  postalCode: "10117",
  country: "DE",
  email: "billing@acme.example",
  phone: "+49 30 1234567",
  dpoName: "Dana Protector",
  dpoEmail: "dpo@acme.example",
  representativeName: "EU Rep Services Ltd",
  representativeAddress: "1 Rue de la Loi\nBrussels",
  representativeEmail: "rep@eurep.example",
  privacyOfficerName: "Pat Officer",
  privacyOfficerEmail: "privacy@acme.example",
  bankAccountHolder: "Acme Analytics GmbH",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  paymentLink: "https://pay.acme.example/inv",
  primaryColor: "#aa3366",
};

async function withProfile(email: string, pro = true): Promise<{ agent: Agent; profileId: string }> {
  const agent = await t.signIn(email);
  if (pro) await t.makePro(email);
  const profile = await agent.post("/api/business-profiles").send(PROFILE);
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#aa3366" } }).png().toBuffer();
  await agent.put(`/api/business-profiles/${profile.body.id}/logo`).set("Origin", t.url).set("Content-Type", "image/png").send(logo);
  return { agent, profileId: profile.body.id as string };
}

const binary = (req: ReturnType<Agent["get"]>) =>
  req.buffer(true).parse((res, cb) => {
    const parts: Buffer[] = [];
    res.on("data", (c: Buffer) => parts.push(c));
    res.on("end", () => cb(null, Buffer.concat(parts)));
  });

describe("what the documents say about their issuer", () => {
  test("the invoice's From block: legal name, address, VAT ID, registration number, e-mail; bank details; the brand", async () => {
    const { agent, profileId } = await withProfile("invoice@bizdocs.test");
    const res = await agent.post("/api/invoices").send(invoiceBody); // no businessProfileId: the default
    expect(res.status).toBe(201);
    const html = res.body.document.content as string;
    for (const text of ["Acme Analytics GmbH", "Friedrichstraße 1", "10117 Berlin", "Germany", "VAT ID: DE123456789", "Registration no.: HRB 12345 B", "billing@acme.example", "DE89 3704 0044 0532 0130 00", "COBADEFFXXX", "https://pay.acme.example/inv"]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<img class="doc-brand-logo" src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="Acme Analytics GmbH">/);
    expect(html).toContain("--doc-accent:#aa3366");
    const [row] = await t.db.select().from(documents).where(eq(documents.id, res.body.document.id));
    expect(row!.businessProfileId).toBe(profileId);
    // The user's own name is not the issuer any more.
    expect(html).not.toContain("invoice@bizdocs.test");
  });

  test("the terms' contact block: address, e-mail, registration number and VAT ID", async () => {
    const { agent, profileId } = await withProfile("terms@bizdocs.test");
    const res = await agent.post("/api/generate/terms").send({ ...termsBody, companyName: "Acme", businessProfileId: profileId });
    expect(res.status).toBe(201);
    const md = (await agent.get(`/api/documents/${res.body.id}/export/markdown`)).text;
    const contact = md.slice(md.lastIndexOf("Contact Us"));
    for (const text of ["Acme Analytics GmbH", "Friedrichstraße 1", "billing@acme.example", "Registration number: HRB 12345 B", "VAT ID: DE123456789", "+49 30 1234567"]) {
      expect(contact).toContain(text);
    }
  });

  test("the privacy policy names the controller, the DPO, the EU / UK representative and the privacy officer", async () => {
    const { agent } = await withProfile("privacy@bizdocs.test");
    const res = await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, regions: ["GDPR", "PIPEDA"] });
    const md = (await agent.get(`/api/documents/${res.body.id}/export/markdown`)).text;
    expect(md).toContain("Dana Protector");
    expect(md).toContain("dpo@acme.example");
    expect(md).toMatch(/representative in the European Union and the United Kingdom under Article 27 GDPR is EU Rep Services Ltd, 1 Rue de la Loi, Brussels/);
    expect(md).toContain("rep@eurep.example");
    expect(md).toContain("Pat Officer, Privacy Officer");
    expect(md).toContain("privacy@acme.example");
  });

  test("businessProfileId null: no profile, the user is the issuer, no brand", async () => {
    const { agent } = await withProfile("none@bizdocs.test");
    const res = await agent.post("/api/invoices").send({ ...invoiceBody, businessProfileId: null });
    const html = res.body.document.content as string;
    expect(html).not.toContain("Acme Analytics GmbH");
    expect(html).toContain("none@bizdocs.test");
    expect(html).not.toContain("doc-brand-logo");
  });

  test("a profile later changed never rewrites a document; an edit takes the profile as it is then", async () => {
    const { agent, profileId } = await withProfile("frozen@bizdocs.test");
    const doc = (await agent.post("/api/generate/terms").send(termsBody)).body;
    await agent.patch(`/api/business-profiles/${profileId}`).send({ vatId: "DE999999999" });
    expect((await agent.get(`/api/documents/${doc.id}`)).body.content).toBe(doc.content);
    expect(doc.content).toContain("DE123456789");
    const edited = await agent.put(`/api/documents/${doc.id}/input`).send({ ...termsBody, businessProfileId: profileId });
    expect(edited.body.content).toContain("DE999999999");
  });
});

describe("refusals", () => {
  test("another user's profile id is a 400 on businessProfileId, on every create route; nothing is stored", async () => {
    const { profileId } = await withProfile("victim@bizdocs.test");
    const agent = await t.signIn("attacker@bizdocs.test");
    const routes = [
      ["/api/generate/privacy-policy", privacyPolicyBody],
      ["/api/generate/terms", termsBody],
      ["/api/generate/nda", ndaBody],
      ["/api/invoices", invoiceBody],
    ] as const;
    for (const [path, body] of routes) {
      for (const ref of [profileId, "00000000-0000-4000-8000-000000000000"]) {
        const res = await agent.post(path).send({ ...body, businessProfileId: ref });
        expect(res.status, path).toBe(400);
        expect(res.body.errors).toEqual([{ path: "businessProfileId", message: "Choose one of your business profiles" }]);
        expect(JSON.stringify(res.body)).not.toContain("Acme");
      }
    }
    expect((await agent.post("/api/generate/nda").send({ ...ndaBody, businessProfileId: "not-a-uuid" })).body.errors).toContainEqual({
      path: "businessProfileId",
      message: "Choose one of your business profiles",
    });
    expect((await agent.get("/api/documents")).body).toEqual([]);
    expect((await agent.get("/api/auth/user")).body.documentsGenerated).toBe(0);
  });
});

describe("white label", () => {
  test("Lifetime exports carry no FounderDocs mark anywhere, PDF metadata included; free ones keep the watermark", async () => {
    const { agent } = await withProfile("pro-export@bizdocs.test", true);
    const doc = (await agent.post("/api/invoices").send(invoiceBody)).body.document;
    const html = await agent.get(`/api/documents/${doc.id}/export/html`);
    const md = await agent.get(`/api/documents/${doc.id}/export/markdown`);
    const pdf = (await binary(agent.get(`/api/documents/${doc.id}/export/pdf`))).body as Buffer;
    for (const body of [html.text, md.text, pdf.toString("latin1"), (await pdfText(pdf)).text]) {
      expect(body).not.toMatch(/FounderDocs/i);
    }
    expect(html.text).toContain("doc-brand-logo");

    const free = await withProfile("free-export@bizdocs.test", false);
    const freeDoc = (await free.agent.post("/api/invoices").send(invoiceBody)).body.document;
    expect((await free.agent.get(`/api/documents/${freeDoc.id}/export/markdown`)).text).toContain("Created with FounderDocs");
    const freePdf = (await binary(free.agent.get(`/api/documents/${freeDoc.id}/export/pdf`))).body as Buffer;
    expect((await pdfText(freePdf)).text).toContain("Created with FounderDocs");
  });
});
