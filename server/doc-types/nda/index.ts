import { nda } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ndaTemplate } from "./template";

export const ndaServer = defineServerDocType(nda, {
  // 2: party types and registration, the German venue, optional clauses.
  templateVersion: 2,
  build: ndaTemplate,
});
