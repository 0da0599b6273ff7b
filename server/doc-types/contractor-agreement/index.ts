import { contractorAgreement } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { contractorAgreementTemplate } from "./template";

export const contractorAgreementServer = defineServerDocType(contractorAgreement, {
  // 2: Schedule 1 (the statement of work) no longer carries a clause number.
  templateVersion: 2,
  build: contractorAgreementTemplate,
});
