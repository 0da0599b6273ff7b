import { employmentContract } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { titleWithParty } from "../parties";
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
  // 6: Colorado's separate notice of the covenants (C.R.S. § 8-2-113(4)) printed on a page of its
  // own for the employee to sign, and the contract says so instead of saying it "has been given";
  // a signatory's name and title printed as filled in, not as "Name: Anna Schmidt: ____".
  templateVersion: 6,
  sample,
  build: employmentContractTemplate,
  title: (input, heading) => titleWithParty(heading, input.employee),
});
