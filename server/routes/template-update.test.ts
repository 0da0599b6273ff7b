// What a customer published never changes by itself: when a template's words change (here, the
// NDA gains a clause), existing documents, their exports and their share pages stay exactly as
// they were written; the viewer is told a newer template exists and shown, as a diff, what it
// would change; and only the user's update writes a new version with the new words.
import { afterAll, beforeAll, expect, test } from "vitest";
import { asBuffer, startTestApp, type TestApp } from "../../test/api-harness";
import { ndaBody } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { p, section } from "../documents/model";
import type { ServerDocType } from "../doc-types/define";
import { ndaServer } from "../doc-types/nda";
import { DEFAULT_DOC_TYPES } from "../doc-types/registry";

const CLAUSE = "Each party may report a suspected breach of law to the Zanzibar Authority at any time.";

// The NDA type as the app serves it, so the test can change its template while the app runs.
const nda: ServerDocType = { ...(ndaServer as ServerDocType) };
// The NDA's template version as released; the test's change is the one after it.
const v = ndaServer.templateVersion;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { docTypes: DEFAULT_DOC_TYPES.map((type) => (type.definition.kind === "nda" ? nda : type)) });
});
afterAll(() => t?.close());

test("a changed template leaves existing documents as written, and offers the change as a diff", async () => {
  const agent = await t.signIn("published@template.test");
  const doc = (await agent.post("/api/generate/nda").send(ndaBody)).body;
  expect(doc.template).toEqual({ version: v, latest: v });
  expect((await agent.get(`/api/documents/${doc.id}/template-update`)).status).toBe(404);
  const shareUrl = new URL((await agent.post(`/api/documents/${doc.id}/share`)).body.url).pathname;
  const before = {
    html: (await agent.get(`/api/documents/${doc.id}/export/html`)).text,
    markdown: (await agent.get(`/api/documents/${doc.id}/export/markdown`)).text,
    pdf: (await pdfText((await asBuffer(agent.get(`/api/documents/${doc.id}/export/pdf`))).body as Buffer)).text,
    share: (await t.agent().get(shareUrl)).text,
  };

  // The template's words change (a new release of the app).
  nda.templateVersion = v + 1;
  nda.build = (input, context) => {
    const model = ndaServer.build(input as never, context);
    return { ...model, sections: [...model.sections, section("Reporting to Authorities (Update 2)", [p(CLAUSE)])] };
  };

  const viewed = await agent.get(`/api/documents/${doc.id}`);
  expect(viewed.body).toMatchObject({ content: doc.content, sha256: doc.sha256, version: 1, template: { version: v, latest: v + 1 } });
  expect((await agent.get(`/api/documents/${doc.id}/export/html`)).text).toBe(before.html);
  expect((await agent.get(`/api/documents/${doc.id}/export/markdown`)).text).toBe(before.markdown);
  expect((await pdfText((await asBuffer(agent.get(`/api/documents/${doc.id}/export/pdf?paper=a4`))).body as Buffer)).text).toBe(before.pdf);
  expect((await t.agent().get(shareUrl)).text).toBe(before.share);
  expect(before.markdown).not.toContain("Reporting to Authorities (Update 2)");

  // What the update would change: the new clause, nothing removed.
  const offer = await agent.get(`/api/documents/${doc.id}/template-update`);
  expect(offer.status).toBe(200);
  expect(offer.body).toMatchObject({ templateVersion: v, latestTemplateVersion: v + 1, removed: 0 });
  const added = offer.body.changes.filter((c: { change: string }) => c.change === "added").map((c: { value: string }) => c.value).join("");
  expect(added).toContain("Reporting to Authorities (Update 2)");
  expect(added).toContain("Zanzibar");

  // The user accepts: a new version with the new words; the old one is still there.
  const updated = await agent.post(`/api/documents/${doc.id}/template-update`);
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ version: 2, template: { version: v + 1, latest: v + 1 } });
  expect(updated.body.content).toContain(CLAUSE);
  expect((await agent.get(`/api/documents/${doc.id}/export/markdown`)).text).toContain(CLAUSE);
  expect((await t.agent().get(shareUrl)).text).toContain("Reporting to Authorities (Update 2)");
  expect((await agent.get(`/api/documents/${doc.id}/versions/1`)).body.content).toBe(doc.content);
  expect((await agent.get(`/api/documents/${doc.id}/template-update`)).status).toBe(404);
  expect((await agent.post(`/api/documents/${doc.id}/template-update`)).status).toBe(409);
});
