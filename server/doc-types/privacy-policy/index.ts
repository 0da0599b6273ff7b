import { privacyPolicy } from "../../../shared/doc-types";
import type { TPrivacyPolicyAnswer } from "../../../shared/doc-types/privacy-policy/answer";
import { defineServerDocType } from "../define";
import { buildPrivacyChoices, type PrivacyChoices } from "./choices";
import { privacyPolicyTemplate } from "./template";
import { sample } from "./sample";

export const privacyPolicyServer = defineServerDocType(privacyPolicy, {
  // 2: sale and sharing, request methods, transfer safeguard, retention per category, security
  // measures and the opt-out link follow the input; UK GDPR and US state sections.
  // 3: targeted advertising on consent (its own legal-basis row; no e-mail or GPC opt-out, no
  // "sale or sharing" without a US law), Quebec's Law 25, call recordings only with support data,
  // card numbers collected by the processor.
  // 4: dates in the jurisdiction's or the profile's order; no "(Ltd)" after a name that has it.
  // 5: with no transfers outside the EEA / UK, section 10 says so instead of describing transfers.
  // 6: with the Meta Pixel, joint controllership with Meta under Article 26 (C-40/17 Fashion ID).
  templateVersion: 6,
  sample,
  build: privacyPolicyTemplate,
  // The opt-out link's snippet is frozen with the version, like the policy that names it.
  extras: (input) => {
    const privacyChoices = buildPrivacyChoices(input);
    return privacyChoices ? { privacyChoices } : {};
  },
  present: (extras): TPrivacyPolicyAnswer => {
    const choices = extras.privacyChoices as PrivacyChoices | undefined;
    return choices ? { privacyChoices: { snippet: choices.snippet } } : {};
  },
});
