// Every document type, once, with its schema. The kind union, the kind list, the labels, the tool
// routes, the generate endpoints and the catalogue's working tools are all derived from the types:
// adding one is a folder per side (shared/doc-types/<type>, server/doc-types/<type>,
// client/src/doc-types/<type>), one line here and one in ./kinds.ts (its meta, without the schema,
// for the landing page and the router) (docs/ARCHITECTURE.md).
import type { z } from "zod";
import { businessPlan } from "./business-plan";
import { cookiePolicy } from "./cookie-policy";
import { ecommercePolicy } from "./ecommerce-policies";
import { employmentContract } from "./employment-contract";
import type { DocTypeDefinition } from "./define";
import type { DocumentKind } from "./kinds";
import { invoice, quote, receipt } from "./invoice";
import { nda } from "./nda";
import { contractorAgreement } from "./contractor-agreement";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";

export { DOCUMENT_KINDS, DOC_TYPE_METAS, documentTypeLabel, isDocumentKind, type DocumentKind } from "./kinds";

export const DOC_TYPES = [privacyPolicy, terms, cookiePolicy, ecommercePolicy, nda, contractorAgreement, invoice, quote, receipt, businessPlan, employmentContract] as const;

type AnyDocType = (typeof DOC_TYPES)[number];

/** Both lists name the same kinds, in the same order (checked here by the compiler, and by a test). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameKinds: Same<AnyDocType["kind"], DocumentKind> = true;
void sameKinds;
export type DocTypeOf<K extends DocumentKind> = Extract<AnyDocType, { kind: K }>;
/** The validated input of a type (what its schema outputs). */
export type DocInput<K extends DocumentKind> = z.output<DocTypeOf<K>["schema"]>;
/** What a form holds before validation. */
export type DocFormValues<K extends DocumentKind> = z.input<DocTypeOf<K>["schema"]>;

const byKind = new Map<string, AnyDocType>(DOC_TYPES.map((t) => [t.kind, t]));

export function docType<K extends DocumentKind>(kind: K): DocTypeOf<K> {
  return byKind.get(kind) as DocTypeOf<K>;
}


/** The types created through POST /api/generate/<slug>. */
export const GENERATED_TYPES = DOC_TYPES.filter(
  (t): t is Extract<AnyDocType, { slug: string }> => "slug" in t && typeof t.slug === "string",
);

/** The distinct request schemas (the invoice family shares one). */
export const REQUEST_SCHEMAS: readonly z.ZodType[] = [...new Set(DOC_TYPES.map((t) => t.schema as z.ZodType))];

/** Every type as a plain definition (for code that does not care which). */
export const ALL_DOC_TYPES: readonly DocTypeDefinition<DocumentKind>[] = DOC_TYPES;

/** The kinds created through POST /api/generate/<slug>. */
export type GeneratedKind = (typeof GENERATED_TYPES)[number]["kind"];
