// GET /api/health: the database (answers 503 when it is down, so a load balancer stops sending
// traffic), the PDF printer (a printer that cannot start marks the service degraded but keeps
// the 200: everything else still works), the job queues (this instance's workers, and what waits
// in the queues every instance shares) and how e-mail leaves.
import type { Config } from "../config";
import type { Database } from "../db";
import type { PdfPrinter } from "../documents/pdf-printer";
import type { Jobs } from "../jobs/runner";
import { newRouter } from "./new-router";

export function healthRouter(
  database: Database,
  printer?: PdfPrinter,
  jobs?: Pick<Jobs, "status">,
  mail?: { mode: Config["mail"]["mode"] },
) {
  const router = newRouter();
  router.get("/api/health", async (_req, res) => {
    const db = await database.ping().then(
      () => "ok" as const,
      () => "down" as const,
    );
    const print = printer ? publicPrinterStatus(printer) : undefined;
    // The counts come from the database: none while it is down.
    const queue = jobs && db === "ok" ? await jobs.status().catch(() => undefined) : undefined;
    const degraded = db === "down" || print?.state === "unavailable" || (jobs !== undefined && queue?.state !== "running");
    res
      .status(db === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: degraded ? "degraded" : "ok",
        database: { kind: database.kind, status: db },
        ...(print ? { printer: print } : {}),
        ...(jobs ? { jobs: queue ?? { runner: "pg-boss", state: "unknown", queues: null } } : {}),
        ...(mail ? { mail: { transport: mail.mode } } : {}),
      });
  });
  return router;
}

// No filesystem paths in a public answer.
function publicPrinterStatus(printer: PdfPrinter) {
  const { state, browser, active, queued } = printer.status();
  return { state, browser: browser?.source ?? null, active, queued };
}
