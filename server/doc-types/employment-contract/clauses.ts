// What each jurisdiction's law puts into an employment contract: the regions and their defaults,
// the contract's title, the governing law, the pay interval and the statutory minimum notice.
// The rest is by subject: working-time.ts, leave.ts, statutory-notices.ts and covenants.ts.
import type { EmploymentJurisdiction, NoticePeriod } from "../../../shared/doc-types";
import { type UsStateCode, stateName } from "../../../shared/doc-types";
import { type Block, p, ul } from "../../documents/model";

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
