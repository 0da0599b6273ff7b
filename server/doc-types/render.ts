// A version as it is stored: the type's template run once on the validated input and context,
// rendered to HTML and Markdown, with the hash of the HTML. Nothing re-renders a stored version's
// text: its model is rebuilt (storedModel) only where the template that wrote it still renders its
// stored HTML byte for byte (a Markdown backfilled, a sealed copy's signature blocks filled).
import { createHash } from "node:crypto";
import type { DocumentModel } from "../documents/model";
import { renderHtmlFragment } from "../documents/render-html";
import { renderMarkdown } from "../documents/render-markdown";
import { buildModel, type BaseContext, type DocTypes, type ServerDocType } from "./define";

export interface RenderedVersion {
  title: string;
  html: string;
  markdown: string;
  /** Hex SHA-256 of the HTML's UTF-8 bytes. */
  sha256: string;
  extras: Record<string, unknown> | null;
}

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** A version's document model: the template's, with its issuer's brand. */
function versionModel<I, C extends BaseContext>(type: ServerDocType<I, C>, input: I, context: C): DocumentModel {
  const model = buildModel(type, input, context);
  // Every type carries its issuer's brand the same way.
  if (context.business) model.brand = context.business.brand;
  return model;
}

export function renderVersion<I, C extends BaseContext>(type: ServerDocType<I, C>, input: I, context: C): RenderedVersion {
  const model = versionModel(type, input, context);
  const html = renderHtmlFragment(model);
  return {
    title: type.title?.(input, model.title) ?? model.title,
    html,
    markdown: renderMarkdown(model),
    sha256: sha256Hex(html),
    extras: type.extras?.(input) ?? null,
  };
}

/** A context as JSON (dates as ISO strings), to store with its version. */
export const contextToJson = (context: BaseContext): Record<string, unknown> =>
  JSON.parse(JSON.stringify(context)) as Record<string, unknown>;

/** A stored context back as the template takes it: every `…At` field is a date. */
export function contextFromJson<C extends BaseContext>(json: unknown): C {
  const out: Record<string, unknown> = { ...(json as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (key.endsWith("At") && typeof value === "string") out[key] = new Date(value);
  }
  return out as unknown as C;
}

/**
 * A stored version's model, rebuilt by the template that wrote it when that template still renders
 * the stored HTML byte for byte; undefined otherwise (a type gone, a newer template, an input
 * today's schema refuses, a version written by hand).
 */
export function storedModel(
  types: DocTypes,
  row: { templateId: string; templateVersion: number; input: unknown; context: unknown; html: string },
): DocumentModel | undefined {
  const type = types.get(row.templateId);
  if (!type || type.templateVersion !== row.templateVersion) return undefined;
  try {
    const model = versionModel(type, type.definition.schema.parse(row.input), contextFromJson(row.context));
    return renderHtmlFragment(model) === row.html ? model : undefined;
  } catch {
    return undefined;
  }
}
