// Every document type, once. The kind union, the kind list, the labels, the tool routes, the
// generate endpoints and the catalogue's working tools are all derived from this list: adding a
// type is a folder per side (shared/doc-types/<type>, server/doc-types/<type>,
// client/src/doc-types/<type>) and one line here (docs/ARCHITECTURE.md).
import type { z } from "zod";
import { cookiePolicy } from "./cookie-policy";
import type { DocTypeDefinition } from "./define";
import { invoice, quote, receipt } from "./invoice";
import { nda } from "./nda";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";

export const DOC_TYPES = [privacyPolicy, terms, cookiePolicy, nda, invoice, quote, receipt] as const;

type AnyDocType = (typeof DOC_TYPES)[number];
export type DocumentKind = AnyDocType["kind"];
export type DocTypeOf<K extends DocumentKind> = Extract<AnyDocType, { kind: K }>;
/** The validated input of a type (what its schema outputs). */
export type DocInput<K extends DocumentKind> = z.output<DocTypeOf<K>["schema"]>;
/** What a form holds before validation. */
export type DocFormValues<K extends DocumentKind> = z.input<DocTypeOf<K>["schema"]>;

export const DOCUMENT_KINDS = DOC_TYPES.map((t) => t.kind) as readonly DocumentKind[];

const byKind = new Map<string, AnyDocType>(DOC_TYPES.map((t) => [t.kind, t]));

export const isDocumentKind = (value: string): value is DocumentKind => byKind.has(value);

export function docType<K extends DocumentKind>(kind: K): DocTypeOf<K> {
  return byKind.get(kind) as DocTypeOf<K>;
}

/** The type's label as the app shows it; an unknown type (a row written by hand) as its words. */
export const documentTypeLabel = (kind: string): string => byKind.get(kind)?.label ?? kind.replace(/_/g, " ");

/** The types created through POST /api/generate/<slug>. */
export const GENERATED_TYPES = DOC_TYPES.filter(
  (t): t is Extract<AnyDocType, { slug: string }> => "slug" in t && typeof t.slug === "string",
);

/** The distinct request schemas (the invoice family shares one). */
export const REQUEST_SCHEMAS: readonly z.ZodType[] = [...new Set(DOC_TYPES.map((t) => t.schema as z.ZodType))];

/** Every type as a plain definition (for code that does not care which). */
export const ALL_DOC_TYPES: readonly DocTypeDefinition<DocumentKind>[] = DOC_TYPES;
