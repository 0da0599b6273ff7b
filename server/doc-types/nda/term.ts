// How long the NDA binds and what it does not do: the term and survival (a fixed number of years or
// until terminated), return or destruction, no licence, no warranty, remedies and no obligation
// to proceed.
import { type NdaDuration } from "../../../shared/validation";
import { type Block, type Section, p, section } from "../../documents/model";
import { spelledNumber } from "../common";
import { type Facts } from "./facts";
import { NDA_HEADINGS as H } from "./wording";

const YEARS: Record<Exclude<NdaDuration, "indefinite">, number> = {
  "1-year": 1,
  "2-years": 2,
  "3-years": 3,
  "5-years": 5,
};

const durationWords = (d: Exclude<NdaDuration, "indefinite">) => {
  const n = YEARS[d];
  return `${spelledNumber(n)} ${n === 1 ? "year" : "years"}`;
};

/** The term and what survives it. */
function termBlocks(f: Facts): Block[] {
  const { input, mutual, receiving } = f;
  const blocks: Block[] =
    input.duration === "indefinite"
      ? [
          p(
            `This Agreement commences on the Effective Date and continues until terminated by either Party on thirty (30) days' written notice to the other Party. Termination ends only the obligation to disclose further information; it does not release ${mutual ? "either Party" : "the Receiving Party"} from its obligations for Confidential Information already disclosed.`,
          ),
          p(
            `The obligations of ${receiving} under this Agreement with respect to Confidential Information disclosed before termination survive indefinitely, until that Confidential Information falls within one of the exclusions in the section titled "${H.exclusions}".`,
          ),
        ]
      : [
          p(
            `This Agreement commences on the Effective Date and continues for ${durationWords(input.duration)} (the "Term"), unless terminated earlier by either Party on thirty (30) days' written notice to the other Party.`,
          ),
          p(
            `The obligations of ${receiving} under this Agreement with respect to Confidential Information disclosed during the Term survive the expiration or termination of this Agreement for ${durationWords(input.duration)}; however, with respect to any Confidential Information that constitutes a trade secret under applicable law, those obligations continue for as long as the information remains a trade secret.`,
          ),
        ];
  blocks.push(
    p(
      `The sections of this Agreement titled "${H.returnOrDestruction}", "${H.noLicense}", "${H.noWarranty}", "${H.remedies}", "${H.governingLaw}" and "${H.general}" survive any expiration or termination of this Agreement.`,
    ),
  );
  return blocks;
}

/** Term, return or destruction, no licence, no warranty, remedies, no obligation to proceed. */
export function termSections(f: Facts): Section[] {
  const { mutual, receiving } = f;
  return [
    section(H.term, termBlocks(f)),
    section(H.returnOrDestruction, [
      p(
        `Upon the Disclosing Party's written request, or upon expiration or termination of this Agreement, ${receiving} shall within ten (10) business days return or destroy all Confidential Information of the Disclosing Party in its or its Representatives' possession or control, including all copies, notes and other materials containing or reflecting it, and, upon request, certify the return or destruction in writing signed by an authorized officer. ${mutual ? "A Receiving Party" : "The Receiving Party"} may retain copies to the extent required by applicable law or regulation, or stored in automatic electronic backup systems in the ordinary course, provided that any retained Confidential Information remains subject to this Agreement for as long as it is retained, notwithstanding any expiration or termination of this Agreement.`,
      ),
    ]),
    section(H.noLicense, [
      p(
        "All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any license, ownership or other right in or to any Confidential Information, or under any patent, copyright, trademark, trade secret or other intellectual property right of the Disclosing Party, except the limited right to use the Confidential Information for the Purpose in accordance with this Agreement.",
      ),
    ]),
    section(H.noWarranty, [
      p(
        `ALL CONFIDENTIAL INFORMATION IS PROVIDED "AS IS". THE DISCLOSING PARTY MAKES NO REPRESENTATION OR WARRANTY, EXPRESS OR IMPLIED, AS TO THE ACCURACY, COMPLETENESS, PERFORMANCE OR NON-INFRINGEMENT OF ANY CONFIDENTIAL INFORMATION, AND SHALL HAVE NO LIABILITY ARISING FROM THE RECEIVING PARTY'S USE OF IT, EXCEPT AS MAY BE PROVIDED IN A DEFINITIVE WRITTEN AGREEMENT BETWEEN THE PARTIES.`,
      ),
    ]),
    section(H.remedies, [
      p(
        `${mutual ? "Each Party acknowledges" : "The Receiving Party acknowledges"} that any unauthorized use or disclosure of Confidential Information may cause the Disclosing Party irreparable harm for which monetary damages would be an inadequate remedy. Accordingly, in addition to any other remedies available at law or in equity, the Disclosing Party is entitled to seek injunctive relief, specific performance and other equitable relief to prevent or restrain any actual or threatened breach of this Agreement, without proof of actual damages and, to the extent permitted by law, without the requirement to post a bond or other security.`,
      ),
    ]),
    section(H.noObligation, [
      p(
        "This Agreement does not obligate either Party to disclose any particular information, to continue discussions or to enter into any further agreement or transaction. Either Party may end discussions concerning the Purpose at any time for any reason. Unless and until a definitive written agreement is signed, neither Party has any obligation to the other with respect to the Purpose other than those expressly set out in this Agreement. Nothing in this Agreement prevents either Party from pursuing similar opportunities with third parties or from independently developing products or services, provided it does so without breaching this Agreement.",
      ),
    ]),
  ];
}
