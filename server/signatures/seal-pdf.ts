// The seal itself (./seal.ts says what is sealed and with which key): pdf-lib appends an uploaded
// PDF's appendix (its pages numbered on) and a signature placeholder, @signpdf signs the whole
// file; and the self-signed certificate it seals with when none is configured. It parses and
// rewrites the frozen PDF, which may be a 20 MB upload: it runs in the image pool's worker (sealInPool), never
// on the event loop. No database, no server module: the worker imports it alone.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from "@signpdf/utils";
import { PRODUCT_NAME } from "../mail/render";
import { drawFieldMarks, type FieldMark } from "./seal-fields";

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

/**
 * Time a worker may spend sealing one request's PDF: a 20 MB upload takes a few seconds of CPU, and
 * the worker runs at a lower priority, so on a busy machine it may take several times that.
 */
export const SEAL_BUDGET_MS = 120_000;

/** The PDF to seal (its fields' values drawn, and the appendix printed apart after it, when there are), sealed. */
export async function sealPdf({
  frozen,
  appendix,
  fields = [],
  key,
  requestId,
  reason,
}: {
  frozen: Uint8Array;
  appendix?: Uint8Array | undefined;
  fields?: readonly FieldMark[] | undefined;
  key: SealKey;
  requestId: string;
  reason?: string | undefined;
}) {
  const pdf = await PDFDocument.load(frozen, { updateMetadata: false });
  await drawFieldMarks(pdf, fields);
  if (appendix) await appendNumbered(pdf, appendix);
  pdf.setProducer(PRODUCT_NAME);
  pdf.setModificationDate(new Date());
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: reason ?? `Signed by every party (request ${requestId})`,
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

const MM = 72 / 25.4;
const FOOTER_GREY = rgb(0x64 / 255, 0x74 / 255, 0x8b / 255);

/**
 * The appendix's pages after the file's (an uploaded PDF's), each numbered as the printer numbers a
 * document's, "Page n of N" over the whole file, where its footer puts it (../documents/pdf-printer.ts:
 * 8 px, right-aligned 14 mm from the edge, in the bottom margin). The uploaded pages keep their own.
 */
async function appendNumbered(pdf: PDFDocument, appendix: Uint8Array): Promise<void> {
  const extra = await PDFDocument.load(appendix);
  const before = pdf.getPageCount();
  const pages = await pdf.copyPages(extra, extra.getPageIndices());
  const total = before + pages.length;
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const size = 6;
  pages.forEach((page, i) => {
    pdf.addPage(page);
    const text = `Page ${before + i + 1} of ${total}`;
    const x = page.getWidth() - 14 * MM - font.widthOfTextAtSize(text, size);
    page.drawText(text, { x, y: 9 * MM, size, font, color: FOOTER_GREY });
  });
}

/** The image pool's "seal-pdf" job. */
export async function sealPdfTask(task: {
  frozen: Uint8Array;
  appendix: Uint8Array | undefined;
  fields?: FieldMark[] | undefined;
  p12: Uint8Array;
  password: string;
  requestId: string;
  reason?: string | undefined;
}): Promise<Uint8Array> {
  const pdf = await sealPdf({ frozen: task.frozen, appendix: task.appendix, fields: task.fields, key: { p12: Buffer.from(task.p12), password: task.password }, requestId: task.requestId, reason: task.reason });
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The image pool's "seal-key" job: the self-signed certificate made off the event loop. */
export function sealKeyTask({ commonName }: { commonName: string }): { p12: Uint8Array; password: string } {
  const { p12, password } = makeSelfSignedP12(commonName);
  return { p12: new Uint8Array(p12), password };
}
