// At boot (server/migrate.ts): every version stored without Markdown (written by migration 0006)
// gets it, as doc-types/backfill.ts renders it.
import { and, eq, isNull } from "drizzle-orm";
import { documentVersions } from "../../shared/schema";
import type { Db } from "../db";
import { versionMarkdown } from "../doc-types/backfill";
import type { ServerDocType } from "../doc-types/define";

export async function backfillVersionMarkdown(db: Db, types: ReadonlyMap<string, ServerDocType>): Promise<number> {
  const rows = await db.select().from(documentVersions).where(isNull(documentVersions.markdown));
  for (const row of rows) {
    await db
      .update(documentVersions)
      .set({ markdown: versionMarkdown(types, row) })
      .where(and(eq(documentVersions.id, row.id), isNull(documentVersions.markdown)));
  }
  return rows.length;
}
