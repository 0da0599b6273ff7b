// "Term and Termination" and "Consequences of Termination": when the agreement runs, ending it
// for convenience or for breach or insolvency, and what is owed, delivered and survives after.
import type { TContractorAgreementRequest } from "../../../shared/doc-types";
import { type Section, ol, p, section } from "../../documents/model";
import { type GoverningLaw, contractDate } from "../common";
import { CONTRACTOR_OPTIONAL_HEADINGS as O } from "./clauses";
import { CONTRACTOR_HEADINGS as H, daysWords } from "./wording";

/** What is owed when the agreement ends early, by fee type. */
function owedOnTermination(input: TContractorAgreementRequest): string {
  switch (input.fee.type) {
    case "hourly":
      return "the Fees for all hours properly worked up to the date of termination";
    case "fixed":
      return "a fair proportion of the fixed Fees reflecting the Services properly performed up to the date of termination, which for Deliverables already accepted is their full value";
    case "milestone":
      return "each milestone payment for a milestone completed and accepted before the date of termination, and, for a milestone in progress, a fair proportion of its payment reflecting the Services properly performed on it";
  }
}

/** The term and termination, and what follows termination. */
export function termSections(input: TContractorAgreementRequest, law: GoverningLaw): Section[] {
  const date = contractDate(law.region);
  const start = date(input.startDate);
  const end = input.endDate
    ? `continues until ${date(input.endDate)}, unless extended by written agreement of the Parties or terminated earlier in accordance with this section`
    : "continues until the Services are completed and all Fees have been paid, unless terminated earlier in accordance with this section";
  const notice = daysWords(input.noticeDays);
  return [
    section(H.term, [
      p(
        `This Agreement commences on the Effective Date. The Contractor shall begin performing the Services on ${start}. This Agreement ${end}.`,
      ),
      p(`Either Party may terminate this Agreement for convenience at any time by giving the other Party at least ${notice}' written notice.`),
      p("Either Party may terminate this Agreement with immediate effect by written notice to the other Party if the other Party:"),
      ol(
        `commits a material breach of this Agreement that is not capable of remedy or, if it is capable of remedy, fails to remedy it within ${daysWords(14)} after receiving written notice describing the breach and requiring its remedy; or`,
        "becomes insolvent, makes an arrangement with its creditors, has a receiver, administrator, liquidator or similar officer appointed over it or any of its assets, or has insolvency proceedings opened over its assets or rejected for lack of assets, or anything analogous happens to it in any jurisdiction, to the extent the law permits termination on that ground.",
      ),
    ]),
    section(H.consequences, [
      p("On termination or expiry of this Agreement for any reason:"),
      ol(
        `the Client shall pay the Contractor, against an invoice, ${owedOnTermination(input)}, together with any reimbursable expenses properly incurred before that date and any non-cancellable commitments the Client approved in writing; but if the Client terminates for the Contractor's breach, ${input.fee.type === "hourly" ? "" : "nothing is owed for Deliverables that have not been accepted and that the Client does not use, and "}the Client may set off its damages against amounts owed to the extent the law permits;`,
        "upon that payment, the Contractor shall deliver to the Client all Work Product, including work in progress, in its current state, and the rights in it pass to the Client in accordance with the section titled \"" +
          H.ip +
          '";',
        "each Party shall return or destroy the other Party's Confidential Information and property in its possession or control, except copies it must keep by law or that are held in routine back-ups, which remain subject to this Agreement; and",
        "the accrued rights and remedies of the Parties are not affected.",
      ),
      p(
        `The sections titled "${H.ip}", "${H.confidentiality}", "${H.warranties}", "${H.indemnities}", "${H.liability}", "${H.consequences}"${input.nonSolicitation ? `, "${O.nonSolicitation}"` : ""}, "${H.governingLaw}" and "${H.general}", and any other provision that by its nature is intended to survive, survive termination or expiry of this Agreement.`,
      ),
    ]),
  ];
}
