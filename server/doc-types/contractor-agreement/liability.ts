// Who bears what: the Parties' warranties (and the implied ones excluded as each law allows), the
// mutual indemnities, and the limitation of liability (the cap chosen; under German law, never for
// intent, gross negligence or injury).
import type { TContractorAgreementRequest } from "../../../shared/doc-types";
import { type Block, type Section, ol, p, section } from "../../documents/model";
import type { GoverningLaw } from "../common";
import { CONTRACTOR_OPTIONAL_HEADINGS as O } from "./clauses";
import { CONTRACTOR_HEADINGS as H } from "./wording";

/** What each Party warrants, and the implied warranties excluded as the law allows. */
export function warrantiesSection(law: GoverningLaw): Section {
  return section(H.warranties, [
    p("The Contractor warrants that:"),
    ol(
      "it has the skills, qualifications, experience and resources needed to perform the Services, and the right to enter into and perform this Agreement;",
      "the Deliverables will conform in all material respects to the Statement of Work and, for ninety (90) days after acceptance, the Contractor will correct at no charge any material non-conformity the Client notifies to it in that period;",
      "the Work Product is its original work (except for Pre-existing Materials and third-party materials the Client has approved) and its use by the Client in accordance with this Agreement will not infringe the Intellectual Property Rights of any third party; and",
      "it will not knowingly introduce any virus, malware or other harmful code into the Client's systems or the Work Product, and will comply with all applicable laws, including anti-bribery and anti-corruption laws, in performing the Services.",
    ),
    p(
      "The Client warrants that it has the right to enter into this Agreement and that the Client Materials, and the Contractor's use of them as the Client directs, will not infringe the rights of any third party.",
    ),
    p(
      law.region === "us"
        ? "EXCEPT AS EXPRESSLY STATED IN THIS AGREEMENT, NEITHER PARTY MAKES ANY WARRANTY, EXPRESS OR IMPLIED, INCLUDING ANY IMPLIED WARRANTY OF MERCHANTABILITY OR FITNESS FOR A PARTICULAR PURPOSE, AND ALL SUCH WARRANTIES ARE DISCLAIMED TO THE EXTENT PERMITTED BY LAW."
        : law.region === "de"
          ? "The statutory rights in respect of defects (gesetzliche Mängelrechte) remain unaffected, except as this Agreement expressly provides otherwise."
          : "Except as expressly stated in this Agreement, all warranties, conditions and other terms implied by statute or common law are excluded to the fullest extent permitted by law.",
    ),
  ]);
}

/** Each Party's indemnity against third-party claims, and how a claim is handled. */
export function indemnitiesSection(): Section {
  return section(H.indemnities, [
    p(
      "The Contractor shall indemnify and hold harmless the Client and its officers and employees from and against all losses, damages, costs (including reasonable legal fees) and liabilities arising from (a) any third-party claim that the Work Product, or its use in accordance with this Agreement, infringes that third party's Intellectual Property Rights, except to the extent caused by Client Materials or by modifications not made by the Contractor; and (b) any claim by the Contractor's personnel or substitutes, or by any tax or social security authority, arising from their engagement by the Contractor or the Contractor's tax or employment status, to the extent the law permits.",
    ),
    p(
      "The Client shall indemnify and hold harmless the Contractor from and against all losses, damages, costs (including reasonable legal fees) and liabilities arising from any third-party claim that the Client Materials, or their use by the Contractor as the Client directs, infringe that third party's rights.",
    ),
    p(
      "The indemnified Party shall notify the other Party promptly of any claim, allow it to conduct the defence and settlement of the claim (provided that no settlement admitting fault of the indemnified Party is made without its consent), give it reasonable assistance at its expense, and make no admission about the claim without its consent. If an infringement claim is made or likely, the Contractor may at its option and expense obtain the right for the Client to keep using the affected Work Product or modify it so that it no longer infringes without loss of functionality.",
    ),
  ]);
}

const CAP_WORDS: Record<TContractorAgreementRequest["liabilityCap"], string> = {
  "total-fees": "the total Fees paid and payable under this Agreement",
  "12-months-fees": "the Fees paid and payable under this Agreement in the twelve (12) months before the event giving rise to the claim",
  "twice-fees": "twice (2x) the total Fees paid and payable under this Agreement",
};

function liabilityBlocks(input: TContractorAgreementRequest, law: GoverningLaw): Block[] {
  const cap = CAP_WORDS[input.liabilityCap];
  if (law.region === "de") {
    return [
      p(
        "Each Party is liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act (Produkthaftungsgesetz), under a guarantee it has given, for fraud, and for its obligations under the section titled \"" +
          H.indemnities +
          '" and its confidentiality obligations, and the Client for its obligation to pay the Fees.',
      ),
      p(
        "Otherwise, for slight negligence a Party is liable only for the breach of an obligation whose fulfilment makes the proper performance of this Agreement possible in the first place and on whose fulfilment the other Party regularly relies (a cardinal obligation, wesentliche Vertragspflicht), and then only for the damage typical for this kind of agreement and foreseeable when it was concluded, and in any event up to " +
          cap +
          ".",
      ),
    ];
  }
  const upper = (text: string) => (law.region === "us" ? text.toUpperCase() : text);
  const carveOuts =
    law.region === "uk"
      ? "death or personal injury caused by its negligence, fraud or fraudulent misrepresentation, or any other liability that cannot be limited or excluded by law"
      : "death or personal injury caused by its negligence, fraud or wilful misconduct, or any other liability that cannot be limited or excluded by law";
  const blocks: Block[] = [
    p(
      `Nothing in this Agreement limits or excludes either Party's liability for ${carveOuts}; for its obligations under the section titled "${H.indemnities}"; for breach of the section titled "${H.confidentiality}"${input.processesPersonalData ? ` or "${O.dataProtection}"` : ""}; or the Client's obligation to pay the Fees.`,
    ),
    p(
      upper(
        "Subject to the preceding paragraph, neither Party is liable to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, for any loss of profits, revenue, business, goodwill or anticipated savings, loss or corruption of data, or any indirect, special, incidental, consequential or punitive loss or damage arising out of or in connection with this Agreement, even if it was advised of its possibility.",
      ),
    ),
    p(
      upper(
        `Subject to the first paragraph of this section, each Party's total aggregate liability arising out of or in connection with this Agreement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, is limited to ${cap}.`,
      ),
    ),
  ];
  if (law.region === "au") {
    blocks.push(
      p(
        "Nothing in this Agreement excludes, restricts or modifies any guarantee, right or remedy under the Australian Consumer Law (Schedule 2 to the Competition and Consumer Act 2010 (Cth)) that cannot lawfully be excluded; where the law permits, the Contractor's liability for breach of such a guarantee is limited to supplying the Services again or paying the cost of having them supplied again.",
      ),
    );
  }
  return blocks;
}

export const liabilitySection = (input: TContractorAgreementRequest, law: GoverningLaw): Section =>
  section(H.liability, liabilityBlocks(input, law));
