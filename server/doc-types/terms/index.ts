import { terms } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { termsTemplate } from "./template";

export const termsServer = defineServerDocType(terms, {
  // 2: audience, EU / UK consumer rules, marketplace duties, arbitration, governing region.
  templateVersion: 2,
  build: termsTemplate,
});
