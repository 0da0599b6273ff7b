import { employmentContract } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { employmentContractTemplate } from "./template";

export const employmentContractServer = defineServerDocType(employmentContract, {
  templateVersion: 2,
  build: employmentContractTemplate,
});
