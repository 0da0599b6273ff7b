import { Router } from "express";
import type { Database } from "../db";

export function healthRouter(database: Database) {
  const router = Router();
  router.get("/api/health", async (_req, res) => {
    const db = await database.ping().then(
      () => "ok" as const,
      () => "down" as const,
    );
    res.status(db === "ok" ? 200 : 503).json({
      status: db === "ok" ? "ok" : "degraded",
      database: { kind: database.kind, status: db },
    });
  });
  return router;
}
