// Read-only share links. A link is an unguessable token; it works until the owner revokes it.
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { documentShares, documentVersions, documents, users } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { FREE_PLAN_WATERMARK, htmlPage } from "../documents";
import { notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";

const newToken = () => randomBytes(24).toString("base64url");

export const TOKEN_PATTERN = /^[\w-]{32}$/;

export const getActiveShare = async ({ db, documentId }: { db: Db; documentId: string }) => {
  const [share] = await db
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.documentId, documentId), isNull(documentShares.revokedAt)))
    .orderBy(desc(documentShares.createdAt))
    .limit(1);
  return share;
};

/** The user's document locked for this transaction, or 404 (another user's is the same as a missing one). */
const lockOwn = async (tx: Tx, userId: string, documentId: string) => {
  const [own] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .for("update");
  if (!own) throw notFound("Document not found");
};

/** The user's document's active link, or a new one (recorded in the activity log); 404 when not theirs. */
export const createShare = async ({
  db,
  userId,
  documentId,
  origin,
}: {
  db: Db;
  userId: string;
  documentId: string;
  origin?: RequestOrigin;
}) =>
  db.transaction(async (tx) => {
    // Lock the document row so two clicks on Share make one link, not two.
    await lockOwn(tx, userId, documentId);
    const [existing] = await tx
      .select()
      .from(documentShares)
      .where(and(eq(documentShares.documentId, documentId), isNull(documentShares.revokedAt)))
      .limit(1);
    if (existing) return { share: existing, created: false };
    const [share] = await tx.insert(documentShares).values({ documentId, token: newToken() }).returning();
    await recordActivity({
      db: tx,
      entry: { userId, action: "document.shared", entityType: "document", entityId: documentId },
      ...(origin ? { origin } : {}),
    });
    return { share: share!, created: true };
  });

/** Ends the user's document's live links (recorded when there was one); answers how many; 404 when not theirs. */
export const revokeShares = async ({
  db,
  userId,
  documentId,
  origin,
}: {
  db: Db;
  userId: string;
  documentId: string;
  origin?: RequestOrigin;
}) =>
  db.transaction(async (tx) => {
    await lockOwn(tx, userId, documentId);
    const revoked = await tx
      .update(documentShares)
      .set({ revokedAt: new Date() })
      .where(and(eq(documentShares.documentId, documentId), isNull(documentShares.revokedAt)))
      .returning({ id: documentShares.id });
    if (revoked.length > 0) {
      await recordActivity({
        db: tx,
        entry: { userId, action: "document.share_revoked", entityType: "document", entityId: documentId },
        ...(origin ? { origin } : {}),
      });
    }
    return revoked.length;
  });

/** The shared document behind a live token, its current version, and its owner's plan (for the watermark). */
export const findSharedDocument = async ({ db, token }: { db: Db; token: string }) => {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ document: documents, version: documentVersions, ownerSubscription: users.subscription, ownerBlocked: users.isBlocked })
    .from(documentShares)
    .innerJoin(documents, eq(documents.id, documentShares.documentId))
    .innerJoin(
      documentVersions,
      and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, documents.currentVersion)),
    )
    .innerJoin(users, eq(users.id, documents.userId))
    .where(and(eq(documentShares.token, token), isNull(documentShares.revokedAt)))
    .limit(1);
  // A blocked owner's links stop working with the account.
  return row && !row.ownerBlocked ? row : undefined;
};

/** The share page of a live token: the current version on a read-only page (the owner's Free plan watermarked); undefined when the link is unknown, revoked or its owner blocked. */
export const sharedPage = async ({ db, token }: { db: Db; token: string }): Promise<string | undefined> => {
  const found = await findSharedDocument({ db, token });
  if (!found) return undefined;
  const { document, version, ownerSubscription } = found;
  const watermark = ownerSubscription === "pro" ? undefined : FREE_PLAN_WATERMARK;
  // The share page is ours, not the customer's site: it stays out of search engines.
  return htmlPage(version.html, document.title, { noindex: true, ...(watermark ? { watermark } : {}) });
};
