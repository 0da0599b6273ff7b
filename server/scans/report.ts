// A finished scan as a report (GET /api/scans/:id/report.pdf): the website, when it was scanned,
// the policy version's and banner revision's SHA-256 it was checked against, each finding with its
// evidence and what to change, and what each phase recorded. Printed in the owner's turn of the
// app's printer and sealed with the service's certificate as signed PDFs are (signatures/seal.ts),
// so pdfsig reports it valid and any later change to the file breaks the seal.
import { SCAN_PHASES, type TScan, type TScanPhaseName } from "../../shared/api/scans";
import { adviceFor } from "../../shared/scans/advice";
import type { Config } from "../config";
import type { Db } from "../db";
import { escapeHtml, htmlPage } from "../documents/render-html";
import type { PdfPrinter } from "../documents/pdf-printer";
import { AppError } from "../errors";
import type { ImagePool } from "../images/pool";
import { PRODUCT_NAME } from "../mail/render";
import { loadSealKey, sealInPool } from "../signatures/seal";
import { getScan } from "./service";

export interface ScanReportDeps {
  db: Db;
  config: Pick<Config, "signing">;
  printer: PdfPrinter;
  images: ImagePool;
}

const PHASE_LABEL: Record<TScanPhaseName, string> = {
  beforeConsent: "Before any choice",
  afterReject: 'After "Reject all"',
  afterAccept: 'After "Accept all"',
};

const BANNER_LABEL = { founderdocs: "The FounderDocs consent banner", other: "Another consent tool", none: "None" } as const;

/** Rows printed per phase and list: a busy page records hundreds of requests, the report names the first ones. */
const ROWS_MAX = 60;

const e = escapeHtml;
const utc = (iso: string | null) => (iso ? `${iso.slice(0, 19).replace("T", " ")} UTC` : "—");

const STYLE = `<style>
body{font-size:10pt}
table{border-collapse:collapse;width:100%;margin:6px 0 14px;font-size:8.5pt}
th,td{text-align:left;padding:3px 6px;vertical-align:top;border-bottom:1px solid #e2e8f0;word-break:break-all}
.facts th{width:32%;color:#334155}
.finding{border:1px solid #cbd5e1;border-radius:6px;padding:8px 10px;margin:0 0 10px;break-inside:avoid}
.high{color:#b91c1c}.medium{color:#b45309}.low,.info{color:#334155}
pre{white-space:pre-wrap;word-break:break-all;font-size:8pt;background:#f8fafc;padding:6px;border:1px solid #e2e8f0}
</style>`;

function reportHtml(scan: TScan): string {
  const name = (id?: string) => (id ? (scan.services[id]?.name ?? id) : "—");
  const facts: [string, string][] = [
    ["Website", scan.url],
    ["Scan", scan.id],
    ["Started", utc(scan.startedAt)],
    ["Finished", utc(scan.finishedAt)],
    ["Policy version SHA-256", scan.policyVersionSha256 ?? "— (the policy was not published)"],
    ["Banner revision SHA-256", scan.bannerRevisionSha256 ?? "—"],
    ["Consent banner found", scan.bannerFound ? BANNER_LABEL[scan.bannerFound] : "—"],
  ];
  const findings = (scan.findings ?? [])
    .map((f) => {
      const advice = adviceFor(f, scan);
      const evidence = f.evidence
        .slice(0, ROWS_MAX)
        .map((ev) => `<li>${e(PHASE_LABEL[ev.phase])}: ${e(ev.cookie ? `cookie ${ev.cookie}` : ev.storageKey ? `storage ${ev.storageKey}` : ev.request ? `request ${ev.request}` : ev.host ? `host ${ev.host}` : "")}</li>`)
        .join("");
      return `<div class="finding"><p><strong class="${f.severity}">${e(f.severity.toUpperCase())}</strong> · <strong>${e(advice.title)}</strong></p>
<p>${e(advice.detail)}</p>${advice.snippet ? `<pre>${e(advice.snippet)}</pre>` : ""}${evidence ? `<ul>${evidence}</ul>` : ""}</div>`;
    })
    .join("\n");
  const phases = SCAN_PHASES.map((p) => {
    const phase = scan.phases?.[p];
    if (!phase) return "";
    const cookies = phase.cookies
      .slice(0, ROWS_MAX)
      .map((c) => `<tr><td>${e(c.name)}</td><td>${e(c.domain)}</td><td>${c.firstParty ? "first party" : "third party"}</td><td>${e(name(c.service))}</td></tr>`)
      .join("");
    const thirdParty = phase.requests.filter((r) => r.thirdParty);
    const requests = thirdParty
      .slice(0, ROWS_MAX)
      .map((r) => `<tr><td>${e(r.url.slice(0, 200))}</td><td>${e(r.type)}</td><td>${e(name(r.service))}</td></tr>`)
      .join("");
    return `<h2>${e(PHASE_LABEL[p])}</h2>
<p>${phase.cookies.length} cookies, ${phase.storage.length} storage entries, ${phase.requests.length} requests (${thirdParty.length} to third parties).</p>
${cookies ? `<table><thead><tr><th>Cookie</th><th>Domain</th><th></th><th>Service</th></tr></thead><tbody>${cookies}</tbody></table>` : ""}
${requests ? `<table><thead><tr><th>Third-party request</th><th>Type</th><th>Service</th></tr></thead><tbody>${requests}</tbody></table>` : ""}`;
  }).join("\n");
  return `${STYLE}<h1>Compliance scan report</h1>
<table class="facts">${facts.map(([k, v]) => `<tr><th>${e(k)}</th><td>${e(v)}</td></tr>`).join("")}</table>
<h2>Findings</h2>
${findings || "<p>No findings: the website behaved as its policy says.</p>"}
${phases}
<p style="font-size:8pt;color:#475569">Recorded by ${e(PRODUCT_NAME)}'s scanner, a browser that visited the page as a new visitor would, in a fresh profile for each phase. This file is sealed by ${e(PRODUCT_NAME)}: any change to it breaks the seal.</p>`;
}

export async function scanReportPdf(deps: ScanReportDeps, userId: string, scanId: string): Promise<Buffer> {
  const scan = await getScan({ db: deps.db, userId, id: scanId });
  if (scan.status !== "done") throw new AppError("conflict", "The scan has not finished: its report is ready once it is done");
  const footerNote = `${PRODUCT_NAME} · compliance scan ${scan.id}`;
  const printed = await deps.printer.print(htmlPage(reportHtml(scan), `Compliance scan report — ${scan.url}`, { footerNote }), { owner: userId, footerNote });
  const key = await loadSealKey(deps.db, deps.config.signing, deps.images);
  return sealInPool(deps.images, { frozen: printed, key, requestId: scan.id, reason: `Compliance scan report ${scan.id}, sealed by ${PRODUCT_NAME}` });
}
