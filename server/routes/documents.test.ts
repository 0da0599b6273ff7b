import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { ndaBody } from "../../test/fixtures";
import { insertDocument } from "../../test/seed";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test("documents are listed newest first and only to their owner", async () => {
  const a = await t.signIn("docs-a@example.com");
  const b = await t.signIn("docs-b@example.com");
  const aId = (await a.get("/api/auth/user")).body.id as string;
  const bId = (await b.get("/api/auth/user")).body.id as string;

  expect((await a.get("/api/documents")).body).toEqual([]);

  const base = Date.parse("2026-01-01T00:00:00Z");
  const rows = [0, 3, 1, 2].map((i) => ({
    userId: aId,
    type: "privacy_policy",
    title: `A doc ${i}`,
    content: `<p>${i}</p>`,
    status: i === 3 ? "final" : "draft",
    createdAt: new Date(base + i * 60_000),
  }));
  for (const row of [...rows, { userId: bId, type: "nda", title: "B secret", content: "<p>b</p>", createdAt: new Date(base + 10 * 60_000) }]) {
    await insertDocument(t.db, row);
  }

  const list = (await a.get("/api/documents")).body as { id: string; title: string; status: string; createdAt: string; type: string }[];
  expect(list.map((d) => d.title)).toEqual(["A doc 3", "A doc 2", "A doc 1", "A doc 0"]);
  expect(list[0]).toMatchObject({ status: "final", stage: "final", type: "privacy_policy" });
  expect(list[1]).toMatchObject({ status: "draft", stage: "draft" });
  expect(Object.keys(list[0]!).sort()).toEqual(["createdAt", "id", "stage", "status", "title", "type", "updatedAt"]);
  expect(list.some((d) => d.title === "B secret")).toBe(false);

  const bList = (await b.get("/api/documents")).body as { id: string; title: string }[];
  expect(bList.map((d) => d.title)).toEqual(["B secret"]);

  // One document: the owner reads it, anyone else gets the same 404 as a missing id.
  const own = await a.get(`/api/documents/${list[0]!.id}`);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ id: list[0]!.id, title: "A doc 3", content: "<p>3</p>", type: "privacy_policy" });

  const foreign = await b.get(`/api/documents/${list[0]!.id}`);
  const missing = await b.get("/api/documents/00000000-0000-4000-8000-000000000000");
  const malformed = await b.get("/api/documents/not-a-uuid");
  for (const res of [foreign, missing, malformed]) {
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Document not found", code: "not_found" });
  }

  expect((await a.get("/api/documents?limit=2")).body).toHaveLength(2);
  const bad = await a.get("/api/documents?limit=abc");
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].path).toBe("limit");
});

test("the list carries an ETag: 304 while it is unchanged, the new list once a document is added", async () => {
  const agent = await t.signIn("docs-etag@example.com");
  const userId = (await agent.get("/api/auth/user")).body.id as string;
  const title = "Política de privacidad — Zoë & Søn ✓";
  await insertDocument(t.db, { userId, type: "privacy_policy", title, content: "<p>x</p>" });

  const first = await agent.get("/api/documents").set("Accept-Encoding", "identity");
  expect(first.status).toBe(200);
  expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(Number(first.headers["content-length"])).toBe(Buffer.byteLength(first.text));
  expect((JSON.parse(first.text) as { title: string }[]).map((d) => d.title)).toEqual([title]);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers["cache-control"]).toBe("private, no-cache");

  const again = await agent.get("/api/documents").set("If-None-Match", etag);
  expect(again.status).toBe(304);
  expect(again.text).toBe("");
  expect(again.headers.etag).toBe(etag);
  // Any of several tags, weak or strong, matches; "no-cache" asks for the list itself.
  expect((await agent.get("/api/documents").set("If-None-Match", `"other", W/${etag}`)).status).toBe(304);
  const forced = await agent.get("/api/documents").set("If-None-Match", etag).set("Cache-Control", "no-cache");
  expect(forced.status).toBe(200);
  expect(forced.body).toHaveLength(1);
  const head = await agent.head("/api/documents").set("Accept-Encoding", "identity");
  expect(head.status).toBe(200);
  expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  expect(head.text ?? "").toBe("");

  await agent.post("/api/generate/nda").send(ndaBody); // a free user's first document
  const changed = await agent.get("/api/documents").set("If-None-Match", etag);
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect((changed.body as { title: string }[]).map((d) => d.title)).toHaveLength(2);
});

test("sharing and revoking are in the activity log, once each, with the link in the same write", async () => {
  const agent = await t.proUser("share-log@example.com");
  const made = await agent.post("/api/generate/nda").send(ndaBody);
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  const actions = async () =>
    (
      await t.database.raw.query(
        `select action from activity_logs where entity_id = $1 and action like 'document.share%' order by created_at, id`,
        [id],
      )
    ).rows.map((r) => r.action);
  expect((await agent.post(`/api/documents/${id}/share`)).status).toBe(201);
  expect((await agent.post(`/api/documents/${id}/share`)).status).toBe(200);
  expect(await actions()).toEqual(["document.shared"]);
  expect((await agent.delete(`/api/documents/${id}/share`)).status).toBe(204);
  expect((await agent.delete(`/api/documents/${id}/share`)).status).toBe(204);
  expect(await actions()).toEqual(["document.shared", "document.share_revoked"]);
});

test("each export download is in the activity log once, with its format; a 304 and another user's 404 record nothing", async () => {
  const agent = await t.proUser("export-log@example.com");
  const made = await agent.post("/api/generate/nda").send(ndaBody);
  expect(made.status).toBe(201);
  const id = made.body.id as string;
  const formats = async () =>
    (
      await t.database.raw.query(
        `select metadata->>'format' as format from activity_logs where entity_id = $1 and action = 'document.exported' order by created_at, id`,
        [id],
      )
    ).rows.map((r) => r.format);

  const html = await agent.get(`/api/documents/${id}/export/html`);
  expect(html.status).toBe(200);
  expect(html.headers.etag).toMatch(/^"/);
  expect(await formats()).toEqual(["html"]);
  expect((await agent.get(`/api/documents/${id}/export/html`).set("If-None-Match", html.headers.etag!)).status).toBe(304);
  expect((await t.signIn("export-log-other@example.com").then((other) => other.get(`/api/documents/${id}/export/markdown`))).status).toBe(404);
  expect(await formats()).toEqual(["html"]);
  const markdown = await agent.get(`/api/documents/${id}/export/markdown`);
  expect(markdown.status).toBe(200);
  expect(await formats()).toEqual(["html", "markdown"]);
});
