// What the law of a document's jurisdiction says about signing it electronically: which law's
// e-signature rules the signers are told about (the disclosure on the signer's page), and which
// documents, or clauses, need more than the simple electronic signature this service gives. A
// type's folder declares it (its definition's `signing(input)`, beside its schema), as it declares its signatories; the
// send dialog shows it before sending, and POST /api/documents/:id/signature-requests enforces it.
import type { EmploymentJurisdiction } from "./employment-contract/schema";
import type { TermsGoverningLaw } from "../validation/options";

/** The e-signature law the signer's disclosure is worded for ("other": none named). */
export type SigningLaw = "us" | "eu" | "uk" | "ca" | "au" | "other";

/**
 * A form the law requires that a simple electronic signature does not meet. `refuse`: signed
 * electronically, the document or a clause that matters would be void or lost (the API answers
 * 409 with the reason); `warn`: the sender should know before sending (the API's `warnings`).
 */
export interface SignatureFormRule {
  effect: "refuse" | "warn";
  /**
   * What the law requires: a handwritten signature on paper (or a qualified electronic signature),
   * or a signature of a part of the document on its own, before the rest ("separate").
   */
  form: "handwritten" | "separate";
  /** Why, with the statute, as the sender reads it. */
  reason: string;
}

export interface SigningRules {
  law: SigningLaw;
  forms: SignatureFormRule[];
}

/** A document whose type declares nothing: no e-signature law named, no form required. */
export const NO_SIGNING_RULES: SigningRules = { law: "other", forms: [] };

/** The e-signature law of a governing law or an employment jurisdiction. */
export function signingLawOf(choice: TermsGoverningLaw | EmploymentJurisdiction | undefined): SigningLaw {
  switch (choice) {
    case "united-states":
    case "california":
    case "new-york":
    case "delaware":
      return "us";
    case "united-kingdom":
      return "uk";
    case "canada":
    case "canada-ontario":
      return "ca";
    case "australia":
      return "au";
    case "germany":
      return "eu";
    default:
      return "other";
  }
}

/** The rules that stop a document from being sent for electronic signature, and those that only warn. */
export const refusals = (rules: SigningRules) => rules.forms.filter((f) => f.effect === "refuse").map((f) => f.reason);
export const warnings = (rules: SigningRules) => rules.forms.filter((f) => f.effect === "warn").map((f) => f.reason);
