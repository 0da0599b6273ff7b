// The client's public pages (no account: the token is the key): a quote at /q/:token, an invoice or
// a receipt at /i/:token. The page shows the version the link was issued for; its first opening
// marks the document viewed (from sent only). On a quote the client accepts (name, consent; the
// time, IP and user agent recorded) or declines (a reason, optional); the owner is e-mailed. Every
// change is one transaction with the invoice row locked and its history event.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_REVISED_MESSAGE,
  type TPublicBillingDocument,
  type TQuoteAnswer,
  type ZAcceptBody,
  type ZDeclineQuoteBody,
} from "../../shared/invoicing/client";
import { isoDay } from "../../shared/invoicing/status";
import { invoices, type Invoice, type PublicLinkPurpose } from "../../shared/schema";
import type { AuditActor } from "../audit/chain";
import type { Db, Tx } from "../db";
import { AppError, notFound } from "../errors";
import { findLink, markOpened } from "../public-links/links";
import type { RequestOrigin } from "../services/activity";
import {
  clientPdf,
  documentById,
  invoiceOf,
  issuerOfVersion,
  lockInvoiceOf,
  statusOf,
  userById,
  utcStamp,
  versionFormats,
} from "./documents";
import { versionOf } from "../services/document-rows";
import { documentStage } from "../services/document-stage";
import { recordBillingEvent } from "./history";
import { versionFigures } from "./numbering";
import { BILLING_MAIL_ENTITY, quoteAnsweredMail } from "./mail";
import type { InvoicingServices } from "./deps";

export const LINK_NOT_FOUND = "This link doesn't exist. Check that you opened the whole link from the e-mail.";
export const LINK_GONE = "This link is no longer valid. Ask the sender for a new one.";

/** Which document types each kind of page shows (a receipt reuses the invoice's page). */
const TYPES_OF: Record<"quote" | "invoice", readonly string[]> = { quote: ["quote"], invoice: ["invoice", "receipt"] };

const clientActor = (invoice: Invoice, name?: string): AuditActor => ({
  type: "client",
  name: name ?? invoice.clientName,
  ...(invoice.clientEmail ? { email: invoice.clientEmail } : {}),
});

/** The link, its document and version, and the invoice row; 404 for a token of another kind. */
async function resolve(db: Db | Tx, purpose: "quote" | "invoice", token: string, now = new Date()) {
  const found = await findLink(db, purpose as PublicLinkPurpose, token, now);
  if (found.status === "not_found") throw notFound(LINK_NOT_FOUND);
  if (found.status === "gone") throw new AppError("gone", LINK_GONE);
  const { link } = found;
  const document = await documentById(db, link.documentId);
  const invoice = document ? await invoiceOf(db, document.id) : undefined;
  if (!document || !invoice || !TYPES_OF[purpose].includes(invoice.type)) throw notFound(LINK_NOT_FOUND);
  return { link, document, invoice };
}

/** Where the quote stands, as the page and an answer show it (its stage read in the caller's transaction, after its change). */
const answerOf = async (db: Db | Tx, invoice: Invoice, documentId: string, now = new Date()): Promise<TQuoteAnswer> => ({
  billingStatus: statusOf(invoice, now),
  stage: await documentStage(db, documentId, now),
  acceptance: invoice.acceptedAt && invoice.acceptedName ? { name: invoice.acceptedName, at: invoice.acceptedAt.toISOString() } : null,
  declined: invoice.declinedAt ? { at: invoice.declinedAt.toISOString(), reason: invoice.declineReason } : null,
});

/** GET /api/public/{quotes,invoices}/:token: the page's content; the first opening marks it viewed. */
export async function openPublicDocument(
  db: Db,
  { purpose, token, origin }: { purpose: "quote" | "invoice"; token: string; origin: RequestOrigin },
): Promise<TPublicBillingDocument> {
  const resolved = await resolve(db, purpose, token);
  const { link, document } = resolved;
  let { invoice } = resolved;
  if (!link.firstOpenedAt) {
    invoice = await db.transaction(async (tx) => {
      const row = await lockInvoiceOf(tx, document.id);
      const now = new Date();
      if (!(await markOpened(tx, link.id, now)) || row.viewedAt) return row;
      const [updated] = await tx
        .update(invoices)
        .set({ viewedAt: now, ...(row.billingStatus === "sent" ? { billingStatus: "viewed" as const } : {}) })
        .where(eq(invoices.id, row.id))
        .returning();
      await recordBillingEvent(tx, document.id, {
        kind: "viewed",
        actor: clientActor(row),
        data: { version: link.version },
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      });
      return updated!;
    });
  }
  const version = await versionOf(db, document.id, link.version);
  if (!version) throw notFound(LINK_NOT_FOUND);
  const owner = await userById(db, document.userId);
  const issuer = issuerOfVersion(version, owner);
  const answer = await answerOf(db, invoice, document.id);
  const type = invoice.type as TPublicBillingDocument["type"];
  // A link sent before a revision shows its own version: its figures too, not the latest's.
  const figures = version.version === document.currentVersion ? invoice : versionFigures(version);
  return {
    type,
    // Only a finalized document is sent, so a public page's has its number.
    number: invoice.number ?? "",
    title: version.title,
    version: version.version,
    html: version.html,
    issuer: { name: issuer.name, logo: issuer.logo, color: issuer.color },
    clientName: figures.clientName,
    currency: figures.currency,
    total: figures.total,
    amountPaid: invoice.amountPaid,
    // What is still owed: an invoice's balance; a quote or a receipt owes nothing (as the owner's answers say).
    balanceDue: type === "invoice" ? Math.max(0, figures.total - invoice.amountPaid) : 0,
    issueDate: isoDay(invoice.createdAt),
    dueDate: figures.dueDate,
    validUntil: figures.validUntil,
    ...answer,
    pdfUrl: `/api/public/${purpose === "quote" ? "quotes" : "invoices"}/${token}/pdf`,
  };
}

/** GET …/:token/pdf: the link's version as a PDF (with the acceptance record once accepted). */
export async function publicPdf(deps: Pick<InvoicingServices, "db" | "exporter">, { purpose, token }: { purpose: "quote" | "invoice"; token: string }) {
  const { link, document, invoice } = await resolve(deps.db, purpose, token);
  const version = await versionOf(deps.db, document.id, link.version);
  if (!version) throw notFound(LINK_NOT_FOUND);
  const owner = await userById(deps.db, document.userId);
  return clientPdf(deps.exporter, { document, version, invoice, owner });
}

const ANSWERED: Record<string, string> = {
  accepted: "This quote has already been accepted",
  declined: "This quote has already been declined",
  converted: "This quote has already been accepted and invoiced",
};

/**
 * The quote's row locked, refused when it can no longer be answered (410 expired, 409 answered),
 * or not through this link: one to a version since revised (409), whose terms are no longer the
 * quote's (the row, and an invoice converted from it, follow the latest version).
 */
async function lockAnswerable(tx: Tx, token: string, now: Date) {
  const { link, document } = await resolve(tx, "quote", token, now);
  const invoice = await lockInvoiceOf(tx, document.id);
  const status = statusOf(invoice, now);
  if (status === "expired") throw new AppError("gone", QUOTE_EXPIRED_MESSAGE);
  const answered = ANSWERED[status];
  if (answered) throw new AppError("conflict", answered);
  // Read again with the row locked: a revision writes the document, then this row.
  const current = await documentById(tx, document.id);
  if (current?.currentVersion !== link.version) throw new AppError("conflict", QUOTE_REVISED_MESSAGE);
  return { link, document, invoice };
}

type AnswerDeps = Pick<InvoicingServices, "db" | "mail">;

async function notifyOwner(
  deps: AnswerDeps,
  tx: Tx,
  {
    invoice,
    documentId,
    version: n,
    base,
    data,
  }: { invoice: Invoice; documentId: string; version: number; base: string; data: { outcome: "accepted" | "declined"; acceptedBy?: string; at: Date; ip?: string | undefined; reason?: string | undefined } },
) {
  // Without mail (production with no SMTP_URL) the answer still counts: the owner sees it in the app.
  if (!deps.mail.configured) return;
  const owner = await userById(tx, invoice.userId);
  // The total as the quote answered prints it (its issuing profile's locale). The time stays the
  // acceptance record's own stamp, in UTC (utcStamp), as the exports print it.
  const version = await versionOf(tx, documentId, n);
  const f = versionFormats(version ?? { context: {} }, invoice.currency);
  await deps.mail.enqueue(tx, {
    kind: quoteAnsweredMail,
    data: {
      outcome: data.outcome,
      number: invoice.number ?? "",
      clientName: invoice.clientName.slice(0, 200),
      ...(data.acceptedBy ? { acceptedBy: data.acceptedBy } : {}),
      at: utcStamp(data.at),
      ...(data.ip ? { ip: data.ip.slice(0, 100) } : {}),
      ...(data.reason ? { reason: data.reason } : {}),
      total: f.money(invoice.total),
      link: `${base}/documents/${documentId}`,
    },
    to: owner.email,
    userId: owner.id,
    entity: { type: BILLING_MAIL_ENTITY, id: invoice.id },
  });
}

export async function acceptQuote(
  deps: AnswerDeps,
  { token, body, base, origin }: { token: string; body: z.output<typeof ZAcceptBody>; base: string; origin: RequestOrigin },
): Promise<TQuoteAnswer> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const { link, document, invoice } = await lockAnswerable(tx, token, now);
    const ip = origin.ip?.slice(0, 64) ?? null;
    const userAgent = origin.userAgent?.slice(0, 500) ?? null;
    const [updated] = await tx
      .update(invoices)
      .set({ billingStatus: "accepted", acceptedAt: now, acceptedName: body.name, acceptedIp: ip, acceptedUserAgent: userAgent })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await recordBillingEvent(tx, document.id, {
      kind: "accepted",
      actor: clientActor(invoice, body.name),
      data: { name: body.name, consent: true, version: link.version },
      ip,
      userAgent,
      at: now,
    });
    await notifyOwner(deps, tx, { invoice, documentId: document.id, version: link.version, base, data: { outcome: "accepted", acceptedBy: body.name, at: now, ip: ip ?? undefined } });
    return answerOf(tx, updated!, document.id, now);
  });
}

export async function declineQuote(
  deps: AnswerDeps,
  { token, body, base, origin }: { token: string; body: z.output<typeof ZDeclineQuoteBody>; base: string; origin: RequestOrigin },
): Promise<TQuoteAnswer> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const { link, document, invoice } = await lockAnswerable(tx, token, now);
    const [updated] = await tx
      .update(invoices)
      .set({ billingStatus: "declined", declinedAt: now, declineReason: body.reason ?? null })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await recordBillingEvent(tx, document.id, {
      kind: "declined",
      actor: clientActor(invoice),
      data: { version: link.version, ...(body.reason ? { reason: body.reason } : {}) },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    await notifyOwner(deps, tx, { invoice, documentId: document.id, version: link.version, base, data: { outcome: "declined", at: now, reason: body.reason } });
    return answerOf(tx, updated!, document.id, now);
  });
}
