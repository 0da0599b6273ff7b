// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../kinds.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";

export const privacyPolicyMeta = defineDocMeta({
  kind: "privacy_policy",
  label: "Privacy Policy",
  noun: "privacy policy",
  slug: "privacy-policy",
  toolId: "privacy-policy",
  route: "/tools/privacy-policy",
  capabilities: { hosted: true },
});
