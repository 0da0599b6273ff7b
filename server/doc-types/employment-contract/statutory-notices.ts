// What the law requires the protection clauses to say: the privacy notice to the Employee, what
// confidentiality never stops (protected disclosures, whistleblowing, the Defend Trade Secrets
// Act's immunity, pay transparency) and the inventions an assignment may not reach.
import type { TEmploymentContractRequest } from "../../../shared/doc-types";
import { type Block, p } from "../../documents/model";
import { type Region } from "./clauses";

/** How the Employee's personal data is handled, under the privacy law of the place of work. */
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

/** The inventions the assignment does not reach (California Labor Code § 2870, New York Labor Law § 203-f). */
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
