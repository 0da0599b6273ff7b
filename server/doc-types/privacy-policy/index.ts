import { privacyPolicy } from "../../../shared/doc-types";
import type { TPrivacyPolicyAnswer } from "../../../shared/doc-types/privacy-policy/answer";
import { defineServerDocType } from "../define";
import { buildPrivacyChoices, type PrivacyChoices } from "./choices";
import { privacyPolicyTemplate } from "./template";
import { sample } from "./sample";

export const privacyPolicyServer = defineServerDocType(privacyPolicy, {
  // What each template version changed, in the words a published policy's changelog uses
  // ("Updated for …", server/publications). Version 1 is the first.
  templateChanges: {
    2: "sale and sharing, request methods, transfer safeguards, retention per category, the UK GDPR and US state privacy laws",
    3: "targeted advertising on consent, Quebec's Law 25, call recordings and card payments",
    4: "dates in the jurisdiction's or the business's order",
    5: "a plain statement when no personal data leaves the EEA or the UK",
    6: "joint controllership with Meta for the Meta Pixel (GDPR Art. 26, C-40/17 Fashion ID)",
  },
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
