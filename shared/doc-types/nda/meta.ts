// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../kinds.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const ndaMeta = defineDocMeta({
  kind: "nda",
  label: "NDA",
  noun: "NDA",
  slug: "nda",
  toolId: "nda",
  route: "/tools/nda-generator",
  capabilities: { signable: true },
});
