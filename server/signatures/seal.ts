// The sealed PDF of a completed request: the frozen version exactly as exported, a signature page
// and a certificate of completion, sealed with one PAdES signature (adbe.pkcs7.detached) over the
// whole file by @signpdf. The certificate is SIGNING_P12 (a path or base64, with
// SIGNING_P12_PASSWORD), else a self-signed one made once and kept in the database (signing_keys)
// so that every instance seals with the same key. We write no cryptography: node-forge makes the
// certificate and @signpdf the CMS signature.
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from "@signpdf/utils";
import type { AuditEvent, SignatureRequest, SignatureSigner } from "../../shared/schema";
import type { Db } from "../db";
import { AppError } from "../errors";
import { JobOverBudget, type ImagePool } from "../images/pool";
import { escapeHtml, htmlPage } from "../documents";
import { PRODUCT_NAME } from "../mail/render";
import { storedSealKey } from "./service";
import { PDF_READ_BUDGET_MS } from "./upload";

export interface SealKey {
  p12: Buffer;
  password: string;
}


/** A self-signed certificate (RSA 2048, 10 years) as PKCS#12. */
export function makeSelfSignedP12(commonName: string): SealKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const pub = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = pub;
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attrs = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: PRODUCT_NAME },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(18).toString("base64url");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: "3des" });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"), password };
}

/** SIGNING_P12 (a file path or base64), else the database's key, made on first use. */
export async function loadSealKey(db: Db, config: { p12?: string | undefined; password?: string | undefined }): Promise<SealKey> {
  if (config.p12) {
    const p12 = existsSync(config.p12) ? readFileSync(config.p12) : Buffer.from(config.p12, "base64");
    return { p12, password: config.password ?? "" };
  }
  return storedSealKey(db, () => makeSelfSignedP12(`${PRODUCT_NAME} document seal`));
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

/** The signature page and the certificate of completion, as one HTML page to print. */
export function appendixHtml({
  request,
  signers,
  events,
  finalHash,
  paper,
}: {
  request: SignatureRequest;
  signers: SignatureSigner[];
  events: AuditEvent[];
  finalHash: string;
  paper: "A4" | "Letter";
}): string {
  const e = escapeHtml;
  const signatureOf = (s: SignatureSigner) =>
    s.signatureType === "drawn" && s.signaturePng
      ? `<img alt="Signature of ${e(s.name)}" src="data:image/png;base64,${s.signaturePng.toString("base64")}" style="max-height:70px;max-width:260px">`
      : `<span style="font-family:'Dancing Script',cursive;font-size:30px">${e(s.signatureText ?? s.name)}</span>`;
  const signed = signers.filter((s) => s.status === "signed");
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
  const body = `<style>${scriptFontCss()}</style>
<div class="doc-page" style="font-size:13px">
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
<p style="font-size:10px;color:#475569;margin-top:16px">Each signer agreed to sign electronically (ESIGN Act, UETA) and to receive records electronically. These are simple electronic signatures. This file is sealed by ${PRODUCT_NAME} with a digital signature over the whole file: any change to it breaks the seal. Each audit event is hashed over the one before it (SHA-256).</p>
</div>`;
  return htmlPage(body, `Certificate of completion — ${request.documentTitle}`, { paper });
}

/** The frozen version's PDF with the appendix after it, sealed. */
export async function sealPdf({ frozen, appendix, key, requestId }: { frozen: Buffer; appendix: Buffer; key: SealKey; requestId: string }) {
  const pdf = await PDFDocument.load(frozen, { updateMetadata: false });
  const extra = await PDFDocument.load(appendix);
  for (const page of await pdf.copyPages(extra, extra.getPageIndices())) pdf.addPage(page);
  pdf.setProducer(PRODUCT_NAME);
  pdf.setModificationDate(new Date());
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: `Signed by every party (request ${requestId})`,
    contactInfo: "",
    name: `${PRODUCT_NAME} document seal`,
    location: "",
    signatureLength: 16_384,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: PRODUCT_NAME,
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const sealed = await new SignPdf().sign(withPlaceholder, new P12Signer(key.p12, { passphrase: key.password }));
  return Buffer.from(sealed);
}

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** A signature's /Contents without the placeholder's zero padding after the DER signature. */
function unpadded(bytes: Uint8Array): Buffer {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return Buffer.from(bytes.subarray(0, end));
}

/**
 * The last signature's ByteRange and CMS bytes, read where its ByteRange says (the file as we
 * sealed it), or undefined when the bytes there are not a signature's /Contents: no signature, or
 * a copy rewritten since (see findSignature).
 */
export function signatureOf(pdf: Buffer): { contents: Buffer; byteRange: number[] } | undefined {
  const text = pdf.toString("latin1");
  const at = text.lastIndexOf("/ByteRange");
  if (at < 0) return undefined;
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 200));
  if (!match) return undefined;
  const byteRange = match.slice(1, 5).map(Number);
  const [, len, start] = byteRange as [number, number, number, number];
  if (start > pdf.length || len > start) return undefined;
  const hex = text.slice(len, start).replace(/[<>\s]/g, "");
  if (!/^[0-9a-f]*$/i.test(hex)) return undefined;
  const contents = unpadded(Buffer.from(hex, "hex"));
  return contents.length > 0 ? { contents, byteRange } : undefined;
}

/**
 * The CMS bytes of the signature a PDF to verify carries. Where its ByteRange says (signatureOf)
 * when the file is laid out as signed; otherwise, as in a copy another tool rewrote (`qpdf in out`:
 * the objects moved, the ByteRange no longer points at the /Contents), the AcroForm signature
 * field's /V /Contents, read by pdf-lib in the image pool's worker: its digest names our seal
 * although the file's does not, so the copy is "modified", not unsigned. Undefined: none found.
 * A file too costly to read there is refused (422).
 */
export async function findSignature(pool: ImagePool, pdf: Buffer): Promise<{ contents: Buffer } | undefined> {
  const laidOut = signatureOf(pdf);
  if (laidOut) return laidOut;
  try {
    const found = await pool.run({ kind: "pdf-signature", pdf: new Uint8Array(pdf) }, { budgetMs: PDF_READ_BUDGET_MS });
    const contents = found ? unpadded(found.contents) : undefined;
    return contents?.length ? { contents } : undefined;
  } catch (err) {
    if (err instanceof JobOverBudget) throw new AppError("unprocessable", "The PDF is too complex to read: it cannot be verified");
    throw err;
  }
}
