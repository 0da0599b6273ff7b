import { contractorAgreement } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { contractorAgreementTemplate } from "./template";
import { sample } from "./sample";

export const contractorAgreementServer = defineServerDocType(contractorAgreement, {
  // 2: Schedule 1 (the statement of work) no longer carries a clause number.
  // 3: dates day first outside the US and Canada.
  // 4: California: prong B of the ABC test and Labor Code § 226.8, the Freelance Worker Protection
  // Act (SB 988) for an individual; hourly work done is paid on termination; US spelling under US law.
  // 5: spelling follows the governing law both ways (server/doc-types/spelling.ts): US law in
  // American spelling, UK or Australian law in British ("organisation", a "licence").
  // 6: the contractor's contributions as the governing law names them (no "national insurance"
  // outside the UK; Sozialversicherungsbeiträge in Germany, Social Security and Medicare in the US).
  // 7: a signatory's name and title printed as filled in, not as "Name: Anna Schmidt: ____"; an
  // LLP described as a limited liability partnership, not "a company".
  templateVersion: 7,
  sample,
  build: contractorAgreementTemplate,
});
