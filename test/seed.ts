// Rows a test writes straight into the database, as the app would have written them.
import { createHash } from "node:crypto";
import { documentVersions, documents, type NewDocument } from "../shared/schema";
import type { Database } from "../server/db";

/** A document with its version 1 (its content as the version's HTML). */
export async function insertDocument(db: Database["db"], values: NewDocument) {
  const [document] = await db.insert(documents).values(values).returning();
  await db.insert(documentVersions).values({
    documentId: document!.id,
    version: 1,
    templateId: document!.type,
    templateVersion: 1,
    input: {},
    context: { generatedAt: document!.createdAt.toISOString() },
    title: document!.title,
    html: document!.content,
    markdown: `# ${document!.title}\n`,
    sha256: createHash("sha256").update(document!.content, "utf8").digest("hex"),
    createdBy: document!.userId,
    createdAt: document!.createdAt,
  });
  return document!;
}
