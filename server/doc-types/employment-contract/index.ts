import { employmentContract } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { employmentContractTemplate } from "./template";

export const employmentContractServer = defineServerDocType(employmentContract, {
  // 2: Payday Super (Australia). 3: appeals and grievances about the line manager go above the line
  // manager; the UK statutory minimum notice reads as section 86 does; dates day first outside
  // the US and Canada.
  templateVersion: 3,
  build: employmentContractTemplate,
});
