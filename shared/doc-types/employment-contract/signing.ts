// The forms the law of the place of work requires of an employment contract's signatures. A
// German fixed term and a German post-employment restraint need written form (§ 126 BGB: a
// handwritten signature on paper, or a qualified electronic signature, § 126a BGB): signed with a
// simple electronic signature, the fixed term is void and the employment indefinite (§ 16 TzBfG),
// and the restraint is void (§ 74(1) HGB, which also asks that the employee be handed the signed
// deed). The sender loses what the clause was for, so the API refuses those (409). Where only the
// written statement of terms is at stake (§ 2(1) NachwG, text form allowed since 2025 but not in
// every sector), it warns; and where Colorado's separate notice of the covenants must be signed
// on its own before the offer is accepted (C.R.S. § 8-2-113(4)), it warns that one signature of the
// whole document does not do that.
import { type SignatureFormRule, type SigningRules, signingLawOf } from "../signing";
import type { TEmploymentContractRequest } from "./schema";

const PRINT_IT = "Print it and have both parties sign it by hand, or sign it with a qualified electronic signature (§ 126a BGB).";

export const GERMAN_FIXED_TERM_FORM =
  `A German fixed-term contract must be signed in written form (§ 14(4) TzBfG, § 126 BGB): with a simple electronic signature the fixed term is void and the employment is for an indefinite period (§ 16 TzBfG). ${PRINT_IT}`;
export const GERMAN_RESTRAINT_FORM =
  `A German post-employment restraint (non-compete or customer non-solicitation) must be in written form and the signed deed handed to the employee (§ 74(1) HGB, § 126 BGB): signed electronically, it is void. ${PRINT_IT}`;
export const GERMAN_STATEMENT_FORM =
  "An employer in a sector listed in § 2a of the Act to Combat Undeclared Work (SchwarzArbG: construction, hospitality, passenger transport, freight forwarding, logistics, forestry, building cleaning, trade fair construction, meat processing) must give the essential terms in written form with a handwritten signature (§ 2(1) NachwG), and any employee may ask for them in that form: this electronic signature does not meet it.";

export const COLORADO_NOTICE_SIGNATURE =
  "Colorado's notice of the covenants not to compete must be signed by the employee as a separate document, for a new hire before they accept the offer of employment (C.R.S. § 8-2-113(4)): one signature of this whole document signs the agreement and the notice page together, at the same time. Have the employee sign the notice page on its own first, or send it for signature as a document of its own.";

export function employmentSigning(input: Partial<TEmploymentContractRequest>): SigningRules {
  const forms: SignatureFormRule[] = [];
  if (input.jurisdiction === "germany") {
    if (input.employmentType === "fixed-term") forms.push({ effect: "refuse", form: "handwritten", reason: GERMAN_FIXED_TERM_FORM });
    if (input.nonCompete || input.nonSolicitation) forms.push({ effect: "refuse", form: "handwritten", reason: GERMAN_RESTRAINT_FORM });
    forms.push({ effect: "warn", form: "handwritten", reason: GERMAN_STATEMENT_FORM });
  }
  if (input.jurisdiction === "united-states" && input.workState === "US-CO" && (input.nonCompete || input.nonSolicitation))
    forms.push({ effect: "warn", form: "separate", reason: COLORADO_NOTICE_SIGNATURE });
  return { law: signingLawOf(input.jurisdiction), forms };
}
