import { terms } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { termsTemplate } from "./template";

export const termsServer = defineServerDocType(terms, {
  // 2: audience, EU / UK consumer rules, marketplace duties, arbitration, governing region.
  // 3: the withdrawal instructions and form from the shared statutory text (UK: Schedule 3's
  // reimbursement terms; the form offers goods, services and digital content).
  templateVersion: 3,
  build: termsTemplate,
});
