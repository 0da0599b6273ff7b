// The contractor agreement's clauses that depend on the governing law or on an option: worker
// classification (with California's Freelance Worker Protection Act), late payment, intellectual
// property, data protection and non-solicitation.
import type { TContractorAgreementRequest } from "../../../shared/doc-types";
import type { TermsGoverningLaw } from "../../../shared/validation";
import { type Block, type Section, ol, p, section } from "../../documents/model";
import type { GoverningLaw } from "../common";
import { CONTRACTOR_HEADINGS } from "./wording";

export const CONTRACTOR_OPTIONAL_HEADINGS = {
  classification: "Worker Classification",
  dataProtection: "Data Protection",
  nonSolicitation: "Non-Solicitation",
} as const;

const H = CONTRACTOR_OPTIONAL_HEADINGS;

/** The US laws the IRS common-law test is stated for (California adds its ABC test). */
const US_LAWS: readonly TermsGoverningLaw[] = ["united-states", "new-york", "delaware", "california"];

/** A percentage as a contract writes it: "8%", "1.5%". */
export const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/** The short note on worker classification under the chosen law; none under "other". */
export function classificationSection(choice: TermsGoverningLaw): Section | undefined {
  const blocks: Block[] = [];
  if (US_LAWS.includes(choice)) {
    blocks.push(
      p(
        "The Parties intend the Contractor to be an independent contractor, and not an employee of the Client, for all purposes, including under the common-law test applied by the U.S. Internal Revenue Service (which looks at the Client's behavioral control and financial control over the work and at the relationship of the Parties as a whole), the Fair Labor Standards Act and applicable state law. The Contractor shall give the Client a completed IRS Form W-9 (or the applicable Form W-8) before the first payment, and the Client will report payments on IRS Form 1099-NEC where the law requires it.",
      ),
    );
  }
  if (choice === "california") {
    blocks.push(
      p(
        'Under California Labor Code section 2775 (Assembly Bill 5), a person providing labor or services for remuneration is presumed to be an employee unless the hiring entity demonstrates that (A) the person is free from its control and direction in performing the work, both under the contract and in fact; (B) the person performs work that is outside the usual course of the hiring entity\'s business; and (C) the person is customarily engaged in an independently established trade, occupation or business of the same nature as the work performed (the "ABC test"), unless an exemption applies, such as the business-to-business exemption of Labor Code section 2776 or the professional services exemption of section 2778. The Contractor represents that it is customarily engaged in an independently established business of the same nature as the Services, and each Party shall conduct the relationship consistently with the ABC test.',
      ),
      p(
        'The Parties acknowledge that if the Services are work within the usual course of the Client\'s business (for example, a software company engaging a software developer to build its product), prong (B) of the ABC test is not met and the Contractor is presumed to be an employee unless an exemption applies. Willful misclassification of an employee as an independent contractor exposes the Client to civil penalties of $5,000 to $15,000 for each violation, and $10,000 to $25,000 for a pattern or practice of violations, in addition to unpaid wages, overtime, expense reimbursement and payroll taxes (Labor Code section 226.8).',
      ),
    );
  }
  switch (choice) {
    case "united-kingdom":
      blocks.push(
        p(
          "The Parties intend that the Contractor is self-employed and that the off-payroll working rules (IR35) do not apply to this engagement. Where the Contractor provides the Services through an intermediary, such as a personal service company: (a) if the Client is a medium or large client, it shall before the Services begin assess the engagement with reasonable care and give the Contractor and any other party in the contractual chain a status determination statement with its reasons, as Chapter 10 of Part 2 of the Income Tax (Earnings and Pensions) Act 2003 requires, and shall consider and respond to any disagreement the Contractor raises within forty-five (45) days; and (b) if the Client is a small client, the intermediary is responsible for deciding whether Chapter 8 of that Part (IR35) applies and for any resulting tax and National Insurance contributions.",
        ),
        p(
          "Each Party shall notify the other promptly of any change in the way the Services are performed that could affect the Contractor's employment status for tax purposes.",
        ),
      );
      break;
    case "germany":
      blocks.push(
        p(
          "The Parties intend that the Contractor is self-employed (selbständig) and not in employment within the meaning of § 7(1) of the German Social Code, Book IV (SGB IV), so as to avoid bogus self-employment (Scheinselbständigkeit). The Contractor is not subject to the Client's instructions as to the time, place and manner of performing the Services and is not integrated into the Client's work organisation. Either Party may apply to the clearing office of the Deutsche Rentenversicherung Bund for a status determination (Statusfeststellungsverfahren) under § 7a SGB IV, and the other Party shall cooperate with that application.",
        ),
        p(
          "If the Contractor is an individual who in connection with self-employment does not employ any employee subject to compulsory insurance and works essentially for one client only, the Contractor is responsible for any statutory pension insurance obligation under § 2 sentence 1 no. 9 of the German Social Code, Book VI (SGB VI).",
        ),
      );
      break;
    case "canada":
      blocks.push(
        p(
          "The Parties intend an independent contractor relationship under the tests applied by the Canada Revenue Agency and the courts, which look at the control over the work, the ownership of tools and equipment, the chance of profit and risk of loss, and the degree of integration into the Client's business, and under the applicable provincial employment standards legislation. The Contractor is responsible for its own income tax, Canada Pension Plan (or Québec Pension Plan) contributions and, where it is registered, GST/HST.",
        ),
      );
      break;
    case "australia":
      blocks.push(
        p(
          "The Parties intend an independent contractor relationship. Whether a person is an employee or an independent contractor is determined under the Fair Work Act 2009 (Cth) by the real substance, practical reality and true nature of the relationship (section 15AA), and, for superannuation, under the Superannuation Guarantee (Administration) Act 1992 (Cth), which may treat a contractor paid wholly or principally for their labour as an employee. The Contractor shall quote its Australian Business Number (ABN) on each invoice; without it, the Client may be required to withhold tax under the pay as you go (PAYG) withholding rules.",
        ),
      );
      break;
    default:
      break;
  }
  return blocks.length ? section(H.classification, blocks) : undefined;
}

/**
 * California's Freelance Worker Protection Act (SB 988, Bus. & Prof. Code §§ 18100-18108) for an
 * individual contractor: the contract's required contents (§ 18102), payment by the date (or within
 * 30 days of completion) without new conditions (§ 18103), no retaliation (§ 18104), kept 4 years.
 */
export function freelanceWorkerSection(input: TContractorAgreementRequest): Section | undefined {
  if (input.governingLaw !== "california" || input.contractor.entityType !== "individual") return undefined;
  const submit = {
    hourly: "within five (5) business days after the end of each calendar month, for the Services rendered in that month",
    fixed: "within ten (10) days after the Services are completed",
    milestone: "within ten (10) days after each milestone is completed",
  }[input.fee.type];
  return section(FREELANCE_HEADING, [
    p(
      `If the Contractor is a freelance worker within the meaning of California Business and Professions Code section 18100 (a person, or an organization of no more than one person, engaged as a bona fide independent contractor to provide professional services for $250 or more), the Freelance Worker Protection Act (Business and Professions Code sections 18100 to 18108) applies. As section 18102 requires, this Agreement states the names and mailing addresses of the Parties (above); an itemized list of the Services, their value and the rate and method of compensation (the Statement of Work in Schedule 1 and "${CONTRACTOR_HEADINGS.fees}"); the date on which the Client must pay, or the mechanism by which it is determined ("${CONTRACTOR_HEADINGS.fees}"); and the date by which the Contractor must submit a list of the services rendered in order to meet any contractual requirement for payment, which is ${submit}.`,
    ),
    p(
      "The Client shall pay the compensation due on or before the date on which it is due under this Agreement or, if no date is set, no later than thirty (30) days after the completion of the Services (section 18103). Once the Contractor has begun performance, the Client shall not require, as a condition of timely payment, that the Contractor provide more services, cancel or return its work, or accept less compensation than this Agreement provides. The Client shall not discriminate or take any action against the Contractor for exercising or attempting to exercise these rights (section 18104), and shall keep this Agreement for at least four (4) years (section 18102(c)).",
    ),
  ]);
}

export const FREELANCE_HEADING = "California Freelance Worker Protection Act";

/** What the Client owes on late payment: statutory interest (UK, Germany) or a stated rate. */
export function latePaymentText(input: TContractorAgreementRequest, law: GoverningLaw): string {
  switch (law.region) {
    case "uk":
      return "If the Client fails to pay any undisputed amount by its due date, the Contractor is entitled to statutory interest on that amount under the Late Payment of Commercial Debts (Interest) Act 1998, at eight percent (8%) a year above the Bank of England base rate, from the due date until payment, together with the fixed sum for the costs of recovering the debt that the Act provides. The Parties agree that this statutory interest is a substantial remedy for late payment.";
    case "de":
      return "If the Client fails to pay any undisputed amount by its due date, the Client is in default (Verzug) without further reminder (§ 286(2) no. 1 of the German Civil Code, BGB). During the default the amount bears interest at nine (9) percentage points above the base rate (Basiszinssatz) a year (§ 288(2) BGB, as no consumer is party to this Agreement), and the Contractor is entitled to the lump sum of EUR 40 under § 288(5) BGB; the right to claim further damage for default remains unaffected.";
    default: {
      const rate = percent(input.lateInterest ?? 8);
      return `If the Client fails to pay any undisputed amount by its due date, that amount bears interest at the rate of ${rate} a year or, if lower, the highest rate permitted by applicable law, accruing daily from the due date until payment in full, whether before or after judgment.`;
    }
  }
}

const MORAL_RIGHTS: Record<GoverningLaw["region"], string> = {
  us: "To the extent permitted by law, the Contractor irrevocably waives, and shall procure that its personnel waive, any moral rights in the Work Product, including under the Visual Artists Rights Act of 1990, and agrees not to assert them against the Client or its licensees.",
  uk: "The Contractor irrevocably and unconditionally waives, and shall procure that its personnel waive, all moral rights under Chapter IV of Part I of the Copyright, Designs and Patents Act 1988, and any similar rights in any jurisdiction, in the Work Product.",
  ca: "The Contractor irrevocably waives, and shall procure that its personnel waive, in favour of the Client and its successors, assigns and licensees, all moral rights in the Work Product under section 14.1 of the Copyright Act (Canada) and any similar rights in any jurisdiction.",
  au: "The Contractor consents, and shall procure that its personnel consent in writing, for the purposes of Part IX of the Copyright Act 1968 (Cth), to any act or omission of the Client, its licensees and successors in title that would otherwise infringe their moral rights in the Work Product, including not naming them as authors and altering, adapting or combining the Work Product.",
  de: "",
  other: "To the extent permitted by applicable law, the Contractor irrevocably waives, and shall procure that its personnel waive, any moral rights in the Work Product and agrees not to assert them against the Client or its licensees.",
};

/** The Work Product passes to the Client on payment in full; pre-existing materials are licensed. */
export function intellectualPropertyBlocks(law: GoverningLaw): Block[] {
  const transfer: Block[] =
    law.region === "de"
      ? [
          p(
            "As copyright itself cannot be transferred under German law (§ 29(1) of the German Copyright Act, UrhG), the Contractor grants the Client, with effect from payment in full of the Fees for the relevant Work Product, the exclusive right, unlimited as to time, territory and content, transferable and sublicensable without further consent, to use the Work Product in all known types of use and, to the extent permitted by § 31a UrhG, in types of use not yet known when this Agreement is concluded, including the rights to reproduce, distribute, exhibit, make available to the public, broadcast, edit, adapt, translate and otherwise modify it and to exploit the results (ausschließliches Nutzungsrecht). All other Intellectual Property Rights in the Work Product that can be transferred, such as patent, design and trade mark rights, pass to the Client with that payment.",
          ),
          p(
            "To the extent permitted by law, the Contractor agrees not to exercise its right to be named as author (§ 13 UrhG) or to object to modifications of the Work Product, and shall procure the same from its personnel and any substitute. The consideration for the rights granted in this section is included in the Fees; the Contractor's statutory claims to equitable remuneration (§§ 32, 32a UrhG) remain unaffected.",
          ),
        ]
      : [
          p(
            `With effect from payment in full of the Fees for the relevant Work Product, the Contractor assigns to the Client${law.region === "uk" ? " with full title guarantee" : ""}, by way of present assignment of existing and future rights, all right, title and interest in and to the Work Product and all Intellectual Property Rights in it throughout the world, and shall procure the same assignment from its personnel and any substitute.`,
          ),
          p(MORAL_RIGHTS[law.region]),
        ];
  return [
    p(
      `"Work Product" means all Deliverables and all other materials, works and inventions that the Contractor, its personnel or any substitute create for the Client in performing the Services. "Pre-existing Materials" means materials, know-how, tools and software owned by or licensed to the Contractor before the Effective Date or developed independently of this Agreement. "Intellectual Property Rights" means patents, copyright and related rights, trade marks, design rights, database rights, rights in software, know-how and confidential information, and all similar rights anywhere in the world, registered or not, including applications for them.`,
    ),
    ...transfer,
    p(
      "Until then, the Contractor grants the Client a non-exclusive, royalty-free licence to use the Work Product delivered for the purposes of this Agreement, including its review and acceptance.",
    ),
    p(
      "The Contractor keeps all rights in its Pre-existing Materials. To the extent any Pre-existing Materials are incorporated into or needed to use the Work Product, the Contractor grants the Client, with effect from payment in full, a non-exclusive, perpetual, irrevocable, worldwide, royalty-free licence, sublicensable to the Client's affiliates and service providers, to use, copy, modify and distribute those Pre-existing Materials as part of the Work Product. The Contractor shall not incorporate third-party or open-source materials into the Work Product on terms that would restrict the Client's use of it without the Client's prior written consent.",
    ),
    p(
      "At the Client's request and expense, the Contractor shall sign all documents and do all things reasonably necessary to secure, register and enforce the Client's rights under this section, including after this Agreement ends.",
    ),
  ];
}

const DATA_PROTECTION_LAW: Record<GoverningLaw["region"], string> = {
  us: "applicable U.S. federal and state privacy and data security laws",
  uk: "the UK GDPR and the Data Protection Act 2018",
  de: 'Regulation (EU) 2016/679 (the "GDPR") and the German Federal Data Protection Act (Bundesdatenschutzgesetz)',
  ca: "the Personal Information Protection and Electronic Documents Act and applicable provincial privacy laws",
  au: "the Privacy Act 1988 (Cth), including the Australian Privacy Principles",
  other: "applicable data protection laws",
};

/** Only when the Contractor processes personal data: GDPR Art. 28 terms, or a general clause. */
export function dataProtectionSection(input: TContractorAgreementRequest, law: GoverningLaw): Section | undefined {
  if (!input.processesPersonalData) return undefined;
  const lawName = DATA_PROTECTION_LAW[law.region];
  if (law.region === "uk" || law.region === "de") {
    const gdpr = law.region === "uk" ? "the UK GDPR" : "the GDPR";
    return section(H.dataProtection, [
      p(
        `In performing the Services the Contractor processes personal data on behalf of the Client ("Client Personal Data"). In this section "Data Protection Laws" means ${lawName}, and the terms "controller", "processor", "personal data", "personal data breach" and "processing" have the meanings given in ${gdpr}. The Client is the controller and the Contractor the processor of the Client Personal Data, and this section is the contract required by Article 28(3) of ${gdpr}.`,
      ),
      p(
        "The subject matter of the processing is the performance of the Services; its duration is the term of this Agreement; its nature and purpose are those needed to perform the Services; and the types of personal data and categories of data subjects are those the Client makes available to the Contractor for the Services, as described in the Statement of Work or the Client's instructions. The Contractor shall:",
      ),
      ol(
        "process the Client Personal Data only on the Client's documented instructions, including with regard to transfers to a third country or an international organisation, unless required to do so by law, in which case it shall inform the Client of that legal requirement before processing unless the law prohibits it;",
        "ensure that persons authorised to process the Client Personal Data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality;",
        `take all measures required by Article 32 of ${gdpr} to ensure a level of security appropriate to the risk;`,
        "engage another processor only with the Client's prior specific or general written authorisation, impose on it by contract the same data protection obligations as in this section, and remain fully liable to the Client for its performance;",
        "assist the Client, by appropriate technical and organisational measures and insofar as possible, in responding to requests from data subjects exercising their rights, and in meeting its obligations under Articles 32 to 36 of " +
          gdpr +
          ", taking into account the nature of the processing and the information available to the Contractor;",
        "notify the Client without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a personal data breach affecting the Client Personal Data, with the information the Client needs to meet its own obligations;",
        "not transfer Client Personal Data outside the United Kingdom or the European Economic Area except in compliance with Chapter V of " + gdpr + ";",
        "at the Client's choice, delete or return all Client Personal Data at the end of the Services, and delete existing copies unless the law requires their storage; and",
        "make available to the Client all information necessary to demonstrate compliance with Article 28 of " +
          gdpr +
          ", allow for and contribute to audits, including inspections, by the Client or an auditor it mandates, and immediately inform the Client if, in its opinion, an instruction infringes the Data Protection Laws.",
      ),
    ]);
  }
  const blocks: Block[] = [
    p(
      `Where the Contractor processes personal information on behalf of the Client in performing the Services ("Client Personal Data"), each Party shall comply with ${lawName}. The Contractor shall process Client Personal Data only on the Client's documented instructions and only to perform the Services; keep it confidential and limit access to personnel who need it for the Services; protect it with appropriate technical and organisational security measures; not disclose it to any subcontractor or other third party without the Client's prior written consent; notify the Client without undue delay, and in any event within forty-eight (48) hours, after becoming aware of any unauthorised access to, or loss or disclosure of, Client Personal Data; assist the Client in responding to requests from individuals and regulators; and return or delete it at the end of the Services, unless the law requires it to be kept.`,
    ),
  ];
  if (law.region === "us") {
    blocks.push(
      p(
        'Where the California Consumer Privacy Act (as amended, the "CCPA") or a similar state law applies, the Contractor is a "service provider" (or "processor") and shall not sell or share Client Personal Data; retain, use or disclose it for any purpose, including any commercial purpose, other than performing the Services, or outside the direct business relationship between the Parties; or combine it with personal information it receives from others, except as the CCPA permits. The Contractor shall comply with the CCPA, provide the same level of privacy protection it requires, and notify the Client if it can no longer meet these obligations.',
      ),
    );
  }
  return section(H.dataProtection, blocks);
}

/** Only when chosen: neither Party solicits the other's staff for twelve months. */
export function nonSolicitationSection(input: TContractorAgreementRequest): Section | undefined {
  if (!input.nonSolicitation) return undefined;
  const california = input.governingLaw === "california" ? " (including California Business and Professions Code section 16600)" : "";
  return section(H.nonSolicitation, [
    p(
      "While this Agreement is in force and for twelve (12) months after it ends, neither Party shall, without the other Party's prior written consent, directly or indirectly solicit for employment or engagement, or otherwise induce to leave, any employee of the other Party with whom it had material contact in connection with the Services.",
    ),
    p(
      `This section does not prohibit general solicitations not specifically directed at those employees, such as job advertisements, nor hiring a person who responds to one or who approaches a Party on their own initiative. It applies only to the extent permitted by applicable law${california}.`,
    ),
  ]);
}
