// A server for the API benchmark, in its own process so the load generator never shares its event
// loop. Prints one JSON line: { url, ...what the mode offers }.
//   bare             an Express JSON hello-world (the baseline).
//   session          the same hello-world behind express-session with a signed-in session held in
//                    memory (a diagnostic: what the session library alone costs a request).
//   app pglite|postgres
//                    the real app on a throwaway database with three pro users: a reader with 10
//                    documents, a writer, and an account of 100 documents of every type
//                    (seedRealisticAccount); plus a control port that signs the reader in afresh
//                    and digests its session rows (to show that read-only requests write none),
//                    counts documents, stores documents through the writer alone, and shuts down.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import express from "express";
import session from "express-session";
import { queryRows } from "../server/db";
import { privacyPolicyBody } from "../test/fixtures";
import { seedRealisticAccount } from "../test/realistic-account";
import { makePro, postJson, signIn, startApp, type DbKind } from "./lib";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

function helloWorld(app: express.Express) {
  app.get("/", (_req, res) => {
    res.json({ hello: "world" });
  });
}

async function bare() {
  const app = express();
  app.disable("x-powered-by");
  helloWorld(app);
  const server = http.createServer(app);
  const url = await listen(server);
  console.log(JSON.stringify({ url }));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

/** A store that answers at once from memory: the cheapest a session store can be. */
class InstantStore extends session.Store {
  private readonly data = new Map<string, string>();
  override get(sid: string, done: (err: unknown, s?: session.SessionData | null) => void) {
    const json = this.data.get(sid);
    done(null, json ? (JSON.parse(json) as session.SessionData) : null);
  }
  override set(sid: string, s: session.SessionData, done?: (err?: unknown) => void) {
    this.data.set(sid, JSON.stringify(s));
    done?.();
  }
  override destroy(sid: string, done?: (err?: unknown) => void) {
    this.data.delete(sid);
    done?.();
  }
}

async function withSession() {
  const app = express();
  app.disable("x-powered-by");
  app.use(
    session({
      name: "bench.sid",
      secret: "a-benchmark-secret-of-more-than-thirty-two-characters",
      store: new InstantStore(),
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: "lax", maxAge: 7 * 24 * 3600_000 },
    }),
  );
  app.post("/login", (req, res) => {
    (req.session as unknown as { user: string }).user = "bench";
    res.json({ ok: true });
  });
  helloWorld(app);
  const server = http.createServer(app);
  const url = await listen(server);
  const res = await fetch(`${url}/login`, { method: "POST" });
  const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
  console.log(JSON.stringify({ url, cookie }));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

async function real(db: DbKind) {
  const app = await startApp(db);
  const reader = "api-bench-reader@bench.test";
  const writer = "api-bench-writer@bench.test";
  const readerCookie = await signIn(app.url, reader);
  const writerCookie = await signIn(app.url, writer);
  await makePro(app, reader);
  await makePro(app, writer);
  const account = "api-bench-account@bench.test";
  const accountCookie = await signIn(app.url, account);
  await makePro(app, account);
  await seedRealisticAccount((route, body) => postJson(app.url, accountCookie, route, body));
  for (let i = 0; i < 10; i++) {
    await postJson(app.url, readerCookie, "/api/generate/privacy-policy", {
      ...privacyPolicyBody,
      companyName: `Acme ${i} Inc.`,
    });
  }

  /** Every session row of the reader, digested (a write of any of them shows). */
  const readerSessions = async () => {
    const rows = await queryRows<{ sid: string; sess: string; expire: string }>(
      app.db,
      sql`select s.sid, s.sess::text as sess, s.expire::text as expire
            from sessions s join users u on u.id::text = s.sess::jsonb #>> '{passport,user}'
           where u.email = ${reader} order by s.sid`,
    );
    const digest = createHash("sha256").update(JSON.stringify(rows)).digest("hex").slice(0, 16);
    return { count: rows.length, digest };
  };
  const documents = async () => {
    const [row] = await queryRows<{ n: number | string }>(
      app.db,
      sql`select count(*) as n from documents`,
    );
    return Number(row?.n ?? 0);
  };

  const control = http.createServer((req, res) => {
    const answer = async () => {
      if (req.url === "/reader-sessions") return readerSessions();
      if (req.url === "/fresh-reader") return { cookie: await signIn(app.url, reader) };
      if (req.url === "/documents") return { count: await documents() };
      if (req.url === "/close") {
        setImmediate(() => {
          control.close();
          void app.close().then(() => process.exit(0));
        });
        return { closing: true };
      }
      return { error: "unknown" };
    };
    answer().then(
      (body) => res.end(JSON.stringify(body)),
      (err: unknown) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: String(err) }));
      },
    );
  });
  const controlUrl = await listen(control);
  console.log(JSON.stringify({ url: app.url, readerCookie, writerCookie, accountCookie, control: controlUrl }));
}

const [kind, db] = process.argv.slice(2);
const start =
  kind === "bare" ? bare() : kind === "session" ? withSession() : real(db === "postgres" ? "postgres" : "pglite");
start.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
