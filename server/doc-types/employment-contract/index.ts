import { employmentContract } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { employmentContractTemplate } from "./template";
import { sample } from "./sample";

export const employmentContractServer = defineServerDocType(employmentContract, {
  // 2: Payday Super (Australia). 3: appeals and grievances about the line manager go above the line
  // manager; the UK statutory minimum notice reads as section 86 does; dates day first outside
  // the US and Canada. 4: US contracts governed by the work state's law, its non-compete rules
  // (none in CA, MN, ND, OK; thresholds and notices in CO, IL, WA, OR, MA and others), no assumed
  // place of work; covenants severed, not rewritten, in the UK, Ontario and Australia; the
  // profile's signatory in the employer's signature block.
  // 5: spelling follows the governing law both ways (server/doc-types/spelling.ts): US law in
  // American spelling, UK or Australian law in British ("organisation", a "licence").
  templateVersion: 5,
  sample,
  build: employmentContractTemplate,
});
