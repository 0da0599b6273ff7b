import { contractorAgreement } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { contractorAgreementTemplate } from "./template";

export const contractorAgreementServer = defineServerDocType(contractorAgreement, {
  // 2: Schedule 1 (the statement of work) no longer carries a clause number.
  // 3: dates day first outside the US and Canada.
  // 4: California: prong B of the ABC test and Labor Code § 226.8, the Freelance Worker Protection
  // Act (SB 988) for an individual; hourly work done is paid on termination; US spelling under US law.
  templateVersion: 4,
  build: contractorAgreementTemplate,
});
