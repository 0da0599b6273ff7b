// The daily scan for template updates of published policies: each owner of a live publication
// whose type has a newer template than its text is e-mailed once per template version (the
// publication's notified_template_version, written in the transaction that queues the e-mail).
// The dashboard's notice reads the same state (GET /api/publications: templateUpdate).
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db";
import type { DocTypes } from "../doc-types/define";
import { defineJob, type JobDefinition } from "../jobs/define";
import type { Mail } from "../mail";
import type { Logger } from "pino";
import { previewTemplateUpdate } from "../services/revise-document";
import { templateUpdateMail } from "./mail";
import { notifyOnce, publicationUrl, stalePublications } from "./service";
import { templateReasonOf } from "./template-reasons";

export interface PublicationServices {
  db: Db;
  mail: Mail;
  config: Pick<Config, "appUrl">;
  types: DocTypes;
  logger: Logger;
}

/** The words an update adds and removes, in brackets, cut to a few thousand characters. */
function diffExcerpt(changes: { value: string; change: "added" | "removed" | "same" }[]): string {
  const out = changes
    .filter((c) => c.change !== "same")
    .map((c) => (c.change === "added" ? `+ ${c.value.trim()}` : `- ${c.value.trim()}`))
    .filter((line) => line.length > 2)
    .join("\n");
  return out.length > 3_900 ? `${out.slice(0, 3_900)}\n…` : out;
}

/** One run of the scan; answers how many owners were told. */
export async function runTemplateUpdateScan(s: PublicationServices): Promise<number> {
  const stale = await stalePublications({ db: s.db, types: s.types });
  let told = 0;
  for (const p of stale) {
    try {
      const preview = await previewTemplateUpdate({ db: s.db, types: s.types, userId: p.userId, id: p.documentId });
      const sent = await notifyOnce(s.db, p.publicationId, p.latestTemplateVersion, (tx) =>
        s.mail.enqueue(tx, {
          kind: templateUpdateMail,
          to: p.ownerEmail,
          userId: p.userId,
          entity: { type: "publication", id: p.publicationId },
          data: {
            title: p.title.slice(0, 300),
            url: publicationUrl(s.config.appUrl, p.handle, p.slug),
            documentUrl: `${s.config.appUrl}/documents/${p.documentId}`,
            templateVersion: p.templateVersion,
            latestTemplateVersion: p.latestTemplateVersion,
            reason: templateReasonOf(s.types.get(p.documentKind), p.latestTemplateVersion),
            added: preview.added,
            removed: preview.removed,
            diff: diffExcerpt(preview.changes),
          },
        }),
      );
      if (sent) told++;
    } catch (err) {
      // A document whose details no longer pass the form's checks has no update to offer.
      s.logger.warn({ err, publicationId: p.publicationId }, "template update not offered");
    }
  }
  return told;
}

export function publicationJobs(services: () => PublicationServices): JobDefinition<never>[] {
  const scan = defineJob({
    name: "publications.template-updates",
    data: z.object({}).default({}),
    // Every day at 07:00 UTC, and when an instance starts (a new release brings new templates).
    cron: "0 7 * * *",
    slotSeconds: 86_400,
    runAtStart: true,
    run: async () => {
      await runTemplateUpdateScan(services());
    },
  });
  return [scan] as JobDefinition<never>[];
}
