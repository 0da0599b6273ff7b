// Two things a stranger could reach without an account. The development outbox (/dev/outbox)
// shows every user's mail, links and signing codes included: it answers only the machine itself (a
// loopback socket, relayed by nothing), whatever X-Forwarded-For says even with TRUST_PROXY=true,
// and production has no such route. A signer's PDFs (/api/sign/:token/document?format=pdf and the
// signed copy) are printed or read for whoever holds the link: they take the PDF budget
// (RATE_LIMIT_PDF, per IP signed out) as every other PDF does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isLoopback } from "../../server/mail/dev-outbox";
import { startTestApp, type TestApp } from "../api-harness";
import { ndaBody } from "../fixtures";
import { publicLinkIn, startAppWithMail, type AppWithMail } from "../mail-app";
import { histogram, report } from "./http-helpers";

const OUTBOX_PAGES = ["/dev/outbox", "/dev/outbox/00000000-0000-4000-8000-000000000000", "/dev/outbox/00000000-0000-4000-8000-000000000000/html"];

/** This machine's first address that is not loopback, if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === "IPv4")?.address;

describe("the development outbox", () => {
  let t: TestApp;
  let outside: http.Server | undefined;
  beforeAll(async () => {
    // Mail to the outbox (no SMTP_URL), and the proxy trusted blindly: X-Forwarded-For decides req.ip.
    t = await startTestApp({ ADMIN_EMAILS: "dev@outbox.test", TRUST_PROXY: "true" });
    const admin = await t.signIn("dev@outbox.test");
    expect((await admin.post("/api/admin/mail/test").send({ to: "someone@outbox.test" })).status).toBe(202);
    if (outsideAddress) {
      // The same app on this machine's network address: a connection to it comes from that address.
      outside = http.createServer(t.instance.app);
      await new Promise<void>((resolve) => outside!.listen(0, outsideAddress, resolve));
    }
  });
  afterAll(async () => {
    outside?.closeAllConnections();
    await new Promise((resolve) => (outside ? outside.close(resolve) : resolve(undefined)));
    await t?.close();
  });

  test("answers this machine; a forwarded request or another address gets a plain 404", async () => {
    const list = await t.agent().get("/dev/outbox");
    expect(list.status).toBe(200);
    expect(list.text).toContain("someone@outbox.test");

    const statuses: number[] = [];
    const refused = async (res: { status: number; text: string }, what: string) => {
      statuses.push(res.status);
      expect(res.status, what).toBe(404);
      expect(res.text, what).not.toContain("outbox.test");
      expect(res.text, what).not.toContain("Development outbox");
    };
    for (const path of OUTBOX_PAGES) {
      // From loopback, but relayed: a tunnel or proxy on this machine, whatever address it claims.
      for (const forwarded of ["203.0.113.9", "127.0.0.1", "::1"])
        await refused(await t.agent().get(path).set("X-Forwarded-For", forwarded), `${path} X-Forwarded-For ${forwarded}`);
      await refused(await t.agent().get(path).set("Forwarded", "for=127.0.0.1"), `${path} Forwarded`);
    }
    if (outside) {
      const origin = `http://${outsideAddress}:${(outside.address() as AddressInfo).port}`;
      for (const path of OUTBOX_PAGES) {
        for (const headers of [{}, { "X-Forwarded-For": "127.0.0.1" }] as Record<string, string>[]) {
          const res = await fetch(`${origin}${path}`, { headers });
          await refused({ status: res.status, text: await res.text() }, `${path} from ${outsideAddress} ${JSON.stringify(headers)}`);
        }
      }
      // The rest of the app still answers there.
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    }
    report(
      "dev outbox",
      `from loopback: 200; ${statuses.length} requests forwarded${outside ? ` or from ${outsideAddress}` : " (no address but loopback on this machine)"}: ${histogram(statuses)}, no message shown`,
    );
  });

  test("loopback is 127.0.0.0/8 and ::1, in whatever form the socket gives it", () => {
    for (const address of ["127.0.0.1", "127.45.6.7", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(isLoopback(address), address).toBe(true);
    for (const address of ["192.0.2.2", "::ffff:192.0.2.2", "10.0.0.1", "fd00::2", "::", "0.0.0.0", "128.0.0.1", "localhost", "", undefined])
      expect(isLoopback(address), String(address)).toBe(false);
  });

  test("production has no development outbox", async () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
      AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
      OIDC_ISSUER_URL: "https://idp.invalid",
      OIDC_CLIENT_ID: "founderdocs",
      OIDC_CLIENT_SECRET: "secret",
    };
    for (const env of [production, { ...production, SMTP_URL: "smtp://user:pass@127.0.0.1:9", MAIL_FROM: "FounderDocs <no-reply@example.test>" }]) {
      const prod = await startTestApp(env);
      try {
        for (const path of OUTBOX_PAGES) {
          const res = await prod.agent().get(path);
          expect(res.status, path).toBe(404);
          expect(res.text).not.toContain("Development outbox");
        }
      } finally {
        await prod.close();
      }
    }
  });
});

describe("the signer's PDFs take the PDF budget", () => {
  let app: AppWithMail | undefined;
  let t: TestApp;
  beforeAll(async () => {
    app = await startAppWithMail({ RATE_LIMIT_PDF: "3/1m" });
    ({ t } = app);
  }, 60_000);
  afterAll(() => app?.close());

  test("over RATE_LIMIT_PDF, the signer's document as a PDF and the signed copy answer 429; the page's HTML does not count", async () => {
    const owner = await t.proUser("owner@pdf-limit.test");
    const nda = await owner.post("/api/generate/nda").send(ndaBody);
    const request = await owner.post(`/api/documents/${nda.body.id}/signature-requests`).send({ signers: [{ name: "Pat Signer", email: "pat@pdf-limit.test" }], otp: false });
    expect(request.status, request.text).toBe(201);
    const token = publicLinkIn(await app!.smtp.nthTo("pat@pdf-limit.test", 1), "sign");
    const signer = () => t.agent();

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signer().get(`/api/sign/${token}/document?format=pdf`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe("rate_limited");
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      } else expect(res.headers["content-type"]).toBe("application/pdf");
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The HTML the signing page frames is not a PDF: it still opens.
    expect((await signer().get(`/api/sign/${token}/document`)).status).toBe(200);
    // The signed copy counts too (refused before it is even looked up).
    const signed = await signer().get(`/api/sign/${token}/signed.pdf`);
    expect(signed.status).toBe(429);
    // The owner's own exports are counted on the owner's account, not on this address.
    expect((await owner.get(`/api/documents/${nda.body.id}/export/pdf`)).status).toBe(200);
    report("signer pdf", `RATE_LIMIT_PDF=3/1m: 5 signer PDFs from one address → ${histogram(statuses)}; signed.pdf ${signed.status}; the page's HTML 200`);
  }, 120_000);
});
