// Compliance scans (docs/API.md "Compliance scans"): POST/GET /api/documents/:id/scans, GET /api/scans/:id.
import { ZIdParamSchema } from "../../shared/api/params";
import { api } from "../../shared/api/routes";
import { ZStartScanSchema } from "../../shared/api/scans";
import { serve } from "../contract";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import type { PdfPrinter } from "../documents/pdf-printer";
import type { ImagePool } from "../images/pool";
import type { Jobs } from "../jobs/runner";
import { newRouter } from "../routes/new-router";
import { scanReportPdf } from "./report";
import { SCAN_NOT_FOUND, getScan, listScans, startScan } from "./service";

export function scansRouter({
  config,
  database: { db },
  jobs,
  printer,
  images,
}: {
  config: Config;
  database: Database;
  jobs: Jobs;
  printer: PdfPrinter;
  images: ImagePool;
}) {
  const router = newRouter();
  const idOf = (params: unknown, what: string) => {
    const parsed = ZIdParamSchema.safeParse(params);
    if (!parsed.success) throw notFound(what);
    return parsed.data.id;
  };
  const policy = { allowPrivate: config.scans.allowPrivate };

  serve(router, api.scans.start, [requireUser], async (req) => {
    const documentId = idOf(req.params, "Document not found");
    const { url } = parseOrThrow(ZStartScanSchema, req.body ?? {});
    return startScan({ db, jobs, user: currentUser(req), documentId, url, policy, freeMonthlyLimit: config.scans.freeMonthlyLimit });
  });

  serve(router, api.scans.list, [requireUser], (req) => listScans({ db, userId: currentUser(req).id, documentId: idOf(req.params, "Document not found") }));

  serve(router, api.scans.get, [requireUser], (req) => getScan({ db, userId: currentUser(req).id, id: idOf(req.params, SCAN_NOT_FOUND) }));

  // A file, not JSON: outside the route table, like the other PDFs.
  router.get("/api/scans/:id/report.pdf", requireUser, async (req, res) => {
    const id = idOf(req.params, SCAN_NOT_FOUND);
    const pdf = await scanReportPdf({ db, config, printer, images }, currentUser(req).id, id);
    res.set("Content-Type", "application/pdf");
    res.set("Content-Disposition", `attachment; filename="scan-report-${id}.pdf"`);
    res.send(pdf);
  });

  return router;
}
