// A new version of a document, written in one transaction with the document row locked (so two
// edits at once get consecutive numbers). Three ways to make one:
//   input     the tool's form sent again (an edit): rendered by the type's current template;
//   restore   an older version's text, as it was: it becomes the newest version;
//   template  the current input rendered by a newer template (a legal update the user accepted);
//   finalize  a draft made final, its context completed by the areas (an invoice's number).
// An invoice keeps its number: the new version is rendered with the stored context (number,
// issuer, issue date), only its date is new. None of this counts against the Free plan.
import { eq } from "drizzle-orm";
import { documents, type Document, type DocumentVersion, type User } from "../../shared/schema";
import { columnsExcept, type Db } from "../db";
import type { BaseContext, ServerDocType } from "../doc-types/define";
import { contextFromJson, renderVersion, type RenderedVersion } from "../doc-types/render";
import type { TTemplateUpdate } from "../../shared/api/documents";
import { AppError, invalidField, notFound, parseOrThrow } from "../errors";
import type { BusinessIdentity } from "../doc-types/business";
import { recordActivity, type RequestOrigin } from "./activity";
import { typeOf, writeVersion, type DocumentWithVersion } from "./create-document";
import { diffText } from "./diff-text";
import { lifecycle } from "./lifecycle";
import { lockOwnDocument, requireOwnDocument, versionOf } from "./document-rows";

export type Revision =
  | { kind: "input"; input: unknown }
  | { kind: "restore"; version: number }
  | { kind: "template" }
  /** A draft made final: what the areas add to its context (an invoice's number), rendered by the current template. */
  | { kind: "finalize"; context: Record<string, unknown> };

/** The stored input, validated again by today's schema (a newer template may need new defaults). */
export function currentInput(type: ServerDocType, version: DocumentVersion): unknown {
  const parsed = type.definition.schema.safeParse(version.input);
  if (!parsed.success) {
    throw new AppError("conflict", "This document's details no longer pass the form's checks: edit it to update it.");
  }
  return parsed.data;
}

/**
 * What a newer template of the document's type would change: the version's input and date
 * rendered by it, compared with the version's text. 404 when the version already uses it.
 */
export async function previewTemplateUpdate({
  db,
  types,
  userId,
  id,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  userId: string;
  id: string;
}): Promise<TTemplateUpdate> {
  const { document, version } = await requireOwnDocument({ db, userId, id });
  const type = typeOf(types, document.type);
  if (version.templateVersion >= type.templateVersion) throw notFound("This document already uses the latest template");
  const preview = renderVersion(type, currentInput(type, version), contextFromJson(version.context));
  return {
    templateVersion: version.templateVersion,
    latestTemplateVersion: type.templateVersion,
    ...diffText(version.markdown ?? "", preview.markdown),
  };
}

interface NewText {
  input: unknown;
  context: BaseContext;
  rendered: RenderedVersion;
  templateVersion: number;
}

function newText(
  type: ServerDocType,
  current: DocumentVersion,
  revision: Revision,
  older: DocumentVersion | undefined,
  now: Date,
  business: BusinessIdentity | undefined,
): NewText {
  const stored = contextFromJson<BaseContext>(current.context);
  if (revision.kind === "restore") {
    const v = older!;
    return {
      input: v.input,
      context: contextFromJson<BaseContext>(v.context),
      rendered: { title: v.title, html: v.html, markdown: v.markdown ?? "", sha256: v.sha256, extras: v.extras as Record<string, unknown> | null },
      templateVersion: v.templateVersion,
    };
  }
  const input = revision.kind === "input" ? revision.input : currentInput(type, current);
  // An edit is issued by the profile as it is now; a template update keeps the one it had.
  const { business: before, ...kept } = stored;
  const issuer = revision.kind === "input" ? business : before;
  const added = revision.kind === "finalize" ? revision.context : {};
  const context: BaseContext = { ...kept, ...added, ...(issuer ? { business: issuer } : {}), generatedAt: now };
  return { input, context, rendered: renderVersion(type, input, context), templateVersion: type.templateVersion };
}

export async function reviseDocument({
  db,
  types,
  user,
  id,
  revision,
  origin,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  user: User;
  id: string;
  revision: Revision;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  return db.transaction(async (tx) => {
    const { document, version: current } = await lockOwnDocument(tx, user.id, id);
    // What is out for signature stays as it was sent (the request froze this version), what a
    // client accepted stays as accepted, and an issued invoice is never altered.
    await lifecycle.beforeRevise(tx, document.id);
    const type = typeOf(types, document.type);
    const older = revision.kind === "restore" ? await versionOf(tx, document.id, revision.version) : undefined;
    if (revision.kind === "restore" && !older) throw notFound("Version not found");
    if (revision.kind === "template" && current.templateVersion >= type.templateVersion) {
      throw new AppError("conflict", "This document already uses the latest template.");
    }
    const now = new Date();
    const business = revision.kind === "input" ? await lifecycle.issuer(tx, user, revision.input, { strict: true }) : undefined;
    const text = newText(type, current, revision, older, now, business);
    const number = document.currentVersion + 1;
    // A restored or re-templated version names the profile that issued it then; the document
    // links it only while it still exists and is the user's (its text keeps the issuer either way).
    const profileId = text.context.business?.profileId;
    const linked = profileId && (await lifecycle.ownsProfile(tx, user.id, profileId)) ? profileId : null;
    // A title the user chose is kept; one the template gave follows the new text.
    const title = document.title === current.title ? text.rendered.title : document.title;
    const [row] = await tx
      .update(documents)
      .set({
        currentVersion: number,
        title,
        content: text.rendered.html,
        businessProfileId: linked,
        updatedAt: now,
      })
      .where(eq(documents.id, document.id))
      .returning(columnsExcept(documents, "content"));
    const updated: Document = { ...row!, content: text.rendered.html };
    const version = await writeVersion({
      tx,
      type,
      user,
      document: updated,
      number,
      input: text.input,
      context: text.context,
      rendered: text.rendered,
      templateVersion: text.templateVersion,
      writtenAt: now,
      created: false,
    });
    await lifecycle.afterRevise(tx, { user, document: updated, version, revision: revision.kind, types });
    await recordActivity({
      db: tx,
      entry: {
        userId: user.id,
        action: "document.revised",
        entityType: "document",
        entityId: document.id,
        metadata: { version: number, reason: revision.kind, ...(revision.kind === "restore" ? { from: revision.version } : {}) },
      },
      origin,
    });
    return { document: updated, version };
  });
}

/**
 * PUT /api/documents/:id/input: the tool's own request body, validated by the document's type's
 * schema (after its references are filled in: an invoice's clientId), made the next version. A
 * numbered document keeps its type (400 naming `type`). 404 when the document is not the user's.
 */
export async function editDocumentInput({
  db,
  types,
  user,
  id,
  body,
  origin,
}: {
  db: Db;
  types: ReadonlyMap<string, ServerDocType>;
  user: User;
  id: string;
  body: unknown;
  origin: RequestOrigin;
}): Promise<DocumentWithVersion> {
  const { document } = await requireOwnDocument({ db, userId: user.id, id });
  const type = typeOf(types, document.type);
  const resolved = type.resolveBody ? await type.resolveBody({ db, userId: user.id, body }) : body;
  const input = parseOrThrow(type.definition.schema, resolved);
  const kindOfInput = (input as { type?: unknown }).type;
  if (type.definition.capabilities.numbered && kindOfInput !== document.type) {
    throw invalidField("type", "A document keeps its type: duplicate it to make another type");
  }
  return reviseDocument({ db, types, user, id: document.id, revision: { kind: "input", input }, origin });
}
