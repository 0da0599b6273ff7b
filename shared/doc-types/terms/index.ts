import { defineDocType } from "../define";
import { ZTermsRequestSchema } from "./schema";

export * from "./schema";

export const terms = defineDocType({
  kind: "terms_conditions",
  label: "Terms & Conditions",
  noun: "terms and conditions",
  slug: "terms",
  toolId: "terms",
  route: "/tools/terms-conditions",
  schema: ZTermsRequestSchema,
  capabilities: { hosted: true },
});
