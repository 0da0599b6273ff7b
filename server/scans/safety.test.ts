// A scan visits addresses users type, from our network: the proxy's address and port checks, a
// private target refused with 400 naming `url` (loopback, 10/8, the metadata address, a name that
// resolves to loopback…), a redirect to loopback and a DNS answer that changes to loopback refused
// through the proxy, and production refusing SCAN_ALLOW_PRIVATE. None of this app's scans may
// reach loopback: SCAN_ALLOW_PRIVATE is not set here.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { refusedAddress, refusedPort } from "./address";
import { startScanProxy } from "./proxy";
import { Scanner } from "./scanner";
import { runScan } from "./jobs";
import { createLogger } from "../logger";
import { siteScans, users } from "../../shared/schema";
import { eq } from "drizzle-orm";
import { GENERATE_BODIES } from "../../test/fixtures";

const STRICT = { allowPrivate: false };

describe("the proxy's address checks", () => {
  test.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["fe80::1", "linkLocal"],
    ["fd00:ec2::254", "uniqueLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "linkLocal"],
    ["64:ff9b::a00:1", "rfc6052"],
    ["2002:a00:1::", "6to4"],
    ["198.18.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["240.0.0.1", "reserved"],
  ])("%s is refused (%s)", (address, range) => {
    expect(refusedAddress(address, STRICT)).toContain(range);
  });

  test.each(["93.184.215.14", "8.8.8.8", "2606:4700::6810:84e5", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(refusedAddress(address, STRICT)).toBeUndefined();
  });

  test("ports: only 80 and 443; SCAN_ALLOW_PRIVATE allows loopback and any port, nothing else private", () => {
    expect(refusedPort(80, STRICT)).toBeUndefined();
    expect(refusedPort(443, STRICT)).toBeUndefined();
    expect(refusedPort(8080, STRICT)).toBe("port 8080");
    expect(refusedPort(22, STRICT)).toBe("port 22");
    const open = { allowPrivate: true };
    expect(refusedPort(8080, open)).toBeUndefined();
    expect(refusedAddress("127.0.0.1", open)).toBeUndefined();
    expect(refusedAddress("10.0.0.1", open)).toContain("private");
    expect(refusedAddress("169.254.169.254", open)).toContain("linkLocal");
  });

  test("production refuses SCAN_ALLOW_PRIVATE", () => {
    const production = {
      NODE_ENV: "production",
      APP_URL: "https://docs.example.test",
      SESSION_SECRET: "a-production-session-secret-of-48-characters-xx",
      AUDIT_KEY: "a-production-audit-key-of-at-least-32-characters",
      OIDC_ISSUER_URL: "https://idp.invalid",
      OIDC_CLIENT_ID: "founderdocs",
      OIDC_CLIENT_SECRET: "secret",
    };
    expect(loadConfig(production).scans.allowPrivate).toBe(false);
    let problems: string[] = [];
    try {
      loadConfig({ ...production, SCAN_ALLOW_PRIVATE: "1" });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      problems = err.problems;
    }
    expect(problems).toEqual(["SCAN_ALLOW_PRIVATE is for tests and local development only: unset it in production"]);
  });
});

/** A local server that counts the requests it gets: a refusal means it got none. */
async function listening(host: string, handler: http.RequestListener): Promise<{ server: http.Server; url: string; port: number }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, url: `http://${host}:${port}` };
}

describe("through the proxy", () => {
  // Tests stand 127.0.0.2 in for the public internet (Linux routes all of 127/8 to loopback), so a
  // real server can answer there while 127.0.0.1 stays the private target: the check is replaced
  // by one that allows 127.0.0.2 and any port, and applies the real policy to everything else.
  const testRefused = (address: string, port: number) => (address === "127.0.0.2" ? undefined : (refusedAddress(address, STRICT) ?? refusedPort(port, STRICT)));
  let secretHits = 0;
  let secret: Awaited<ReturnType<typeof listening>>;
  let site: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    secret = await listening("127.0.0.1", (_req, res) => {
      secretHits++;
      res.end("internal");
    });
    site = await listening("127.0.0.2", (req, res) => {
      if (req.url === "/redirect") {
        res.writeHead(302, { location: `${secret.url}/admin` }).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>site</title><img src="${secret.url}/pixel.gif">`);
    });
  });
  afterAll(async () => {
    await new Promise((r) => secret.server.close(r));
    await new Promise((r) => site.server.close(r));
  });

  /** A plain HTTP request through the proxy, as a browser sends one. */
  const viaProxy = (proxyUrl: string, target: string) =>
    new Promise<number>((resolve, reject) => {
      const proxy = new URL(proxyUrl);
      http
        .get({ host: proxy.hostname, port: proxy.port, path: target, headers: { host: new URL(target).host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", reject);
    });

  test("a name that resolves to a public address and then to loopback (DNS rebinding) is refused on the second connection", async () => {
    const answers = [["127.0.0.2"], ["127.0.0.1"]];
    const proxy = await startScanProxy({ policy: STRICT, maxBytes: 1e6, refused: testRefused, resolve: async () => answers.shift() ?? [] });
    try {
      expect(await viaProxy(proxy.url, `http://rebind.test:${site.port}/`)).toBe(200);
      const before = secretHits;
      expect(await viaProxy(proxy.url, `http://rebind.test:${secret.port}/`)).toBe(403);
      expect(secretHits).toBe(before);
      expect(proxy.refusals).toEqual([{ target: `rebind.test:${secret.port}`, reason: "rebind.test is a loopback address (127.0.0.1)" }]);
    } finally {
      await proxy.close();
    }
  });

  test("without a test override: loopback, 10/8 and the metadata address are refused, and so are ports but 80 and 443", async () => {
    const proxy = await startScanProxy({ policy: STRICT, maxBytes: 1e6 });
    try {
      for (const target of [`${secret.url}/`, "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://[::ffff:127.0.0.1]/", `http://localhost:${secret.port}/`]) {
        expect(await viaProxy(proxy.url, target), target).toBe(403);
      }
      expect(secretHits).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  test("the browser follows a redirect to loopback: refused by the proxy, the internal server never asked", async () => {
    const scanner = new Scanner({ chromiumPath: process.env.CHROMIUM_PATH ?? "/tmp/chromium", policy: STRICT, appOrigin: "http://app.invalid", refused: testRefused });
    try {
      secretHits = 0;
      const result = await scanner.scan(`${site.url}/`);
      // The page itself loaded; its image on loopback was refused.
      expect(result.phases.beforeConsent.requests.map((r) => r.url)).toContain(`${site.url}/`);
      expect(result.refusals.map((r) => r.target)).toContain(`127.0.0.1:${secret.port}`);
      const redirected = await scanner.scan(`${site.url}/redirect`);
      expect(redirected.refusals.map((r) => r.reason)).toContain("127.0.0.1 is a loopback address (127.0.0.1)");
      expect(secretHits).toBe(0);
    } finally {
      await scanner.close();
    }
  }, 90_000);

  test("a scan whose site now answers a private address (checked at POST, rebound since) fails and says why", async () => {
    const t = await startTestApp();
    const scanner = new Scanner({ chromiumPath: process.env.CHROMIUM_PATH ?? "/tmp/chromium", policy: STRICT, appOrigin: t.url });
    try {
      const agent = await t.proUser("rebound@example.com");
      const doc = await agent.post("/api/generate/cookie-policy").send(GENERATE_BODIES.cookie_policy);
      const [owner] = await t.db.select().from(users).where(eq(users.email, "rebound@example.com"));
      // The row as POST leaves it; the name's answer is now the internal server's.
      const [row] = await t.db.insert(siteScans).values({ userId: owner!.id, documentId: doc.body.id, url: `${secret.url}/` }).returning();
      secretHits = 0;
      await runScan({ db: t.db, scanner, logger: createLogger("silent"), appUrl: t.url }, row!.id, () => new Date());
      const scan = await agent.get(`/api/scans/${row!.id}`);
      expect(scan.body.status).toBe("failed");
      expect(scan.body.error).toBe(`The website could not be visited: 127.0.0.1: port ${secret.port} is not allowed (only 80 and 443)`);
      expect(scan.body.phases).toBeNull();
      expect(secretHits).toBe(0);
    } finally {
      await scanner.close();
      await t.close();
    }
  }, 90_000);
});

describe("POST /api/documents/:id/scans refuses private targets with 400 naming url", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  test.each([
    "http://127.0.0.1/",
    "http://localhost/",
    "http://10.0.0.8/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fd00:ec2::254]/",
    "http://100.64.0.1/",
    "https://93.184.215.14:8443/",
  ])("%s", async (url) => {
    const agent = await t.proUser(`private-${encodeURIComponent(url).replace(/%/g, "")}@example.com`);
    const doc = await agent.post("/api/generate/cookie-policy").send({
      companyName: "Acme Inc.",
      website: "https://acme.example",
      email: "privacy@acme.example",
      cookieTypes: ["essential"],
      purposes: ["functionality"],
      regions: ["GDPR"],
      hasAnalytics: false,
      hasMarketing: false,
      hasThirdParty: false,
      effectiveDate: "2026-12-01",
    });
    const res = await agent.post(`/api/documents/${doc.body.id}/scans`).send({ url });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "url", message: expect.stringMatching(/^This address can't be scanned/) }]);
    expect((await agent.get(`/api/documents/${doc.body.id}/scans`)).body).toEqual([]);
  });
});
