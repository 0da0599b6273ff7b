// The employment contract's pay clauses: pay, benefits, pension and holidays.
import { type Block, bold, p, userParagraphs } from "../../documents/model";
import { PAY_INTERVALS, type Region } from "./clauses";
import { overtimeText } from "./working-time";
import { type Facts, days } from "./facts";

const PERIOD_WORDS = { year: "per year", month: "per month", hour: "per hour" } as const;

/** 5. Pay, its deductions and the state notices about it. */
export function payBlocks(f: Facts): Block[] {
  const { c, region, pay } = f;
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
  return payBlocks;
}

/** 6. Benefits. */
export function benefitsBlocks(f: Facts): Block[] {
  const { c } = f;
  const benefits: Block[] = c.benefits
    ? [p("The Employee is entitled to the following benefits:"), ...userParagraphs(c.benefits)]
    : [
        p(
          "The Employee is not entitled to any contractual benefits other than those set out in this Agreement.",
        ),
      ];
  benefits.push(
    p(
      "Benefits provided through an insurance policy or benefit plan are subject to the terms of that policy or plan and the insurer's or administrator's acceptance, and the Employer may change or replace them on reasonable notice.",
    ),
  );
  return benefits;
}

/** 7. Pension (superannuation in Australia). */
export function pensionBlocks(f: Facts): Block[] {
  const { c, region } = f;
  const userPension = c.pension ? userParagraphs(c.pension) : [];
  const pensionByRegion: Record<Region, Block[]> = {
    us: c.pension
      ? [
          p(
            "The Employee may participate in the following retirement plan, subject to the terms of the plan documents:",
          ),
          ...userPension,
        ]
      : [
          p(
            "The Employee may participate in any retirement plan the Employer maintains for employees in similar positions, subject to the plan documents and eligibility requirements.",
          ),
        ],
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
      ...(c.pension
        ? [
            p(
              "Company pension (betriebliche Altersversorgung), including the name and address of the provider:",
            ),
            ...userPension,
          ]
        : []),
    ],
    on: [
      p(
        "The Employer makes the contributions required under the Canada Pension Plan and the Employment Insurance Act.",
      ),
      ...(c.pension
        ? [
            p(
              "The Employee may also participate in the following pension or savings plan, subject to its terms:",
            ),
            ...userPension,
          ]
        : []),
    ],
    au: [
      p(
        "The Employer will make superannuation contributions for the Employee at the rate required by the Superannuation Guarantee (Administration) Act 1992 (Cth) (12% of ordinary time earnings from 1 July 2025), to a complying fund the Employee chooses or, if no choice is made, to the Employee's stapled fund or the Employer's default fund. The contributions are calculated on the Employee's qualifying earnings and paid with each payment of salary, so that they are received by the fund within the time the Act requires as amended by the Treasury Laws Amendment (Payday Superannuation) Act 2025: from 1 July 2026, within seven (7) business days after each payday, or twenty (20) business days after it for the first contribution to a fund the Employee has newly joined or chosen.",
      ),
      ...userPension,
    ],
  };
  return pensionByRegion[region];
}

/** 8. Holidays and their pay. */
export function holidayBlocks(f: Facts): Block[] {
  const { c, region, statutoryDays, holidays } = f;
  const yearRuns =
    region === "us" || region === "on" ? "January 1 to December 31" : "1 January to 31 December";
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
  return holidayBlocks;
}
