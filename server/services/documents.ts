// Documents as their owner sees them, each with a version (the current one unless another is
// asked for). Another user's document is indistinguishable from a missing one: every read is
// scoped by the owner's id.
import { and, desc, eq, sql } from "drizzle-orm";
import { documents, documentVersions } from "../../shared/schema";
import { prepared, UNNAMED, type Db } from "../db";
import type { DocumentWithVersion } from "./create-document";

export const DOCUMENT_LIST_LIMIT = 100;

const listQuery = prepared((db) =>
  db
    .select({
      id: documents.id,
      type: documents.type,
      title: documents.title,
      status: documents.status,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(eq(documents.userId, sql.placeholder("userId")))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(sql.placeholder("limit"))
    .prepare(UNNAMED),
);

export type DocumentListItem = Awaited<ReturnType<ReturnType<typeof listQuery>["execute"]>>[number];

/** The user's latest documents, newest first (at most DOCUMENT_LIST_LIMIT). */
export const listDocuments = ({ db, userId, limit = DOCUMENT_LIST_LIMIT }: { db: Db; userId: string; limit?: number }) =>
  listQuery(db).execute({ userId, limit });

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
      and(
        eq(documentVersions.documentId, documents.id),
        eq(documentVersions.version, version ?? documents.currentVersion),
      ),
    )
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return row;
}
