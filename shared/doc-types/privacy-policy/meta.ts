// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { answerFields, defineDocMeta } from "../define";
import type { TPrivacyPolicyAnswer } from "./answer";

export const privacyPolicyMeta = defineDocMeta({
  kind: "privacy_policy",
  label: "Privacy Policy",
  noun: "privacy policy",
  slug: "privacy-policy",
  toolId: "privacy-policy",
  route: "/tools/privacy-policy",
  listing: {
    title: "Privacy Policy",
    description:
      "A GDPR- and CCPA-ready privacy policy built from the data you actually collect. Export as HTML, PDF or Markdown.",
    badge: "GDPR & CCPA",
    colour: "blue",
    icon: "ShieldCheck",
  },
  answer: answerFields<TPrivacyPolicyAnswer>(),
  capabilities: { publishable: { slug: "privacy-policy" }, scannable: true },
});
