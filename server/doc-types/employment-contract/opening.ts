// The employment contract's opening: the parties, commencement and term, the role, the place and
// the hours of work.
import { joinLines } from "../../documents/format";
import { type Block, bold, p, userParagraphs } from "../../documents/model";
import { type Region } from "./clauses";
import { hoursExtras } from "./working-time";
import { type Facts, workingDays, partyLines } from "./facts";

/** The opening paragraph and the parties. */
export function introBlocks(f: Facts): Block[] {
  const { c, region, date, title, profile } = f;
  const employerExtras = [
    ...(profile?.registrationNumber ? [`Registration number: ${profile.registrationNumber}`] : []),
    ...(profile?.vatId && region === "de" ? [`VAT ID: ${profile.vatId}`] : []),
  ];
  const registered = profile?.registrationNumber
    ? ` (registration number ${profile.registrationNumber})`
    : "";

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
  return intro;
}

/** 1. Commencement and term, and the right to work. */
export function commencementBlocks(f: Facts): Block[] {
  const { c, region, date, start, fixedTerm } = f;
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
      on: 'Either party may end the employment before the end date on the notice provided in the section titled "Termination and Notice"; the Employee is then entitled only to the notice, termination pay, benefit continuation and severance pay required by the Employment Standards Act, 2000.',
      au: "A fixed-term contract may not be for a period, including any extension or renewal, of more than two (2) years unless an exception in section 333F of the Fair Work Act 2009 (Cth) applies. The Employer has given the Employee the Fixed Term Contract Information Statement.",
    };
    commencement.push(
      p(
        `This is a fixed-term employment that ends automatically on ${end}, unless it is terminated earlier in accordance with this Agreement. ${law[region]}`,
      ),
    );
  } else {
    commencement.push(
      p(
        "The employment is permanent, for an indefinite period, until terminated in accordance with this Agreement.",
      ),
    );
  }
  const eligibility: Record<Region, string> = {
    us: "Employment is conditional on the Employee completing Form I-9 and providing documents establishing identity and authorization to work in the United States within three (3) business days of the start date.",
    uk: "Employment is conditional on the Employee providing evidence of their right to work in the United Kingdom before the start date, as the Immigration, Asylum and Nationality Act 2006 requires, and keeping it valid.",
    de: "The Employee confirms that they hold any residence title and work permit required for the employment and will provide their tax identification number and social insurance details before the start date.",
    on: "Employment is conditional on the Employee being legally entitled to work in Canada and providing their Social Insurance Number before the start date.",
    au: "Employment is conditional on the Employee having and maintaining the right to work in Australia, and providing a tax file number declaration and superannuation choice form.",
  };
  commencement.push(p(eligibility[region]));
  return commencement;
}

/** 2. Job title and duties. */
export function roleBlocks(f: Facts): Block[] {
  const { c } = f;
  const role: Block[] = [
    p("The Employee is employed as ", bold(c.jobTitle), "."),
    ...(c.duties
      ? [p("The Employee's duties include:"), ...userParagraphs(c.duties)]
      : [p("The Employee will perform the duties normally associated with that position.")]),
    p(
      "The Employee will also perform any other reasonable duties consistent with their skills and position that the Employer assigns, will faithfully and diligently serve the Employer, comply with its lawful and reasonable instructions and policies, and devote their working time and attention to its business.",
    ),
  ];
  return role;
}

/** 3. Place of work. */
export function placeBlocks(f: Facts): Block[] {
  const { c, region, us, stateWords, workplace } = f;
  const arrangement =
    c.workArrangement === "remote"
      ? `The Employee will work remotely from their home${us && stateWords ? ` in ${stateWords}` : " in the jurisdiction stated in this Agreement"}, and will attend the Employer's premises or other locations when reasonably required. The Employee may not change their country or state of work without the Employer's written consent.`
      : c.workArrangement === "hybrid"
        ? "The Employee will work partly at that place of work and partly remotely from their home, in accordance with the Employer's hybrid working policy as it applies from time to time."
        : "The Employee will work at that place of work.";
  const expenses =
    us && c.jurisdiction === "california" && c.workArrangement !== "on-site"
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
  return place;
}

/** 4. Hours of work. */
export function hoursBlocks(f: Facts): Block[] {
  const { c, region } = f;
  const hours: Block[] = [
    p(
      `The Employee's normal working hours are ${c.hoursPerWeek} hours per week, worked ${workingDays(c.daysPerWeek)}, with the daily start and finish times agreed with the Employer. The Employer may vary the working pattern on reasonable notice to meet the needs of the business, within the limits of applicable law.`,
    ),
    ...hoursExtras(c, region),
  ];
  return hours;
}
