// Documents as their owner sees them. Another user's document is indistinguishable from a
// missing one: every read is scoped by the owner's id.
import { and, desc, eq, sql } from "drizzle-orm";
import { documents } from "../../shared/schema";
import { prepared, UNNAMED, type Database, type Db } from "../db";
import { changeTag } from "../db/changes";
import { ReadCache } from "../db/read-cache";

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

export interface DocumentLists {
  /** The user's latest documents, newest first (at most DOCUMENT_LIST_LIMIT). */
  list(args: { userId: string; limit?: number }): Promise<readonly DocumentListItem[]>;
  close(): void;
}

/**
 * Each user's document list, read once and kept until one of their documents changes (the
 * database's change feed tells every instance; server/db/changes.ts). The whole list is cached;
 * a smaller `limit` is a slice of it.
 */
export function createDocumentLists(database: Database): DocumentLists {
  const cache = new ReadCache<readonly DocumentListItem[]>(database.changes, {
    maxEntries: 5_000,
    ttlMs: 60_000,
  });
  return {
    async list({ userId, limit = DOCUMENT_LIST_LIMIT }) {
      const rows = await cache.read(
        userId,
        async () =>
          Object.freeze(
            (await listQuery(database.db).execute({ userId, limit: DOCUMENT_LIST_LIMIT })).map((r) =>
              Object.freeze(r),
            ),
          ),
        () => [changeTag.documents(userId)],
      );
      return !rows || limit >= rows.length ? (rows ?? []) : rows.slice(0, limit);
    },
    close: () => cache.close(),
  };
}

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
