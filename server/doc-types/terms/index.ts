import { terms } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { termsTemplate } from "./template";

export const termsServer = defineServerDocType(terms, {
  templateVersion: 1,
  build: termsTemplate,
});
