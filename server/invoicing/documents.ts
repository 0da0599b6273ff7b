// What the client-facing services share: the invoice row behind a document (locked), the issuer's
// brand as the frozen version printed it, the acceptance record printed after an accepted quote,
// and the PDF the client gets (the stored version, with that record, watermarked on the Free plan).
import { eq } from "drizzle-orm";
import { docMetaOf } from "../../shared/doc-types/registry";
import type { SendableType } from "../../shared/invoicing/client";
import { billingStatusOf, revisionRefusal, type BillingState } from "../../shared/invoicing/status";
import { documents, invoices, users, type Document, type DocumentVersion, type Invoice, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { BaseContext } from "../doc-types/define";
import type { BusinessIdentity } from "../doc-types/business";
import { invoiceFormatters } from "../doc-types/invoice/template";
import { contextFromJson } from "../doc-types/render";
import { escapeHtml } from "../documents/render-html";
import type { Brand } from "../documents/model";
import { AppError, notFound } from "../errors";
import { plainIp } from "../services/activity";
import type { Exporter } from "../services/exports";
import { ownerName } from "../../shared/names";

export const isSendable = (type: string): type is SendableType => !!docMetaOf(type)?.capabilities.sentToClient;

export const NOT_SENDABLE_MESSAGE = "Only quotes, invoices and receipts can be sent to a client";

/** The invoice row of a billing document, locked for the caller's transaction. */
export async function lockInvoiceOf(tx: Tx, documentId: string): Promise<Invoice> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.documentId, documentId)).for("update");
  if (!row) throw new AppError("conflict", NOT_SENDABLE_MESSAGE);
  return row;
}

/** The invoice row of a billing document, unlocked. */
export async function invoiceOf(db: Db | Tx, documentId: string): Promise<Invoice | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.documentId, documentId)).limit(1);
  return row;
}

/**
 * 409 when the billing document can no longer be revised (revisionRefusal: an accepted quote, an
 * issued invoice, receipt or credit note). Called by every revision, with the document row locked.
 */
export async function assertRevisable(tx: Tx, documentId: string) {
  const invoice = await invoiceOf(tx, documentId);
  const refusal = invoice && revisionRefusal(invoice);
  if (refusal) throw new AppError("conflict", refusal);
}

export async function documentById(db: Db | Tx, id: string): Promise<Document | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function userById(db: Db | Tx, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("Document not found");
  return row;
}



type InvoiceContext = BaseContext & { business?: BusinessIdentity; issuer?: { name: string; email: string } };

/** Who issued the version: the business it was issued by (its brand), else the user as issuer. */
export function issuerOfVersion(version: Pick<DocumentVersion, "context">, owner: User) {
  const context = contextFromJson<InvoiceContext>(version.context);
  const business = context.business;
  const name = business?.brand?.name || business?.tradingName || business?.legalName || context.issuer?.name || ownerName(owner);
  const logo = business?.brand?.logo && /^data:image\/(?:png|jpeg|webp|svg\+xml);base64,/.test(business.brand.logo) ? business.brand.logo : null;
  const color = business?.brand?.primaryColor && /^#[0-9a-f]{6}$/i.test(business.brand.primaryColor) ? business.brand.primaryColor : null;
  /** For the e-mail's layout: the business's brand when there is one. */
  const brand: Brand | undefined = business?.brand ? { ...business.brand, name } : undefined;
  const paper = business?.paperSize === "letter" ? ("Letter" as const) : ("A4" as const);
  return { name, logo, color, brand, paper };
}

/**
 * Money and dates as the version prints them: in the locale of the business profile it was issued
 * by (US English without one), with the invoice template's own formatters. Every e-mail about a
 * quote, invoice or receipt (sent, reminded, a quote's answer) formats its amounts and days so.
 */
export function versionFormats(version: Pick<DocumentVersion, "context">, currency: string) {
  return invoiceFormatters(contextFromJson<InvoiceContext>(version.context).business?.locale, currency);
}

/** 2026-11-28 14:05 UTC */
export const utcStamp = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The heading of the record an accepted quote prints after its text: not "Acceptance", which is
 * the quote's own section (its terms and the place to sign, INVOICE_HEADINGS.acceptance).
 */
const ACCEPTANCE_RECORD_HEADING = "Acceptance record";

/** The record an accepted quote prints after its text (never stored in the version). */
export function acceptanceAppendix(invoice: Pick<Invoice, "type" | "acceptedAt" | "acceptedName" | "acceptedIp">) {
  if (invoice.type !== "quote" || !invoice.acceptedAt || !invoice.acceptedName) return undefined;
  // An address recorded before origins were made plain prints as plain IPv4 too.
  const ip = plainIp(invoice.acceptedIp);
  const line = `Accepted by ${invoice.acceptedName} on ${utcStamp(invoice.acceptedAt)}${ip ? ` (${ip})` : ""}`;
  return {
    html:
      `<section class="doc-acceptance" style="margin-top:2em;padding:1em 1.25em;border:1px solid #86efac;border-radius:8px;background:#f0fdf4">` +
      `<h2 style="margin:0 0 .4em;font-size:1.05em">${ACCEPTANCE_RECORD_HEADING}</h2><p style="margin:0">${escapeHtml(line)}</p></section>`,
    markdown: `\n\n## ${ACCEPTANCE_RECORD_HEADING}\n\n${line.replace(/([\\`*_[\]<>#|])/g, "\\$1")}\n`,
  };
}

/** The acceptance record of a document, if it is an accepted quote (for the document exports). */
export async function exportAppendixOf(db: Db, documentId: string) {
  const invoice = await invoiceOf(db, documentId);
  return invoice ? acceptanceAppendix(invoice) : undefined;
}

/** The PDF the client gets (attached, and on their page): the version as stored, the acceptance record of an accepted quote; no watermark. */
export async function clientPdf(
  exporter: Exporter,
  { document, version, invoice, owner }: { document: Document; version: DocumentVersion; invoice: Invoice; owner: User },
) {
  const out = await exporter.render({
    document,
    version,
    format: "pdf",
    paper: issuerOfVersion(version, owner).paper,
    watermark: owner.subscription !== "pro",
    counterparty: true,
    appendix: acceptanceAppendix(invoice),
  });
  return out;
}

/** The status shown (overdue and expired read from the calendar). */
export const statusOf = (invoice: Invoice, now: Date = new Date()) =>
  billingStatusOf({ ...invoice, type: invoice.type as BillingState["type"] }, now);
