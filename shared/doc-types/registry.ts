// Every document type, once: its meta (kind, label, noun, slug, tool and its card, route; no
// schema). The kind union, the kind list, the labels, the catalogue's tools and the tool routes
// derive from this list; the server's registry (server/doc-types/registry.ts) and the client's
// (client/src/doc-types/registry.ts) pair each kind with its template and its form, and the
// compiler refuses a kind missing from either. No schema here, so the landing page and the router
// carry no zod: each type's schema comes with its form's chunk and with the server.
// Adding a type: docs/ARCHITECTURE.md, "How to add a document type".
import { businessPlanMeta } from "./business-plan/meta";
import { contractorAgreementMeta } from "./contractor-agreement/meta";
import { cookiePolicyMeta } from "./cookie-policy/meta";
import type { DocTypeMeta } from "./define";
import { ecommercePolicyMeta } from "./ecommerce-policies/meta";
import { employmentContractMeta } from "./employment-contract/meta";
import { creditNoteMeta, invoiceMeta, quoteMeta, receiptMeta } from "./invoice/meta";
import { ndaMeta } from "./nda/meta";
import { privacyPolicyMeta } from "./privacy-policy/meta";
import { termsMeta } from "./terms/meta";
import { uploadedPdfMeta } from "./uploaded-pdf/meta";

export const DOC_TYPE_METAS = [
  privacyPolicyMeta,
  termsMeta,
  cookiePolicyMeta,
  ecommercePolicyMeta,
  ndaMeta,
  contractorAgreementMeta,
  invoiceMeta,
  quoteMeta,
  receiptMeta,
  creditNoteMeta,
  businessPlanMeta,
  employmentContractMeta,
] as const;

export type DocumentKind = (typeof DOC_TYPE_METAS)[number]["kind"];

/** The tool "New Document" opens (spec section 2: the privacy policy's), the registry's first type. */
export const NEW_DOCUMENT_ROUTE = DOC_TYPE_METAS[0].route;

export const DOCUMENT_KINDS = DOC_TYPE_METAS.map((t) => t.kind) as readonly DocumentKind[];

const byKind = new Map<string, DocTypeMeta>(DOC_TYPE_METAS.map((t) => [t.kind, t]));

export const isDocumentKind = (value: string): value is DocumentKind => byKind.has(value);

/**
 * The types no template makes: a file kept as it was uploaded (capabilities.uploaded). They have a
 * label and capabilities like any type, but no tool, form or template, so they are not in the
 * kind union.
 */
export const UPLOADED_TYPE_METAS = [uploadedPdfMeta] as const;
export type UploadedKind = (typeof UPLOADED_TYPE_METAS)[number]["kind"];

const anyByKind = new Map<string, DocTypeMeta>([...byKind, ...UPLOADED_TYPE_METAS.map((t) => [t.kind, t] as const)]);

/** Any stored document's type by its kind (made or uploaded): what it is and can do; none for a row written by hand. */
export const docMetaOf = (kind: string): DocTypeMeta | undefined => anyByKind.get(kind);

/** A registered type's meta. */
export const docMeta = <K extends DocumentKind>(kind: K) =>
  byKind.get(kind) as Extract<(typeof DOC_TYPE_METAS)[number], { kind: K }>;

/** The kinds created through POST /api/generate/<slug> (the others have a route of their own). */
export type GeneratedKind = Extract<(typeof DOC_TYPE_METAS)[number], { slug: string }>["kind"];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What the registered types add to a document's answer (each meta's `answer`), all optional. */
export type DocAnswerFields = UnionToIntersection<
  NonNullable<NonNullable<(typeof DOC_TYPE_METAS)[number]["answer"]>["fields"]>
>;

/** The type's label as the app shows it; an unknown type (a row written by hand) as its words. */
export const documentTypeLabel = (kind: string): string =>
  anyByKind.get(kind)?.label ?? kind.replace(/_/g, " ");
