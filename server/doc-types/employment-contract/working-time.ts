// Working time as each jurisdiction's law shapes it: overtime, and what the hours clause adds
// (breaks, rest periods, the 48-hour opt-out, maximum hours).
import type { TEmploymentContractRequest } from "../../../shared/doc-types";
import { type Block, p } from "../../documents/model";
import { type Region } from "./clauses";

/** What the contract says of overtime, as the law of the place of work allows. */
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

/** The statutory limits, breaks and rest the hours clause adds. */
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
