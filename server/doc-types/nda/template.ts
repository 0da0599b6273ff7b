// The non-disclosure agreement, one-way or mutual. In a one-way NDA only the Receiving Party owes
// confidentiality; in a mutual one each party is both discloser and recipient and every
// obligation is reciprocal.
import { type TNdaParty, type TNdaRequest } from "../../../shared/doc-types";
import { NDA_DURATION_OPTIONS, NDA_GOVERNING_LAW_OPTIONS, type NdaDuration, optionLabel } from "../../../shared/validation";
import {
  type Block,
  type TemplateModel,
  type Section,
  bold,
  clampTitle,
  ol,
  p,
  section,
  userParagraphs,
} from "../../documents/model";
import { contractClauses, contractDate, germanVenue, governingLaw, signatoryFields, spelledNumber } from "../common";
import type { BaseContext } from "../define";
import { partyDescription, partyLines, seatOf } from "../parties";
import { optionalSections } from "./clauses";
import { withSpellingOf } from "../spelling";

export { NDA_OPTIONAL_HEADINGS } from "./clauses";

export const NDA_HEADINGS = {
  purpose: "Purpose",
  definition: "Definition of Confidential Information",
  exclusions: "Exclusions",
  obligations: "Obligations of the Receiving Party",
  representatives: "Disclosure to Representatives",
  compelled: "Compelled Disclosure",
  term: "Term and Survival",
  returnOrDestruction: "Return or Destruction of Confidential Information",
  noLicense: "No License",
  noWarranty: "No Warranty",
  remedies: "Remedies and Injunctive Relief",
  noObligation: "No Obligation to Proceed",
  protectedDisclosures: "Protected Disclosures",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  assignment: "Assignment",
  entireAgreement: "Entire Agreement",
  amendment: "Amendment and Waiver",
  severability: "Severability",
  thirdPartyRights: "Third-Party Rights",
  counterparts: "Counterparts and Electronic Signatures",
  notices: "Notices",
  relationship: "Relationship of the Parties",
  signatures: "Signatures",
} as const;

const H = NDA_HEADINGS;

export const NDA_TITLES = {
  "one-way": "Non-Disclosure Agreement",
  mutual: "Mutual Non-Disclosure Agreement",
} as const;

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


// An NDA prints its effective date, not the generation date; the context keeps the signature uniform.
export function ndaTemplate(input: TNdaRequest, ctx: BaseContext): TemplateModel {
  const mutual = input.type === "mutual";
  const a = input.disclosingParty;
  const b = input.receivingParty;
  const law = governingLaw(input.governingLaw, mutual ? a.name : "the Disclosing Party");
  const title = NDA_TITLES[input.type];
  const effective = contractDate(law.region)(input.effectiveDate);
  const receiving = mutual ? "each Party, as Receiving Party," : "the Receiving Party";
  const Receiving = mutual ? "Each Party, as Receiving Party," : "The Receiving Party";
  const labels = mutual ? ["First Party", "Second Party"] : ["Disclosing Party", "Receiving Party"];

  // The business profile's signatory signs for the party that is the profile's business.
  const ours = (party: TNdaParty) =>
    ctx.business !== undefined && [ctx.business.legalName, ctx.business.tradingName, ctx.business.brand.name].includes(party.name);
  const signatureFields = (party: TNdaParty) =>
    party.entityType === "individual"
      ? ["Signature", "Name", "Date"]
      : signatoryFields(ours(party) ? ctx.business?.signatory : undefined, ["Signature", "Name", "Title", "Date"]);

  const intro: Block[] = [
    mutual
      ? p(
          `This ${title} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
          bold(a.name),
          `, ${partyDescription(a, law)}, and `,
          bold(b.name),
          `, ${partyDescription(b, law)}. Each of them is a "Party" and together they are the "Parties". Each Party may disclose Confidential Information to the other: with respect to any item of Confidential Information, the Party disclosing it (directly or through its Representatives) is the "Disclosing Party" and the Party receiving it is the "Receiving Party".`,
        )
      : p(
          `This ${title} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
          bold(a.name),
          `, ${partyDescription(a, law)} (the "Disclosing Party"), and `,
          bold(b.name),
          `, ${partyDescription(b, law)} (the "Receiving Party"). The Disclosing Party and the Receiving Party are each a "Party" and together the "Parties".`,
        ),
    {
      type: "parties",
      parties: [
        { label: labels[0]!, name: a.name, lines: partyLines(a) },
        { label: labels[1]!, name: b.name, lines: partyLines(b) },
      ],
    },
    p(
      "In consideration of the mutual covenants in this Agreement and the disclosure of Confidential Information, the Parties agree as follows:",
    ),
  ];

  const termBlocks: Block[] =
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
  termBlocks.push(
    p(
      `The sections of this Agreement titled "${H.returnOrDestruction}", "${H.noLicense}", "${H.noWarranty}", "${H.remedies}", "${H.governingLaw}" and "${H.general}" survive any expiration or termination of this Agreement.`,
    ),
  );

  const general: Section[] = [
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

  const sections: Section[] = [
    section(H.purpose, [
      p(
        mutual
          ? `The Parties wish to disclose to each other certain Confidential Information solely for the following purpose (the "Purpose"):`
          : `The Disclosing Party wishes to disclose to the Receiving Party certain Confidential Information solely for the following purpose (the "Purpose"):`,
      ),
      ...userParagraphs(input.purpose),
    ]),
    section(H.definition, [
      p(
        `"Confidential Information" means all non-public information, in any form or medium (whether written, oral, electronic, visual or by inspection of tangible objects), that is disclosed or made available by or on behalf of the Disclosing Party to the Receiving Party, before, on or after the Effective Date, in connection with the Purpose, and that is marked or identified as confidential or that a reasonable person would understand to be confidential given the nature of the information and the circumstances of its disclosure. Confidential Information includes business plans, strategies, financial information and forecasts, customer, supplier and pricing information, products and product plans, technology, software and source code, inventions, know-how, trade secrets, designs, data and research, together with all notes, analyses, compilations and other materials prepared by or for the Receiving Party to the extent they contain or reflect such information.`,
      ),
      p(
        `The existence and content of the discussions between the Parties concerning the Purpose are also Confidential Information of ${mutual ? "each Party" : "the Disclosing Party"}.`,
      ),
    ]),
    section(H.exclusions, [
      p(
        "Confidential Information does not include information that the Receiving Party can demonstrate by competent evidence:",
      ),
      ol(
        "is or becomes generally available to the public other than as a result of a disclosure by the Receiving Party or its Representatives in breach of this Agreement;",
        "was known to the Receiving Party, without any obligation of confidentiality, before it was disclosed by the Disclosing Party, as shown by the Receiving Party's written records;",
        "is independently developed by or for the Receiving Party without use of or reference to the Disclosing Party's Confidential Information; or",
        "is rightfully received by the Receiving Party from a third party that is not under an obligation of confidentiality with respect to that information.",
      ),
    ]),
    section(H.obligations, [
      p(`${Receiving} shall:`),
      ol(
        "use the Confidential Information solely for the Purpose and for no other purpose;",
        "hold the Confidential Information in strict confidence and protect it using at least the same degree of care that it uses to protect its own confidential information of a similar nature, and in no event less than a reasonable degree of care;",
        `not disclose the Confidential Information to any person except its Representatives in accordance with the section titled "${H.representatives}", or as permitted by the section titled "${H.compelled}";`,
        "limit access to the Confidential Information to those of its Representatives who need to know it for the Purpose;",
        "not reverse engineer, decompile, disassemble or analyze the composition of any software, prototypes, samples or other tangible objects that embody the Confidential Information;",
        "not copy or reproduce the Confidential Information except as reasonably necessary for the Purpose, and ensure that all copies bear the confidentiality notices of the originals; and",
        "promptly notify the Disclosing Party in writing upon becoming aware of any unauthorized use or disclosure of the Confidential Information, and cooperate with the Disclosing Party to regain possession of it and prevent any further unauthorized use or disclosure.",
      ),
      ...(mutual
        ? [
            p(
              "These obligations apply equally and reciprocally to each Party with respect to the Confidential Information it receives from the other Party.",
            ),
          ]
        : []),
    ]),
    section(H.representatives, [
      p(
        `${Receiving} may disclose Confidential Information to its and its affiliates' directors, officers, employees, contractors and professional advisers, such as lawyers, accountants and financial advisers (together, "Representatives"), who need to know it for the Purpose and who are bound by written confidentiality obligations, or by professional duties of confidentiality, at least as protective as those in this Agreement. ${mutual ? "Each Party, as Receiving Party," : "The Receiving Party"} is responsible for any act or omission of its Representatives that would be a breach of this Agreement if done by it.`,
      ),
    ]),
    section(H.compelled, [
      p(
        `If ${mutual ? "a Party, as Receiving Party," : "the Receiving Party"} or any of its Representatives is required by law, regulation, subpoena, court order or other legal process to disclose any Confidential Information, it shall, to the extent legally permitted, give the Disclosing Party prompt written notice of the requirement so that the Disclosing Party may seek a protective order or other appropriate remedy, and shall cooperate reasonably with the Disclosing Party, at the Disclosing Party's expense, in those efforts. If no such order or remedy is obtained, it may disclose only that portion of the Confidential Information that it is legally required to disclose, and shall use reasonable efforts to obtain assurance that the information disclosed will be treated confidentially. Information disclosed under this section remains Confidential Information for all other purposes.`,
      ),
    ]),
    section(H.term, termBlocks),
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
    ...optionalSections(input, law),
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
    section(H.general, [], general),
    section(H.signatures, [
      p(
        a.entityType === "individual" || b.entityType === "individual"
          ? "IN WITNESS WHEREOF, the Parties have executed this Agreement, or caused it to be executed by their duly authorized representatives, as of the Effective Date."
          : "IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
      ),
      {
        type: "signatures",
        parties: [
          { role: labels[0]!, name: a.name, fields: signatureFields(a) },
          { role: labels[1]!, name: b.name, fields: signatureFields(b) },
        ],
      },
    ]),
  ];

  const model: TemplateModel = {
    title: clampTitle(title),
    subtitle: `Between ${a.name} and ${b.name}`,
    meta: [
      { label: "Effective date", value: effective },
      { label: "Type", value: mutual ? "Mutual" : "One-way" },
      {
        label: "Term",
        value:
          input.duration === "indefinite"
            ? "Indefinite"
            : optionLabel(NDA_DURATION_OPTIONS, input.duration).replace(/^./, (ch) =>
                ch.toUpperCase(),
              ),
      },
      { label: "Governing law", value: optionLabel(NDA_GOVERNING_LAW_OPTIONS, input.governingLaw) },
    ],
    intro,
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling (issue 28).
  return withSpellingOf(model, law.region);
}
