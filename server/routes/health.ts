// GET /api/health: the database (answers 503 when it is down, so a load balancer stops sending
// traffic) and the PDF printer (a printer that cannot start marks the service degraded but keeps
// the 200: everything else still works).
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import { newRouter } from "./router";

export function healthRouter(database: Database, printer?: PdfPrinter) {
  const router = newRouter();
  router.get("/api/health", async (_req, res) => {
    const db = await database.ping().then(
      () => "ok" as const,
      () => "down" as const,
    );
    const print = printer ? publicPrinterStatus(printer) : undefined;
    const degraded = db === "down" || print?.state === "unavailable";
    res
      .status(db === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: degraded ? "degraded" : "ok",
        database: { kind: database.kind, status: db },
        ...(print ? { printer: print } : {}),
      });
  });
  return router;
}

// No filesystem paths in a public answer.
function publicPrinterStatus(printer: PdfPrinter) {
  const { state, browser, active, queued } = printer.status();
  return { state, browser: browser?.source ?? null, active, queued };
}
