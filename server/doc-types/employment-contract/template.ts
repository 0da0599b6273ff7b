// The employment contract. Where the employee works decides what it says: at-will employment and
// the FLSA classification in the United States (with California's and New York's notices), the
// day-one written statement in the United Kingdom, the Nachweisgesetz particulars and paid
// restraints in Germany, the ESA 2000 minimums in Ontario and the National Employment Standards
// in Australia. No figure it prints is below the statutory minimum: the schema refuses one that is.
import {
  EMPLOYMENT_JURISDICTION_OPTIONS,
  type TEmploymentContractRequest,
  type TEmploymentParty,
  formatMoney,
  stateName,
  statutoryHolidayDays,
  workStateOf,
} from "../../../shared/doc-types";
import { optionLabel } from "../../../shared/validation";
import { joinLines } from "../../documents/format";
import {
  type Block,
  type DocumentModel,
  type Section,
  bold,
  clampTitle,
  ol,
  p,
  section,
  ul,
  userParagraphs,
} from "../../documents/model";
import type { BusinessIdentity } from "../business";
import { contractDate, signatoryFields, spelledNumber } from "../common";
import type { BaseContext } from "../define";
import {
  DEFAULT_NOTICE,
  DEFAULT_PROBATION,
  NOTICE_WORDS,
  PAY_INTERVALS,
  type Region,
  TITLES,
  US_DEFAULT_PTO_DAYS,
  germanCompensation,
  governingLawText,
  hoursExtras,
  inventionNotice,
  nonCompeteText,
  nonSolicitationText,
  otherLeaveText,
  overtimeText,
  privacyLaw,
  protectedDisclosures,
  regionOf,
  sickLeaveText,
  statutoryNotice,
} from "./clauses";
import { withSpellingOf } from "../spelling";

export const EMPLOYMENT_HEADINGS = {
  commencement: "Commencement and Term",
  role: "Job Title and Duties",
  place: "Place of Work",
  hours: "Hours of Work",
  pay: "Remuneration and Pay Review",
  benefits: "Benefits",
  pension: "Pension and Retirement Savings",
  holidays: "Holidays",
  sickness: "Sickness Absence and Sick Pay",
  otherLeave: "Other Leave",
  probation: "Probation",
  notice: "Termination and Notice",
  confidentiality: "Confidentiality",
  ip: "Intellectual Property",
  dataProtection: "Data Protection (Employee Privacy Notice)",
  restrictions: "Restrictive Covenants",
  onTermination: "On Termination",
  training: "Training",
  discipline: "Disciplinary and Grievance Procedures",
  collective: "Collective Agreements",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  signatures: "Signatures",
} as const;

/** The section each jurisdiction adds about its own law. */
export const STATUTORY_HEADINGS: Record<Region, string> = {
  us: "At-Will Employment",
  uk: "Statement of Employment Particulars",
  de: "Written Particulars (Nachweisgesetz)",
  on: "Employment Standards Act, 2000",
  au: "National Employment Standards",
};

const H = EMPLOYMENT_HEADINGS;

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

const PERIOD_WORDS = { year: "per year", month: "per month", hour: "per hour" } as const;

/** "two (2)" up to ten, then figures. */
const count = (n: number) => (Number.isInteger(n) && n <= 10 ? spelledNumber(n) : String(n));
const months = (n: number) => `${count(n)} ${n === 1 ? "month" : "months"}`;
const days = count;
/** "one (1) month's", "two (2) weeks'". */
const possessive = (period: string) => (period.endsWith("s") ? `${period}'` : `${period}'s`);

/** What a week of work looks like. */
const workingDays = (d: number) =>
  d === 5 ? "Monday to Friday" : `${count(d)} days a week, on the days set out in a rota the Employer gives the Employee at least one week in advance`;

function partyLines(party: TEmploymentParty, extra: string[] = []): string[] {
  return [...party.address.split("\n"), ...(party.email ? [party.email] : []), ...extra];
}

/** The business profile's details, when it is the profile of the employer named. */
function profileOf(c: TEmploymentContractRequest, business: BusinessIdentity | undefined) {
  if (!business) return undefined;
  const names = [business.legalName, business.tradingName, business.brand.name];
  return names.includes(c.employer.name) ? business : undefined;
}

/** A United States contract for work in California or New York is that state's contract. */
function normalized(c: TEmploymentContractRequest): TEmploymentContractRequest {
  if (c.jurisdiction !== "united-states") return c;
  if (c.workState === "US-CA") return { ...c, jurisdiction: "california" };
  if (c.workState === "US-NY") return { ...c, jurisdiction: "new-york" };
  return c;
}

export function employmentContractTemplate(input: TEmploymentContractRequest, ctx: BaseContext): DocumentModel {
  const c = normalized(input);
  const region = regionOf(c.jurisdiction);
  const date = contractDate(region === "on" ? "ca" : region);
  const us = region === "us";
  const where = optionLabel(EMPLOYMENT_JURISDICTION_OPTIONS, c.jurisdiction);
  const title = TITLES[region];
  const profile = profileOf(c, ctx.business);
  const start = date(c.startDate);
  const fixedTerm = c.employmentType === "fixed-term" && c.endDate !== undefined;
  const probation = c.probationMonths ?? DEFAULT_PROBATION[region];
  const notice = possessive(NOTICE_WORDS[c.noticePeriod ?? DEFAULT_NOTICE[region]]);
  const statutoryDays = statutoryHolidayDays(c.jurisdiction, c.daysPerWeek);
  const holidays = c.holidayDays ?? (us ? US_DEFAULT_PTO_DAYS : statutoryDays);
  const pay = formatMoney(c.salary.amount, c.salary.currency);
  const workState = workStateOf(c);
  const stateWords = workState ? stateName(workState) : undefined;
  // A US employee's place of work is never assumed from the employer's address: the work state's
  // law governs, and the address may be in another state.
  const workplace =
    c.workplace !== undefined
      ? joinLines(c.workplace, ", ")
      : us && stateWords
        ? c.workArrangement === "remote"
          ? `the Employee's home in ${stateWords}`
          : `the Employer's premises in ${stateWords} that the Employer designates`
        : joinLines(c.employer.address, ", ");

  const employerExtras = [
    ...(profile?.registrationNumber ? [`Registration number: ${profile.registrationNumber}`] : []),
    ...(profile?.vatId && region === "de" ? [`VAT ID: ${profile.vatId}`] : []),
  ];
  const registered = profile?.registrationNumber ? ` (registration number ${profile.registrationNumber})` : "";

  const intro: Block[] = [
    p(
      `This ${title} (this "Agreement") is made on ${date(c.effectiveDate)} between `,
      bold(c.employer.name),
      `${registered}, of ${joinLines(c.employer.address, ", ")} (the "Employer"), and `,
      bold(c.employee.name),
      `, of ${joinLines(c.employee.address, ", ")} (the "Employee"). It sets out the terms on which the Employer employs the Employee.`,
    ),
    {
      type: "parties",
      parties: [
        { label: "Employer", name: c.employer.name, lines: partyLines(c.employer, employerExtras) },
        { label: "Employee", name: c.employee.name, lines: partyLines(c.employee) },
      ],
    },
  ];

  // 1. Commencement and term.
  const commencement: Block[] = [
    p(
      `The Employee's employment under this Agreement begins on ${start}. ${
        c.continuousEmploymentDate && c.continuousEmploymentDate !== c.startDate
          ? `The Employee's period of continuous employment began on ${date(c.continuousEmploymentDate)}, because earlier employment counts towards it.`
          : "No employment with a previous employer counts towards the Employee's period of continuous employment, which begins on that date."
      }`,
    ),
  ];
  if (fixedTerm) {
    const end = date(c.endDate!);
    const law: Record<Region, string> = {
      us: "The end date is the date on which the employment is expected to end; it does not change the at-will nature of the employment.",
      uk: "The Employee will not be treated less favourably than a comparable permanent employee (Fixed-term Employees (Prevention of Less Favourable Treatment) Regulations 2002).",
      de: "The fixed term is agreed in accordance with § 14 of the Part-Time and Fixed-Term Employment Act (TzBfG); without an objective reason it may not exceed two years in total. The agreement on the fixed term requires written form and must be signed before work begins (§ 14(4) TzBfG). Either party may terminate the employment by ordinary notice during the fixed term as provided in this contract (§ 15(4) TzBfG).",
      on: "Either party may end the employment before the end date on the notice provided in the section titled \"Termination and Notice\"; the Employee is then entitled only to the notice, termination pay, benefit continuation and severance pay required by the Employment Standards Act, 2000.",
      au: "A fixed-term contract may not be for a period, including any extension or renewal, of more than two (2) years unless an exception in section 333F of the Fair Work Act 2009 (Cth) applies. The Employer has given the Employee the Fixed Term Contract Information Statement.",
    };
    commencement.push(
      p(`This is a fixed-term employment that ends automatically on ${end}, unless it is terminated earlier in accordance with this Agreement. ${law[region]}`),
    );
  } else {
    commencement.push(p("The employment is permanent, for an indefinite period, until terminated in accordance with this Agreement."));
  }
  const eligibility: Record<Region, string> = {
    us: "Employment is conditional on the Employee completing Form I-9 and providing documents establishing identity and authorization to work in the United States within three (3) business days of the start date.",
    uk: "Employment is conditional on the Employee providing evidence of their right to work in the United Kingdom before the start date, as the Immigration, Asylum and Nationality Act 2006 requires, and keeping it valid.",
    de: "The Employee confirms that they hold any residence title and work permit required for the employment and will provide their tax identification number and social insurance details before the start date.",
    on: "Employment is conditional on the Employee being legally entitled to work in Canada and providing their Social Insurance Number before the start date.",
    au: "Employment is conditional on the Employee having and maintaining the right to work in Australia, and providing a tax file number declaration and superannuation choice form.",
  };
  commencement.push(p(eligibility[region]));

  // 2. Role.
  const role: Block[] = [
    p("The Employee is employed as ", bold(c.jobTitle), "."),
    ...(c.duties
      ? [p("The Employee's duties include:"), ...userParagraphs(c.duties)]
      : [p("The Employee will perform the duties normally associated with that position.")]),
    p(
      "The Employee will also perform any other reasonable duties consistent with their skills and position that the Employer assigns, will faithfully and diligently serve the Employer, comply with its lawful and reasonable instructions and policies, and devote their working time and attention to its business.",
    ),
  ];

  // 3. Place of work.
  const arrangement =
    c.workArrangement === "remote"
      ? `The Employee will work remotely from their home${us && stateWords ? ` in ${stateWords}` : " in the jurisdiction stated in this Agreement"}, and will attend the Employer's premises or other locations when reasonably required. The Employee may not change their country or state of work without the Employer's written consent.`
      : c.workArrangement === "hybrid"
        ? "The Employee will work partly at that place of work and partly remotely from their home, in accordance with the Employer's hybrid working policy as it applies from time to time."
        : "The Employee will work at that place of work.";
  const expenses = us && c.jurisdiction === "california" && c.workArrangement !== "on-site"
    ? " As California Labor Code § 2802 requires, the Employer reimburses the Employee's necessary expenses of working remotely, including a reasonable share of personal phone and internet costs."
    : "";
  const place: Block[] = [
    p(`The Employee's normal place of work is ${workplace}. ${arrangement}${expenses}`),
    p(
      region === "uk"
        ? "The Employer may require the Employee to work at another location within reasonable daily travelling distance, or to travel on business, on reasonable notice. The Employee is not required to work outside the United Kingdom for a period of more than one month."
        : "The Employer may require the Employee to travel on business from time to time, and reimburses reasonable business expenses incurred in accordance with its expenses policy.",
    ),
  ];

  // 4. Hours.
  const hours: Block[] = [
    p(
      `The Employee's normal working hours are ${c.hoursPerWeek} hours per week, worked ${workingDays(c.daysPerWeek)}, with the daily start and finish times agreed with the Employer. The Employer may vary the working pattern on reasonable notice to meet the needs of the business, within the limits of applicable law.`,
    ),
    ...hoursExtras(c, region),
  ];

  // 5. Pay.
  const australiaSuper = region === "au" ? " The salary is exclusive of superannuation." : "";
  const payBlocks: Block[] = [
    p(
      `The Employer will pay the Employee ${c.salary.period === "hour" ? "at the rate of " : "a gross salary of "}`,
      bold(`${pay} ${PERIOD_WORDS[c.salary.period]}`),
      `${c.salary.period === "hour" ? " for each hour worked" : ", accruing from day to day"}, paid ${PAY_INTERVALS[region]}.${australiaSuper} The Employer will make the deductions from pay that the law requires (such as income tax and social security contributions) and any other deductions the Employee authorizes in writing.`,
    ),
    ...overtimeText(c, region),
    p(
      c.payReviewAnnual
        ? "The Employer will review the Employee's pay at least once a year. A review does not oblige the Employer to increase pay."
        : "The Employer may review the Employee's pay from time to time, without any obligation to increase it.",
    ),
  ];
  if (c.jurisdiction === "new-york")
    payBlocks.push(
      p(
        "On or before the start date the Employer will give the Employee the written notice of pay rate and regular payday required by New York Labor Law § 195(1), in English and in the Employee's primary language where the Department of Labor provides a template in it, and the Employee will sign and return an acknowledgment of receipt. The Employee will receive a wage statement with each payment of wages, as § 195(3) requires.",
      ),
    );
  if (c.jurisdiction === "california")
    payBlocks.push(
      p(
        "The Employer will give the Employee the written notice required by California Labor Code § 2810.5 (Wage Theft Prevention Act) setting out the rate of pay, the regular payday, the Employer's details, and the Employee's paid sick leave rights.",
      ),
    );
  if (region === "de")
    payBlocks.push(
      p(
        "The remuneration is the full consideration for the Employee's work. Any bonus or special payment is voluntary unless agreed in writing, and never falls below the statutory minimum wage under the Minimum Wage Act (Mindestlohngesetz).",
      ),
    );
  if (region === "au")
    payBlocks.push(
      p(
        "If a modern award or enterprise agreement applies to the Employee's employment, the Employee receives no less than its minimum entitlements. The amount by which the Employee's remuneration exceeds the minimum rates of that instrument is paid in satisfaction of, and may be set off against, any entitlement under it to overtime, penalty rates, allowances and loadings, to the extent the law allows.",
      ),
    );

  // 6. Benefits.
  const benefits: Block[] = c.benefits
    ? [p("The Employee is entitled to the following benefits:"), ...userParagraphs(c.benefits)]
    : [p("The Employee is not entitled to any contractual benefits other than those set out in this Agreement.")];
  benefits.push(
    p(
      "Benefits provided through an insurance policy or benefit plan are subject to the terms of that policy or plan and the insurer's or administrator's acceptance, and the Employer may change or replace them on reasonable notice.",
    ),
  );

  // 7. Pension.
  const userPension = c.pension ? userParagraphs(c.pension) : [];
  const pensionByRegion: Record<Region, Block[]> = {
    us: c.pension
      ? [p("The Employee may participate in the following retirement plan, subject to the terms of the plan documents:"), ...userPension]
      : [p("The Employee may participate in any retirement plan the Employer maintains for employees in similar positions, subject to the plan documents and eligibility requirements.")],
    uk: [
      p(
        "The Employer will comply with its automatic enrolment duties under the Pensions Act 2008: if the Employee is an eligible jobholder, the Employer will enrol them in a qualifying workplace pension scheme and make at least the minimum employer contributions. The Employee may opt out as the scheme rules and the law allow.",
      ),
      ...userPension,
    ],
    de: [
      p(
        "The Employee is covered by the statutory pension insurance (gesetzliche Rentenversicherung); contributions are shared as provided by law. The Employee may request deferred compensation (Entgeltumwandlung) for a company pension under § 1a of the Company Pensions Act (BetrAVG).",
      ),
      ...(c.pension ? [p("Company pension (betriebliche Altersversorgung), including the name and address of the provider:"), ...userPension] : []),
    ],
    on: [
      p("The Employer makes the contributions required under the Canada Pension Plan and the Employment Insurance Act."),
      ...(c.pension ? [p("The Employee may also participate in the following pension or savings plan, subject to its terms:"), ...userPension] : []),
    ],
    au: [
      p(
        "The Employer will make superannuation contributions for the Employee at the rate required by the Superannuation Guarantee (Administration) Act 1992 (Cth) (12% of ordinary time earnings from 1 July 2025), to a complying fund the Employee chooses or, if no choice is made, to the Employee's stapled fund or the Employer's default fund. The contributions are calculated on the Employee's qualifying earnings and paid with each payment of salary, so that they are received by the fund within the time the Act requires as amended by the Treasury Laws Amendment (Payday Superannuation) Act 2025: from 1 July 2026, within seven (7) business days after each payday, or twenty (20) business days after it for the first contribution to a fund the Employee has newly joined or chosen.",
      ),
      ...userPension,
    ],
  };

  // 8. Holidays.
  const yearRuns = region === "us" || region === "on" ? "January 1 to December 31" : "1 January to 31 December";
  const holidayYear = `The holiday year runs from ${yearRuns}; in the years in which employment begins or ends the entitlement is pro-rated.`;
  const holidayBlocks: Block[] = (() => {
    switch (region) {
      case "us":
        return [
          p(
            `The Employee is entitled to ${days(holidays)} days of paid time off in each calendar year, accruing ratably, in addition to the paid holidays the Employer observes. Time off is scheduled with the Employer's approval. ${holidayYear}`,
          ),
          p(
            c.jurisdiction === "california"
              ? "Vested paid time off is not forfeited: the Employer may cap accrual at a reasonable level, and pays all accrued, unused paid time off at the Employee's final rate on termination (California Labor Code § 227.3)."
              : "Accrued, unused paid time off is paid on termination where state law or the Employer's written policy requires it.",
          ),
        ];
      case "uk":
        return [
          p(
            `The Employee is entitled to ${days(holidays)} days' paid holiday in each holiday year, including the usual public and bank holidays in England and Wales. The statutory minimum is 5.6 weeks (${statutoryDays} days for the Employee's ${c.daysPerWeek}-day week) under the Working Time Regulations 1998. ${holidayYear} Holiday is paid at the Employee's normal rate of pay, including regular overtime and commission where the law requires.`,
          ),
          p(
            "Holiday must be booked with the Employer's approval. Untaken statutory holiday may be carried over only as the Working Time Regulations 1998 allow (including where the Employee could not take it because of sickness or family leave). On termination the Employer pays for accrued, untaken holiday; if the Employee has taken more holiday than accrued, the excess is deducted from final pay, which the Employee authorizes by signing this contract.",
          ),
        ];
      case "de":
        return [
          p(
            `The Employee is entitled to ${days(holidays)} working days of paid annual leave in each calendar year, based on a ${c.daysPerWeek}-day week. This includes the statutory minimum leave of 24 working days (Werktage) on a six-day week, which is ${statutoryDays} working days on the Employee's ${c.daysPerWeek}-day week (§ 3 BUrlG); public holidays are additional. The full entitlement arises for the first time after six months of employment (§ 4 BUrlG); in the year employment begins or ends it is pro-rated as § 5 BUrlG provides.`,
          ),
          p(
            "Leave is granted by the Employer taking the Employee's wishes into account and must generally be taken in the current calendar year; it may be carried over to 31 March of the following year only for urgent operational or personal reasons (§ 7(3) BUrlG), or where the Employee could not take it because of illness. The Employer will inform the Employee in good time of any leave at risk of expiring. Statutory leave is always granted first. Leave not taken by the end of the employment is paid out (§ 7(4) BUrlG).",
          ),
        ];
      case "on":
        return [
          p(
            `The Employee is entitled to ${days(holidays)} days of paid vacation after each 12-month vacation entitlement year. Under sections 33 to 35.2 of the Employment Standards Act, 2000 the minimum is two (2) weeks of vacation and vacation pay of four percent (4%) of wages, increasing to three (3) weeks and six percent (6%) after five (5) years of employment; the Employee always receives at least those minimums. Vacation is scheduled by the Employer, after considering the Employee's preferences, and must be taken within ten (10) months after the end of the year in which it is earned.`,
          ),
          p(
            "The Employee is also entitled to the nine public holidays in the Act (New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day, Thanksgiving Day, Christmas Day and Boxing Day) with public holiday pay. On termination all vacation pay owing is paid.",
          ),
        ];
      case "au":
        return [
          p(
            `The Employee is entitled to ${days(holidays)} days of paid annual leave for each year of service, being at least four (4) weeks (five (5) weeks for a shift worker as defined in the National Employment Standards), accruing progressively according to ordinary hours worked and accumulating from year to year (Fair Work Act 2009 (Cth), s 87). Leave is taken at times agreed with the Employer, who will not unreasonably refuse a request; the Employer may direct the Employee to take leave only as the Act and any applicable award allow.`,
          ),
          p(
            "The Employee is entitled to be absent on public holidays without loss of pay for ordinary hours (s 114). Accrued, untaken annual leave is paid out on termination (s 90(2)).",
          ),
        ];
    }
  })();

  // 9-10. Sickness and other leave.
  const sickness: Block[] = [
    ...sickLeaveText(c, region),
    ...(c.sickPay ? [p("In addition, the Employer provides the following contractual sick pay:"), ...userParagraphs(c.sickPay)] : []),
  ];

  // 11. Probation.
  const probationBlocks: Block[] = (() => {
    const period = months(probation);
    switch (region) {
      case "us":
        return [
          p(
            `The first ${period} of employment are an introductory period, in which the Employer will assess the Employee's performance. Completing it does not change the at-will nature of the employment.`,
          ),
        ];
      case "uk":
        return [
          p(
            `The first ${period} of employment are a probationary period, during which the Employer will assess the Employee's performance, conduct and suitability for the role. The Employer may extend it by up to three (3) months by written notice before it ends. During the probationary period either party may end the employment by giving one (1) week's written notice.`,
          ),
        ];
      case "de":
        return [
          p(
            `The first ${period} of employment are a probation period (Probezeit)${fixedTerm ? ", which is proportionate to the expected duration of the fixed term and the nature of the work (§ 15(3) TzBfG)" : ""}. During the probation period either party may terminate the employment with two (2) weeks' notice to any day (§ 622(3) BGB).`,
          ),
        ];
      case "on":
        return [
          p(
            `The first ${period} of employment are a probationary period. If the Employer ends the employment without cause in the first three (3) months, no notice or termination pay is owed, as section 54 of the Employment Standards Act, 2000 provides; after that, the Employee receives at least the notice, termination pay and benefit continuation that Act requires.`,
          ),
        ];
      case "au":
        return [
          p(
            `The first ${period} of employment are a probationary period, during which either party may end the employment by giving one (1) week's notice or, where the National Employment Standards require more, the notice they require. The Employee is entitled to all NES entitlements during probation. The probationary period does not affect the minimum employment period for unfair dismissal under the Fair Work Act 2009 (Cth) (six (6) months, or twelve (12) months for a small business employer).`,
          ),
        ];
    }
  })();

  // 12. Termination and notice.
  const either = probation > 0 ? "After the probationary period, either" : "Either";
  const noticeBlocks: Block[] = (() => {
    switch (region) {
      case "us":
        return [
          p(
            `Because employment is at will, either party may end it at any time, with or without cause or notice. The Employee is asked to give at least ${notice} written notice of resignation. The Employer may accept a resignation effective immediately, with pay through the notice period requested.`,
          ),
        ];
      case "uk":
        return [
          p(
            `${either} party may end the employment by giving the other ${notice} written notice or, if longer, the statutory minimum notice.`,
          ),
          ...statutoryNotice(region),
          p(
            "The Employer may end the employment with immediate effect by paying the Employee's basic salary in lieu of all or any part of the notice period (payment in lieu of notice), and may dismiss the Employee without notice or payment in lieu for gross misconduct or any other serious breach of this contract.",
          ),
        ];
      case "de":
        return [
          p(
            `${either} party may terminate the employment by giving ${notice} notice to the 15th or to the end of a calendar month, and at least the statutory notice.`,
          ),
          ...statutoryNotice(region),
          p(
            "Notice of termination must be given in written form with a handwritten signature; electronic form is excluded (§ 623 BGB). The right to terminate for good cause without notice (§ 626 BGB) is unaffected. An Employee who wishes to claim that a dismissal is socially unjustified or otherwise invalid must bring an action before the labour court within three (3) weeks after receiving the written notice (§ 4 Protection Against Dismissal Act, KSchG).",
          ),
        ];
      case "on":
        return [
          p(
            `The Employee may resign by giving the Employer ${notice} written notice. The Employer may end the employment without cause by providing the Employee with only the minimum written notice of termination, or termination pay in lieu of notice, or a combination of both; the continuation of benefit plan contributions for the statutory notice period; and severance pay if the Employee is entitled to it, all as required by the Employment Standards Act, 2000. On that termination the Employer pays all outstanding wages, vacation pay and other amounts owing under the Act. The statutory notice is:`,
          ),
          ...statutoryNotice(region),
          p(
            "Severance pay under sections 64 and 65 of the Act (one week's regular wages for each year of employment, up to 26 weeks) is owed where the Employee has been employed for five (5) years or more and the Employer has a payroll of at least $2.5 million or severs the employment of 50 or more employees in a six-month period because of a closure.",
          ),
          p(
            "The Employer may end the employment without notice, termination pay or severance pay only where the Employee has been guilty of wilful misconduct, disobedience or wilful neglect of duty that is not trivial and has not been condoned by the Employer, within the meaning of the Employment Standards Act, 2000 and its regulations. The Employee agrees that the entitlements in this section are all they are owed on termination, in place of any notice or pay in lieu at common law.",
          ),
        ];
      case "au":
        return [
          p(
            `${either} party may end the employment by giving the other ${notice} written notice or, if longer, the notice required by section 117 of the Fair Work Act 2009 (Cth), which is at least:`,
          ),
          ...statutoryNotice(region),
          p(
            "The Employer may pay the Employee in lieu of all or part of the notice period, calculated at the Employee's full rate of pay for ordinary hours. The Employer may end the employment without notice for serious misconduct. If the employment ends because of redundancy, the Employee is entitled to redundancy pay under section 119 of the Act, unless the Employer is a small business employer (fewer than 15 employees).",
          ),
        ];
    }
  })();

  // 13. Confidentiality.
  const confidentiality: Block[] = [
    p(
      'The Employee will not, during employment or at any time after it ends, use or disclose to any person any confidential information of the Employer or its group companies, customers or suppliers, except in the proper performance of their duties, with the Employer\'s written consent, or as required by law. "Confidential information" includes trade secrets, business plans, financial information, customer and supplier lists and terms, pricing, products, technology, software and source code, know-how, personnel information and any other information that is marked confidential or that a reasonable person would understand to be confidential. It does not include information that is or becomes public other than through the Employee\'s breach.',
    ),
    ...protectedDisclosures(c, region),
  ];

  // 14. Intellectual property.
  const ipBlocks: Block[] = (() => {
    switch (region) {
      case "de":
        return [
          p(
            "The Employee grants the Employer the exclusive, irrevocable right, unlimited in time, place and content and transferable, to use in all known and unknown forms of use all works and other results protected by copyright or related rights that the Employee creates in the course of the employment; the rights in computer programs vest in the Employer by law (§ 69b UrhG). This grant is compensated by the remuneration. The Employee waives the right to be named as author to the extent the law allows.",
          ),
          p(
            "Inventions and technical improvement proposals are governed by the Employee Inventions Act (Arbeitnehmererfindungsgesetz): the Employee must report any service invention to the Employer in text form without delay, and receives the statutory compensation for any invention the Employer claims.",
          ),
        ];
      default: {
        const moralRights: Record<Region, string> = {
          us: "",
          uk: " The Employee waives all moral rights in those works under Chapter IV of Part I of the Copyright, Designs and Patents Act 1988, to the extent the law allows.",
          de: "",
          on: " The Employee waives all moral rights in those works under the Copyright Act (Canada) in favour of the Employer and its successors, assigns and licensees.",
          au: " The Employee consents to the Employer and those authorized by it doing or omitting to do any act in relation to those works that would otherwise infringe the Employee's moral rights under Part IX of the Copyright Act 1968 (Cth).",
        };
        const blocks: Block[] = [
          p(
            `All inventions, works of authorship, designs, software, data, improvements and other intellectual property that the Employee creates, alone or with others, in the course of employment or using the Employer's resources ("Work Product") belong to the Employer.${us ? " Copyrightable Work Product is a work made for hire to the extent the law allows." : ""} The Employee assigns to the Employer, with full title guarantee and by way of present assignment of future rights, all rights in the Work Product, will promptly disclose it to the Employer, and will sign any document and do anything reasonably required, at the Employer's expense, to perfect and protect those rights, during and after employment.${moralRights[region]}`,
          ),
        ];
        if (us) blocks.push(...inventionNotice(c));
        else if (region === "uk")
          blocks.push(
            p(
              "The rights of the Employee under sections 39 to 43 of the Patents Act 1977 (including the right to compensation for inventions of outstanding benefit to the Employer) are not affected.",
            ),
          );
        return blocks;
      }
    }
  })();

  // 15. Data protection: the employee privacy notice.
  const contact = profile?.dpo?.email ?? profile?.email ?? c.employer.email;
  const dataProtection: Block[] = [
    p(
      "The Employer collects and processes personal data about the Employee for the purposes of the employment relationship. This section is the Employee's privacy notice.",
    ),
    ul(
      "What: identification and contact details, right-to-work and tax documents, bank details, pay, benefits and pension records, working time and absence records, performance and disciplinary records, health information needed for sickness absence and workplace adjustments, and records of the use of the Employer's systems.",
      "Why: to recruit and employ the Employee, pay them and provide benefits, manage working time, leave, performance and conduct, meet legal obligations (tax, social security, immigration, health and safety), protect the Employer's systems and information, and establish or defend legal claims.",
      "Who receives it: payroll, pension, benefits and insurance providers, professional advisers, IT and HR service providers acting on the Employer's instructions, tax and other public authorities, and a buyer of the business; transfers outside the Employee's country are protected by appropriate safeguards.",
      "How long: for the duration of employment and afterwards for as long as the law requires or claims can be brought (generally six (6) years after employment ends for pay and personnel records), then deleted.",
    ),
    ...privacyLaw(c, region),
    p(
      contact
        ? `Questions and requests about the Employee's personal data may be sent to ${contact}.`
        : "Questions and requests about the Employee's personal data may be sent to the Employer at the address above.",
    ),
  ];

  // 16. Restrictive covenants.
  const restrictions: Block[] = [];
  if (c.nonCompete) restrictions.push(...nonCompeteText(c, region, c.restrictionMonths));
  if (c.nonSolicitation) restrictions.push(...nonSolicitationText(c, region, c.restrictionMonths));
  if (region === "de" && restrictions.length) restrictions.push(...germanCompensation());
  const duringEmployment: Record<Region, string> = {
    us: "During employment the Employee will not engage in any business activity that competes with the Employer's business",
    uk: "During employment the Employee will not, without the Employer's written consent, be engaged in any other business or employment that competes with the Employer's business or conflicts with their duties",
    de: "During the employment the Employee is bound by the statutory prohibition of competition (§ 60 HGB) and will notify the Employer in advance of any secondary employment, which the Employer may prohibit where it impairs its legitimate interests",
    on: "During employment the Employee will not engage in any business activity that competes with the Employer's business or conflicts with their duties",
    au: "During employment the Employee will not, without the Employer's written consent, engage in any other business or employment that competes with the Employer's business or conflicts with their duties",
  };
  restrictions.unshift(p(`${duringEmployment[region]}.`));
  if (c.nonCompete || c.nonSolicitation)
    restrictions.push(
      p(
        'The "Termination Date" is the date on which the employment ends. The Employee agrees that these restrictions are reasonable and necessary to protect the Employer\'s confidential information, customer connections and workforce stability, and that each is a separate covenant.',
      ),
    );

  // 17. On termination.
  const finalPay: Record<Region, string> = {
    us:
      c.jurisdiction === "california"
        ? "On termination the Employer pays all wages earned and unpaid, including accrued, unused paid time off, at the time of discharge, or within 72 hours of a resignation without notice (immediately if the Employee gave at least 72 hours' notice), as California Labor Code §§ 201 to 203 require."
        : c.jurisdiction === "new-york"
          ? "On termination the Employer pays all wages earned no later than the regular payday for the pay period in which the termination occurred (New York Labor Law § 191(3)), and gives the Employee written notice of the termination date and of the date benefits end within five (5) working days (§ 195(6))."
          : "On termination the Employer pays all wages earned and unpaid within the time required by the law of the state in which the Employee works.",
    uk: "On termination the Employer pays the Employee's salary up to the Termination Date, any payment in lieu of notice, and pay for accrued, untaken holiday, less any deductions authorized by this contract or required by law.",
    de: "On termination the Employer pays the remuneration up to the end of the employment and pays out untaken leave (§ 7(4) BUrlG), and issues a written employment reference (Arbeitszeugnis) which, at the Employee's request, covers performance and conduct (§ 109 GewO). The Employee must register with the Federal Employment Agency as a job seeker at least three months before the employment ends or within three days of learning of its end (§ 38 SGB III).",
    on: "On termination the Employer pays all wages and vacation pay owing no later than seven (7) days after the termination or the Employee's next regular pay day, whichever is later (Employment Standards Act, 2000, s 11(5)), and issues a Record of Employment as the Employment Insurance Act requires.",
    au: "On termination the Employer pays all amounts owing, including accrued, untaken annual leave and any long service leave owing, and any notice and redundancy pay due, no later than the Employee's next regular pay day, and gives the Employee a separation certificate on request.",
  };
  const onTermination: Block[] = [
    p(
      "On termination of the employment for any reason, or earlier at the Employer's request, the Employee will return to the Employer all property, equipment, documents, data, keys and access cards of the Employer in their possession or control, and permanently delete any of the Employer's confidential information from their personal devices and accounts after returning a copy, and confirm this in writing on request.",
    ),
    p(finalPay[region]),
  ];
  if (region === "uk" || region === "au" || region === "on")
    onTermination.push(
      p(
        "During all or part of any notice period the Employer may require the Employee not to attend work, not to perform some or all of their duties and not to contact customers, suppliers or colleagues (garden leave). The Employee remains employed and continues to receive full pay and benefits, and remains bound by their duties of good faith and confidentiality during garden leave.",
      ),
    );
  if (region === "de")
    onTermination.push(
      p(
        "After notice of termination has been given, the Employer may release the Employee from the duty to work (Freistellung) while continuing to pay the remuneration where it has a legitimate interest in doing so; outstanding leave is credited against the period of release. Other earnings during the release are credited (§ 615 sentence 2 BGB).",
      ),
    );

  // 18-20. Training, discipline and grievance, collective agreements.
  const training: Block[] = c.training
    ? userParagraphs(c.training)
    : [
        p(
          "The Employer provides induction and the training the role requires, at its own cost and in working time. There is no compulsory training the Employee must complete or pay for, other than training required by law for the role.",
        ),
      ];
  // Who hears an appeal or a grievance about the line manager: the profile's signatory (a director,
  // say) or, by description as the written statement allows, a more senior manager. Never the line
  // manager again, and an appeal goes to someone not involved in the decision (Acas Code, para 27).
  const signatory = profile?.signatory?.title ? `the Employer's ${profile.signatory.title}` : undefined;
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

  // The jurisdiction's own section.
  const statutory: Block[] = (() => {
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
            "If the Employment Standards Act, 2000 (the \"ESA\") or its regulations, as amended from time to time, provide the Employee with a greater right or benefit than this Agreement, the Employee receives that greater right or benefit in place of the provision of this Agreement. Nothing in this Agreement is intended to, or does, provide the Employee with less than the minimum standards of the ESA; any provision that would do so is replaced by the ESA minimum standard (ESA, s 5).",
          ),
          p(
            "The Employer has given the Employee the most recent version of the information sheet \"Employment Standards in Ontario\" published by the Ministry of Labour, and this Agreement provides the information about the Employer, the place of work, the starting wage, the pay period and pay day and the initial hours of work required by section 2.1 of the ESA.",
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

  const sections: Section[] = [
    section(H.commencement, commencement),
    ...(us ? [section(STATUTORY_HEADINGS.us, statutory)] : []),
    section(H.role, role),
    section(H.place, place),
    section(H.hours, hours),
    section(H.pay, payBlocks),
    section(H.benefits, benefits),
    section(region === "au" ? "Superannuation" : H.pension, pensionByRegion[region]),
    section(H.holidays, holidayBlocks),
    section(H.sickness, sickness),
    section(H.otherLeave, otherLeaveText(c, region)),
    ...(probation > 0 ? [section(H.probation, probationBlocks)] : []),
    section(H.notice, noticeBlocks),
    section(H.confidentiality, confidentiality),
    section(H.ip, ipBlocks),
    section(H.dataProtection, dataProtection),
    section(H.restrictions, restrictions),
    section(H.onTermination, onTermination),
    section(H.training, training),
    section(H.discipline, discipline),
    section(H.collective, collective),
    ...(us ? [] : [section(STATUTORY_HEADINGS[region], statutory)]),
    section(H.governingLaw, governingLawText(c.jurisdiction, workState)),
    section(H.general, [], general),
    section(H.signatures, [
      p(
        region === "de"
          ? "Each party confirms receipt of a copy of this contract signed by the other party."
          : "The parties have signed this Agreement on the dates below. By signing, the Employee confirms that they have read and understood it and have had the opportunity to take independent advice.",
      ),
      {
        type: "signatures",
        parties: [
          {
            role: "Employer",
            name: c.employer.name,
            fields: signatoryFields(
              profile?.signatory,
              region === "de" ? ["Signature", "Name", "Title", "Place and date"] : ["Signature", "Name", "Title", "Date"],
            ),
          },
          { role: "Employee", name: c.employee.name, fields: region === "de" ? ["Signature", "Place and date"] : ["Signature", "Date"] },
        ],
      },
    ]),
  ];

  const model: DocumentModel = {
    type: "employment_contract",
    title: clampTitle(title),
    subtitle: `${c.jobTitle}: ${c.employer.name} and ${c.employee.name}`,
    meta: [
      { label: "Start date", value: start },
      { label: "Position", value: c.jobTitle },
      { label: "Employment", value: fixedTerm ? `Fixed-term until ${date(c.endDate!)}` : "Permanent" },
      { label: "Jurisdiction", value: where },
    ],
    intro,
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling (issue 28).
  return withSpellingOf(model, region);
}
