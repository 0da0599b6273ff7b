// The signature requests' jobs: sealing a completed request's PDF (sent by the last signature, in
// its transaction), and the hourly scan that reminds pending signers 3 days after their last e-mail and expires
// requests past their date. They need the mail module and the printer, which the app makes after
// the job definitions: they reach them through `services`, set by the app before jobs start.
//
// Sealing is two steps, each done once however often the job runs: the sealed PDF (made in the
// image pool, written to the file store, recorded in a transaction of its own), then the copies'
// e-mails. A failure in the second never undoes the first, and a retry never seals again.
import type { Logger } from "pino";
import { z } from "zod";
import { finalHash } from "../audit/chain";
import type { Config } from "../config";
import type { Db, Tx } from "../db";
import type { DocTypes } from "../doc-types/define";
import { htmlPage } from "../documents/render-html";
import type { PdfPrinter } from "../documents/pdf-printer";
import { AppError } from "../errors";
import { defineJob } from "../jobs/define";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import type { FileStore } from "../files";
import type { ImagePool } from "../images/pool";
import { paperOf, printPdf, type Exporter } from "../services/exports";
import { appendixHtml, loadSealKey, sealInPool, sha256, signatureOf } from "./seal";
import type { SignatureDeps } from "./requests";
import { expireRequests, sendReminders } from "./scans";
import { recordSealFailure, sealInputs, sendSealedCopies, storeSealedPdf } from "./sealing";
import { signedDocumentHtml, signingDay } from "./signed-copy";
import { fieldMarksOf } from "./fields";
import type { FieldMark } from "./seal-fields";
import { contextFromJson } from "../doc-types/render";

export interface SignatureServices {
  db: Db;
  mail: Mail;
  jobs: Jobs;
  exporter: Exporter;
  printer: PdfPrinter;
  /** Where the sealed PDFs go. */
  files: FileStore;
  /** The worker threads that seal (pdf-lib and @signpdf over the whole file). */
  images: ImagePool;
  config: Pick<Config, "appUrl" | "signing" | "sessionSecret">;
  logger: Logger;
  /** The app's document types: the templates that rebuild a version to fill its signature blocks. */
  types: DocTypes;
}

/** How a sealing job that fails is retried (tests shorten it). */
export interface SealRetryPolicy {
  /** Runs after the first (4: five tries). */
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

export const SEAL_RETRY: SealRetryPolicy = { limit: 4, delaySeconds: 30, backoff: true };

export const SEAL_JOB = { name: "signature.seal", data: z.object({ requestId: z.uuid() }) };

export const signatureDeps = (s: Pick<SignatureServices, "db" | "mail" | "jobs" | "config">): SignatureDeps => ({
  db: s.db,
  mail: s.mail,
  jobs: s.jobs,
  sendSealJob: (tx: Tx, requestId: string) => s.jobs.send(SEAL_JOB, { requestId }, { tx, id: undefined }),
  codeKey: s.config.sessionSecret,
});

/** Builds, seals and stores a completed request's PDF (unless it is already), then e-mails it to every party (unless it was). */
export async function sealRequest(s: SignatureServices, requestId: string): Promise<"sealed" | "skipped"> {
  const inputs = await sealInputs(s.db, requestId);
  if (!inputs) return "skipped";
  const { request, document, version, owner, signers, events } = inputs;
  if (!request.sealedPdfKey) {
    const paper = paperOf(version);
    // Under the title it was sent with (the document may have been renamed since: its metadata and
    // file name follow the request), and with no watermark: every party gets this copy (a Free
    // owner's carries the "Sent with" line instead).
    const sent = { document: { ...document, title: request.documentTitle }, paper, watermark: owner.subscription !== "pro", counterparty: true };
    const appendix = appendixHtml({ request, signers, events, finalHash: finalHash(events), verifyUrl: `${s.config.appUrl}/verify` });
    let frozen: Buffer;
    let printedApart: Buffer | undefined;
    let fields: FieldMark[] | undefined;
    if (version.pdfKey) {
      // The fields' values drawn in their boxes: the date as the signed copy writes a signing day.
      const business = contextFromJson(version.context).business;
      fields = fieldMarksOf(signers, (at) => signingDay(document.type, business, at));
      // An uploaded PDF exactly as uploaded; the appendix printed on its own, numbered on in the seal.
      frozen = (await s.exporter.render({ ...sent, version, format: "pdf" })).body;
      printedApart = await s.printer.print(htmlPage(appendix, `Certificate of completion — ${request.documentTitle}`, { paper }), { paper, owner: owner.id, pageNumbers: false });
    } else {
      // The version as its export prints it, its signature blocks filled, and the appendix after
      // it in the same print: one run of page numbers through the file.
      const html = signedDocumentHtml(s.types, { type: document.type, version, signers });
      frozen = await printPdf(s.printer, { ...sent, version: { ...version, html, sha256: sha256(html) }, appendix: { html: appendix, markdown: "" } });
    }
    const key = await loadSealKey(s.db, s.config.signing, s.images);
    const sealed = await sealInPool(s.images, { frozen, appendix: printedApart, fields, key, requestId });
    const signature = signatureOf(sealed);
    const file = await s.files.put(sealed);
    const stored = await storeSealedPdf(s, { requestId, file, signatureSha256: signature ? sha256(signature.contents) : null });
    if (stored === "skipped") await s.files.delete([file.key]);
  }
  await sendSealedCopies(s, { requestId, base: s.config.appUrl });
  return "sealed";
}

/** The jobs, reaching the app's services once it has made them. */
export function signatureJobs(services: () => SignatureServices, retry: SealRetryPolicy = SEAL_RETRY) {
  const seal = defineJob({
    name: SEAL_JOB.name,
    data: SEAL_JOB.data,
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    retryBackoff: retry.backoff,
    run: async ({ requestId }, ctx) => {
      try {
        return await sealRequest(services(), requestId);
      } catch (err) {
        // No retry follows: the owner is told in the request's trail and on its page, in our words
        // (an internal error's text, a path or a library's, is for the log, which has it).
        if (ctx.isLastAttempt) {
          await recordSealFailure(services().db, requestId, err instanceof AppError ? err.message : "An internal error (the server's log has the details)");
        }
        throw err;
      }
    },
  });
  const scan = defineJob({
    name: "signature.scan",
    data: z.object({}).default({}),
    cron: "7 * * * *",
    slotSeconds: 3_600,
    runAtStart: true,
    run: async (_data, ctx) => runSignatureScan(services(), ctx.now()),
  });
  return [seal, scan];
}

/**
 * Expiries, then reminders, their links on the app's base URL as a request's are (reminders need
 * mail: without it requests still expire, unannounced). `now` is the jobs' clock.
 */
export async function runSignatureScan(s: Pick<SignatureServices, "db" | "mail" | "jobs" | "config" | "logger">, now: Date) {
  const deps = signatureDeps(s);
  const expired = await expireRequests(deps, now, s.config.appUrl);
  const reminded = await sendReminders(deps, now, s.config.appUrl);
  if (!s.mail.configured) s.logger.debug("signature reminders: e-mail is not configured on this server: none sent");
  return { expired, reminded };
}
