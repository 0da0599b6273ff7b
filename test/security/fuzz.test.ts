// Fuzzing every state-changing endpoint with malformed input, generated from a valid body: every
// field given every wrong type, removed, made huge or full of control characters; top-level
// garbage; prototype-pollution keys; 10,000 invoice lines; a body over the 1 MB limit; malformed
// JSON; malformed route ids. Expected: never a 500, always a 4xx, 400s name the fields, and not one
// row changes. The list of endpoints is checked against the app's own router, so a new route
// without fuzz coverage fails this test.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ZMailTestRequest } from "../../shared/mail";
import { ZInvoiceRequestSchema, ZNdaRequestSchema } from "../../shared/doc-types";
import { ZAccountDeleteSchema, ZAccountPatchSchema } from "../../shared/api/account";
import { ZBusinessProfilePatchSchema, ZBusinessProfileSchema } from "../../shared/business/schema";
import { ZClientPatchSchema, ZClientSchema } from "../../shared/clients/schema";
import { ZLogoKitRequest } from "../../shared/logo-studio";
import { ZCheckoutRequest } from "../../shared/api/billing";
import { checkoutCompleted } from "../stripe-events";
import { ZAdminUserActionSchema } from "../../shared/api/admin";
import { ZDocumentChangesSchema } from "../../shared/api/documents";
import { ZSignBody, ZSignatureRequestBody, ZVoidBody } from "../../shared/api/signatures";
import { ZAcceptBody, ZConvertBody, ZDeclineQuoteBody, ZSendBody } from "../../shared/invoicing/client";
import { ZPaymentRequestSchema, ZVoidRequestSchema } from "../../shared/invoicing/payments";
import { ZNumberingPatch } from "../../shared/invoicing/sequences";
import { ZCreateAnalyticsProviderSchema, ZUpdateAnalyticsProviderSchema } from "../../shared/api/admin";
import { ZAcceptanceRecordBody, ZApiKeyCreateBody, ZConsentRecordBody } from "../../shared/api/consents";
import { ZPublicationPatch } from "../../shared/api/publications";
import { ZStartScanSchema } from "../../shared/api/scans";
import { startTestApp, type TestApp } from "../api-harness";
import { generateRequests, invoiceBody, ndaBody } from "../fixtures";
import { expectUnchanged, histogram, mutatingRoutes, report, snapshot } from "./http-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: "admin@fuzz.test" });
});
afterAll(() => t?.close());

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A body to send: JSON (checked against the schema first) or raw text sent as JSON. */
type Case = { label: string; json?: Json; raw?: string; form?: Record<string, string | string[]> };

const CONTROL = "\u0000\u0001\u0007\b\u001b[31m\u007f\u2028\u2029";
const UNICODE = "💥 𝕏 Ω 🏳️‍🌈 \u202eevil\u202c ｆｕｌｌｗｉｄｔｈ ﷽";

/** Values of every wrong kind, for any field. */
const WRONG: Json[] = [
  null,
  0,
  -1,
  1.5,
  -0.01,
  1e21,
  true,
  false,
  "",
  "   ",
  "not-an-option",
  "true",
  "false",
  "1",
  "on",
  "2026-02-30",
  "a".repeat(20_000),
  CONTROL,
  UNICODE,
  "<script>alert(1)</script>",
  [],
  [null],
  {},
  { $gt: "" },
  { __proto__: { polluted: true } } as unknown as Json,
  [[["deep"]]],
];

/** Every path in a value: object keys and array indexes, nested. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => [[...prefix, i], ...paths(v, [...prefix, i])]);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  return [];
}

function setAt(value: Json, path: (string | number)[], next: Json | undefined): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (next === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = next;
  return copy as Json;
}

function nested(depth: number): Json {
  let v: Json = "bottom";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Malformed variations of a valid body. */
function bodyCases(base: Json): Case[] {
  const cases: Case[] = [];
  for (const path of paths(base)) {
    const where = path.join(".");
    cases.push({ label: `${where} removed`, json: setAt(base, path, undefined) });
    for (const wrong of WRONG)
      cases.push({
        label: `${where} = ${JSON.stringify(wrong)?.slice(0, 30)}`,
        json: setAt(base, path, wrong),
      });
    // Near misses of a valid string: other case, padding, a NUL, doubled.
    let leaf: Json = base;
    for (const key of path) leaf = (leaf as Record<string | number, Json>)[key]!;
    if (typeof leaf === "string")
      for (const near of [
        leaf.toUpperCase(),
        ` ${leaf}\t`,
        `${leaf}\u0000`,
        leaf + leaf,
        leaf.replace(/[-_]/g, " "),
      ])
        cases.push({
          label: `${where} = ${JSON.stringify(near).slice(0, 30)}`,
          json: setAt(base, path, near),
        });
  }
  const obj = base as Record<string, Json>;
  // Fields nobody may set (refused by strict schemas, dropped by the others).
  for (const key of [
    "role",
    "isAdmin",
    "id",
    "userId",
    "createdAt",
    "subscription",
    "documentsGenerated",
    "isBlocked",
    "status",
    "prototype",
  ])
    cases.push({ label: `extra ${key}`, json: { ...obj, [key]: key === "role" ? "admin" : true } });
  cases.push(
    { label: "empty object", json: {} },
    { label: "array at the top level", json: [] },
    { label: "the body inside an array", json: [base] },
    { label: "nested 500 deep", json: { ...obj, extra: nested(500) } },
    { label: "every field null", json: Object.fromEntries(Object.keys(obj).map((k) => [k, null])) },
    {
      label: "every field an array",
      json: Object.fromEntries(Object.keys(obj).map((k) => [k, [obj[k]!]])),
    },
    { label: "JSON null", raw: "null" },
    { label: "JSON string", raw: '"text"' },
    { label: "JSON number", raw: "42" },
    { label: "truncated JSON", raw: JSON.stringify(base).slice(0, -5) },
    { label: "trailing garbage", raw: `${JSON.stringify(base)}}}` },
    { label: "single quotes", raw: "{'a': 1}" },
    { label: "NaN literal", raw: '{"a": NaN}' },
    // Prototype pollution: JSON.parse makes "__proto__" an own key; it must be refused or dropped.
    {
      label: "__proto__ key",
      raw: `{"__proto__": {"role": "admin", "isAdmin": true}, ${JSON.stringify(base).slice(1, -1)}, "x": 1}`,
    },
    { label: "__proto__ only", raw: '{"__proto__": {"polluted": "yes"}}' },
    { label: "constructor.prototype", raw: '{"constructor": {"prototype": {"polluted": "yes"}}}' },
    { label: "over 1 MB", json: { ...obj, padding: "x".repeat(1_100_000) } },
  );
  return cases;
}

/** Malformed route ids: none may name anything, or crash. */
const BAD_IDS = [
  "x",
  "0",
  "-1",
  "null",
  "undefined",
  "00000000-0000-0000-0000-000000000000",
  randomUUID(),
  `${randomUUID()}x`,
  "' OR '1'='1",
  "1;DROP TABLE users",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "%25",
  "a".repeat(3000),
  encodeURIComponent(UNICODE),
  "__proto__",
  "constructor",
  "%7B%7D",
];
const ID_BODIES: Case[] = [
  { label: "no body" },
  { label: "junk", json: { action: "make-admin", isActive: true, role: "admin" } },
  { label: "raw", raw: "{bad" },
];

const dig = (o: unknown, key: string) => (o as Record<string, unknown> | undefined)?.[key];

// Over twelve thousand requests: their number grows with the routes and fields, so the test has a
// time limit of its own, a guard against a hang and not a measure: on two cores shared with four
// other jobs it ran past 300 s.
test("malformed bodies and ids to every mutating endpoint: no 500, all 4xx, field messages, no row changed", { timeout: 900_000 }, async () => {
  const owner = await t.proUser("owner@fuzz.test");
  const admin = await t.signIn("admin@fuzz.test");
  const target = await t.signIn("target@fuzz.test");
  const targetId = (await target.get("/api/auth/user")).body.id as string;
  const doc = (await owner.post("/api/generate/nda").send(ndaBody)).body as { id: string };
  await owner.post(`/api/documents/${doc.id}/share`).expect(201);
  const provider = (
    await admin
      .post("/api/admin/analytics")
      .send({ provider: "google_analytics", trackingId: "G-FUZZ1234" })
  ).body as { id: string };
  expect(provider.id).toBeTruthy();

  const profile = (await owner.post("/api/business-profiles").send({ name: "Fuzz Ltd", country: "GB" })).body as { id: string };
  expect(profile.id).toBeTruthy();
  const client = (await owner.post("/api/clients").send({ name: "Fuzz Client Ltd", country: "GB" })).body as { id: string };
  expect(client.id).toBeTruthy();
  // An invoice, for the owner's billing routes (payments, void, remind): no body they refuse may
  // change it.
  const invoice = (await owner.post("/api/invoices").send(invoiceBody)).body as { document: { id: string } };
  expect(invoice.document.id).toBeTruthy();

  type Endpoint = {
    method: "POST" | "PUT" | "PATCH" | "DELETE";
    route: string;
    path: (id: string) => string;
    agent: typeof owner;
    schema?: z.ZodType;
    cases: Case[];
    ids?: string[];
  };
  const invoiceCases = bodyCases(invoiceBody as Json);
  const manyItems = Array.from({ length: 10_000 }, (_, i) => ({
    description: `Line ${i}`,
    quantity: 1,
    unitPrice: 100,
    total: 100,
  }));
  invoiceCases.push(
    { label: "10,000 items", json: { ...invoiceBody, items: manyItems } },
    { label: "negative money", json: { ...invoiceBody, taxAmount: -500, discountAmount: -1 } },
    { label: "fractional money", json: { ...invoiceBody, taxAmount: 10.5 } },
    { label: "money as strings", json: { ...invoiceBody, taxAmount: "100" } },
    {
      label: "overflowing total",
      json: {
        ...invoiceBody,
        items: [{ description: "Big", quantity: 100_000, unitPrice: 100_000_000 }],
      },
    },
    { label: "no items", json: { ...invoiceBody, items: [] } },
  );
  const endpoints: Endpoint[] = [
    ...generateRequests().map(({ path, body, schema }): Endpoint => ({
      method: "POST",
      route: path,
      path: () => path,
      agent: owner,
      schema,
      cases: bodyCases(body as Json),
    })),
    {
      method: "POST",
      route: "/api/invoices",
      path: () => "/api/invoices",
      agent: owner,
      schema: ZInvoiceRequestSchema,
      cases: invoiceCases,
    },
    {
      method: "PATCH",
      route: "/api/admin/users/:id",
      path: (id) => `/api/admin/users/${id}`,
      agent: admin,
      schema: ZAdminUserActionSchema,
      cases: bodyCases({ action: "make-admin" }),
      ids: [targetId],
    },
    {
      method: "POST",
      route: "/api/admin/analytics",
      path: () => "/api/admin/analytics",
      agent: admin,
      schema: ZCreateAnalyticsProviderSchema,
      cases: bodyCases({
        provider: "custom",
        trackingId: "site-123",
        config: { scriptUrl: "https://cdn.example/a.js" },
      }),
    },
    {
      method: "PATCH",
      route: "/api/admin/analytics/:id",
      path: (id) => `/api/admin/analytics/${id}`,
      agent: admin,
      schema: ZUpdateAnalyticsProviderSchema,
      cases: bodyCases({ isActive: false }),
      ids: [provider.id],
    },
    {
      method: "POST",
      route: "/api/admin/mail/test",
      path: () => "/api/admin/mail/test",
      agent: admin,
      schema: ZMailTestRequest,
      cases: bodyCases({ to: "someone@example.com" }),
    },
    // Routes whose input is the id alone: malformed ids, with and without junk bodies.
    {
      method: "PATCH",
      route: "/api/admin/users/:id#ids",
      path: (id) => `/api/admin/users/${id}`,
      agent: admin,
      cases: ID_BODIES,
      ids: BAD_IDS,
    },
    {
      method: "PATCH",
      route: "/api/admin/analytics/:id#ids",
      path: (id) => `/api/admin/analytics/${id}`,
      agent: admin,
      cases: ID_BODIES,
      ids: BAD_IDS,
    },
    {
      method: "DELETE",
      route: "/api/admin/analytics/:id",
      path: (id) => `/api/admin/analytics/${id}`,
      agent: admin,
      cases: ID_BODIES,
      ids: BAD_IDS,
    },
    // A document's management routes: bodies refused by their schema, on the owner's document.
    {
      method: "PATCH",
      route: "/api/documents/:id",
      path: (id) => `/api/documents/${id}`,
      agent: owner,
      schema: ZDocumentChangesSchema,
      cases: bodyCases({ title: "Renamed", status: "final" }),
      ids: [doc.id],
    },
    {
      method: "PUT",
      route: "/api/documents/:id/input",
      path: (id) => `/api/documents/${id}/input`,
      agent: owner,
      schema: ZNdaRequestSchema,
      cases: bodyCases(ndaBody as Json),
      ids: [doc.id],
    },
    {
      method: "POST",
      route: "/api/business-profiles",
      path: () => "/api/business-profiles",
      agent: owner,
      schema: ZBusinessProfileSchema,
      cases: bodyCases({ name: "Acme GmbH", country: "DE", vatId: "DE123456789", iban: "DE89370400440532013000", primaryColor: "#112233" }),
    },
    {
      method: "PATCH",
      route: "/api/business-profiles/:id",
      path: (id) => `/api/business-profiles/${id}`,
      agent: owner,
      schema: ZBusinessProfilePatchSchema,
      cases: bodyCases({ name: "Renamed Ltd", email: "a@b.example" }),
      ids: [profile.id],
    },
    {
      method: "PATCH",
      route: "/api/business-profiles/:id/numbering",
      path: (id) => `/api/business-profiles/${id}/numbering`,
      agent: owner,
      schema: ZNumberingPatch,
      cases: bodyCases({ invoice: { prefix: "FZ-", nextNumber: 7 }, quote: { prefix: "Q/" } }),
      ids: [profile.id],
    },
    {
      method: "POST",
      route: "/api/clients",
      path: () => "/api/clients",
      agent: owner,
      schema: ZClientSchema,
      cases: bodyCases({ name: "Globex GmbH", email: "ap@globex.example", country: "DE", vatId: "DE123456789", contactName: "Hank Scorpio", notes: "Net 30" }),
    },
    {
      method: "PATCH",
      route: "/api/clients/:id",
      path: (id) => `/api/clients/${id}`,
      agent: owner,
      schema: ZClientPatchSchema,
      cases: bodyCases({ name: "Renamed Client", email: "a@b.example", country: "FR" }),
      ids: [client.id],
    },
    {
      method: "POST",
      route: "/api/logo-studio/kit",
      path: () => "/api/logo-studio/kit",
      agent: owner,
      schema: ZLogoKitRequest,
      cases: bodyCases({ name: "Acme", initials: "AC", primaryColor: "#3b82f6", secondaryColor: "#10b981", layout: "horizontal" }),
    },
    // Settings → Account: the name, and deleting the account. The confirmation of the deletion
    // never names the owner, so no variation of it deletes anything.
    {
      method: "PATCH",
      route: "/api/account",
      path: () => "/api/account",
      agent: owner,
      schema: ZAccountPatchSchema,
      cases: bodyCases({ firstName: "Olivia", lastName: "Owner" }),
    },
    {
      method: "DELETE",
      route: "/api/account",
      path: () => "/api/account",
      agent: owner,
      schema: ZAccountDeleteSchema,
      cases: [
        ...bodyCases({ confirm: "someone-else@fuzz.test" }),
        // A one-field body has few variations: the confirmation's own wrong shapes too.
        ...[
          "",
          "   ",
          "x".repeat(2000),
          ["someone-else@fuzz.test"],
          { email: "someone-else@fuzz.test" },
          0,
          1.5,
          true,
          null,
        ].map((confirm): Case => ({ label: `confirm = ${JSON.stringify(confirm).slice(0, 30)}`, json: { confirm } })),
      ],
    },
    // Checkout takes no input: whatever a client sends (a price, an amount) is refused.
    {
      method: "POST",
      route: "/api/billing/checkout",
      path: () => "/api/billing/checkout",
      agent: owner,
      schema: ZCheckoutRequest,
      cases: bodyCases({ priceId: "price_cheap", amount: 100, currency: "usd" }),
    },
    // The Stripe webhook, unsigned (only Stripe holds the secret): every body a 400, nothing read.
    {
      method: "POST",
      route: "/api/billing/webhook",
      path: () => "/api/billing/webhook",
      agent: t.agent(),
      cases: bodyCases(checkoutCompleted(randomUUID()) as unknown as Json),
    },
    // The development checkout's form, sent JSON bodies instead.
    {
      method: "POST",
      route: "/api/billing/dev-checkout",
      path: () => "/api/billing/dev-checkout",
      agent: owner,
      cases: bodyCases({ session: "cs_dev_00000000000000000000000000000000" }),
    },
    // Signature requests: the owner's body refused by its schema; the signer's routes on
    // malformed tokens; /api/verify sent anything but a PDF.
    {
      method: "POST",
      route: "/api/documents/:id/signature-requests",
      path: (id) => `/api/documents/${id}/signature-requests`,
      agent: owner,
      schema: ZSignatureRequestBody,
      cases: bodyCases({
        signers: [{ name: "Sam Signer", email: "sam@fuzz.test", role: "signer" }],
        order: "sequential",
        message: "Please sign",
        expiresInDays: 7,
        otp: true,
        fields: [{ signer: 0, page: 1, x: 10, y: 10, width: 100, height: 20, kind: "text", required: true, label: "Company" }],
      }),
      ids: [doc.id],
    },
    {
      method: "POST",
      route: "/api/signature-requests/:id/void",
      path: (id) => `/api/signature-requests/${id}/void`,
      agent: owner,
      schema: ZVoidBody,
      cases: [
        ...bodyCases({ reason: "Sent by mistake" }),
        ...["", "   ", "x".repeat(1001), ["why"], { text: "why" }, 0, 1.5, true, null].map(
          (reason): Case => ({ label: `reason = ${JSON.stringify(reason).slice(0, 30)}`, json: { reason } }),
        ),
      ],
      ids: [randomUUID()],
    },
    {
      method: "POST",
      route: "/api/sign/:token/sign",
      path: (id) => `/api/sign/${id}/sign`,
      agent: t.agent(),
      schema: ZSignBody,
      cases: bodyCases({ consent: true, signature: { type: "typed", name: "Sam Signer" }, fields: { company: "Acme Ltd" } }),
      ids: ["x".repeat(43)],
    },
    {
      method: "POST",
      route: "/api/verify",
      path: () => "/api/verify",
      agent: t.agent(),
      cases: bodyCases({ pdf: "%PDF-1.7" }),
    },
    // An uploaded PDF to sign: anything but a PDF body (JSON of every shape) is refused.
    {
      method: "POST",
      route: "/api/documents/upload",
      path: () => "/api/documents/upload?title=Fuzzed",
      agent: owner,
      cases: bodyCases({ pdf: "%PDF-1.7" }),
    },
    // Quotes and invoices sent to clients: the owner's send and convert on a document
    // that is no quote or invoice, the client's answers on a token that opens nothing.
    {
      method: "POST",
      route: "/api/documents/:id/send",
      path: (id) => `/api/documents/${id}/send`,
      agent: owner,
      schema: ZSendBody,
      cases: bodyCases({ to: "client@fuzz.test", cc: ["cc@fuzz.test"], message: "Here is the quote" }),
      ids: [doc.id],
    },
    {
      method: "POST",
      route: "/api/documents/:id/convert",
      path: (id) => `/api/documents/${id}/convert`,
      agent: owner,
      schema: ZConvertBody,
      cases: bodyCases({ to: "invoice" }),
      ids: [doc.id],
    },
    {
      method: "POST",
      route: "/api/public/quotes/:token/accept",
      path: (id) => `/api/public/quotes/${id}/accept`,
      agent: t.agent(),
      schema: ZAcceptBody,
      cases: bodyCases({ name: "Carl Client", consent: true }),
      ids: ["x".repeat(43)],
    },
    {
      method: "POST",
      route: "/api/public/quotes/:token/decline",
      path: (id) => `/api/public/quotes/${id}/decline`,
      agent: t.agent(),
      schema: ZDeclineQuoteBody,
      cases: [
        ...bodyCases({ reason: "Over budget" }),
        ...(["x".repeat(1_001), "x".repeat(20_000), ["why"], { text: "why" }, [], {}, 0, 1.5, -1, 1e21, true, false, null] as Json[]).map(
          (reason): Case => ({ label: `reason = ${JSON.stringify(reason).slice(0, 30)}`, json: { reason } }),
        ),
      ],
      ids: ["x".repeat(43)],
    },
    // The owner's billing routes: payments and void on an invoice.
    {
      method: "POST",
      route: "/api/documents/:id/payments",
      path: (id) => `/api/documents/${id}/payments`,
      agent: owner,
      schema: ZPaymentRequestSchema,
      cases: bodyCases({ amount: 1_000, date: "2026-11-20", method: "bank_transfer", reference: "REF-1" }),
      ids: [invoice.document.id],
    },
    {
      method: "POST",
      route: "/api/documents/:id/void",
      path: (id) => `/api/documents/${id}/void`,
      agent: owner,
      schema: ZVoidRequestSchema,
      cases: [
        ...bodyCases({ reason: "Issued in error" }),
        ...(["", "   ", "\n\t", "x".repeat(501), "x".repeat(1_001), "x".repeat(20_000), ["why"], { text: "why" }, [], {}, 0, 1.5, -1, 1e21, true, false, null] as Json[]).map(
          (reason): Case => ({ label: `reason = ${JSON.stringify(reason).slice(0, 30)}`, json: { reason } }),
        ),
      ],
      ids: [invoice.document.id],
    },
    ...(
      [
        ["POST", "/api/documents/:id/payments#ids", (id: string) => `/api/documents/${id}/payments`],
        ["DELETE", "/api/documents/:id/payments/:paymentId", (id: string) => `/api/documents/${invoice.document.id}/payments/${id}`],
        ["POST", "/api/documents/:id/payments/:paymentId/receipt", (id: string) => `/api/documents/${invoice.document.id}/payments/${id}/receipt`],
        ["POST", "/api/documents/:id/void#ids", (id: string) => `/api/documents/${id}/void`],
        ["POST", "/api/documents/:id/remind", (id: string) => `/api/documents/${id}/remind`],
      ] as const
    ).map(([method, route, path]): Endpoint => ({ method, route, path, agent: owner, cases: ID_BODIES, ids: BAD_IDS })),
    ...(
      [
        ["POST", "/api/documents/:id/send#ids", (id: string) => `/api/documents/${id}/send`],
        ["POST", "/api/documents/:id/convert#ids", (id: string) => `/api/documents/${id}/convert`],
        ["POST", "/api/public/quotes/:token/accept#ids", (id: string) => `/api/public/quotes/${id}/accept`],
        ["POST", "/api/public/quotes/:token/decline#ids", (id: string) => `/api/public/quotes/${id}/decline`],
      ] as const
    ).map(
      ([method, route, path]): Endpoint => ({ method, route, path, agent: route.startsWith("/api/public/") ? t.agent() : owner, cases: ID_BODIES, ids: BAD_IDS }),
    ),
    ...(
      [
        ["POST", "/api/signature-requests/:id/remind", (id: string) => `/api/signature-requests/${id}/remind`],
        ["POST", "/api/signature-requests/:id/void#ids", (id: string) => `/api/signature-requests/${id}/void`],
        ["POST", "/api/sign/:token/otp", (id: string) => `/api/sign/${id}/otp`],
        ["POST", "/api/sign/:token/otp/verify", (id: string) => `/api/sign/${id}/otp/verify`],
        ["POST", "/api/sign/:token/sign#ids", (id: string) => `/api/sign/${id}/sign`],
        ["POST", "/api/sign/:token/decline", (id: string) => `/api/sign/${id}/decline`],
      ] as const
    ).map(
      ([method, route, path]): Endpoint => ({ method, route, path, agent: method === "POST" && route.startsWith("/api/sign/") ? t.agent() : owner, cases: ID_BODIES, ids: BAD_IDS }),
    ),
    // Routes whose input is the id alone (and the logo's raw body): malformed ids.
    ...(
      [
        ["PATCH", "/api/documents/:id#ids", (id: string) => `/api/documents/${id}`],
        ["PUT", "/api/documents/:id/input#ids", (id: string) => `/api/documents/${id}/input`],
        ["DELETE", "/api/documents/:id", (id: string) => `/api/documents/${id}`],
        ["POST", "/api/documents/:id/duplicate", (id: string) => `/api/documents/${id}/duplicate`],
        ["POST", "/api/documents/:id/template-update", (id: string) => `/api/documents/${id}/template-update`],
        ["POST", "/api/documents/:id/versions/:n/restore", (id: string) => `/api/documents/${id}/versions/1/restore`],
        ["POST", "/api/documents/:id/versions/:n/restore#n", (id: string) => `/api/documents/${doc.id}/versions/${id}/restore`],
        ["PATCH", "/api/business-profiles/:id#ids", (id: string) => `/api/business-profiles/${id}`],
        ["DELETE", "/api/business-profiles/:id", (id: string) => `/api/business-profiles/${id}`],
        ["PUT", "/api/business-profiles/:id/logo", (id: string) => `/api/business-profiles/${id}/logo`],
        ["PATCH", "/api/business-profiles/:id/numbering#ids", (id: string) => `/api/business-profiles/${id}/numbering`],
        ["PATCH", "/api/clients/:id#ids", (id: string) => `/api/clients/${id}`],
        ["DELETE", "/api/clients/:id", (id: string) => `/api/clients/${id}`],
      ] as const
    ).map(
      ([method, route, path]): Endpoint => ({ method, route, path, agent: owner, cases: ID_BODIES, ids: BAD_IDS }),
    ),
    // Hosted policies: the visitors' records (no account: the public endpoints), the owner's
    // publications, API keys and website scans.
    {
      method: "POST",
      route: "/api/public/consents",
      path: () => "/api/public/consents",
      agent: t.agent(),
      schema: ZConsentRecordBody,
      cases: bodyCases({
        publicationId: randomUUID(),
        consentId: randomUUID(),
        action: "accept_all",
        categories: { necessary: true, analytics: true, marketing: false, preferences: false },
        gpc: false,
        pageUrl: "https://shop.example/",
      }),
    },
    {
      method: "POST",
      route: "/api/public/acceptances",
      path: () => "/api/public/acceptances",
      agent: t.agent(),
      schema: ZAcceptanceRecordBody,
      cases: bodyCases({ publicationId: randomUUID(), subject: "customer-42" }),
    },
    {
      method: "PATCH",
      route: "/api/publications/:id",
      path: (id) => `/api/publications/${id}`,
      agent: owner,
      schema: ZPublicationPatch,
      cases: bodyCases({ allowedOrigins: ["https://shop.example"], retentionMonths: 12 }),
      ids: [randomUUID()],
    },
    {
      method: "POST",
      route: "/api/api-keys",
      path: () => "/api/api-keys",
      agent: owner,
      schema: ZApiKeyCreateBody,
      cases: [
        ...bodyCases({ name: "Checkout server" }),
        ...(["", "   ", "\n\t", "x".repeat(101), "x".repeat(20_000), ["key"], { text: "key" }, [], {}, 0, 1.5, -1, true, false, null] as Json[]).map(
          (name): Case => ({ label: `name = ${JSON.stringify(name).slice(0, 30)}`, json: { name } }),
        ),
      ],
    },
    {
      method: "POST",
      route: "/api/documents/:id/scans",
      path: (id) => `/api/documents/${id}/scans`,
      agent: owner,
      schema: ZStartScanSchema,
      cases: bodyCases({ url: "https://shop.example/" }),
      ids: [doc.id],
    },
    ...(
      [
        ["POST", "/api/documents/:id/publish", (id: string) => `/api/documents/${id}/publish`],
        ["PATCH", "/api/publications/:id#ids", (id: string) => `/api/publications/${id}`],
        ["DELETE", "/api/publications/:id", (id: string) => `/api/publications/${id}`],
        ["DELETE", "/api/api-keys/:id", (id: string) => `/api/api-keys/${id}`],
        ["POST", "/api/documents/:id/scans#ids", (id: string) => `/api/documents/${id}/scans`],
      ] as const
    ).map(([method, route, path]): Endpoint => ({ method, route, path, agent: owner, cases: ID_BODIES, ids: BAD_IDS })),
    {
      method: "POST",
      route: "/api/documents/:id/share",
      path: (id) => `/api/documents/${id}/share`,
      agent: owner,
      cases: ID_BODIES,
      ids: BAD_IDS,
    },
    {
      method: "DELETE",
      route: "/api/documents/:id/share",
      path: (id) => `/api/documents/${id}/share`,
      agent: owner,
      cases: ID_BODIES,
      ids: BAD_IDS,
    },
  ];

  // Every state-changing route the app serves is fuzzed (the dev sign-in form is below).
  const covered = new Set([
    ...endpoints.map((e) => `${e.method} ${e.route.split("#")[0]}`),
    "POST /api/login/dev",
  ]);
  const served = mutatingRoutes(t).map((r) => `${r.method} ${r.path}`);
  expect(
    served.filter((r) => !covered.has(r)),
    "mutating routes without fuzz coverage",
  ).toEqual([]);

  const before = await snapshot(t);
  const statuses: number[] = [];
  const problems: string[] = [];
  let skipped = 0;
  const perEndpoint: string[] = [];

  for (const e of endpoints) {
    const jobs: { label: string; url: string; c: Case }[] = [];
    for (const id of e.ids ?? [""]) {
      for (const c of e.cases) {
        // Only bodies the endpoint's schema refuses; the few still-valid variations are not sent.
        if (e.schema && c.json !== undefined && e.schema.safeParse(c.json).success) {
          skipped++;
          continue;
        }
        jobs.push({
          label: `${e.method} ${e.path(id).slice(0, 80)} [${c.label}]`,
          url: e.path(id),
          c,
        });
      }
    }
    expect(jobs.length, `${e.method} ${e.route}`).toBeGreaterThanOrEqual(50);
    perEndpoint.push(
      `${e.method} ${e.route.split("#")[0]}${e.route.includes("#") ? " (ids)" : ""} ${jobs.length}`,
    );
    for (let i = 0; i < jobs.length; i += 8) {
      await Promise.all(
        jobs.slice(i, i + 8).map(async ({ label, url, c }) => {
          const m = e.method.toLowerCase() as "post" | "put" | "patch" | "delete";
          let req = e.agent[m](url);
          if (c.raw !== undefined) req = req.set("Content-Type", "application/json").send(c.raw);
          else if (c.json !== undefined)
            req = req.set("Content-Type", "application/json").send(JSON.stringify(c.json));
          const res = await req;
          statuses.push(res.status);
          if (res.status < 400 || res.status >= 500) problems.push(`${label} → ${res.status}`);
          if (!/application\/json/.test(String(res.headers["content-type"])))
            problems.push(`${label}: not JSON`);
          if (
            typeof dig(res.body, "message") !== "string" ||
            typeof dig(res.body, "code") !== "string"
          )
            problems.push(`${label}: no {message, code}`);
          if (/\n {2,}at |node_modules|\.ts:\d+/.test(res.text))
            problems.push(`${label}: stack trace`);
          // A parsed body refused by validation names the fields and their problems.
          if (res.status === 400 && c.json !== undefined && e.schema) {
            const errors = dig(res.body, "errors") as
              { path?: unknown; message?: unknown }[] | undefined;
            if (
              !Array.isArray(errors) ||
              errors.length === 0 ||
              errors.some(
                (x) => typeof x.path !== "string" || typeof x.message !== "string" || !x.message,
              )
            )
              problems.push(`${label}: 400 without field errors: ${res.text.slice(0, 200)}`);
          }
        }),
      );
    }
  }

  // The dev sign-in form: malformed form bodies (and a JSON one it does not read).
  const forms: Record<string, string | string[]>[] = [
    {},
    { email: "" },
    { email: "   " },
    { email: "not-an-email" },
    { email: "a@" },
    { email: "@b.c" },
    { email: "a b@c.d" },
    { email: `${"a".repeat(400)}@x.com` },
    { email: ["a@b.co", "c@d.co"] },
    { email: `x@y.co${CONTROL}` },
    { email: UNICODE },
    { email: "<script>@x.co" },
    { email: "a@b.co", firstName: "f".repeat(101) },
    { email: "a@b.co", lastName: "l".repeat(101) },
    { email: "a@b.co", firstName: "f".repeat(20_000) },
    { "__proto__[admin]": "1", email: "nope" },
    { "constructor[prototype][x]": "1" },
  ];
  const formJobs: { label: string; send: () => Promise<{ status: number; text: string }> }[] = [];
  for (const form of forms) {
    for (const variant of ["plain", "with extra fields", "with junk"] as const) {
      const body =
        variant === "plain"
          ? form
          : variant === "with extra fields"
            ? { ...form, role: "admin", isBlocked: "false" }
            : { ...form, junk: CONTROL };
      formJobs.push({
        label: `dev sign-in ${JSON.stringify(body).slice(0, 60)}`,
        send: () => t.agent().post("/api/login/dev").type("form").send(body),
      });
    }
  }
  formJobs.push({
    label: "dev sign-in JSON",
    send: () =>
      t
        .agent()
        .post("/api/login/dev")
        .send({ email: ["json@fuzz.test"] }),
  });
  formJobs.push({
    label: "dev sign-in raw",
    send: () => t.agent().post("/api/login/dev").type("form").send("%%%&&&==="),
  });
  expect(formJobs.length).toBeGreaterThanOrEqual(50);
  perEndpoint.push(`POST /api/login/dev ${formJobs.length}`);
  for (const job of formJobs) {
    const res = await job.send();
    statuses.push(res.status);
    if (res.status < 400 || res.status >= 500) problems.push(`${job.label} → ${res.status}`);
    if (
      res.status === 400 &&
      !/Enter (?:a valid )?your e-mail|Enter a valid e-mail|too long|at most/i.test(res.text)
    )
      problems.push(`${job.label}: 400 without a field message`);
  }

  const after = await snapshot(t);
  const fives = statuses.filter((s) => s >= 500).length;
  report(
    "fuzz",
    `${statuses.length} malformed requests to ${perEndpoint.length} endpoint groups, ${fives} answers of 5xx, statuses ${histogram(statuses)} (${skipped} variations the schema accepts were not sent; per endpoint: ${perEndpoint.join("; ")})`,
  );
  expect(problems.slice(0, 20)).toEqual([]);
  expect(fives).toBe(0);
  expectUnchanged(before, after);
});

test("malformed query strings and ids on read routes: never a 5xx, never a stack trace", async () => {
  const owner = await t.signIn("reader@fuzz.test");
  const admin = await t.signIn("admin@fuzz.test");
  const doc = (await owner.post("/api/generate/nda").send(ndaBody)).body as { id: string };
  const values = [
    "",
    "-1",
    "0",
    "1.5",
    "1e309",
    "NaN",
    "abc",
    "%00",
    "%E0%A4%A",
    "a".repeat(5000),
    encodeURIComponent(UNICODE),
    "1&limit=2",
    "[]",
    "{}",
  ];
  const reads: { agent: typeof owner; url: string }[] = [];
  for (const v of values) {
    reads.push({ agent: owner, url: `/api/documents?limit=${v}` });
    reads.push({ agent: owner, url: `/api/clients?q=${v}` });
    reads.push({ agent: owner, url: `/api/documents/${doc.id}/export/html?paper=${v}` });
    for (const key of ["period", "limit", "page", "type", "status", "search", "subscription"])
      for (const route of ["stats", "activity", "users", "payments"])
        reads.push({ agent: admin, url: `/api/admin/${route}?${key}=${v}` });
  }
  for (const id of BAD_IDS)
    for (const tail of ["", "/export/html", "/export/pdf", "/export/nope", "/banner-preview"])
      reads.push({ agent: owner, url: `/api/documents/${id}${tail}` });
  for (const id of BAD_IDS) reads.push({ agent: owner, url: `/api/clients/${id}` });
  for (const tail of ["x", "%00", "a".repeat(3000), "..%2F..%2Fpackage.json"])
    reads.push({ agent: owner, url: `/share/${tail}` });

  const statuses: number[] = [];
  const problems: string[] = [];
  for (let i = 0; i < reads.length; i += 8) {
    await Promise.all(
      reads.slice(i, i + 8).map(async ({ agent, url }) => {
        const res = await agent.get(url);
        statuses.push(res.status);
        if (res.status >= 500 && !(res.status === 503 && url.includes("/export/pdf")))
          problems.push(`${url.slice(0, 80)} → ${res.status}`);
        if (/\n {2,}at |node_modules|\.ts:\d+/.test(res.text))
          problems.push(`${url.slice(0, 80)}: stack trace`);
        if (
          res.status === 400 &&
          (typeof dig(res.body, "message") !== "string" ||
            dig(res.body, "code") !== "invalid_input")
        )
          problems.push(`${url.slice(0, 80)}: 400 not in the error shape`);
      }),
    );
  }
  report(
    "fuzz (reads)",
    `${reads.length} malformed query strings and ids on read routes: ${histogram(statuses)}, ${problems.length} problems`,
  );
  expect(problems).toEqual([]);
});
