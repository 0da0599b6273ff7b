// What one document can cost the PDF printer. The largest valid request of each generator (every
// field at its maximum length and line count, every option, the most invoice items, text of the
// widest glyph we found in the document fonts) is generated and exported through the API; its PDF
// must stay within the page count stated next to the limits in shared/validation.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../api-harness";
import { invoiceBody } from "../fixtures";
import {
  largestCookiePolicy,
  largestInvoice,
  largestNda,
  largestPrivacyPolicy,
  largestTerms,
} from "../largest-documents";
import { pdfText } from "../pdf-text";
import { report } from "./http-helpers";

/** The bounds stated in shared/validation (invoice.ts, terms.ts, nda.ts, privacy-policy.ts). */
const INVOICE_MAX_PAGES = 40;
const POLICY_MAX_PAGES = 30;
// How long each print took is reported, not bounded: the page counts bound the cost, and print
// times are measured in bench/ (npm run bench:pdf).

/** U+2031 PER TEN THOUSAND SIGN: the widest character per UTF-16 unit in the document fonts. */
const WIDEST = "\u2031";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

test("the largest valid document of each type prints within its stated page count", async () => {
  const email = "largest@cost.test";
  // The longest issuer name the sign-in allows: it is printed on invoices.
  // Pro to generate them all; free again to export, so the PDFs carry the watermark too.
  const agent = await t.proUser(email, { firstName: "W".repeat(100), lastName: "W".repeat(100) });

  const cases = [
    { name: "invoice", path: "/api/invoices", body: largestInvoice(WIDEST, "invoice"), max: INVOICE_MAX_PAGES },
    { name: "quote", path: "/api/invoices", body: largestInvoice(WIDEST, "quote"), max: INVOICE_MAX_PAGES },
    { name: "receipt", path: "/api/invoices", body: largestInvoice(WIDEST, "receipt"), max: INVOICE_MAX_PAGES },
    { name: "credit note", path: "/api/invoices", body: largestInvoice(WIDEST, "credit_note"), max: INVOICE_MAX_PAGES },
    { name: "invoice (W)", path: "/api/invoices", body: largestInvoice("W", "invoice"), max: INVOICE_MAX_PAGES },
    { name: "privacy policy", path: "/api/generate/privacy-policy", body: largestPrivacyPolicy(WIDEST), max: POLICY_MAX_PAGES },
    { name: "terms", path: "/api/generate/terms", body: largestTerms(WIDEST), max: POLICY_MAX_PAGES },
    { name: "cookie policy", path: "/api/generate/cookie-policy", body: largestCookiePolicy(WIDEST), max: POLICY_MAX_PAGES },
    { name: "NDA", path: "/api/generate/nda", body: largestNda(WIDEST), max: POLICY_MAX_PAGES },
  ];
  const ids: string[] = [];
  for (const c of cases) {
    const res = await agent.post(c.path).send(c.body);
    expect(res.status, `${c.name}: ${JSON.stringify(res.body).slice(0, 500)}`).toBe(201);
    ids.push((c.path === "/api/invoices" ? res.body.document.id : res.body.id) as string);
  }
  // One item more, or one line more, is refused: these really are the largest.
  const over = largestInvoice(WIDEST);
  over.items[0]!.description += "\nW";
  expect((await agent.post("/api/invoices").send(over)).status).toBe(400);

  const small = await agent.post("/api/invoices").send(invoiceBody).expect(201);
  await t.db.update(users).set({ subscription: "free" }).where(eq(users.email, email));
  // Start Chromium with a small document, so the timings below are of printing only.
  await agent.get(`/api/documents/${small.body.document.id}/export/pdf`).expect(200);

  const lines: string[] = [];
  for (const [i, c] of cases.entries()) {
    for (const paper of ["a4", "letter"]) {
      const t0 = performance.now();
      const res = await agent
        .get(`/api/documents/${ids[i]}/export/pdf?paper=${paper}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on("data", (b: Buffer) => chunks.push(b));
          r.on("end", () => done(null, Buffer.concat(chunks)));
        });
      const ms = performance.now() - t0;
      expect(res.status, `${c.name} ${paper}`).toBe(200);
      const pdf = res.body as Buffer;
      const { pages, text } = await pdfText(pdf);
      expect(text).toContain("Created with FounderDocs");
      expect(pages, `${c.name} ${paper}`).toBeLessThanOrEqual(c.max);
      lines.push(`${c.name} ${paper === "a4" ? "A4" : "Letter"} ${pages} pages (≤ ${c.max}) ${(pdf.length / 1024).toFixed(0)} KB ${ms.toFixed(0)} ms`);
    }
  }
  report("document cost", `largest valid documents exported as PDF: ${lines.join("; ")}`);
});
