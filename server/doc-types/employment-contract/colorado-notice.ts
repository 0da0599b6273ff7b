// Colorado's separate notice of a noncompete covenant (C.R.S. § 8-2-113(4)): a covenant not to
// compete, which in Colorado includes a customer non-solicitation covenant (§ 8-2-113(2)(d)), is
// void unless the worker was given notice of it and its terms in a separate document, in clear
// and conspicuous terms, signed by the worker; the notice names the agreement, says that it
// contains a covenant that could restrict the worker's options after they leave, and points to the
// section that contains it. The contract prints it after its signatures, from the top of a page of
// its own, with the employee's own signature block, and its restrictions section says so.
import { type Block, type Section, callout, p } from "../../documents/model";
import type { Facts } from "./facts";

export const COLORADO_NOTICE_HEADING = "Notice of Noncompete Covenant (C.R.S. § 8-2-113(4))";

/** Whether the contract carries Colorado's notice: work in Colorado under a restrictive covenant. */
export const needsColoradoNotice = (f: Facts) => f.workState === "US-CO" && (f.c.nonCompete || f.c.nonSolicitation);

/** What the restrictions section says of the notice (Colorado only). */
export function coloradoNoticeReference(f: Facts): Block[] {
  if (!needsColoradoNotice(f)) return [];
  return [
    p(
      `As C.R.S. § 8-2-113(4) requires, notice of the covenants in this section and their terms is given to the Employee in a separate document, the "${COLORADO_NOTICE_HEADING}" that follows this Agreement on a page of its own, for the Employee to sign: for a prospective employee, before the Employee accepts the offer of employment; for a current employee, at least fourteen (14) days before the earlier of the effective date of the covenants and the effective date of any additional compensation or change in the terms or conditions of employment that provides consideration for them. A covenant of which that notice was not given is void.`,
    ),
  ];
}

/** The notice itself, to be signed by the employee. `section` is the number of the restrictions section. */
export function coloradoNotice(f: Facts, section: number): Section | undefined {
  if (!needsColoradoNotice(f)) return undefined;
  const { c } = f;
  const covenants = [c.nonCompete ? "a covenant not to compete" : undefined, c.nonSolicitation ? "a covenant not to solicit customers" : undefined]
    .filter(Boolean)
    .join(" and ");
  return {
    heading: COLORADO_NOTICE_HEADING,
    schedule: true,
    ownPage: true,
    blocks: [
      p(`To: ${c.employee.name}`, `\nFrom: ${c.employer.name}`),
      callout(
        "warning",
        `The ${f.title} between ${c.employer.name} (the "Employer") and you for the position of ${c.jobTitle} contains ${covenants} that could restrict your options for subsequent employment following your separation from the Employer.`,
        "Important notice about your employment agreement",
      ),
      p(
        `The covenant is in section ${section} ("Restrictive Covenants") of that agreement. Please read it carefully before you sign the agreement; you may consult a lawyer of your choice.`,
      ),
      p(
        "Under Colorado law a covenant not to compete is void unless it is for the protection of trade secrets, is no broader than is reasonably necessary to protect the employer's legitimate interest in protecting trade secrets, and you earn at least the threshold amount for highly compensated workers in force under C.R.S. § 8-2-113(2)(d), both when you enter into it and when it is enforced; a covenant not to solicit customers requires at least sixty percent (60%) of that amount (C.R.S. § 8-2-113(2)(b) and (2)(d)). If you primarily reside or work in Colorado when your employment ends, any dispute about the covenant is governed by Colorado law and decided in Colorado (C.R.S. § 8-2-113(6)).",
      ),
      p(
        "This notice is given to you in a separate document, in clear and conspicuous terms, as C.R.S. § 8-2-113(4) requires. By signing below you confirm only that you have received it; signing it does not by itself make the covenant enforceable.",
      ),
      { type: "signatures", parties: [{ role: "Employee", name: c.employee.name, fields: ["Signature", "Date received"] }] },
    ],
  };
}
