// The NDA's closing clauses: protected disclosures (with the Defend Trade Secrets Act's notice
// under US law), the governing law and the courts (the German venue rules under German law) and
// the general provisions.
import { type Section, p, section } from "../../documents/model";
import { contractClauses, germanVenue } from "../common";
import { seatOf } from "../parties";
import { type Facts } from "./facts";
import { NDA_HEADINGS as H } from "./wording";

/** Assignment, entire agreement, amendment, severability and the other general provisions. */
function generalSections(f: Facts): Section[] {
  const { law } = f;
  return [
    section(H.assignment, [
      p(
        "Neither Party may assign or transfer this Agreement, or any of its rights or obligations under it, without the prior written consent of the other Party, except to a successor to all or substantially all of its business or assets to which this Agreement relates that agrees in writing to be bound by it. Any attempted assignment in breach of this section is void. This Agreement binds and benefits the Parties and their permitted successors and assigns.",
      ),
    ]),
    section(H.entireAgreement, [
      p(
        "This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior and contemporaneous agreements, proposals, understandings and communications, whether written or oral, about that subject matter.",
      ),
    ]),
    section(H.amendment, [
      p(
        "This Agreement may be amended only by a written instrument signed by authorized representatives of both Parties. No failure or delay in exercising any right under this Agreement operates as a waiver of it, and no single or partial exercise of any right precludes its further exercise.",
      ),
    ]),
    section(H.severability, [p(contractClauses.severability)]),
    section(H.thirdPartyRights, [p(contractClauses.thirdPartyRights(law.region))]),
    section(H.counterparts, [p(contractClauses.counterparts(law.region))]),
    section(H.notices, [
      p(
        "All notices under this Agreement must be in writing and delivered by hand, by recognized courier or by email to the Party's address or email address set out above, or to another address a Party designates by notice. Notices are effective on receipt, except that notices sent by email are effective when sent if no delivery failure message is received.",
      ),
    ]),
    section(H.relationship, [
      p(
        "The Parties are independent contracting parties. Nothing in this Agreement creates a partnership, joint venture, agency, fiduciary or employment relationship between the Parties, and neither Party may bind the other.",
      ),
    ]),
  ];
}

/** Protected disclosures, governing law and the general provisions. */
export function closingSections(f: Facts): Section[] {
  const { mutual, a, law } = f;
  return [
    section(H.protectedDisclosures, [
      p(
        "Nothing in this Agreement prohibits or restricts any person from reporting a possible violation of law to, or cooperating with, any governmental agency, regulator or self-regulatory organization, or from making other disclosures protected under whistleblower laws, in each case without notice to the Disclosing Party.",
      ),
      ...(law.region === "us"
        ? [
            p(
              "Notice under the Defend Trade Secrets Act of 2016 (18 U.S.C. § 1833(b)): an individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret that is made (i) in confidence to a federal, state or local government official, either directly or indirectly, or to an attorney, solely for the purpose of reporting or investigating a suspected violation of law; or (ii) in a complaint or other document filed in a lawsuit or other proceeding, if such filing is made under seal. An individual who files a lawsuit for retaliation by an employer for reporting a suspected violation of law may disclose the trade secret to the individual's attorney and use the trade secret information in the court proceeding, if the individual files any document containing the trade secret under seal and does not disclose the trade secret except pursuant to court order.",
            ),
          ]
        : []),
    ]),
    section(H.governingLaw, [
      p(
        `This Agreement, and any dispute or claim arising out of or in connection with it or its subject matter or formation, including non-contractual disputes or claims, is governed by and construed in accordance with ${law.law}, without regard to its conflict of laws principles.`,
      ),
      law.region === "de"
        ? p(
            // A mutual NDA has no one Disclosing Party: the first Party's seat is the venue.
            germanVenue("parties", mutual ? seatOf(a, a.name) : seatOf(a, "the Disclosing Party"), "this Agreement"),
            " Either Party may, however, seek interim injunctive relief (einstweiliger Rechtsschutz) from any competent court.",
          )
        : p(
            `Each Party irrevocably submits to the exclusive jurisdiction of ${law.courts} for any such dispute or claim, except that either Party may seek injunctive or other equitable relief in any court of competent jurisdiction.`,
          ),
    ]),
    section(H.general, [], generalSections(f)),
  ];
}
