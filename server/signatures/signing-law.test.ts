// What the law of a document's jurisdiction says about signing it electronically, over HTTP: a
// German fixed term and a German post-employment restraint are refused (409, the statute in the
// reason, nothing written); a German permanent contract is sent with the written-statement warning;
// the signer is shown the disclosure worded for the document's law, never "the legal equivalent of
// your handwritten signature"; the `signed` event keeps the disclosure's version and SHA-256, which
// the certificate of completion prints.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TSignatureDisclosure } from "../../shared/api/signatures";
import { ndaBody } from "../../test/fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { TestApp } from "../../test/api-harness";
import type { TestSmtpServer } from "../../test/smtp";
import { sample as employmentSample } from "../doc-types/employment-contract/sample";
import { appendixHtml } from "./seal";

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

const germanContract = (over: object) => ({
  ...employmentSample,
  jurisdiction: "germany",
  employer: { name: "Acme Analytics GmbH", address: "Friedrichstraße 1\n10117 Berlin" },
  employee: { name: "Jordan Lee", address: "Torstraße 5\n10119 Berlin", email: "jordan@law.test" },
  salary: { amount: 7_200_000, currency: "EUR", period: "year" },
  hoursPerWeek: 40,
  holidayDays: 28,
  nonSolicitation: false,
  ...over,
});

async function generate(agent: Agent, slug: string, body: object): Promise<string> {
  const res = await agent.post(`/api/generate/${slug}`).send(body);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const send = (agent: Agent, id: string, email: string) =>
  agent.post(`/api/documents/${id}/signature-requests`).send({ signers: [{ name: "Jordan Lee", email }], otp: false });

const sha = (d: TSignatureDisclosure) => createHash("sha256").update([d.title, ...d.lines].join("\n")).digest("hex");

describe("the forms the law requires", () => {
  test("a German fixed-term contract and a German post-employment restraint are refused with the statute; nothing is sent", async () => {
    const owner = await t.proUser("de-refused@law.test");
    const fixed = await generate(owner, "employment-contract", germanContract({ employmentType: "fixed-term", endDate: "2027-12-31" }));
    const res = await send(owner, fixed, "jordan@law.test");
    expect([res.status, res.body.code]).toEqual([409, "conflict"]);
    expect(res.body.message).toContain("§ 14(4) TzBfG");
    expect(res.body.message).toContain("§ 16 TzBfG");

    const covenant = await generate(owner, "employment-contract", germanContract({ nonCompete: true }));
    const refused = await send(owner, covenant, "jordan@law.test");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("§ 74(1) HGB");
    expect((await owner.get("/api/signature-requests")).body).toEqual([]);
    expect(smtp.to("jordan@law.test")).toHaveLength(0);
  }, 60_000);

  test("a German permanent contract is sent with the written-statement warning; the signer reads the EU disclosure, kept with the signature", async () => {
    const owner = await t.proUser("de-warned@law.test");
    const id = await generate(owner, "employment-contract", germanContract({}));
    const res = await send(owner, id, "jordan-de@law.test");
    expect(res.status, res.text).toBe(201);
    expect(res.body.warnings).toEqual([expect.stringContaining("§ 2(1) NachwG")]);

    const token = publicLinkIn(await smtp.nthTo("jordan-de@law.test", 1), "sign");
    const page = (await t.agent().get(`/api/sign/${token}`)).body as { disclosure: TSignatureDisclosure };
    expect(page.disclosure).toMatchObject({ law: "eu", version: "eu-2" });
    const text = page.disclosure.lines.join("\n");
    expect(text).toContain("simple electronic signature");
    expect(text).toContain("Art. 25(2)");
    expect(text).not.toMatch(/legal equivalent|same effect as .*handwritten/i);
    expect(page.disclosure.sha256).toBe(sha(page.disclosure));

    const signed = await t.agent().post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name: "Jordan Lee" } });
    expect(signed.status, signed.text).toBe(200);
    const detail = (await owner.get(`/api/signature-requests/${res.body.id}`)).body as { events: { kind: string; data: Record<string, unknown> }[] };
    expect(detail.events.find((e) => e.kind === "signed")?.data).toMatchObject({ disclosureVersion: "eu-2", disclosureSha256: page.disclosure.sha256 });
  }, 60_000);
});

describe("the US consumer disclosure (ESIGN § 101(c)(1))", () => {
  test("names the scope, paper copies, withdrawal after signing, the e-mail address, and the hardware and software; no warnings for a Delaware NDA", async () => {
    const owner = await t.proUser("us-nda@law.test");
    const id = await generate(owner, "nda", ndaBody);
    const res = await send(owner, id, "signer-us@law.test");
    expect(res.status, res.text).toBe(201);
    expect(res.body.warnings).toEqual([]);
    const token = publicLinkIn(await smtp.nthTo("signer-us@law.test", 1), "sign");
    const { disclosure } = (await t.agent().get(`/api/sign/${token}`)).body as { disclosure: TSignatureDisclosure };
    expect(disclosure).toMatchObject({ law: "us", version: "us-2" });
    const text = disclosure.lines.join("\n");
    for (const needed of [/ESIGN/, /Scope: this consent covers only this document/, /paper copy/, /After you have signed, you may withdraw/, /another address, tell the sender/, /a program that opens PDF files/, /can open and read this document/])
      expect(text).toMatch(needed);
    expect(text).not.toMatch(/legal equivalent/i);
  }, 60_000);

  test("the certificate of completion prints each signer's disclosure version and SHA-256", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    const signer = { id: "s1", name: "Ann Signer", email: "ann@law.test", role: "signer", status: "signed", signedAt: at, signatureType: "typed", signatureText: "Ann Signer", signaturePng: null, signedIp: "192.0.2.1" };
    const html = appendixHtml({
      request: { id: "r1", documentTitle: "Mutual NDA", version: 1, documentSha256: "ab".repeat(32), otp: false, createdAt: at, endedAt: at } as never,
      signers: [signer] as never,
      events: [{ kind: "signed", actor: { type: "signer", id: "s1" }, data: { disclosureVersion: "us-2", disclosureSha256: "cd".repeat(32) }, at, ipAddress: null, userAgent: null }] as never,
      finalHash: "ef".repeat(32),
      verifyUrl: "https://app.example/verify",
    });
    expect(html).toContain("Consent disclosure");
    expect(html).toContain('Anyone can check this file at <a href="https://app.example/verify">https://app.example/verify</a>.');
    expect(html).toContain("version us-2");
    expect(html).toContain("cd".repeat(32));
  });
});
