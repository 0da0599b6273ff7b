// Boot: read config, open and migrate the database, serve API + SPA on one port, stop cleanly.
import http from "node:http";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db";
import { loadDotEnv } from "./env";
import { createLogger } from "./logger";

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
  await database.migrate();

  const server = http.createServer();
  const { app, close } = await createApp({
    config,
    database,
    logger,
    client: config.env === "development" ? "vite" : "static",
    httpServer: server,
  });
  server.on("request", app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const where = database.kind === "pglite" ? `PGlite in ${config.database.kind === "pglite" ? config.database.dir : ""}` : "PostgreSQL";
    logger.info(
      `FounderDocs listening on http://localhost:${config.port} (${config.env}, ${where}, sign-in: ${config.oidc ? "OpenID Connect" : "dev form"})`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    // Stop accepting connections; requests in flight complete, idle keep-alives are closed.
    server.close(async () => {
      try {
        await close();
        await database.close();
      } finally {
        logger.info("stopped");
        process.exit(0);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main().catch((err: unknown) => {
  console.error("FounderDocs failed to start:", err);
  process.exit(1);
});
