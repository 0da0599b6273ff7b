import { terms } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { termsTemplate } from "./template";
import { sample } from "./sample";

export const termsServer = defineServerDocType(terms, {
  // What each template version changed, in the words a published policy's changelog uses
  // ("Updated for …", server/publications). Version 1 is the first.
  templateChanges: {
    2: "the audience, EU and UK consumer rules, marketplace duties, arbitration and the governing region",
    3: "the statutory withdrawal instructions and form (UK: Schedule 3's reimbursement terms)",
    4: "marketplace duties (P2B Regulation, Online Safety Act 2023, DSA legal representative), consumer rules (no contractual interest, no consent by continued use, the withdrawal function under CRD Art. 11a) and business SaaS terms (confidentiality, an Art. 28 DPA schedule, an IP indemnity)",
    5: "dates in the law's or the business's order",
    6: "spelling that follows the governing law (US or British)",
    7: "acceptance of consumer terms by an explicit tick box, never by use (§ 305(2) BGB, CRA 2015 Sch. 2 para. 10, Berman v. Freedom Financial)",
    8: "the EU Standard Contractual Clauses (Module Two) and the UK Addendum for providers outside the EEA and the UK",
    9: "the P2B Regulation's rule on differentiated treatment of business sellers (Art. 7)",
  },
  templateVersion: 9,
  sample,
  build: termsTemplate,
});
