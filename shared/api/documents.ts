// The documents API's requests and answers (docs/API.md), declared once for the server that
// checks and sends them and the client that makes and reads them.
import { z } from "zod";
import { ZBillingListFilter } from "../invoicing/payments";
import type { TBillingSummary } from "../invoicing/payments";
import type { DocAnswerFields } from "../doc-types/registry";
import type { DocumentStage } from "../documents/stage";

export type DocumentStatus = "draft" | "final";

/**
 * GET /api/documents: one row of the list. Invoices, quotes, receipts and credit notes
 * add where they stand with the client: `billingStatus` (overdue and expired read from the
 * calendar), their number, total and currency, and for an invoice `amountPaid` and `balanceDue`.
 */
export interface TDocumentListItem extends Partial<TBillingSummary> {
  id: string;
  type: string;
  title: string;
  status: string;
  /** Where it stands, the one word every screen shows (shared/documents/stage.ts: stageOf, STAGE_LABELS). */
  stage: DocumentStage;
  createdAt: string;
  updatedAt: string;
}

export interface TShareLink {
  url: string;
  createdAt: string;
}

/** A document as the generators, GET /api/documents/:id and the edit routes answer it. */
export interface TDocument extends TDocumentListItem, DocAnswerFields {
  /** The body of the version shown, as HTML; every user string is escaped, so it is safe to insert. */
  content: string;
  /** The version shown (the current one unless another was asked for), and its HTML's SHA-256. */
  version: number;
  sha256: string;
  /** The validated input of that version (what the tool's form is filled with to edit it). */
  metadata: { input: unknown; invoiceId?: string };
  share: TShareLink | null;
  /** Present once it was sent for signature: "awaiting_signature" while a request is open, "signed" once one completed. */
  signature?: "awaiting_signature" | "signed";
  /** The template version that wrote the version shown, and the newest one of its type. */
  template: { version: number; latest: number };
}

/** POST /api/documents/:id/share */
export interface TShareAnswer extends TShareLink {
  token: string;
}

/** GET /api/documents/:id/versions: one row, newest first. */
export interface TVersionSummary {
  version: number;
  createdAt: string;
  sha256: string;
  templateVersion: number;
}

/** GET /api/documents/:id/versions/:n */
export interface TVersion extends TVersionSummary {
  title: string;
  /** The version's body as HTML (escaped, safe to insert). */
  content: string;
}

/** A readable difference between two texts, as runs of words kept, added or removed. */
export interface TTextDiff {
  added: number;
  removed: number;
  changes: { value: string; change: "same" | "added" | "removed" }[];
}

/** GET /api/documents/:id/diff?from=a&to=b */
export interface TVersionDiff extends TTextDiff {
  from: number;
  to: number;
}

/** GET /api/documents/:id/template-update: what the newer template would change. */
export interface TTemplateUpdate extends TTextDiff {
  templateVersion: number;
  latestTemplateVersion: number;
}

/** PATCH /api/documents/:id: a new title, or "final". */
export const ZDocumentChangesSchema = z
  .strictObject(
    {
      title: z
        .string({ error: "Title must be text" })
        .max(1_000, { error: "Title must be at most 200 characters", abort: true })
        .trim()
        .min(1, "Title is required")
        .max(200, "Title must be at most 200 characters")
        .optional(),
      status: z.literal("final", { error: 'Status can only become "final": a final document never goes back to draft' }).optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "Only title and status can be changed" : "Expected an object") },
  )
  .refine((c) => c.title !== undefined || c.status !== undefined, "Send a title or a status");

/** ?status=draft on a create route: a Lifetime user saves a draft (the body stays the spec's). */
export const ZGenerateQuerySchema = z.object({
  status: z.enum(["draft", "final"], { error: "status must be draft or final" }).optional(),
});

/** GET /api/documents: at most this many rows a page. */
export const DOCUMENT_LIST_LIMIT = 100;

const versionNumber = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(1_000_000, `${name} is too large`);

/** GET /api/documents?q=&type=&status=&billingStatus=&clientId=&limit=&offset= */
export const ZDocumentListQuerySchema = ZBillingListFilter.extend({
  q: z.string({ error: "q must be text" }).max(200, "q must be at most 200 characters").trim().optional(),
  type: z.string({ error: "type must be text" }).max(50, "Unknown document type").optional(),
  status: z.enum(["draft", "final"], { error: "status must be draft or final" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(DOCUMENT_LIST_LIMIT, `limit must be at most ${DOCUMENT_LIST_LIMIT}`)
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset is too large")
    .optional(),
});

/** GET /api/documents/:id/export/:format?paper=a4|letter&version=n (paper: the issuing business's by default). */
export const ZExportQuerySchema = z.object({
  paper: z
    .enum(["a4", "letter", "A4", "Letter"], { error: "paper must be a4 or letter" })
    .optional()
    .transform((p) => (p === undefined ? undefined : p.toLowerCase() === "letter" ? ("Letter" as const) : ("A4" as const))),
  version: versionNumber("version").optional(),
});

/** GET /api/documents/:id/versions/:n (a malformed n names no version: 404). */
export const ZVersionParamSchema = z.object({ n: versionNumber("version") });

/** GET /api/documents/:id/diff?from=a&to=b */
export const ZVersionDiffQuerySchema = z.object({ from: versionNumber("from"), to: versionNumber("to") });
