// With nothing configured, outside production, mail goes to the development outbox: an admin's
// test e-mail goes through the outbox, the job and the layout, and /dev/outbox shows it, newest
// first, as it would render. In production there is no outbox, and without SMTP_URL the server
// warns at boot and the mail-sending endpoints answer 503. The mail variables are parsed here too.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { businessProfileLogos, businessProfiles, users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { waitFor } from "../../test/security/fault-helpers";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../logger";

describe("development outbox", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signIn"]>>;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: "root@outbox.test", APP_URL: "http://localhost:5000" });
    admin = await t.signIn("root@outbox.test", { firstName: "Grace", lastName: "<Hopper>" });
  });
  afterAll(() => t?.close());

  test("an admin's test e-mail lands in /dev/outbox, newest first, each opened as it renders", async () => {
    // Branded as the admin's own messages: their default business profile and its logo.
    const [me] = await t.db.select().from(users).where(eq(users.email, "root@outbox.test"));
    const [profile] = await t.db
      .insert(businessProfiles)
      .values({ userId: me!.id, name: "Hopper & Co", primaryColor: "#7c3aed", isDefault: true })
      .returning();
    const png = await sharp({
      create: { width: 30, height: 10, channels: 3, background: "#7c3aed" },
    })
      .png()
      .toBuffer();
    await t.db.insert(businessProfileLogos).values({
      profileId: profile!.id,
      contentType: "image/png",
      data: png,
      headerPng: png,
      sha256: "x",
    });

    const first = await admin.post("/api/admin/mail/test").send({ to: "first@outbox.test" });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      id: expect.any(String),
      to: "first@outbox.test",
      status: "queued",
    });
    const second = await admin.post("/api/admin/mail/test").send({});
    expect(second.status).toBe(202);
    expect(second.body.to).toBe("root@outbox.test");

    // The job delivers to the outbox: sent, like any other transport.
    const delivered = await waitFor(
      async () => {
        const b = (await admin.get(`/api/admin/mail/${second.body.id}`)).body as {
          status?: string;
        };
        return b.status === "sent" ? b : undefined;
      },
      { timeoutMs: 30_000, what: "the test e-mail delivered to the outbox" },
    );
    expect(delivered).toMatchObject({
      id: second.body.id,
      to: ["root@outbox.test"],
      status: "sent",
      attempts: 1,
      error: null,
    });

    const list = await t.agent().get("/dev/outbox");
    expect(list.status).toBe(200);
    expect(list.headers["content-type"]).toMatch(/text\/html/);
    expect(list.text).toContain("Development outbox — these messages were not sent to anyone");
    const newest = list.text.indexOf(`/dev/outbox/${second.body.id}`);
    const older = list.text.indexOf(`/dev/outbox/${first.body.id}`);
    expect(newest).toBeGreaterThan(-1);
    expect(older).toBeGreaterThan(newest);

    const page = await t.agent().get(`/dev/outbox/${second.body.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Test e-mail from FounderDocs");
    expect(page.text).toContain(
      "Hopper &amp; Co via FounderDocs &lt;no-reply@founderdocs.localhost&gt;",
    );
    expect(page.text).toContain("Grace &lt;Hopper&gt; &lt;root@outbox.test&gt;"); // To and Reply-To, escaped
    expect(page.text).toMatch(/&lt;[0-9a-f-]{36}@founderdocs\.localhost&gt;/); // Message-ID
    expect(page.text).toContain(
      `<iframe title="The message as HTML" sandbox src="/dev/outbox/${second.body.id}/html">`,
    );
    expect(page.text).toContain(
      "This test message was sent by Grace &lt;Hopper&gt; from the FounderDocs admin panel.",
    );

    const html = await t.agent().get(`/dev/outbox/${second.body.id}/html`);
    expect(html.status).toBe(200);
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(html.text).toContain("Grace &lt;Hopper&gt;");
    expect(html.text).toContain("#7c3aed");
    // The inline logo (cid:) is served from the outbox, as a mail client would show it.
    const logo = /src="(\/dev\/outbox\/[^"]+\/attachments\/\d+)"/.exec(html.text)?.[1];
    expect(logo).toBeDefined();
    const image = await t.agent().get(logo!).buffer(true);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(image.body as Buffer, png)).toBe(0);

    expect((await t.agent().get("/dev/outbox/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await t.agent().get("/dev/outbox/not-an-id")).status).toBe(404);
  });

  test("only admins send test e-mails; the address is checked, line breaks and all", async () => {
    expect((await t.agent().post("/api/admin/mail/test").send({})).status).toBe(401);
    const user = await t.signIn("plain@outbox.test");
    expect((await user.post("/api/admin/mail/test").send({})).status).toBe(403);
    const bad = await admin
      .post("/api/admin/mail/test")
      .send({ to: "x@outbox.test\r\nBcc: all@evil.test" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "to", message: "to must be a valid e-mail address" }]);
    expect(
      (await admin.post("/api/admin/mail/test").send({ to: "x@outbox.test", cc: "y@outbox.test" }))
        .status,
    ).toBe(400);
    expect((await admin.get("/api/admin/mail/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
  });

  test("/api/health reports the queues and how mail leaves", async () => {
    const health = await t.agent().get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: "ok",
      database: { status: "ok" },
      jobs: {
        runner: "pg-boss",
        state: "running",
        queues: {
          "mail.send": { queued: expect.any(Number), active: expect.any(Number), failed: 0 },
          "cleanup.daily": { queued: expect.any(Number), active: expect.any(Number), failed: 0 },
        },
      },
      mail: { transport: "dev" },
    });
  });

  test("without SMTP_URL in production, the mail-sending endpoints answer 503 and say why", async () => {
    // The production rule (mail off) on an app whose dev sign-in lets the test in.
    const config = { ...t.config, mail: { ...t.config.mail, mode: "off" as const } };
    const off = await createApp({ config, database: t.database, client: "none" });
    try {
      const agent = supertest.agent(off.app);
      expect(
        (await agent.post("/api/login/dev").type("form").send({ email: "root@outbox.test" }))
          .status,
      ).toBe(302);
      const res = await agent.post("/api/admin/mail/test").send({});
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: "unavailable",
        message: "E-mail is not configured on this server",
      });
      // Every other endpoint that sends mail says the same, before it looks at what it was given.
      const id = "00000000-0000-4000-8000-000000000000";
      for (const path of [
        `/api/documents/${id}/signature-requests`,
        `/api/signature-requests/${id}/remind`,
        `/api/sign/${"x".repeat(43)}/otp`,
        `/api/documents/${id}/send`,
        `/api/documents/${id}/remind`,
      ]) {
        const other = await agent.post(path).send({});
        expect(other.status, path).toBe(503);
        expect(other.body, path).toEqual({
          code: "unavailable",
          message: "E-mail is not configured on this server",
        });
      }
      expect((await agent.get("/api/health")).body.mail).toEqual({ transport: "off" });
    } finally {
      await off.close();
    }
  });
});

const PRODUCTION = {
  NODE_ENV: "production",
  APP_URL: "https://docs.example.test",
  SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
  AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
  OIDC_ISSUER_URL: "https://idp.invalid",
  OIDC_CLIENT_ID: "founderdocs",
  OIDC_CLIENT_SECRET: "secret",
};

test("production without SMTP_URL: a warning at boot, and no development outbox", async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await startTestApp(PRODUCTION, { logger: createLogger("warn", sink) });
  try {
    expect(t.config.mail.mode).toBe("off");
    expect(lines.join("")).toContain(
      'e-mail is not configured: set SMTP_URL and MAIL_FROM to send mail (until then every mail-sending endpoint answers 503 \\"E-mail is not configured on this server\\")',
    );
    for (const path of ["/dev/outbox", "/dev/outbox/00000000-0000-4000-8000-000000000000/html"]) {
      const res = await t.agent().get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("Development outbox");
    }
  } finally {
    await t.close();
  }
});

describe("configuration", () => {
  test("SMTP_URL and MAIL_FROM, the development outbox, and nothing in production", () => {
    expect(loadConfig({ NODE_ENV: "development" }).mail).toEqual({
      mode: "dev",
      from: { name: "FounderDocs", address: "no-reply@founderdocs.localhost" },
    });
    expect(loadConfig(PRODUCTION).mail.mode).toBe("off");
    expect(
      loadConfig({
        ...PRODUCTION,
        SMTP_URL: "smtps://user:pass@smtp.example.com:465",
        MAIL_FROM: "Acme Docs <docs@acme.example>",
      }).mail,
    ).toEqual({
      mode: "smtp",
      url: "smtps://user:pass@smtp.example.com:465",
      from: { name: "Acme Docs", address: "docs@acme.example" },
    });
    expect(loadConfig({ MAIL_FROM: "docs@acme.example" }).mail.from).toEqual({
      name: "FounderDocs",
      address: "docs@acme.example",
    });
    expect(loadConfig({}).rateLimits.mail).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(loadConfig({}).rateLimits.mailFree).toEqual({ limit: 50, windowMs: 3_600_000 });
    expect(loadConfig({ RATE_LIMIT_MAIL_FREE: "off" }).rateLimits.mailFree).toBeNull();
    expect(loadConfig({ RATE_LIMIT_MAIL: "5/1m" }).rateLimits.mail).toEqual({
      limit: 5,
      windowMs: 60_000,
    });
    expect(loadConfig({ JOBS_NOW: "2027-03-01T09:00:00Z" }).jobsNow).toEqual(
      new Date("2027-03-01T09:00:00Z"),
    );
  });

  test("malformed values are refused by name", () => {
    const refused: [Record<string, string>, string][] = [
      [
        { SMTP_URL: "http://smtp.example.com" },
        "SMTP_URL: SMTP_URL must look like smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS)",
      ],
      [
        { MAIL_FROM: "a@example.com, b@example.com" },
        "MAIL_FROM must be one address, e.g. FounderDocs <no-reply@example.com>",
      ],
      [
        { MAIL_FROM: "not an address" },
        "MAIL_FROM must be one address, e.g. FounderDocs <no-reply@example.com>",
      ],
      [
        { ...PRODUCTION, SMTP_URL: "smtp://smtp.example.com" },
        "MAIL_FROM is required with SMTP_URL in production, e.g. FounderDocs <no-reply@example.com>",
      ],
      [
        { RATE_LIMIT_MAIL: "many" },
        'RATE_LIMIT_MAIL: RATE_LIMIT_MAIL must look like 50/15m (requests per window in s, m or h) or "off"',
      ],
      [
        { RATE_LIMIT_MAIL_FREE: "few" },
        'RATE_LIMIT_MAIL_FREE: RATE_LIMIT_MAIL_FREE must look like 50/15m (requests per window in s, m or h) or "off"',
      ],
      [
        { JOBS_NOW: "tomorrow" },
        "JOBS_NOW: JOBS_NOW must be an ISO date and time, e.g. 2027-03-01T09:00:00Z",
      ],
      [
        { ...PRODUCTION, JOBS_NOW: "2027-03-01T09:00:00Z" },
        "JOBS_NOW is for tests and development only: unset it in production",
      ],
    ];
    for (const [env, problem] of refused)
      expect(() => loadConfig(env), problem).toThrow(`  - ${problem}`);
  });
});
