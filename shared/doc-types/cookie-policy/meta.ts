// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { answerFields, defineDocMeta } from "../define";
import type { TCookiePolicyAnswer } from "./answer";

export const cookiePolicyMeta = defineDocMeta({
  kind: "cookie_policy",
  label: "Cookie Policy",
  noun: "cookie policy",
  slug: "cookie-policy",
  toolId: "cookie-policy",
  route: "/tools/cookie-policy",
  listing: {
    title: "Cookie Policy & Consent Banner",
    description:
      "A cookie policy that lists the cookies you really use, plus a consent banner ready for your site.",
    badge: "Consent banner",
    colour: "amber",
    icon: "Cookie",
  },
  answer: answerFields<TCookiePolicyAnswer>(),
  capabilities: { publishable: { slug: "cookie-policy" }, scannable: true },
});
