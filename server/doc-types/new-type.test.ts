// The checklist of docs/ARCHITECTURE.md ("how to add a document type"), run for real: a throwaway
// type, defined and registered the way every type is, is generated, listed, viewed and exported
// by the app with no other change: the endpoint, the creation path, the viewer and the exports
// come from the registry, and so do the catalogue's card (from its meta's `listing`) and the
// tests' sample body (GENERATE_BODIES, from its server side's `sample`). A signable type declares
// who signs it (`signatories`) and its title (`title`) in its own folders: it is sent for signature
// with the signers it declares, and they sign, through the real API and e-mail.
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { toolsOf } from "../../shared/catalogue";
import { DOC_TYPE_METAS, defineDocType } from "../../shared/doc-types";
import { partySignatory, signatoriesOf } from "../../shared/doc-types/signatories";
import { OBJECT_ERROR, requiredText } from "../../shared/validation";
import { ZContractPartySchema } from "../../shared/validation/party";
import type { TestApp } from "../../test/api-harness";
import { generateBodiesOf } from "../../test/fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import { pdfText } from "../../test/pdf-text";
import { p, section, userParagraphs } from "../documents/model";
import { defineServerDocType } from "./define";
import { DEFAULT_DOC_TYPES } from "./registry";

const memo = defineDocType({
  kind: "test_memo",
  label: "Memo",
  noun: "memo",
  slug: "test-memo",
  toolId: "test-memo",
  route: "/tools/test-memo",
  listing: { title: "Memo Writer", description: "A memo to the team.", badge: "Internal", colour: "slate", icon: "Scale" },
  schema: z.object(
    {
      subject: requiredText("Subject is required", { label: "Subject", max: 100 }),
      body: requiredText("Body is required", { label: "Body", max: 2_000, multiline: true, lines: 50 }),
    },
    { error: OBJECT_ERROR },
  ),
  capabilities: {},
});

const memoServer = defineServerDocType(memo, {
  templateVersion: 1,
  sample: { subject: "Launch", body: "We ship on Monday.\n\nThanks all." },
  build: (input, { generatedAt }) => ({
    title: `Memo — ${input.subject}`,
    meta: [{ label: "Date", value: generatedAt.toISOString().slice(0, 10) }],
    sections: [section("Message", userParagraphs(input.body)), section("Sign-off", [p("Kind regards.")])],
  }),
});

// A signable type: its parties sign it, the lender first.
const loan = defineDocType({
  kind: "test_loan",
  label: "Equipment Loan",
  noun: "equipment loan",
  slug: "test-loan",
  toolId: "test-loan",
  route: "/tools/test-loan",
  schema: z.object(
    {
      lender: ZContractPartySchema,
      borrower: ZContractPartySchema,
      equipment: requiredText("Equipment is required", { label: "Equipment", max: 200 }),
    },
    { error: OBJECT_ERROR },
  ),
  capabilities: { signable: true },
  signatories: (input) => signatoriesOf(partySignatory(input.lender), partySignatory(input.borrower)),
});

const party = (name: string, email: string) => ({ name, address: "1 Main St\nSpringfield", email });
const loanServer = defineServerDocType(loan, {
  templateVersion: 1,
  sample: { lender: party("Acme Tools Ltd", "lend@acme.example"), borrower: party("Bea Borrower", "bea@borrow.example"), equipment: "A cordless drill" },
  build: (input) => ({
    title: "Equipment Loan Agreement",
    meta: [],
    sections: [section("The loan", [p(`${input.lender.name} lends ${input.equipment} to ${input.borrower.name}.`)])],
  }),
  title: (input, heading) => `${heading} — ${input.borrower.name}`,
});

let t: TestApp;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail({}, { docTypes: [...DEFAULT_DOC_TYPES, memoServer, loanServer] });
  t = app.t;
}, 60_000);
afterAll(() => app?.close());

test("a type's catalogue card and sample body come from its meta and its server side, with no other edit", () => {
  const { schema: _schema, ...memoMeta } = memo;
  const tools = toolsOf([...DOC_TYPE_METAS, memoMeta]);
  expect(tools.find((tool) => tool.href === "/tools/test-memo")).toEqual({
    id: "test-memo",
    title: "Memo Writer",
    description: "A memo to the team.",
    badge: "Internal",
    colour: "slate",
    icon: "Scale",
    href: "/tools/test-memo",
    status: "available",
  });
  expect(generateBodiesOf([...DEFAULT_DOC_TYPES, memoServer]).test_memo).toBe(memoServer.sample);
});

test("a type added to the registry is generated, listed, viewed and exported like any other", async () => {
  const agent = await t.signIn("memo@types.test");
  const bad = await agent.post("/api/generate/test-memo").send({ subject: "" });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual(
    expect.arrayContaining([
      { path: "subject", message: "Subject is required" },
      { path: "body", message: "Body is required" },
    ]),
  );

  const made = await agent.post("/api/generate/test-memo").send(generateBodiesOf([...DEFAULT_DOC_TYPES, memoServer]).test_memo!);
  expect(made.status).toBe(201);
  expect(made.body).toMatchObject({ type: "test_memo", title: "Memo — Launch", status: "final", version: 1 });
  expect(made.body.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(made.body.content).toContain("We ship on Monday.");

  const list = (await agent.get("/api/documents")).body as { id: string }[];
  expect(list.map((d) => d.id)).toEqual([made.body.id]);
  const viewed = await agent.get(`/api/documents/${made.body.id}`);
  expect(viewed.body.content).toBe(made.body.content);

  const html = await agent.get(`/api/documents/${made.body.id}/export/html`);
  expect(html.status).toBe(200);
  expect(html.text).toContain("<title>Memo — Launch</title>");
  const md = await agent.get(`/api/documents/${made.body.id}/export/markdown`);
  expect(md.text).toMatch(/^# Memo — Launch\n/);
  expect(md.text).toContain("## Sign-off");
  const pdf = await agent
    .get(`/api/documents/${made.body.id}/export/pdf`)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => cb(null, Buffer.concat(parts)));
    });
  expect(pdf.status).toBe(200);
  expect((await pdfText(pdf.body as Buffer)).text).toContain("We ship on Monday.");
});

test("a signable type is sent for signature with the signatories it declares, and its signers sign", async () => {
  const agent = await t.proUser("lender@types.test");
  const made = await agent.post("/api/generate/test-loan").send(generateBodiesOf([loanServer]).test_loan!);
  expect(made.status, made.text).toBe(201);
  // Its title from its server side's `title`; its heading stays the template's.
  expect(made.body.title).toBe("Equipment Loan Agreement — Bea Borrower");

  // Who signs, as the Send for signature dialog fills it in: from the stored version's input.
  const stored = (await agent.get(`/api/documents/${made.body.id}`)).body as { metadata: { input: unknown } };
  const signers = loan.signatories!(stored.metadata.input as never, []);
  expect(signers).toEqual([
    { name: "Acme Tools Ltd", email: "lend@acme.example", role: "signer" },
    { name: "Bea Borrower", email: "bea@borrow.example", role: "signer" },
  ]);

  const sent = await agent.post(`/api/documents/${made.body.id}/signature-requests`).send({ signers, otp: false });
  expect(sent.status, sent.text).toBe(201);
  expect(sent.body).toMatchObject({ documentId: made.body.id, status: "sent", documentTitle: made.body.title });

  for (const [i, signer] of signers.entries()) {
    const token = publicLinkIn(await app!.smtp.nthTo(signer.email, 1), "sign");
    expect((await t.agent().get(`/api/sign/${token}`)).body).toMatchObject({ canSign: true, signer: { name: signer.name } });
    const signed = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: signer.name } });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ status: "signed", completed: i === signers.length - 1 });
  }
  expect((await agent.get(`/api/signature-requests/${sent.body.id}`)).body.status).toBe("completed");
  expect((await agent.get(`/api/documents/${made.body.id}`)).body.signature).toBe("signed");
});
