import { contractorAgreement } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { contractorAgreementTemplate } from "./template";

export const contractorAgreementServer = defineServerDocType(contractorAgreement, {
  templateVersion: 1,
  build: contractorAgreementTemplate,
});
