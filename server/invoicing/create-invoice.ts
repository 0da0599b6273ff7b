// POST /api/invoices: an invoice, quote, receipt or credit note (its `type` says which) made in one
// transaction: the client's fields filled from clientId, the body checked, then ?status=, the one generate path
// (services/generate-document.ts, its own transaction a savepoint of this one; a credit note for one
// of the user's invoices takes no free allowance), and the invoice row
// with its items read back in the same transaction. The answer is what that transaction wrote;
// any failure on the way leaves nothing.
import { ZInvoiceRequestSchema } from "../../shared/doc-types";
import { ZGenerateQuerySchema } from "../../shared/api/documents";
import { fillClientFields } from "../clients/service";
import { and, eq } from "drizzle-orm";
import { invoices, type User } from "../../shared/schema";
import type { Db, Tx } from "../db";
import type { DocTypes } from "../doc-types/define";
import { parseOrThrow } from "../errors";
import type { RequestOrigin } from "../services/activity";
import { generateDocument } from "../services/generate-document";
import { presentCreatedInvoice } from "./billing";
import { writtenInvoice } from "./invoices";

/** Whether `number` is one of the user's issued invoices: a credit note correcting it comes from a document already counted. */
async function isOwnInvoiceNumber(tx: Tx, userId: string, number: string | undefined): Promise<boolean> {
  if (!number) return false;
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.type, "invoice"), eq(invoices.number, number)))
    .limit(1);
  return !!row;
}

export async function createInvoice({
  db,
  types,
  user,
  body,
  query,
  freeLimit,
  origin,
  base,
}: {
  db: Db;
  types: DocTypes;
  user: User;
  /** The request body as sent: clientId fills the client's fields (400 naming clientId if not the user's). */
  body: unknown;
  /** The query string: ?status=draft, checked after the body. */
  query: unknown;
  freeLimit: number;
  origin: RequestOrigin;
  base: string;
}) {
  return db.transaction(async (tx) => {
    const input = parseOrThrow(ZInvoiceRequestSchema, await fillClientFields({ db: tx, userId: user.id, body }));
    const { status } = parseOrThrow(ZGenerateQuerySchema, query);
    const derived = input.type === "credit_note" && (await isOwnInvoiceNumber(tx, user.id, input.precedingInvoice?.number));
    const { created, document } = await generateDocument({ db: tx, types, user, kind: input.type, input, status, freeLimit, origin, base, derived });
    return presentCreatedInvoice(await writtenInvoice(tx, created.document.id), document);
  });
}
