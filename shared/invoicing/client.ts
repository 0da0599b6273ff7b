// The client's side of a quote or invoice (docs/API.md "Quotes and invoices sent to
// clients"): the owner's send and convert bodies, the client's answers on the public page, and the
// public page's answer, declared once for the server and the client.
import { z } from "zod";
import { formatCount } from "../format";
import { MAIL_RECIPIENTS_MAX } from "../mail";
import { email, requiredText } from "../validation/fields";
import type { BillingStatus } from "./status";
import type { DocumentStage } from "../documents/stage";

export const SEND_MESSAGE_MAX = 2_000;
/** Beside `to`, within the 5 recipients a message may have. */
export const SEND_CC_MAX = MAIL_RECIPIENTS_MAX - 1;
export const ACCEPT_NAME_MAX = 200;
export const DECLINE_REASON_MAX = 1_000;

/** The one text of an expired quote: the public page and the 410 say it. */
export const QUOTE_EXPIRED_MESSAGE = "This quote has expired";
// The refusals of a revision live with the statuses that decide them (./status.ts).
export { ISSUED_FROZEN_MESSAGE, QUOTE_ACCEPTED_FROZEN_MESSAGE } from "./status";
/** An answer through a link to a version the issuer has since revised (409). */
export const QUOTE_REVISED_MESSAGE = "This quote has been revised since this link was sent: open the link in the latest e-mail";
/**
 * Sending a document still a draft (its own status, docs/API.md "Drafts") (409): it is not issued
 * yet, nor counted in its client's outstanding balance, so it is not sent until it is finalized.
 */
export const DRAFT_NOT_SENDABLE_MESSAGE = "Finalize this draft before sending it to your client";
/** A payment on an invoice still a draft (409): only an issued (finalized) invoice is paid. */
export const DRAFT_NO_PAYMENTS_MESSAGE = "Finalize this draft before recording a payment on it";
/** Types that can be sent to a client (a receipt reuses the invoice's page). */
export const SENDABLE_TYPES = ["quote", "invoice", "receipt"] as const;
export type SendableType = (typeof SENDABLE_TYPES)[number];

/** POST /api/documents/:id/send */
export const ZSendBody = z.strictObject(
  {
    to: email("to must be a valid e-mail address").optional(),
    cc: z
      .array(email("Each cc must be a valid e-mail address"), { error: "cc must be a list of e-mail addresses" })
      .max(SEND_CC_MAX, `At most ${SEND_CC_MAX} cc addresses (${MAIL_RECIPIENTS_MAX} recipients with to)`)
      .optional(),
    message: z
      .string({ error: "message must be text" })
      .max(SEND_MESSAGE_MAX, `message must be at most ${formatCount(SEND_MESSAGE_MAX)} characters`)
      .optional()
      .transform((m) => m?.trim() || undefined),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only to, cc and message can be given" : "Expected an object") },
);
export type TSendBody = z.input<typeof ZSendBody>;

/** Its answer (202): the message is queued. */
export interface TSendAnswer {
  status: "queued";
  to: string;
  cc: string[];
  billingStatus: BillingStatus;
  sentAt: string;
}

/** POST /api/public/quotes/:token/accept */
export const ZAcceptBody = z.strictObject(
  {
    name: requiredText("Type your full name to accept", { label: "Name", max: ACCEPT_NAME_MAX }),
    consent: z.literal(true, { error: "Tick the box to accept the quote" }),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only name and consent can be given" : "Expected an object") },
);
export type TAcceptBody = z.input<typeof ZAcceptBody>;

/** POST /api/public/quotes/:token/decline */
export const ZDeclineQuoteBody = z.strictObject(
  {
    reason: z
      .string({ error: "reason must be text" })
      .max(DECLINE_REASON_MAX, `Reason must be at most ${formatCount(DECLINE_REASON_MAX)} characters`)
      .optional()
      .transform((r) => r?.trim() || undefined),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only reason can be given" : "Expected an object") },
);
export type TDeclineQuoteBody = z.input<typeof ZDeclineQuoteBody>;

/** POST /api/documents/:id/convert */
export const ZConvertBody = z.strictObject(
  { to: z.literal("invoice", { error: 'to must be "invoice"' }) },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only to can be given" : "Expected an object") },
);

/** GET /api/public/quotes/:token and GET /api/public/invoices/:token */
export interface TPublicBillingDocument {
  type: SendableType;
  number: string;
  title: string;
  version: number;
  /** The frozen version's HTML, escaped by the server like every document's. */
  html: string;
  issuer: { name: string; logo: string | null; color: string | null };
  clientName: string;
  currency: string;
  total: number;
  amountPaid: number;
  /** total - amountPaid, never below 0. */
  balanceDue: number;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string | null;
  validUntil: string | null;
  billingStatus: BillingStatus;
  /** Where the document stands, as its owner's list and viewer say it (shared/documents/stage.ts). */
  stage: DocumentStage;
  acceptance: { name: string; at: string } | null;
  declined: { at: string; reason: string | null } | null;
  /** Where the PDF is (same origin). */
  pdfUrl: string;
}

/** The answer to accept or decline: where the quote now stands. */
export interface TQuoteAnswer {
  billingStatus: BillingStatus;
  stage: DocumentStage;
  acceptance: { name: string; at: string } | null;
  declined: { at: string; reason: string | null } | null;
}
