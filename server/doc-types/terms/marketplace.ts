// What the law asks of an online marketplace's terms: in the EU the Digital Services Act
// (Regulation (EU) 2022/2065) and the Consumer Rights Directive's Art. 6a; in the US the INFORM
// Consumers Act (15 U.S.C. § 45f) for high-volume third-party sellers.
import { type Block, type Section, bold, p, section, ul } from "../../documents/model";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./template";

export const MARKETPLACE_HEADINGS = {
  dsa: "Digital Services Act: Notices, Decisions and Complaints",
  dsaContact: "Points of Contact",
  dsaNotice: "Reporting Illegal Content",
  dsaReasons: "Our Decisions and Statement of Reasons",
  dsaComplaints: "Internal Complaint Handling",
  dsaOutOfCourt: "Out-of-Court Dispute Settlement",
  dsaTraders: "Traders on the Marketplace",
  dsaRanking: "How Listings Are Ranked",
  inform: "High-Volume Third-Party Sellers (INFORM Consumers Act)",
} as const;

const H = MARKETPLACE_HEADINGS;

/** Where to write to us: the profile's e-mail, else the contact section. */
const contactPoint = (x: TermsCtx) =>
  x.business?.email
    ? `by email to ${x.business.email} or using the other contact details in "${TERMS_HEADINGS.contact}"`
    : `using the contact details in "${TERMS_HEADINGS.contact}"`;

/** CRD Art. 6a(1)(b)-(c): whether the seller is a trader, and what follows for the buyer. */
export function marketplaceTraderBlocks(x: TermsCtx): Block[] {
  if (!x.eu) return [];
  return [
    p(
      bold("Traders and private sellers."),
      " Each listing shows whether the seller is a trader or not, on the basis of the seller's own declaration to us. If the seller is not a trader, the consumer protection rights of European Union law, including the right of withdrawal, do not apply to your contract with that seller. Where a listing is offered by a trader, the contract is concluded with that trader, who is responsible for its obligations to you as a consumer; we are responsible only for our own services.",
    ),
  ];
}

/** Arts. 11, 12, 14, 16, 17, 20, 21, 23, 27, 30-32 DSA, for recipients in the EU. */
export function dsaSection(x: TermsCtx): Section | undefined {
  if (x.input.businessType !== "marketplace" || !(x.law.region === "de" || x.input.sellsToEuUkConsumers)) return undefined;
  const languages = x.law.region === "de" ? "English or German" : "English";
  const contact = contactPoint(x);
  return section(
    H.dsa,
    [
      p(
        "If you use the marketplace in the European Union, the Digital Services Act (Regulation (EU) 2022/2065, the \"DSA\") gives you the rights described in this section, in addition to those in the rest of these Terms.",
      ),
    ],
    [
      section(H.dsaContact, [
        p(
          `Our single point of contact for the authorities of the EU Member States, the European Commission and the European Board for Digital Services (Art. 11 DSA), and for users of the marketplace (Art. 12 DSA), can be reached ${contact}. You can communicate with us in ${languages}. You do not have to use automated tools only: a person will read and answer your message.`,
        ),
      ]),
      section(H.dsaNotice, [
        p(
          `Anyone can tell us about content on the marketplace, including listings, that they consider to be illegal (Art. 16 DSA), ${contact}, or with the reporting function next to each listing. To let us act on it, your notice should contain:`,
        ),
        ul(
          "a sufficiently substantiated explanation of why you consider the content to be illegal;",
          "a clear indication of the exact electronic location of the content, such as its exact URL, and any further information needed to identify it;",
          "your name and email address, except where the content concerns an offence of sexual abuse or exploitation of children; and",
          "a statement that you believe in good faith that the information and allegations in the notice are accurate and complete.",
        ),
        p(
          "We confirm receipt of each notice without undue delay, process it in a timely, diligent, non-arbitrary and objective manner, and tell you our decision and the ways in which you can seek redress against it. If we use automated means to process or decide on a notice, we tell you so.",
        ),
      ]),
      section(H.dsaReasons, [
        p(
          "We may remove, disable access to, demote or otherwise restrict the visibility of content, suspend or end payments to a seller, or suspend or close an account, where content is illegal or incompatible with these Terms. We do so diligently, objectively and proportionately, with due regard to the rights and legitimate interests of everyone involved, including freedom of expression. We review notices and complaints with the help of automated tools and, where a decision is not obvious, by trained staff. We may, after a prior warning, suspend for a reasonable period users who frequently provide manifestly illegal content, and the processing of notices and complaints from those who frequently submit manifestly unfounded ones (Art. 23 DSA).",
        ),
        p(
          "When we restrict your content or account, we give you a clear and specific statement of reasons at the latest when the restriction takes effect (Art. 17 DSA), stating what we restricted and for how long, the facts and circumstances we relied on, whether we used automated means, the legal ground or the provision of these Terms on which the decision is based, and the ways in which you can seek redress. We do not do so where the content is deceptive high-volume commercial content or where an authority has ordered us not to.",
        ),
      ]),
      section(H.dsaComplaints, [
        p(
          `For at least six (6) months after a decision described above, or a decision on a notice you sent us, you can complain about it free of charge ${contact} (Art. 20 DSA). We handle complaints in a timely, non-discriminatory, diligent and non-arbitrary manner, decide them under the supervision of appropriately qualified staff and not solely by automated means, reverse our decision without undue delay where your complaint shows that it was wrong, and tell you our reasoned decision and your further options, including out-of-court dispute settlement and the courts.`,
        ),
      ]),
      section(H.dsaOutOfCourt, [
        p(
          "You may refer a dispute about these decisions, including one that our internal complaint handling did not resolve, to an out-of-court dispute settlement body certified by the Digital Services Coordinator of an EU Member State (Art. 21 DSA). We will engage in good faith with the body you select, but we are not bound by its decision. If the body decides in your favor, we bear its fees and reimburse your reasonable expenses. Using such a body does not affect your right to go to court.",
        ),
      ]),
      section(H.dsaTraders, [
        p(
          "Before a trader may offer products or services to consumers in the EU on the marketplace, the trader must give us (Art. 30 DSA):",
        ),
        ul(
          "its name, address, telephone number and email address;",
          "a copy of an identification document, or another electronic identification as defined by Regulation (EU) No 910/2014;",
          "its payment account details;",
          "where it is registered in a trade register or similar public register, the register and its registration number; and",
          "a self-certification committing to offer only products or services that comply with the applicable rules of EU law.",
        ),
        p(
          "We make best efforts to assess whether this information is reliable and complete, and may ask a trader to correct it and suspend its offers until it does. We keep it for six (6) months after our relationship with the trader ends and then delete it, and show the trader's name, address, telephone number, email address, registration number and self-certification to users on its listings. We design the marketplace so that traders can give the information EU law requires about their products before the sale (Art. 31 DSA). If we learn that an illegal product or service has been offered to consumers in the EU, we inform those who bought it in the previous six (6) months of the illegality, the trader's identity and any means of redress (Art. 32 DSA).",
        ),
      ]),
      section(H.dsaRanking, [
        p(
          "The main parameters that decide the order in which we show listings are their relevance to your search terms and filters, the information in the listing, and, where we show it, how recently the listing was published and how other users have rated the seller. Where we offer options to change this order, such as sorting by price or date, you can choose them in the search results (Art. 27 DSA).",
        ),
      ]),
    ],
  );
}

/** The INFORM Consumers Act's collection, verification, certification and disclosure duties. */
export function informSection(x: TermsCtx): Section | undefined {
  if (x.input.businessType !== "marketplace" || x.law.region !== "us") return undefined;
  const phone = x.business?.phone ? ` or by telephone at ${x.business.phone}` : " or by telephone";
  return section(H.inform, [
    p(
      'You are a "high-volume third-party seller" under the INFORM Consumers Act (15 U.S.C. § 45f) if, in any continuous twelve (12) month period during the previous twenty-four (24) months, you have entered into two hundred (200) or more discrete sales or transactions of new or unused consumer products, with an aggregate total of five thousand U.S. dollars (US$5,000) or more in gross revenues, through the marketplace. Within ten (10) days after you become one, you must give us:',
    ),
    ul(
      "your bank account information or, if you do not have a bank account, the name of the payee for payments we make to you;",
      "your contact information: if you are an individual, your name; otherwise, a copy of a valid government-issued identification of an individual acting on your behalf, or a copy of a valid government-issued record or tax document that includes your business name and physical address;",
      "your business tax identification number or, if you do not have one, your taxpayer identification number; and",
      "a current working email address and telephone number.",
    ),
    p(
      "We verify this information within ten (10) days after we receive it, and you must tell us of any change. At least once a year, we will ask you to confirm that your information is correct and complete or to update it, which you must do within ten (10) days. If you do not give us the information, or confirm it, within ten (10) days of our request, we will suspend your future sales on the marketplace until you do.",
    ),
    p(
      bold("Disclosure to buyers."),
      " If you are a high-volume third-party seller with an aggregate total of twenty thousand U.S. dollars (US$20,000) or more in annual gross revenues through the marketplace, we will disclose to buyers, on your product listing pages or in the order confirmation and the buyer's account transaction history, your full name, your physical address and contact information that allows direct, unhindered communication with you, including a working telephone number and email address, and whether another seller supplied the product to the buyer at the buyer's request. If you certify to us that you have no business address and only a residential street address, we disclose only the country and, where applicable, the State in which you reside; if you certify that you have no business telephone number and only a personal one, we tell buyers that inquiries should be sent to your email address or by other electronic messaging. If you fail to provide this information, or we learn that it is false or that you have not responded to inquiries as required, we will suspend your future sales until you comply.",
    ),
    p(
      bold("Reporting suspicious activity."),
      ` Each product listing shows, clearly and conspicuously, how to report suspicious marketplace activity to us: electronically, using the contact details in "${TERMS_HEADINGS.contact}",${phone}.`,
    ),
  ]);
}
