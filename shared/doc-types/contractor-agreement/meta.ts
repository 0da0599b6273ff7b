// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../kinds.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const contractorAgreementMeta = defineDocMeta({
  kind: "contractor_agreement",
  label: "Contractor Agreement",
  noun: "contractor agreement",
  slug: "contractor-agreement",
  toolId: "contractor-agreement",
  route: "/tools/contractor-agreement",
  capabilities: { signable: true },
});
