// Renaming, finalizing, duplicating and deleting a document: each checks that the document is the
// caller's (404 otherwise), in one transaction with its activity entry.
import { deleteBillingTrails } from "../invoicing/history";
import { assertNoOpenRequest, deleteSignatureTrails } from "../signatures/service";
import { OPEN_REQUEST_DELETE_MESSAGE } from "../../shared/api/signatures";
import { assertDeletable } from "../invoicing/payments";
import { eq } from "drizzle-orm";
import { documents, type User } from "../../shared/schema";
import type { Db } from "../db";
import type { ServerDocType } from "../doc-types/define";
import { AppError } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";
import { createDocument, typeOf, type DocStatus, type DocumentWithVersion } from "./create-document";
import { clampTitle } from "../documents/model";
import { currentInput, lockOwnDocument } from "./revise-document";

export interface DocumentChanges {
  title?: string;
  /** Only "final": a draft is finalized, and a final document never goes back to draft. */
  status?: "final";
}

export async function updateDocument({
  db,
  user,
  id,
  changes,
  origin,
}: {
  db: Db;
  user: User;
  id: string;
  changes: DocumentChanges;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  return db.transaction(async (tx) => {
    const { document, version } = await lockOwnDocument(tx, user.id, id);
    const set = {
      ...(changes.title !== undefined && changes.title !== document.title ? { title: changes.title } : {}),
      ...(changes.status === "final" && document.status !== "final" ? { status: "final" } : {}),
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
        action: set.title ? "document.renamed" : "document.finalized",
        entityType: "document",
        entityId: document.id,
        metadata: set.title ? { from: document.title, to: set.title } : { status: "final" },
      },
      origin,
    });
    return { document: updated!, version };
  });
}

/**
 * A new document from the current version's input: it counts against the plan like any other, and
 * is a draft (issue 28: a copy is where the next document starts, not a finished one), whatever
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
 * Deletes the document with its versions and share links; its exports and links answer 404. One
 * out for signature is refused (409) until its request is voided: the request, its trail and the
 * signers' links would go with it, and nobody would be told.
 */
export async function deleteDocument({ db, user, id, origin }: { db: Db; user: User; id: string; origin: RequestOrigin }) {
  await db.transaction(async (tx) => {
    const { document } = await lockOwnDocument(tx, user.id, id);
    await assertNoOpenRequest(tx, document.id, OPEN_REQUEST_DELETE_MESSAGE);
    await assertDeletable(tx, document.id);
    await deleteSignatureTrails(tx, { documentId: document.id });
    await deleteBillingTrails(tx, { documentId: document.id });
    await tx.delete(documents).where(eq(documents.id, document.id));
    await recordActivity({
      db: tx,
      entry: { userId: user.id, action: "document.deleted", entityType: "document", entityId: document.id, metadata: { type: document.type, title: document.title } },
      origin,
    });
  });
}

export const assertDraftAllowed = (user: User, status: DocStatus) => {
  if (status === "draft" && user.subscription !== "pro") {
    throw new AppError("plan_limit", "Saving drafts is part of Lifetime Access. Upgrade to save drafts and finalize them later.");
  }
};
