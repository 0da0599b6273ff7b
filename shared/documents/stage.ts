// Where a document stands, in one word the owner and the client both read: its `stage`. A document
// has several states of its own (its status, draft or final; its signature requests; an invoice's
// or a quote's billing status, some of it read from the calendar), and each screen used to pick
// its own: the owner saw "Pending" where the client saw "Partially paid". The server derives the
// stage here, once, for every answer that carries a document (the list's rows, the document, the
// client's public pages), and every screen shows STAGE_LABELS[stage].
import type { SIGNATURE_REQUEST_STATUSES } from "../schema/signatures";
import { billingStatusOf, type BillingState } from "../invoicing/status";

export const DOCUMENT_STAGES = [
  "draft",
  "final",
  "awaiting_signature",
  "signed",
  "declined",
  "sent",
  "viewed",
  "accepted",
  "converted",
  "partially_paid",
  "paid",
  "overdue",
  "void",
  "expired",
] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/** The one wording of each stage: the viewer's header, the documents list, the dashboard and the client's pages. */
export const STAGE_LABELS: Record<DocumentStage, string> = {
  draft: "Draft",
  final: "Final",
  awaiting_signature: "Awaiting signature",
  signed: "Signed",
  declined: "Declined",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  converted: "Invoiced",
  partially_paid: "Partially paid",
  paid: "Paid",
  overdue: "Overdue",
  void: "Void",
  expired: "Expired",
};

export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export interface StageFacts {
  /** The document's own status. */
  status: string;
  /** The status of the newest signature request on the document's current version, if any. */
  signatureRequest?: SignatureRequestStatus | null | undefined;
  /** An invoice's, quote's, receipt's or credit note's billing row, if it has one. */
  billing?: BillingState | null | undefined;
}

/** A request's outcome as a stage; a voided one says nothing (the owner withdrew it: the document is as before). */
const SIGNATURE_STAGES: Record<SignatureRequestStatus, DocumentStage | undefined> = {
  sent: "awaiting_signature",
  completed: "signed",
  declined: "declined",
  expired: "expired",
  voided: undefined,
};

/** Billing statuses that say more than any signature request: money received or owed, the client's answer, a void. */
const SETTLED = new Set<DocumentStage>(["void", "paid", "converted", "accepted", "declined", "expired", "overdue", "partially_paid"]);

/**
 * The stage of a document, by precedence (the first that applies):
 * 1. `draft`: a draft, whatever else (nothing is sent or signed before it is final);
 * 2. what the billing says of money or of the client's answer, as shown today (overdue and
 *    expired read from the calendar): `void`, `paid`, `converted`, `accepted`, `declined`,
 *    `expired`, `overdue`, `partially_paid`; so a paid invoice is `paid` though it was sent, and
 *    an invoice paid in part past its due date is `overdue`;
 * 3. the newest signature request on the current version: `awaiting_signature` while it is open,
 *    `signed`, `declined` or `expired` once it ended (a voided one is skipped; an edit since makes a
 *    new version that no request froze);
 * 4. where the document is with its client: `viewed`, `sent`;
 * 5. `final`.
 */
export function stageOf({ status, signatureRequest, billing }: StageFacts, now: Date = new Date()): DocumentStage {
  if (status === "draft") return "draft";
  const billed = billing ? billingStatusOf(billing, now) : undefined;
  if (billed && SETTLED.has(billed)) return billed;
  const signed = signatureRequest ? SIGNATURE_STAGES[signatureRequest] : undefined;
  if (signed) return signed;
  if (billed === "viewed" || billed === "sent") return billed;
  return "final";
}
