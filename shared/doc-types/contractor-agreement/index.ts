import { defineDocType } from "../define";
import { contractorAgreementMeta } from "./meta";
import { ZContractorAgreementRequestSchema } from "./schema";
import { signingLawOf } from "../signing";

export * from "./schema";

export const contractorAgreement = defineDocType({
  ...contractorAgreementMeta,
  schema: ZContractorAgreementRequestSchema,
  signing: (input) => ({ law: signingLawOf(input.governingLaw), forms: [] }),
});
