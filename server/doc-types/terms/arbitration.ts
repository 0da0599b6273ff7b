// The optional US arbitration agreement: individual arbitration under the Federal Arbitration Act
// with the AAA, a class-action and jury-trial waiver, a small-claims carve-out and a 30-day opt-out.
import { type Section, bold, p, section } from "../../documents/model";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./context";

export const ARBITRATION_HEADING = "Arbitration and Class Action Waiver";

/** The conspicuous notice at the start of terms that contain an arbitration agreement. */
export const ARBITRATION_NOTICE = `PLEASE READ THE SECTION "${ARBITRATION_HEADING}" CAREFULLY. UNLESS YOU OPT OUT WITHIN THIRTY (30) DAYS, IT REQUIRES YOU TO RESOLVE DISPUTES WITH US BY BINDING INDIVIDUAL ARBITRATION RATHER THAN IN COURT, AND YOU WAIVE YOUR RIGHT TO A JURY TRIAL AND TO TAKE PART IN A CLASS ACTION.`;

export function arbitrationSection(x: TermsCtx): Section | undefined {
  if (!x.arbitration) return undefined;
  const rules = x.consumers
    ? x.businesses
      ? "the AAA's Consumer Arbitration Rules if you are a consumer, and its Commercial Arbitration Rules otherwise"
      : "the AAA's Consumer Arbitration Rules"
    : "the AAA's Commercial Arbitration Rules";
  const contact = `using the contact details in "${TERMS_HEADINGS.contact}"`;
  return section(ARBITRATION_HEADING, [
    p(
      bold("Agreement to arbitrate."),
      ` Except as stated below, you and ${x.c} agree that any dispute, claim or controversy arising out of or relating to these Terms or the Services, including their formation, interpretation, breach, termination, enforceability or validity and the arbitrability of any claim (a "Dispute"), will be resolved by binding individual arbitration rather than in court. This agreement is governed by the Federal Arbitration Act (9 U.S.C. § 1 et seq.). The arbitration will be administered by the American Arbitration Association ("AAA") under ${rules} in effect when the arbitration is filed, which are available at www.adr.org, as modified by this section. A single arbitrator will decide the Dispute and may award the same individual relief a court could award, but only in favor of the individual party seeking relief and only to the extent necessary to provide relief warranted by that party's individual claim. The arbitrator's decision is final and may be entered as a judgment in any court of competent jurisdiction.`,
    ),
    p(
      bold("Informal resolution first."),
      ` Before starting an arbitration, the party bringing the Dispute must send the other a written notice describing it and the relief sought, and the parties will try in good faith to resolve it informally for thirty (30) days. Notices to us must be sent ${contact}.`,
    ),
    p(
      bold("Exceptions."),
      " Either party may bring an individual action in a small claims court for a Dispute within that court's jurisdiction, for as long as it remains there. Either party may also seek injunctive or other equitable relief in court to stop the infringement or misuse of its intellectual property rights.",
    ),
    p(
      bold("Fees and location."),
      x.consumers
        ? " If you are a consumer, the payment of filing, administration and arbitrator fees is governed by the AAA's Consumer Arbitration Rules, under which we pay most of them, and we will not seek our attorneys' fees from you unless the arbitrator finds your claim frivolous. The arbitration will take place in the county where you live or, if you prefer, by telephone, video conference or written submissions."
        : " Fees are paid as the AAA's rules provide. The arbitration will take place in the county of our principal place of business or, if the parties agree, by telephone, video conference or written submissions.",
    ),
    p(
      bold("Class action and jury trial waiver."),
      " YOU AND WE AGREE THAT EACH MAY BRING DISPUTES AGAINST THE OTHER ONLY IN AN INDIVIDUAL CAPACITY, AND NOT AS A PLAINTIFF OR CLASS MEMBER IN ANY PURPORTED CLASS, COLLECTIVE, CONSOLIDATED OR REPRESENTATIVE PROCEEDING. The arbitrator may not consolidate more than one person's claims or preside over any form of class, collective or representative proceeding. YOU AND WE WAIVE ANY RIGHT TO A JURY TRIAL.",
    ),
    p(
      bold("Opt-out."),
      ` You may opt out of this agreement to arbitrate by sending us written notice within thirty (30) days after you first accept these Terms, ${contact}, stating your name, your address, the email address associated with your account and that you opt out of arbitration. Opting out does not affect any other part of these Terms, and Disputes will then be resolved in court as described in "${TERMS_HEADINGS.governingLaw}".`,
    ),
    p(
      bold("Severability of the class action waiver."),
      " If the class action waiver above is found unenforceable for any claim or request for relief, that claim or request (and only it) is severed from the arbitration and will be decided by a court after the individual arbitration of all other claims, and the rest of this section remains in force. If any other part of this section is found unenforceable, it is severed and the rest remains in force.",
    ),
    p(
      bold("Changes."),
      " If we change this section after you accept these Terms, you may reject the change by notifying us within thirty (30) days after it takes effect, in which case the version you last accepted continues to apply. A change does not apply to any Dispute of which we were notified before it took effect.",
    ),
  ]);
}
