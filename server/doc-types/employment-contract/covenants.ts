// Restrictive covenants, as the law of the place of work allows them: the non-compete (void in some
// US states, conditioned in others, paid for in Germany, cascading in Australia), the
// non-solicitation, and what a court does with one it will not enforce.
import type { TEmploymentContractRequest } from "../../../shared/doc-types";
import { NO_NON_COMPETE_STATES, US_COVENANT_RULES, type UsStateCode, stateName, workStateOf } from "../../../shared/doc-types";
import { type Block, ol, p } from "../../documents/model";
import { spelledNumber } from "../common";
import { type Region } from "./clauses";

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
        "As C.R.S. § 8-2-113(6) requires, if the Employee primarily resides or works in Colorado at the time of termination, any dispute about this covenant is governed by Colorado law and adjudicated in Colorado.",
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
