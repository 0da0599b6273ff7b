// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const businessPlanMeta = defineDocMeta({
  kind: "business_plan",
  label: "Business Plan",
  noun: "business plan",
  slug: "business-plan",
  toolId: "business-plan",
  route: "/tools/business-plan",
  listing: {
    title: "Business Plan",
    description:
      "An investor-ready business plan covering market, model, financial projections and milestones.",
    badge: "Investor-ready",
    colour: "cyan",
    icon: "TrendingUp",
  },
  capabilities: {},
});
