import { defineDocType } from "../define";
import { ndaMeta } from "./meta";
import { ZNdaRequestSchema } from "./schema";
import { signingLawOf } from "../signing";

export * from "./schema";

export const nda = defineDocType({
  ...ndaMeta,
  schema: ZNdaRequestSchema,
  signing: (input) => ({ law: signingLawOf(input.governingLaw), forms: [] }),
});
