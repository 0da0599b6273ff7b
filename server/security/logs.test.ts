// What the logs hold during a real session (sign-in, generation, exports, a share, a refused
// body): one JSON line per event, each carrying the request id that the response's X-Request-Id
// header also carries; and no cookie, session id, session secret, e-mail or document text.
import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sessions } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { ndaBody } from "../../test/fixtures";
import { waitFor } from "../../test/security/fault-helpers";
import { createLogger } from "../logger";

const SECRET = "log-test-secret-Zebra-Orchid-9917-abcdefghijkl";
const DOC_TEXT = "Pelican Quasar Cooperative";
const PURPOSE = "Evaluating the Marzipan Lighthouse acquisition in confidence.";
const EMAIL = "hidden.person@logs.test";

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_SECRET: SECRET }, { logger: createLogger("info", sink) });
});
afterAll(() => t?.close());

test("request ids on every request line and in X-Request-Id; no secrets or document contents", async () => {
  const signIn = await t
    .agent()
    .post("/api/login/dev")
    .type("form")
    .send({ email: EMAIL, firstName: "Hidden" });
  expect(signIn.status).toBe(302);
  const setCookie = String(signIn.headers["set-cookie"]);
  const cookieValue = /founderdocs\.sid=([^;]+)/.exec(setCookie)![1]!;
  const agent = t.agent().set("Cookie", `founderdocs.sid=${cookieValue}`);

  const responses = [signIn];
  const doc = await agent
    .post("/api/generate/nda")
    .send({
      ...ndaBody,
      disclosingParty: { ...ndaBody.disclosingParty, name: DOC_TEXT },
      purpose: PURPOSE,
    });
  expect(doc.status).toBe(201);
  responses.push(doc);
  for (const format of ["html", "markdown", "pdf"]) {
    responses.push(
      await agent.get(
        `/api/documents/${doc.body.id}/export/${format}?token=${encodeURIComponent(PURPOSE)}`,
      ),
    );
  }
  responses.push(await agent.post(`/api/documents/${doc.body.id}/share`));
  responses.push(
    await agent
      .post("/api/generate/nda")
      .send({ ...ndaBody, purpose: `${PURPOSE}${"!".repeat(3000)}` }),
  ); // 400
  responses.push(await agent.get("/api/auth/user"));
  const given = await agent.get("/api/documents").set("X-Request-Id", "client-chosen-id-42");
  expect(given.headers["x-request-id"]).toBe("client-chosen-id-42");
  // A hostile request id is not echoed: a fresh one is made.
  const hostile = await agent
    .get("/api/documents")
    .set("X-Request-Id", "bad id <script> with spaces");
  expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  responses.push(given, hostile);
  // Each request's line is written when its response ends: wait for them, not for a while.
  await waitFor(() => responses.every((r) => lines.some((l) => l.includes(String(r.headers["x-request-id"])))), {
    timeoutMs: 30_000,
    what: "a log line for every response",
  });

  const entries = lines.map(
    (l) => JSON.parse(l) as { msg?: string; req?: { id?: string; url?: string }; reqId?: string },
  );
  const requestLines = entries.filter((e) => e.req);
  expect(requestLines.length).toBeGreaterThanOrEqual(responses.length);
  for (const e of requestLines) expect(e.req!.id, JSON.stringify(e)).toMatch(/^[\w-]{8,64}$/);
  const loggedIds = new Set(requestLines.map((e) => e.req!.id));
  for (const res of responses) {
    const id = res.headers["x-request-id"] as string;
    expect(id).toBeTruthy();
    expect(loggedIds.has(id), `request ${id} logged`).toBe(true);
  }
  // Paths only: the query string (which can carry tokens) is not logged.
  expect(requestLines.some((e) => e.req!.url?.includes("?"))).toBe(false);

  const rows = await t.db.select({ sid: sessions.sid }).from(sessions);
  const sids = rows.map((r) => r.sid);
  expect(sids.length).toBeGreaterThan(0);
  const all = lines.join("\n");
  const forbidden = {
    "cookie value": decodeURIComponent(cookieValue),
    "cookie value (encoded)": cookieValue,
    "session secret": SECRET,
    "document text": DOC_TEXT,
    "document purpose": "Marzipan Lighthouse",
    "e-mail": EMAIL,
    ...Object.fromEntries(sids.map((sid, i) => [`session id ${i}`, sid])),
  };
  const leaks = Object.entries(forbidden)
    .filter(([, v]) => all.includes(v))
    .map(([k]) => k);
  expect(leaks).toEqual([]);
  expect(all).not.toMatch(/set-cookie|"cookie"|authorization/i);
  console.log(
    `[security] logs: ${lines.length} log lines over ${responses.length} requests, ${leaks.length} leaks`,
  );
});

test("database errors are logged without the query's bound values", () => {
  const out: string[] = [];
  const logger = createLogger(
    "error",
    new Writable({
      write(chunk, _enc, done) {
        out.push(String(chunk));
        done();
      },
    }),
  );
  const err = new Error(
    `Failed query: insert into "documents" ("title") values ($1)\nparams: ${DOC_TEXT},${EMAIL}`,
  );
  const wrapped = Object.assign(new Error("outer"), {
    cause: err,
    detail: `Key (email)=(${EMAIL}) already exists.`,
  });
  logger.error({ err: wrapped }, "unhandled error");
  const text = out.join("");
  expect(text).toContain("Failed query: insert into");
  expect(text).toContain("params: [redacted]");
  expect(text).not.toContain(DOC_TEXT);
  expect(text).not.toContain(EMAIL);
});
