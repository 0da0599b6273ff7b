// Valid request bodies for each generator, as a person would fill the forms. Each type's sample
// lives in its folder (server/doc-types/<type>/sample.ts) and reaches the registry through its
// server side (`sample`), so a new type needs nothing here.
import type { z } from "zod";
import type { GeneratedKind } from "../shared/doc-types";
import type { ServerDocType } from "../server/doc-types/define";
import { DEFAULT_DOC_TYPES, DOC_TYPES } from "../server/doc-types/registry";

// The names the tests use for the registered types' samples.
export { specSample as specPrivacyPolicyBody, sample as privacyPolicyBody } from "../server/doc-types/privacy-policy/sample";
export { sample as termsBody, consumerShopSample as termsConsumerShopBody } from "../server/doc-types/terms/sample";
export { specSample as specCookiePolicyBody, sample as cookiePolicyBody } from "../server/doc-types/cookie-policy/sample";
export { sample as ndaBody } from "../server/doc-types/nda/sample";
export { sample as contractorAgreementBody } from "../server/doc-types/contractor-agreement/sample";
export { sample as ecommercePolicyBody } from "../server/doc-types/ecommerce-policies/sample";
export { sample as businessPlanBody } from "../server/doc-types/business-plan/sample";
export { sample as employmentContractBody } from "../server/doc-types/employment-contract/sample";

export const invoiceBody = {
  type: "invoice",
  clientName: "Globex Corporation",
  clientEmail: "ap@globex.example",
  clientAddress: "42 Harbour Road, London",
  currency: "USD",
  dueDate: "2026-12-31",
  taxAmount: 2_500,
  discountAmount: 1_000,
  items: [
    { description: "Strategy workshop", quantity: 2, unitPrice: 75_000, total: 150_000 },
    { description: "Implementation support", quantity: 10, unitPrice: 12_050, total: 120_500 },
  ],
};

/** A valid body for every type made through POST /api/generate/<slug>: each type's sample, by kind. */
export const generateBodiesOf = (types: readonly ServerDocType[]): Readonly<Record<string, object>> =>
  Object.fromEntries(
    types.flatMap((type) => (type.definition.slug === undefined ? [] : [[type.definition.kind, type.sample as object]])),
  );

/** The registered types' samples (a new type's comes with its server side: nothing to add here). */
export const GENERATE_BODIES = generateBodiesOf(DEFAULT_DOC_TYPES) as { readonly [K in GeneratedKind]: object };

/** Each generated type's endpoint, request schema and valid body, in the registry's order. */
export const generateRequests = () =>
  DOC_TYPES.flatMap((type) => (type.slug === undefined ? [] : [type])).map((type) => ({
    kind: type.kind as GeneratedKind,
    label: type.label,
    path: `/api/generate/${type.slug}`,
    schema: type.schema as z.ZodType,
    body: GENERATE_BODIES[type.kind as GeneratedKind],
  }));
