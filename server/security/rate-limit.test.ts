// Each rate limiter answers 429 JSON with Retry-After and the standard RateLimit headers once its
// budget is spent, counts per user (or per IP) as documented, shares its counters through Redis
// across instances, and falls back to memory when Redis is unreachable at boot.
import net from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../shared/schema";
import { startTestApp, type TestApp } from "../../test/api-harness";
import { ndaBody, invoiceBody } from "../../test/fixtures";
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from "../config";
import { createLogger } from "../logger";

type Res = {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
};

function expectLimited(res: Res, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: "rate_limited" });
  expect(typeof (res.body as { message?: unknown }).message).toBe("string");
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  // IETF draft-8: RateLimit-Policy "name";q=LIMIT;w=WINDOW and RateLimit "name";r=REMAINING;t=RESET
  expect(String(res.headers["ratelimit-policy"])).toMatch(/; ?q=\d+; ?w=\d+/);
  expect(String(res.headers.ratelimit)).toMatch(/; ?r=0; ?t=\d+/);
}

/** A logger at warn level whose lines are kept, to look at what the app logged. */
function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("warn", sink) };
}

describe("configuration", () => {
  test("defaults, COUNT/WINDOW values, off, and a named error for a malformed value", () => {
    const defaults = loadConfig({ NODE_ENV: "test" }).rateLimits;
    expect(defaults).toMatchObject(DEFAULT_RATE_LIMITS);
    expect(defaults.redisPrefix).toBe("founderdocs:rl:");
    const custom = loadConfig({
      NODE_ENV: "test",
      RATE_LIMIT_SIGNIN: "5/30s",
      RATE_LIMIT_GENERATE: "100/2h",
      RATE_LIMIT_PDF: "off",
      RATE_LIMIT_API: " 1000 / 1m ",
    }).rateLimits;
    expect(custom.signIn).toEqual({ limit: 5, windowMs: 30_000 });
    expect(custom.generate).toEqual({ limit: 100, windowMs: 2 * 3_600_000 });
    expect(custom.pdf).toBeNull();
    expect(custom.api).toEqual({ limit: 1000, windowMs: 60_000 });
    for (const bad of ["5", "5/", "0/1m", "-1/1m", "5/1d", "many/1m", "5/0s"]) {
      expect(() => loadConfig({ NODE_ENV: "test", RATE_LIMIT_PDF: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: "test", RATE_LIMIT_PDF: bad })).toThrow(/RATE_LIMIT_PDF/);
    }
  });
});

describe("limiters (memory store)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      RATE_LIMIT_SIGNIN: "3/1m",
      RATE_LIMIT_GENERATE: "2/1m",
      RATE_LIMIT_PDF: "2/1m",
      RATE_LIMIT_API: "off",
    });
  });
  afterAll(() => t?.close());

  test("sign-in: per IP, whatever the account; the 4th attempt in a minute answers 429", async () => {
    const statuses = [];
    for (const email of ["one@rl.test", "two@rl.test", "three@rl.test"]) {
      statuses.push((await t.agent().post("/api/login/dev").type("form").send({ email })).status);
    }
    expect(statuses).toEqual([302, 302, 302]);
    const fourth = await t
      .agent()
      .post("/api/login/dev")
      .type("form")
      .send({ email: "four@rl.test" });
    expectLimited(fourth, 60);
    expect(await t.db.select().from(users).where(eq(users.email, "four@rl.test"))).toHaveLength(0);
    // The sign-in page itself counts too (a scripted flood of flow starts is refused).
    expect((await t.agent().get("/api/login")).status).toBe(429);
  });

  test("generation: per user, generators and invoices together", async () => {
    const agents = [];
    // Sign-in budget is spent above; sign the users in on a fresh app sharing nothing with it.
    const t2 = await startTestApp({ RATE_LIMIT_GENERATE: "2/1m", RATE_LIMIT_API: "off" });
    try {
      for (const email of ["gen-a@rl.test", "gen-b@rl.test"]) {
        agents.push(await t2.signIn(email));
        await t2.makePro(email);
      }
      const [a, b] = agents as [(typeof agents)[0], (typeof agents)[0]];
      expect((await a.post("/api/generate/nda").send(ndaBody)).status).toBe(201);
      expect((await a.post("/api/invoices").send(invoiceBody)).status).toBe(201);
      const third = await a.post("/api/generate/nda").send(ndaBody);
      expectLimited(third, 60);
      expect((await a.post("/api/invoices").send(invoiceBody)).status).toBe(429);
      // Reads are not generation; another user has a budget of their own.
      expect((await a.get("/api/documents")).status).toBe(200);
      expect((await b.post("/api/generate/nda").send(ndaBody)).status).toBe(201);
      expect((await a.get("/api/documents")).body).toHaveLength(2);
    } finally {
      await t2.close();
    }
  });

  test("PDF export: per user; HTML and Markdown exports are not PDF", async () => {
    const t3 = await startTestApp({ RATE_LIMIT_PDF: "2/1m", RATE_LIMIT_API: "off" });
    try {
      const agent = await t3.signIn("pdf@rl.test");
      const doc = (await agent.post("/api/generate/nda").send(ndaBody)).body as { id: string };
      const pdf = `/api/documents/${doc.id}/export/pdf`;
      for (let i = 0; i < 2; i++) expect([200, 503]).toContain((await agent.get(pdf)).status);
      expectLimited(await agent.get(pdf), 60);
      expect((await agent.get(`/api/documents/${doc.id}/export/html`)).status).toBe(200);
      expect((await agent.get(`/api/documents/${doc.id}/export/markdown`)).status).toBe(200);
      const other = await t3.signIn("pdf-other@rl.test");
      expect((await other.get(pdf)).status).toBe(404); // counted separately, and not theirs
    } finally {
      await t3.close();
    }
  });

  test("verification: per IP without an account, per user with one", async () => {
    const t6 = await startTestApp({ RATE_LIMIT_VERIFY: "2/1m", RATE_LIMIT_API: "off" });
    try {
      // Not a PDF (415): refused before any worker reads it, and counted all the same.
      const verify = (agent: ReturnType<TestApp["agent"]>) =>
        agent.post("/api/verify").set("Origin", t6.url).set("Content-Type", "application/pdf").send(Buffer.from("not a pdf"));
      for (let i = 0; i < 2; i++) expect((await verify(t6.agent())).status).toBe(415);
      const over = await verify(t6.agent());
      expectLimited(over, 60);
      expect((over.body as { message: string }).message).toBe("Too many PDFs verified in a short time. Please wait a little and try again.");
      // A signed-in user at the same address verifies on a budget of their own.
      const user = await t6.signIn("verify@rl.test");
      for (let i = 0; i < 2; i++) expect((await verify(user)).status).toBe(415);
      expectLimited(await verify(user), 60);
    } finally {
      await t6.close();
    }
  });

  test("a request counted by two limiters lists both in RateLimit and RateLimit-Policy", async () => {
    const t5 = await startTestApp({ RATE_LIMIT_API: "50/1m", RATE_LIMIT_GENERATE: "7/10m" });
    try {
      const agent = await t5.proUser("two-limits@rl.test");
      const res = await agent.post("/api/generate/nda").send(ndaBody);
      expect(res.status).toBe(201);
      // One list member per limiter, in the order they ran (RFC 8941 lists).
      expect(res.headers.ratelimit).toMatch(/^"api"; r=49; t=\d+, "generate"; r=6; t=\d+$/);
      expect(res.headers["ratelimit-policy"]).toMatch(
        /^"api"; q=50; w=60; pk=:[A-Za-z0-9+/=]+:, "generate"; q=7; w=600; pk=:[A-Za-z0-9+/=]+:$/,
      );
      // (The sign-in before was counted for the IP.) A read is counted by the API limiter alone.
      expect((await agent.get("/api/documents")).headers.ratelimit).toMatch(/^"api"; r=48; t=\d+$/);
    } finally {
      await t5.close();
    }
  });

  test("the whole API: per user when signed in, per IP when not; the health check is exempt", async () => {
    const t4 = await startTestApp({ RATE_LIMIT_API: "5/1m" });
    try {
      const agent = await t4.signIn("api@rl.test"); // 1 request, counted for the IP (signed out then)
      for (let i = 0; i < 5; i++) expect((await agent.get("/api/documents")).status).toBe(200);
      expectLimited(await agent.get("/api/documents"), 60);
      for (let i = 0; i < 10; i++) expect((await t4.agent().get("/api/health")).status).toBe(200);
      // Signed out, the IP has spent 1 of 5 (the sign-in).
      const visitor = t4.agent();
      for (let i = 0; i < 4; i++) expect((await visitor.get("/api/auth/user")).status).toBe(401);
      expectLimited(await visitor.get("/api/auth/user"), 60);
    } finally {
      await t4.close();
    }
  });
});

const REDIS_URL = "redis://127.0.0.1:6379";
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, "127.0.0.1");
  socket.setTimeout(1000);
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
  socket.once("timeout", () => (socket.destroy(), resolve(false)));
});

describe("Redis store", () => {
  test.skipIf(!redisUp)("two instances share one budget through Redis", async () => {
    const prefix = `founderdocs-test:${process.pid}:${Date.now()}:`;
    const env = {
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      RATE_LIMIT_SIGNIN: "4/1m",
      RATE_LIMIT_API: "off",
    };
    const [one, two] = await Promise.all([startTestApp(env), startTestApp(env)]);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const signIn = (t: TestApp, email: string) =>
        t.agent().post("/api/login/dev").type("form").send({ email });
      expect((await signIn(one, "r1@rl.test")).status).toBe(302);
      expect((await signIn(two, "r2@rl.test")).status).toBe(302);
      expect((await signIn(one, "r3@rl.test")).status).toBe(302);
      expect((await signIn(two, "r4@rl.test")).status).toBe(302);
      // Each instance alone has seen 2 of 4; together they have spent the budget.
      expectLimited(await signIn(one, "r5@rl.test"), 60);
      expectLimited(await signIn(two, "r6@rl.test"), 60);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.some((k) => k.startsWith(`${prefix}signIn:`))).toBe(true);
      const ttl = await redis.pTTL(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
      await redis.close();
      await Promise.all([one.close(), two.close()]);
    }
  });

  test("every limiter is set up and answers without a warning or error logged", async () => {
    const { lines, logger } = captureLogs();
    // All four budgets on, each counting the requests below.
    const t = await startTestApp(
      { RATE_LIMIT_SIGNIN: "5/1m", RATE_LIMIT_GENERATE: "5/1m", RATE_LIMIT_PDF: "5/1m", RATE_LIMIT_API: "50/1m" },
      { logger },
    );
    try {
      const agent = await t.signIn("quiet@rl.test"); // counted for the IP, by the sign-in and API limiters
      const res = await agent.get("/api/documents");
      expect(res.status).toBe(200);
      expect(res.headers.ratelimit).toMatch(/^"api"; r=49; t=\d+$/); // the user's first
      expect(lines).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test.skipIf(!redisUp)("Redis lost while running: requests are let through and logged, counting resumes when it is back", async () => {
    // The app reaches Redis through a proxy that can be cut.
    const open = new Set<net.Socket>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(6379, "127.0.0.1");
      for (const s of [client, upstream]) {
        open.add(s);
        s.on("close", () => open.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const port = (proxy.address() as net.AddressInfo).port;
    const prefix = `founderdocs-test:${process.pid}:${Date.now()}:`;
    const { lines, logger } = captureLogs();
    const t = await startTestApp(
      { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_REDIS_PREFIX: prefix, RATE_LIMIT_API: "3/1m" },
      { logger },
    );
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const visitor = t.agent();
      expect((await visitor.get("/api/auth/user")).status).toBe(401); // 1 of 3, in Redis
      expect(await redis.keys(`${prefix}api:*`)).toHaveLength(1);

      // Cut: no new connections, the open ones closed.
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of open) s.destroy();
      });
      const failedBefore = lines.join("").split("api counter failed, request let through").length - 1;
      for (let i = 0; i < 5; i++) expect((await visitor.get("/api/auth/user")).status).toBe(401);
      // Each one answered on the fail-open path, not held until Redis came back.
      const failedAfter = lines.join("").split("api counter failed, request let through").length - 1;
      expect(failedAfter - failedBefore).toBe(5);

      // Back: once the client has reconnected, the budget is counted in Redis again.
      await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
      await expect
        .poll(async () => (await visitor.get("/api/auth/user")).status, { timeout: 10_000, interval: 200 })
        .toBe(429);
    } finally {
      for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
      await redis.close();
      await t.close();
      proxy.close();
      for (const s of open) s.destroy();
    }
  });

  test("Redis unreachable at boot: the app starts, logs it and limits in memory", async () => {
    const { lines, logger } = captureLogs();
    const t = await startTestApp(
      { REDIS_URL: "redis://127.0.0.1:9", RATE_LIMIT_SIGNIN: "1/1m" },
      { logger },
    );
    try {
      expect(lines.join("")).toMatch(/Redis unreachable at boot, counting in memory/);
      expect(
        (await t.agent().post("/api/login/dev").type("form").send({ email: "m1@rl.test" })).status,
      ).toBe(302);
      expectLimited(
        await t.agent().post("/api/login/dev").type("form").send({ email: "m2@rl.test" }),
        60,
      );
    } finally {
      await t.close();
    }
  });
});
