// The employment contract's protective clauses: confidentiality, intellectual property, the
// employee privacy notice and restrictive covenants.
import { type Block, p, ul } from "../../documents/model";
import { type Region } from "./clauses";
import { germanCompensation, nonCompeteText, nonSolicitationText } from "./covenants";
import { inventionNotice, privacyLaw, protectedDisclosures } from "./statutory-notices";
import { coloradoNoticeReference } from "./colorado-notice";
import { type Facts } from "./facts";

/** 13. Confidentiality. */
export function confidentialityBlocks(f: Facts): Block[] {
  const { c, region } = f;
  const confidentiality: Block[] = [
    p(
      "The Employee will not, during employment or at any time after it ends, use or disclose to any person any confidential information of the Employer or its group companies, customers or suppliers, except in the proper performance of their duties, with the Employer's written consent, or as required by law. \"Confidential information\" includes trade secrets, business plans, financial information, customer and supplier lists and terms, pricing, products, technology, software and source code, know-how, personnel information and any other information that is marked confidential or that a reasonable person would understand to be confidential. It does not include information that is or becomes public other than through the Employee's breach.",
    ),
    ...protectedDisclosures(c, region),
  ];
  return confidentiality;
}

/** 14. Intellectual property. */
export function ipBlocks(f: Facts): Block[] {
  const { c, region, us } = f;
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
  return ipBlocks;
}

/** 15. Data protection: the employee privacy notice. */
export function dataProtectionBlocks(f: Facts): Block[] {
  const { c, region, profile } = f;
  const contact = profile?.dpo?.email ?? profile?.email ?? c.employer.email;
  return [
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
}

/** 16. Restrictive covenants. */
export function restrictionBlocks(f: Facts): Block[] {
  const { c, region } = f;
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
      ...coloradoNoticeReference(f),
    );
  return restrictions;
}
