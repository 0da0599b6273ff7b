// The terms' opening sections: the agreement to them (with the arbitration notice when there is
// one), who may use the Services (consumers, businesses or both) and accounts.
import { type Block, type Section, bold, p, section } from "../../documents/model";
import { webLink } from "../common";
import { ARBITRATION_NOTICE } from "./arbitration";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

const ON_BEHALF =
  'If you are using the Services on behalf of a company or other organization, you agree to these Terms on its behalf and confirm that you have authority to do so, and "you" refers to that organization.';

/**
 * How the terms are accepted. A consumer is bound only by terms they expressly accepted, having
 * had the chance to read them (§ 305(2) BGB; Consumer Rights Act 2015, Sch. 2 para. 10: terms the
 * consumer had no real opportunity to become acquainted with; Berman v. Freedom Financial Network
 * (9th Cir. 2022): a conspicuous notice and an unambiguous act of assent), so terms that address
 * consumers are accepted by ticking a box, never by use; business-only terms may bind by use.
 */
function agreementBlocks(x: TermsCtx): Block[] {
  if (!x.consumers) {
    return [p(`By accessing or using the Services, or by clicking to accept these Terms, you agree to be bound by them. ${ON_BEHALF} If you do not agree to these Terms, you must not use the Services.`)];
  }
  return [
    p(
      "You accept these Terms only by ticking the box confirming that you have read and agree to them, shown with a link to these Terms when you create an account or place an order. Visiting or browsing the website does not by itself bind you to these Terms. Before you tick the box you can read these Terms, and save or print them, at any time.",
    ),
    p(
      x.businesses
        ? `If you do not tick the box, no contract on these Terms is made, and you cannot create an account or place an order. ${ON_BEHALF}`
        : "If you do not tick the box, no contract on these Terms is made, and you cannot create an account or place an order.",
    ),
  ];
}

/** Who the agreement is with, and what to read carefully. */
export function acceptanceSection(x: TermsCtx): Section {
  const { c, input } = x;
  return section(H.acceptance, [
    p(
      `These Terms and Conditions ("Terms") are a legally binding agreement between you and ${c} ("${c}", "we", "us" or "our") governing your access to and use of our website at `,
      webLink(input.website),
      ` and the products and services we provide through it (together, the "Services").`,
    ),
    ...agreementBlocks(x),
    p(
      bold("Please read these Terms carefully."),
      ` They contain important information about your legal rights, including the sections "${H.disclaimers}", "${H.liability}" and "${H.governingLaw}".`,
    ),
    ...(x.arbitration ? [p(bold(ARBITRATION_NOTICE))] : []),
  ]);
}

/** Who may use the Services: consumers, businesses or both. */
function eligibilityBlocks(x: TermsCtx): Block[] {
  // A consumer confirms this when accepting the Terms (by the tick box), not by using the Services.
  const age = `You must be at least 18 years old, or the age of legal majority where you live if that is higher, to use the Services. ${x.consumers ? "By accepting these Terms" : "By using the Services"}, you confirm that you meet this requirement, that you are able to enter into a binding contract, and that you are not barred from using the Services under the laws that apply to you.`;
  if (!x.consumers) {
    return [
      p(
        "The Services are offered only to businesses. By using them, you confirm that you are acting for purposes relating to your trade, business, craft or profession and not as a consumer, and that you are authorized to accept these Terms on behalf of the business you represent.",
      ),
      p(age),
    ];
  }
  if (!x.businesses) {
    return [
      p(
        'The Services are intended for consumers, that is, individuals acting for purposes that are wholly or mainly outside their trade, business, craft or profession (a "consumer").',
      ),
      p(age),
    ];
  }
  return [
    p(age),
    p(
      'Some provisions of these Terms apply differently depending on whether you are a consumer, that is, an individual acting for purposes that are wholly or mainly outside your trade, business, craft or profession (a "consumer"), or a business; where they do, we say so.',
    ),
  ];
}


export const eligibilitySection = (x: TermsCtx): Section => section(H.eligibility, eligibilityBlocks(x));

/** Accounts: accurate details, the credentials kept safe, suspension. */
export function accountsSection(): Section {
  return section(H.accounts, [
    p(
      "Some parts of the Services may require an account. You agree to provide accurate, current and complete information when you register and to keep it up to date. You are responsible for keeping your login credentials confidential and for all activity under your account, and you must notify us immediately at the contact details below if you suspect any unauthorized use of your account. We are not liable for any loss caused by unauthorized use of your account where you have failed to keep your credentials secure.",
    ),
    p(
      'We may refuse registration, or suspend or close an account, in the circumstances described under "' +
        H.termination +
        '".',
    ),
  ]);
}
