import { ecommercePolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ecommercePoliciesTemplate } from "./template";
import { sample } from "./sample";

export const ecommercePolicyServer = defineServerDocType(ecommercePolicy, {
  // What each template version changed, in the words a published policy's changelog uses
  // ("Updated for …", server/publications). Version 1 is the first.
  templateChanges: {
    2: "the statutory withdrawal instructions and form (UK: Schedule 3's handling deduction and reimbursement terms)",
    3: "final-sale terms, domestic shipping from the shop's country, and IOSS only for imports into the EU",
    4: "dates in the law's or the business's order",
    5: "spelling that follows the governing law (US or British)",
    6: "shops that take no change-of-mind returns",
  },
  templateVersion: 6,
  sample,
  build: ecommercePoliciesTemplate,
});
