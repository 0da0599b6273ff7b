// The employment contract's absence and ending clauses: sickness, probation, notice and what
// happens on termination.
import { type Block, p, userParagraphs } from "../../documents/model";
import { type Region, statutoryNotice } from "./clauses";
import { sickLeaveText } from "./leave";
import { type Facts, months } from "./facts";

/** 9. Sickness absence and sick pay. */
export function sicknessBlocks(f: Facts): Block[] {
  const { c, region } = f;
  const sickness: Block[] = [
    ...sickLeaveText(c, region),
    ...(c.sickPay
      ? [
          p("In addition, the Employer provides the following contractual sick pay:"),
          ...userParagraphs(c.sickPay),
        ]
      : []),
  ];
  return sickness;
}

/** 11. Probation. */
export function probationBlocks(f: Facts): Block[] {
  const { region, fixedTerm, probation } = f;
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
  return probationBlocks;
}

/** 12. Termination and notice. */
export function noticeBlocks(f: Facts): Block[] {
  const { region, probation, notice } = f;
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
  return noticeBlocks;
}

/** 17. On termination: property, final pay, garden leave. */
export function onTerminationBlocks(f: Facts): Block[] {
  const { c, region } = f;
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
  return onTermination;
}
