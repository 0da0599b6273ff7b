// The daily clean-up: rows that nothing will read again. Each step is one statement of its own
// (a failure in one leaves the others done) and answers how many rows it removed; the job's
// output is the counts, kept with the job. A feature with rows that expire adds a step here, with
// the index its WHERE clause needs.
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { z } from "zod";
import { documentShares, mailAttachments, mailMessages, sessions } from "../../shared/schema";
import type { Db } from "../db";
import { sweepFiles, type FileStore } from "../files";
import { deleteEndedLinks } from "../public-links/links";
import { referencedFileKeys } from "../services/move-files";
import { defineJob } from "./define";

/** Sent or failed messages (and their attachments) are kept this long, then removed. */
export const MAIL_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

/** A file no row holds is removed once it is this old (younger, its transaction may still commit). */
export const ORPHAN_FILE_GRACE_MS = DAY_MS;

export interface CleanupStep {
  name: string;
  run(db: Db, now: Date, files: FileStore): Promise<number>;
}

export const CLEANUP_STEPS: readonly CleanupStep[] = [
  {
    // Sessions past their expiry (the session store also prunes them every 15 minutes).
    name: "expiredSessions",
    run: async (db, now) =>
      (await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }))
        .length,
  },
  {
    // A share link has no expiry of its own: it ends when revoked, and answers 404 from then on.
    name: "revokedShareLinks",
    run: async (db) =>
      (
        await db
          .delete(documentShares)
          .where(isNotNull(documentShares.revokedAt))
          .returning({ id: documentShares.id })
      ).length,
  },
  {
    // Signing, quote and invoice links that expired or were revoked over 30 days ago (until then a
    // late visitor is told the link ended, 410, rather than that it never existed).
    name: "endedPublicLinks",
    run: (db, now) => deleteEndedLinks(db, now),
  },
  {
    // The outbox keeps a message's delivery record a month; the feature keeps its own history.
    name: "oldMail",
    run: async (db, now, files) => {
      const old = and(
        inArray(mailMessages.status, ["sent", "failed"]),
        lt(mailMessages.createdAt, new Date(now.getTime() - MAIL_KEPT_DAYS * DAY_MS)),
      );
      const { removed, keys } = await db.transaction(async (tx) => {
        const attached = await tx
          .select({ key: mailAttachments.contentKey })
          .from(mailAttachments)
          .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
          .where(and(old, isNotNull(mailAttachments.contentKey)));
        const gone = await tx.delete(mailMessages).where(old).returning({ id: mailMessages.id });
        return { removed: gone.length, keys: attached.map((a) => a.key!) };
      });
      // Their attachments' files, once the rows are gone (one left behind is swept below).
      await files.delete(keys);
      return removed;
    },
  },
  {
    // Files no row holds: written for a transaction that failed, or by an instance that died
    // before recording them. Judged by the clock, not the jobs' "now": a file's age is real.
    name: "orphanedFiles",
    run: (db, _now, files) => sweepFiles(files, (keys) => referencedFileKeys(db, keys), { graceMs: ORPHAN_FILE_GRACE_MS }),
  },
];

export const dailyCleanup = defineJob({
  name: "cleanup.daily",
  data: z.object({}),
  cron: "15 3 * * *",
  // One run per UTC day, whichever instance sends it and however many start that day.
  slotSeconds: 86_400,
  runAtStart: true,
  retryLimit: 2,
  retryDelaySeconds: 300,
  async run(_data, ctx) {
    const removed: Record<string, number> = {};
    for (const step of CLEANUP_STEPS) removed[step.name] = await step.run(ctx.db, ctx.now(), ctx.files);
    ctx.logger.info({ removed }, "daily clean-up done");
    return { removed };
  },
});
