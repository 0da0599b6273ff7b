// No request header decides a URL the app sends out. With APP_URL unset (the default outside
// production: http://localhost:PORT) every route that sends mail is called with a forged Host,
// X-Forwarded-Host and X-Forwarded-Proto, behind TRUST_PROXY=1 so Express believes the forwarded
// ones: every link in every e-mail (each kind the app sends) starts with the configured base, and
// a signing link mailed after a forged signature opens on the real server. The scheduled scans
// (signature reminders and expiries, invoice reminders) mail links on the same base in development
// without APP_URL. Production refuses to start without APP_URL, and names it.
import { spawn } from "node:child_process";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isoDay } from "../../shared/invoicing/status";
import { eq } from "drizzle-orm";
import { documentVersions, mailMessages, siteScans } from "../../shared/schema";
import { ConfigError, loadConfig } from "../../server/config";
import { runReminderScan } from "../../server/invoicing/reminders";
import { runTemplateUpdateScan } from "../../server/publications/jobs";
import { MAIL_KINDS } from "../../server/mail/kinds";
import { notifyIfChanged } from "../../server/scans/service";
import { runSignatureScan } from "../../server/signatures/jobs";
import type { TestApp } from "../api-harness";
import { GENERATE_BODIES, invoiceBody, ndaBody, privacyPolicyBody } from "../fixtures";
import { startAppWithMail, type AppWithMail } from "../mail-app";
import type { ReceivedMail, TestSmtpServer } from "../smtp";
import { waitFor } from "./fault-helpers";
import { report } from "./http-helpers";

type Agent = Awaited<ReturnType<TestApp["signIn"]>>;

const EVIL_HOST = "evil.attacker.test";
const DAY = 86_400_000;

/** The request as an attacker's script sends it: JSON (or no body), no Origin, a forged host. */
const forged = <T extends supertest.Test>(req: T): T =>
  req.set("Host", EVIL_HOST).set("X-Forwarded-Host", EVIL_HOST).set("X-Forwarded-Proto", "https");

/** Every URL a message carries: its HTML's href and src attributes and the absolute URLs of both parts. */
function urlsIn(mail: ReceivedMail): string[] {
  const html = typeof mail.parsed.html === "string" ? mail.parsed.html : "";
  const attributes = [...html.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  const absolute = [...`${html}\n${mail.parsed.text ?? ""}`.matchAll(/\bhttps?:\/\/[^\s"'<>)]+/gi)].map((m) => m[0]);
  return [...attributes, ...absolute].filter((u) => !/^(?:cid|mailto):/i.test(u));
}

/** The token of the `/sign/`, `/q/` or `/i/` link in a message, on the given base. */
function tokenIn(mail: ReceivedMail, base: string, path: "sign" | "q" | "i"): string {
  const link = urlsIn(mail).find((u) => u.startsWith(`${base}/${path}/`));
  if (!link) throw new Error(`no ${base}/${path}/ link in "${mail.parsed.subject}": ${urlsIn(mail).join(", ")}`);
  return link.slice(`${base}/${path}/`.length);
}

const dayFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));
const quoteBody = (clientEmail: string) => {
  const { dueDate: _due, ...rest } = invoiceBody;
  return {
    ...rest,
    type: "quote",
    clientEmail,
    validUntil: dayFromToday(30),
    discountAmount: 0,
    taxAmount: undefined,
    items: [{ description: "Strategy workshop", quantity: 2, unitPrice: 75_000, vatRate: 20 }],
  };
};

async function pro(t: TestApp, email: string): Promise<Agent> {
  const agent = await t.proUser(email, { firstName: "Olivia", lastName: "Owner" });
  return agent;
}

describe("a forged Host on every route that sends mail, APP_URL unset", () => {
  let app: AppWithMail | undefined;
  let t: TestApp;
  let smtp: TestSmtpServer;
  /** The base the app is configured with: no APP_URL, PORT 5000. */
  const base = "http://localhost:5000";
  beforeAll(async () => {
    app = await startAppWithMail({ APP_URL: "", PORT: "5000", TRUST_PROXY: "1", ADMIN_EMAILS: "admin@links.test" });
    ({ t, smtp } = app);
  }, 60_000);
  afterAll(() => app?.close());

  const signer = () => t.agent().set("User-Agent", "SignerBrowser/1.0");
  const nthTo = (address: string, n: number) => smtp.nthTo(address, n);

  /** Asks for a code (forged) and confirms it, as a signer does. */
  async function confirmCode(address: string, token: string) {
    const before = smtp.to(address).length;
    expect((await forged(signer().post(`/api/sign/${token}/otp`))).status).toBe(204);
    const code = /Your signing code: (\d{6})/.exec((await nthTo(address, before + 1)).parsed.subject ?? "")![1]!;
    expect((await forged(signer().post(`/api/sign/${token}/otp/verify`)).send({ code })).status).toBe(204);
  }

  const sign = (token: string) =>
    forged(signer().post(`/api/sign/${token}/sign`)).send({ consent: true, signature: { type: "typed", name: "A Signer" } });

  test("every link in every e-mail starts with the configured base; a signing link after a forged signature works here", async () => {
    const routes: string[] = [];

    // The admin's test message.
    const admin = await t.signIn("admin@links.test");
    expect((await forged(admin.post("/api/admin/mail/test")).send({})).status).toBe(202);
    routes.push("POST /api/admin/mail/test");

    // A sequential signature request with codes: the invitation, the owner's reminder, each
    // signer's code, the next signer's link after signer 1 signs, and the sealed copies.
    const owner = await pro(t, "owner@links.test");
    const nda = await forged(owner.post("/api/generate/nda")).send(ndaBody);
    expect(nda.status, nda.text).toBe(201);
    const request = await forged(owner.post(`/api/documents/${nda.body.id}/signature-requests`)).send({
      signers: [
        { name: "Sam First", email: "first@links.test" },
        { name: "Kim Second", email: "second@links.test" },
      ],
      order: "sequential",
    });
    expect(request.status, request.text).toBe(201);
    expect((await forged(owner.post(`/api/signature-requests/${request.body.id}/remind`))).status).toBe(202);
    // The invitation and the reminder may arrive in either order: the reminder's link is the live one.
    await nthTo("first@links.test", 2);
    const reminder = smtp.to("first@links.test").find((m) => m.parsed.subject?.startsWith("Reminder: "));
    const first = tokenIn(reminder!, base, "sign");
    await confirmCode("first@links.test", first);
    const signed = await sign(first);
    expect(signed.status, signed.text).toBe(200);
    // Signer 2's link, sent because of signer 1's forged request, is on the app's own address and
    // its token opens on this server.
    const second = tokenIn(await nthTo("second@links.test", 1), base, "sign");
    expect((await signer().get(`/api/sign/${second}`)).status).toBe(200);
    await confirmCode("second@links.test", second);
    expect((await sign(second)).body).toEqual({ status: "signed", completed: true });
    // The sealed copies: the owner's carries a link. Sealing prints twice and signs in a worker,
    // which on a busy machine takes longer than the 30 s the other waits allow (a hang guard only).
    await smtp.nthTo("owner@links.test", 1, 150_000);
    routes.push(
      "POST /api/documents/:id/signature-requests",
      "POST /api/signature-requests/:id/remind",
      "POST /api/sign/:token/otp",
      "POST /api/sign/:token/sign",
    );

    // A signer declines: the owner is told, with a link.
    const other = await forged(owner.post("/api/generate/nda")).send(ndaBody);
    const declining = await forged(owner.post(`/api/documents/${other.body.id}/signature-requests`)).send({
      signers: [{ name: "Dee Cline", email: "decline@links.test" }],
      otp: false,
    });
    expect(declining.status, declining.text).toBe(201);
    const dee = tokenIn(await nthTo("decline@links.test", 1), base, "sign");
    expect((await forged(signer().post(`/api/sign/${dee}/decline`)).send({ reason: "Not today" })).status).toBe(204);
    await nthTo("owner@links.test", 2);
    routes.push("POST /api/sign/:token/decline");

    // Quotes: sent, then one accepted and one declined by the client (the owner e-mailed each time).
    const answered: string[] = [];
    for (const [i, answer] of (["accept", "decline"] as const).entries()) {
      const client = `client${i}@links.test`;
      const quote = await forged(owner.post("/api/invoices")).send(quoteBody(client));
      expect(quote.status, quote.text).toBe(201);
      expect((await forged(owner.post(`/api/documents/${quote.body.document.id}/send`)).send({})).status).toBe(202);
      const token = tokenIn(await nthTo(client, 1), base, "q");
      const res = await forged(t.agent().post(`/api/public/quotes/${token}/${answer}`)).send(answer === "accept" ? { name: "Cora Client", consent: true } : {});
      expect(res.status, res.text).toBe(200);
      answered.push(answer);
      await nthTo("owner@links.test", 3 + i);
    }
    routes.push("POST /api/documents/:id/send", "POST /api/public/quotes/:token/accept", "POST /api/public/quotes/:token/decline");

    // An invoice: sent, then reminded by hand.
    const invoice = await forged(owner.post("/api/invoices")).send({ ...invoiceBody, clientEmail: "ap@links.test", dueDate: dayFromToday(14) });
    expect(invoice.status, invoice.text).toBe(201);
    expect((await forged(owner.post(`/api/documents/${invoice.body.document.id}/send`)).send({})).status).toBe(202);
    expect(tokenIn(await nthTo("ap@links.test", 1), base, "i")).toMatch(/^[\w-]{43}$/);
    expect((await forged(owner.post(`/api/documents/${invoice.body.document.id}/remind`))).status).toBe(202);
    await nthTo("ap@links.test", 2);
    routes.push("POST /api/documents/:id/remind");

    // A published policy whose text was written under an older template: the daily scan e-mails
    // its owner where it is published and where to review the update.
    expect((await forged(owner.post("/api/business-profiles")).send({ name: "Links Ltd" })).status).toBe(201);
    const policy = await forged(owner.post("/api/generate/privacy-policy")).send(privacyPolicyBody);
    expect(policy.status, policy.text).toBe(201);
    expect((await forged(owner.post(`/api/documents/${policy.body.id}/publish`))).status).toBe(201);
    await t.db.update(documentVersions).set({ templateVersion: 0 }).where(eq(documentVersions.documentId, policy.body.id));
    expect(await runTemplateUpdateScan(t.instance.publications)).toBe(1);
    await nthTo("owner@links.test", 5);
    routes.push("POST /api/documents/:id/publish");

    // A monthly rescan whose findings changed (the scan job's own path is server/scans/monthly.test.ts):
    // the owner is e-mailed a link to the report.
    const cookiePolicy = await forged(owner.post("/api/generate/cookie-policy")).send(GENERATE_BODIES.cookie_policy);
    expect(cookiePolicy.status, cookiePolicy.text).toBe(201);
    const ownerId = (await owner.get("/api/auth/user")).body.id as string;
    const scanRow = (at: number, findings: object[]) => ({ userId: ownerId, documentId: cookiePolicy.body.id as string, url: "https://acme.example/", status: "done" as const, findings, createdAt: new Date(at) });
    await t.db.insert(siteScans).values(scanRow(Date.now() - DAY, [{ kind: "banner_missing", severity: "high", evidence: [] }]));
    const [rescan] = await t.db.insert(siteScans).values(scanRow(Date.now(), [])).returning();
    expect(await notifyIfChanged({ db: t.db, mail: t.instance.mail, scanId: rescan!.id, appUrl: t.config.appUrl })).toBe(true);
    await nthTo("owner@links.test", 6);

    // Every message the app stored has arrived; every kind of message was sent.
    const stored = await t.db.select({ kind: mailMessages.kind }).from(mailMessages);
    await smtp.until(() => smtp.received.length >= stored.length);
    expect(new Set(stored.map((m) => m.kind))).toEqual(new Set(MAIL_KINDS.map((k) => k.kind)));

    const urls = smtp.received.flatMap(urlsIn);
    const elsewhere = urls.filter((u) => !u.startsWith(`${base}/`));
    expect(elsewhere, `links not on ${base}`).toEqual([]);
    expect(urls.join(" ")).not.toContain(EVIL_HOST);
    expect(t.config.appUrl).toBe(base);
    report(
      "mail links",
      `${routes.length} mail-sending routes called with Host and X-Forwarded-Host ${EVIL_HOST}: ${smtp.received.length} e-mails of ${MAIL_KINDS.length} kinds, ${urls.length} links, ${elsewhere.length} not on ${base}; signer 2's token opened here`,
    );
  }, 300_000);
});

describe("the scheduled scans, in development without APP_URL", () => {
  let app: AppWithMail | undefined;
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    app = await startAppWithMail({ NODE_ENV: "development", APP_URL: "", PORT: "5123", LOG_LEVEL: "silent" });
    ({ t, smtp } = app);
  }, 60_000);
  afterAll(() => app?.close());

  test("signature reminders, expiry notices and invoice reminders carry links on http://localhost:PORT", async () => {
    const base = "http://localhost:5123";
    const owner = await pro(t, "scan-owner@links.test");
    const nda = await owner.post("/api/generate/nda").send(ndaBody);
    const request = await owner.post(`/api/documents/${nda.body.id}/signature-requests`).send({
      signers: [{ name: "Rae Minder", email: "remind@links.test" }],
      otp: false,
      expiresInDays: 7,
    });
    expect(request.status, request.text).toBe(201);
    await smtp.nthTo("remind@links.test", 1);

    // Four days on: a reminder with a fresh link on the base.
    expect((await runSignatureScan(t.instance.signatures, new Date(Date.now() + 4 * DAY))).reminded).toBe(1);
    const reminder = await smtp.nthTo("remind@links.test", 2);
    expect(reminder.parsed.subject).toMatch(/^Reminder: /);
    const token = tokenIn(reminder, base, "sign");
    expect((await t.agent().get(`/api/sign/${token}`)).status).toBe(200);

    // Past its date: expired, and the owner told with a link to the request.
    expect((await runSignatureScan(t.instance.signatures, new Date(Date.now() + 8 * DAY))).expired).toBe(1);
    const expiry = await smtp.nthTo("scan-owner@links.test", 1);
    expect(urlsIn(expiry)).toContain(`${base}/tools/digital-signature/${request.body.id}`);

    // An invoice a week overdue: the daily scan's reminder.
    const invoice = await owner.post("/api/invoices").send({ ...invoiceBody, clientEmail: "late@links.test", dueDate: dayFromToday(1) });
    expect(invoice.status, invoice.text).toBe(201);
    expect((await owner.post(`/api/documents/${invoice.body.document.id}/send`).send({})).status).toBe(202);
    await smtp.nthTo("late@links.test", 1);
    const scan = await runReminderScan(t.instance.invoicing, new Date(Date.now() + 8 * DAY));
    expect(scan.queued.map((q) => q.invoiceId)).toEqual([invoice.body.id]);
    const late = await smtp.nthTo("late@links.test", 2);
    expect(tokenIn(late, base, "i")).toMatch(/^[\w-]{43}$/);

    const urls = [reminder, expiry, late].flatMap(urlsIn);
    expect(urls.filter((u) => !u.startsWith(`${base}/`))).toEqual([]);
    expect(t.config.appUrl).toBe(base);
    report("mail links", `scans in development without APP_URL: a signature reminder, an expiry notice and an invoice reminder, ${urls.length} links, all on ${base}`);
  }, 120_000);
});

describe("APP_URL in production", () => {
  const PRODUCTION = {
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
    AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
    OIDC_ISSUER_URL: "https://idp.invalid",
    OIDC_CLIENT_ID: "founderdocs",
    OIDC_CLIENT_SECRET: "secret",
  };

  test("is required, by name; outside production the base is APP_URL, else http://localhost:PORT", () => {
    const problems = (() => {
      try {
        loadConfig(PRODUCTION);
        return [];
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
    })();
    expect(problems).toEqual([expect.stringMatching(/^APP_URL is required in production/)]);
    expect(loadConfig({ ...PRODUCTION, APP_URL: "https://docs.example.com/" }).appUrl).toBe("https://docs.example.com");
    expect(loadConfig({ NODE_ENV: "development" }).appUrl).toBe("http://localhost:5000");
    expect(loadConfig({ NODE_ENV: "development", PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    expect(loadConfig({ NODE_ENV: "test", PORT: "8080", APP_URL: "https://docs.example.com" }).appUrl).toBe("https://docs.example.com");
  });

  test("the server refuses to start without it, and says so", async () => {
    // Node itself with tsx as a loader, as test/security/faults.test.ts starts the server.
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, ...PRODUCTION, APP_URL: "", PORT: "0", HOST: "127.0.0.1", PGLITE_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    let code: number | null = null;
    child.once("exit", (c) => (code = c));
    try {
      await waitFor(() => code !== null, { timeoutMs: 60_000, intervalMs: 100, what: `the server to exit\n${output}` });
    } finally {
      if (code === null) child.kill("SIGKILL");
    }
    expect(code).toBe(1);
    expect(output).toContain("FounderDocs cannot start.");
    expect(output).toContain("APP_URL is required in production");
    report("mail links", "production without APP_URL: exit 1, the error names APP_URL");
  }, 90_000);
});
