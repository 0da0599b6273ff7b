// The numbering extra of invoices, quotes and receipts (the invoice type's prepare and afterWrite,
// server/doc-types/invoice/index.ts; here because it writes the invoicing area's tables): a number per user and type drawn in the
// creating transaction, and the invoice row with its items kept in step with every version
// (the number stays; totals are recomputed in minor units from the validated input).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { InvoiceType } from "../../shared/validation";
import { computeInvoiceTotals, lineCategory, type TInvoiceRequest } from "../../shared/doc-types";
import { invoiceCounters, invoiceItems, invoices, type DocumentVersion, type User } from "../../shared/schema";
import type { Tx } from "../db";
import { invalidField } from "../errors";
import { linkedClientId } from "../clients/service";
import { ownerName } from "../services/users";
import type { BusinessIdentity } from "../doc-types/business";
import type { BaseContext, Prepared, WriteArgs } from "../doc-types/define";
import { contextFromJson } from "../doc-types/render";
import { joinWords } from "../documents/format";
import { invoiceCurrency, type InvoiceContext, type Issuer } from "../doc-types/invoice/template";

export const NUMBER_PREFIX: Record<InvoiceType, string> = { invoice: "INV", quote: "QUO", receipt: "RCT", credit_note: "CN" };

export const formatInvoiceNumber = (type: InvoiceType, n: number) => `${NUMBER_PREFIX[type]}-${String(n).padStart(4, "0")}`;

/**
 * The next number for a user and type. The counter's upsert takes a row lock, so concurrent
 * requests get consecutive numbers; it rolls back with its transaction, so there are no holes.
 */
async function nextNumber(tx: Tx, userId: string, type: InvoiceType): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ userId, type, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.userId, invoiceCounters.type],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  return row!.n;
}

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
  async ({ tx, user, now, input, business }: { tx: Tx; user: User; now: Date; input: TInvoiceRequest; business: BusinessIdentity | undefined }): Promise<Prepared<InvoiceContext>> => {
    assertIssuerParticulars(input, business);
    const issuer = userAsIssuer(user);
    const number = formatInvoiceNumber(type, await nextNumber(tx, user.id, type));
    return {
      context: { number, issuer, createdAt: now, ...(type === "receipt" ? { paidAt: now } : {}) },
      metadata: { invoiceId: randomUUID() },
    };
  };

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
    await tx.insert(invoices).values({
      id: invoiceId,
      userId: user.id,
      documentId: document.id,
      type,
      number: context.number,
      status: type === "receipt" ? "paid" : "draft",
      billingStatus: type === "receipt" ? "paid" : "draft",
      paidAt: context.paidAt ?? null,
      createdAt: context.createdAt,
      ...row,
    });
  } else {
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
