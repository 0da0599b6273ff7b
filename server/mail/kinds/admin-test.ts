// The test message an admin sends to check that this server's e-mail works (POST
// /api/admin/mail/test). It goes through the whole path a real message takes: the outbox, the
// job, the transport, the branded layout when the admin has a business profile.
import { z } from "zod";
import { MAIL_NAME_MAX } from "../../../shared/mail";
import { defineMailKind } from "../define";
import { PRODUCT_NAME } from "../render";

export const adminTestMail = defineMailKind({
  kind: "admin.test",
  data: z.object({
    /** Who asked for it, as the app names them (their name, else their e-mail address). */
    requestedBy: z.string().max(MAIL_NAME_MAX),
    /** "SMTP" or "the development outbox". */
    transport: z.string().max(100),
  }),
  render: ({ requestedBy, transport }, { appUrl }) => ({
    subject: `Test e-mail from ${PRODUCT_NAME}`,
    preheader: "If you can read this, e-mail works.",
    heading: "E-mail works",
    blocks: [
      {
        type: "paragraph",
        text: [
          "This test message was sent by ",
          { strong: requestedBy },
          ` from the ${PRODUCT_NAME} admin panel.`,
        ],
      },
      { type: "facts", rows: [["Sent through", transport]] },
      { type: "button", label: "Open the admin panel", href: `${appUrl}/admin/settings` },
      {
        type: "note",
        text: "Nothing else needs doing: this message exists only to prove that delivery works.",
      },
    ],
  }),
});
