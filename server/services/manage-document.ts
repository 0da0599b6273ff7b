// Renaming, finalizing, duplicating and deleting a document: each checks that the document is the
// caller's (404 otherwise), in one transaction with its activity entry.
import { eq } from "drizzle-orm";
import { documents, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { FileStore } from "../files";
import type { DocTypes, ServerDocType } from "../doc-types/define";
import { AppError } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";
import { lifecycle } from "./lifecycle";
import { fileKeysOf, removeFiles } from "./move-files";
import { createDocument, typeOf, type DocStatus, type DocumentWithVersion } from "./create-document";
import { clampTitle } from "../documents/model";
import { lockOwnDocument } from "./document-rows";
import { currentInput, reviseDocument } from "./revise-document";

export interface DocumentChanges {
  title?: string;
  /** Only "final": a draft is finalized, and a final document never goes back to draft. */
  status?: "final";
}

/**
 * A draft made final whose areas complete its context (an invoice takes its number): that context
 * rendered as the next version, in the finalizing transaction. Otherwise the document as it is.
 */
async function completeOnFinalize(tx: Tx, types: DocTypes, user: User, found: DocumentWithVersion, origin: RequestOrigin): Promise<DocumentWithVersion> {
  const added = await lifecycle.finalize(tx, { user, document: found.document, version: found.version });
  if (!added) return found;
  return reviseDocument({ db: tx as unknown as Db, types, user, id: found.document.id, revision: { kind: "finalize", context: added }, origin });
}

export async function updateDocument({
  db,
  types,
  user,
  id,
  changes,
  origin,
}: {
  db: Db;
  types: DocTypes;
  user: User;
  id: string;
  changes: DocumentChanges;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  return db.transaction(async (tx) => {
    const locked = await lockOwnDocument(tx, user.id, id);
    const finalizing = changes.status === "final" && locked.document.status !== "final";
    const { document, version } = finalizing ? await completeOnFinalize(tx, types, user, locked, origin) : locked;
    const set = {
      ...(changes.title !== undefined && changes.title !== document.title ? { title: changes.title } : {}),
      ...(finalizing ? { status: "final" } : {}),
    };
    if (Object.keys(set).length === 0) return { document, version };
    const [updated] = await tx
      .update(documents)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(documents.id, document.id))
      .returning();
    await recordActivity({
      db: tx,
      entry: {
        userId: user.id,
        entityType: "document",
        entityId: document.id,
        ...(set.title
          ? { action: "document.renamed" as const, metadata: { from: document.title, to: set.title } }
          : { action: "document.finalized" as const, metadata: { status: "final" as const } }),
      },
      origin,
    });
    return { document: updated!, version };
  });
}

/**
 * A new document from the current version's input: it counts against the plan like any other, and
 * is a draft (a copy is where the next document starts, not a finished one), whatever
 * the original's status; finalizing it is the owner's step. Its title is the original's with
 * " (copy)", except for a type that prepares each new document (an invoice, quote, receipt or
 * credit note draws its number): the copy has a number of its own, and is titled from it as any
 * new one is ("Invoice INV-0003 — Client"), never by the original's number.
 */
export async function duplicateDocument({
  db,
  types,
  user,
  id,
  freeLimit,
  origin,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  user: User;
  id: string;
  freeLimit: number;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  const { document, version } = await db.transaction((tx) => lockOwnDocument(tx, user.id, id));
  const type = typeOf(types, document.type);
  return createDocument({
    db,
    types,
    user,
    kind: document.type,
    input: currentInput(type, version),
    status: "draft",
    ...(type.prepare ? {} : { title: clampTitle(`${document.title} (copy)`) }),
    profileStrict: false,
    freeLimit,
    origin,
  });
}

/**
 * Deletes the document with its versions and share links (and, once that commits, its files); its
 * exports and links answer 404. One
 * out for signature is refused (409) until its request is voided: the request, its trail and the
 * signers' links would go with it, and nobody would be told.
 */
export async function deleteDocument({ db, files, user, id, origin }: { db: Db; files: FileStore; user: User; id: string; origin: RequestOrigin }) {
  const keys = await db.transaction(async (tx) => {
    const { document } = await lockOwnDocument(tx, user.id, id);
    await lifecycle.beforeDelete(tx, document.id);
    await lifecycle.onDelete(tx, { documentId: document.id });
    const keys = await fileKeysOf(tx, { documentId: document.id });
    await tx.delete(documents).where(eq(documents.id, document.id));
    await recordActivity({
      db: tx,
      entry: { userId: user.id, action: "document.deleted", entityType: "document", entityId: document.id, metadata: { type: document.type, title: document.title } },
      origin,
    });
    return keys;
  });
  await removeFiles(files, keys);
}

export const assertDraftAllowed = (user: User, status: DocStatus) => {
  if (status === "draft" && user.subscription !== "pro") {
    throw new AppError("plan_limit", "Saving drafts is part of Lifetime Access. Upgrade to save drafts and finalize them later.");
  }
};
