// "Governing Law and Dispute Resolution": the law chosen, its courts (the German venue rules, or
// informal resolution first and the exclusive courts), and the consumer's own protections (their
// home law and courts in the EU and the UK).
import { type Block, type Section, p, section } from "../../documents/model";
import { germanVenue } from "../common";
import { ARBITRATION_HEADING } from "./arbitration";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

/** The governing law clause: the law, the courts, and the consumer's own protections. */
function governingLawBlocks(x: TermsCtx): Block[] {
  const { c, law } = x;
  const blocks: Block[] = [
    p(
      `These Terms and any dispute or claim arising out of or in connection with them or their subject matter, including non-contractual disputes or claims, are governed by and construed in accordance with ${law.law}, without regard to its conflict of laws principles.`,
    ),
  ];
  if (law.region === "de") {
    blocks.push(
      p(
        "If you have a complaint, please contact us first so that we can try to resolve it informally. " +
          germanVenue("you", `the registered seat of ${c}`, "these Terms") +
          " Either party may, however, seek interim relief in any competent court.",
      ),
    );
  } else {
    blocks.push(
      p(
        `${x.arbitration ? `Subject to the section "${ARBITRATION_HEADING}", before` : "Before"} starting any formal proceedings, you agree to contact us and try to resolve the dispute informally for at least thirty (30) days. If the dispute is not resolved, it will be subject to the exclusive jurisdiction of ${law.courts}, and both parties submit to the personal jurisdiction of those courts. Either party may, however, seek urgent injunctive or other equitable relief in any court of competent jurisdiction.`,
      ),
      p(
        "The United Nations Convention on Contracts for the International Sale of Goods does not apply to these Terms.",
      ),
    );
  }
  if (x.consumers && law.consumerNote) blocks.push(p(law.consumerNote));
  // Rome I (Art. 6) and Brussels Ia (Arts. 17-19) keep an EU consumer's home protections and courts.
  if (x.consumers && x.input.sellsToEuUkConsumers && law.region !== "de" && law.region !== "uk") {
    blocks.push(
      p(
        "If you are a consumer habitually resident in the European Union or the United Kingdom, this choice of law does not deprive you of the protection of the mandatory provisions of the law of your country of residence, and you may also bring proceedings in the courts of your country of residence.",
      ),
    );
  }
  return blocks;
}

export const governingLawSection = (x: TermsCtx): Section => section(H.governingLaw, governingLawBlocks(x));
