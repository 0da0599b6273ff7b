// The contractor agreement and its statement of work (Schedule 1): an independent contractor
// engaged by the Client (the business, when a profile is chosen) for services at a fixed fee, an
// hourly rate or milestone payments, under the chosen law, with the worker-classification note,
// late-payment interest, IP transfer and venue that law calls for.
import {
  CONTRACTOR_FEE_TYPE_OPTIONS,
  CONTRACTOR_LIABILITY_CAP_OPTIONS,
  type TContractorAgreementRequest,
  type TContractorParty,
  formatMoney,
} from "../../../shared/doc-types";
import { TERMS_GOVERNING_LAW_OPTIONS, optionLabel } from "../../../shared/validation";
import {
  type Block,
  type TemplateModel,
  type Section,
  type Text,
  bold,
  clampTitle,
  ol,
  p,
  section,
  userParagraphs,
} from "../../documents/model";
import type { BusinessIdentity } from "../business";
import { type GoverningLaw, contractClauses, contractDate, germanVenue, governingLaw, spelledNumber } from "../common";
import type { BaseContext } from "../define";
import { withSpellingOf } from "../spelling";
import { partyDescription, partyLines, seatOf } from "../parties";
import {
  CONTRACTOR_OPTIONAL_HEADINGS,
  classificationSection,
  dataProtectionSection,
  intellectualPropertyBlocks,
  latePaymentText,
  nonSolicitationSection,
} from "./clauses";

export { CONTRACTOR_OPTIONAL_HEADINGS } from "./clauses";

export const CONTRACTOR_TITLE = "Contractor Agreement";

export const CONTRACTOR_HEADINGS = {
  engagement: "Engagement and Services",
  status: "Independent Contractor Status",
  acceptance: "Acceptance of Deliverables",
  fees: "Fees, Invoicing and Payment",
  expenses: "Expenses",
  ip: "Intellectual Property",
  confidentiality: "Confidentiality",
  warranties: "Warranties",
  indemnities: "Indemnities",
  liability: "Limitation of Liability",
  term: "Term and Termination",
  consequences: "Consequences of Termination",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  signatures: "Signatures",
  schedule: "Schedule 1 — Statement of Work",
} as const;

export const SOW_HEADINGS = {
  services: "Description of the Services",
  timeline: "Timeline",
  deliverables: "Deliverables",
  milestones: "Milestones",
  acceptance: "Acceptance Criteria",
  fees: "Fee Schedule",
} as const;

const H = CONTRACTOR_HEADINGS;
const S = SOW_HEADINGS;
const O = CONTRACTOR_OPTIONAL_HEADINGS;

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number of days as contracts write it: "fourteen (14) days", "one (1) day". */
export function daysWords(n: number): string {
  const words =
    n <= 10
      ? spelledNumber(n).replace(/ \(\d+\)$/, "")
      : n < 20
        ? ONES[n]!
        : n < 100
          ? TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : "")
          : String(n);
  return `${words} (${n}) ${n === 1 ? "day" : "days"}`;
}


/** The Client as the agreement names it: from the business profile, what the form left out. */
function clientParty(input: TContractorAgreementRequest, business: BusinessIdentity | undefined): TContractorParty {
  return {
    ...input.client,
    registrationNumber: input.client.registrationNumber ?? business?.registrationNumber,
  };
}

/** The fee in words for the meta line and the fees clause: "$12,000.00 (fixed fee)". */
function feeSummary(input: TContractorAgreementRequest): string {
  const money = formatMoney(input.fee.amount, input.fee.currency);
  switch (input.fee.type) {
    case "fixed":
      return `${money} (fixed fee)`;
    case "hourly":
      return `${money} per hour`;
    case "milestone":
      return `${money} in ${input.milestones.length} ${input.milestones.length === 1 ? "milestone" : "milestones"}`;
  }
}

function feeBlocks(input: TContractorAgreementRequest, law: GoverningLaw): Block[] {
  const { fee } = input;
  const money = formatMoney(fee.amount, fee.currency);
  const due =
    input.paymentTermsDays === 0
      ? "on receipt of a valid invoice"
      : `within ${daysWords(input.paymentTermsDays)} after receipt of a valid invoice`;
  const basis: Record<typeof fee.type, string> = {
    fixed: `In consideration of the Services, the Client shall pay the Contractor a fixed fee of ${money} (the "Fees"). The Fees are the entire price for the Services described in the Statement of Work; work outside it is charged only as agreed in a written change order. The Contractor may invoice the Fees on acceptance of the Deliverables or, where the Statement of Work specifies no Deliverables, on completion of the Services.`,
    hourly: `In consideration of the Services, the Client shall pay the Contractor at the rate of ${money} for each hour properly spent performing the Services (the "Fees"), pro rata for part hours. The Contractor shall keep accurate time records, invoice monthly in arrears and attach to each invoice a statement of the hours worked and the Services performed. The Contractor shall not exceed any budget or estimate of hours in the Statement of Work without the Client's prior written approval.`,
    milestone: `In consideration of the Services, the Client shall pay the Contractor the milestone payments set out in the Fee Schedule of the Statement of Work, totalling ${money} (the "Fees"). The Contractor may invoice each milestone payment on acceptance of the Deliverables of that milestone or, where it has none, on completion of the Services it describes.`,
  };
  return [
    p(basis[fee.type]),
    p(
      `All amounts are in ${fee.currency} and exclusive of value added tax, goods and services tax, sales tax and similar taxes, which the Client shall pay in addition where they apply, against a valid tax invoice. The Client shall pay each invoice ${due}, to the account the Contractor designates in writing.`,
    ),
    p(
      "If the Client disputes an invoice in good faith, it shall notify the Contractor in writing of the disputed amount and its reasons within ten (10) business days after receipt, pay the undisputed part by the due date, and the Parties shall work in good faith to resolve the dispute promptly.",
    ),
    p(latePaymentText(input, law)),
    p(
      `If any undisputed amount remains unpaid more than ${daysWords(14)} after the Contractor has given the Client written notice of non-payment, the Contractor may suspend the Services until it is paid, without liability for the resulting delay.`,
    ),
  ];
}

/**
 * The social contributions a contractor pays on its own account, as the governing law names them,
 * each followed by ", ": the United States' Social Security and Medicare taxes (self-employment tax,
 * 26 U.S.C. § 1401), the UK's National Insurance, Germany's Sozialversicherungsbeiträge, the Canada
 * or Québec Pension Plan (as the classification section says). Australia has no social security
 * contributions, and superannuation may fall on the Client (its classification section), so none.
 */
const CONTRIBUTIONS: Record<GoverningLaw["region"], string> = {
  us: "Social Security and Medicare taxes (including self-employment tax), ",
  uk: "National Insurance contributions, ",
  de: "social security contributions (Sozialversicherungsbeiträge), ",
  ca: "Canada Pension Plan (or Québec Pension Plan) contributions, ",
  au: "",
  other: "social security contributions, ",
};

const EXPENSES = {
  reimbursable:
    "The Client shall reimburse the Contractor for reasonable travel and out-of-pocket expenses properly incurred in performing the Services, provided that each expense (or category of expenses) was approved in advance in writing by the Client and is invoiced at cost, without mark-up, with the receipts or other evidence the Client reasonably requires. Expenses are invoiced monthly in arrears and paid on the same terms as the Fees.",
  included:
    "The Fees include all costs and expenses the Contractor incurs in performing the Services. The Contractor is not entitled to reimbursement of any expense unless the Client has expressly agreed in writing, in advance, to pay it.",
};

const CAP_WORDS: Record<TContractorAgreementRequest["liabilityCap"], string> = {
  "total-fees": "the total Fees paid and payable under this Agreement",
  "12-months-fees": "the Fees paid and payable under this Agreement in the twelve (12) months before the event giving rise to the claim",
  "twice-fees": "twice (2x) the total Fees paid and payable under this Agreement",
};

function liabilityBlocks(input: TContractorAgreementRequest, law: GoverningLaw): Block[] {
  const cap = CAP_WORDS[input.liabilityCap];
  if (law.region === "de") {
    return [
      p(
        "Each Party is liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act (Produkthaftungsgesetz), under a guarantee it has given, for fraud, and for its obligations under the section titled \"" +
          H.indemnities +
          '" and its confidentiality obligations, and the Client for its obligation to pay the Fees.',
      ),
      p(
        "Otherwise, for slight negligence a Party is liable only for the breach of an obligation whose fulfilment makes the proper performance of this Agreement possible in the first place and on whose fulfilment the other Party regularly relies (a cardinal obligation, wesentliche Vertragspflicht), and then only for the damage typical for this kind of agreement and foreseeable when it was concluded, and in any event up to " +
          cap +
          ".",
      ),
    ];
  }
  const upper = (text: string) => (law.region === "us" ? text.toUpperCase() : text);
  const carveOuts =
    law.region === "uk"
      ? "death or personal injury caused by its negligence, fraud or fraudulent misrepresentation, or any other liability that cannot be limited or excluded by law"
      : "death or personal injury caused by its negligence, fraud or wilful misconduct, or any other liability that cannot be limited or excluded by law";
  const blocks: Block[] = [
    p(
      `Nothing in this Agreement limits or excludes either Party's liability for ${carveOuts}; for its obligations under the section titled "${H.indemnities}"; for breach of the section titled "${H.confidentiality}"${input.processesPersonalData ? ` or "${O.dataProtection}"` : ""}; or the Client's obligation to pay the Fees.`,
    ),
    p(
      upper(
        "Subject to the preceding paragraph, neither Party is liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profits, revenue, business, goodwill or anticipated savings, loss or corruption of data, or any indirect, special, incidental, consequential or punitive loss or damage arising out of or in connection with this Agreement, even if it was advised of its possibility.",
      ),
    ),
    p(
      upper(
        `Subject to the first paragraph of this section, each Party's total aggregate liability arising out of or in connection with this Agreement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, is limited to ${cap}.`,
      ),
    ),
  ];
  if (law.region === "au") {
    blocks.push(
      p(
        "Nothing in this Agreement excludes, restricts or modifies any guarantee, right or remedy under the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) that cannot lawfully be excluded; where the law permits, the Contractor's liability for breach of such a guarantee is limited to supplying the Services again or paying the cost of having them supplied again.",
      ),
    );
  }
  return blocks;
}

/** What is owed when the agreement ends early, by fee type. */
/**
 * California's Freelance Worker Protection Act (SB 988, Bus. & Prof. Code §§ 18100-18108) for an
 * individual contractor: the contract's required contents (§ 18102), payment by the date (or within
 * 30 days of completion) without new conditions (§ 18103), no retaliation (§ 18104), kept 4 years.
 */
function freelanceWorkerSection(input: TContractorAgreementRequest): Section | undefined {
  if (input.governingLaw !== "california" || input.contractor.entityType !== "individual") return undefined;
  const submit = {
    hourly: "within five (5) business days after the end of each calendar month, for the Services rendered in that month",
    fixed: "within ten (10) days after the Services are completed",
    milestone: "within ten (10) days after each milestone is completed",
  }[input.fee.type];
  return section(FREELANCE_HEADING, [
    p(
      `If the Contractor is a freelance worker within the meaning of California Business and Professions Code section 18100 (a person, or an organization of no more than one person, engaged as a bona fide independent contractor to provide professional services for $250 or more), the Freelance Worker Protection Act (Business and Professions Code sections 18100 to 18108) applies. As section 18102 requires, this Agreement states the names and mailing addresses of the Parties (above); an itemized list of the Services, their value and the rate and method of compensation (the Statement of Work in Schedule 1 and "${H.fees}"); the date on which the Client must pay, or the mechanism by which it is determined ("${H.fees}"); and the date by which the Contractor must submit a list of the services rendered in order to meet any contractual requirement for payment, which is ${submit}.`,
    ),
    p(
      "The Client shall pay the compensation due on or before the date on which it is due under this Agreement or, if no date is set, no later than thirty (30) days after the completion of the Services (section 18103). Once the Contractor has begun performance, the Client shall not require, as a condition of timely payment, that the Contractor provide more services, cancel or return its work, or accept less compensation than this Agreement provides. The Client shall not discriminate or take any action against the Contractor for exercising or attempting to exercise these rights (section 18104), and shall keep this Agreement for at least four (4) years (section 18102(c)).",
    ),
  ]);
}

export const FREELANCE_HEADING = "California Freelance Worker Protection Act";

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

function termBlocks(input: TContractorAgreementRequest, law: GoverningLaw): { term: Block[]; consequences: Block[] } {
  const date = contractDate(law.region);
  const start = date(input.startDate);
  const end = input.endDate
    ? `continues until ${date(input.endDate)}, unless extended by written agreement of the Parties or terminated earlier in accordance with this section`
    : "continues until the Services are completed and all Fees have been paid, unless terminated earlier in accordance with this section";
  const notice = daysWords(input.noticeDays);
  return {
    term: [
      p(
        `This Agreement commences on the Effective Date. The Contractor shall begin performing the Services on ${start}. This Agreement ${end}.`,
      ),
      p(`Either Party may terminate this Agreement for convenience at any time by giving the other Party at least ${notice}' written notice.`),
      p("Either Party may terminate this Agreement with immediate effect by written notice to the other Party if the other Party:"),
      ol(
        `commits a material breach of this Agreement that is not capable of remedy or, if it is capable of remedy, fails to remedy it within ${daysWords(14)} after receiving written notice describing the breach and requiring its remedy; or`,
        "becomes insolvent, makes an arrangement with its creditors, has a receiver, administrator, liquidator or similar officer appointed over it or any of its assets, or has insolvency proceedings opened over its assets or rejected for lack of assets, or anything analogous happens to it in any jurisdiction, to the extent the law permits termination on that ground.",
      ),
    ],
    consequences: [
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
    ],
  };
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

function scheduleSection(input: TContractorAgreementRequest, law: GoverningLaw): Section {
  const { fee } = input;
  const date = contractDate(law.region);
  const money = (minor: number) => formatMoney(minor, fee.currency);
  const due = (day: string | undefined) => (day ? date(day) : "As agreed");
  const subsections: Section[] = [
    section(S.services, [
      p('The Contractor shall perform the following services (the "Services"):'),
      ...userParagraphs(input.services),
    ]),
    section(S.timeline, [
      p(
        `Start date: ${date(input.startDate)}. ${input.endDate ? `End date: ${date(input.endDate)}.` : "End date: on completion of the Services."}`,
      ),
    ]),
    section(
      S.deliverables,
      input.deliverables.length
        ? [
            {
              type: "table",
              columns: [{ header: "No." }, { header: "Deliverable" }, { header: "Due date" }],
              rows: input.deliverables.map((d, i): Text[] => [String(i + 1), d.description, due(d.dueDate)]),
            },
          ]
        : [p('No separate deliverables are specified: the results of the Services are the "Deliverables".')],
    ),
  ];
  if (fee.type === "milestone") {
    subsections.push(
      section(S.milestones, [
        {
          type: "table",
          columns: [{ header: "No." }, { header: "Milestone" }, { header: "Due date" }, { header: "Payment", align: "right" }],
          rows: input.milestones.map((m, i): Text[] => [String(i + 1), m.description, due(m.dueDate), money(m.amount)]),
        },
      ]),
    );
  }
  subsections.push(
    section(S.acceptance, [
      ...(input.acceptanceCriteria
        ? userParagraphs(input.acceptanceCriteria)
        : [
            p(
              "Each Deliverable must conform in all material respects to its description in this Statement of Work and to the Agreement, be complete, and be free from material defects.",
            ),
          ]),
      p(
        `Acceptance period: ${daysWords(input.acceptanceDays).replace(/days?$/, "business $&")} after delivery, as provided in the section titled "${H.acceptance}".`,
      ),
    ]),
  );
  const terms =
    input.paymentTermsDays === 0 ? "Payment: on receipt of a valid invoice." : `Payment: within ${daysWords(input.paymentTermsDays)} after receipt of a valid invoice.`;
  const feeTable: Block =
    fee.type === "milestone"
      ? {
          type: "table",
          columns: [{ header: "Milestone" }, { header: "Invoiced" }, { header: "Amount", align: "right" }],
          rows: input.milestones.map((m, i): Text[] => [`${i + 1}. ${m.description}`, "On acceptance", money(m.amount)]),
          footer: [[bold("Total"), "", bold(money(input.milestones.reduce((sum, m) => sum + m.amount, 0)))]],
        }
      : fee.type === "hourly"
        ? {
            type: "table",
            columns: [{ header: "Item" }, { header: "Invoiced" }, { header: "Rate", align: "right" }],
            rows: [["Services (per hour)", "Monthly in arrears", `${money(fee.amount)} per hour`]],
          }
        : {
            type: "table",
            columns: [{ header: "Item" }, { header: "Invoiced" }, { header: "Amount", align: "right" }],
            rows: [["Services (fixed fee)", "On acceptance", money(fee.amount)]],
            footer: [[bold("Total"), "", bold(money(fee.amount))]],
          };
  subsections.push(
    section(S.fees, [
      feeTable,
      p(`Currency: ${fee.currency}. Amounts exclude applicable taxes. ${terms} Expenses: ${input.expensesReimbursable ? "reimbursed at cost if approved in advance in writing" : "included in the Fees"}.`),
    ]),
  );
  return {
    ...section(H.schedule, [p("This Statement of Work forms part of the Agreement between the Parties and is governed by it.")], subsections),
    schedule: true,
  };
}

export function contractorAgreementTemplate(input: TContractorAgreementRequest, ctx: BaseContext): TemplateModel {
  const business = ctx.business;
  const client = clientParty(input, business);
  const contractor = input.contractor;
  const law = governingLaw(input.governingLaw, "the Client");
  const date = contractDate(law.region);
  const effective = date(input.effectiveDate);
  const acceptanceDays = daysWords(input.acceptanceDays).replace(/days?$/, "business $&");
  const { term, consequences } = termBlocks(input, law);

  const clientLines = partyLines(client);
  if (business?.vatId) clientLines.push(`VAT ID: ${business.vatId}`);

  const intro: Block[] = [
    p(
      `This ${CONTRACTOR_TITLE} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
      bold(client.name),
      `, ${partyDescription(client, law)} (the "Client"), and `,
      bold(contractor.name),
      `, ${partyDescription(contractor, law)} (the "Contractor"). The Client and the Contractor are each a "Party" and together the "Parties".`,
    ),
    {
      type: "parties",
      parties: [
        { label: "Client", name: client.name, lines: clientLines },
        { label: "Contractor", name: contractor.name, lines: partyLines(contractor) },
      ],
    },
    p(
      "The Client wishes to engage the Contractor to provide the services described in Schedule 1 (the Statement of Work), and the Contractor wishes to provide them as an independent contractor in the course of its own business. The Parties therefore agree as follows:",
    ),
  ];

  const sections: (Section | undefined)[] = [
    section(H.engagement, [
      p(
        `The Client engages the Contractor to perform the Services and provide the Deliverables described in Schedule 1 (the "Statement of Work"), which forms part of this Agreement, and the Contractor agrees to do so on the terms of this Agreement.`,
      ),
      p(
        "The Contractor shall perform the Services with the reasonable skill, care and diligence of a qualified professional experienced in services of the same kind, in accordance with good industry practice, this Agreement and all applicable laws, and shall comply with the Client's reasonable security, health and safety and site policies notified to it in advance when working on the Client's premises or systems.",
      ),
      p(
        "The Client shall provide the Contractor in good time with the information, materials and access the Contractor reasonably needs to perform the Services (\"Client Materials\"). The Contractor is not responsible for any delay to the extent caused by the Client's failure to do so.",
      ),
      p(
        "Either Party may request a change to the Services. A change becomes binding only when both Parties sign a written change order describing it and its effect on the Fees and the timeline.",
      ),
    ]),
    section(H.status, [
      p(
        "The Contractor is an independent contractor and not an employee, worker, agent or partner of the Client. Nothing in this Agreement creates an employment, partnership, joint venture or agency relationship, and the Contractor has no authority to bind the Client. In particular:",
      ),
      ol(
        "the Contractor controls the manner and means by which it performs the Services, including when and where it works, subject only to meeting the Deliverables, deadlines and specifications of the Statement of Work;",
        "the Contractor provides, at its own cost, the tools, equipment, software and workspace it needs to perform the Services, except access to the Client's systems where the Services require it;",
        "the Contractor may, at its own cost, engage a suitably qualified and experienced substitute to perform any of the Services, provided that it gives the Client prior written notice, that the substitute is bound by obligations of confidentiality and intellectual property at least equivalent to those in this Agreement, and that the Client may refuse a substitute only on reasonable grounds concerning their skills, qualifications, security clearance or confidentiality; the Contractor remains responsible for the Services and pays the substitute;",
        "the engagement is non-exclusive: the Contractor may provide services to others during the term of this Agreement, provided that doing so does not breach this Agreement, including its confidentiality obligations;",
        `the Contractor is solely responsible for all income tax, ${CONTRIBUTIONS[law.region]}value added and sales taxes and other taxes and levies on the Fees, and for registering and filing returns as the law requires, and indemnifies the Client, to the extent the law permits, against any such tax, contribution, interest or penalty assessed on the Client in respect of the Services;`,
        "the Contractor shall maintain, at its own cost and with reputable insurers, professional indemnity (errors and omissions) and public or general liability insurance, and any other insurance the law requires of it, in amounts appropriate to the Services, and provide evidence of cover on request; and",
        "neither the Contractor nor any substitute is entitled to any salary, pension, holiday pay, sick pay, health insurance, equity or other benefit that the Client provides to its employees.",
      ),
    ]),
    classificationSection(input.governingLaw),
    freelanceWorkerSection(input),
    section(H.acceptance, [
      p(
        `Within ${acceptanceDays} after a Deliverable is delivered (the "Acceptance Period"), the Client shall review it against the acceptance criteria in the Statement of Work and either accept it or reject it by written notice stating in reasonable detail the reasons for rejection and how the Deliverable does not meet those criteria.`,
      ),
      p(
        "If the Client rejects a Deliverable, the Contractor shall, at no additional charge, correct or re-perform it and deliver it again within a reasonable time, not exceeding the Acceptance Period unless the Parties agree otherwise, and the procedure in this section applies again. If a Deliverable is rejected for a second time for reasons stated in the notice, the Client may accept it subject to a fair reduction of the Fees, or terminate this Agreement for that Deliverable and recover the Fees paid for it.",
      ),
      p(
        `A Deliverable is deemed accepted if the Client gives no notice of rejection within the Acceptance Period, or when the Client uses it in its business other than for testing.${law.region === "de" ? " Acceptance under this section is acceptance (Abnahme) within the meaning of § 640 of the German Civil Code (BGB) where that provision applies." : ""} Acceptance does not affect the Contractor's warranties.`,
      ),
    ]),
    section(H.fees, feeBlocks(input, law)),
    section(H.expenses, [p(input.expensesReimbursable ? EXPENSES.reimbursable : EXPENSES.included)]),
    section(H.ip, intellectualPropertyBlocks(law)),
    section(H.confidentiality, [
      p(
        '"Confidential Information" means all non-public information that a Party (the "Discloser") discloses to the other (the "Recipient") in connection with this Agreement, in any form, that is marked as confidential or that a reasonable person would understand to be confidential, including the Client Materials and the Work Product, which is the Client\'s Confidential Information. It does not include information that the Recipient can show is or becomes public other than through its breach of this Agreement, was lawfully known to it without restriction before disclosure, is independently developed by it without use of the Confidential Information, or is lawfully received from a third party without restriction.',
      ),
      p(
        "The Recipient shall use the Discloser's Confidential Information only to perform or receive the Services, keep it confidential using at least reasonable care, and disclose it only to those of its personnel, substitutes and professional advisers who need to know it for that purpose and are bound by obligations of confidentiality at least as protective as these. The Recipient may disclose Confidential Information to the extent required by law or by a court or regulator, after giving the Discloser, where legally permitted, prompt notice and an opportunity to seek protection.",
      ),
      p(
        "These obligations continue during this Agreement and for five (5) years after it ends, and for trade secrets for as long as they remain trade secrets. Nothing in this Agreement prevents any person from reporting a possible violation of law to a governmental authority or regulator, or from making any other disclosure protected by whistleblower laws.",
      ),
      ...(law.region === "us"
        ? [
            p(
              "Notice under the Defend Trade Secrets Act of 2016 (18 U.S.C. § 1833(b)): an individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret that is made (i) in confidence to a federal, state or local government official, either directly or indirectly, or to an attorney, solely for the purpose of reporting or investigating a suspected violation of law; or (ii) in a complaint or other document filed in a lawsuit or other proceeding, if such filing is made under seal.",
            ),
          ]
        : []),
    ]),
    dataProtectionSection(input, law),
    section(H.warranties, [
      p("The Contractor warrants that:"),
      ol(
        "it has the skills, qualifications, experience and resources needed to perform the Services, and the right to enter into and perform this Agreement;",
        "the Deliverables will conform in all material respects to the Statement of Work and, for ninety (90) days after acceptance, the Contractor will correct at no charge any material non-conformity the Client notifies to it in that period;",
        "the Work Product is its original work (except for Pre-existing Materials and third-party materials the Client has approved) and its use by the Client in accordance with this Agreement will not infringe the Intellectual Property Rights of any third party; and",
        "it will not knowingly introduce any virus, malware or other harmful code into the Client's systems or the Work Product, and will comply with all applicable laws, including anti-bribery and anti-corruption laws, in performing the Services.",
      ),
      p(
        "The Client warrants that it has the right to enter into this Agreement and that the Client Materials, and the Contractor's use of them as the Client directs, will not infringe the rights of any third party.",
      ),
      p(
        law.region === "us"
          ? "EXCEPT AS EXPRESSLY STATED IN THIS AGREEMENT, NEITHER PARTY MAKES ANY WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE, AND ALL SUCH WARRANTIES ARE DISCLAIMED TO THE EXTENT PERMITTED BY LAW."
          : law.region === "de"
            ? "The statutory rights in respect of defects (gesetzliche Mängelrechte) remain unaffected, except as this Agreement expressly provides otherwise."
            : "Except as expressly stated in this Agreement, all warranties, conditions and other terms implied by statute or common law are excluded to the fullest extent permitted by law.",
      ),
    ]),
    section(H.indemnities, [
      p(
        "The Contractor shall indemnify and hold harmless the Client and its officers and employees from and against all losses, damages, costs (including reasonable legal fees) and liabilities arising from (a) any third-party claim that the Work Product, or its use in accordance with this Agreement, infringes that third party's Intellectual Property Rights, except to the extent caused by Client Materials or by modifications not made by the Contractor; and (b) any claim by the Contractor's personnel or substitutes, or by any tax or social security authority, arising from their engagement by the Contractor or the Contractor's tax or employment status, to the extent the law permits.",
      ),
      p(
        "The Client shall indemnify and hold harmless the Contractor from and against all losses, damages, costs (including reasonable legal fees) and liabilities arising from any third-party claim that the Client Materials, or their use by the Contractor as the Client directs, infringe that third party's rights.",
      ),
      p(
        "The indemnified Party shall notify the other Party promptly of any claim, allow it to conduct the defence and settlement of the claim (provided that no settlement admitting fault of the indemnified Party is made without its consent), give it reasonable assistance at its expense, and make no admission about the claim without its consent. If an infringement claim is made or likely, the Contractor may at its option and expense obtain the right for the Client to keep using the affected Work Product or modify it so that it no longer infringes without loss of functionality.",
      ),
    ]),
    section(H.liability, liabilityBlocks(input, law)),
    section(H.term, term),
    section(H.consequences, consequences),
    nonSolicitationSection(input),
    section(H.governingLaw, [
      p(
        `This Agreement, and any dispute or claim arising out of or in connection with it or its subject matter or formation, including non-contractual disputes or claims, is governed by and construed in accordance with ${law.law}, without regard to its conflict of laws principles.`,
      ),
      law.region === "de"
        ? p(germanVenue("parties", seatOf(client, "the Client"), "this Agreement"))
        : p(
            `Each Party irrevocably submits to the exclusive jurisdiction of ${law.courts} for any such dispute or claim, except that either Party may seek injunctive or other equitable relief in any court of competent jurisdiction to protect its Confidential Information or Intellectual Property Rights.`,
          ),
    ]),
    section(H.general, [], generalSections(law)),
    section(H.signatures, [
      p(
        client.entityType === "individual" || contractor.entityType === "individual"
          ? "IN WITNESS WHEREOF, the Parties have executed this Agreement, or caused it to be executed by their duly authorized representatives, as of the Effective Date."
          : "IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
      ),
      {
        type: "signatures",
        parties: [
          { role: "Client", name: client.name, fields: signatureFields(client, business) },
          { role: "Contractor", name: contractor.name, fields: signatureFields(contractor) },
        ],
      },
    ]),
    scheduleSection(input, law),
  ];

  const model: TemplateModel = {
    title: clampTitle(`${CONTRACTOR_TITLE} — ${contractor.name}`),
    subtitle: `Between ${client.name} and ${contractor.name}`,
    meta: [
      { label: "Effective date", value: effective },
      { label: "Start date", value: date(input.startDate) },
      { label: "End date", value: input.endDate ? date(input.endDate) : "On completion of the Services" },
      { label: "Fees", value: feeSummary(input) },
      { label: "Fee type", value: optionLabel(CONTRACTOR_FEE_TYPE_OPTIONS, input.fee.type) },
      { label: "Liability cap", value: optionLabel(CONTRACTOR_LIABILITY_CAP_OPTIONS, input.liabilityCap) },
      { label: "Governing law", value: optionLabel(TERMS_GOVERNING_LAW_OPTIONS, input.governingLaw) },
    ],
    intro,
    sections: sections.filter((s): s is Section => s !== undefined),
    numbered: true,
  };
  // A US contract reads in US spelling; a UK or Australian one in British spelling.
  return withSpellingOf(model, law.region, [H.schedule]);
}

/** Signing lines; the business profile's signatory is printed for the Client. */
function signatureFields(party: TContractorParty, business?: BusinessIdentity): string[] {
  if (party.entityType === "individual") return ["Signature", "Name", "Date"];
  const signatory = business?.signatory;
  if (!signatory) return ["Signature", "Name", "Title", "Date"];
  return ["Signature", `Name: ${signatory.name}`, signatory.title ? `Title: ${signatory.title}` : "Title", "Date"];
}
