// The signature requests' jobs: sealing a completed request's PDF (sent by the last signature, in
// its transaction), and the hourly scan that reminds pending signers every 3 days and expires
// requests past their date. They need the mail module and the printer, which the app makes after
// the job definitions: they reach them through `services`, set by the app before jobs start.
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import { documentVersions, documents, signatureRequests, users } from "../../shared/schema";
import { finalHash, listEvents } from "../audit/chain";
import type { Config } from "../config";
import type { Db, Tx } from "../db";
import { contextFromJson } from "../doc-types/render";
import type { PdfPrinter } from "../documents/pdf-printer";
import { defineJob } from "../jobs/define";
import type { Jobs } from "../jobs/runner";
import type { Mail } from "../mail";
import type { Exporter } from "../services/exports";
import { chainOf, SIGNATURE_ENTITY, signatureCompletedMail } from "./mail";
import { appendixHtml, loadSealKey, sealPdf, sha256, signatureOf } from "./seal";
import { expireRequests, sendReminders, type SignatureDeps } from "./service";
import { signatureSigners } from "../../shared/schema";
import { asc } from "drizzle-orm";

export interface SignatureServices {
  db: Db;
  mail: Mail;
  jobs: Jobs;
  exporter: Exporter;
  printer: PdfPrinter;
  config: Pick<Config, "appUrl" | "signing">;
  logger: Logger;
}

export const SEAL_JOB = { name: "signature.seal", data: z.object({ requestId: z.uuid() }) };

export const signatureDeps = (s: Pick<SignatureServices, "db" | "mail" | "jobs">): SignatureDeps => ({
  db: s.db,
  mail: s.mail,
  jobs: s.jobs,
  sendSealJob: (tx: Tx, requestId: string) => s.jobs.send(SEAL_JOB, { requestId }, { tx, id: undefined }),
});

/** Builds, seals and stores a completed request's PDF, and e-mails it to every party. */
export async function sealRequest(s: SignatureServices, requestId: string): Promise<"sealed" | "skipped"> {
  const { db } = s;
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!request || request.status !== "completed" || request.sealedPdf) return "skipped";
  const [document] = await db.select().from(documents).where(eq(documents.id, request.documentId));
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, request.documentId), eq(documentVersions.version, request.version)));
  const [owner] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!document || !version || !owner) return "skipped";
  const signers = await db.select().from(signatureSigners).where(eq(signatureSigners.requestId, requestId)).orderBy(asc(signatureSigners.position));
  const events = await listEvents(db, chainOf(requestId));
  const paper = contextFromJson(version.context).business?.paperSize === "letter" ? ("Letter" as const) : ("A4" as const);
  // The frozen version exactly as its owner's export gives it.
  const frozen = await s.exporter.render({ document, version, format: "pdf", paper, watermark: owner.subscription !== "pro" });
  const appendix = await s.printer.print(appendixHtml({ request, signers, events, finalHash: finalHash(events), paper }), { paper, owner: owner.id });
  const key = await loadSealKey(db, s.config.signing);
  const sealed = await sealPdf({ frozen: frozen.body as Buffer, appendix, key, requestId });
  const signature = signatureOf(sealed);
  const filename = frozen.filename.replace(/\.pdf$/, "-signed.pdf");
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ sealedPdf: signatureRequests.sealedPdf }).from(signatureRequests).where(eq(signatureRequests.id, requestId)).for("update");
    if (!locked || locked.sealedPdf) return "skipped" as const;
    await tx
      .update(signatureRequests)
      .set({ sealedPdf: sealed, sealedSha256: sha256(sealed), sealSignatureSha256: signature ? sha256(signature.contents) : null })
      .where(eq(signatureRequests.id, requestId));
    const base = s.config.appUrl;
    const parties = [{ name: owner.firstName ?? "", address: owner.email }, ...signers.map((p) => ({ name: p.name, address: p.email }))];
    for (const to of parties) {
      await s.mail.enqueue(tx, {
        kind: signatureCompletedMail,
        data: { documentTitle: request.documentTitle, requestId, ...(base && to.address === owner.email ? { link: `${base}/tools/digital-signature/${requestId}` } : {}) },
        to,
        userId: owner.id,
        entity: { type: SIGNATURE_ENTITY, id: requestId },
        attachments: [{ filename, contentType: "application/pdf", content: sealed }],
      });
    }
    return "sealed" as const;
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

/** Expiries, then reminders (reminders need APP_URL for their links). `now` is the jobs' clock. */
export async function runSignatureScan(s: Pick<SignatureServices, "db" | "mail" | "jobs" | "config" | "logger">, now: Date) {
  const deps = signatureDeps(s);
  const expired = await expireRequests(deps, now, s.config.appUrl);
  const reminded = s.config.appUrl ? await sendReminders(deps, now, s.config.appUrl) : 0;
  if (!s.config.appUrl) s.logger.debug("signature reminders need APP_URL for their links: none sent");
  return { expired, reminded };
}
