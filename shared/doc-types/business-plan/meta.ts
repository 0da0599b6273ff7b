// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../kinds.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const businessPlanMeta = defineDocMeta({
  kind: "business_plan",
  label: "Business Plan",
  noun: "business plan",
  slug: "business-plan",
  toolId: "business-plan",
  route: "/tools/business-plan",
  capabilities: {},
});
