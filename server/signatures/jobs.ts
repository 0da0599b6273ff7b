// The signature requests' jobs: sealing a completed request's PDF (sent by the last signature, in
// its transaction), and the hourly scan that reminds pending signers 3 days after their last e-mail and expires
// requests past their date. They need the mail module and the printer, which the app makes after
// the job definitions: they reach them through `services`, set by the app before jobs start.
import type { Logger } from "pino";
import { z } from "zod";
import { finalHash } from "../audit/chain";
import type { Config } from "../config";
import type { Db, Tx } from "../db";
import { contextFromJson } from "../doc-types/render";
import type { PdfPrinter } from "../documents/pdf-printer";
import { defineJob } from "../jobs/define";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import type { Exporter } from "../services/exports";
import { appendixHtml, loadSealKey, sealPdf, sha256, signatureOf } from "./seal";
import { expireRequests, sealInputs, sendReminders, storeSealedPdf, type SignatureDeps } from "./service";

export interface SignatureServices {
  db: Db;
  mail: Mail;
  jobs: Jobs;
  exporter: Exporter;
  printer: PdfPrinter;
  config: Pick<Config, "appUrl" | "signing" | "sessionSecret">;
  logger: Logger;
}

export const SEAL_JOB = { name: "signature.seal", data: z.object({ requestId: z.uuid() }) };

export const signatureDeps = (s: Pick<SignatureServices, "db" | "mail" | "jobs" | "config">): SignatureDeps => ({
  db: s.db,
  mail: s.mail,
  jobs: s.jobs,
  sendSealJob: (tx: Tx, requestId: string) => s.jobs.send(SEAL_JOB, { requestId }, { tx, id: undefined }),
  codeKey: s.config.sessionSecret,
});

/** Builds, seals and stores a completed request's PDF, and e-mails it to every party. */
export async function sealRequest(s: SignatureServices, requestId: string): Promise<"sealed" | "skipped"> {
  const inputs = await sealInputs(s.db, requestId);
  if (!inputs) return "skipped";
  const { request, document, version, owner, signers, events } = inputs;
  const paper = contextFromJson(version.context).business?.paperSize === "letter" ? ("Letter" as const) : ("A4" as const);
  // The frozen version exactly as its owner's export gives it, under the title it was sent with
  // (the document may have been renamed since: its metadata and file name follow the request).
  const frozen = await s.exporter.render({ document: { ...document, title: request.documentTitle }, version, format: "pdf", paper, watermark: owner.subscription !== "pro" });
  const appendix = await s.printer.print(appendixHtml({ request, signers, events, finalHash: finalHash(events), paper }), { paper, owner: owner.id });
  const key = await loadSealKey(s.db, s.config.signing);
  const sealed = await sealPdf({ frozen: frozen.body as Buffer, appendix, key, requestId });
  const signature = signatureOf(sealed);
  return storeSealedPdf(s, {
    request,
    owner,
    signers,
    pdf: sealed,
    filename: frozen.filename.replace(/\.pdf$/, "-signed.pdf"),
    sha256: sha256(sealed),
    signatureSha256: signature ? sha256(signature.contents) : null,
    base: s.config.appUrl,
  });
}

/** The jobs, reaching the app's services once it has made them. */
export function signatureJobs(services: () => SignatureServices) {
  const seal = defineJob({
    name: SEAL_JOB.name,
    data: SEAL_JOB.data,
    retryLimit: 4,
    retryDelaySeconds: 30,
    retryBackoff: true,
    run: ({ requestId }) => sealRequest(services(), requestId),
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
 * Expiries, then reminders (reminders need APP_URL for their links, and mail: without it requests
 * still expire, unannounced). `now` is the jobs' clock.
 */
export async function runSignatureScan(s: Pick<SignatureServices, "db" | "mail" | "jobs" | "config" | "logger">, now: Date) {
  const deps = signatureDeps(s);
  const expired = await expireRequests(deps, now, s.config.appUrl);
  const reminded = s.config.appUrl ? await sendReminders(deps, now, s.config.appUrl) : 0;
  if (!s.config.appUrl) s.logger.debug("signature reminders need APP_URL for their links: none sent");
  else if (!s.mail.configured) s.logger.debug("signature reminders: e-mail is not configured on this server: none sent");
  return { expired, reminded };
}
