// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../kinds.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const termsMeta = defineDocMeta({
  kind: "terms_conditions",
  label: "Terms & Conditions",
  noun: "terms and conditions",
  slug: "terms",
  toolId: "terms",
  route: "/tools/terms-conditions",
  capabilities: { hosted: true },
});
