// The terms' closing sections: termination, changes to the terms (a consumer is never bound by
// silence), severability, the entire agreement, the miscellaneous clauses and how to contact us.
import { type Section, bold, p, section, ul } from "../../documents/model";
import { contactBlocks } from "../common";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";
import { MARKETPLACE_HEADINGS, p2bApplies } from "./marketplace";

/** Ending the contract: by the reader at any time; by us with reasons and notice. */
export function terminationSection(x: TermsCtx): Section {
  return section(H.termination, [
    p(
      `You may stop using the Services and close your account at any time. We may suspend or terminate your access to all or part of the Services if you materially or repeatedly breach these Terms, if we are required to do so by law, or if continuing to provide the Services to you would expose us or others to legal risk or harm. We will tell you our reasons and give you reasonable notice and, where the breach can be remedied, an opportunity to remedy it first, unless there are serious grounds to act at once (such as fraud, illegal activity, a threat to the security of the Services or a legal obligation), in which case we tell you our reasons when we act.${p2bApplies(x) ? ` If you sell on the marketplace as a business, "${MARKETPLACE_HEADINGS.p2b}" applies instead, including its thirty (30) days' notice of termination.` : ""}`,
    ),
    p(
      "When your access ends, your right to use the Services stops immediately. Any provisions of these Terms that by their nature should survive termination will survive, including those on intellectual property, disclaimers, limitation of liability, indemnification and governing law" +
        (x.pay ? ", and your obligation to pay amounts already due." : "."),
    ),
  ]);
}

/**
 * Changes to the terms. A consumer is never bound by silence or continued use (BGH, 27 April 2021,
 * XI ZR 26/20; Consumer Rights Act 2015, Sch. 2 paras. 11 and 13): a change to their disadvantage
 * needs their acceptance. A business may be bound by continued use after notice.
 */
function changesText(x: TermsCtx): string {
  const base =
    "We may revise these Terms for valid reasons, such as a change in the law, a change in our Services or our business, or to address a risk to security. The updated Terms are posted on this page with a new effective date, and changes never apply retroactively. We tell you of a material change at least thirty (30) days before it takes effect, by email or by a notice on the Services, and explain it.";
  const consumer = ` If you are a consumer, a change that is to your disadvantage applies to you only if you accept it; if you do not, the Terms you accepted continue to apply, and we may end our contract with you on at least thirty (30) days' notice${x.pay ? ", refunding any amount you prepaid for a period after it ends" : ""}. You may end the contract at any time.`;
  const business = ` ${x.consumers ? "If you use the Services as a business, by" : "By"} continuing to use the Services after a change takes effect you agree to the revised Terms; if you do not agree, you must stop using the Services${x.pay ? " and may cancel any subscription before the change applies to you" : ""}.`;
  return `${base}${x.consumers ? consumer : ""}${x.businesses ? business : ""}${p2bApplies(x) ? ` For business sellers on the marketplace, "${MARKETPLACE_HEADINGS.p2b}" sets the notice.` : ""}`;
}

/** Changes, severability, entire agreement, miscellaneous and contact. */
export function closingSections(x: TermsCtx): Section[] {
  const { c, input } = x;
  return [
    section(H.changes, [
      p(
        changesText(x),
      ),
    ]),
    section(H.severability, [
      p(
        "If any provision of these Terms is held to be invalid, illegal or unenforceable, that provision will be enforced to the maximum extent permissible or, if that is not possible, severed, and the remaining provisions will remain in full force and effect.",
      ),
    ]),
    section(H.entireAgreement, [
      p(
        "These Terms, together with any additional terms you agree to when you buy or use a particular part of the Services" +
          (input.businessType === "service" ? ", including any Statement of Work," : "") +
          " constitute the entire agreement between you and us about the Services and supersede all prior agreements, communications and understandings, whether written or oral, about their subject matter.",
      ),
    ]),
    section(H.miscellaneous, [
      ul(
        [
          bold("Assignment."),
          ` You may not assign or transfer these Terms or your rights under them without our prior written consent. We may assign these Terms, including in connection with a merger, acquisition or sale of assets, on notice to you where the assignment materially affects you.`,
        ],
        [
          bold("No waiver."),
          " Our failure to enforce any right or provision of these Terms is not a waiver of that right or provision.",
        ],
        [
          bold("Force majeure."),
          " We are not liable for any failure or delay in performance caused by events beyond our reasonable control, including natural disasters, epidemics, war, terrorism, civil unrest, labor disputes, failures of utilities or telecommunications networks, and acts of government.",
        ],
        [
          bold("Notices."),
          " We may give you notices by email to the address associated with your account or by posting them on the Services. You may give us notices using the contact details below.",
        ],
        [
          bold("Relationship."),
          " Nothing in these Terms creates any partnership, joint venture, employment or agency relationship between you and us.",
        ],
        [
          bold("Third-party rights."),
          input.businessType === "app"
            ? " Except as stated for App Store providers, no third party has any right to enforce these Terms."
            : " No third party has any right to enforce these Terms.",
        ],
        [
          bold("Headings."),
          " Headings are for convenience only and do not affect the interpretation of these Terms.",
        ],
      ),
    ]),
    section(H.contact, [
      p("If you have any questions about these Terms, please contact us:"),
      ...contactBlocks({ companyName: c, website: input.website, ...x.contact }, x.business),
    ]),
  ];
}
