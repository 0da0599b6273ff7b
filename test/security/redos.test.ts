// Regular-expression denial of service: one request must never hold the event loop. Every text
// field of every endpoint that reads a JSON body (found by walking the zod schemas, so a new field
// is covered without being listed) gets a worst case just under the 1 MB body limit: a long run of
// spaces, tabs or line breaks, then one other character (what once held the server 51 s). What a
// catastrophic pattern costs is CPU time on the event loop, so that is what is measured: the app
// runs in this process, and each request (body parse, validation, answer) must cost it under
// 2 CPU-seconds. A catastrophic pattern costs seconds to minutes; a megabyte body that is refused
// costs 100–250 CPU-ms here, and up to 716 was read on a CI runner busy with the rest of the suite
// (CPU time grows far less than the wall clock on a busy machine, but it does grow), hence the margin.
import type { z } from "zod";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatCount } from "../../shared/format";
import { ZInvoiceRequestSchema } from "../../shared/doc-types";
import { stringFields } from "../../shared/validation/test-utils";
import { ZAdminUserActionSchema } from "../../shared/api/admin";
import { ZCreateAnalyticsProviderSchema } from "../../shared/api/admin";
import { startTestApp, type TestApp } from "../api-harness";
import { generateRequests, invoiceBody } from "../fixtures";
import { listRoutes, report } from "./http-helpers";

/** express.json({ limit: "1mb" }). */
const BODY_LIMIT = 1024 * 1024;
/** CPU time (user + system) this process may spend on one request. */
const CPU_MS = 2000;

/** Worst cases: a unit repeated to fill the body, then a tail that makes the pattern fail. */
const SHAPES: { unit: string; tail: string }[] = [
  { unit: " ", tail: "x" },
  { unit: "\t \n", tail: "x" },
  { unit: "\n", tail: "x " },
  { unit: " \r\n", tail: "x" },
  { unit: " \u00a0\t", tail: "\u2028x" },
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "admin@redos.test" });
});
afterAll(() => t?.close());

type Path = (string | number)[];

function setAt(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  // An optional object the base body leaves out (e.g. an invoice's supplyPeriod) is created.
  path.slice(0, -1).forEach((key, i) => {
    node[key] ??= typeof path[i + 1] === "number" ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

const bytes = (s: string) => Buffer.byteLength(s);

/** The body, as sent, with `unit` repeated at `path` so the whole body is just under the limit. */
function worstBody(base: unknown, path: Path, { unit, tail }: { unit: string; tail: string }) {
  const empty = bytes(JSON.stringify(setAt(base, path, tail)));
  const perUnit = bytes(JSON.stringify(unit)) - 2;
  const n = Math.floor((BODY_LIMIT - 64 - empty) / perUnit);
  return JSON.stringify(setAt(base, path, unit.repeat(n) + tail));
}

test("worst-case whitespace in every text field: each request costs the server under 2 CPU-seconds", { timeout: 900_000 }, async () => {
  const owner = await t.proUser("owner@redos.test");
  const admin = await t.signIn("admin@redos.test");
  const target = await t.signIn("target@redos.test");
  const targetId = (await target.get("/api/auth/user")).body.id as string;

  const endpoints: {
    method: "POST" | "PATCH";
    path: string;
    schema: z.ZodType;
    body: unknown;
    agent: typeof owner;
  }[] = [
    ...generateRequests().map(({ path, schema, body }) => ({ method: "POST" as const, path, schema, body, agent: owner })),
    { method: "POST", path: "/api/invoices", schema: ZInvoiceRequestSchema, body: invoiceBody, agent: owner },
    {
      method: "POST",
      path: "/api/admin/analytics",
      schema: ZCreateAnalyticsProviderSchema,
      body: { provider: "custom", trackingId: "https://cdn.example/a.js" },
      agent: admin,
    },
    {
      method: "PATCH",
      path: `/api/admin/users/${targetId}`,
      schema: ZAdminUserActionSchema,
      body: { action: "make-admin" },
      agent: admin,
    },
  ];

  // Every generator the app serves is here: a new one without ReDoS coverage fails this test.
  const served = listRoutes(t)
    .filter((r) => r.method === "POST" && (r.path.startsWith("/api/generate/") || r.path === "/api/invoices"))
    .map((r) => r.path);
  expect(served.length).toBeGreaterThanOrEqual(5);
  for (const path of served) expect(endpoints.map((e) => e.path)).toContain(path);

  const slow: string[] = [];
  let requests = 0;
  let fields = 0;
  let costliest = 0;
  let smallest = Infinity;
  let largest = 0;
  for (const e of endpoints) {
    const found = stringFields(e.schema);
    expect(found.length, e.path).toBeGreaterThan(0);
    for (const field of found) {
      fields++;
      for (const shape of SHAPES) {
        const raw = worstBody(e.body, field.path, shape);
        expect(bytes(raw)).toBeLessThan(BODY_LIMIT);
        smallest = Math.min(smallest, bytes(raw));
        largest = Math.max(largest, bytes(raw));
        const label = `${e.method} ${e.path.replace(targetId, ":id")} ${field.path.join(".")} ${JSON.stringify(shape.unit)}…${JSON.stringify(shape.tail)}`;

        const before = process.cpuUsage();
        const res = await (e.method === "POST" ? e.agent.post(e.path) : e.agent.patch(e.path))
          .set("Content-Type", "application/json")
          .send(raw);
        const spent = process.cpuUsage(before);
        const cpuMs = (spent.user + spent.system) / 1000;
        requests++;
        costliest = Math.max(costliest, cpuMs);
        if (cpuMs >= CPU_MS) slow.push(`${label}: cost ${cpuMs.toFixed(0)} CPU-ms`);
        expect(res.status, label).toBe(400);
        const errors = (res.body as { errors?: { path: string }[] }).errors ?? [];
        expect(errors.map((x) => x.path), label).toContain(field.path.join("."));
      }
    }
  }
  expect(slow).toEqual([]);
  report(
    "ReDoS",
    `${requests} requests of ${formatCount(smallest)}–${formatCount(largest)} bytes (${SHAPES.length} whitespace shapes × ${fields} text fields of ${endpoints.length} endpoints): all 400, costliest ${costliest.toFixed(0)} CPU-ms (limit ${CPU_MS})`,
  );
});
