// Cross-user access: user A owns documents of every type, an invoice, a share link and the admin
// owns an analytics provider; user B (a plain user) and a signed-out visitor try every route on
// those ids. Nothing may succeed, nothing of A's may leak, and no row may change.
import { afterAll, beforeAll, expect, test } from "vitest";
import { USER_ACTIONS } from "../../server/services/admin-users";
import { startTestApp, type TestApp } from "../api-harness";
import { cookiePolicyBody, invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../fixtures";
import { expectUnchanged, listRoutes, report, snapshot } from "./http-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "admin@cross.test" });
});
afterAll(() => t?.close());

const SECRET = "Quixotic Marmoset Holdings";

test("user B and a visitor cannot read, export, share or change anything of A's, nor use any admin route", async () => {
  const a = await t.proUser("a@cross.test");
  const aId = (await a.get("/api/auth/user")).body.id as string;

  const docs: { id: string; type: string }[] = [];
  for (const [path, body] of [
    ["privacy-policy", privacyPolicyBody],
    ["terms", termsBody],
    ["cookie-policy", cookiePolicyBody],
    ["nda", ndaBody],
  ] as const) {
    const res = await a.post(`/api/generate/${path}`).send({ ...body, companyName: SECRET });
    expect(res.status).toBe(201);
    docs.push(res.body);
  }
  const invoice = await a.post("/api/invoices").send({ ...invoiceBody, clientName: SECRET });
  expect(invoice.status).toBe(201);
  docs.push(invoice.body.document);
  // A payment on A's invoice: B must not list, delete or make a receipt of it.
  const payment = await a.post(`/api/documents/${invoice.body.document.id as string}/payments`).send({ amount: 1_000, date: "2026-11-20", method: "card" });
  expect(payment.status).toBe(201);
  expect(new Set(docs.map((d) => d.type)).size).toBe(5);
  const share = await a.post(`/api/documents/${docs[0]!.id}/share`);
  expect(share.status).toBe(201);
  const aClient = await a.post("/api/clients").send({ name: SECRET, email: "secret@client.example" });
  expect(aClient.status).toBe(201);
  const clientPath = `/api/clients/${aClient.body.id as string}`;

  const admin = await t.signIn("admin@cross.test");
  const provider = await admin
    .post("/api/admin/analytics")
    .send({ provider: "google_analytics", trackingId: "G-CROSS1234" });
  expect(provider.status).toBe(201);

  const b = await t.signIn("b@cross.test");
  const bId = (await b.get("/api/auth/user")).body.id as string;
  const visitor = t.agent();
  const before = await snapshot(t);

  type Attempt = {
    label: string;
    send: () => Promise<{ status: number; text: string }>;
    /** B's own lists answer 200; they just must not hold A's rows. */
    list?: boolean;
  };
  const attempts: Attempt[] = [];
  for (const [who, client] of [
    ["B", b],
    ["visitor", visitor],
  ] as const) {
    for (const doc of docs) {
      const base = `/api/documents/${doc.id}`;
      attempts.push(
        { label: `${who} GET ${base}`, send: () => client.get(base) },
        { label: `${who} export html`, send: () => client.get(`${base}/export/html`) },
        { label: `${who} export markdown`, send: () => client.get(`${base}/export/markdown`) },
        { label: `${who} export pdf`, send: () => client.get(`${base}/export/pdf`) },
        {
          label: `${who} export pdf letter`,
          send: () => client.get(`${base}/export/pdf?paper=letter`),
        },
        { label: `${who} POST share`, send: () => client.post(`${base}/share`) },
        { label: `${who} DELETE share`, send: () => client.delete(`${base}/share`) },
        { label: `${who} banner-preview`, send: () => client.get(`${base}/banner-preview`) },
        // Sending A's invoice to oneself, or converting it.
        { label: `${who} POST send`, send: () => client.post(`${base}/send`).send({ to: "taken@b.example" }) },
        { label: `${who} POST convert`, send: () => client.post(`${base}/convert`).send({ to: "invoice" }) },
        // Payments, receipts, void, remind, history.
        { label: `${who} GET payments`, send: () => client.get(`${base}/payments`) },
        { label: `${who} POST payment`, send: () => client.post(`${base}/payments`).send({ amount: 100, date: "2026-11-20", method: "cash" }) },
        { label: `${who} DELETE payment`, send: () => client.delete(`${base}/payments/${payment.body.id as string}`) },
        { label: `${who} POST receipt`, send: () => client.post(`${base}/payments/${payment.body.id as string}/receipt`) },
        { label: `${who} POST void`, send: () => client.post(`${base}/void`).send({ reason: "Taken" }) },
        { label: `${who} POST remind`, send: () => client.post(`${base}/remind`) },
        { label: `${who} GET history`, send: () => client.get(`${base}/history`) },
        // Website scans of A's policy: list them, or start one (the document is checked before the URL).
        { label: `${who} GET scans`, send: () => client.get(`${base}/scans`) },
        { label: `${who} POST scans`, send: () => client.post(`${base}/scans`).send({ url: "https://acme.example/" }) },
      );
    }
    // A's client: read, change, delete, or fill an invoice with it.
    attempts.push(
      { label: `${who} GET ${clientPath}`, send: () => client.get(clientPath) },
      { label: `${who} PATCH ${clientPath}`, send: () => client.patch(clientPath).send({ name: "Taken" }) },
      { label: `${who} DELETE ${clientPath}`, send: () => client.delete(clientPath) },
      { label: `${who} POST /api/invoices with A's clientId`, send: () => client.post("/api/invoices").send({ ...invoiceBody, clientId: aClient.body.id }) },
    );
    // Admin routes, each with real ids: A, B themselves (self-promotion) and the provider.
    const adminRoutes = listRoutes(t).filter((r) => r.path.startsWith("/api/admin"));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes) {
      const targets = route.path.includes("/users/:id")
        ? [aId, bId]
        : route.path.includes("/analytics/:id")
          ? [provider.body.id as string]
          : [""];
      for (const id of targets) {
        const path = route.path.replace(":id", id);
        const bodies: object[] =
          route.method === "PATCH" && path.includes("/users/")
            ? USER_ACTIONS.map((action) => ({ action }))
            : route.method === "PATCH"
              ? [{ isActive: false }]
              : route.method === "POST"
                ? [{ provider: "hotjar", trackingId: "1234567" }]
                : [{}];
        for (const body of bodies) {
          attempts.push({
            label: `${who} ${route.method} ${path} ${JSON.stringify(body)}`,
            send: () => {
              const m = route.method.toLowerCase() as "get" | "post" | "patch" | "delete";
              return m === "get" || m === "delete" ? client[m](path) : client[m](path).send(body);
            },
          });
        }
      }
    }
  }
  // Lists: B's own lists must not hold A's rows.
  attempts.push(
    { label: "B GET /api/documents", send: () => b.get("/api/documents?limit=50"), list: true },
    { label: "B GET /api/documents?clientId=<A's>", send: () => b.get(`/api/documents?clientId=${aClient.body.id as string}`), list: true },
    { label: "B GET /api/invoices", send: () => b.get("/api/invoices"), list: true },
    { label: "B GET /api/clients", send: () => b.get("/api/clients"), list: true },
    { label: "B GET /api/clients?q=", send: () => b.get(`/api/clients?q=${encodeURIComponent(SECRET.slice(0, 8))}`), list: true },
    { label: "B GET /api/dashboard/stats", send: () => b.get("/api/dashboard/stats"), list: true },
  );

  const successes: string[] = [];
  const statuses = new Map<number, number>();
  for (const attempt of attempts) {
    const res = await attempt.send();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const leaked = res.text.includes(SECRET) || res.text.includes(aClient.body.id as string) || docs.some((d) => res.text.includes(d.id));
    if (leaked || (!attempt.list && res.status < 400))
      successes.push(`${attempt.label} → ${res.status}`);
    if (attempt.label.includes("export pdf")) expect(res.status).not.toBe(200);
  }
  expect((await b.get("/api/dashboard/stats")).body).toMatchObject({
    documentsGenerated: 0,
    invoiceTotal: 0,
  });

  const after = await snapshot(t);
  report(
    "cross-user",
    `${attempts.length} attempts, ${successes.length} successes (statuses ${[...statuses]
      .sort(([x], [y]) => x - y)
      .map(([s, n]) => `${s}×${n}`)
      .join(", ")})`,
  );
  expect(successes).toEqual([]);
  expectUnchanged(before, after);

  // A still has everything, untouched, and the share link still works.
  const mine = (await a.get("/api/documents?limit=50")).body as { id: string }[];
  expect(mine.map((d) => d.id).sort()).toEqual(docs.map((d) => d.id).sort());
  expect((await a.get(clientPath)).body).toMatchObject({ name: SECRET });
  expect((await a.get(`/api/documents/${docs[0]!.id}`)).body.share).not.toBeNull();
  expect((await t.agent().get(new URL(share.body.url as string).pathname)).status).toBe(200);
  expect((await a.get("/api/auth/user")).body).toMatchObject({ role: "user", subscription: "pro" });
  expect((await b.get("/api/auth/user")).body).toMatchObject({
    role: "user",
    subscription: "free",
  });
});
