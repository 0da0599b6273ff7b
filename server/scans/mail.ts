// The e-mail a published cookie policy's owner gets when the monthly rescan of their website finds
// something other than the scan before it: what is new and what is resolved, and a link to the report.
// The website is named by its host only, never as a link: the one link is to the app's report.
import { z } from "zod";
import { MAIL_NAME_MAX } from "../../shared/mail";
import { defineMailKind } from "../mail/define";

const lines = z.array(z.string().max(300)).max(30);

export const scanChangedMail = defineMailKind({
  kind: "scans.findings_changed",
  data: z.object({
    title: z.string().max(MAIL_NAME_MAX),
    site: z.string().max(300),
    added: lines,
    resolved: lines,
    link: z.string().max(2_000),
  }),
  render: ({ title, site, added, resolved, link }) => ({
    subject: `Your website's scan changed: ${title}`,
    preheader: `${added.length} new, ${resolved.length} resolved since the last scan of ${site}.`,
    heading: "Your website's compliance scan changed",
    blocks: [
      { type: "paragraph", text: ["This month's scan of ", { strong: site }, " against ", { strong: title }, " found something other than the scan before it."] },
      ...(added.length ? [{ type: "paragraph" as const, text: [{ strong: "New: " }, added.join("; ")] }] : []),
      ...(resolved.length ? [{ type: "paragraph" as const, text: [{ strong: "Resolved: " }, resolved.join("; ")] }] : []),
      { type: "button", label: "Read the report", href: link },
    ],
  }),
});
