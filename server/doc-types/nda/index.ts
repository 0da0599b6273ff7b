import { nda } from "../../../shared/doc-types";
import { defineServerDocType } from "../define";
import { titleWithParty } from "../parties";
import { ndaTemplate } from "./template";
import { sample } from "./sample";

export const ndaServer = defineServerDocType(nda, {
  // 2: party types and registration, the German venue, optional clauses.
  // 3: third-party rights (the Contracts (Rights of Third Parties) Act 1999 excluded under English
  // law); the parties are "independent contracting parties", not contractors; dates day first
  // outside the US and Canada.
  // 4: the profile's signatory in its party's signature block.
  // 5: spelling follows the governing law both ways (server/doc-types/spelling.ts): US law in
  // American spelling, UK or Australian law in British ("organisation", a "licence").
  // 6: a signatory's name and title printed as filled in, not as "Name: Anna Schmidt: ____".
  // 7: an optional contractual penalty (Vertragsstrafe) under German law; an LLP described as a
  // limited liability partnership, not "a company".
  templateVersion: 7,
  sample,
  build: ndaTemplate,
  // The receiving party (in a mutual NDA, the second party) is the other side for its author.
  title: (input) => titleWithParty(input.type === "mutual" ? "Mutual NDA" : "NDA", input.receivingParty),
});
