// The sealed PDF of a completed request: the frozen version exactly as exported, a signature page
// and a certificate of completion, sealed with one PAdES signature (adbe.pkcs7.detached) over the
// whole file by @signpdf. The certificate is SIGNING_P12 (a path or base64, with
// SIGNING_P12_PASSWORD), else a self-signed one made once and kept in the database (signing_keys)
// so that every instance seals with the same key. We write no cryptography: node-forge makes the
// certificate and @signpdf the CMS signature.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AuditEvent, SignatureRequest, SignatureSigner } from "../../shared/schema";
import type { Db } from "../db";
import { AppError } from "../errors";
import { JobOverBudget, movable, type ImagePool } from "../images/pool";
import { escapeHtml } from "../documents";
import { PRODUCT_NAME } from "../mail/render";
import { storedSealKey } from "./sealing";
import { PDF_READ_BUDGET_MS } from "./upload";
import { makeSelfSignedP12, SEAL_BUDGET_MS, type SealKey } from "./seal-pdf";
import type { FieldMark } from "./seal-fields";

export { makeSelfSignedP12, sealPdf, type SealKey } from "./seal-pdf";


/**
 * SIGNING_P12 (a file path or base64), else the database's key, made on first use: in the image
 * pool when one is given (RSA key generation and node-forge's PKCS#12 take a second of CPU).
 */
export async function loadSealKey(db: Db, config: { p12?: string | undefined; password?: string | undefined }, pool?: ImagePool): Promise<SealKey> {
  if (config.p12) {
    const p12 = existsSync(config.p12) ? readFileSync(config.p12) : Buffer.from(config.p12, "base64");
    return { p12, password: config.password ?? "" };
  }
  const commonName = `${PRODUCT_NAME} document seal`;
  return storedSealKey(db, async () => {
    if (!pool) return makeSelfSignedP12(commonName);
    const made = await pool.run({ kind: "seal-key", commonName }, { budgetMs: SEAL_BUDGET_MS });
    return { p12: Buffer.from(made.p12), password: made.password };
  });
}

const utc = (d: Date | string | null | undefined) => (d ? `${new Date(d).toISOString().slice(0, 19).replace("T", " ")} UTC` : "—");

const EVENT_LABELS: Record<string, string> = {
  created: "Request created",
  sent: "Signing link sent",
  "email.delivered": "E-mail delivered",
  "email.failed": "E-mail failed",
  "email.not_sent": "E-mail not sent (not configured)",
  opened: "Document opened",
  "code.sent": "Code sent",
  "code.verified": "Code verified",
  "code.failed": "Wrong code entered",
  signed: "Signed",
  declined: "Declined",
  reminded: "Reminder sent",
  voided: "Voided",
  expired: "Expired",
  completed: "Completed",
  "seal.failed": "Sealing failed",
};

/** An event's label, with whom it concerned where the label alone would not say (a link, an e-mail). */
function eventText(ev: AuditEvent): string {
  const label = EVENT_LABELS[ev.kind] ?? ev.kind;
  const data = (ev.data ?? {}) as { signer?: { name?: string; email?: string }; to?: unknown };
  if ((ev.kind === "sent" || ev.kind === "reminded") && data.signer?.email) return `${label} to ${actorText({ ...data.signer, type: "signer" })}`;
  const to = Array.isArray(data.to) ? data.to.filter((a): a is string => typeof a === "string") : typeof data.to === "string" ? [data.to] : [];
  if (ev.kind.startsWith("email.") && to.length > 0) return `${label} to ${to.join(", ")}`;
  return label;
}

function actorText(actor: unknown): string {
  const a = actor as { type?: string; name?: string; email?: string };
  if (a.type === "system") return PRODUCT_NAME;
  return [a.name, a.email ? `<${a.email}>` : undefined].filter(Boolean).join(" ") || (a.type ?? "");
}

/**
 * The script font typed signatures are written in (Dancing Script, SIL OFL, from @fontsource),
 * inlined: the printer fetches nothing, and the signer's page shows the same font.
 */
let scriptFontFace: string | undefined;
function scriptFontCss(): string {
  if (scriptFontFace === undefined) {
    const file = createRequire(import.meta.url).resolve("@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2");
    const data = readFileSync(file).toString("base64");
    scriptFontFace = `@font-face{font-family:"Dancing Script";font-style:normal;font-weight:400;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
  }
  return scriptFontFace;
}

/**
 * The signature page and the certificate of completion, as an HTML fragment that starts a page of
 * its own: printed after the document's fragment, on the same page (one print, its pages numbered
 * through), or alone after an uploaded PDF. It carries the script font the signatures are written
 * in, for the document's filled signature blocks too.
 */
export function appendixHtml({
  request,
  signers,
  events,
  finalHash,
  verifyUrl,
}: {
  request: SignatureRequest;
  signers: SignatureSigner[];
  events: AuditEvent[];
  finalHash: string;
  /** The app's /verify page, where anyone checks the file. */
  verifyUrl: string;
}): string {
  const e = escapeHtml;
  const signatureOf = (s: SignatureSigner) =>
    s.signatureType === "drawn" && s.signaturePng
      ? `<img alt="Signature of ${e(s.name)}" src="data:image/png;base64,${s.signaturePng.toString("base64")}" style="max-height:70px;max-width:260px">`
      : `<span style="font-family:'Dancing Script',cursive;font-size:30px">${e(s.signatureText ?? s.name)}</span>`;
  const signed = signers.filter((s) => s.status === "signed");
  // The disclosure each signer consented to, as their `signed` event stored it (none before it was versioned).
  const consentRow = (s: SignatureSigner) => {
    const ev = events.find((x) => x.kind === "signed" && (x.actor as { id?: string } | null)?.id === s.id);
    const data = (ev?.data ?? {}) as { disclosureVersion?: unknown; disclosureSha256?: unknown };
    if (typeof data.disclosureVersion !== "string" || typeof data.disclosureSha256 !== "string") return "";
    return `<tr><td style="padding:1px 12px 1px 0;color:#475569;vertical-align:top">Consent disclosure</td><td>version ${e(data.disclosureVersion)}, SHA-256 <span style="font-family:monospace;font-size:9px;word-break:break-all">${e(data.disclosureSha256)}</span></td></tr>`;
  };
  const cards = signed
    .map(
      (s) => `<div style="border:1px solid #cbd5e1;border-radius:6px;padding:12px 14px;margin:0 0 12px;break-inside:avoid">
  <div style="min-height:74px;border-bottom:1px solid #94a3b8;margin-bottom:8px">${signatureOf(s)}</div>
  <table style="font-size:12px;border-collapse:collapse">
    <tr><td style="padding:1px 12px 1px 0;color:#475569">Name</td><td>${e(s.name)}${s.role === "approver" ? " (approver)" : ""}</td></tr>
    <tr><td style="padding:1px 12px 1px 0;color:#475569">E-mail</td><td>${e(s.email)}</td></tr>
    <tr><td style="padding:1px 12px 1px 0;color:#475569">Signed</td><td>${e(utc(s.signedAt))}</td></tr>
    <tr><td style="padding:1px 12px 1px 0;color:#475569">IP address</td><td>${e(s.signedIp ?? "—")}</td></tr>
    <tr><td style="padding:1px 12px 1px 0;color:#475569">Method</td><td>${s.signatureType === "drawn" ? "Drawn signature" : "Typed signature"}${request.otp ? ", e-mail code verified" : ""}</td></tr>
    ${consentRow(s)}
  </table></div>`,
    )
    .join("\n");
  const rows = events
    .map(
      (ev) => `<tr style="break-inside:avoid">
  <td style="padding:3px 6px;vertical-align:top;white-space:nowrap">${e(utc(ev.at))}</td>
  <td style="padding:3px 6px;vertical-align:top">${e(eventText(ev))}</td>
  <td style="padding:3px 6px;vertical-align:top">${e(actorText(ev.actor))}</td>
  <td style="padding:3px 6px;vertical-align:top">${e(ev.ipAddress ?? "—")}</td>
  <td style="padding:3px 6px;vertical-align:top;word-break:break-all;font-size:9px">${e(ev.userAgent ?? "—")}</td></tr>`,
    )
    .join("\n");
  return `<style>${scriptFontCss()}</style>
<div class="doc-seal-appendix" style="font-size:13px;break-before:page">
<h1 style="font-size:22px;margin:0 0 4px">Signature page</h1>
<p style="color:#475569;margin:0 0 16px">${e(request.documentTitle)} — version ${request.version}</p>
${cards}
<h1 style="font-size:22px;margin:28px 0 4px;break-before:page">Certificate of completion</h1>
<table style="font-size:12px;border-collapse:collapse;margin:0 0 16px">
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Request</td><td>${e(request.id)}</td></tr>
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Document</td><td>${e(request.documentTitle)} (version ${request.version})</td></tr>
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Document SHA-256</td><td style="font-family:monospace;font-size:10px">${e(request.documentSha256)}</td></tr>
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Sent</td><td>${e(utc(request.createdAt))}</td></tr>
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Completed</td><td>${e(utc(request.endedAt))}</td></tr>
  <tr><td style="padding:2px 12px 2px 0;color:#475569">Audit chain final hash</td><td style="font-family:monospace;font-size:10px">${e(finalHash)}</td></tr>
</table>
<table style="font-size:10px;border-collapse:collapse;width:100%;table-layout:fixed">
  <colgroup><col style="width:22%"><col style="width:26%"><col style="width:21%"><col style="width:11%"><col style="width:20%"></colgroup>
  <thead><tr style="text-align:left;border-bottom:1px solid #94a3b8"><th style="padding:3px 6px">Time</th><th style="padding:3px 6px">Event</th><th style="padding:3px 6px">By</th><th style="padding:3px 6px">IP</th><th style="padding:3px 6px">User agent</th></tr></thead>
  <tbody>${rows}</tbody>
</table>
<p style="font-size:10px;color:#475569;margin-top:16px">Each signer agreed to sign electronically and to receive records electronically, after reading the consent disclosure named on their signature card. These are simple electronic signatures, not qualified electronic signatures. This file is sealed by ${PRODUCT_NAME} with a digital signature over the whole file: any change to it breaks the seal. Each audit event is hashed over the one before it (SHA-256). Anyone can check this file at <a href="${e(verifyUrl)}">${e(verifyUrl)}</a>.</p>
</div>`;
}

/**
 * The PDF to seal, sealed (with the appendix after it when it was printed apart: an uploaded PDF's),
 * in the image pool's worker (pdf-lib parses and rewrites the whole file: seconds of CPU for a 20 MB
 * upload), with SEAL_BUDGET_MS and the worker's heap limit.
 */
export async function sealInPool(
  pool: ImagePool,
  { frozen, appendix, fields, key, requestId, reason }: { frozen: Buffer; appendix?: Buffer | undefined; fields?: FieldMark[] | undefined; key: SealKey; requestId: string; reason?: string | undefined },
): Promise<Buffer> {
  try {
    // Copies moved to the worker (the frozen PDF may be the export cache's own buffer).
    const frozenCopy = new Uint8Array(frozen);
    const appendixCopy = appendix ? new Uint8Array(appendix) : undefined;
    const sealed = await pool.run(
      { kind: "seal-pdf", frozen: frozenCopy, appendix: appendixCopy, fields, p12: new Uint8Array(key.p12), password: key.password, requestId, reason },
      { budgetMs: SEAL_BUDGET_MS, transfer: [frozenCopy.buffer, ...(appendixCopy ? [appendixCopy.buffer] : [])] },
    );
    return Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  } catch (err) {
    if (err instanceof JobOverBudget) {
      throw new AppError("unprocessable", `The PDF is too complex to seal within its ${err.reason === "time" ? `${SEAL_BUDGET_MS / 1000} s` : "memory"} budget`);
    }
    throw err;
  }
}

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

export { signatureOf } from "../images/pdf-signature";

/**
 * What POST /api/verify looks up: the file's SHA-256 and its signature's (null: none found), read
 * in a pool worker (images/pdf-signature.ts): finding the signature and hashing cost with the
 * file's size, so the main thread only moves the bytes there (`pdf` is unusable afterwards). A file
 * too costly to read there is refused (422).
 */
export async function verifyDigests(pool: ImagePool, pdf: Uint8Array, owner: string): Promise<{ sha256: string; signatureSha256: string | null }> {
  const moved = movable(pdf);
  try {
    return await pool.run({ kind: "pdf-digests", pdf: moved }, { budgetMs: PDF_READ_BUDGET_MS, owner, transfer: [moved.buffer as ArrayBuffer] });
  } catch (err) {
    if (err instanceof JobOverBudget) throw new AppError("unprocessable", "The PDF is too complex to read: it cannot be verified");
    throw err;
  }
}
