// The development outbox's reads (./dev-outbox.ts): the latest messages, one with its
// attachments' list, and one attachment's stored file.
import { and, asc, desc, eq } from "drizzle-orm";
import { mailAttachments, mailMessages } from "../../shared/schema";
import type { Db } from "../db";

export const listOutbox = async ({ db, limit }: { db: Db; limit: number }) =>
  db
    .select({
      id: mailMessages.id,
      kind: mailMessages.kind,
      to: mailMessages.to,
      subject: mailMessages.subject,
      status: mailMessages.status,
      attempts: mailMessages.attempts,
      createdAt: mailMessages.createdAt,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);

export const getOutboxMessage = async ({ db, id }: { db: Db; id: string }) => {
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  if (!message) return undefined;
  const attachments = await db
    .select({
      position: mailAttachments.position,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      contentId: mailAttachments.contentId,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, id))
    .orderBy(asc(mailAttachments.position));
  return { message, attachments };
};

export const getOutboxAttachment = async ({
  db,
  id,
  position,
}: {
  db: Db;
  id: string;
  position: number;
}) => {
  const [file] = await db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, contentKey: mailAttachments.contentKey })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.messageId, id), eq(mailAttachments.position, position)))
    .limit(1);
  return file?.contentKey ? { ...file, contentKey: file.contentKey } : undefined;
};
