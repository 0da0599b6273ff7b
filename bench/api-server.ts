// A server for the API benchmark, in its own process so the load generator never shares its event
// loop. `bare`: an Express JSON hello-world. `app pglite|postgres`: the real app on a throwaway
// database, with a signed-in pro user and a few documents, plus a control port that reads the
// sessions table (to show that read-only requests write no session row) and shuts down.
// Prints one JSON line: { url, cookie?, control? }.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { queryRows } from "../server/db";
import { privacyPolicyBody } from "../test/fixtures";
import { makePro, postJson, signIn, startApp, type DbKind } from "./lib";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

async function bare() {
  const app = express();
  app.disable("x-powered-by");
  app.get("/", (_req, res) => {
    res.json({ hello: "world" });
  });
  const server = http.createServer(app);
  const url = await listen(server);
  console.log(JSON.stringify({ url }));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

async function real(db: DbKind) {
  const app = await startApp(db);
  const email = "api-bench@bench.test";
  const cookie = await signIn(app.url, email);
  await makePro(app, email);
  for (let i = 0; i < 10; i++) {
    await postJson(app.url, cookie, "/api/generate/privacy-policy", {
      ...privacyPolicyBody,
      companyName: `Acme ${i} Inc.`,
    });
  }

  const sessions = async () => {
    const rows = await queryRows<{ sid: string; sess: string; expire: string }>(
      app.db,
      sql`select sid, sess::text as sess, expire::text as expire from sessions order by sid`,
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
      if (req.url === "/sessions") return sessions();
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
  console.log(JSON.stringify({ url: app.url, cookie, control: controlUrl }));
}

const [kind, db] = process.argv.slice(2);
(kind === "bare" ? bare() : real(db === "postgres" ? "postgres" : "pglite")).catch(
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
