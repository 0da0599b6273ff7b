// The owner's e-mail when a policy they published has a newer template: what changed (a diff in
// words), why, and where to review and accept it. Sent once per template version and publication.
import { z } from "zod";
import { defineMailKind } from "../mail/define";

const text = (max: number) => z.string().max(max);

export const templateUpdateMail = defineMailKind({
  kind: "publication.template_update",
  data: z.object({
    title: text(300),
    /** Where it is published, and where the owner reviews and accepts the update. */
    url: text(2_000),
    documentUrl: text(2_000),
    templateVersion: z.number().int().min(0).max(100_000),
    latestTemplateVersion: z.number().int().min(1).max(100_000),
    reason: text(500).nullable(),
    added: z.number().int().min(0),
    removed: z.number().int().min(0),
    /** The words the update adds and removes, cut short. */
    diff: text(4_000),
  }),
  render: ({ title, url, documentUrl, latestTemplateVersion, reason, added, removed, diff }) => ({
    subject: `An update is ready for your published ${title}`,
    preheader: reason ? `Updated for ${reason}: review it before it goes live.` : "Review it before it goes live.",
    heading: "A policy you published can be updated",
    blocks: [
      {
        type: "paragraph",
        text: [
          "The template of ",
          { strong: title },
          ` has a new version (${latestTemplateVersion})${reason ? `, updated for ${reason}` : ""}. Your published page stays as it is until you accept the update.`,
        ],
      },
      { type: "facts", rows: [["Published at", url], ["Words added", String(added)], ["Words removed", String(removed)]] },
      { type: "code", text: diff },
      { type: "button", label: "Review and accept the update", href: documentUrl },
      { type: "note", text: "Accepting it publishes the new version at the same address; its changelog says why it changed." },
    ],
  }),
});
