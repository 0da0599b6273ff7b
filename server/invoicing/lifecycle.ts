// What invoicing adds to a document's life (server/services/lifecycle.ts): a draft made final takes
// its number, an issued invoice or an answered quote is never revised, a sent invoice never deleted; a deletion takes the billing
// history with it; a document answer carries its billing summary; the account's export lists the
// invoices; an accepted quote's exports print its acceptance record.
import { docMetaOf } from "../../shared/doc-types/registry";
import type { LifecycleHooks } from "../services/lifecycle";
import { billingOf } from "./billing";
import { assertRevisable, exportAppendixOf } from "./documents";
import { deleteBillingTrails } from "./history";
import { exportInvoices } from "./invoices";
import { numberOnFinalize } from "./numbering";
import { assertDeletable } from "./payments";

export const invoicingLifecycle: LifecycleHooks = {
  beforeRevise: assertRevisable,
  beforeDelete: assertDeletable,
  finalize: numberOnFinalize,
  onDelete: deleteBillingTrails,
  present: async (db, { document }) => (await billingOf(db, [document.id])).get(document.id) ?? {},
  exportAccount: async ({ db, userId }) => ({ invoices: await exportInvoices(db, userId) }),
  // A type the client answers (a quote) prints its acceptance record once answered.
  exportAppendix: async (db, document) =>
    docMetaOf(document.type)?.capabilities.sentToClient === "answer" ? exportAppendixOf(db, document.id) : undefined,
};
