// The client-facing e-mails of a quote, invoice or receipt: the document sent to the
// client (a link to its public page, its PDF attached), and the owner's notice of the client's
// answer to a quote. Listed in server/mail/kinds.
import { z } from "zod";
import { MAIL_NAME_MAX } from "../../shared/mail";
import { defineMailKind } from "../mail/define";
import { recordBillingDeliveryFailure } from "./history";

/** What the outbox attaches these messages to (mail.deliveriesFor). */
export const BILLING_MAIL_ENTITY = "billing_document";

const name = z.string().max(MAIL_NAME_MAX);
const short = z.string().max(100);
const url = z.string().max(2_000);

const NOUNS = { quote: "quote", invoice: "invoice", receipt: "receipt" } as const;

export const billingDocumentMail = defineMailKind({
  kind: "invoicing.document",
  data: z.object({
    type: z.enum(["quote", "invoice", "receipt"]),
    from: name,
    clientName: name,
    number: short,
    /** Amounts and days formatted as the document prints them, in its issuer's locale (versionFormats). */
    total: short,
    /** invoice: the balance due; quote: none; receipt: the amount paid is the total. */
    balanceDue: short.optional(),
    dueDate: short.optional(),
    validUntil: short.optional(),
    link: url,
    message: z.string().max(2_000).optional(),
  }),
  render: ({ type, from, clientName, number, total, balanceDue, dueDate, validUntil, link, message }) => {
    const noun = NOUNS[type];
    const rows: [string, string][] = [
      [type === "quote" ? "Quote" : type === "receipt" ? "Receipt" : "Invoice", number],
      [type === "receipt" ? "Amount paid" : "Total", total],
      ...(balanceDue !== undefined ? ([["Balance due", balanceDue]] as [string, string][]) : []),
      ...(dueDate ? ([["Due date", dueDate]] as [string, string][]) : []),
      ...(validUntil ? ([["Valid until", validUntil]] as [string, string][]) : []),
    ];
    return {
      subject: `${from} sent you ${type === "invoice" ? "an" : "a"} ${noun}: ${number}`,
      preheader:
        type === "quote"
          ? `Review quote ${number} and accept or decline it online.`
          : type === "receipt"
            ? `Your receipt ${number} is attached.`
            : `Invoice ${number} for ${total} is attached.`,
      heading: type === "quote" ? "You have a new quote" : type === "receipt" ? "Your receipt" : "You have a new invoice",
      blocks: [
        { type: "paragraph", text: [`Hello ${clientName},`] },
        {
          type: "paragraph",
          text: [{ strong: from }, ` has sent you ${noun} `, { strong: number }, ". The PDF is attached to this e-mail."],
        },
        ...(message ? [{ type: "quote" as const, text: message, cite: from }] : []),
        { type: "facts", rows },
        { type: "button", label: type === "quote" ? "Review and answer the quote" : `View the ${noun}`, href: link },
        { type: "note", text: "This link is meant for you: do not forward it. If you did not expect this e-mail, you can ignore it." },
      ],
    };
  },
  // A failure shows in the document's history: "Couldn't deliver to ana@… — check the address".
  onDelivery: (event) => recordBillingDeliveryFailure(event, "document"),
});

export const quoteAnsweredMail = defineMailKind({
  kind: "invoicing.quote-answered",
  data: z.object({
    outcome: z.enum(["accepted", "declined"]),
    number: short,
    clientName: name,
    /** The name the client typed to accept. */
    acceptedBy: name.optional(),
    at: short,
    ip: short.optional(),
    reason: z.string().max(1_000).optional(),
    /** In the quote's issuer's locale (versionFormats). */
    total: short,
    link: url.optional(),
  }),
  render: ({ outcome, number, clientName, acceptedBy, at, ip, reason, total, link }) => ({
    subject: outcome === "accepted" ? `Accepted: quote ${number}` : `Declined: quote ${number}`,
    preheader:
      outcome === "accepted" ? `${acceptedBy ?? clientName} accepted quote ${number} (${total}).` : `${clientName} declined quote ${number}.`,
    heading: outcome === "accepted" ? "Your quote was accepted" : "Your quote was declined",
    blocks: [
      outcome === "accepted"
        ? { type: "paragraph", text: [{ strong: acceptedBy ?? clientName }, " accepted quote ", { strong: number }, ` (${total}) for ${clientName}.`] }
        : { type: "paragraph", text: [{ strong: clientName }, " declined quote ", { strong: number }, ` (${total}).`] },
      ...(reason ? [{ type: "quote" as const, text: reason, cite: clientName }] : []),
      {
        type: "facts",
        rows: [
          ...(acceptedBy ? ([["Accepted by", acceptedBy]] as [string, string][]) : []),
          [outcome === "accepted" ? "Accepted on" : "Declined on", at],
          ...(ip ? ([["From IP address", ip]] as [string, string][]) : []),
        ],
      },
      ...(link ? [{ type: "button" as const, label: "Open the quote", href: link }] : []),
      {
        type: "note",
        text: outcome === "accepted" ? "You can convert the quote to an invoice from the document's page." : "You can revise the quote and send it again.",
      },
    ],
  }),
});
