import { defineDocType } from "../define";
import { ZCookiePolicyRequestSchema } from "./schema";

export * from "./schema";

export const cookiePolicy = defineDocType({
  kind: "cookie_policy",
  label: "Cookie Policy",
  noun: "cookie policy",
  slug: "cookie-policy",
  toolId: "cookie-policy",
  route: "/tools/cookie-policy",
  schema: ZCookiePolicyRequestSchema,
  capabilities: { hosted: true },
});
