// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const ecommercePolicyMeta = defineDocMeta({
  kind: "ecommerce_policy",
  label: "E-commerce Policy",
  noun: "e-commerce policy",
  slug: "ecommerce-policies",
  toolId: "ecommerce-policies",
  route: "/tools/ecommerce-policies",
  listing: {
    title: "E-commerce Policies",
    description:
      "Refund, return and shipping policies that set clear expectations and cut support tickets.",
    badge: "Refunds & shipping",
    colour: "emerald",
    icon: "ShoppingBag",
  },
  capabilities: { publishable: { slug: "refund-policy" } },
});
