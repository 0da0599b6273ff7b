// The checklist of docs/ARCHITECTURE.md ("how to add a document type"), run for real: a throwaway
// type, defined and registered the way every type is, is generated, listed, viewed and exported
// by the app with no other change: the endpoint, the creation path, the viewer and the exports
// come from the registry, and so do the catalogue's card (from its meta's `listing`) and the
// tests' sample body (GENERATE_BODIES, from its server side's `sample`).
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { toolsOf } from "../../shared/catalogue";
import { DOC_TYPE_METAS, defineDocType } from "../../shared/doc-types";
import { OBJECT_ERROR, requiredText } from "../../shared/validation";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { generateBodiesOf } from "../../test/fixtures";
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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { docTypes: [...DEFAULT_DOC_TYPES, memoServer] });
});
afterAll(() => t?.close());

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
