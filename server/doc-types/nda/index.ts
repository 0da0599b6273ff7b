import { nda } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { ndaTemplate } from "./template";

export const ndaServer = defineServerDocType(nda, {
  // 2: party types and registration, the German venue, optional clauses.
  // 3: third-party rights (the Contracts (Rights of Third Parties) Act 1999 excluded under English
  // law); the parties are "independent contracting parties", not contractors; dates day first
  // outside the US and Canada.
  // 4: the profile's signatory in its party's signature block.
  templateVersion: 4,
  build: ndaTemplate,
});
