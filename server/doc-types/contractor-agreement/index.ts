import { contractorAgreement } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { contractorAgreementTemplate } from "./template";

export const contractorAgreementServer = defineServerDocType(contractorAgreement, {
  // 2: Schedule 1 (the statement of work) no longer carries a clause number.
  // 3: dates day first outside the US and Canada.
  templateVersion: 3,
  build: contractorAgreementTemplate,
});
