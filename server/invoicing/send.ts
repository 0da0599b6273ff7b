// POST /api/documents/:id/send: a quote, invoice or receipt e-mailed to its client with a link to
// its public page (/q/:token for a quote, /i/:token for an invoice or a receipt) and the frozen
// current version's PDF attached. One transaction: the link, the message and its job, the billing
// status (draft -> sent, and declined -> sent for a quote revised since; sent_at every time) and
// the history event. Sent to other recipients than last time, the earlier links end.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { DRAFT_NOT_SENDABLE_MESSAGE, type TSendAnswer, type ZSendBody } from "../../shared/invoicing/client";
import { invoices, type User } from "../../shared/schema";
import { AppError, invalidField } from "../errors";
import { issueLink, publicLinkPath, revokeLinks } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import { getOwnDocument, lockOwnDocument } from "../services/document-rows";
import {
  clientPdf,
  invoiceOf,
  isSendable,
  issuerOfVersion,
  lockInvoiceOf,
  NOT_SENDABLE_MESSAGE,
  statusOf,
  userById,
  versionFormats,
} from "./documents";
import { userActor } from "../audit/chain";
import { lastSentRecipients, recordBillingEvent } from "./history";
import { BILLING_MAIL_ENTITY, billingDocumentMail } from "./mail";
import type { InvoicingServices } from "./deps";

type SendBody = z.output<typeof ZSendBody>;

export const NO_RECIPIENT_MESSAGE = "Give the client's e-mail address: this document has none";
/** A void invoice, or a receipt voided with its deleted payment. */
export const voidNotSendable = (type: string) => `A void ${type === "receipt" ? "receipt" : "invoice"} can't be sent`;
export const EXPIRED_NOT_SENDABLE = "This quote has expired: give it a new validity date (Edit) before sending it";

export async function sendBillingDocument(
  deps: Pick<InvoicingServices, "db" | "mail" | "exporter">,
  { user, documentId, body, base, origin }: { user: User; documentId: string; body: SendBody; base: string; origin: RequestOrigin },
): Promise<TSendAnswer> {
  // Checked and printed before the transaction: the PDF takes a while, and nothing is locked then.
  const found = await getOwnDocument({ db: deps.db, userId: user.id, id: documentId });
  if (!found) throw new AppError("not_found", "Document not found");
  if (!isSendable(found.document.type)) throw new AppError("conflict", NOT_SENDABLE_MESSAGE);
  // A draft is not issued yet (and counts in no outstanding balance): finalized first, then sent.
  // Finalizing never goes back, so this holds in the transaction below too.
  if (found.document.status === "draft") throw new AppError("conflict", DRAFT_NOT_SENDABLE_MESSAGE);
  const before = await invoiceOf(deps.db, found.document.id);
  if (!before) throw new AppError("conflict", NOT_SENDABLE_MESSAGE);
  const to = body.to ?? before.clientEmail ?? undefined;
  if (!to) throw invalidField("to", NO_RECIPIENT_MESSAGE);
  if (before.billingStatus === "void") throw new AppError("conflict", voidNotSendable(before.type));
  // A quote past its validity date could be opened but never accepted (410): a new date first.
  if (statusOf(before, new Date()) === "expired") throw new AppError("conflict", EXPIRED_NOT_SENDABLE);
  const owner = await userById(deps.db, user.id);
  const pdf = await clientPdf(deps.exporter, { ...found, invoice: before, owner });

  return deps.db.transaction(async (tx) => {
    const { document, version } = await lockOwnDocument(tx, user.id, documentId);
    if (version.version !== found.version.version) throw new AppError("conflict", "The document changed while it was being sent: send it again.");
    const invoice = await lockInvoiceOf(tx, document.id);
    if (invoice.billingStatus === "void") throw new AppError("conflict", voidNotSendable(invoice.type));
    const type = invoice.type as "quote" | "invoice" | "receipt";
    const purpose = type === "quote" ? "quote" : "invoice";
    const cc = body.cc ?? [];
    const now = new Date();
    // Sent to someone else than last time (a corrected address), the links mailed before end: the
    // wrong recipient can no longer view, accept or decline it. The same people again keep theirs.
    const previous = await lastSentRecipients(tx, document.id);
    const recipients = new Set([to, ...cc].map((a) => a.toLowerCase()));
    const dropped = previous !== undefined && [previous.to, ...previous.cc].some((a) => !recipients.has(a.toLowerCase()));
    const linksEnded = dropped ? await revokeLinks(tx, { documentId: document.id, purpose }, now) : 0;
    const { token } = await issueLink(tx, { purpose, documentId: document.id, version: version.version, subjectId: invoice.id });
    const issuer = issuerOfVersion(version, owner);
    // Amounts and dates as the PDF attached prints them (the issuing profile's locale).
    const f = versionFormats(version, invoice.currency);
    await deps.mail.enqueue(tx, {
      kind: billingDocumentMail,
      data: {
        type,
        from: issuer.name.slice(0, 200),
        clientName: invoice.clientName.slice(0, 200),
        number: invoice.number,
        total: f.money(invoice.total),
        ...(type === "invoice" ? { balanceDue: f.money(Math.max(0, invoice.total - invoice.amountPaid)) } : {}),
        ...(type === "invoice" && invoice.dueDate ? { dueDate: f.date(invoice.dueDate) } : {}),
        ...(type === "quote" && invoice.validUntil ? { validUntil: f.date(invoice.validUntil) } : {}),
        link: `${base}${publicLinkPath(purpose, token)}`,
        ...(body.message ? { message: body.message } : {}),
      },
      to: { name: invoice.clientName, address: to },
      ...(cc.length ? { cc } : {}),
      replyTo: { name: issuer.name, address: owner.email },
      userId: owner.id,
      ...(issuer.brand ? { brand: issuer.brand } : {}),
      entity: { type: BILLING_MAIL_ENTITY, id: invoice.id },
      attachments: [{ filename: pdf.filename, contentType: "application/pdf", content: pdf.body }],
    });
    // A declined quote revised since is a new offer: sent again, it can be answered again (the
    // decline stays in its history). Sent again unrevised, it stays declined.
    const reopened = invoice.type === "quote" && invoice.billingStatus === "declined" && !!invoice.declinedAt && version.createdAt > invoice.declinedAt;
    const billingStatus = invoice.billingStatus === "draft" || reopened ? "sent" : invoice.billingStatus;
    const [updated] = await tx
      .update(invoices)
      .set({ billingStatus, sentAt: now, ...(reopened ? { declinedAt: null, declineReason: null, viewedAt: null } : {}) })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await recordBillingEvent(tx, document.id, {
      kind: "sent",
      actor: userActor(owner),
      data: { to, cc, version: version.version, ...(body.message ? { message: body.message } : {}), ...(linksEnded ? { linksEnded } : {}) },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return { status: "queued", to, cc, billingStatus: statusOf(updated!, now), sentAt: now.toISOString() };
  });
}
