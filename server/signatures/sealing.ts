// Sealing a completed request (./jobs.ts): what it needs, the sealed PDF recorded, the copies
// e-mailed once, a last failure in the trail, and the database's sealing key.
import { and, eq } from "drizzle-orm";
import { documents, documentVersions, signatureRequests, signingKeys, users } from "../../shared/schema";
import { listEvents } from "../audit/chain";
import type { Db } from "../db";
import type { FileStore, StoredFile } from "../files";
import { MAIL_LIMITS } from "../mail/outbox";
import { issueLink } from "../public-links/links";
import { exportFilename } from "../services/exports";
import { signatureCompletedMail } from "./mail";
import { chainOf, recordNotSent, SIGNATURE_ENTITY, type SignatureDeps, signersOf, recordSignatureEvent } from "./requests";

/**
 * What sealing a completed request needs: the request, its frozen version, its owner, its signers
 * and its trail. Undefined when there is nothing left to do (not completed, sealed and its copies
 * sent, a row gone); a request sealed whose copies are not sent yet is answered for that step.
 */
export async function sealInputs(db: Db, requestId: string) {
  const [request] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (!request || request.status !== "completed" || (request.sealedPdfKey && request.copiesSentAt)) return undefined;
  const [document] = await db.select().from(documents).where(eq(documents.id, request.documentId));
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, request.documentId), eq(documentVersions.version, request.version)));
  const [owner] = await db.select().from(users).where(eq(users.id, request.userId));
  if (!document || !version || !owner) return undefined;
  const signers = await signersOf(db, requestId);
  const events = await listEvents(db, chainOf(requestId));
  return { request, document, version, owner, signers, events };
}

/**
 * Records a request's sealed PDF, already in the file store, in a transaction of its own with the
 * request locked: nothing after it (the copies' e-mails) can undo it. A request another run sealed
 * meanwhile is left as it is ("skipped": the caller removes its own file).
 */
export async function storeSealedPdf(
  deps: Pick<SignatureDeps, "db">,
  { requestId, file, signatureSha256 }: { requestId: string; file: StoredFile; signatureSha256: string | null },
): Promise<"sealed" | "skipped"> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ key: signatureRequests.sealedPdfKey }).from(signatureRequests).where(eq(signatureRequests.id, requestId)).for("update");
    if (!locked || locked.key) return "skipped" as const;
    await tx
      .update(signatureRequests)
      .set({ sealedPdfKey: file.key, sealedPdfSize: file.size, sealedSha256: file.sha256, sealSignatureSha256: signatureSha256 })
      .where(eq(signatureRequests.id, requestId));
    return "sealed" as const;
  });
}

/**
 * E-mails the sealed PDF to every party, once (copies_sent_at), in a transaction of its own with
 * the request locked. A copy within the e-mail attachment cap is attached; a larger one is a link:
 * each signer's to their own signed.pdf (a new personal link), the owner's to the request's page.
 * Without APP_URL there is no address to link to: the message says where the copy is. Without mail
 * the trail says the copies were not e-mailed.
 */
export async function sendSealedCopies(
  deps: Pick<SignatureDeps, "db" | "mail"> & { files: Pick<FileStore, "get"> },
  { requestId, base }: { requestId: string; base: string | undefined },
): Promise<void> {
  const [sealed] = await deps.db
    .select({ key: signatureRequests.sealedPdfKey, size: signatureRequests.sealedPdfSize, sent: signatureRequests.copiesSentAt })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  if (!sealed?.key || sealed.sent) return;
  const attach = (sealed.size ?? Number.POSITIVE_INFINITY) <= MAIL_LIMITS.attachmentBytes;
  // Read before the transaction: no row stays locked while the file is read.
  const pdf = attach && deps.mail.configured ? await deps.files.get(sealed.key) : undefined;
  await deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, requestId)).for("update");
    if (!request?.sealedPdfKey || request.copiesSentAt) return;
    const [owner] = await tx.select().from(users).where(eq(users.id, request.userId));
    const signers = await signersOf(tx, requestId);
    await tx.update(signatureRequests).set({ copiesSentAt: new Date() }).where(eq(signatureRequests.id, requestId));
    const parties = [{ name: owner!.firstName ?? "", address: owner!.email }, ...signers.map((p) => ({ name: p.name, address: p.email }))];
    if (!deps.mail.configured) {
      await recordNotSent(tx, requestId, parties.map((p) => p.address), "signed copy");
      return;
    }
    const filename = exportFilename(request.documentTitle, "pdf").replace(/\.pdf$/, "-signed.pdf");
    const ownerPage = base ? `${base}/tools/digital-signature/${requestId}` : undefined;
    const common = { documentTitle: request.documentTitle, requestId, attached: pdf !== undefined, ...(base ? { verify: `${base}/verify` } : {}) };
    const send = (to: { name: string; address: string }, data: { link?: string; download?: string }) =>
      deps.mail.enqueue(tx, {
        kind: signatureCompletedMail,
        data: { ...common, ...data },
        to,
        userId: owner!.id,
        entity: { type: SIGNATURE_ENTITY, id: requestId },
        ...(pdf ? { attachments: [{ filename, contentType: "application/pdf", content: pdf }] } : {}),
      });
    await send(parties[0]!, ownerPage ? { link: ownerPage } : {});
    // An owner who signed their own request gets the one e-mail, the owner's (with their page's link).
    const ownerAddress = owner!.email.toLowerCase();
    for (const signer of signers.filter((p) => p.email.toLowerCase() !== ownerAddress)) {
      let download: string | undefined;
      if (!pdf && base) {
        const { token } = await issueLink(tx, { purpose: "sign", documentId: request.documentId, version: request.version, subjectId: signer.id });
        download = `${base}/api/sign/${token}/signed.pdf`;
      }
      await send({ name: signer.name, address: signer.email }, download ? { download } : {});
    }
  });
}

/**
 * The sealing job's last try failed: the trail says so (`seal.failed`, with the error; the owner's
 * page shows it), or, when the PDF was sealed and only its copies' e-mails failed, that those were
 * not sent (`email.failed`).
 */
export async function recordSealFailure(db: Db, requestId: string, error: string, at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(signatureRequests).where(eq(signatureRequests.id, requestId)).for("update");
    if (!request || request.status !== "completed" || (request.sealedPdfKey && request.copiesSentAt)) return;
    const message = error.replace(/\s+/g, " ").trim().slice(0, 300);
    if (!request.sealedPdfKey) {
      await recordSignatureEvent(tx, requestId, { kind: "seal.failed", actor: { type: "system" }, data: { error: message }, at });
      return;
    }
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    const to = [owner!.email, ...(await signersOf(tx, requestId)).map((s) => s.email)];
    await recordSignatureEvent(tx, requestId, { kind: "email.failed", actor: { type: "system" }, data: { to, message: "signed copy", error: message }, at });
  });
}

const SEAL_KEY_ID = "default";

/** The database's sealing key, made by `make` on first use (two instances at once: the first insert wins, both use it). */
export async function storedSealKey(db: Db, make: () => Promise<{ p12: Buffer; password: string }>): Promise<{ p12: Buffer; password: string }> {
  const [stored] = await db.select().from(signingKeys).where(eq(signingKeys.id, SEAL_KEY_ID));
  if (stored) return { p12: stored.p12, password: stored.password };
  const made = await make();
  await db.insert(signingKeys).values({ id: SEAL_KEY_ID, p12: made.p12, password: made.password }).onConflictDoNothing();
  const [kept] = await db.select().from(signingKeys).where(eq(signingKeys.id, SEAL_KEY_ID));
  return { p12: kept!.p12, password: kept!.password };
}
