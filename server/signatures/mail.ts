// The e-mails of a signature request (one template each). The link and code messages record their
// delivery in the request's audit trail ("email.delivered" / "email.failed").
import { z } from "zod";
import { MAIL_NAME_MAX } from "../../shared/mail";
import { defineMailKind } from "../mail/define";
import { PRODUCT_NAME } from "../mail/render";
import { recordSignatureDelivery } from "./delivery";

const title = z.string().max(300);
const name = z.string().max(MAIL_NAME_MAX);
const url = z.string().max(2_000);

export const signatureRequestMail = defineMailKind({
  kind: "signature.request",
  data: z.object({
    /** The sender as the e-mail names them: "Ana Ruiz (Acme Labs)" (senderName). */
    from: name,
    signerName: name,
    documentTitle: title,
    link: url,
    expiresAt: z.string().max(40),
    message: z.string().max(2_000).optional(),
    reminder: z.boolean().optional(),
    /** An approver approves the document rather than signing it. */
    role: z.enum(["signer", "approver"]).default("signer"),
  }),
  render: ({ from, signerName, documentTitle, link, expiresAt, message, reminder, role }) => {
    const verb = role === "approver" ? "approve" : "sign";
    const noun = role === "approver" ? "approval" : "signature";
    return {
      subject: `${reminder ? "Reminder: " : ""}${from} asks you to ${verb} "${documentTitle}"`,
      preheader: `Review and ${verb} ${documentTitle} before ${expiresAt.slice(0, 10)}.`,
      heading: reminder ? `A document is still waiting for your ${noun}` : `A document is waiting for your ${noun}`,
      blocks: [
        { type: "paragraph", text: [`Hello ${signerName},`] },
        {
          type: "paragraph",
          text: [{ strong: from }, " has sent you ", { strong: documentTitle }, role === "approver" ? " to review and approve electronically." : " to review and sign electronically."],
        },
        ...(message ? [{ type: "quote" as const, text: message, cite: from }] : []),
        { type: "button", label: `Review and ${verb}`, href: link },
        { type: "facts", rows: [["Link valid until", `${expiresAt.slice(0, 16).replace("T", " ")} UTC`]] },
        { type: "note", text: "This link is personal: do not forward it. If you did not expect this e-mail, you can ignore it." },
      ],
    };
  },
  onDelivery: (event) => recordSignatureDelivery(event, "signing link"),
});

export const signatureCodeMail = defineMailKind({
  kind: "signature.code",
  data: z.object({ code: z.string().regex(/^\d{6}$/), documentTitle: title }),
  render: ({ code, documentTitle }) => ({
    subject: `Your signing code: ${code}`,
    preheader: `Use this code to sign ${documentTitle}. It is valid for 10 minutes.`,
    heading: "Your signing code",
    blocks: [
      { type: "paragraph", text: ["Enter this code to confirm your e-mail address and sign ", { strong: documentTitle }, "."] },
      { type: "code", text: code },
      { type: "note", text: "The code is valid for 10 minutes. Never share it: nobody from us will ask you for it." },
    ],
  }),
  onDelivery: (event) => recordSignatureDelivery(event, "signing code"),
});

export const signatureCompletedMail = defineMailKind({
  kind: "signature.completed",
  data: z.object({
    documentTitle: title,
    requestId: z.string().max(40),
    /** The owner's page of the request. */
    link: url.optional(),
    /** The signed PDF is attached; when it is over the attachment cap it is not, and `download` says where it is. */
    attached: z.boolean().default(true),
    /** A signer's own link to the signed PDF (GET /api/sign/:token/signed.pdf). */
    download: url.optional(),
    /** The app's /verify page. */
    verify: url.optional(),
  }),
  render: ({ documentTitle, requestId, link, attached, download, verify }) => ({
    subject: `Signed: "${documentTitle}"`,
    preheader: attached ? "Every party has signed. The sealed PDF is attached." : "Every party has signed. Download the sealed PDF.",
    heading: "Every party has signed",
    blocks: [
      {
        type: "paragraph",
        text: [
          { strong: documentTitle },
          attached
            ? " has been signed by every party. The signed PDF, with its certificate of completion, is attached to this e-mail."
            : download
              ? " has been signed by every party. The signed PDF, with its certificate of completion, is too large to attach to an e-mail: download it with the button below."
              : link
                ? " has been signed by every party. The signed PDF, with its certificate of completion, is too large to attach to an e-mail: download it from the request's page."
                : " has been signed by every party. The signed PDF, with its certificate of completion, is too large to attach to an e-mail: download it from the page of the signing link you received.",
        ],
      },
      { type: "facts", rows: [["Request", requestId]] },
      ...(download ? [{ type: "button" as const, label: "Download the signed PDF", href: download }] : []),
      ...(link ? [{ type: "button" as const, label: "Open the signed document", href: link }] : []),
      ...(verify ? [{ type: "button" as const, label: "Verify the signed PDF", href: verify }] : []),
      { type: "note", text: `The PDF is sealed by ${PRODUCT_NAME}: any change to the file breaks the seal. Keep it for your records; anyone can check it on the verification page.` },
    ],
  }),
});

export const signatureEndedMail = defineMailKind({
  kind: "signature.ended",
  data: z.object({
    documentTitle: title,
    /** declined and expired go to the owner; voided to each signer the request had reached. */
    outcome: z.enum(["declined", "expired", "voided"]),
    signerName: name.optional(),
    /** The sender who voided it (voided). */
    from: name.optional(),
    reason: z.string().max(1_000).optional(),
    link: url.optional(),
  }),
  render: ({ documentTitle, outcome, signerName, from, reason, link }) => {
    if (outcome === "voided") {
      const sender = from ?? "The sender";
      return {
        subject: `Cancelled: "${documentTitle}"`,
        preheader: `${sender} cancelled the request to sign ${documentTitle}.`,
        heading: "The signature request was cancelled",
        blocks: [
          { type: "paragraph", text: [`Hello ${signerName ?? ""},`.replace(" ,", ",")] },
          { type: "paragraph", text: [{ strong: sender }, " cancelled the request to sign ", { strong: documentTitle }, ". The signing link no longer works, and nothing more is needed from you."] },
          ...(reason ? [{ type: "quote" as const, text: reason, cite: sender }] : []),
          { type: "note", text: "If you have questions, reply to this e-mail to reach the sender." },
        ],
      };
    }
    return {
      subject: outcome === "declined" ? `Declined: "${documentTitle}"` : `Expired: "${documentTitle}"`,
      preheader: outcome === "declined" ? `${signerName ?? "A signer"} declined to sign.` : "The signature request expired before everyone signed.",
      heading: outcome === "declined" ? "A signer declined" : "The signature request expired",
      blocks: [
        outcome === "declined"
          ? { type: "paragraph", text: [{ strong: signerName ?? "A signer" }, " declined to sign ", { strong: documentTitle }, ". The request is closed."] }
          : { type: "paragraph", text: ["The signature request for ", { strong: documentTitle }, " expired before every party signed. The signing links no longer work."] },
        ...(reason ? [{ type: "quote" as const, text: reason, ...(signerName ? { cite: signerName } : {}) }] : []),
        ...(link ? [{ type: "button" as const, label: "Open the request", href: link }] : []),
        { type: "note", text: "You can send the document for signature again at any time." },
      ],
    };
  },
});
