// SMTP_URL removed while work that sends notices is still open: signature requests and invoices
// made on an instance with mail are then handled by one without it (mail "off", as in production
// without SMTP_URL), on the same database. What the user asks to send still answers 503; what only
// sends a notice on the way does its work and skips the notice: a decline counts, a signature
// completes and is sealed (the copies not e-mailed are in the trail), the next signer in a sequence
// is recorded as not e-mailed, the scan expires requests, and a scheduled invoice reminder is
// skipped without writing its step. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TCreatedInvoice } from "../../shared/api/invoices";
import { isoDay } from "../../shared/invoicing/status";
import { MAIL_NOT_CONFIGURED } from "../../shared/mail";
import { invoiceReminders, invoices, mailMessages, signatureRequests, signatureSigners } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { invoiceBody, ndaBody } from "../../test/fixtures";
import { waitFor } from "../../test/security/fault-helpers";
import { createApp, type App } from "../app";
import { REMINDER_JOB, runReminderScan, sendScheduledReminder } from "../invoicing/reminders";
import { issueLink } from "../public-links/links";
import { runSignatureScan } from "../signatures/jobs";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;
const DAY = 86_400_000;

let t: TestApp;
let off: App;
let owner: Agent;
let offOwner: ReturnType<typeof supertest.agent>;
/** Made while mail worked: the requests (by their first signer's address) and the invoice. */
const made: { declining?: string; sequential?: string; expiring?: string; invoice?: TCreatedInvoice } = {};

const requestOf = async (id: string) => (await owner.get(`/api/signature-requests/${id}`)).body as {
  status: string;
  signers: { id: string; email: string; status: string }[];
  events: { kind: string; data: Record<string, unknown> }[];
};
/** The signing token in the message sent to `address` (as stored in the outbox). */
async function tokenFor(address: string): Promise<string> {
  const rows = await t.db.select({ text: mailMessages.text }).from(mailMessages).where(sql`${mailMessages.to}::text like ${`%${address}%`}`);
  const token = rows.map((r) => /\/sign\/([\w-]{43})/.exec(r.text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no signing link e-mailed to ${address}`);
  return token;
}
const countMail = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(mailMessages))[0]!.n;

beforeAll(async () => {
  // Mail configured (the development outbox): the requests are sent, the invoice issued.
  t = await startTestApp({ APP_URL: "https://docs.example.test" });
  owner = await t.proUser("owner@mailoff.test");
  const send = async (signers: { name: string; email: string }[], extra: Record<string, unknown> = {}) => {
    const doc = await owner.post("/api/generate/nda").send(ndaBody);
    expect(doc.status, doc.text).toBe(201);
    const res = await owner.post(`/api/documents/${doc.body.id}/signature-requests`).send({ signers, otp: false, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  made.declining = await send([{ name: "Dan Decline", email: "dan@mailoff.test" }]);
  made.sequential = await send(
    [
      { name: "Sam First", email: "sam@mailoff.test" },
      { name: "Tia Second", email: "tia@mailoff.test" },
    ],
    { order: "sequential" },
  );
  made.expiring = await send([{ name: "Xena Late", email: "xena@mailoff.test" }], { expiresInDays: 1 });
  const invoice = await owner.post("/api/invoices").send({ ...invoiceBody, clientEmail: "client@mailoff.test", dueDate: isoDay(new Date(Date.now() + 30 * DAY)) });
  expect(invoice.status, invoice.text).toBe(201);
  made.invoice = invoice.body as TCreatedInvoice;
  await t.db.update(invoices).set({ billingStatus: "sent", sentAt: new Date() }).where(eq(invoices.id, made.invoice.id));
  await waitFor(async () => (await t.db.select().from(mailMessages).where(sql`${mailMessages.status} <> 'sent'`)).length === 0, {
    timeoutMs: 30_000,
    what: "the signing links delivered to the outbox",
  });

  // Then SMTP_URL is gone: the instance with mail stops taking jobs, one without it takes over.
  await t.instance.jobs.stop();
  off = await createApp({ config: { ...t.config, mail: { ...t.config.mail, mode: "off" } }, database: t.database, client: "none" });
  offOwner = supertest.agent(off.app);
  expect((await offOwner.post("/api/login/dev").type("form").send({ email: "owner@mailoff.test" })).status).toBe(302);
}, 120_000);

afterAll(async () => {
  await off?.close();
  await t?.close();
});

describe("a server whose SMTP_URL was removed", () => {
  test("what the user asks to send still answers 503 with the reason", async () => {
    for (const path of [`/api/signature-requests/${made.sequential}/remind`, `/api/documents/${made.invoice!.document.id}/remind`]) {
      const res = await offOwner.post(path).send({});
      expect(res.status, path).toBe(503);
      expect(res.body, path).toEqual({ code: "unavailable", message: MAIL_NOT_CONFIGURED });
    }
  });

  test("a signer's decline counts; the owner's notice is skipped", async () => {
    const before = await countMail();
    const res = await supertest(off.app).post(`/api/sign/${await tokenFor("dan@mailoff.test")}/decline`).send({ reason: "Not this year." });
    expect(res.status, res.text).toBe(204);
    const request = await requestOf(made.declining!);
    expect(request.status).toBe("declined");
    expect(request.events.map((e) => e.kind)).toContain("declined");
    expect(await countMail()).toBe(before);
  });

  test("a sequential signature counts, the next signer is recorded as not e-mailed, and the completed request is sealed", async () => {
    const before = await countMail();
    const sign = (token: string, name: string) =>
      supertest(off.app).post(`/api/sign/${token}/sign`).send({ consent: true, signature: { type: "typed", name } });
    const first = await sign(await tokenFor("sam@mailoff.test"), "Sam First");
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ completed: false });

    let request = await requestOf(made.sequential!);
    const tia = request.signers.find((s) => s.email === "tia@mailoff.test")!;
    expect(request.signers.map((s) => s.status)).toEqual(["signed", "pending"]);
    expect(request.events.at(-1)).toMatchObject({
      kind: "email.not_sent",
      data: { to: ["tia@mailoff.test"], message: "signing link", reason: MAIL_NOT_CONFIGURED },
    });
    // Not notified: the owner's reminder sends her a link once mail works again.
    const [row] = await t.db.select({ notifiedAt: signatureSigners.notifiedAt }).from(signatureSigners).where(eq(signatureSigners.id, tia.id));
    expect(row!.notifiedAt).toBeNull();
    expect(await countMail()).toBe(before);

    // Her link (as a reminder would bring it): the last signature completes the request, and the
    // sealing job, run by the instance without mail, seals it.
    const { token } = await t.db.transaction(async (tx) => {
      const [r] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, made.sequential!));
      return issueLink(tx, { purpose: "sign", documentId: r!.documentId, version: r!.version, subjectId: tia.id });
    });
    const last = await sign(token, "Tia Second");
    expect(last.status, last.text).toBe(200);
    expect(last.body).toMatchObject({ completed: true });
    await waitFor(
      async () => {
        const [r] = await t.db.select({ sealed: signatureRequests.sealedSha256 }).from(signatureRequests).where(eq(signatureRequests.id, made.sequential!));
        return r?.sealed;
      },
      { timeoutMs: 90_000, what: "the completed request sealed" },
    );
    const pdf = await offOwner.get(`/api/signature-requests/${made.sequential}/signed.pdf`).buffer(true);
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    request = await requestOf(made.sequential!);
    expect(request.status).toBe("completed");
    expect(request.events.at(-1)).toMatchObject({
      kind: "email.not_sent",
      data: { to: ["owner@mailoff.test", "sam@mailoff.test", "tia@mailoff.test"], message: "signed copy", reason: MAIL_NOT_CONFIGURED },
    });
    expect(await countMail()).toBe(before);
  }, 120_000);

  test("the scan expires requests past their date and sends no reminders", async () => {
    const before = await countMail();
    const scan = await runSignatureScan(off.signatures, new Date(Date.now() + 4 * DAY));
    expect(scan.expired).toBeGreaterThanOrEqual(1);
    expect(scan.reminded).toBe(0);
    expect((await requestOf(made.expiring!)).status).toBe("expired");
    expect((await supertest(off.app).get(`/api/sign/${await tokenFor("xena@mailoff.test")}`)).status).toBe(410);
    expect(await countMail()).toBe(before);
  });

  test("a scheduled invoice reminder is skipped, its step not written, and the scan queues none", async () => {
    const invoice = made.invoice!;
    const dueLater = new Date(Date.now() + 31 * DAY);
    expect((await runReminderScan(off.invoicing, dueLater)).queued).toEqual([]);
    // A job the instance with mail had queued before: done ("skipped"), not failed and retried.
    const job = REMINDER_JOB.data.parse({ invoiceId: invoice.id, step: 0, at: dueLater.toISOString() });
    expect(await sendScheduledReminder(off.invoicing, job)).toBe("skipped");
    expect(await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id))).toEqual([]);
    const [row] = await t.db.select({ lastRemindedAt: invoices.lastRemindedAt }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.lastRemindedAt).toBeNull();
    const history = (await offOwner.get(`/api/documents/${invoice.document.id}/history`)).body as { events: { kind: string }[] };
    expect(history.events.map((e) => e.kind)).not.toContain("reminder_sent");
    // Once mail works again, the step due then goes out.
    expect((await runReminderScan(t.instance.invoicing, dueLater)).queued).toEqual([{ invoiceId: invoice.id, step: 0 }]);
  });
});
