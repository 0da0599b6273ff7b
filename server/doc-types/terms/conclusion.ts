// "How a Contract Is Concluded": what EU and UK law requires an online shop or service to say of
// the steps to a contract, correcting input errors, storing the contract text and its languages,
// when consumers there buy and pay.
import { type Section, p, section, ul } from "../../documents/model";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

/**
 * How an online contract is concluded: the technical steps, the correction of input errors, the
 * storage of the contract text and the languages (Art. 10 of Directive 2000/31/EC; § 312i BGB with
 * Art. 246c EGBGB; UK: Electronic Commerce (EC Directive) Regulations 2002, reg. 9).
 */
export function conclusionSection(x: TermsCtx): Section | undefined {
  if (!x.euUk || !x.pay) return undefined;
  const shop = x.input.businessType === "ecommerce";
  const button = x.law.region === "uk" ? '"Place order and pay"' : '"Order with obligation to pay"';
  const steps = shop
    ? [
        "You choose products and add them to your basket; you can change the basket at any time before you order.",
        "At checkout you enter your contact and delivery details and choose the delivery and payment methods.",
        "On the last page you see a summary of your order with its total price, including taxes and delivery charges, and these Terms. You can correct any input error there, or go back with your browser's back button or the links on the page to change your entries.",
        `By clicking the button ${button} you make a binding offer to buy the products in your basket.`,
        'We acknowledge receipt of your order by email without undue delay; this acknowledgment is not yet an acceptance. The contract is concluded when we accept your order, as described in "Orders and Acceptance".',
      ]
    : [
        "You choose a plan or service and enter your account, contact and payment details.",
        "Before you order you see a summary with the price, including taxes, and the main terms, and you can correct any input error there or go back to change your entries.",
        `By clicking the button ${button} (or a button labelled with an equally unambiguous formulation) you make a binding offer, which we accept by confirming your order by email, when the contract is concluded.`,
      ];
  const cite = x.law.region === "uk" ? "Electronic Commerce (EC Directive) Regulations 2002, reg. 9" : x.law.region === "de" ? "§ 312i BGB and Art. 246c EGBGB" : "Art. 10 of Directive 2000/31/EC";
  return section(H.conclusion, [
    p(`This section explains how a contract with us is concluded online (${cite}):`),
    ul(...steps),
    p(
      `We store the text of the contract (your order data and these Terms as they stand when you order) and send it to you by email with our confirmation; you can also see your orders in your account${x.law.region === "de" ? ". The contract languages are German and English" : ". The contract is concluded in English"}. We have not subscribed to any code of conduct unless we say so on our website.`,
    ),
  ]);
}
