// POST /api/documents/:id/convert: a quote becomes an invoice (any quote not converted yet: the
// owner decides, accepted or not). The invoice is made by the one creation path
// (services/create-document.ts, kind "invoice") from the quote's current input: the same client
// (its client book entry, and the address the quote was sent to),
// lines, rates and discounts, the next invoice number, today's date, and a due date after the
// profile's payment terms (14 days unless set). The quote and the invoice point at each other, the
// quote becomes "converted" and its history says so: all in one transaction.
import { and, eq } from "drizzle-orm";
import { isoDay } from "../../shared/invoicing/status";
import { businessProfiles, invoices, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import { contextFromJson } from "../doc-types/render";
import type { BaseContext } from "../doc-types/define";
import { AppError, parseOrThrow } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { createDocument, typeOf, type DocumentWithVersion } from "../services/create-document";
import { lockOwnDocument } from "../services/document-rows";
import { currentInput } from "../services/revise-document";
import { userActor } from "../audit/chain";
import { lockInvoiceOf } from "./documents";
import { writtenInvoice, type WrittenInvoice } from "./invoices";
import { lastSentRecipients, recordBillingEvent } from "./history";
import type { InvoicingRouteDeps } from "./deps";

export const DEFAULT_PAYMENT_TERMS_DAYS = 14;
export const ONLY_QUOTES_CONVERT = "Only a quote can be converted to an invoice";
export const ALREADY_CONVERTED = "This quote has already been converted to an invoice";
export const CANNOT_CONVERT = "This quote can't be converted to an invoice";

/** The payment terms of the profile the quote was issued by, else of the default profile. */
async function paymentTermsDays(tx: Tx, userId: string, profileId: string | undefined): Promise<number> {
  const [own] = profileId
    ? await tx
        .select({ days: businessProfiles.paymentTermsDays })
        .from(businessProfiles)
        .where(and(eq(businessProfiles.id, profileId), eq(businessProfiles.userId, userId)))
        .limit(1)
    : [];
  const [fallback] = own
    ? [own]
    : await tx
        .select({ days: businessProfiles.paymentTermsDays })
        .from(businessProfiles)
        .where(and(eq(businessProfiles.userId, userId), eq(businessProfiles.isDefault, true)))
        .limit(1);
  return fallback?.days ?? DEFAULT_PAYMENT_TERMS_DAYS;
}

export async function convertQuote(
  deps: Pick<InvoicingRouteDeps, "db" | "types" | "config">,
  { user, documentId, origin }: { user: User; documentId: string; origin: RequestOrigin },
): Promise<{ created: DocumentWithVersion; invoice: WrittenInvoice }> {
  return deps.db.transaction(async (tx) => {
    const { document, version } = await lockOwnDocument(tx, user.id, documentId);
    if (document.type !== "quote") throw new AppError("conflict", ONLY_QUOTES_CONVERT);
    const quote = await lockInvoiceOf(tx, document.id);
    if (quote.convertedToId) {
      const [existing] = await tx.select({ documentId: invoices.documentId }).from(invoices).where(eq(invoices.id, quote.convertedToId)).limit(1);
      throw new AppError("conflict", ALREADY_CONVERTED, undefined, { invoiceId: quote.convertedToId, documentId: existing?.documentId ?? null });
    }
    const input = currentInput(typeOf(deps.types, "quote"), version) as Record<string, unknown>;
    const now = new Date();
    const business = contextFromJson<BaseContext>(version.context).business;
    const days = await paymentTermsDays(tx, user.id, business?.profileId);
    const due = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)));
    const { validUntil: _validUntil, clientId: _clientId, ...rest } = input;
    // The invoice goes to whom the quote went: the address it was last sent to (a corrected one, or
    // one typed in the send dialog only), else the quote's own; and the same client book entry.
    const sentTo = (await lastSentRecipients(tx, document.id))?.to;
    const invoiceInput = {
      ...rest,
      type: "invoice",
      dueDate: due,
      ...(sentTo ? { clientEmail: sentTo } : {}),
      ...(quote.clientId ? { clientId: quote.clientId } : {}),
    };
    // The one creation path, inside this transaction (its own is a savepoint of this one).
    const created = await createDocument({
      db: tx as unknown as Db,
      types: deps.types,
      user,
      kind: "invoice",
      input: parseOrThrow(typeOf(deps.types, "invoice").definition.schema, invoiceInput),
      freeLimit: deps.config.freeDocumentLimit,
      origin,
      derived: true,
    }).catch((e: unknown) => {
      // What the invoice refuses (the issuer's profile has since lost what a GmbH must print...) is
      // no field of this request (its body is { to: "invoice" }): a 409 that says what to fix.
      if (e instanceof AppError && e.code === "invalid_input") {
        throw new AppError("conflict", `${CANNOT_CONVERT}: ${e.errors?.[0]?.message ?? e.message}`);
      }
      throw e;
    });
    const invoiceId = (created.document.metadata as { invoiceId: string }).invoiceId;
    await tx.update(invoices).set({ convertedFromId: quote.id }).where(eq(invoices.id, invoiceId));
    await tx.update(invoices).set({ convertedToId: invoiceId, billingStatus: "converted" }).where(eq(invoices.id, quote.id));
    await recordBillingEvent(tx, document.id, {
      kind: "converted",
      actor: userActor(user),
      data: { invoiceId, documentId: created.document.id, number: (created.version.context as { number?: string }).number ?? null },
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
    return { created, invoice: await writtenInvoice(tx, created.document.id) };
  });
}
