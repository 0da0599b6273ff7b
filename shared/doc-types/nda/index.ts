import { defineDocType } from "../define";
import { ZNdaRequestSchema } from "./schema";

export * from "./schema";

export const nda = defineDocType({
  kind: "nda",
  label: "NDA",
  noun: "NDA",
  slug: "nda",
  toolId: "nda",
  route: "/tools/nda-generator",
  schema: ZNdaRequestSchema,
  capabilities: { signable: true },
});
