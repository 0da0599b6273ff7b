// Boot: read config, open and migrate the database, serve API + SPA on one port, stop cleanly.
import http from "node:http";
import type net from "node:net";
import type { Duplex } from "node:stream";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db";
import { loadDotEnv } from "./env";
import { createLogger } from "./logger";
import { migrate } from "./migrate";
import { auditKeyring } from "./audit/keys";

async function main() {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`FounderDocs cannot start.\n${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await migrate(database, auditKeyring(config.audit));

  const server = http.createServer();
  const { app, printer, jobs, close } = await createApp({
    config,
    database,
    logger,
    client: config.env === "development" ? "vite" : "static",
    httpServer: server,
  });
  // Responses in flight, so a shutdown can ask each one to close its connection when it is done.
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  // Open connections and how many requests each is serving, so a shutdown can end the idle ones
  // gracefully (socket.end flushes what is still being written; destroy could cut an answer).
  const conns = new Map<net.Socket, { active: number; idleSince: number }>();
  server.on("connection", (socket: net.Socket) => {
    conns.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => conns.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    const conn = conns.get(req.socket);
    if (conn) conn.active++;
    res.once("close", () => {
      inFlight.delete(res);
      if (!conn) return;
      conn.active = Math.max(0, conn.active - 1);
      conn.idleSince = Date.now();
      if (stopping && conn.active === 0) req.socket.end();
    });
    // During a shutdown a keep-alive connection serves its current request, then closes.
    if (stopping) res.setHeader("Connection", "close");
  });
  server.on("request", app);
  // Upgraded connections (the Vite HMR socket in development) would hold server.close() open.
  const upgraded = new Set<Duplex>();
  server.on("upgrade", (_req: http.IncomingMessage, socket: Duplex) => {
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
  });
  // Start Chromium now, so the first PDF doesn't pay for the launch. Never blocks or fails boot.
  void printer.warm();
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const where = database.kind === "pglite" ? `PGlite in ${config.database.kind === "pglite" ? config.database.dir : ""}` : "PostgreSQL";
    logger.info(
      `FounderDocs listening on http://localhost:${config.port} (${config.env}, ${where}, files in ${database.files.dir}, sign-in: ${config.oidc ? "OpenID Connect" : "dev form"})`,
    );
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, "shutting down: finishing requests in flight");
    // No new job is taken from now on; the jobs in hand finish (the app's close waits for them).
    void jobs.stop();
    // Stop accepting connections. Requests in flight complete, then their keep-alive connections
    // close (Connection: close on every answer not yet sent); idle keep-alives close now.
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close(async () => {
      let code = 0;
      try {
        await close();
        await database.close();
      } catch (err) {
        logger.error({ err }, "error while shutting down");
        code = 1;
      } finally {
        logger.info("stopped");
        process.exit(code);
      }
    });
    for (const socket of upgraded) socket.destroy();
    // Idle keep-alive connections end now; a busy one ends once its last answer is written.
    // A connection that was idle at the signal may have a request on its way: it gets a second
    // to deliver it before it is ended (a client sending later is refused, as after any close).
    const endIdle = () => {
      const now = Date.now();
      for (const [socket, conn] of conns) {
        if (conn.active === 0 && !upgraded.has(socket) && now - conn.idleSince >= 1_000) socket.end();
      }
    };
    endIdle();
    setInterval(endIdle, 250).unref();
    setTimeout(() => {
      logger.error({ inFlight: inFlight.size }, "shutdown took over 30 s: exiting with requests unfinished");
      process.exit(1);
    }, 30_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main().catch((err: unknown) => {
  console.error("FounderDocs failed to start:", err);
  process.exit(1);
});
