// Every document type's meta (kind, label, noun, slug, tool and route; no schema), in the
// registry's order: what the landing page, the router and the labels need, without the request
// schemas and zod (which come with each form's own chunk and with the server). The registry
// (./registry.ts) pairs each with its schema; the compiler refuses the two lists disagreeing.
import { businessPlanMeta } from "./business-plan/meta";
import { contractorAgreementMeta } from "./contractor-agreement/meta";
import { cookiePolicyMeta } from "./cookie-policy/meta";
import type { DocTypeMeta } from "./define";
import { ecommercePolicyMeta } from "./ecommerce-policies/meta";
import { employmentContractMeta } from "./employment-contract/meta";
import { invoiceMeta, quoteMeta, receiptMeta } from "./invoice/meta";
import { ndaMeta } from "./nda/meta";
import { privacyPolicyMeta } from "./privacy-policy/meta";
import { termsMeta } from "./terms/meta";

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
  businessPlanMeta,
  employmentContractMeta,
] as const;

export type DocumentKind = (typeof DOC_TYPE_METAS)[number]["kind"];

export const DOCUMENT_KINDS = DOC_TYPE_METAS.map((t) => t.kind) as readonly DocumentKind[];

const byKind = new Map<string, DocTypeMeta>(DOC_TYPE_METAS.map((t) => [t.kind, t]));

export const isDocumentKind = (value: string): value is DocumentKind => byKind.has(value);

/** The type's label as the app shows it; an unknown type (a row written by hand) as its words. */
export const documentTypeLabel = (kind: string): string => byKind.get(kind)?.label ?? kind.replace(/_/g, " ");
