// A published policy and a newer template (a release of the app, simulated by changing the type's
// template while the app runs): the owner is e-mailed once, through a real SMTP server, with what
// would change; the live page stays as published until they accept the update, which publishes
// version 2 with "Updated for <the template change's reason>" in the changelog.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startAppWithMail, type AppWithMail } from "../../test/mail-app";
import { privacyPolicyBody } from "../../test/fixtures";
import { p, section } from "../documents/model";
import type { ServerDocType } from "../doc-types/define";
import { privacyPolicyServer } from "../doc-types/privacy-policy";
import { DEFAULT_DOC_TYPES } from "../doc-types/registry";
import { runTemplateUpdateScan } from "./jobs";

const CLAUSE = "Visitors in Zanzibar may ask for a copy of their data by carrier pigeon.";
const REASON = "the Zanzibar Data Act 2027";

const policy: ServerDocType = { ...(privacyPolicyServer as ServerDocType) };
const v = privacyPolicyServer.templateVersion;
let app: AppWithMail;
beforeAll(async () => {
  app = await startAppWithMail({}, { docTypes: DEFAULT_DOC_TYPES.map((type) => (type.definition.kind === "privacy_policy" ? policy : type)) });
});
afterAll(() => app?.close());

test("a newer template: one e-mail and notice per version, the live page unchanged until accepted, then 'Updated for …'", async () => {
  const { t, smtp } = app;
  const email = "founder@template-publish.test";
  const agent = await t.proUser(email);
  expect((await agent.post("/api/business-profiles").send({ name: "Pigeon Post Ltd", website: "https://pigeon.example" })).status).toBe(201);
  const doc = (await agent.post("/api/generate/privacy-policy").send(privacyPolicyBody)).body;
  const published = (await agent.post(`/api/documents/${doc.id}/publish`)).body;
  const path = new URL(published.url).pathname;

  // Nothing newer yet: nobody is told.
  expect(await runTemplateUpdateScan(t.instance.publications)).toBe(0);
  expect((await agent.get("/api/publications")).body[0].templateUpdate).toBeNull();

  // The release: the privacy policy's template gains a clause, and says why.
  policy.templateVersion = v + 1;
  policy.templateChanges = { [v + 1]: REASON };
  policy.build = (input, context) => {
    const model = privacyPolicyServer.build(input as never, context);
    return { ...model, sections: [...model.sections, section("Requests by Pigeon", [p(CLAUSE)])] };
  };

  expect(await runTemplateUpdateScan(t.instance.publications)).toBe(1);
  const mail = await smtp.nthTo(email, 1);
  expect(mail.parsed.subject).toBe(`An update is ready for your published ${doc.title}`);
  const text = mail.parsed.text ?? "";
  expect(text).toContain(REASON);
  expect(text).toContain("Zanzibar");
  expect(text).toContain(published.url);
  expect(text).toContain(`/documents/${doc.id}`);

  // Once per template version: a second run tells nobody.
  expect(await runTemplateUpdateScan(t.instance.publications)).toBe(0);
  // The dashboard's notice reads the same state.
  expect((await agent.get("/api/publications")).body[0].templateUpdate).toEqual({ latestTemplateVersion: v + 1, reason: REASON });

  // The live page has not changed.
  const before = await t.agent().get(path);
  expect(before.text).not.toContain(CLAUSE);

  // The owner accepts: version 2 is live at the same address, and the changelog says why.
  expect((await agent.post(`/api/documents/${doc.id}/template-update`)).status).toBe(200);
  const after = await t.agent().get(path);
  expect(after.text).toContain(CLAUSE);
  const log = (await t.agent().get(`${path}/changes?format=json`)).body;
  expect(log.versions[0]).toMatchObject({ version: 2, reason: `Updated for ${REASON}` });
  expect(log.versions[0].sectionsChanged).toEqual(expect.arrayContaining([expect.stringContaining("Requests by Pigeon")]));
  expect((await t.agent().get(`${path}/changes`)).text).toContain(`Updated for ${REASON}`);
  expect((await agent.get("/api/publications")).body[0]).toMatchObject({ version: 2, templateUpdate: null });
  expect(smtp.to(email)).toHaveLength(1);
});
