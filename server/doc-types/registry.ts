// Every document type's server side, once. The mapped type makes the compiler refuse a type of
// shared/doc-types/registry.ts that has no server side here. The app is built from a list of
// these (createApp's `docTypes`), so a test can add a throwaway type.
import type { z } from "zod";
import type { DocTypeDefinition, DocumentKind } from "../../shared/doc-types";
import { businessPlanServer } from "./business-plan";
import { cookiePolicyServer } from "./cookie-policy";
import { ecommercePolicyServer } from "./ecommerce-policies";
import { employmentContractServer } from "./employment-contract";
import type { DocumentModel } from "../documents/model";
import { buildModel, type BaseContext, type DocTypes, type ServerDocType } from "./define";
import { creditNoteServer, invoiceServer, quoteServer, receiptServer } from "./invoice";
import { ndaServer } from "./nda";
import { contractorAgreementServer } from "./contractor-agreement";
import { privacyPolicyServer } from "./privacy-policy";
import { termsServer } from "./terms";

const SERVER_DOC_TYPES = {
  privacy_policy: privacyPolicyServer,
  terms_conditions: termsServer,
  cookie_policy: cookiePolicyServer,
  ecommerce_policy: ecommercePolicyServer,
  nda: ndaServer,
  contractor_agreement: contractorAgreementServer,
  invoice: invoiceServer,
  quote: quoteServer,
  receipt: receiptServer,
  credit_note: creditNoteServer,
  business_plan: businessPlanServer,
  employment_contract: employmentContractServer,
} as const satisfies { [K in DocumentKind]: { definition: DocTypeDefinition<K>; build: unknown } };

/** A registered type's shared definition (its meta and request schema). */
export type DocTypeOf<K extends DocumentKind> = (typeof SERVER_DOC_TYPES)[K]["definition"];
/** The validated input of a type (what its schema outputs). */
export type DocInput<K extends DocumentKind> = z.output<DocTypeOf<K>["schema"]>;

/** Every registered type's shared definition, in the registry's order. */
export const DOC_TYPES = Object.values(SERVER_DOC_TYPES).map((t) => t.definition);

/** A registered type's shared definition. */
export const docType = <K extends DocumentKind>(kind: K): DocTypeOf<K> =>
  SERVER_DOC_TYPES[kind].definition as DocTypeOf<K>;

/** The types an app serves, by kind. */
export type { DocTypes } from "./define";

export const DEFAULT_DOC_TYPES: readonly ServerDocType[] = Object.values(
  SERVER_DOC_TYPES,
) as ServerDocType[];

export const docTypesOf = (types: readonly ServerDocType[] = DEFAULT_DOC_TYPES): DocTypes =>
  new Map(types.map((t) => [t.definition.kind, t]));

/** Builds a registered type's document model, its kind set by the engine (tests and tools). */
export function buildDocument<K extends DocumentKind>(
  kind: K,
  input: DocInput<K>,
  context: BaseContext & Record<string, unknown>,
): DocumentModel {
  return buildModel(SERVER_DOC_TYPES[kind] as ServerDocType<DocInput<K>>, input, context);
}
