// The one creation path of every document type: the route validated the input with the type's
// schema; then one transaction takes one unit of the plan's allowance, draws what the type needs
// (an invoice's number), builds and renders the document, and writes the document row, its
// version 1, the type's own rows and the activity entry. Nothing is stored when any step fails.
import { documents, documentVersions, type Document, type DocumentVersion, type User } from "../../shared/schema";
import { columnsExcept, type Db, type Tx } from "../db";
import type { BaseContext, ServerDocType } from "../doc-types/define";
import { contextToJson, renderVersion, type RenderedVersion } from "../doc-types/render";
import { UPLOADED_PDF_NO_FORM_MESSAGE } from "../../shared/api/uploaded-pdf";
import { docMetaOf } from "../../shared/doc-types/registry";
import { AppError, notFound } from "../errors";
import { recordActivity, type RequestOrigin } from "./activity";
import type { DocumentWithVersion } from "./document-rows";
import { lifecycle } from "./lifecycle";
import { planLimitMessage, takeAllowance } from "./quota";

export type { DocumentWithVersion };

export type DocStatus = "draft" | "final";


/** The type of a kind the app serves (a kind it doesn't know is a client error). */
export function typeOf(types: ReadonlyMap<string, ServerDocType>, kind: string): ServerDocType {
  if (docMetaOf(kind)?.capabilities.uploaded) throw new AppError("conflict", UPLOADED_PDF_NO_FORM_MESSAGE);
  const type = types.get(kind);
  if (!type) throw notFound(`Unknown document type: ${kind}`);
  return type;
}

/**
 * Stores version `number` of a document (rendered by the caller, whose row the caller writes) and
 * keeps the type's own rows in step. Runs inside the caller's transaction.
 */
export async function writeVersion<I, C extends BaseContext>({
  tx,
  type,
  user,
  document,
  number,
  input,
  context,
  rendered,
  templateVersion = type.templateVersion,
  writtenAt,
  created,
}: {
  tx: Tx;
  type: ServerDocType<I, C>;
  user: User;
  document: Document;
  number: number;
  input: I;
  context: C;
  rendered: RenderedVersion;
  /** The template version that wrote the text (a restored text keeps its own). */
  templateVersion?: number;
  writtenAt: Date;
  created: boolean;
}): Promise<DocumentVersion> {
  const [row] = await tx
    .insert(documentVersions)
    .values({
      documentId: document.id,
      version: number,
      templateId: type.definition.kind,
      templateVersion,
      input: input as object,
      context: contextToJson(context),
      title: rendered.title,
      html: rendered.html,
      markdown: rendered.markdown,
      sha256: rendered.sha256,
      extras: rendered.extras,
      createdBy: user.id,
      createdAt: writtenAt,
    })
    .returning(columnsExcept(documentVersions, "html", "markdown"));
  const version: DocumentVersion = { ...row!, html: rendered.html, markdown: rendered.markdown };
  await type.afterWrite?.({ tx, user, document, version, input, context, created });
  return version;
}

export async function createDocument({
  db,
  types,
  user,
  kind,
  input,
  status = "final",
  title,
  freeLimit,
  origin,
  profileStrict = true,
  derived = false,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  user: User;
  kind: string;
  input: unknown;
  status?: DocStatus;
  /** A title of the user's instead of the template's (a duplicate's). */
  title?: string;
  /** False: a profile that is gone falls back to the default (a duplicate of an old document). */
  profileStrict?: boolean;
  freeLimit: number;
  origin: RequestOrigin;
  /**
   * Made from a document already counted (a quote's invoice, a payment's receipt, an invoice's
   * credit note): it takes none of the free plan's allowance, so a deal is never blocked halfway.
   */
  derived?: boolean;
}): Promise<DocumentWithVersion> {
  const type = typeOf(types, kind);
  return db.transaction(async (tx) => {
    if (!derived && !(await takeAllowance(tx, user.id, freeLimit))) throw new AppError("plan_limit", planLimitMessage(freeLimit));
    const now = new Date();
    const business = await lifecycle.issuer(tx, user, input, { strict: profileStrict });
    const prepared = await type.prepare?.({ tx, user, input, now, business, status });
    const context: BaseContext = { ...prepared?.context, ...(business ? { business } : {}), generatedAt: now };
    const rendered = renderVersion(type, input, context);
    const [row] = await tx
      .insert(documents)
      .values({
        userId: user.id,
        type: kind,
        title: title ?? rendered.title,
        content: rendered.html,
        metadata: prepared?.metadata ?? null,
        businessProfileId: business?.profileId ?? null,
        status,
        currentVersion: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning(columnsExcept(documents, "content"));
    const document: Document = { ...row!, content: rendered.html };
    const version = await writeVersion({ tx, type, user, document, number: 1, input, context, rendered, writtenAt: now, created: true });
    await recordActivity({
      db: tx,
      entry: type.createdActivity?.({ document, input, context }) ?? {
        userId: user.id,
        action: "document.generated",
        entityType: "document",
        entityId: document.id,
        metadata: { type: kind, title: rendered.title },
      },
      origin,
    });
    return { document, version };
  });
}
