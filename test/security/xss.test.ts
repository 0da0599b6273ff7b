// Script and event-handler payloads in every text field of every form: the stored HTML, the HTML
// and Markdown exports, the shared page and the consent-banner snippet carry them only as text.
// (Whether a browser runs them is checked in Chromium by e2e/security-xss.spec.ts.)
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestApp, type TestApp } from "../api-harness";
import type { z } from "zod";
import { cookiePolicyBody, generateRequests, invoiceBody, ndaBody, privacyPolicyBody, termsBody } from "../fixtures";

export const XSS_PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `"><svg onload=window.__xss=1>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `'><iframe srcdoc="<script>parent.__xss=1</script>">`,
  `</textarea></title></style><script>window.__xss=1</script>`,
  `[click](javascript:window.__xss=1) <a href="javascript:window.__xss=1">link</a>`,
  "${window.__xss=1} `${window.__xss=1}` $& $` $'",
];
/** Short fields (names, max 200 characters) get the first four. */
const SHORT = XSS_PAYLOADS.slice(0, 4).join(" ");
const LONG = XSS_PAYLOADS.join("\n");

const decode = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&#x60;|&#96;/gi, "`")
    .replace(/&amp;/g, "&");

/** Markup that a browser would turn into a script, a handler, a frame or a javascript: link. */
function activeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\s*(?:script|svg|iframe|object|embed|img|a|form|base|meta|link)\b[^<>]*>/gi)) {
    const tag = m[0];
    if (/^<\s*(?:script|iframe|object|embed|svg|form|base)/i.test(tag)) found.push(tag);
    else if (/^<\s*meta/i.test(tag) && /http-equiv\s*=\s*["']?refresh/i.test(tag)) found.push(tag);
    else if (/\son[a-z]+\s*=/i.test(tag) || /javascript:/i.test(tag) || /\ssrcdoc\s*=/i.test(tag)) found.push(tag);
  }
  if (/<[^<>]*\son[a-z]+\s*=/i.test(html)) found.push("an on*= attribute inside a tag");
  if (/href\s*=\s*(?:["']\s*)?javascript:/i.test(html)) found.push("a javascript: href");
  return found;
}

/** The document's HTML carries every payload, escaped: the text is there, the markup is not. */
function expectEscaped(html: string, payloads: string[], where: string) {
  // Our own pages may carry a style element and our own charts' <svg> (drawn from numbers, its
  // text escaped: server/documents/chart-svg.ts); nothing else active, inside them included.
  const ours = html.replace(/<style>[\s\S]*?<\/style>/g, "").replace(/<svg class="doc-chart-svg"[^<>]*>/g, "");
  const active = activeMarkup(ours);
  expect(active, where).toEqual([]);
  const text = decode(html.replace(/<[^<>]+>/g, "")).replace(/\s+/g, " ");
  for (const p of payloads) expect(text, where).toContain(p.replace(/\s+/g, " "));
  for (const raw of ["<script>window.__xss", "onerror=\"window", "<svg onload", "<iframe srcdoc", "</textarea>", "</title></style>"]) {
    expect(html, where).not.toContain(raw);
  }
}

/**
 * A valid body with the payloads in every text field that takes them: the long ones where a
 * field takes several lines, the short ones where it takes one. Which payloads went in is
 * answered, so the test looks for exactly those.
 */
function withPayloads(body: object, schema: z.ZodType): { body: object; payloads: string[] } {
  const used = new Set<string>();
  const visit = (value: unknown, set: (v: unknown) => void, root: () => object) => {
    if (typeof value === "string") {
      for (const [text, payloads] of [[LONG, XSS_PAYLOADS], [SHORT, XSS_PAYLOADS.slice(0, 4)]] as const) {
        set(text);
        if (schema.safeParse(root()).success) {
          for (const p of payloads) used.add(p);
          return;
        }
      }
      set(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, (v) => (value[i] = v), root));
    } else if (value && typeof value === "object") {
      const obj = value as Record<string, unknown>;
      for (const key of Object.keys(obj)) visit(obj[key], (v) => (obj[key] = v), root);
    }
  };
  const copy = structuredClone(body) as Record<string, unknown>;
  visit(copy, () => undefined, () => copy);
  return { body: copy, payloads: [...used] };
}

interface Made {
  kind: string;
  id: string;
  content: string;
  payloads: string[];
}

let app: TestApp;
let agent: Awaited<ReturnType<TestApp["signIn"]>>;
const made: Made[] = [];

beforeAll(async () => {
  app = await startTestApp();
  agent = await app.proUser("xss@security.test");
});
afterAll(() => app?.close());

describe("payloads in every text field", () => {
  test("every generator stores them escaped", async () => {
    const forms: [string, string, Record<string, unknown>, string[]][] = [
      ["privacy policy", "/api/generate/privacy-policy", { ...privacyPolicyBody, companyName: SHORT, address: LONG }, [SHORT, ...XSS_PAYLOADS]],
      ["terms", "/api/generate/terms", { ...termsBody, companyName: SHORT, hasPayments: true, refundPolicy: LONG, address: LONG }, [SHORT, ...XSS_PAYLOADS]],
      ["cookie policy", "/api/generate/cookie-policy", { ...cookiePolicyBody, companyName: SHORT, address: LONG }, [SHORT, ...XSS_PAYLOADS]],
      [
        "NDA",
        "/api/generate/nda",
        {
          ...ndaBody,
          disclosingParty: { ...ndaBody.disclosingParty, name: SHORT, address: LONG },
          receivingParty: { ...ndaBody.receivingParty, name: `${SHORT} 2`, address: LONG },
          purpose: LONG,
        },
        [SHORT, ...XSS_PAYLOADS],
      ],
      [
        "invoice",
        "/api/invoices",
        {
          ...invoiceBody,
          clientName: SHORT,
          clientAddress: LONG,
          items: XSS_PAYLOADS.map((description) => ({ description, quantity: 1, unitPrice: 100 })),
        },
        [SHORT, ...XSS_PAYLOADS],
      ],
      [
        "quote",
        "/api/invoices",
        { ...invoiceBody, type: "quote", validUntil: "2027-01-31", clientName: SHORT, clientAddress: LONG, items: [{ description: LONG.slice(0, 500), quantity: 1, unitPrice: 1 }] },
        [SHORT],
      ],
    ];
    // The other generated types of the registry: the payloads in every text field that takes them.
    const listed = forms.map(([, path]) => path);
    for (const { label, path, body, schema } of generateRequests()) {
      if (listed.includes(path)) continue;
      const hostile = withPayloads(body, schema);
      expect(hostile.payloads.length, label).toBeGreaterThan(0);
      forms.push([label, path, hostile.body as Record<string, unknown>, hostile.payloads]);
    }
    for (const [kind, path, body, payloads] of forms) {
      const res = await agent.post(path).send(body);
      expect(res.status, `${kind}: ${res.text}`).toBe(201);
      const doc = (res.body.document ?? res.body) as { id: string; content: string; title: string };
      expectEscaped(doc.content, payloads, `${kind} content`);
      // The stored row, read back, is the same escaped HTML.
      const again = await agent.get(`/api/documents/${doc.id}`);
      expect(again.body.content).toBe(doc.content);
      made.push({ kind, id: doc.id, content: doc.content, payloads });
    }
  });

  test("the HTML export escapes them and is served inert (sandbox CSP, nosniff, attachment)", async () => {
    for (const { kind, id, payloads } of made) {
      const res = await agent.get(`/api/documents/${id}/export/html`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["content-security-policy"]).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-disposition"]).toMatch(/^attachment;/);
      expectEscaped(res.text, payloads, `${kind} HTML export`);
      expect(res.text).not.toMatch(/<script/i);
      // Opened from disk the headers are gone; the file carries its own policy.
      expect(res.text).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'/);
    }
  });

  test("the Markdown export escapes them: rendered by a Markdown engine that passes raw HTML, nothing is active", async () => {
    for (const { kind, id, payloads } of made) {
      const res = await agent.get(`/api/documents/${id}/export/markdown`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/markdown/);
      const rendered = await marked.parse(res.text as string, { async: true });
      expect(activeMarkup(rendered), `${kind} Markdown`).toEqual([]);
      const text = decode(rendered.replace(/<[^<>]+>/g, "")).replace(/\s+/g, " ");
      for (const p of payloads) expect(text, `${kind} Markdown`).toContain(p.replace(/\s+/g, " "));
    }
  });

  test("the shared page escapes them and is served inert", async () => {
    for (const { kind, id, payloads } of made) {
      const share = await agent.post(`/api/documents/${id}/share`);
      expect(share.status).toBe(201);
      const res = await app.agent().get(new URL(share.body.url as string).pathname);
      expect(res.status).toBe(200);
      expect(res.headers["content-security-policy"]).toMatch(/(^|;\s*)sandbox(;|$)/);
      expectEscaped(res.text, payloads, `${kind} shared page`);
      expect(res.text).not.toMatch(/<script/i);
    }
  });

  test("the consent-banner snippet keeps them inside its JSON string: no early </script>", async () => {
    const cookie = made.find((m) => m.kind === "cookie policy")!;
    const res = await agent.get(`/api/documents/${cookie.id}`);
    const snippet = res.body.banner.snippet as string;
    const config = res.body.banner.config as unknown;
    expect(JSON.stringify(config)).toContain("window.__xss=1");
    // Every <script> the snippet opens is the snippet's own; the payload's never close one early.
    const opens = snippet.match(/<script\b/gi) ?? [];
    const closes = snippet.match(/<\/script/gi) ?? [];
    expect(opens.length).toBe(closes.length);
    expect(snippet).not.toContain("<script>window.__xss");
    expect(snippet).not.toContain("<svg onload");
    expect(snippet).not.toContain("<img src=x onerror");
    // The banner's live preview serves the same config in a sandboxed frame with a nonce-only CSP.
    const preview = await agent.get(`/api/documents/${cookie.id}/banner-preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers["content-security-policy"]).toMatch(/sandbox allow-scripts;.*script-src 'self' 'nonce-/);
    const scripts = preview.text.match(/<script\b[^>]*>/gi) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/nonce="|src="\/vendor\//);
    expect(preview.text).not.toContain("<script>window.__xss");
  });

  test("URL and e-mail fields refuse script: javascript: and markup are invalid input", async () => {
    const bad = [
      { website: "javascript:window.__xss=1" },
      { website: "https://acme.example/\"><script>window.__xss=1</script>" },
      { website: "data:text/html,<script>window.__xss=1</script>" },
      { email: "\"><svg onload=window.__xss=1>@acme.example" },
    ];
    for (const patch of bad) {
      const res = await agent.post("/api/generate/privacy-policy").send({ ...privacyPolicyBody, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
    const clientEmail = await agent.post("/api/invoices").send({ ...invoiceBody, clientEmail: "<script>@x.example" });
    expect(clientEmail.status).toBe(400);
    console.log(
      `[security] XSS (server): ${XSS_PAYLOADS.length} payloads in every text field of ${made.length} documents (6 forms): stored HTML, HTML export, Markdown export (rendered by marked), shared page and banner snippet carry them only as text; ${bad.length + 1} script URLs/e-mails refused with 400`,
    );
  });
});
