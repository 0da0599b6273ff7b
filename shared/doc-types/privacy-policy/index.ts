import { defineDocType } from "../define";
import { ZPrivacyPolicyRequestSchema } from "./schema";

export * from "./schema";

export const privacyPolicy = defineDocType({
  kind: "privacy_policy",
  label: "Privacy Policy",
  noun: "privacy policy",
  slug: "privacy-policy",
  toolId: "privacy-policy",
  route: "/tools/privacy-policy",
  schema: ZPrivacyPolicyRequestSchema,
  capabilities: { hosted: true },
});
