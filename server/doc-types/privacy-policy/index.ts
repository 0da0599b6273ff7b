import { privacyPolicy } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { privacyPolicyTemplate } from "./template";

export const privacyPolicyServer = defineServerDocType(privacyPolicy, {
  templateVersion: 1,
  build: privacyPolicyTemplate,
});
