import { defineDocType } from "../define";
import { contractorAgreementMeta } from "./meta";
import { ZContractorAgreementRequestSchema } from "./schema";

export * from "./schema";

export const contractorAgreement = defineDocType({ ...contractorAgreementMeta, schema: ZContractorAgreementRequestSchema });
