import { Router } from "express";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import type { Database } from "../db";
import { notFound, parseOrThrow } from "../errors";
import { DOCUMENT_LIST_LIMIT, getOwnDocument, listDocuments } from "../services/documents";

const ListQuery = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DOCUMENT_LIST_LIMIT, `limit must be at most ${DOCUMENT_LIST_LIMIT}`)
    .optional(),
});

/** A malformed id can't name anyone's document: it is simply not found. */
export const DocumentIdParam = z.object({ id: z.uuid() });

export function documentsRouter({ db }: Database) {
  const router = Router();

  router.get("/api/documents", requireUser, async (req, res) => {
    const { limit } = parseOrThrow(ListQuery, req.query);
    res.json(await listDocuments({ db, userId: currentUser(req).id, limit }));
  });

  router.get("/api/documents/:id", requireUser, async (req, res) => {
    const params = DocumentIdParam.safeParse(req.params);
    if (!params.success) throw notFound("Document not found");
    const doc = await getOwnDocument({ db, userId: currentUser(req).id, id: params.data.id });
    if (!doc) throw notFound("Document not found");
    res.json({
      id: doc.id,
      type: doc.type,
      title: doc.title,
      status: doc.status,
      content: doc.content,
      metadata: doc.metadata,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    });
  });

  return router;
}
