// The numbering extra of invoices, quotes, receipts and credit notes (the invoice type's prepare
// and afterWrite, server/doc-types/invoice/index.ts; here because it writes the invoicing area's
// tables): a document created final takes the next number of its profile's sequence (./sequences.ts)
// in the creating transaction, a draft takes none until it is finalized (./lifecycle.ts); the
// invoice row with its items is kept in step with every version (the number stays; totals are
// recomputed in minor units from the validated input).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InvoiceType } from "../../shared/validation";
import { computeInvoiceTotals, lineCategory, type TInvoiceRequest } from "../../shared/doc-types";
import { invoiceItems, invoices, type Document, type DocumentVersion, type User } from "../../shared/schema";
import type { Tx } from "../db";
import { AppError, invalidField } from "../errors";
import { linkedClientId } from "../clients/service";
import { ownerName } from "../../shared/names";
import type { BusinessIdentity } from "../doc-types/business";
import type { BaseContext, PrepareArgs, Prepared, WriteArgs } from "../doc-types/define";
import { contextFromJson } from "../doc-types/render";
import { joinWords } from "../documents/format";
import { invoiceCurrency, type InvoiceContext, type Issuer } from "../doc-types/invoice/template";
import { sequenceIdOf, sequenceProfile, takeNumber } from "./sequences";

/** The user as issuer, for a document made without a business profile (the template prefers the profile). */
function userAsIssuer(user: User): Issuer {
  return { name: ownerName(user), email: user.email };
}

/**
 * What the issuer must have for the VAT categories used: reverse charge and intra-community
 * supplies carry both parties' VAT IDs (Art. 226(3)-(4)), so the profile needs one. A 400 naming
 * businessProfileId, before any number is drawn.
 */
export function assertIssuerParticulars(input: Pick<TInvoiceRequest, "items">, business: BusinessIdentity | undefined) {
  const needs = input.items.find((i) => i.vatCategory === "AE" || i.vatCategory === "K");
  if (needs && !business?.vatId) {
    const what = needs.vatCategory === "AE" ? "a reverse-charge invoice (VAT category AE)" : "an intra-community supply (VAT category K)";
    const message = `Your business profile's VAT ID is required for ${what}`;
    throw invalidField("businessProfileId", message);
  }
  // A GmbH's business letters, its quotes and invoices included, name its seat, its register court
  // and number and its managing directors (§ 35a GmbHG).
  if (business?.entityKind === "gmbh") {
    const missing = [
      !business.registeredOffice && "registered office",
      !business.registerCourt && "register court",
      !business.registrationNumber && "registration number",
      !business.managingDirectors && "managing directors",
    ].filter((m): m is string => !!m);
    if (missing.length) {
      const message = `Your business profile needs its ${joinWords(missing)}: a GmbH's invoices and quotes must show them (§ 35a GmbHG)`;
      throw invalidField("businessProfileId", message);
    }
  }
}

export const prepareNumbered =
  (type: InvoiceType) =>
  async ({ tx, user, now, input, business, status }: PrepareArgs<TInvoiceRequest>): Promise<Prepared<InvoiceContext>> => {
    assertIssuerParticulars(input, business);
    const issuer = userAsIssuer(user);
    // A draft is not issued: it takes its number when it is finalized.
    const number = status === "final" ? (await takeNumber(tx, { userId: user.id, profileId: business?.profileId ?? null, type })).number : undefined;
    return {
      context: { ...(number ? { number } : {}), issuer, createdAt: now, ...(type === "receipt" ? { paidAt: now } : {}) },
      metadata: { invoiceId: randomUUID() },
    };
  };

/**
 * A draft invoice, quote, receipt or credit note made final takes the next number of the sequence
 * of the business it is issued by (the user's own without one) and is issued today: its invoice
 * row takes both, and the finalizing transaction renders them as its next version. A document
 * numbered already (made before drafts went unnumbered) keeps its number.
 */
export async function numberOnFinalize(tx: Tx, { document }: { document: Document }): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.select({ id: invoices.id, number: invoices.number, type: invoices.type }).from(invoices).where(eq(invoices.documentId, document.id)).limit(1).for("update");
  if (!row || row.number) return undefined;
  const now = new Date();
  const { number, sequenceId } = await takeNumber(tx, { userId: document.userId, profileId: document.businessProfileId, type: row.type });
  await tx.update(invoices).set({ number, sequenceId, createdAt: now }).where(eq(invoices.id, row.id));
  return { number, createdAt: now };
}

/**
 * What one version said (its client, currency, total and dates), as its invoice row held them when
 * it was the current one: for a page that shows an older version (a link sent before a revision).
 */
export function versionFigures(version: DocumentVersion) {
  const input = version.input as TInvoiceRequest;
  const business = contextFromJson<BaseContext>(version.context).business;
  return {
    clientName: input.clientName,
    currency: invoiceCurrency(input, business),
    total: computeInvoiceTotals(input).total,
    dueDate: input.dueDate ?? null,
    validUntil: input.validUntil ?? null,
  };
}

/**
 * A new version of a numbered document keeps its number and the business that numbered it: a
 * version from before it was finalized (no number) is not restored, and another business profile
 * is refused (its number belongs to this one's sequence).
 */
async function assertKeepsNumber(tx: Tx, invoiceId: string, document: Document, context: InvoiceContext) {
  const [row] = await tx.select({ number: invoices.number, sequenceId: invoices.sequenceId }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!row?.number) return;
  if (context.number !== row.number) {
    throw new AppError("conflict", `This document is numbered ${row.number}: a version written before it was finalized cannot become its text.`);
  }
  const profileId = row.sequenceId ? await sequenceProfile(tx, row.sequenceId) : undefined;
  if (profileId !== undefined && profileId !== document.businessProfileId) {
    throw invalidField("businessProfileId", `${row.number} was numbered in its business profile's sequence: it stays issued by that business. Duplicate it to issue it from another.`);
  }
}

/** The invoice row and its items, written with the document and rewritten with each version. */
export async function writeInvoiceRows({ tx, user, document, input, context, created }: WriteArgs<TInvoiceRequest, InvoiceContext>) {
  const invoiceId = (document.metadata as { invoiceId: string }).invoiceId;
  const totals = computeInvoiceTotals(input);
  const type = document.type as InvoiceType;
  const row = {
    clientId: await linkedClientId(tx, user.id, input.clientId),
    clientName: input.clientName,
    clientEmail: input.clientEmail ?? null,
    clientAddress: input.clientAddress ?? null,
    subtotal: totals.subtotal,
    taxAmount: totals.taxTotal,
    discountAmount: totals.discountTotal,
    discountTotal: totals.discountTotal,
    taxableTotal: totals.taxableTotal,
    taxTotal: totals.taxTotal,
    vatBreakdown: totals.vatBreakdown.map(({ category, rate, taxableAmount, taxAmount }) => ({ category, rate, taxableAmount, taxAmount })),
    total: totals.total,
    currency: invoiceCurrency(input, context.business),
    dueDate: input.dueDate ?? null,
    validUntil: input.validUntil ?? null,
  };
  if (created) {
    const sequenceId = context.number ? await sequenceIdOf(tx, { userId: user.id, profileId: document.businessProfileId, type }) : null;
    await tx.insert(invoices).values({
      id: invoiceId,
      userId: user.id,
      documentId: document.id,
      type,
      number: context.number ?? null,
      sequenceId,
      status: type === "receipt" ? "paid" : "draft",
      billingStatus: type === "receipt" ? "paid" : "draft",
      paidAt: context.paidAt ?? null,
      createdAt: context.createdAt,
      ...row,
    });
  } else {
    await assertKeepsNumber(tx, invoiceId, document, context);
    await tx.update(invoices).set(row).where(eq(invoices.id, invoiceId));
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  }
  await tx.insert(invoiceItems).values(
    totals.items.map((item, position) => ({
      invoiceId,
      position,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit ?? "C62",
      unitPrice: item.unitPrice,
      discountPercent: item.discountPercent ?? null,
      vatRate: item.vatRate ?? null,
      vatCategory: item.vatRate !== undefined || item.vatCategory !== undefined ? lineCategory(item) : null,
      total: item.total,
      netAmount: item.netAmount,
    })),
  );
}
