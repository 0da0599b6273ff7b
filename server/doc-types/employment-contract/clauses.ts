// What each jurisdiction's law puts into an employment contract: the statutory minimums the
// contract may not go below, the notices it must give and the clauses it may not contain.
import type { EmploymentJurisdiction, NoticePeriod, TEmploymentContractRequest } from "../../../shared/doc-types";
import { NO_NON_COMPETE_STATES, US_COVENANT_RULES, type UsStateCode, stateName, workStateOf } from "../../../shared/doc-types";
import { type Block, ol, p, ul } from "../../documents/model";
import { spelledNumber } from "../common";

export type Region = "us" | "uk" | "de" | "on" | "au";

export const regionOf = (j: EmploymentJurisdiction): Region =>
  j === "united-kingdom" ? "uk" : j === "germany" ? "de" : j === "canada-ontario" ? "on" : j === "australia" ? "au" : "us";

export const NOTICE_WORDS: Record<NoticePeriod, string> = {
  "1-week": "one (1) week",
  "2-weeks": "two (2) weeks",
  "4-weeks": "four (4) weeks",
  "1-month": "one (1) month",
  "2-months": "two (2) months",
  "3-months": "three (3) months",
  "6-months": "six (6) months",
};

/** The contractual notice when none is chosen. */
export const DEFAULT_NOTICE: Record<Region, NoticePeriod> = {
  us: "2-weeks",
  uk: "1-month",
  de: "4-weeks",
  on: "2-weeks",
  au: "4-weeks",
};

/** The probation when none is chosen: none under at-will employment. */
export const DEFAULT_PROBATION: Record<Region, number> = { us: 0, uk: 3, de: 6, on: 3, au: 6 };

/** Paid time off when no number is given and the law sets none (US). */
export const US_DEFAULT_PTO_DAYS = 10;

export const TITLES: Record<Region, string> = {
  us: "Employment Agreement",
  uk: "Contract of Employment",
  de: "Employment Contract (Arbeitsvertrag)",
  on: "Employment Agreement",
  au: "Employment Contract",
};

export function governingLawText(j: EmploymentJurisdiction, workState?: UsStateCode): Block[] {
  switch (j) {
    case "united-states": {
      const state = workState ? stateName(workState) : "the State in which the Employee primarily performs work under it";
      const courts = workState ? stateName(workState) : "that State";
      return [
        p(
          `This Agreement is governed by the laws of ${state} and, where they apply, the federal laws of the United States of America, without regard to conflict of laws principles. The state and federal courts located in ${courts} have jurisdiction over any dispute arising out of or in connection with this Agreement or the Employee's employment, except where the law requires a dispute to be heard elsewhere.`,
        ),
      ];
    }
    case "california":
      return [
        p(
          "This Agreement is governed by the laws of the State of California and, where they apply, the federal laws of the United States of America. As California Labor Code § 925 requires for an employee who primarily resides and works in California, any dispute arising out of or in connection with this Agreement will be adjudicated in California and under California law.",
        ),
      ];
    case "new-york":
      return [
        p(
          "This Agreement is governed by the laws of the State of New York and, where they apply, the federal laws of the United States of America, without regard to conflict of laws principles. The state and federal courts located in the State of New York have jurisdiction over any dispute arising out of or in connection with this Agreement or the Employee's employment.",
        ),
      ];
    case "united-kingdom":
      return [
        p(
          "This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction over any such dispute or claim, without prejudice to the jurisdiction of the employment tribunals.",
        ),
      ];
    case "germany":
      return [
        p(
          "This contract is governed by the law of the Federal Republic of Germany. The labour courts (Arbeitsgerichte) have jurisdiction according to the statutory rules of the Labour Courts Act (Arbeitsgerichtsgesetz).",
        ),
      ];
    case "canada-ontario":
      return [
        p(
          "This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein. The courts of Ontario have jurisdiction over any dispute arising out of or in connection with this Agreement, without prejudice to any complaint the Employee may file under the Employment Standards Act, 2000.",
        ),
      ];
    case "australia":
      return [
        p(
          "This Agreement is governed by the laws of the State or Territory in which the Employee primarily performs work and the laws of the Commonwealth of Australia, including the Fair Work Act 2009 (Cth). The courts of that State or Territory, the Federal Court of Australia and the Federal Circuit and Family Court of Australia, and the Fair Work Commission within its jurisdiction, may hear any dispute arising out of or in connection with this Agreement.",
        ),
      ];
  }
}

/** How often pay is made. */
export const PAY_INTERVALS: Record<Region, string> = {
  us: "in accordance with the Employer's regular payroll schedule, and at least as often as applicable state law requires",
  uk: "monthly in arrears, on or before the last working day of each month, by credit transfer to the Employee's bank account",
  de: "monthly in arrears, due on the last banking day of each calendar month, by bank transfer to an account the Employee names",
  on: "every two weeks on a regular recurring pay day, as section 11 of the Employment Standards Act, 2000 requires, by direct deposit",
  au: "fortnightly in arrears by electronic funds transfer to an account the Employee nominates",
};

export function overtimeText(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      if (c.flsaStatus === "exempt")
        return [
          p(
            "FLSA classification: the Employee's position is classified as exempt from the minimum wage and overtime requirements of the Fair Labor Standards Act (FLSA) under its executive, administrative or professional exemptions (29 U.S.C. § 213(a)(1)) and the corresponding state law. The salary compensates the Employee for all hours worked, and the Employee is not eligible for overtime pay. The classification depends on the Employee's duties and on the salary meeting the federal and state minimum salary levels; if either ceases to be met, the Employer will reclassify the position as non-exempt and pay overtime as the law requires.",
          ),
        ];
      const california =
        c.jurisdiction === "california"
          ? " and, as California Labor Code § 510 requires, for hours worked over eight (8) in a workday or on the seventh consecutive day of work in a workweek, and at twice the regular rate for hours over twelve (12) in a workday or over eight (8) on the seventh consecutive day"
          : c.jurisdiction === "new-york"
            ? " and as the New York Minimum Wage Order (12 NYCRR Part 142) requires"
            : "";
      return [
        p(
          `FLSA classification: the Employee's position is classified as non-exempt under the Fair Labor Standards Act (FLSA). The Employee will record all hours worked accurately, will not work overtime without prior approval, and will be paid for all hours worked, including overtime at one and one-half times the regular rate of pay for hours worked over forty (40) in a workweek (29 U.S.C. § 207)${california}. The Employee will receive the meal and rest periods applicable law requires.`,
        ),
      ];
    }
    case "uk":
      return [
        p(
          "The Employee may be required to work such additional hours as are reasonably necessary for the proper performance of their duties. Unless agreed otherwise in writing, no additional pay is due for those hours, provided that the Employee's average pay never falls below the National Minimum Wage (or National Living Wage) for all hours worked.",
        ),
      ];
    case "de":
      return [
        p(
          "The Employee will work overtime (Überstunden) where operationally necessary and ordered or approved by the Employer in advance, within the limits of the Working Hours Act (Arbeitszeitgesetz). Overtime is compensated, at the Employer's choice, by time off in lieu within three months or by payment at the Employee's pro-rata hourly rate. No other allowances, surcharges or special payments are agreed unless set out in this contract.",
        ),
      ];
    case "on":
      return [
        p(
          "Hours worked in excess of forty-four (44) in a work week are overtime and are paid at one and one-half times the Employee's regular rate, as section 22 of the Employment Standards Act, 2000 requires, unless the Employee falls within an exemption under the Act and its regulations or the Employer and the Employee agree in writing to paid time off in lieu at the same rate. Overtime must be approved in advance.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employee may be required to work reasonable additional hours under section 62 of the Fair Work Act 2009 (Cth). The remuneration is paid in satisfaction of reasonable additional hours, except to the extent a modern award or enterprise agreement applying to the Employee requires overtime or penalty rates to be paid separately.",
        ),
      ];
  }
}

export function hoursExtras(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us":
      return [];
    case "uk":
      return [
        p(
          "The Employee is entitled to the rest breaks, daily and weekly rest periods provided by the Working Time Regulations 1998.",
        ),
        ...(c.hoursPerWeek > 48
          ? [
              p(
                "The Employee agrees that the 48-hour limit on average weekly working time in regulation 4(1) of the Working Time Regulations 1998 does not apply to their employment. The Employee may end this agreement by giving the Employer three (3) months' written notice.",
              ),
            ]
          : []),
      ];
    case "de":
      return [
        p(
          "Breaks (Ruhepausen) are at least 30 minutes for a working day of more than six hours and 45 minutes for more than nine hours (§ 4 ArbZG); they are not working time. The Employee has an uninterrupted rest period of at least eleven hours after the end of each working day (§ 5 ArbZG). No shift work or work on call (Arbeit auf Abruf) is agreed.",
        ),
      ];
    case "on":
      return [
        p(
          "The Employer will not require the Employee to work more than eight (8) hours in a day or forty-eight (48) hours in a work week without the Employee's written agreement under section 17 of the Employment Standards Act, 2000, and will give the eating periods and rest periods the Act requires.",
        ),
      ];
    case "au":
      return [
        p(
          "Under the National Employment Standards the maximum weekly hours of a full-time employee are 38 ordinary hours plus reasonable additional hours (Fair Work Act 2009 (Cth), s 62). The Employee may refuse to work additional hours that are unreasonable.",
        ),
        p(
          "Outside working hours the Employee may refuse to monitor, read or respond to contact from the Employer or a third party, unless the refusal is unreasonable (Fair Work Act 2009 (Cth), s 333M).",
        ),
      ];
  }
}

export function sickLeaveText(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      const state =
        c.jurisdiction === "california"
          ? "The Employee accrues paid sick leave of at least one hour for every 30 hours worked, and may use at least forty (40) hours or five (5) days of paid sick leave in each year of employment, as California Labor Code § 246 requires."
          : c.jurisdiction === "new-york"
            ? "The Employee accrues paid sick leave of at least one hour for every 30 hours worked, up to the annual amount New York Labor Law § 196-b requires for the Employer's size (up to 56 hours), and any greater amount required by local law (including the New York City Earned Safe and Sick Time Act where it applies). The Employee is also covered by New York Paid Family Leave."
            : "The Employee is entitled to paid sick leave as required by the law of the state and locality in which the Employee works, and under the Employer's policy.";
      return [
        p(
          `If the Employee is unable to work because of illness or injury, they must notify their manager as early as possible on the first day of absence. ${state}`,
        ),
      ];
    }
    case "uk":
      return [
        p(
          "If the Employee is absent because of sickness or injury, they must notify their line manager by 10:00 a.m. on the first day of absence, self-certify absences of up to seven (7) calendar days, and provide a statement of fitness for work (fit note) from a doctor for longer absences.",
        ),
        p(
          "The Employee is entitled to Statutory Sick Pay (SSP) in accordance with the Social Security Contributions and Benefits Act 1992, if they qualify. For SSP purposes the qualifying days are the Employee's normal working days.",
        ),
      ];
    case "de":
      return [
        p(
          "The Employee must notify the Employer of any incapacity for work and its expected duration without undue delay, by the start of the working day. If it lasts more than three calendar days, the Employee must have it established by a doctor no later than the following working day (§ 5 EFZG); for employees with statutory health insurance the Employer retrieves the certificate electronically.",
        ),
        p(
          "In accordance with the Continued Remuneration Act (Entgeltfortzahlungsgesetz), after four weeks of uninterrupted employment the Employee receives continued remuneration for up to six weeks of incapacity for work caused by illness through no fault of their own (§ 3 EFZG).",
        ),
      ];
    case "on":
      return [
        p(
          "The Employee must notify their manager as early as possible of any absence because of illness or injury. The Employee is entitled to three (3) days of unpaid job-protected sick leave in each calendar year under section 50.0.1 of the Employment Standards Act, 2000; the Employer may require evidence reasonable in the circumstances but not a certificate from a qualified health practitioner.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employee is entitled to ten (10) days of paid personal/carer's leave for each year of service, accruing progressively according to ordinary hours worked and carried over from year to year, and to two (2) days of unpaid carer's leave for each occasion (Fair Work Act 2009 (Cth), ss 96 and 102). The Employee must give notice of the leave as soon as practicable and, if required, evidence that would satisfy a reasonable person (s 107).",
        ),
      ];
  }
}

export function otherLeaveText(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      const state =
        c.jurisdiction === "california"
          ? "; California Family Rights Act leave, pregnancy disability leave and the other leaves the California Labor and Government Codes provide"
          : c.jurisdiction === "new-york"
            ? "; New York Paid Family Leave, paid prenatal leave, and leave for jury duty, voting, blood donation and military service under New York law"
            : "";
      return [
        p(
          `The Employee is entitled to the leaves of absence required by federal, state and local law, including, where eligible, leave under the Family and Medical Leave Act${state}, and leave for jury duty and military service. Details are in the Employer's leave policies.`,
        ),
      ];
    }
    case "uk":
      return [
        p(
          "The Employee is entitled, subject to the statutory conditions, to maternity, paternity, adoption, shared parental, parental bereavement, neonatal care and unpaid parental leave, with statutory pay where it applies, to carer's leave and to reasonable unpaid time off for dependants and for public duties. There is no other paid leave, other than as set out in this contract or in the Employer's policies.",
        ),
      ];
    case "de":
      return [
        p(
          "The statutory rules on maternity protection (Mutterschutzgesetz), parental leave (Bundeselterngeld- und Elternzeitgesetz), care leave (Pflegezeitgesetz and Familienpflegezeitgesetz) and any educational leave under the law of the federal state apply. Paid time off for a personal reason under § 616 BGB is limited to the cases and durations set out in the Employer's policy.",
        ),
      ];
    case "on":
      return [
        p(
          "The Employee is entitled to the leaves of absence under Part XIV of the Employment Standards Act, 2000, including pregnancy and parental leave, family caregiver, family medical and critical illness leave, bereavement leave, domestic or sexual violence leave (the first five days of which are paid), organ donor, reservist and child death leave, on the conditions of the Act.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employee is entitled to the other leave of the National Employment Standards: unpaid parental leave of up to 12 months (with the right to request a further 12 months), compassionate leave of two (2) days for each permissible occasion, ten (10) days of paid family and domestic violence leave in each 12-month period, community service leave, including jury service, and long service leave under the applicable State or Territory legislation.",
        ),
      ];
  }
}

/** The statutory minimum notice each side must give, as the contract states it. */
export function statutoryNotice(region: Region): Block[] {
  switch (region) {
    case "us":
      return [];
    case "uk":
      return [
        p(
          "The statutory minimum notice the Employer must give under section 86 of the Employment Rights Act 1996 is one (1) week once the Employee has one month's continuous employment and, from two years' continuous employment, one (1) week for each complete year of continuous employment, up to twelve (12) weeks. The Employee must give at least one (1) week's notice.",
        ),
      ];
    case "de":
      return [
        p(
          "The statutory notice period under § 622(1) BGB is four (4) weeks to the 15th or to the end of a calendar month. After the employment has lasted two (2) years, the notice period is one (1) month, after five (5) years two (2) months, after eight (8) years three (3) months, after ten (10) years four (4) months, after twelve (12) years five (5) months, and after fifteen (15) years six (6) months, and after twenty (20) years seven (7) months, in each case to the end of a calendar month (§ 622(2) BGB). These extended periods apply to notice given by either party. Any longer notice period agreed in this contract applies equally to both parties; the Employee's notice period may never be longer than the Employer's (§ 622(6) BGB).",
        ),
      ];
    case "on":
      return [
        ul(
          "less than one (1) year of employment: one (1) week;",
          "at least one (1) but less than three (3) years: two (2) weeks;",
          "three (3) years or more: one (1) week for each completed year of employment, up to eight (8) weeks for eight (8) years or more.",
        ),
      ];
    case "au":
      return [
        ul(
          "not more than one (1) year of continuous service: one (1) week;",
          "more than one (1) but not more than three (3) years: two (2) weeks;",
          "more than three (3) but not more than five (5) years: three (3) weeks;",
          "more than five (5) years: four (4) weeks;",
          "plus one (1) week where the Employee is over 45 years old and has completed at least two (2) years of continuous service.",
        ),
      ];
  }
}

export function privacyLaw(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us":
      return c.jurisdiction === "california"
        ? [
            p(
              "Notice at collection under the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA): the categories of personal information listed above are collected for the purposes listed above and retained for the periods listed above. The Employer does not sell or share employee personal information. The Employee has the rights to know, delete, correct and limit the use of sensitive personal information, and not to be retaliated against for exercising them; requests may be made to the contact below.",
            ),
          ]
        : [
            p(
              "The Employer handles employee personal information in accordance with applicable federal and state privacy and data security laws and keeps medical information separate and confidential as the Americans with Disabilities Act requires.",
            ),
          ];
    case "uk":
      return [
        p(
          'The Employer is the controller of the Employee\'s personal data under the UK General Data Protection Regulation (the "UK GDPR") and the Data Protection Act 2018. The lawful bases are the performance of this contract (Article 6(1)(b)), compliance with legal obligations (Article 6(1)(c)) and the Employer\'s legitimate interests in managing its workforce (Article 6(1)(f)); special category data is processed under Article 9(2)(b) and Schedule 1 of the Data Protection Act 2018 for employment obligations. The Employee has the rights of access, rectification, erasure, restriction, objection and data portability, and may complain to the Information Commissioner\'s Office (ico.org.uk).',
        ),
      ];
    case "de":
      return [
        p(
          'The Employer is the controller of the Employee\'s personal data under Regulation (EU) 2016/679 (the "GDPR") and the Federal Data Protection Act (Bundesdatenschutzgesetz). Data is processed for the establishment, performance and termination of the employment relationship (Article 6(1)(b) and Article 88 GDPR, § 26 BDSG), to meet legal obligations under tax and social security law (Article 6(1)(c) GDPR) and, where necessary, for the Employer\'s legitimate interests (Article 6(1)(f) GDPR). The Employee has the rights of access, rectification, erasure, restriction, objection and data portability under Articles 15 to 21 GDPR and may complain to the competent data protection supervisory authority.',
        ),
      ];
    case "on":
      return [
        p(
          "The Employer collects, uses and discloses the Employee's personal information only for purposes a reasonable person would consider appropriate in managing the employment relationship, and protects it with safeguards appropriate to its sensitivity. Where the Employer employs 25 or more employees, its written policy on the electronic monitoring of employees under section 41.1.1 of the Employment Standards Act, 2000 describes how and in what circumstances it monitors employees electronically.",
        ),
      ];
    case "au":
      return [
        p(
          "The Employer handles the Employee's personal information in accordance with the Privacy Act 1988 (Cth) and the Australian Privacy Principles to the extent they apply; employee records held by the Employer in relation to the employment relationship are exempt from the Act to the extent section 7B(3) provides. The Employer keeps the employee records the Fair Work Act 2009 (Cth) requires and gives the Employee access to them as the Fair Work Regulations 2009 provide.",
        ),
      ];
  }
}

/** What the confidentiality clause never stops the Employee from doing. */
export function protectedDisclosures(c: TEmploymentContractRequest, region: Region): Block[] {
  switch (region) {
    case "us": {
      const blocks: Block[] = [
        p(
          "Nothing in this Agreement prohibits the Employee from reporting possible violations of law to, filing a charge with or participating in an investigation by any government agency (including the Equal Employment Opportunity Commission, the National Labor Relations Board and the Securities and Exchange Commission), from discussing or disclosing wages, hours or other terms and conditions of employment as protected by Section 7 of the National Labor Relations Act and state law, or from testifying truthfully in any legal proceeding.",
        ),
        p(
          "Notice under the Defend Trade Secrets Act of 2016 (18 U.S.C. § 1833(b)): an individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret that is made (i) in confidence to a federal, state or local government official, either directly or indirectly, or to an attorney, solely for the purpose of reporting or investigating a suspected violation of law; or (ii) in a complaint or other document filed in a lawsuit or other proceeding, if such filing is made under seal. An individual who files a lawsuit for retaliation by an employer for reporting a suspected violation of law may disclose the trade secret to the individual's attorney and use the trade secret information in the court proceeding, if the individual files any document containing the trade secret under seal and does not disclose the trade secret except pursuant to court order.",
        ),
      ];
      if (c.jurisdiction === "california")
        blocks.push(
          p(
            "Nothing in this Agreement prevents the Employee from discussing or disclosing information about unlawful acts in the workplace, such as harassment or discrimination or any other conduct that the Employee has reason to believe is unlawful (California Government Code § 12964.5), or from disclosing information about their own wages or working conditions (California Labor Code §§ 232 and 232.5).",
          ),
        );
      if (c.jurisdiction === "new-york")
        blocks.push(
          p(
            "Nothing in this Agreement prevents the Employee from inquiring about, discussing or disclosing their wages or the wages of another employee (New York Labor Law § 194(4)), or from speaking with law enforcement, the Equal Employment Opportunity Commission, the New York State Division of Human Rights or a local commission on human rights, or an attorney about unlawful discrimination or harassment.",
          ),
        );
      return blocks;
    }
    case "uk":
      return [
        p(
          "Nothing in this contract prevents the Employee from making a protected disclosure under Part IVA of the Employment Rights Act 1996, reporting a criminal offence to the police or a regulator, or disclosing information where required by law.",
        ),
      ];
    case "de":
      return [
        p(
          "The protection of whistleblowers under the Whistleblower Protection Act (Hinweisgeberschutzgesetz) and the permitted disclosures of trade secrets under § 5 of the Trade Secrets Act (Geschäftsgeheimnisgesetz) remain unaffected.",
        ),
      ];
    case "on":
      return [
        p(
          "Nothing in this Agreement prevents the Employee from disclosing information to a government agency or law enforcement authority, making a complaint under the Employment Standards Act, 2000, the Human Rights Code or the Occupational Health and Safety Act, or disclosing information where required by law.",
        ),
      ];
    case "au":
      return [
        p(
          "Nothing in this Agreement prevents the Employee from disclosing or not disclosing their remuneration, or the terms and conditions of their employment reasonably necessary to determine their remuneration, or from asking other employees about theirs (Fair Work Act 2009 (Cth), s 333B), nor from making a disclosure protected under Part 9.4AAA of the Corporations Act 2001 (Cth) or another whistleblower law.",
        ),
      ];
  }
}

export function inventionNotice(c: TEmploymentContractRequest): Block[] {
  if (c.jurisdiction === "california")
    return [
      p(
        "Notice under California Labor Code § 2872: this assignment does not apply to an invention that qualifies fully under California Labor Code § 2870, which provides:",
      ),
      p(
        '"(a) Any provision in an employment agreement which provides that an employee shall assign, or offer to assign, any of his or her rights in an invention to his or her employer shall not apply to an invention that the employee developed entirely on his or her own time without using the employer\'s equipment, supplies, facilities, or trade secret information except for those inventions that either: (1) Relate at the time of conception or reduction to practice of the invention to the employer\'s business, or actual or demonstrably anticipated research or development of the employer; or (2) Result from any work performed by the employee for the employer. (b) To the extent a provision in an employment agreement purports to require an employee to assign an invention otherwise excluded from being required to be assigned under subdivision (a), the provision is against the public policy of this state and is unenforceable."',
      ),
    ];
  if (c.jurisdiction === "new-york")
    return [
      p(
        "As New York Labor Law § 203-f requires, this assignment does not apply to an invention that the Employee developed entirely on their own time without using the Employer's equipment, supplies, facilities or trade secret information, except for inventions that relate at the time of conception or reduction to practice to the Employer's business or actual or demonstrably anticipated research or development, or that result from any work performed by the Employee for the Employer.",
      ),
    ];
  return [
    p(
      "This assignment does not apply to any invention that the law of the state in which the Employee works excludes from assignment to an employer (such as an invention developed entirely on the Employee's own time without using the Employer's equipment, supplies, facilities or trade secret information, and unrelated to the Employer's business or the Employee's work for it).",
    ),
  ];
}

/** A restriction's length in months, "twelve (12) months". */
const monthsText = (n: number) => `${n <= 10 ? spelledNumber(n) : String(n)} ${n === 1 ? "month" : "months"}`;

/** Australia: the Restricted Period as cascading alternatives, each shorter one applying only if the longer is unenforceable. */
const auRestrictedPeriod = (restrictionMonths: number) =>
  p(
    `The "Restricted Period" is the period after the Termination Date of: ${[...new Set([restrictionMonths, Math.ceil(restrictionMonths / 2), Math.ceil(restrictionMonths / 4)])]
      .map((m, i) => `(${String.fromCharCode(97 + i)}) ${monthsText(m)}`)
      .join("; or ")}; reduced in each case by any period the Employee spends on garden leave. These are separate and cumulative alternatives: if a longer period is held unenforceable, the next shorter one applies.`,
  );

/** The definitions the US non-compete uses. */
const US_DEFINITIONS =
  '"Competing Business" means any business that competes with a business of the Employer in which the Employee was materially involved, or about which the Employee received confidential information, during the twelve (12) months before the Termination Date. "Restricted Territory" means each state or other territory in which the Employer carried on that business during that period and for which the Employee performed services or had responsibility.';

/** What the law of the state in which the Employee works requires of a non-compete, in the contract's words. */
function usNonCompeteConditions(state: UsStateCode | undefined): string[] {
  const where = state ? stateName(state) : "the state in which the Employee works";
  const rule = state ? US_COVENANT_RULES[state] : undefined;
  switch (state) {
    case "US-CO":
      return [
        "This covenant is for the protection of the Employer's trade secrets and is no broader than is reasonably necessary to protect the Employer's legitimate interest in protecting them (C.R.S. § 8-2-113(2)(b)). It applies only if, both when it is entered into and when it is enforced, the Employee's annualized cash compensation is at least the threshold amount for highly compensated workers then in force under C.R.S. § 8-2-113(2)(d).",
        "As C.R.S. § 8-2-113(4) requires, the Employer has given the Employee notice of this covenant and its terms in a separate document, in clear and conspicuous terms, signed by the Employee, before the Employee accepted the offer of employment (or, for a current employee, at least fourteen (14) days before the covenant takes effect). As C.R.S. § 8-2-113(6) requires, if the Employee primarily resides or works in Colorado at the time of termination, any dispute about this covenant is governed by Colorado law and adjudicated in Colorado.",
      ];
    case "US-IL":
      return [
        "This covenant applies only if the Employee's actual or expected annualized earnings exceed $75,000 (or, from January 1, 2027, $80,000), and only if the Employee receives adequate consideration for it, as the Illinois Freedom to Work Act (820 ILCS 90/5 and 90/10) requires. It is unenforceable if the Employee is terminated, furloughed or laid off as a result of business circumstances or governmental orders related to the COVID-19 pandemic or circumstances similar to it, unless the Employer pays the compensation 820 ILCS 90/10(c) requires.",
        "As 820 ILCS 90/20 requires, the Employer advises the Employee in writing to consult with an attorney before entering into this Agreement, and has given the Employee at least fourteen (14) calendar days to review it; the Employee may sign it sooner voluntarily.",
      ];
    case "US-WA":
      return [
        "This covenant is enforceable only if the Employee's earnings from the Employer, reportable in box 1 of IRS Form W-2 and annualized, exceed the threshold in RCW 49.62.020(1)(b) as adjusted each year by the Washington Department of Labor and Industries, and it has been disclosed to the Employee in writing no later than the time the Employee accepted the offer of employment (RCW 49.62.020(1)(a)). If the Employee is terminated as the result of a layoff, it is enforceable only if the Employer pays the Employee, for the period of enforcement, compensation equivalent to the Employee's base salary at the time of termination, less compensation earned through subsequent employment (RCW 49.62.020(1)(c)).",
        "As RCW 49.62.050 requires, this covenant is governed by Washington law, and any dispute about it is adjudicated in Washington.",
      ];
    case "US-OR":
      return [
        "As ORS 653.295 requires, the Employer informed the Employee in a written employment offer, received at least two (2) weeks before the first day of employment, that this noncompetition agreement is a condition of employment (or it is entered into on a subsequent bona fide advancement of the Employee). It applies only while the Employee is engaged in administrative, executive or professional work, is salaried and exempt under the Fair Labor Standards Act, and the Employee's annual gross salary and commissions at the time of termination exceed the threshold of ORS 653.295(1)(e), adjusted each year for inflation. Within thirty (30) days after the Termination Date the Employer will give the Employee a signed, written copy of its terms.",
      ];
    case "US-MA":
      return [
        "As the Massachusetts Noncompetition Agreement Act (Mass. Gen. Laws ch. 149, § 24L) requires: the Employer provided this covenant to the Employee by the earlier of a formal offer of employment or ten (10) business days before the start of employment; it is signed by both the Employer and the Employee; and the Employee has the right to consult with counsel before signing it. It does not apply if the Employee is classified as non-exempt under the Fair Labor Standards Act, or if the Employee is terminated without cause or laid off.",
        "In consideration of this covenant, during the Restricted Period the Employer pays the Employee garden leave of at least fifty percent (50%) of the Employee's highest annualized base salary within the two (2) years preceding the Termination Date, on a pro-rata basis in the Employer's regular pay cycle, and may not unilaterally discontinue or otherwise fail or refuse to make those payments. As § 24L requires for an employee who resides or works in Massachusetts at the time of termination, the covenant is governed by Massachusetts law, and any civil action about it is brought in the county in which the Employee resides or, if the parties agree, in the Superior Court of Suffolk County.",
      ];
    case "US-ME":
      return [
        "As Me. Rev. Stat. tit. 26, § 599-A requires, the Employer disclosed before making the offer of employment that a noncompete agreement would be required, and gave the Employee a copy of it at least three (3) business days before the time by which it had to be signed. It does not apply to an employee earning wages at or below 400% of the federal poverty level, and it takes effect only after the later of one (1) year of employment and six (6) months after the date it was signed.",
      ];
    case "US-NH":
      return [
        "As N.H. Rev. Stat. Ann. § 275:70 requires, the Employer provided a copy of this covenant to the Employee before the Employee accepted the offer of employment. It does not apply to a low-wage employee within the meaning of § 275:70-a (earning, on average, 200% of the federal minimum wage or less).",
      ];
    case "US-DC":
      return [
        "This covenant applies only if the Employee is a highly compensated employee within the meaning of D.C. Code § 32-581.01, and it does not last longer than 365 days after the Termination Date. As § 32-581.03a requires, the Employer provided it in writing at least fourteen (14) days before the Employee began employment, with the notice that section prescribes.",
      ];
    case "US-MD":
      return [
        "It does not apply to an employee who earns wages equal to or less than 150% of the Maryland minimum wage (Md. Code Ann., Lab. & Empl. § 3-716).",
      ];
    case "US-RI":
      return [
        "It does not apply to an employee who is non-exempt under the Fair Labor Standards Act, an undergraduate or graduate student in a short-term employment relationship, an employee aged eighteen (18) or younger, or a low-wage employee, within the meaning of R.I. Gen. Laws § 28-59-3.",
      ];
    case "US-VA":
      return [
        "It does not apply to a low-wage employee within the meaning of Va. Code Ann. § 40.1-28.7:8, which includes an employee entitled to overtime pay under the Fair Labor Standards Act.",
      ];
    case "US-NV":
      return [
        "It does not apply to an employee paid solely on an hourly wage basis, exclusive of any tips or gratuities (Nev. Rev. Stat. § 613.195(3)). If the Employee's employment is terminated as a result of a reduction in force, reorganization or similar restructuring of the Employer, it is enforceable only during the period in which the Employer pays the Employee's salary, benefits or equivalent compensation, including severance pay (§ 613.195(4)).",
      ];
    default:
      return [
        `This covenant applies only to the extent that it is permitted by, and reasonable under, the law of ${where}${rule ? ` (${rule.cite})` : ""}.`,
      ];
  }
}

/**
 * The non-compete, as each law allows it. Never in a state whose law voids it (California,
 * Minnesota, North Dakota, Oklahoma) nor in Ontario: the schema refuses one, and none is printed.
 */
export function nonCompeteText(c: TEmploymentContractRequest, region: Region, restrictionMonths: number): Block[] {
  const months = monthsText(restrictionMonths);
  const scope =
    "any business that competes with a business of the Employer (or of any of its group companies) in which the Employee was materially involved, or about which the Employee received confidential information, during the twelve (12) months before the Termination Date";
  switch (region) {
    case "on":
      return [];
    case "de":
      return [
        p(
          `For ${months} after the end of the employment relationship, the Employee will not work, whether as an employee, self-employed person, consultant or otherwise, for ${scope}, in any territory in which that business was carried on during that period, nor establish, acquire or hold a material interest in such a business (post-contractual non-competition covenant, nachvertragliches Wettbewerbsverbot, §§ 74 ff. of the German Commercial Code (HGB)).`,
        ),
      ];
    case "us": {
      const state = workStateOf(c);
      if (state && NO_NON_COMPETE_STATES.includes(state)) return [];
      return [
        p(US_DEFINITIONS),
        p(
          `During employment and for ${months} after the Termination Date (the "Restricted Period"), the Employee will not, directly or indirectly, within the Restricted Territory, perform for a Competing Business, whether as an employee, owner, partner, consultant or otherwise, services that are the same as or substantially similar to the services the Employee performed for the Employer during the twelve (12) months before the Termination Date. This covenant does not prevent the Employee from holding, as a passive investment, up to two percent (2%) of the securities of a publicly traded company.`,
        ),
        ...usNonCompeteConditions(state).map((t) => p(t)),
      ];
    }
    case "au":
      return [
        p(
          `During the Restricted Period (defined below) the Employee will not, directly or indirectly, within Australia, be employed or engaged in, or provide services to, ${scope}, in any capacity in which the Employee would be likely to use the Employer's confidential information or customer connections. The Employee may hold up to two percent (2%) of the securities of a publicly traded company as a passive investment.`,
        ),
        auRestrictedPeriod(restrictionMonths),
      ];
    default:
      return [
        p(
          `For ${months} after the Termination Date (the "Restricted Period"), the Employee will not, directly or indirectly, be employed or engaged in, or provide services to, ${scope}, in any capacity in which the Employee would be likely to use the Employer's confidential information or customer connections, in any territory in which that business was carried on during those twelve (12) months. The Restricted Period is reduced by any period the Employee spends on garden leave. The Employee may hold up to two percent (2%) of the securities of a publicly traded company as a passive investment.`,
        ),
      ];
  }
}

/** How a restriction a court will not enforce is treated, as each law allows. */
function covenantSeverance(region: Region): string {
  switch (region) {
    case "uk":
      return "Each restriction in this section (and each part of a restriction) is a separate and severable covenant. If any of them is found void or unenforceable but would be valid if some part of its wording were deleted, it applies with that part deleted, and the remaining restrictions are unaffected.";
    case "on":
      return "Each restriction in this section is a separate and distinct covenant, severable from the others. If a court finds any of them unenforceable, that restriction is severed and the others continue to apply; nothing in this Agreement asks a court to rewrite a restriction.";
    case "au":
      return "Each restriction in this section, and each alternative of the Restricted Period, is a separate and severable covenant, and each operates cumulatively with the others; if any of them is unenforceable, it is severed without affecting the others.";
    case "de":
      return "Each restriction is a separate covenant; if one is invalid, the others remain in force.";
    case "us":
      return "Each restriction in this section is a separate covenant. If a court finds any restriction unenforceable as written, it is to be modified only to the extent, if any, that the law governing it permits, and otherwise severed, without affecting the others.";
  }
}

export function nonSolicitationText(c: TEmploymentContractRequest, region: Region, restrictionMonths: number): Block[] {
  const months = monthsText(restrictionMonths);
  const state = region === "us" ? workStateOf(c) : undefined;
  const rule = state ? US_COVENANT_RULES[state] : undefined;
  if (c.jurisdiction === "california" || rule?.noCustomerNonSolicit) {
    const law =
      state === "US-ND"
        ? "North Dakota Century Code § 9-08-06 voids contracts restraining anyone from exercising a lawful profession, trade or business"
        : "California Business and Professions Code § 16600 voids restraints on engaging in a lawful profession, trade or business";
    return [
      p(
        `Because ${law}, the Employee is not restricted from soliciting customers after employment ends. The Employee may not, however, at any time use or disclose the Employer's trade secrets to solicit any customer, supplier or employee of the Employer, or otherwise.`,
      ),
    ];
  }
  const customers =
    rule?.establishedCustomersOnly
      ? "directly solicit the sale of goods or services competing with those of the Employer from any established customer of the Employer with whom the Employee had material dealings in the twelve (12) months before the Termination Date (Okla. Stat. tit. 15, § 219A);"
      : region === "on"
        ? "solicit any person who was a customer of the Employer in the twelve (12) months before the Termination Date and with whom the Employee had material dealings in that period, for the supply of goods or services competing with those of the Employer;"
        : "solicit, canvass or accept business from, or deal with, any person who was a customer or prospective customer of the Employer in the twelve (12) months before the Termination Date and with whom the Employee had material dealings in that period, for the supply of goods or services competing with those of the Employer;";
  const german =
    region === "de"
      ? " The restraint on dealing with customers is a post-contractual covenant under §§ 74 ff. HGB and is compensated as provided in this section."
      : "";
  const period =
    region === "au" ? "During the Restricted Period" : `For ${months} after the Termination Date`;
  const auPeriod = region === "au" && !c.nonCompete ? [auRestrictedPeriod(restrictionMonths)] : [];
  return [
    p(`${period}, the Employee will not, directly or indirectly, on their own behalf or for any other person:`),
    ol(
      customers,
      "solicit or entice away, or try to solicit or entice away, any employee or contractor of the Employer with whom the Employee worked in the twelve (12) months before the Termination Date and who holds a senior, technical or client-facing position; or",
      "induce any supplier of the Employer to cease or materially reduce its supplies to the Employer.",
    ),
    ...auPeriod,
    p(`A general advertisement not directed at the Employer's employees is not a solicitation. ${covenantSeverance(region)}${german}`),
  ];
}

/** §§ 74 ff. HGB: a German post-employment restraint binds only if it is paid for. */
export function germanCompensation(): Block[] {
  return [
    p(
      "For the duration of the post-contractual restraint the Employer pays the Employee compensation (Karenzentschädigung) of at least fifty percent (50%) of the contractual remuneration last received by the Employee for each year of the restraint, as § 74(2) HGB requires, payable at the end of each calendar month (§ 74b HGB). Other earnings, or earnings the Employee maliciously fails to earn, are credited as § 74c HGB provides; the Employee will provide information about them on request.",
    ),
    p(
      "The Employer may waive the restraint by written declaration before the end of the employment relationship; the Employee is then released at once and the Employer is released from the obligation to pay compensation on expiry of one (1) year from the declaration (§ 75a HGB). The restraint ceases to apply when the Employee reaches the standard retirement age. The Employee acknowledges receipt of a copy of this contract signed by the Employer (§ 74(1) HGB).",
    ),
  ];
}
