// Disclaimers, limitation of liability and indemnification: US-style in capitals with a cap (the
// floor in the law's currency), or, under German law, in sentence case and never excluded for
// intent, gross negligence, life, body or health; the consumer's statutory rights kept.
import { type Block, type Section, p, section } from "../../documents/model";
import { type GoverningLaw } from "../common";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

/** The liability floor in the currency of the chosen jurisdiction. */
const LIABILITY_FLOOR: Record<GoverningLaw["region"], string> = {
  us: "one hundred U.S. dollars (US$100)",
  other: "one hundred U.S. dollars (US$100)",
  uk: "one hundred pounds sterling (£100)",
  de: "one hundred euros (€100)",
  ca: "one hundred Canadian dollars (CA$100)",
  au: "one hundred Australian dollars (A$100)",
};

/** US-style liability: capped, in capitals (conspicuous, as US courts expect). */
function usStyleLiability(x: TermsCtx): Block[] {
  const { c, law } = x;
  const floor = LIABILITY_FLOOR[law.region];
  const cap = x.consumers
    ? x.pay
      ? `THE GREATER OF THE AMOUNTS YOU PAID US FOR THE SERVICES IN THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY AND ${floor.toUpperCase()}`
      : floor.toUpperCase()
    : x.pay
      ? "THE AMOUNTS YOU PAID US FOR THE SERVICES IN THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY"
      : floor.toUpperCase();
  const blocks: Block[] = [
    p(
      `TO THE MAXIMUM EXTENT PERMITTED BY LAW, IN NO EVENT WILL ${c.toUpperCase()} OR ITS AFFILIATES, DIRECTORS, OFFICERS, EMPLOYEES, AGENTS OR LICENSORS BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA, GOODWILL OR BUSINESS OPPORTUNITY, ARISING OUT OF OR RELATING TO THESE TERMS OR YOUR USE OF OR INABILITY TO USE THE SERVICES, WHETHER BASED ON CONTRACT, TORT (INCLUDING NEGLIGENCE), STRICT LIABILITY OR ANY OTHER LEGAL THEORY, EVEN IF WE HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.`,
    ),
    p(
      `TO THE MAXIMUM EXTENT PERMITTED BY LAW, OUR TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICES WILL NOT EXCEED ${cap}.`,
    ),
  ];
  if (!x.consumers) {
    blocks.push(
      p(
        "You must bring any claim arising out of or relating to these Terms or the Services within one (1) year after the cause of action arises, or it is permanently barred, to the extent the law allows such a limitation.",
      ),
    );
  }
  blocks.push(
    p(
      "Nothing in these Terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under applicable law." +
        (x.consumers
          ? " Some jurisdictions do not allow the exclusion or limitation of certain damages, so some of the above limitations may not apply to you."
          : ""),
    ),
  );
  if (x.consumers && law.region === "uk") {
    blocks.push(
      p(
        "If you are a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these Terms or our failing to use reasonable care and skill, but we are not responsible for any loss or damage that is not foreseeable. We do not exclude or limit our liability where it would be unlawful to do so. If defective digital content that we have supplied damages a device or digital content belonging to you, we will either repair the damage or pay you compensation, unless the damage was caused by your failure to follow our instructions.",
      ),
    );
  }
  if (x.businesses && law.region === "au") {
    blocks.push(
      p(
        `${x.consumers ? "If you acquire our goods or services as a business and they are" : "Where our goods or services are"} not of a kind ordinarily acquired for personal, domestic or household use or consumption, our liability for failure to comply with a consumer guarantee under the Australian Consumer Law is limited, to the extent the law allows, to resupplying the goods or services, repairing or replacing the goods, or paying the cost of doing so (section 64A of the Australian Consumer Law).`,
      ),
    );
  }
  return blocks;
}

/** German-law liability: never excluded for intent, gross negligence, life, body or health. */
function germanLiability(): Block[] {
  return [
    p(
      "We are liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act (Produkthaftungsgesetz), for defects we have fraudulently concealed and within the scope of any guarantee we have given.",
    ),
    p(
      "In cases of slight negligence, we are liable only for breach of an obligation whose fulfillment is essential to the proper performance of the contract and on whose observance you may regularly rely (a cardinal obligation), and then only for the foreseeable damage typical of this type of contract. Otherwise, our liability for slight negligence is excluded.",
    ),
    p(
      "These limitations of liability also apply in favor of our legal representatives, employees and vicarious agents (Erfüllungsgehilfen).",
    ),
  ];
}

/** The disclaimer: US-style in capitals, or, under German law, in sentence case and German terms. */
function disclaimerBlocks(x: TermsCtx): Block[] {
  const { c, law } = x;
  if (law.region === "de") {
    const blocks: Block[] = [
      p(
        "We provide the Services with the care customary in our industry. Unless we have expressly agreed otherwise, we do not guarantee that the Services will be available at all times or free of errors, in particular during maintenance or because of events beyond our reasonable control.",
      ),
    ];
    if (x.consumers && law.statutoryRights) blocks.push(p(law.statutoryRights));
    if (x.businesses) {
      blocks.push(
        p(
          `If you are a business, claims for defects become time-barred one (1) year after delivery or, for services, after their provision, except for claims for damages under "${H.liability}" and claims for defects that we fraudulently concealed or for which we gave a guarantee.`,
        ),
      );
    }
    return blocks;
  }
  const blocks: Block[] = [
    p(
      `THE SERVICES ARE PROVIDED ON AN "AS IS" AND "AS AVAILABLE" BASIS. TO THE MAXIMUM EXTENT PERMITTED BY LAW, ${c.toUpperCase()} DISCLAIMS ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT, AND ANY WARRANTIES ARISING FROM COURSE OF DEALING OR USAGE OF TRADE. WE DO NOT WARRANT THAT THE SERVICES WILL BE UNINTERRUPTED, SECURE OR ERROR-FREE, THAT DEFECTS WILL BE CORRECTED, OR THAT THE SERVICES OR THE SERVERS THAT MAKE THEM AVAILABLE ARE FREE OF VIRUSES OR OTHER HARMFUL COMPONENTS.`,
    ),
  ];
  // The Australian guarantees bind business buyers too; the others are consumer rights.
  if (law.statutoryRights && (x.consumers || law.region === "au")) blocks.push(p(law.statutoryRights));
  return blocks;
}

export const disclaimersSection = (x: TermsCtx): Section => section(H.disclaimers, disclaimerBlocks(x));

export const liabilitySection = (x: TermsCtx): Section =>
  section(H.liability, x.law.region === "de" ? germanLiability() : usStyleLiability(x));

/** The reader's indemnity, limited to their fault under German law. */
export function indemnificationSection(x: TermsCtx): Section {
  const { c, law } = x;
  return section(H.indemnification, [
    p(
      `To the extent permitted by law, you agree to defend, indemnify and hold harmless ${c} and its affiliates, directors, officers, employees and agents from and against any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of or in any way connected with your User Content, your use of the Services in breach of these Terms, or your violation of any law or of the rights of any third party${law.region === "de" ? ", to the extent you are responsible for it" : ""}. We will notify you of any such claim and may participate in its defense with counsel of our choice at our own expense.`,
    ),
  ]);
}
