// A document's rows, read and locked for its owner: the low level every use case and area works
// on (the owner's check, the row lock that orders writers, the list of versions). It imports no
// other service and no area, so an area may use it without reaching back into the use cases.
import { and, desc, eq } from "drizzle-orm";
import { documents, documentVersions, type Document, type DocumentVersion } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { notFound } from "../errors";

export interface DocumentWithVersion {
  document: Document;
  version: DocumentVersion;
}

/** The user's document with its current version, or version `version`; undefined when not theirs. */
export async function getOwnDocument({
  db,
  userId,
  id,
  version,
}: {
  db: Db;
  userId: string;
  id: string;
  version?: number;
}): Promise<DocumentWithVersion | undefined> {
  const [row] = await db
    .select({ document: documents, version: documentVersions })
    .from(documents)
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, version ?? documents.currentVersion)),
    )
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return row;
}

/** The user's document (with the version asked for), or 404: "Document not found", or "Version not found" when one was asked for. */
export async function requireOwnDocument(args: { db: Db; userId: string; id: string; version?: number | undefined }): Promise<DocumentWithVersion> {
  const { version, ...rest } = args;
  const found = await getOwnDocument({ ...rest, ...(version === undefined ? {} : { version }) });
  if (!found) throw notFound(version === undefined ? "Document not found" : "Version not found");
  return found;
}

/** The document locked for this transaction, with its current version; 404 when not the user's. */
export async function lockOwnDocument(tx: Tx, userId: string, id: string): Promise<DocumentWithVersion> {
  const [document] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .for("update");
  if (!document) throw notFound("Document not found");
  const version = await versionOf(tx, document.id, document.currentVersion);
  return { document, version: version! };
}

/** Version `n` of a document the caller has checked is theirs. */
export const versionOf = async (db: Db | Tx, documentId: string, n: number): Promise<DocumentVersion | undefined> =>
  (
    await db
      .select()
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, n)))
      .limit(1)
  )[0];

/** Every version of a document the caller has checked is theirs, newest first. */
export const listVersions = ({ db, documentId }: { db: Db; documentId: string }) =>
  db
    .select({
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      sha256: documentVersions.sha256,
      templateVersion: documentVersions.templateVersion,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
