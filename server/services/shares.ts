// Read-only share links. A link is an unguessable token; it works until the owner revokes it.
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { documentShares, documentVersions, documents, users } from "../../shared/schema";
import type { Db } from "../db";
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

/** The document's active link, or a new one (recorded in the activity log). The caller has checked ownership. */
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
    await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId)).for("update");
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

/** Ends the document's live links (recorded when there was one); answers how many. */
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
