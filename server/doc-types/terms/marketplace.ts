// What the law asks of an online marketplace's terms: in the EU the Digital Services Act
// (Regulation (EU) 2022/2065) and the Consumer Rights Directive's Art. 6a; towards business
// sellers in the EU and the UK the platform-to-business rules (Regulation (EU) 2019/1150, in the
// UK as assimilated law); in the UK the Online Safety Act 2023; in the US the INFORM Consumers Act
// (15 U.S.C. § 45f) for high-volume third-party sellers.
import { EU_COUNTRIES } from "../../../shared/business/identifiers";
import { joinLines } from "../../documents/format";
import { type Block, type Section, bold, p, section, ul } from "../../documents/model";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./context";

export const MARKETPLACE_HEADINGS = {
  dsa: "Digital Services Act: Notices, Decisions and Complaints",
  dsaContact: "Points of Contact",
  dsaNotice: "Reporting Illegal Content",
  dsaReasons: "Our Decisions and Statement of Reasons",
  dsaComplaints: "Internal Complaint Handling",
  dsaOutOfCourt: "Out-of-Court Dispute Settlement",
  dsaTraders: "Traders on the Marketplace",
  dsaRanking: "How Listings Are Ranked",
  dsaRepresentative: "Legal Representative in the European Union",
  p2b: "Business Sellers: Platform-to-Business Terms",
  p2bChanges: "Changes to These Terms",
  p2bRestriction: "Restriction, Suspension and Termination",
  p2bRanking: "Ranking, Data and Other Sales Channels",
  p2bDifferentiated: "Differentiated Treatment",
  p2bComplaints: "Internal Complaint-Handling System",
  p2bMediation: "Mediation",
  onlineSafety: "Online Safety (United Kingdom)",
  inform: "High-Volume Third-Party Sellers (INFORM Consumers Act)",
} as const;

/** The P2B Regulation's rules apply to business sellers in the EU or the UK. */
export const p2bApplies = (x: TermsCtx) =>
  x.input.businessType === "marketplace" && (x.law.region === "uk" || x.law.region === "de" || x.input.sellsToEuUkConsumers);

/** The Online Safety Act 2023 applies to a user-to-user service with links to the UK. */
export const onlineSafetyApplies = (x: TermsCtx) =>
  x.input.businessType === "marketplace" && (x.law.region === "uk" || x.input.sellsToEuUkConsumers);

/** The DSA applies to a marketplace offered in the EU. */
const dsaApplies = (x: TermsCtx) =>
  x.input.businessType === "marketplace" && (x.law.region === "de" || x.input.sellsToEuUkConsumers);

/** Mediators named under Art. 12 P2B when the user names none. */
export const DEFAULT_P2B_MEDIATORS = [
  "the Centre for Effective Dispute Resolution (CEDR), London, United Kingdom (www.cedr.com)",
  "the Chartered Institute of Arbitrators (CIArb), London, United Kingdom (www.ciarb.org)",
];

const H = MARKETPLACE_HEADINGS;

/** Where to write to us: the terms' contact e-mail (typed, else the profile's), else the contact section. */
const contactPoint = (x: TermsCtx) =>
  x.contact.email
    ? `by email to ${x.contact.email} or using the other contact details in "${TERMS_HEADINGS.contact}"`
    : `using the contact details in "${TERMS_HEADINGS.contact}"`;

/**
 * CRD Art. 6a(1)(b)-(c): whether the seller is a trader, and what follows for the buyer; the
 * cancellation period for goods bought from a trader runs from delivery (CCR 2013 reg. 30(3);
 * Art. 9(2)(b) CRD).
 */
export function marketplaceTraderBlocks(x: TermsCtx): Block[] {
  if (!x.euUk) return [];
  const uk = x.law.region === "uk";
  const period = p(
    bold(uk ? "Your right to cancel a purchase." : "Your right of withdrawal from a purchase."),
    uk
      ? " If you buy goods as a consumer from a seller who is a trader, you may cancel the contract with that seller within 14 days without giving any reason. For goods the cancellation period ends 14 days after the day on which you, or a person you name (other than the carrier), take physical possession of the goods, or of the last of them if they are delivered separately (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, reg. 30(3)); for services it ends 14 days after the contract is made. The seller, not us, must give you its cancellation information and refund you."
      : " If you buy goods as a consumer from a seller who is a trader, you may withdraw from the contract with that seller within 14 days without giving any reason. For goods the withdrawal period ends 14 days after the day on which you, or a third party you name (other than the carrier), acquire physical possession of the goods, or of the last of them if they are delivered separately (Art. 9(2)(b) of Directive 2011/83/EU); for services it ends 14 days after the contract is concluded. The seller, not us, must give you its withdrawal information and refund you.",
  );
  if (!x.eu) return [period];
  return [
    period,
    p(
      bold("Traders and private sellers."),
      " Each listing shows whether the seller is a trader or not, on the basis of the seller's own declaration to us. If the seller is not a trader, the consumer protection rights of European Union law, including the right of withdrawal, do not apply to your contract with that seller. Where a listing is offered by a trader, the contract is concluded with that trader, who is responsible for its obligations to you as a consumer; we are responsible only for our own services.",
    ),
  ];
}

/**
 * Art. 13 DSA: a provider not established in the Union designates a legal representative in a
 * Member State, whose name, postal address, email and telephone it makes public (Art. 13(4)).
 */
function legalRepresentative(x: TermsCtx): Section[] {
  const country = x.business?.country;
  if (x.law.region === "de" || (country && EU_COUNTRIES.has(country))) return [];
  const rep = x.input.euLegalRepresentative
    ? joinLines(x.input.euLegalRepresentative, ", ")
    : x.business?.representative?.name
      ? [x.business.representative.name, x.business.representative.address && joinLines(x.business.representative.address, ", "), x.business.representative.email]
          .filter(Boolean)
          .join(", ")
      : undefined;
  return [
    section(H.dsaRepresentative, [
      p(
        rep
          ? `We are not established in the European Union. As Article 13 DSA requires, we have designated as our legal representative in the Union, who may be addressed in addition to or instead of us by the authorities of the Member States, the European Commission and the European Board for Digital Services on all issues necessary to receive, comply with and enforce decisions issued in relation to the DSA: ${rep}.`
          : "We are not established in the European Union. As Article 13 DSA requires, we designate in writing a legal representative in one of the Member States in which we offer the marketplace, who may be addressed in addition to or instead of us by the authorities of the Member States, the European Commission and the European Board for Digital Services, and we publish the representative's name, postal address, email address and telephone number on this page.",
      ),
    ]),
  ];
}

/** Arts. 11-14, 16, 17, 20, 21, 23, 27, 30-32 DSA, for recipients in the EU. */
export function dsaSection(x: TermsCtx): Section | undefined {
  if (!dsaApplies(x)) return undefined;
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
      ...legalRepresentative(x),
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
  const phone = x.contact.phone ? ` or by telephone at ${x.contact.phone}` : " or by telephone";
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

/**
 * Towards business sellers: Regulation (EU) 2019/1150 (the "P2B Regulation") in the EU, and as it
 * forms part of UK law (assimilated law): the grounds and notice for restricting, suspending or
 * ending the service (Arts. 3(1)(c) and 4: 30 days' notice of termination, with reasons), changes
 * on 15 days' notice (Art. 3(2)), ranking, data and other channels (Arts. 5, 9, 10), differentiated
 * treatment of our own offers and those of sellers we control (Art. 7), the internal
 * complaint-handling system (Art. 11) and mediation (Art. 12).
 */
export function p2bSection(x: TermsCtx): Section | undefined {
  if (!p2bApplies(x)) return undefined;
  const contact = contactPoint(x);
  const where = x.law.region === "uk" ? "as it forms part of the law of the United Kingdom" : "of the European Union";
  const mediators = x.input.p2bMediators ? x.input.p2bMediators.split("\n").map((l) => l.trim()).filter(Boolean) : DEFAULT_P2B_MEDIATORS;
  return section(
    H.p2b,
    [
      p(
        `This section applies to you if you sell on the marketplace for purposes relating to your trade, business, craft or profession (a "business seller"). It gives you the rights of Regulation (EU) 2019/1150 on promoting fairness and transparency for business users of online intermediation services (the "P2B Regulation") ${where}${x.law.region === "uk" ? " and, where you are established in the European Union, as it applies there" : ""}. Where it conflicts with any other provision of these Terms, this section prevails for business sellers.`,
      ),
    ],
    [
      section(H.p2bChanges, [
        p(
          "We notify business sellers of any proposed change to these Terms on a durable medium, such as an email, at least fifteen (15) days before it takes effect, or longer where the change requires you to make complex technical or commercial adaptations (Art. 3(2)). You may terminate your contract with us before the notice period expires; the termination takes effect within fifteen (15) days of our receiving your notice. You may waive the notice period by a written statement or a clear affirmative action; submitting new products or services during the notice period is such an action, except where the notice period is longer than fifteen (15) days because the change requires you to make significant technical adjustments. The notice period does not apply where a legal or regulatory obligation requires us to change these Terms in a way that does not allow us to respect it, or where we must change them exceptionally to address an unforeseen and imminent danger of fraud, malware, spam, data breaches or other cybersecurity risks (Art. 3(4)). We never change these Terms with retroactive effect (Art. 8(a)).",
        ),
      ]),
      section(H.p2bRestriction, [
        p("We may restrict, suspend or terminate our services to a business seller, in whole or in part, only on the following grounds (Art. 3(1)(c)):"),
        ul(
          "a material or repeated breach of these Terms or of our listing rules;",
          "products, services or content that are illegal, or that we reasonably suspect to be illegal, or that are unsafe;",
          "fraud, a risk to the security of the marketplace or of its users, or a risk of harm to buyers;",
          "a legal or regulatory obligation, or an order of a court or competent authority; or",
          "a failure to pay fees that are due, after a reminder.",
        ),
        p(
          "If we restrict or suspend our services to you, or delist individual products or services, we give you a statement of reasons on a durable medium before or at the time the restriction or suspension takes effect (Art. 4(2)). If we terminate the whole of our services to you, we give you at least thirty (30) days' notice before the termination takes effect, with a statement of reasons on a durable medium (Art. 4(1)). A statement of reasons refers to the specific facts or circumstances, including the contents of any third-party notifications, that led to our decision, and to the applicable ground above (Art. 4(5)), unless a legal or regulatory obligation prevents us from giving them or you have repeatedly infringed these Terms.",
        ),
        p(
          "The thirty (30) days' notice does not apply where we are subject to a legal or regulatory obligation to terminate our services to you in a way that does not allow us to respect it, where we exercise a right of termination for an imperative reason under the applicable law, or where you have repeatedly infringed these Terms; we then give you the statement of reasons without undue delay (Art. 4(4)). You may clarify the facts and circumstances through our internal complaint-handling system, and if we revoke the restriction, suspension or termination, we reinstate you without undue delay, including any access to personal or other data that the measure affected (Art. 4(3)).",
        ),
        p(
          "You may terminate your contract with us at any time by closing your seller account or giving us notice, subject to completing the orders you have already accepted (Art. 8(b)).",
        ),
      ]),
      section(H.p2bRanking, [
        p(
          `Listings are ranked as described in "${dsaApplies(x) ? H.dsaRanking : "Our Role as a Platform"}": mainly by their relevance to the buyer's search terms and filters, the quality and completeness of the listing, and, where we show them, its recency and the seller's ratings, in that order of importance. We do not rank listings higher in return for payment unless the listing is marked as sponsored (Art. 5).`,
        ),
        p(
          "We have access to the personal and other data that business sellers and buyers provide for, or generate through, the use of the marketplace. We use them to operate, secure and improve the marketplace and do not share them with third parties, other than our service providers acting on our instructions, except where the law requires it. You can access the data about your listings, orders and sales in your seller account while your contract lasts and for thirty (30) days after it ends (Arts. 8(c) and 9). We do not restrict you from offering the same products or services to consumers under different conditions through other means (Art. 10).",
        ),
      ]),
      section(H.p2bDifferentiated, [
        p(
          "We do not give goods or services offered to consumers through the marketplace by us, or by any business seller we control, any treatment different from that of other business sellers, whether as regards access to personal or other data, ranking or other settings, any direct or indirect remuneration charged for the use of the marketplace, or access to or the conditions of services directly connected with or ancillary to it (Art. 7(1) and (3)). Should we ever give such treatment, we will first describe it here, with the main economic, commercial or legal considerations for it, by a change to these Terms notified as described above (Art. 3(2)).",
        ),
      ]),
      section(H.p2bComplaints, [
        p(
          `Business sellers may complain to us free of charge, ${contact}, about our alleged non-compliance with the P2B Regulation, about technological issues that relate directly to the marketplace and affect them in a non-negligible manner, and about measures we take or our behaviour that relate directly to the marketplace and affect them in a non-negligible manner (Art. 11). We consider complaints properly, process them swiftly and effectively, taking into account their importance and complexity, and tell you the outcome individually, in plain and intelligible language.`,
        ),
      ]),
      section(H.p2bMediation, [
        p(
          "We are willing to engage with either of the following mediators to attempt to reach an agreement with a business seller on the settlement, out of court, of any dispute between us arising in relation to the marketplace, including a complaint that our internal complaint-handling system did not resolve (Art. 12):",
        ),
        ul(...mediators.map((m, i) => `${m}${i === mediators.length - 1 ? "." : i === mediators.length - 2 ? "; or" : ";"}`)),
        p(
          "We engage in good faith in any attempt to reach an agreement through mediation and bear a reasonable proportion of its total costs. An attempt at mediation does not affect either party's right to go to court at any time during or after it.",
        ),
      ]),
    ],
  );
}

/**
 * The Online Safety Act 2023 for a user-to-user service (listings, reviews and messages posted by
 * users) with links to the United Kingdom: how users are protected from illegal content (s. 10),
 * how to report it (s. 20) and how to complain (s. 21).
 */
export function onlineSafetySection(x: TermsCtx): Section | undefined {
  if (!onlineSafetyApplies(x)) return undefined;
  const contact = contactPoint(x);
  return section(H.onlineSafety, [
    p(
      "The marketplace lets users post listings, reviews and messages that other users can see, so it is a user-to-user service under the Online Safety Act 2023. This section explains how we protect users in the United Kingdom from illegal content and how you can report content and complain.",
    ),
    p(
      "We take proportionate measures to prevent users from encountering priority illegal content (such as content relating to terrorism, child sexual exploitation and abuse, fraud and the sale of illegal drugs or weapons), to minimise the length of time any illegal content is present and to take it down swiftly once we are alerted to it or otherwise become aware of it (s. 10). We review listings and reports using a combination of automated tools and trained staff; where we use automated tools to detect illegal content, content they flag is reviewed before we take action against an account, except for content that is manifestly illegal.",
    ),
    p(
      `You can report content that you consider to be illegal content, using the reporting function next to each listing or ${contact} (s. 20). You can also complain to us (s. 21) about: content you consider to be illegal; our failure to comply with our duties under the Act; our taking down or restricting your content, or suspending or banning you, because we considered the content illegal; and our use of automated tools in a way that is not in accordance with these Terms. We acknowledge each complaint, handle it promptly, tell you what we have decided and, if we find that we took down or restricted your content wrongly, restore it and reverse any other action we took.`,
    ),
    p("Your rights under the Online Safety Act 2023 are in addition to your other rights under these Terms and the law."),
  ]);
}
