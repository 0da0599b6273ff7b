// The facts an NDA is written from: one-way or mutual, the two parties, the governing law, the
// effective date and how the Receiving Party is named, worked out once from the input.
import { type TNdaRequest } from "../../../shared/doc-types";
import { contractDate, governingLaw } from "../common";
import { NDA_TITLES } from "./wording";

/** What every part of the agreement reads. */
export function factsOf(input: TNdaRequest) {
  const mutual = input.type === "mutual";
  const a = input.disclosingParty;
  const b = input.receivingParty;
  const law = governingLaw(input.governingLaw, mutual ? a.name : "the Disclosing Party");
  const title = NDA_TITLES[input.type];
  const effective = contractDate(law.region)(input.effectiveDate);
  const receiving = mutual ? "each Party, as Receiving Party," : "the Receiving Party";
  const Receiving = mutual ? "Each Party, as Receiving Party," : "The Receiving Party";
  const labels = mutual ? ["First Party", "Second Party"] : ["Disclosing Party", "Receiving Party"];
  return { input, mutual, a, b, law, title, effective, receiving, Receiving, labels };
}

export type Facts = ReturnType<typeof factsOf>;
