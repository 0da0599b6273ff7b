// Starts the real app over HTTP on a fresh database: PGlite in memory by default, a brand-new
// PostgreSQL database when TEST_DATABASE_URL is set (one per test file, dropped afterwards).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import pg from "pg";
import supertest from "supertest";
import { users } from "../shared/schema";
import { createApp, type App } from "../server/app";
import { loadConfig, type Config } from "../server/config";
import { openDatabase, type Database } from "../server/db";
import type { ServerDocType } from "../server/doc-types/define";
import { migrate } from "../server/migrate";
import type { SealRetryPolicy } from "../server/signatures/jobs";

export interface TestApp {
  url: string;
  server: Server;
  config: Config;
  database: Database;
  db: Database["db"];
  /** A cookie-keeping client, signed out. */
  agent(): ReturnType<typeof supertest.agent>;
  /** A cookie-keeping client signed in through the dev sign-in form. */
  signIn(email: string, names?: { firstName?: string; lastName?: string }): Promise<ReturnType<typeof supertest.agent>>;
  /** Signed in like signIn, on the paid plan (no document limit). */
  proUser(email: string, names?: { firstName?: string; lastName?: string }): Promise<ReturnType<typeof supertest.agent>>;
  /** Moves an existing user to the paid plan (for a test that starts them on the free one). */
  makePro(email: string): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl?: string;
  /** The app's parts (mail, jobs, the signature services) for tests that drive them directly. */
  instance: App;
}

/** The migrated template test/global-setup.ts dumped, read once per worker. */
let pgliteTemplate: Promise<Blob> | undefined;
function templateDataDir(): Promise<Blob> | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  pgliteTemplate ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh database: PGlite (in memory unless a directory is given), or, with a PostgreSQL URL
 * (TEST_DATABASE_URL by default), a brand-new database on that server, which drop() removes.
 * Both start as a copy of the template test/global-setup.ts migrated, when there is one.
 */
export async function openTestDatabase(
  pgliteDir = "memory://",
  adminUrl = process.env.TEST_DATABASE_URL,
  /** false: an empty database, for tests of the migrations themselves. */
  fromTemplate = true,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const template = fromTemplate && pgliteDir === "memory://" ? await templateDataDir() : undefined;
    const database = await openDatabase({
      kind: "pglite",
      dir: pgliteDir,
      ...(template ? { loadDataDir: template } : {}),
    });
    return { database, drop: async () => {} };
  }
  const name = `fd_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template = fromTemplate ? process.env.TEST_PG_TEMPLATE : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * API tests fire many requests from one IP and one user in a burst, so test apps get budgets no
 * test reaches; server/security/rate-limit.test.ts passes low ones to prove each limiter works.
 */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_SIGNIN: "100000/1h",
  RATE_LIMIT_GENERATE: "100000/1h",
  RATE_LIMIT_PDF: "100000/1h",
  RATE_LIMIT_API: "100000/1h",
  RATE_LIMIT_LOGO: "100000/1h",
  RATE_LIMIT_VERIFY: "100000/1h",
};

/**
 * The logo kit's time limit (5 s by default) is a wall-clock budget: on a machine busy with the
 * rest of the suite a kit can take longer, so test apps allow a minute. The limit itself is tested
 * with a router given a limit already passed (server/logo-studio/logo-studio.test.ts).
 */
export const TEST_TIME_LIMITS = { LOGO_KIT_TIME_LIMIT_MS: "60000" };

export interface TestAppOptions {
  /** The app's logger (e.g. one writing to a stream the test reads). */
  logger?: Logger;
  /**
   * A second instance of the app on this app's PostgreSQL database (its own pool, caches and
   * change feed), as behind a load balancer. PostgreSQL only: PGlite belongs to one process.
   */
  sameDatabaseAs?: TestApp;
  /** Where PGlite keeps its files (default: in memory). */
  pgliteDir?: string;
  /** The document types the app serves (default: every registered one). */
  docTypes?: readonly ServerDocType[];
  /**
   * The app's base URL (APP_URL) from the address it listens on (default: that address), e.g. its
   * https form for an app behind a TLS-terminating proxy. APP_URL in `env` wins over it.
   */
  appUrl?: (ownUrl: string) => string;
  /** How a failed sealing is retried (default: the app's, 5 tries over minutes). */
  sealRetry?: SealRetryPolicy;
}

/** The request with its answer's body kept as a Buffer (a PDF, a ZIP, an image). */
export const asBuffer = <T extends supertest.Test>(req: T) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => cb(null, Buffer.concat(chunks)));
  });

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const other = options.sameDatabaseAs;
  if (other && !other.databaseUrl) throw new Error("a second instance needs PostgreSQL (TEST_DATABASE_URL)");
  const { database, url, drop } = other
    ? {
        // The same files too, as instances behind a load balancer share FILES_DIR.
        database: await openDatabase({ kind: "postgres", url: other.databaseUrl!, files: other.database.files.dir }),
        url: other.databaseUrl,
        drop: async () => {},
      }
    : await openTestDatabase(options.pgliteDir);
  await migrate(database);
  // The port first, so the app's base URL (APP_URL) can be its real address: the links it sends
  // out then open on it. A test passes APP_URL to choose another ("" for none: http://localhost:PORT).
  const server = http.createServer();
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const ownUrl = `http://127.0.0.1:${port}`;
  let config: Config;
  let instance: App;
  try {
    config = loadConfig({ NODE_ENV: "test", APP_URL: options.appUrl?.(ownUrl) ?? ownUrl, ...TEST_RATE_LIMITS, ...TEST_TIME_LIMITS, ...env });
    instance = await createApp({
      config,
      database,
      client: "none",
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.docTypes ? { docTypes: options.docTypes } : {}),
      ...(options.sealRetry ? { sealRetry: options.sealRetry } : {}),
    });
  } catch (err) {
    server.close();
    throw err;
  }
  const { app, close } = instance;
  server.on("request", app);
  const makePro: TestApp["makePro"] = async (email) => {
    await database.db.update(users).set({ subscription: "pro" }).where(eq(users.email, email));
  };
  const signIn: TestApp["signIn"] = async (email, names = {}) => {
    const agent = supertest.agent(server);
    const res = await agent
      .post("/api/login/dev")
      .type("form")
      .send({ email, firstName: names.firstName ?? "", lastName: names.lastName ?? "" });
    if (res.status !== 302) throw new Error(`dev sign-in failed: ${res.status} ${res.text}`);
    return agent;
  };

  return {
    url: ownUrl,
    server,
    config,
    database,
    db: database.db,
    ...(url ? { databaseUrl: url } : {}),
    agent: () => supertest.agent(server),
    instance,
    signIn,
    async proUser(email, names) {
      const agent = await signIn(email, names);
      await makePro(email);
      return agent;
    },
    makePro,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await database.close();
      await drop();
    },
  };
}
