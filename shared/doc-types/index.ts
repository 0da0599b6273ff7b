export * from "./registry";
export * from "./define";
export * from "./privacy-policy";
export * from "./terms";
export * from "./cookie-policy";
export * from "./nda";
export * from "./employment-contract";
export * from "./contractor-agreement";
export * from "./invoice";
export * from "./ecommerce-policies";
export * from "./business-plan";
import { NO_SIGNING_RULES, type SigningRules } from "./signing";

import { businessPlan } from "./business-plan";
import { contractorAgreement } from "./contractor-agreement";
import { cookiePolicy } from "./cookie-policy";
import { ecommercePolicy } from "./ecommerce-policies";
import { employmentContract } from "./employment-contract";
import { creditNote, invoice, quote, receipt } from "./invoice";
import { nda } from "./nda";
import { privacyPolicy } from "./privacy-policy";
import { terms } from "./terms";

const DEFINITIONS: readonly { kind: string; signing?: (input: never) => SigningRules }[] = [
  privacyPolicy, terms, cookiePolicy, nda, employmentContract, contractorAgreement, invoice, quote, receipt, creditNote, ecommercePolicy, businessPlan,
];

/**
 * What the law of a document's jurisdiction says about signing it electronically, as its type's
 * definition declares it for a version's input (./signing.ts); nothing declared (an uploaded PDF,
 * a policy): no law named, no form required. Read defensively: an older schema may have written
 * the input.
 */
export function signingRulesOf(kind: string, input: unknown): SigningRules {
  return DEFINITIONS.find((d) => d.kind === kind)?.signing?.((input ?? {}) as never) ?? NO_SIGNING_RULES;
}
