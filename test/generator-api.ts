// What every document type's POST /api/generate/<slug> promises, as one set of tests: created and
// stored, refused with each field's message, limited by the Free plan, private to its owner, and
// exported as HTML, Markdown and PDF. A type's test file gives its data and keeps its own tests.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { activityLogs } from "../shared/schema";
import { asBuffer, startTestApp, type TestApp } from "./api-harness";
import { pdfText } from "./pdf-text";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

/** A document as the API answers it. */
export interface GeneratedDocument {
  id: string;
  type: string;
  title: string;
  content: string;
  metadata: { input: Record<string, unknown> };
}

/** The Free plan's refusal, whatever the type. */
export const PLAN_LIMIT = {
  code: "plan_limit",
  message: "You've used all 3 documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.",
};

const NOT_FOUND = { message: "Document not found", code: "not_found" };

/** A 400's errors as { path: message }. */
export const errorsByPath = (body: { errors: { path: string; message: string }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.path, e.message]));

/**
 * POST /api/generate/<slug> by a user who has made nothing yet: 201 with the final, unshared
 * document on the type's current template, which is then listed first, answers at its own address,
 * counts once towards the user's documents and is logged as generated.
 */
export async function expectGenerated(
  t: TestApp,
  agent: Agent,
  { slug, kind, body, templateVersion }: { slug: string; kind: string; body: object; templateVersion: number },
): Promise<GeneratedDocument> {
  const res = await agent.post(`/api/generate/${slug}`).send(body);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    type: kind,
    status: "final",
    share: null,
    template: { version: templateVersion, latest: templateVersion },
  });
  const doc = res.body as GeneratedDocument & { createdAt: string };
  expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Date(doc.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const list = (await agent.get("/api/documents")).body as { id: string; type: string }[];
  expect(list[0]).toMatchObject({ id: doc.id, type: kind });
  expect((await agent.get(`/api/documents/${doc.id}`)).body.content).toBe(doc.content);
  expect((await agent.get("/api/auth/user")).body.documentsGenerated).toBe(1);
  const log = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, doc.id));
  expect(log.map((l) => l.action)).toEqual(["document.generated"]);
  return doc;
}

export interface GeneratorSpec<B extends object> {
  /** POST /api/generate/<slug>. */
  slug: string;
  /** The stored document's type. */
  kind: string;
  /** A valid body. */
  body: B;
  /** The type's current template version. */
  templateVersion: number;
  /** Each test's user is <user>-<test>@example.com. */
  user: string;
  /** The created document: its title, text it contains, its stored (validated) input; check: the rest. */
  created: { title: string; contains: string[]; input: object; check?: (doc: GeneratedDocument) => void };
  /** The errors of an empty body, by path: exactly these. */
  required: Record<string, string>;
  /** More invalid bodies: each a 400 with (at least, or with exact: only) these errors. */
  invalid: { body: object; errors: Record<string, string>; exact?: true }[];
  /**
   * The exports of a document made from `body` (default: the valid body): text each contains (the
   * PDF's as a reader sees it); check: the rest.
   */
  exports: {
    body?: object;
    html: string[];
    markdown: string[];
    pdf: string[];
    check?: (exports: { html: string; markdown: string; pdf: { text: string; pages: number } }) => void;
  };
}

/** The common tests of POST /api/generate/<slug>, on an app of their own; app() for the type's own tests. */
export function describeGenerator<B extends object>(spec: GeneratorSpec<B>): { app: () => TestApp } {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "" });
  });
  afterAll(() => t.close());

  const url = `/api/generate/${spec.slug}`;
  const email = (what: string) => `${spec.user}-${what}@example.com`;

  describe(`POST ${url}`, () => {
    test("201: the document, stored with its validated input", async () => {
      const doc = await expectGenerated(t, await t.proUser(email("create")), spec);
      expect(doc.title).toBe(spec.created.title);
      for (const text of spec.created.contains) expect(doc.content).toContain(text);
      expect(doc.metadata.input).toMatchObject(spec.created.input);
      spec.created.check?.(doc);
    });

    test("400: each field's message at its path, nothing stored", async () => {
      const agent = await t.proUser(email("invalid"));
      const empty = await agent.post(url).send({});
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe("invalid_input");
      expect(errorsByPath(empty.body)).toEqual(spec.required);
      for (const { body, errors, exact } of spec.invalid) {
        const res = await agent.post(url).send(body);
        const paths = Object.keys(errors).join(", ");
        expect(res.status, paths).toBe(400);
        expect(res.body.code, paths).toBe("invalid_input");
        if (exact) expect(errorsByPath(res.body), paths).toEqual(errors);
        else
          expect(res.body.errors, paths).toEqual(
            expect.arrayContaining(Object.entries(errors).map(([path, message]) => ({ path, message }))),
          );
      }
      expect((await agent.get("/api/documents")).body).toEqual([]);
    });

    test("the Free plan: the fourth document is 402 and stores nothing", async () => {
      const agent = await t.signIn(email("free"));
      for (let i = 0; i < 3; i++) expect((await agent.post(url).send(spec.body)).status).toBe(201);
      const refused = await agent.post(url).send(spec.body);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual(PLAN_LIMIT);
      expect((await agent.get("/api/documents")).body).toHaveLength(3);
    });

    test("another user's document answers 404 on view, every export and delete", async () => {
      const owner = await t.proUser(email("owner"));
      const doc = (await owner.post(url).send(spec.body)).body as { id: string };
      const intruder = await t.signIn(email("intruder"));
      const address = `/api/documents/${doc.id}`;
      const attempts = [
        ["get", address],
        ...["html", "markdown", "pdf"].map((format) => ["get", `${address}/export/${format}`] as const),
        ["delete", address],
      ] as const;
      for (const [method, path] of attempts) {
        const res = await intruder[method](path);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
      }
      expect((await owner.get(address)).status).toBe(200);
    });

    test("exports: HTML, Markdown and PDF with their content types", async () => {
      const agent = await t.proUser(email("exports"));
      const doc = (await agent.post(url).send(spec.exports.body ?? spec.body)).body as { id: string };

      const html = await agent.get(`/api/documents/${doc.id}/export/html`);
      expect(html.status).toBe(200);
      expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
      for (const text of spec.exports.html) expect(html.text).toContain(text);

      const md = await agent.get(`/api/documents/${doc.id}/export/markdown`);
      expect(md.status).toBe(200);
      expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
      for (const text of spec.exports.markdown) expect(md.text).toContain(text);

      const pdf = await asBuffer(agent.get(`/api/documents/${doc.id}/export/pdf`));
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      const bytes = pdf.body as Buffer;
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const read = await pdfText(bytes);
      for (const text of spec.exports.pdf) expect(read.text).toContain(text);
      spec.exports.check?.({ html: html.text, markdown: md.text, pdf: read });
    });
  });

  return { app: () => t };
}
