// The employment contract's procedures and general provisions: training, discipline and grievance,
// collective agreements, the jurisdiction's statutory section and the boilerplate.
import {
  type Block,
  type Section,
  ol,
  p,
  section,
  ul,
  userParagraphs,
} from "../../documents/model";
import { type Region } from "./clauses";
import { type Facts } from "./facts";
import { EMPLOYMENT_HEADINGS as H } from "./headings";

/**
 * What becomes of an invalid provision. English, Ontario and Australian courts sever; they do not
 * rewrite a provision (Tillman v Egon Zehnder Ltd [2019] UKSC 32; Shafron v KRG Insurance Brokers
 * 2009 SCC 5), so only the German and US clauses ask for a valid replacement or a modification.
 */
const SEVERABILITY: Record<Region, string> = {
  us: "If any provision of this Agreement is held invalid or unenforceable, it is to be modified only to the extent, if any, that the applicable law permits to make it enforceable, and otherwise severed; the remaining provisions continue in full force.",
  uk: "If any provision of this Agreement (or part of a provision) is held invalid or unenforceable, it is deemed deleted to the extent necessary, and the remaining provisions continue in full force.",
  de: "If any provision of this contract is or becomes invalid or unenforceable, the remaining provisions continue in full force, and the provision is replaced by a valid provision that comes closest to its economic intent, to the extent the law allows (provisions subject to §§ 305 ff. BGB are governed by § 306 BGB).",
  on: "If any provision of this Agreement is held invalid or unenforceable, it is severed from this Agreement, and the remaining provisions continue in full force; nothing in this Agreement asks a court to rewrite a provision.",
  au: "If any provision of this Agreement (or part of a provision) is held invalid or unenforceable, it is read down to the extent necessary to make it valid where the law allows that, and otherwise severed; the remaining provisions continue in full force.",
};

/** 18. Training. */
export function trainingBlocks(f: Facts): Block[] {
  const { c } = f;
  const training: Block[] = c.training
    ? userParagraphs(c.training)
    : [
        p(
          "The Employer provides induction and the training the role requires, at its own cost and in working time. There is no compulsory training the Employee must complete or pay for, other than training required by law for the role.",
        ),
      ];
  return training;
}

/** 19. Disciplinary and grievance procedures. */
export function disciplineBlocks(f: Facts): Block[] {
  const { region, us, profile } = f;
  // Who hears an appeal or a grievance about the line manager: the profile's signatory (a director,
  // say) or, by description as the written statement allows, a more senior manager. Never the line
  // manager again, and an appeal goes to someone not involved in the decision (Acas Code, para 27).
  const signatory = profile?.signatory?.title
    ? `the Employer's ${profile.signatory.title}`
    : undefined;
  const appealTo = signatory
    ? `${signatory} or another manager not previously involved`
    : "a manager not previously involved in the decision, more senior than the one who made it where possible";
  const escalateTo = signatory ?? "a more senior manager";
  const discipline: Block[] = [
    p(
      region === "uk"
        ? `The Employer's disciplinary rules, disciplinary and dismissal procedures and grievance procedure, which follow the Acas Code of Practice on Disciplinary and Grievance Procedures, are set out in its staff handbook and do not form part of this contract. If the Employee is dissatisfied with any disciplinary decision or dismissal, they may appeal in writing to ${appealTo}. A grievance may be raised in writing with the Employee's line manager, or with ${escalateTo} if it concerns the line manager.`
        : region === "de"
          ? "The Employer's workplace rules and any works agreements (Betriebsvereinbarungen) in force apply. Before a dismissal for conduct the Employer will generally issue a written warning (Abmahnung). The Employee may raise a complaint with the competent body of the business and the works council, if any (§§ 84, 85 BetrVG)."
          : `The Employer's policies on conduct, performance, discipline and grievances are set out in its handbook as amended from time to time; they do not form part of this Agreement${us ? " and do not change the at-will nature of the employment" : ""}. The Employee may raise a concern or grievance with their manager or, if it concerns the manager, with ${escalateTo}.`,
    ),
  ];
  return discipline;
}

/** 20. Collective agreements. */
export function collectiveBlocks(f: Facts): Block[] {
  const { c, region } = f;
  const collective: Block[] = c.collectiveAgreements
    ? userParagraphs(c.collectiveAgreements)
    : [
        p(
          region === "de"
            ? "No collective agreement (Tarifvertrag) applies to the employment. Works agreements (Betriebsvereinbarungen) concluded with a works council apply in their current version where one exists."
            : region === "au"
              ? "No enterprise agreement applies to the employment. Where a modern award covers the Employee's work, its minimum terms apply as stated in this Agreement."
              : "There are no collective agreements that directly affect the terms and conditions of the Employee's employment.",
        ),
      ];
  return collective;
}

/** The jurisdiction's own section (at-will, the written statement, the Nachweisgesetz, the ESA, the NES). */
export function statutoryBlocks(f: Facts): Block[] {
  const { region } = f;
  // The jurisdiction's own section.
  return (() => {
    switch (region) {
      case "us":
        return [
          p(
            "The Employee's employment is at will. This means that either the Employee or the Employer may end the employment at any time, for any lawful reason or no reason, with or without cause or notice. Nothing in this Agreement, in the Employer's policies or in any statement by its representatives creates a contract of employment for any particular duration or limits the right of either party to end the employment at will. The at-will nature of the employment may be changed only by a written agreement signed by the Employee and an authorized officer of the Employer that expressly says so.",
          ),
        ];
      case "uk":
        return [
          p(
            "This contract contains the written statement of the particulars of employment required by sections 1 to 4 of the Employment Rights Act 1996, as amended with effect from 6 April 2020, and is given to the Employee on or before the start date. Those particulars are found in this contract as follows:",
          ),
          ul(
            `the names of the Employer and the Employee, the date employment begins and the date continuous employment begins: the introduction and "${H.commencement}";`,
            `pay, its rate or method of calculation and the intervals at which it is paid: "${H.pay}";`,
            `hours of work, the days of the week the Employee is required to work and whether they may vary: "${H.hours}";`,
            `holiday entitlement, including public holidays and holiday pay: "${H.holidays}";`,
            `sickness absence and sick pay: "${H.sickness}"; other paid leave: "${H.otherLeave}";`,
            `benefits: "${H.benefits}"; pensions and pension schemes: "${H.pension}";`,
            `probation, its conditions and duration: "${H.probation}";`,
            `job title and description of work: "${H.role}"; place of work: "${H.place}";`,
            `the length of notice each party must give: "${H.notice}"; the expected duration of temporary work: "${H.commencement}";`,
            `training entitlement, compulsory training and training the Employer does not pay for: "${H.training}";`,
            `collective agreements: "${H.collective}"; disciplinary rules, disciplinary and grievance procedures: "${H.discipline}";`,
            `work outside the United Kingdom: "${H.place}".`,
          ),
        ];
      case "de":
        return [
          p(
            "This contract sets out the essential terms of the employment relationship required by § 2 of the Act on the Written Proof of the Essential Conditions of Employment (Nachweisgesetz): the names and addresses of the parties, the start date, the end date of a fixed term, the place of work, a description of the work, the probation period, the composition and amount of the remuneration including overtime pay and its due date and method of payment, the agreed working hours, breaks and rest periods, the possibility of ordering overtime, the annual leave, training, the company pension provider where there is one, the procedure on termination including the written form requirement, the notice periods and the deadline for a dismissal protection action, and the collective and works agreements that apply.",
          ),
          p(
            "The Employer hands the Employee a copy of this contract signed by the Employer no later than the first day of work. Amendments and supplements to this contract must be made in writing; this requirement may itself be waived only in writing. Individual agreements take precedence (§ 305b BGB).",
          ),
        ];
      case "on":
        return [
          p(
            'If the Employment Standards Act, 2000 (the "ESA") or its regulations, as amended from time to time, provide the Employee with a greater right or benefit than this Agreement, the Employee receives that greater right or benefit in place of the provision of this Agreement. Nothing in this Agreement is intended to, or does, provide the Employee with less than the minimum standards of the ESA; any provision that would do so is replaced by the ESA minimum standard (ESA, s 5).',
          ),
          p(
            'The Employer has given the Employee the most recent version of the information sheet "Employment Standards in Ontario" published by the Ministry of Labour, and this Agreement provides the information about the Employer, the place of work, the starting wage, the pay period and pay day and the initial hours of work required by section 2.1 of the ESA.',
          ),
        ];
      case "au":
        return [
          p(
            "The Employee is entitled to the National Employment Standards (NES) in Part 2-2 of the Fair Work Act 2009 (Cth), which this Agreement does not exclude or reduce:",
          ),
          ol(
            "maximum weekly hours of 38 ordinary hours plus reasonable additional hours;",
            "the right to request flexible working arrangements;",
            "parental leave and related entitlements, including up to 12 months' unpaid leave and the right to request an extension;",
            "annual leave of four (4) weeks a year (five (5) weeks for shift workers);",
            "personal/carer's leave of ten (10) days a year, compassionate leave, and paid family and domestic violence leave;",
            "community service leave, including jury service;",
            "long service leave;",
            "public holidays, and to be paid for ordinary hours on them;",
            "notice of termination and redundancy pay; and",
            "the Fair Work Information Statement, which the Employer has given the Employee before or as soon as practicable after the start date.",
          ),
          p(
            "The Employer makes superannuation guarantee contributions as set out in this Agreement. If any term of this Agreement is inconsistent with the NES or an applicable modern award or enterprise agreement, the more favourable entitlement to the Employee applies.",
          ),
        ];
    }
  })();
}

/** The general provisions. */
export function generalSections(f: Facts): Section[] {
  const { region } = f;
  const general: Section[] = [
    section("Entire Agreement", [
      p(
        "This Agreement, together with the documents it refers to, is the entire agreement between the parties about the employment and supersedes any earlier offer, agreement or understanding about it. The Employer's policies and handbook do not form part of this Agreement unless it says so.",
      ),
    ]),
    section("Changes to Terms", [
      p(
        region === "uk"
          ? "The Employer will notify the Employee in writing of any change to the particulars in this contract at the earliest opportunity and no later than one month after the change (Employment Rights Act 1996, s 4). Other changes require the Employee's agreement."
          : "Any change to this Agreement must be agreed in writing and signed by both parties, except that the Employer may change its policies and make the changes to statutory references that a change in the law requires.",
      ),
    ]),
    section("Severability", [p(SEVERABILITY[region])]),
    section("Notices", [
      p(
        "Notices under this Agreement must be in writing and delivered by hand or sent by post or e-mail to the other party at the address last notified, except that notice of termination must meet any form the law requires.",
      ),
    ]),
    section("Counterparts and Signature", [
      p(
        region === "de"
          ? "This contract is signed by both parties in two copies, one for each party. Where the law requires written form (in particular for the fixed term and the post-contractual covenant), the signatures must be handwritten."
          : "This Agreement may be signed in counterparts and by electronic signature, each of which is an original and all of which are one instrument.",
      ),
    ]),
  ];
  return general;
}
