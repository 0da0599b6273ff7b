import { nda } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ndaTemplate } from "./template";

export const ndaServer = defineServerDocType(nda, {
  templateVersion: 1,
  build: ndaTemplate,
});
