// A version as it is stored: the type's template run once on the validated input and context,
// rendered to HTML and Markdown, with the hash of the HTML. Nothing re-renders a stored version.
import { createHash } from "node:crypto";
import { renderHtmlFragment } from "../documents/render-html";
import { renderMarkdown } from "../documents/render-markdown";
import { buildModel, type BaseContext, type ServerDocType } from "./define";
import { documentTitle } from "./titles";

export interface RenderedVersion {
  title: string;
  html: string;
  markdown: string;
  /** Hex SHA-256 of the HTML's UTF-8 bytes. */
  sha256: string;
  extras: Record<string, unknown> | null;
}

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export function renderVersion<I, C extends BaseContext>(type: ServerDocType<I, C>, input: I, context: C): RenderedVersion {
  const model = buildModel(type, input, context);
  // Every type carries its issuer's brand the same way.
  if (context.business) model.brand = context.business.brand;
  const html = renderHtmlFragment(model);
  return {
    title: documentTitle(type, input, model.title),
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
