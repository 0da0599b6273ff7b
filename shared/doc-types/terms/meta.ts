// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const termsMeta = defineDocMeta({
  kind: "terms_conditions",
  label: "Terms & Conditions",
  noun: "terms and conditions",
  slug: "terms",
  toolId: "terms",
  route: "/tools/terms-conditions",
  listing: {
    title: "Terms & Conditions",
    description:
      "Terms of service for your SaaS, store or app, with payment, refund and governing-law clauses.",
    badge: "Essential",
    colour: "indigo",
    icon: "Scale",
  },
  capabilities: { publishable: { slug: "terms" } },
});
