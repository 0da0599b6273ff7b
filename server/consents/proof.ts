// Proof of a record (GET /api/consents/:receiptId/proof.pdf, /api/acceptances/:receiptId/proof.pdf):
// one page with the record, what the visitor was shown (the banner's texts and configuration from
// the published version's extras, checked against the hash kept with the record; or the tick
// box's words) and the policy version's hash and address. Printed by the app's printer in the
// owner's turn and sealed with the service's certificate exactly as a signed PDF is
// (signatures/seal.ts: loadSealKey, sealInPool), so pdfsig reports it valid and any change to it
// breaks the seal.
import { and, asc, eq } from "drizzle-orm";
import { acceptanceRecords, businessProfiles, consentRecords, documentVersions, publications, publicationVersions } from "../../shared/schema";
import type { Config } from "../config";
import type { Db } from "../db";
import { escapeHtml, htmlPage } from "../documents/render-html";
import type { PdfPrinter } from "../documents/pdf-printer";
import { notFound } from "../errors";
import type { ImagePool } from "../images/pool";
import { PRODUCT_NAME } from "../mail/render";
import { loadSealKey, sealInPool } from "../signatures/seal";
import { bannerSha256 } from "../doc-types/cookie-policy/banner";

export interface ProofDeps {
  db: Db;
  config: Pick<Config, "appUrl" | "signing">;
  printer: PdfPrinter;
  images: ImagePool;
}

const RECORD_NOT_FOUND = "No such record";
/** The configuration printed as JSON is cut here (a banner's is a few KB). */
const CONFIG_PRINT_MAX = 60_000;

const utc = (d: Date) => `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;

/** The publication's address for the version: <APP_URL>/p/<handle>/<slug>/v/<n>. */
function versionUrl(appUrl: string, handle: string | null, slug: string, number: number | undefined): string {
  const base = appUrl.replace(/\/$/, "");
  const path = `/p/${encodeURIComponent(handle ?? "")}/${slug}`;
  return `${base}${path}${number === undefined ? "" : `/v/${number}`}`;
}

/** The owner's publication and the version a record refers to (by its number, or its hash). */
async function publicationOf(db: Db, userId: string, publicationId: string, version: { number?: number; sha256: string }) {
  const [publication] = await db
    .select({ id: publications.id, slug: publications.slug, handle: businessProfiles.handle, profileName: businessProfiles.name })
    .from(publications)
    .innerJoin(businessProfiles, eq(businessProfiles.id, publications.businessProfileId))
    .where(and(eq(publications.id, publicationId), eq(publications.userId, userId)));
  if (!publication) return undefined;
  const versions = await db
    .select({ number: publicationVersions.number, sha256: publicationVersions.sha256, bannerSha256: publicationVersions.bannerSha256, extras: documentVersions.extras })
    .from(publicationVersions)
    .innerJoin(documentVersions, eq(documentVersions.id, publicationVersions.documentVersionId))
    .where(
      and(
        eq(publicationVersions.publicationId, publicationId),
        version.number === undefined ? eq(publicationVersions.sha256, version.sha256) : eq(publicationVersions.number, version.number),
      ),
    )
    .orderBy(asc(publicationVersions.number));
  return { publication, version: versions.at(-1) };
}

const rows = (entries: [string, string][]) =>
  `<table class="facts">${entries.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`;

const STYLE = `<style>
.facts{border-collapse:collapse;width:100%;font-size:9.5pt;margin:8px 0 16px}
.facts th{text-align:left;width:34%;padding:4px 8px;vertical-align:top;color:#334155;font-weight:600}
.facts td{padding:4px 8px;word-break:break-all}
.facts tr{border-bottom:1px solid #e2e8f0}
pre{white-space:pre-wrap;word-break:break-all;font-size:7.5pt;background:#f8fafc;padding:8px;border:1px solid #e2e8f0}
.box{border:1px solid #cbd5e1;border-radius:6px;padding:10px 12px;margin:8px 0 16px;font-size:10pt}
.ok{color:#166534}.bad{color:#b91c1c}
</style>`;

interface BannerTexts {
  consentModal?: { title?: string; description?: string; acceptAllBtn?: string; acceptNecessaryBtn?: string; showPreferencesBtn?: string };
  preferencesModal?: { title?: string; sections?: { title?: string; description?: string }[] };
}

/** The banner's words as a visitor read them (English, the only language it is written in). */
function bannerTextHtml(config: unknown): string {
  const texts = (config as { language?: { translations?: Record<string, BannerTexts> } } | null)?.language?.translations?.en;
  if (!texts) return "<p>(The banner's configuration carries no texts.)</p>";
  const modal = texts.consentModal ?? {};
  const buttons = [modal.acceptAllBtn, modal.acceptNecessaryBtn, modal.showPreferencesBtn].filter(Boolean).map((b) => `[${b}]`).join("  ");
  const sections = (texts.preferencesModal?.sections ?? [])
    .map((s) => `<li><strong>${escapeHtml(s.title ?? "")}</strong> ${escapeHtml((s.description ?? "").replace(/<[^<>]*>/g, ""))}</li>`)
    .join("");
  return `<div class="box"><p><strong>${escapeHtml(modal.title ?? "")}</strong></p><p>${escapeHtml((modal.description ?? "").replace(/<[^<>]*>/g, ""))}</p><p>${escapeHtml(buttons)}</p></div>${
    sections ? `<p>${escapeHtml(texts.preferencesModal?.title ?? "Preferences")}:</p><ul>${sections}</ul>` : ""
  }`;
}

async function printAndSeal(deps: ProofDeps, userId: string, receiptId: string, title: string, body: string): Promise<Buffer> {
  const footerNote = `${PRODUCT_NAME} · proof of record ${receiptId}`;
  const html = htmlPage(`${STYLE}${body}`, title, { footerNote });
  const printed = await deps.printer.print(html, { owner: userId, footerNote });
  const key = await loadSealKey(deps.db, deps.config.signing, deps.images);
  return sealInPool(deps.images, { frozen: printed, key, requestId: receiptId, reason: `Proof of record ${receiptId}, sealed by ${PRODUCT_NAME}` });
}

export async function consentProofPdf(deps: ProofDeps, userId: string, receiptId: string): Promise<Buffer> {
  const [record] = await deps.db.select().from(consentRecords).where(eq(consentRecords.id, receiptId));
  const found = record && (await publicationOf(deps.db, userId, record.publicationId, { sha256: record.policySha256 }));
  if (!record || !found) throw notFound(RECORD_NOT_FOUND);
  const { publication, version } = found;
  const config = (version?.extras as { banner?: { config?: unknown } } | null)?.banner?.config;
  const shownHash = config === undefined ? undefined : bannerSha256(config);
  const matches = shownHash !== undefined && record.bannerSha256 !== null && shownHash === record.bannerSha256;
  const c = record.categories;
  const body = `<h1>Proof of consent</h1>
<p>A record kept by ${escapeHtml(PRODUCT_NAME)} for ${escapeHtml(publication.profileName)}: a visitor's decision on the cookie banner of its published cookie policy.</p>
<h2>The record</h2>
${rows([
  ["Receipt id", record.id],
  ["Consent id", record.consentId],
  ["Decision", record.action],
  ["Categories", `necessary: yes · analytics: ${c.analytics ? "yes" : "no"} · marketing: ${c.marketing ? "yes" : "no"} · preferences: ${c.preferences ? "yes" : "no"}`],
  ["Global Privacy Control", record.gpc ? "on (sent by the browser)" : "off"],
  ["Recorded at", utc(record.createdAt)],
  ["Page", record.pageUrl ?? "—"],
  ["Network (truncated address)", record.ipPrefix ?? "—"],
  ["Browser", record.browser ?? "—"],
])}
<h2>The policy shown</h2>
${rows([
  ["Version", version ? String(version.number) : "not found among the published versions"],
  ["SHA-256 of the policy", record.policySha256],
  ["Address", versionUrl(deps.config.appUrl, publication.handle, publication.slug, version?.number)],
])}
<h2>The banner shown</h2>
${rows([
  ["SHA-256 of its configuration (recorded)", record.bannerSha256 ?? "—"],
  ["SHA-256 of the configuration printed here", shownHash ?? "—"],
  ["Check", matches ? "matches: this is the banner the visitor saw" : "does not match: the configuration below is not proven to be the one shown"],
])}
${config === undefined ? "<p>(No banner configuration is kept with this version.)</p>" : bannerTextHtml(config)}
<h3>Configuration (JSON)</h3>
<pre>${escapeHtml(JSON.stringify(config ?? null, null, 1).slice(0, CONFIG_PRINT_MAX))}</pre>`;
  return printAndSeal(deps, userId, record.id, `Proof of consent ${record.id}`, body);
}

export async function acceptanceProofPdf(deps: ProofDeps, userId: string, receiptId: string): Promise<Buffer> {
  const [record] = await deps.db.select().from(acceptanceRecords).where(eq(acceptanceRecords.id, receiptId));
  const found = record && (await publicationOf(deps.db, userId, record.publicationId, { number: record.versionNumber, sha256: record.policySha256 }));
  if (!record || !found) throw notFound(RECORD_NOT_FOUND);
  const { publication, version } = found;
  const body = `<h1>Proof of acceptance</h1>
<p>A record kept by ${escapeHtml(PRODUCT_NAME)} for ${escapeHtml(publication.profileName)}: its published terms accepted.</p>
<h2>The record</h2>
${rows([
  ["Receipt id", record.id],
  ["Subject (HMAC-SHA-256; the subject itself is not kept)", record.subjectHmac],
  ["Recorded through", record.source === "api" ? "the business's own server (API key)" : "the tick box on the business's page"],
  ["Recorded at", utc(record.createdAt)],
  ["Network (truncated address)", record.ipPrefix ?? "—"],
  ["Browser", record.browser ?? "—"],
])}
<h2>What was accepted</h2>
<div class="box">☑ I have read and agree to the Terms (version ${record.versionNumber})</div>
${rows([
  ["Version", String(record.versionNumber)],
  ["SHA-256 of the terms", record.policySha256],
  ["Check", version?.sha256 === record.policySha256 ? "matches the published version" : "does not match the published version of that number"],
  ["Address", versionUrl(deps.config.appUrl, publication.handle, publication.slug, record.versionNumber)],
])}`;
  return printAndSeal(deps, userId, record.id, `Proof of acceptance ${record.id}`, body);
}
