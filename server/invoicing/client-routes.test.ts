// The client's side of quotes and invoices over HTTP, against a real SMTP server (test/smtp.ts):
// sending (the link and the PDF in the e-mail, the status, the history), the public pages (viewed
// once, tokens of another kind or guessed refused, ended links 410), accepting and declining (the
// record, the owner's e-mail, expired 410, double answers 409), the acceptance record on the next
// PDF export, and converting a quote to an invoice (number, dates, lines, links, 409 twice).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ISSUED_FROZEN_MESSAGE, QUOTE_ACCEPTED_FROZEN_MESSAGE, QUOTE_EXPIRED_MESSAGE, QUOTE_REVISED_MESSAGE } from "../../shared/invoicing/client";
import { isoDay } from "../../shared/invoicing/status";
import { businessProfiles, invoices } from "../../shared/schema";
import { asBuffer, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { waitFor } from "../../test/security/fault-helpers";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../../test/mail-app";
import type { TestSmtpServer } from "../../test/smtp";
import { createApp } from "../app";
import { revokeLinks } from "../public-links/links";
import { EXPIRED_NOT_SENDABLE } from "./send";
import { billingEvents } from "./history";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

let t: TestApp;
let smtp: TestSmtpServer;
let app: AppWithMail | undefined;
beforeAll(async () => {
  app = await startAppWithMail();
  ({ t, smtp } = app);
}, 60_000);
afterAll(() => app?.close());

const DAY = 86_400_000;
const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));

async function owner(email: string): Promise<Agent> {
  const agent = await t.proUser(email, { firstName: "Olivia", lastName: "Owner" });
  return agent;
}

interface Created {
  id: string;
  number: string;
  document: { id: string; sha256: string };
}

async function create(agent: Agent, body: Record<string, unknown>): Promise<Created> {
  const res = await agent.post("/api/invoices").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const quoteBody = (clientEmail: string, extra: Record<string, unknown> = {}) => {
  const { dueDate: _due, ...rest } = invoiceBody;
  return {
    ...rest,
    type: "quote",
    clientEmail,
    validUntil: dayFromToday(30),
    discountAmount: 0,
    taxAmount: undefined,
    items: [
      { description: "Strategy workshop", quantity: 2, unitPrice: 75_000, vatRate: 20, discountPercent: 10 },
      { description: "Implementation support", quantity: 10, unitPrice: 12_050, vatRate: 20 },
    ],
    ...extra,
  };
};

const rowOf = async (documentId: string) => (await t.db.select().from(invoices).where(eq(invoices.documentId, documentId)))[0]!;
const kindsOf = async (documentId: string) => (await billingEvents(t.db, documentId)).map((e) => e.kind);


/** Sends and answers the client's e-mail and the token in it. */
async function send(agent: Agent, documentId: string, to: string, path: "q" | "i", body: Record<string, unknown> = {}) {
  const before = smtp.to(to).length;
  const res = await agent.post(`/api/documents/${documentId}/send`).send(body);
  expect(res.status, res.text).toBe(202);
  const mail = await smtp.nthTo(to, before + 1);
  return { res, mail, token: publicLinkIn(mail, path) };
}

const client = () => t.agent().set("User-Agent", "ClientBrowser/1.0");

describe("POST /api/documents/:id/send", () => {
  test("validates, refuses other types and other users' documents, and changes nothing when refused", async () => {
    const agent = await owner("send-validate@quotes.test");
    const quote = await create(agent, quoteBody("client-validate@quotes.test"));
    const url = `/api/documents/${quote.document.id}/send`;
    const bad = [
      [{ to: "not-an-address" }, "to"],
      [{ cc: ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com", "f@example.com"] }, "cc"],
      [{ cc: ["nope"] }, "cc.0"],
      [{ message: "x".repeat(2_001) }, "message"],
      [{ message: 42 }, "message"],
      [{ bcc: "a@example.com" }, ""],
    ] as const;
    for (const [body, field] of bad) {
      const res = await agent.post(url).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    // Neither `to` nor a client e-mail: 400 naming `to`.
    const noEmail = await create(agent, quoteBody("x@quotes.test", { clientEmail: undefined }));
    const missing = await agent.post(`/api/documents/${noEmail.document.id}/send`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: "to", message: expect.stringContaining("e-mail") }]);

    const nda = await agent.post("/api/generate/nda").send(ndaBody);
    const notBilling = await agent.post(`/api/documents/${nda.body.id}/send`).send({ to: "a@example.com" });
    expect(notBilling.status).toBe(409);
    expect(notBilling.body.message).toBe("Only quotes, invoices and receipts can be sent to a client");

    const stranger = await owner("send-stranger@quotes.test");
    expect((await stranger.post(url).send({})).status).toBe(404);
    expect((await agent.post("/api/documents/not-a-uuid/send").send({})).status).toBe(404);
    expect((await t.agent().post(url).send({})).status).toBe(401);

    expect((await rowOf(quote.document.id)).billingStatus).toBe("draft");
    expect(await kindsOf(quote.document.id)).toEqual([]);
    expect(smtp.to("client-validate@quotes.test")).toEqual([]);
  });

  test("e-mails the client a link and the PDF, marks it sent once, and never moves an answered quote back", async () => {
    const agent = await owner("send@quotes.test");
    const quote = await create(agent, quoteBody("client-send@quotes.test"));
    const { res, mail, token } = await send(agent, quote.document.id, "client-send@quotes.test", "q", {
      cc: ["boss-send@quotes.test"],
      message: "Here is the quote we discussed.",
    });
    expect(res.body).toMatchObject({ status: "queued", to: "client-send@quotes.test", cc: ["boss-send@quotes.test"], billingStatus: "sent" });
    expect(mail.parsed.subject).toBe(`Olivia Owner sent you a quote: ${quote.number}`);
    expect(mail.parsed.text).toContain("Here is the quote we discussed.");
    expect(mail.parsed.replyTo?.text).toContain("send@quotes.test");
    const pdf = mail.parsed.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toMatch(/\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await pdfText(pdf!.content)).text).toContain(quote.number);
    expect(mail.envelopeTo).toContain("boss-send@quotes.test");

    const row = await rowOf(quote.document.id);
    expect(row.billingStatus).toBe("sent");
    expect(row.sentAt).toBeInstanceOf(Date);
    const [sent] = await billingEvents(t.db, quote.document.id);
    expect(sent).toMatchObject({ kind: "sent", actor: { type: "user", email: "send@quotes.test" }, data: { to: "client-send@quotes.test", version: 1 } });

    // Accepted, then sent again: still accepted.
    expect((await client().post(`/api/public/quotes/${token}/accept`).send({ name: "Carl Client", consent: true })).status).toBe(200);
    const again = await send(agent, quote.document.id, "other-send@quotes.test", "q", { to: "other-send@quotes.test" });
    expect(again.res.body.billingStatus).toBe("accepted");
    expect((await rowOf(quote.document.id)).billingStatus).toBe("accepted");
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "accepted", "sent"]);
    // The PDF sent after the acceptance carries its record.
    const later = again.mail.parsed.attachments.find((a) => a.contentType === "application/pdf")!;
    expect((await pdfText(later.content)).text).toContain("Accepted by Carl Client");
  });

  test("an invoice and a receipt link to /i/, and the invoice page shows the balance due", async () => {
    const agent = await owner("send-invoice@quotes.test");
    const invoice = await create(agent, { ...invoiceBody, clientEmail: "client-invoice@quotes.test" });
    const { mail, token } = await send(agent, invoice.document.id, "client-invoice@quotes.test", "i");
    expect(mail.parsed.subject).toBe(`Olivia Owner sent you an invoice: ${invoice.number}`);
    expect(mail.parsed.text).toContain("Balance due");
    const page = await client().get(`/api/public/invoices/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ type: "invoice", number: invoice.number, billingStatus: "viewed", amountPaid: 0, dueDate: "2026-12-31", acceptance: null });
    expect(page.body.balanceDue).toBe(page.body.total);
    // An invoice's token opens no quote page, and a quote's none of an invoice's.
    expect((await client().get(`/api/public/quotes/${token}`)).status).toBe(404);
    expect((await client().post(`/api/public/quotes/${token}/accept`).send({ name: "X", consent: true })).status).toBe(404);

    const receipt = await create(agent, { ...invoiceBody, type: "receipt", clientEmail: "client-receipt@quotes.test" });
    const sentReceipt = await send(agent, receipt.document.id, "client-receipt@quotes.test", "i");
    expect(sentReceipt.mail.parsed.subject).toBe(`Olivia Owner sent you a receipt: ${receipt.number}`);
    const receiptPage = await client().get(`/api/public/invoices/${sentReceipt.token}`);
    expect(receiptPage.body).toMatchObject({ type: "receipt", number: receipt.number, billingStatus: "paid" });
    expect((await rowOf(receipt.document.id)).billingStatus).toBe("paid");
  });

  test("sent again to a corrected address, the links mailed before end; the same people again keep theirs; reminders follow", async () => {
    const agent = await owner("send-correct@quotes.test");
    const invoice = await create(agent, { ...invoiceBody, clientEmail: "typo@quotes.test" });
    const wrong = await send(agent, invoice.document.id, "typo@quotes.test", "i", { cc: ["boss-correct@quotes.test"] });
    expect((await client().get(`/api/public/invoices/${wrong.token}`)).status).toBe(200);
    // The same recipients again (in other case): every link still opens.
    const same = await send(agent, invoice.document.id, "TYPO@quotes.test", "i", { to: "TYPO@quotes.test", cc: ["boss-correct@quotes.test"] });
    expect((await client().get(`/api/public/invoices/${wrong.token}`)).status).toBe(200);
    expect((await client().get(`/api/public/invoices/${same.token}`)).status).toBe(200);
    // The corrected address: the earlier links answer 410, the new one opens.
    const right = await send(agent, invoice.document.id, "right@quotes.test", "i", { to: "right@quotes.test", cc: ["boss-correct@quotes.test"] });
    expect((await client().get(`/api/public/invoices/${wrong.token}`)).status).toBe(410);
    expect((await client().get(`/api/public/invoices/${same.token}`)).status).toBe(410);
    expect((await client().get(`/api/public/invoices/${right.token}`)).status).toBe(200);
    const events = (await billingEvents(t.db, invoice.document.id)).filter((e) => e.kind === "sent");
    expect(events.map((e) => e.data)).toMatchObject([{ to: "typo@quotes.test" }, { to: "TYPO@quotes.test" }, { to: "right@quotes.test", linksEnded: 2 }]);
    expect(events[1]!.data).not.toHaveProperty("linksEnded");
    // A reminder goes to the address it was last sent to, not to the typo still on the invoice.
    const before = smtp.to("right@quotes.test").length;
    expect((await agent.post(`/api/documents/${invoice.document.id}/remind`).send({})).status).toBe(202);
    const reminder = await smtp.nthTo("right@quotes.test", before + 1);
    expect(reminder.parsed.subject).toMatch(/reminder/i);
    expect((await client().get(`/api/public/invoices/${publicLinkIn(reminder, "i")}`)).status).toBe(200);
    const toTypo = [...smtp.to("typo@quotes.test"), ...smtp.to("TYPO@quotes.test")];
    expect(toTypo.map((m) => m.parsed.subject)).toEqual([expect.stringMatching(/sent you an invoice/), expect.stringMatching(/sent you an invoice/)]);

    // A quote sent to the wrong person can no longer be accepted by them once sent to the right one.
    const quote = await create(agent, quoteBody("stranger@quotes.test"));
    const stranger = await send(agent, quote.document.id, "stranger@quotes.test", "q");
    await send(agent, quote.document.id, "buyer@quotes.test", "q", { to: "buyer@quotes.test" });
    const accept = await client().post(`/api/public/quotes/${stranger.token}/accept`).send({ name: "Stan Stranger", consent: true });
    expect(accept.status).toBe(410);
    expect((await rowOf(quote.document.id)).billingStatus).toBe("sent");
  });

  test("an invoice once issued (sent, paid in part or void) is never altered: edit, restore and template update answer 409", async () => {
    const agent = await owner("issued@quotes.test");
    const edits = (clientName: string) => ({ ...invoiceBody, clientEmail: "client-issued@quotes.test", clientName });
    const refused = async (documentId: string) => {
      const edit = await agent.put(`/api/documents/${documentId}/input`).send(edits("Changed after issue"));
      expect([edit.status, edit.body.message]).toEqual([409, ISSUED_FROZEN_MESSAGE]);
      const restore = await agent.post(`/api/documents/${documentId}/versions/1/restore`);
      expect([restore.status, restore.body.message]).toEqual([409, ISSUED_FROZEN_MESSAGE]);
      expect((await agent.get(`/api/documents/${documentId}`)).body.version).toBe(2);
    };
    // A draft can be corrected as often as needed; sent, it can't.
    const sent = await create(agent, edits("Globex"));
    expect((await agent.put(`/api/documents/${sent.document.id}/input`).send(edits("Globex Corporation"))).status).toBe(200);
    await send(agent, sent.document.id, "client-issued@quotes.test", "i");
    await refused(sent.document.id);
    // Paid in part before it was sent, or voided: the same.
    const paid = await create(agent, edits("Initech"));
    expect((await agent.put(`/api/documents/${paid.document.id}/input`).send(edits("Initech LLC"))).status).toBe(200);
    expect((await agent.post(`/api/documents/${paid.document.id}/payments`).send({ amount: 1_000, date: isoDay(new Date()), method: "cash" })).status).toBe(201);
    await refused(paid.document.id);
    const voided = await create(agent, edits("Hooli"));
    expect((await agent.put(`/api/documents/${voided.document.id}/input`).send(edits("Hooli Inc"))).status).toBe(200);
    expect((await agent.post(`/api/documents/${voided.document.id}/void`).send({ reason: "Issued in error" })).status).toBe(200);
    await refused(voided.document.id);
    // The totals the client was sent are the ones recorded.
    expect((await rowOf(sent.document.id)).clientName).toBe("Globex Corporation");
  });

  test("an e-mail the client's server refuses shows in the document's history, with the address", async () => {
    const agent = await owner("send-bounce@quotes.test");
    const invoice = await create(agent, { ...invoiceBody, clientEmail: "gone@quotes.test" });
    smtp.refuse = (to) => (to.includes("gone@quotes.test") ? { code: 550, message: "No such user here" } : undefined);
    try {
      const res = await agent.post(`/api/documents/${invoice.document.id}/send`).send({});
      expect(res.status, res.text).toBe(202);
      const history = await waitFor(
        async () => {
          const h = await agent.get(`/api/documents/${invoice.document.id}/history`);
          return (h.body.events as { kind: string }[]).some((e) => e.kind === "email_failed") ? h.body : undefined;
        },
        { timeoutMs: 30_000, what: "the failed delivery in the history" },
      );
      const failed = (history.events as { kind: string; actor: unknown; data: Record<string, unknown> }[]).find((e) => e.kind === "email_failed")!;
      expect(failed.actor).toEqual({ type: "system" });
      expect(failed.data).toMatchObject({ to: ["gone@quotes.test"], message: "document" });
      expect(String(failed.data.error)).toMatch(/550.*No such user here/);
      expect(await kindsOf(invoice.document.id)).toEqual(["sent", "email_failed"]);
    } finally {
      smtp.refuse = undefined;
    }
  });

  test("the e-mails print money and dates as the document does, in the issuing profile's locale: send, reminder, a quote's answer", async () => {
    const agent = await owner("locale@quotes.test");
    const profile = async (name: string, country: string, locale: string, currency: string) => {
      const res = await agent.post("/api/business-profiles").send({ name, country, email: `hi@${country.toLowerCase()}.example`, locale, currency });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    const german = await profile("Muster Beratung", "DE", "de-DE", "EUR");
    const british = await profile("Pennant Ltd", "GB", "en-GB", "GBP");
    const nbsp = "\u00a0";
    for (const [businessProfileId, client, total, due] of [
      [german, "kunde-locale@quotes.test", `2.720,00${nbsp}€`, "29. Dezember 2026"],
      [british, "client-gb-locale@quotes.test", "£2,720.00", "29 December 2026"],
    ] as const) {
      const invoice = await create(agent, { ...invoiceBody, currency: undefined, clientEmail: client, dueDate: "2026-12-29", businessProfileId });
      // What the invoice itself prints.
      const printed = (await agent.get(`/api/documents/${invoice.document.id}/export/markdown`)).text;
      expect(printed).toContain(total);
      expect(printed).toContain(due);
      const { mail } = await send(agent, invoice.document.id, client, "i");
      expect(mail.parsed.text).toContain(`Total: ${total}`);
      expect(mail.parsed.text).toContain(`Balance due: ${total}`);
      expect(mail.parsed.text).toContain(`Due date: ${due}`);
      expect(mail.parsed.text).not.toContain("2026-12-29");
      expect((await agent.post(`/api/documents/${invoice.document.id}/remind`).send({})).status).toBe(202);
      const reminder = await smtp.nthTo(client, 2);
      expect(reminder.parsed.subject).toContain(due);
      expect(reminder.parsed.text).toContain(`Total: ${total}`);
      expect(reminder.parsed.text).toContain(`Due date: ${due}`);
    }
    // A quote: its validity date in the e-mail, its total in the owner's notice of the answer.
    const quote = await create(agent, quoteBody("kunde-quote-locale@quotes.test", { currency: undefined, validUntil: "2026-12-29", businessProfileId: german }));
    const sent = await send(agent, quote.document.id, "kunde-quote-locale@quotes.test", "q");
    expect(sent.mail.parsed.text).toContain("Valid until: 29. Dezember 2026");
    expect(sent.mail.parsed.text).toContain(`Total: 3.066,00${nbsp}€`);
    expect((await client().post(`/api/public/quotes/${sent.token}/accept`).send({ name: "Karl Kunde", consent: true })).status).toBe(200);
    const notice = await smtp.nthTo("locale@quotes.test", 1);
    expect(notice.parsed.text).toContain(`(3.066,00${nbsp}€)`);
  });

  test("answers 503 before any work when mail is not configured", async () => {
    const config = { ...t.config, mail: { ...t.config.mail, mode: "off" as const } };
    const off = await createApp({ config, database: t.database, client: "none" });
    try {
      const agent = supertest.agent(off.app);
      expect((await agent.post("/api/login/dev").type("form").send({ email: "send-off@quotes.test" })).status).toBe(302);
      const quote = await create(agent as unknown as Agent, quoteBody("client-off@quotes.test"));
      const res = await agent.post(`/api/documents/${quote.document.id}/send`).send({});
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: "unavailable", message: "E-mail is not configured on this server" });
      expect((await rowOf(quote.document.id)).billingStatus).toBe("draft");
    } finally {
      await off.close();
    }
  });
});

describe("the client's public quote page", () => {
  test("shows the frozen version with the brand; the first opening marks it viewed once; ended or guessed links are refused", async () => {
    const agent = await owner("view@quotes.test");
    const quote = await create(agent, quoteBody("client-view@quotes.test"));
    const { token } = await send(agent, quote.document.id, "client-view@quotes.test", "q");
    const page = await client().get(`/api/public/quotes/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toMatchObject({
      type: "quote",
      number: quote.number,
      version: 1,
      issuer: { name: "Olivia Owner" },
      clientName: "Globex Corporation",
      currency: "USD",
      billingStatus: "viewed",
      validUntil: dayFromToday(30),
      acceptance: null,
      declined: null,
      pdfUrl: `/api/public/quotes/${token}/pdf`,
    });
    expect(page.body.html).toContain(quote.number);
    // A quote owes nothing yet: its total is offered, no balance is due (as the owner's answers say).
    expect(page.body.balanceDue).toBe(0);
    const row = await rowOf(quote.document.id);
    expect(page.body.total).toBe(row.total);
    expect(row.billingStatus).toBe("viewed");
    const viewedAt = row.viewedAt!;
    expect(viewedAt).toBeInstanceOf(Date);
    const events = await billingEvents(t.db, quote.document.id);
    expect(events.map((e) => e.kind)).toEqual(["sent", "viewed"]);
    expect(events[1]).toMatchObject({ actor: { type: "client", name: "Globex Corporation" }, userAgent: "ClientBrowser/1.0" });
    expect(events[1]!.ipAddress).toMatch(/127\.0\.0\.1/);

    // Opened again: nothing more.
    expect((await client().get(`/api/public/quotes/${token}`)).status).toBe(200);
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "viewed"]);
    expect((await rowOf(quote.document.id)).viewedAt).toEqual(viewedAt);

    const pdf = await asBuffer(client().get(`/api/public/quotes/${token}/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((pdf.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Guessed, malformed: 404. Ended: 410.
    const guessed = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect((await client().get(`/api/public/quotes/${guessed}`)).status).toBe(404);
    expect((await client().get(`/api/public/quotes/short`)).status).toBe(404);
    expect((await client().get(`/api/public/invoices/${token}`)).status).toBe(404);
    expect((await client().get(`/api/public/quotes/${guessed}/pdf`)).status).toBe(404);
    await revokeLinks(t.db, { documentId: quote.document.id });
    const gone = await client().get(`/api/public/quotes/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe("gone");
    expect((await client().post(`/api/public/quotes/${token}/accept`).send({ name: "Late", consent: true })).status).toBe(410);
  });

  test("accept records the name, time, IP and user agent, e-mails the owner, prints on the next export; a second answer is 409", async () => {
    const agent = await owner("accept@quotes.test");
    const quote = await create(agent, quoteBody("client-accept@quotes.test"));
    const { token } = await send(agent, quote.document.id, "client-accept@quotes.test", "q");
    const url = `/api/public/quotes/${token}/accept`;
    for (const [body, field] of [
      [{}, "name"],
      [{ name: "Carl Client" }, "consent"],
      [{ name: "Carl Client", consent: false }, "consent"],
      [{ name: "", consent: true }, "name"],
      [{ name: "x".repeat(201), consent: true }, "name"],
      [{ name: "Carl", consent: "yes" }, "consent"],
    ] as const) {
      const res = await client().post(url).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await rowOf(quote.document.id)).billingStatus).toBe("sent");

    const res = await client().post(url).send({ name: "Carl Client", consent: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ billingStatus: "accepted", acceptance: { name: "Carl Client" }, declined: null });
    const row = await rowOf(quote.document.id);
    expect(row).toMatchObject({ billingStatus: "accepted", acceptedName: "Carl Client", acceptedUserAgent: "ClientBrowser/1.0" });
    expect(row.acceptedIp).toMatch(/127\.0\.0\.1/);
    expect(Math.abs(row.acceptedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const accepted = (await billingEvents(t.db, quote.document.id)).find((e) => e.kind === "accepted")!;
    expect(accepted).toMatchObject({ actor: { type: "client", name: "Carl Client" }, data: { name: "Carl Client", consent: true }, userAgent: "ClientBrowser/1.0" });

    const notice = await smtp.nthTo("accept@quotes.test", 1);
    expect(notice.parsed.subject).toBe(`Accepted: quote ${quote.number}`);
    expect(notice.parsed.text).toContain("Carl Client");
    expect(notice.parsed.text).toContain(`https://docs.example.test/documents/${quote.document.id}`);

    // Answered: 409 to either answer; the page shows the record.
    const twice = await client().post(url).send({ name: "Carl Client", consent: true });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This quote has already been accepted");
    expect((await client().post(`/api/public/quotes/${token}/decline`).send({})).status).toBe(409);
    expect((await client().get(`/api/public/quotes/${token}`)).body).toMatchObject({ billingStatus: "accepted", acceptance: { name: "Carl Client" } });

    // The owner's next PDF export prints the record; the stored version is unchanged.
    const exported = await asBuffer(agent.get(`/api/documents/${quote.document.id}/export/pdf`));
    expect(exported.status).toBe(200);
    const text = (await pdfText(exported.body as Buffer)).text;
    expect(text).toMatch(/Accepted by Carl Client on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(.*127\.0\.0\.1\)/);
    const md = await agent.get(`/api/documents/${quote.document.id}/export/markdown`);
    expect(md.text).toContain("Accepted by Carl Client");
    // The record has a heading of its own, after the quote's own "Acceptance" section (where the
    // client would sign).
    expect(md.text.match(/^## .*Acceptance.*$/gm)).toEqual(["## Acceptance", "## Acceptance record"]);
    const html = await agent.get(`/api/documents/${quote.document.id}/export/html`);
    expect(html.text.match(/>Acceptance(?: record)?<\/h2>/g)).toEqual([">Acceptance</h2>", ">Acceptance record</h2>"]);
    const doc = await agent.get(`/api/documents/${quote.document.id}`);
    expect(doc.body.sha256).toBe(quote.document.sha256);
    expect(doc.body.content).not.toContain("Accepted by Carl");

    // It stays as accepted: no edit, restore or template update makes a version the client did not accept.
    const edit = await agent.put(`/api/documents/${quote.document.id}/input`).send(quoteBody("client-accept@quotes.test", { notes: "Changed after the fact." }));
    expect(edit.status, edit.text).toBe(409);
    expect(edit.body).toMatchObject({ code: "conflict", message: QUOTE_ACCEPTED_FROZEN_MESSAGE });
    expect((await agent.post(`/api/documents/${quote.document.id}/versions/1/restore`)).body).toMatchObject({ code: "conflict", message: QUOTE_ACCEPTED_FROZEN_MESSAGE });
    expect((await agent.get(`/api/documents/${quote.document.id}`)).body).toMatchObject({ version: 1, sha256: quote.document.sha256 });
  });

  test("an IPv4 client reported in its IPv4-mapped IPv6 form is recorded and printed as plain IPv4: the record, the audit trail, the owner's e-mail", async () => {
    const agent = await owner("accept-ip@quotes.test");
    const quote = await create(agent, quoteBody("client-accept-ip@quotes.test"));
    const { token } = await send(agent, quote.document.id, "client-accept-ip@quotes.test", "q");
    // Behind a proxy (or on a dual-stack socket) an IPv4 client's address comes as ::ffff:a.b.c.d.
    const proxied = await createApp({ config: { ...t.config, trustProxy: "loopback" }, database: t.database, client: "none" });
    try {
      const res = await supertest(proxied.app)
        .post(`/api/public/quotes/${token}/accept`)
        .set("X-Forwarded-For", "::ffff:203.0.113.7")
        .send({ name: "Ivy Client", consent: true });
      expect(res.status, res.text).toBe(200);
    } finally {
      await proxied.close();
    }
    expect((await rowOf(quote.document.id)).acceptedIp).toBe("203.0.113.7");
    const accepted = (await billingEvents(t.db, quote.document.id)).find((e) => e.kind === "accepted")!;
    expect(accepted.ipAddress).toBe("203.0.113.7");
    const md = (await agent.get(`/api/documents/${quote.document.id}/export/markdown`)).text;
    expect(md).toMatch(/Accepted by Ivy Client on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC \(203\.0\.113\.7\)/);
    const notice = await smtp.nthTo("accept-ip@quotes.test", 1);
    expect(notice.parsed.text).toContain("203.0.113.7");
    expect(notice.parsed.text).not.toContain("::ffff:");
  });

  test("decline records the reason and e-mails the owner; an expired quote answers 410", async () => {
    const agent = await owner("decline@quotes.test");
    const quote = await create(agent, quoteBody("client-decline@quotes.test"));
    const { token } = await send(agent, quote.document.id, "client-decline@quotes.test", "q");
    expect((await client().post(`/api/public/quotes/${token}/decline`).send({ reason: "x".repeat(1_001) })).status).toBe(400);
    const res = await client().post(`/api/public/quotes/${token}/decline`).send({ reason: "Over our budget this year." });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ billingStatus: "declined", declined: { reason: "Over our budget this year." } });
    expect(await rowOf(quote.document.id)).toMatchObject({ billingStatus: "declined", declineReason: "Over our budget this year." });
    const notice = await smtp.nthTo("decline@quotes.test", 1);
    expect(notice.parsed.subject).toBe(`Declined: quote ${quote.number}`);
    expect(notice.parsed.text).toContain("Over our budget this year.");
    const again = await client().post(`/api/public/quotes/${token}/accept`).send({ name: "Carl", consent: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This quote has already been declined");
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "declined"]);
    // Sent again unrevised, it stays declined; revised (a lower price) and sent again, it is a new
    // offer the client can answer; the decline stays in the history.
    await send(agent, quote.document.id, "client-decline@quotes.test", "q");
    expect((await rowOf(quote.document.id)).billingStatus).toBe("declined");
    const cheaper = await agent
      .put(`/api/documents/${quote.document.id}/input`)
      .send(quoteBody("client-decline@quotes.test", { items: [{ description: "Strategy workshop", quantity: 1, unitPrice: 75_000, vatRate: 20 }] }));
    expect(cheaper.status, cheaper.text).toBe(200);
    const offer = await send(agent, quote.document.id, "client-decline@quotes.test", "q");
    expect(offer.res.body.billingStatus).toBe("sent");
    expect(await rowOf(quote.document.id)).toMatchObject({ billingStatus: "sent", declinedAt: null, declineReason: null, viewedAt: null });
    expect((await client().post(`/api/public/quotes/${offer.token}/accept`).send({ name: "Carl", consent: true })).status).toBe(200);
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "declined", "sent", "sent", "accepted"]);

    // Sent while valid, then its validity date passes (as time would).
    const old = await create(agent, quoteBody("client-expired@quotes.test"));
    const expired = await send(agent, old.document.id, "client-expired@quotes.test", "q");
    await t.db.update(invoices).set({ validUntil: dayFromToday(-1) }).where(eq(invoices.id, old.id));
    expect((await client().get(`/api/public/quotes/${expired.token}`)).body.billingStatus).toBe("expired");
    // Sending it again now would mail a link nobody can answer: a new date first.
    const resend = await agent.post(`/api/documents/${old.document.id}/send`).send({});
    expect([resend.status, resend.body.message]).toEqual([409, EXPIRED_NOT_SENDABLE]);
    for (const [path, body] of [
      ["accept", { name: "Carl", consent: true }],
      ["decline", {}],
    ] as const) {
      const late = await client().post(`/api/public/quotes/${expired.token}/${path}`).send(body);
      expect(late.status).toBe(410);
      expect(late.body).toMatchObject({ code: "gone", message: QUOTE_EXPIRED_MESSAGE });
    }
    expect((await rowOf(old.document.id)).billingStatus).toBe("viewed");
  });

  test("a link to a version since revised cannot answer: its terms are no longer the quote's; the latest link can", async () => {
    const agent = await owner("revised@quotes.test");
    const quote = await create(agent, quoteBody("client-revised@quotes.test"));
    const first = await send(agent, quote.document.id, "client-revised@quotes.test", "q");
    const revised = await agent
      .put(`/api/documents/${quote.document.id}/input`)
      .send(quoteBody("client-revised@quotes.test", { items: [{ description: "Strategy workshop", quantity: 3, unitPrice: 75_000, vatRate: 20 }] }));
    expect(revised.status, revised.text).toBe(200);
    // The old link still shows what it was sent with, figures and text alike.
    const created = (await agent.get("/api/invoices")).body as { documentId: string; total: number }[];
    const page = (await client().get(`/api/public/quotes/${first.token}`)).body;
    expect(page.version).toBe(1);
    expect(page.total).not.toBe(created.find((i) => i.documentId === quote.document.id)!.total);
    expect(page).toMatchObject({ total: (quote as unknown as { total: number }).total, balanceDue: 0, clientName: "Globex Corporation" });
    for (const [path, body] of [
      ["accept", { name: "Carl Client", consent: true }],
      ["decline", { reason: "Too dear." }],
    ] as const) {
      const stale = await client().post(`/api/public/quotes/${first.token}/${path}`).send(body);
      expect(stale.status, stale.text).toBe(409);
      expect(stale.body).toMatchObject({ code: "conflict", message: QUOTE_REVISED_MESSAGE });
    }
    expect(await rowOf(quote.document.id)).toMatchObject({ billingStatus: "viewed", acceptedAt: null, declinedAt: null });
    const latest = await send(agent, quote.document.id, "client-revised@quotes.test", "q");
    const accepted = await client().post(`/api/public/quotes/${latest.token}/accept`).send({ name: "Carl Client", consent: true });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await client().get(`/api/public/quotes/${latest.token}`)).body).toMatchObject({ version: 2, total: (await rowOf(quote.document.id)).total });
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "viewed", "sent", "accepted"]);
  });
});

describe("POST /api/documents/:id/convert", () => {
  test("makes the invoice with the quote's client and lines, the next number, today and the payment terms; links both; 409 twice", async () => {
    const agent = await owner("convert@quotes.test");
    const clientRes = await agent.post("/api/clients").send({ name: "Initech LLC", email: "ap@initech.example" });
    expect(clientRes.status, clientRes.text).toBe(201);
    const first = await create(agent, { ...invoiceBody, clientEmail: "x@initech.example" });
    const quote = await create(agent, quoteBody("ignored@quotes.test", { clientId: clientRes.body.id, clientName: undefined, clientEmail: undefined }));
    const { token } = await send(agent, quote.document.id, "ap@initech.example", "q");
    expect((await client().post(`/api/public/quotes/${token}/accept`).send({ name: "Ina Tech", consent: true })).status).toBe(200);

    const url = `/api/documents/${quote.document.id}/convert`;
    expect((await agent.post(url).send({ to: "receipt" })).body.errors[0].path).toBe("to");
    expect((await agent.post(url).send({})).status).toBe(400);
    const stranger = await owner("convert-stranger@quotes.test");
    expect((await stranger.post(url).send({ to: "invoice" })).status).toBe(404);
    expect((await agent.post(`/api/documents/${first.document.id}/convert`).send({ to: "invoice" })).status).toBe(409);

    const res = await agent.post(url).send({ to: "invoice" });
    expect(res.status, res.text).toBe(201);
    const quoteRow = await rowOf(quote.document.id);
    expect(res.body).toMatchObject({
      type: "invoice",
      number: "INV-0002",
      clientId: clientRes.body.id,
      clientName: "Initech LLC",
      clientEmail: "ap@initech.example",
      total: quoteRow.total,
      currency: "USD",
      dueDate: dayFromToday(14),
      validUntil: null,
      convertedFromId: quoteRow.id,
      billingStatus: "draft",
      document: { type: "invoice", status: "final" },
    });
    expect(isoDay(new Date(res.body.createdAt))).toBe(isoDay(new Date()));
    expect(res.body.items.map((i: Record<string, unknown>) => [i.description, i.quantity, i.unitPrice, i.vatRate, i.discountPercent])).toEqual([
      ["Strategy workshop", 2, 75_000, 20, 10],
      ["Implementation support", 10, 12_050, 20, null],
    ]);
    expect(quoteRow).toMatchObject({ billingStatus: "converted", convertedToId: res.body.id });
    expect(await kindsOf(quote.document.id)).toEqual(["sent", "accepted", "converted"]);
    expect((await billingEvents(t.db, quote.document.id)).at(-1)!.data).toMatchObject({ invoiceId: res.body.id, documentId: res.body.document.id, number: "INV-0002" });

    const twice = await agent.post(url).send({ to: "invoice" });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: "This quote has already been converted to an invoice", code: "conflict", invoiceId: res.body.id, documentId: res.body.document.id });
    // The client can no longer answer a converted quote.
    expect((await client().post(`/api/public/quotes/${token}/decline`).send({})).status).toBe(409);
  });

  test("any quote converts, with the profile's payment terms; the public page carries the profile's brand", async () => {
    const agent = await owner("convert-terms@quotes.test");
    const profile = await agent.post("/api/business-profiles").send({ name: "Terms Ltd", country: "GB", email: "hi@terms.example" });
    expect(profile.status, profile.text).toBe(201);
    const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#aa3366" } }).png().toBuffer();
    expect((await agent.put(`/api/business-profiles/${profile.body.id}/logo`).set("Origin", t.url).set("Content-Type", "image/png").send(logo)).status).toBe(200);
    await t.db.update(businessProfiles).set({ paymentTermsDays: 30 }).where(eq(businessProfiles.id, profile.body.id));
    const quote = await create(agent, quoteBody("client-terms@quotes.test", { businessProfileId: profile.body.id }));
    const { mail, token } = await send(agent, quote.document.id, "client-terms@quotes.test", "q");
    expect(mail.parsed.subject).toBe(`Terms Ltd sent you a quote: ${quote.number}`);
    const page = await client().get(`/api/public/quotes/${token}`);
    expect(page.body.issuer).toMatchObject({ name: "Terms Ltd", logo: expect.stringMatching(/^data:image\/png;base64,/) });
    const res = await agent.post(`/api/documents/${quote.document.id}/convert`).send({ to: "invoice" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ number: "INV-0001", dueDate: dayFromToday(30) });
    expect((await rowOf(quote.document.id)).billingStatus).toBe("converted");
  });
});
