// The rows' files and the file store (server/files): which keys rows hold (the daily clean-up's
// sweep of files no row holds), the keys a deletion is about to orphan, and, at boot
// (server/migrate.ts), the move of files still kept in the database (before the file store) into
// the store: one row at a time, each moved by an update that only applies while the row still has
// no key, so two instances booting at once cannot both move one (the loser's copy is swept).
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { documents, documentVersions, mailAttachments, mailMessages, signatureRequests } from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { FileStore } from "../files";

/** Which of `keys` a row holds. */
export async function referencedFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.execute<{ key: string }>(sql`
    select ${documentVersions.pdfKey} as key from ${documentVersions} where ${inArray(documentVersions.pdfKey, keys)}
    union all select ${signatureRequests.sealedPdfKey} from ${signatureRequests} where ${inArray(signatureRequests.sealedPdfKey, keys)}
    union all select ${mailAttachments.contentKey} from ${mailAttachments} where ${inArray(mailAttachments.contentKey, keys)}`);
  return new Set((rows as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
}

/**
 * The files of what a deletion removes (a user's, or one document's): its uploaded PDFs, sealed
 * PDFs and, for a user, their e-mails' attachments. Read in the deleting transaction, removed from
 * the store once it commits.
 */
export async function fileKeysOf(tx: Tx, scope: { userId: string } | { documentId: string }): Promise<string[]> {
  const keys: string[] = [];
  const versions = await tx
    .select({ key: documentVersions.pdfKey })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(isNotNull(documentVersions.pdfKey), "userId" in scope ? eq(documents.userId, scope.userId) : eq(documents.id, scope.documentId)));
  const sealed = await tx
    .select({ key: signatureRequests.sealedPdfKey })
    .from(signatureRequests)
    .where(
      and(
        isNotNull(signatureRequests.sealedPdfKey),
        "userId" in scope ? eq(signatureRequests.userId, scope.userId) : eq(signatureRequests.documentId, scope.documentId),
      ),
    );
  keys.push(...versions.map((r) => r.key!), ...sealed.map((r) => r.key!));
  if ("userId" in scope) {
    const attached = await tx
      .select({ key: mailAttachments.contentKey })
      .from(mailAttachments)
      .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
      .where(and(isNotNull(mailAttachments.contentKey), eq(mailMessages.userId, scope.userId)));
    keys.push(...attached.map((r) => r.key!));
  }
  return keys;
}

/** Removes files whose rows a committed deletion removed; one that fails is left to the daily sweep. */
export async function removeFiles(files: FileStore, keys: string[]): Promise<void> {
  if (keys.length) await files.delete(keys).catch(() => {});
}

/** Moves the files still kept in the database into the store. Answers how many were moved. */
export async function moveFilesToStore(db: Db, files: FileStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await db.select({ id: documentVersions.id }).from(documentVersions).where(and(isNotNull(documentVersions.pdf), isNull(documentVersions.pdfKey))).limit(1);
    if (!row) break;
    const [{ pdf } = { pdf: null }] = await db.select({ pdf: documentVersions.pdf }).from(documentVersions).where(eq(documentVersions.id, row.id));
    if (!pdf) continue;
    const stored = await files.put(pdf);
    await db.update(documentVersions).set({ pdfKey: stored.key, pdf: null }).where(and(eq(documentVersions.id, row.id), isNull(documentVersions.pdfKey)));
    moved++;
  }
  for (;;) {
    const [row] = await db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(and(isNotNull(signatureRequests.sealedPdf), isNull(signatureRequests.sealedPdfKey)))
      .limit(1);
    if (!row) break;
    const [{ pdf } = { pdf: null }] = await db.select({ pdf: signatureRequests.sealedPdf }).from(signatureRequests).where(eq(signatureRequests.id, row.id));
    if (!pdf) continue;
    const stored = await files.put(pdf);
    await db
      .update(signatureRequests)
      .set({ sealedPdfKey: stored.key, sealedPdfSize: stored.size, sealedPdf: null })
      .where(and(eq(signatureRequests.id, row.id), isNull(signatureRequests.sealedPdfKey)));
    moved++;
  }
  for (;;) {
    const [row] = await db
      .select({ messageId: mailAttachments.messageId, position: mailAttachments.position })
      .from(mailAttachments)
      .where(and(isNotNull(mailAttachments.content), isNull(mailAttachments.contentKey)))
      .limit(1);
    if (!row) break;
    const where = and(eq(mailAttachments.messageId, row.messageId), eq(mailAttachments.position, row.position));
    const [{ content } = { content: null }] = await db.select({ content: mailAttachments.content }).from(mailAttachments).where(where);
    if (!content) continue;
    const stored = await files.put(content);
    await db
      .update(mailAttachments)
      .set({ contentKey: stored.key, size: stored.size, sha256: stored.sha256, content: null })
      .where(and(where, isNull(mailAttachments.contentKey)));
    moved++;
  }
  return moved;
}
