// Records are kept as long as their publication says (retention_months, 12 by default, 1 to 120),
// then deleted by a daily job: one statement per table, whatever the number of publications, using
// the (publication_id, created_at) indexes. At 100 million rows the tables become monthly
// partitions and this job drops the partitions wholly past the longest retention
// (docs/ARCHITECTURE.md "Consent and acceptance records at scale").
import { sql } from "drizzle-orm";
import { z } from "zod";
import { acceptanceRecords, consentRecords } from "../../shared/schema";
import type { Db } from "../db";
import { defineJob } from "../jobs/define";

/** Deletes every record older than its publication's retention at `now`; answers the counts. */
export async function deleteExpiredRecords(db: Db, now: Date): Promise<{ consents: number; acceptances: number }> {
  const expired = (table: typeof consentRecords | typeof acceptanceRecords) =>
    sql`exists (select 1 from publications p where p.id = ${table.publicationId} and ${table.createdAt} < ${now.toISOString()}::timestamptz - make_interval(months => p.retention_months))`;
  const consents = await db.delete(consentRecords).where(expired(consentRecords)).returning({ id: consentRecords.id });
  const acceptances = await db.delete(acceptanceRecords).where(expired(acceptanceRecords)).returning({ id: acceptanceRecords.id });
  return { consents: consents.length, acceptances: acceptances.length };
}

export const recordsRetention = defineJob({
  name: "records.retention",
  data: z.object({}).default({}),
  // Every day at 03:45 UTC, once a day whoever sends it, and at start (a day missed while down).
  cron: "45 3 * * *",
  slotSeconds: 86_400,
  runAtStart: true,
  run: async (_data, ctx) => deleteExpiredRecords(ctx.db, ctx.now()),
});
