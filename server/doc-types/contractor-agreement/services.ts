// The agreement's opening clauses on the work itself: the engagement and the Services, the
// Contractor's independent status (control, tools, substitution, its own taxes and insurance) and
// the acceptance of Deliverables.
import type { TContractorAgreementRequest } from "../../../shared/doc-types";
import { type Section, ol, p, section } from "../../documents/model";
import type { GoverningLaw } from "../common";
import { CONTRACTOR_HEADINGS as H, daysWords } from "./wording";

/** The engagement: the Services, the standard of care, the Client's materials, changes. */
export function engagementSection(): Section {
  return section(H.engagement, [
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
  ]);
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

/** The Contractor's independence, as the worker-classification tests look for it. */
export function statusSection(law: GoverningLaw): Section {
  return section(H.status, [
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
  ]);
}

/** Reviewing, rejecting and accepting Deliverables within the acceptance period. */
export function acceptanceSection(input: TContractorAgreementRequest, law: GoverningLaw): Section {
  const acceptanceDays = daysWords(input.acceptanceDays).replace(/days?$/, "business $&");
  return section(H.acceptance, [
    p(
      `Within ${acceptanceDays} after a Deliverable is delivered (the "Acceptance Period"), the Client shall review it against the acceptance criteria in the Statement of Work and either accept it or reject it by written notice stating in reasonable detail the reasons for rejection and how the Deliverable does not meet those criteria.`,
    ),
    p(
      "If the Client rejects a Deliverable, the Contractor shall, at no additional charge, correct or re-perform it and deliver it again within a reasonable time, not exceeding the Acceptance Period unless the Parties agree otherwise, and the procedure in this section applies again. If a Deliverable is rejected for a second time for reasons stated in the notice, the Client may accept it subject to a fair reduction of the Fees, or terminate this Agreement for that Deliverable and recover the Fees paid for it.",
    ),
    p(
      `A Deliverable is deemed accepted if the Client gives no notice of rejection within the Acceptance Period, or when the Client uses it in its business other than for testing.${law.region === "de" ? " Acceptance under this section is acceptance (Abnahme) within the meaning of § 640 of the German Civil Code (BGB) where that provision applies." : ""} Acceptance does not affect the Contractor's warranties.`,
    ),
  ]);
}
