// Documents as their owner sees them. Another user's document is indistinguishable from a
// missing one: every read is scoped by the owner's id.
import { and, desc, eq, sql } from "drizzle-orm";
import { documents } from "../../shared/schema";
import { prepared, UNNAMED, type Db } from "../db";

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

export const getOwnDocument = async ({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}) => {
  const [doc] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return doc;
};
