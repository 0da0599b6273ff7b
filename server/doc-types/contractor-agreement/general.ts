// The agreement's closing clauses: the governing law and the courts (the German venue rules under
// German law) and the general provisions (entire agreement, notices, assignment, force majeure,
// amendment, severability, third-party rights, counterparts).
import type { TContractorParty } from "../../../shared/doc-types";
import { type Section, p, section } from "../../documents/model";
import { type GoverningLaw, contractClauses, germanVenue } from "../common";
import { seatOf } from "../parties";
import { CONTRACTOR_HEADINGS as H } from "./wording";

/** The law, and the courts (or the German venue) for disputes. */
export function governingLawSection(law: GoverningLaw, client: TContractorParty): Section {
  return section(H.governingLaw, [
    p(
      `This Agreement, and any dispute or claim arising out of or in connection with it or its subject matter or formation, including non-contractual disputes or claims, is governed by and construed in accordance with ${law.law}, without regard to its conflict of laws principles.`,
    ),
    law.region === "de"
      ? p(germanVenue("parties", seatOf(client, "the Client"), "this Agreement"))
      : p(
          `Each Party irrevocably submits to the exclusive jurisdiction of ${law.courts} for any such dispute or claim, except that either Party may seek injunctive or other equitable relief in any court of competent jurisdiction to protect its Confidential Information or Intellectual Property Rights.`,
        ),
  ]);
}

function generalSections(law: GoverningLaw): Section[] {
  return [
    section("Entire Agreement", [
      p(
        `This Agreement, including Schedule 1, is the entire agreement between the Parties about its subject matter and supersedes all prior agreements, proposals, understandings and communications, written or oral, about it. Each Party acknowledges that in entering into this Agreement it has not relied on any statement, representation or warranty not set out in it${law.region === "uk" ? ", but nothing in this section limits or excludes liability for fraud or fraudulent misrepresentation" : ""}. If this Agreement and the Statement of Work conflict, this Agreement prevails unless the Statement of Work expressly says that it overrides a named provision of this Agreement.`,
      ),
    ]),
    section("Notices", [
      p(
        "All notices under this Agreement must be in writing and delivered by hand, by recognised courier or by email to the Party's address or email address set out above, or to another address a Party designates by notice. Notices are effective on receipt, except that notices sent by email are effective when sent if no delivery failure message is received. Notices of breach or termination sent by email must also be sent by one of the other methods.",
      ),
    ]),
    section("Assignment and Subcontracting", [
      p(
        `Neither Party may assign or transfer this Agreement, or any of its rights or obligations under it, without the prior written consent of the other Party, except that the Client may assign it to a successor to all or substantially all of its business to which this Agreement relates. The Contractor may engage a substitute or subcontractor only as provided in the section titled "${H.status}", and remains responsible for their acts and omissions as for its own.`,
      ),
    ]),
    section("Force Majeure", [
      p(
        "Neither Party is liable for any delay or failure in performing its obligations (other than an obligation to pay) caused by events beyond its reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest, governmental action or failures of public utilities or networks, provided that it promptly notifies the other Party and uses reasonable efforts to mitigate the effect. If such an event continues for more than thirty (30) days, either Party may terminate this Agreement by written notice.",
      ),
    ]),
    section("Amendment and Waiver", [
      p(
        "This Agreement, including the Statement of Work, may be amended only by a written instrument (including a change order) signed by both Parties. No failure or delay in exercising any right under this Agreement operates as a waiver of it, and no single or partial exercise of any right precludes its further exercise.",
      ),
    ]),
    section("Severability", [p(contractClauses.severability)]),
    section("Third-Party Rights", [p(contractClauses.thirdPartyRights(law.region))]),
    section("Counterparts and Electronic Signatures", [p(contractClauses.counterparts(law.region))]),
  ];
}

export const generalSection = (law: GoverningLaw): Section => section(H.general, [], generalSections(law));
