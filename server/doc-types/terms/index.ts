import { terms } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { termsTemplate } from "./template";
import { sample } from "./sample";

export const termsServer = defineServerDocType(terms, {
  // 2: audience, EU / UK consumer rules, marketplace duties, arbitration, governing region.
  // 3: the withdrawal instructions and form from the shared statutory text (UK: Schedule 3's
  // reimbursement terms; the form offers goods, services and digital content).
  // 4: marketplaces: platform-to-business terms (P2B Arts. 3, 4, 5, 8-12), the Online Safety Act
  // 2023, the DSA legal representative (Art. 13), the cancellation period for goods from delivery;
  // consumers: no contractual interest, no consent by continued use, notice with reasons before
  // termination, how an online contract is concluded, the withdrawal function (CRD Art. 11a);
  // business SaaS: confidentiality, customer personal data with an Art. 28 DPA schedule, an IP
  // indemnity, a User Content license that matches "Your Data".
  // 5: dates in the law's or the profile's order; no "(Ltd)" after a name that has it.
  // 6: spelling follows the governing law both ways (server/doc-types/spelling.ts): US law in
  // American spelling, UK or Australian law in British ("organisation", a "licence").
  // 7: terms that address consumers are accepted by an explicit tick box, never by use (§ 305(2)
  // BGB, CRA 2015 Sch. 2 para. 10, Berman v. Freedom Financial); business-only terms unchanged.
  // 8: a software service whose provider is established outside the EEA and the UK incorporates
  // SCC Module Two and the UK Addendum by reference in its data processing schedule.
  // 9: marketplaces describe differentiated treatment towards business sellers (P2B Art. 7).
  templateVersion: 9,
  sample,
  build: termsTemplate,
});
