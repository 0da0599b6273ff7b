// Terms and conditions, tailored to the business type, with payment and refund terms only when
// the business accepts payments, under the governing law the user chose, for consumers,
// businesses or both. EU / UK consumer rules (withdrawal, VAT-inclusive prices, dispute
// resolution) apply where consumers are addressed under German or UK law, or when the user says
// EU or UK consumers buy (sellsToEuUkConsumers).
import { type TTermsRequest, US_GOVERNING_LAWS, termsConsumerLaw } from "../../../shared/doc-types";
import {
  type Block,
  type TemplateModel,
  type Section,
  type Text,
  bold,
  clampTitle,
  p,
  section,
  ul,
  userParagraphs,
} from "../../documents/model";
import type { BusinessIdentity } from "../business";
import {
  type GoverningLaw,
  contactBlocks,
  germanVenue,
  governingLaw,
  dateOrderOf,
  policyMeta,
  webLink,
  withGoverningRegion,
} from "../common";
import type { BaseContext } from "../define";
import { confidentialitySection, dataProcessingSection, dpaSection, ipIndemnitySection } from "./b2b-saas";
import { ARBITRATION_HEADING, ARBITRATION_NOTICE, arbitrationSection } from "./arbitration";
import {
  CONSUMER_HEADINGS,
  disputeResolutionSection,
  withdrawalFormSection,
  withdrawalSection,
} from "./consumer";
import { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS } from "./headings";
import {
  MARKETPLACE_HEADINGS,
  dsaSection,
  informSection,
  marketplaceTraderBlocks,
  onlineSafetySection,
  p2bApplies,
  p2bSection,
} from "./marketplace";
import { withSpellingOf } from "../spelling";

export { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS } from "./headings";

const H = TERMS_HEADINGS;

/** What every part of the terms reads. */
export interface TermsCtx {
  c: string;
  input: TTermsRequest;
  law: GoverningLaw;
  pay: boolean;
  business?: BusinessIdentity;
  /**
   * How to reach us, as every section names it ("Contact Us", the withdrawal notice and form, the
   * DSA point of contact, the INFORM report line): the e-mail and postal address typed for these
   * terms, else the business profile's; the phone is the profile's.
   */
  contact: { email?: string; address?: string; phone?: string };
  /** Consumers are addressed (audience consumers or both). */
  consumers: boolean;
  /** Businesses are addressed (audience businesses or both). */
  businesses: boolean;
  /** Consumers in the EU: German law, or the user says EU / UK consumers buy. */
  eu: boolean;
  /** EU or UK consumer law applies: withdrawal, model form, prices including VAT. */
  euUk: boolean;
  /** Prices shown to consumers include VAT / GST (EU, UK and Australian consumer law). */
  grossPrices: boolean;
  /** "VAT" or, in Australia, "GST". */
  tax: string;
  /** A US governing law and the user chose arbitration. */
  arbitration: boolean;
}
type Ctx = TermsCtx;

/** The liability floor in the currency of the chosen jurisdiction. */
const LIABILITY_FLOOR: Record<GoverningLaw["region"], string> = {
  us: "one hundred U.S. dollars (US$100)",
  other: "one hundred U.S. dollars (US$100)",
  uk: "one hundred pounds sterling (£100)",
  de: "one hundred euros (€100)",
  ca: "one hundred Canadian dollars (CA$100)",
  au: "one hundred Australian dollars (A$100)",
};

const sub = (heading: string, ...blocks: Block[]): Section => section(heading, blocks);

const optional = (...sections: (Section | undefined)[]): Section[] =>
  sections.filter((s): s is Section => s !== undefined);

function businessSection(x: Ctx): Section {
  const { c, input, pay } = x;
  const heading = TERMS_BUSINESS_HEADINGS[input.businessType];
  switch (input.businessType) {
    case "saas":
      return section(
        heading,
        [],
        [
          sub(
            "The Service",
            p(
              `${c} provides a software-as-a-service platform that you access online (the "Service"). Subject to these Terms${pay ? " and payment of the applicable fees" : ""}, we grant you a limited, non-exclusive, non-transferable, non-sublicensable and revocable right to access and use the Service during your subscription term for your own personal or internal business purposes.`,
            ),
          ),
          sub(
            "Subscription Plans",
            p(
              pay
                ? `The features, usage limits and fees of each subscription plan are described on our website at the time you subscribe. Fees, billing and automatic renewal are governed by "${H.payments}" below. If you exceed the limits of your plan, we may ask you to upgrade or may restrict your use until you do.`
                : "The Service is currently provided free of charge, subject to the usage limits described on our website. If we introduce paid plans, we will tell you in advance, and you will not be charged unless you choose a paid plan.",
            ),
          ),
          sub(
            "Service Availability and Support",
            p(
              "We use commercially reasonable efforts to keep the Service available 24 hours a day, seven days a week, except for planned maintenance, which we try to schedule at times of low usage and announce in advance where practicable, and for interruptions caused by events beyond our reasonable control. We do not guarantee that the Service will be uninterrupted, timely or error-free. We provide support by email during our normal business hours.",
            ),
          ),
          sub(
            "Acceptable Use of the Service",
            p("When using the Service, you must not:"),
            ul(
              "use the Service to store or transmit malicious code, or content that is unlawful, infringing, defamatory or that violates the privacy of others;",
              "attempt to gain unauthorized access to the Service, other accounts or our systems, or probe, scan or test their vulnerability without our written permission;",
              "interfere with the integrity or performance of the Service, including by load testing or by exceeding any rate limits we set;",
              "share your login credentials or allow anyone other than your authorized users to access your account; or",
              "access the Service in order to build a competing product or service, or copy any of its features, functions or graphics.",
            ),
          ),
          sub(
            "Your Data",
            p(
              `You retain all rights in the data and content you submit to the Service ("Customer Data"). You grant us a worldwide, non-exclusive, royalty-free license to host, copy, process and display Customer Data only as needed to provide, secure and improve the Service and as described in our Privacy Policy. You are responsible for the accuracy and legality of Customer Data and for having all rights and consents needed to submit it. You may export your Customer Data at any time while your account is active; after your account ends we may delete it following a reasonable period.`,
            ),
          ),
          sub(
            "Changes to the Service",
            p(
              "We continually improve the Service and may add, change or remove features. If we make a change that materially reduces the core functionality of a plan you have paid for, we will notify you in advance" +
                (pay
                  ? " and, if you object, you may cancel your subscription before the change takes effect."
                  : "."),
            ),
          ),
        ],
      );
    case "ecommerce": {
      // Consumer law passes the risk on delivery to the buyer; a business buyer takes it at shipment.
      const consumerDelivery =
        x.consumers && (x.euUk || x.law.region === "uk" || x.law.region === "de" || x.law.region === "au");
      return section(
        heading,
        [],
        [
          sub(
            "Product Information",
            p(
              "We try to describe and display our products as accurately as possible. Colors, sizes and other details may vary slightly from their appearance on your screen, and product images are for illustration. We do not warrant that product descriptions or other content on the website are complete, current or error-free, but nothing in this section affects your rights if a product is not as described.",
            ),
          ),
          sub(
            "Orders and Acceptance",
            p(
              "When you place an order, you make an offer to buy the products in your order. We will send you an email acknowledging your order; this acknowledgment is not an acceptance. A contract is formed only when we accept your order by confirming that the products have been dispatched. We may refuse or cancel any order, or limit quantities, for example where a product is unavailable, where there is an error in price or description, or where we suspect fraud or an unauthorized or illegal transaction." +
                (pay
                  ? " If we cancel an order after you have paid, we will refund the amount you paid in full."
                  : ""),
            ),
          ),
          sub(
            "Pricing and Pricing Errors",
            p(
              `${shopPrices(x)} We may change prices at any time, but changes will not affect orders we have already accepted. Despite our efforts, a small number of products may be mispriced. If we discover an error in the price of products you have ordered, we will tell you as soon as possible and give you the option of confirming your order at the correct price or canceling it` +
                (pay ? " and receiving a full refund of any amount charged" : "") +
                ". We are not obligated to supply products at an incorrect price that was obviously and unmistakably an error.",
            ),
          ),
          sub(
            "Shipping and Delivery",
            p(
              "We deliver to the destinations shown at checkout. Delivery dates are estimates only; we are not responsible for delays caused by carriers, customs or events beyond our reasonable control, although we will keep you informed. You are responsible for providing a complete and accurate delivery address and for any import duties and taxes charged by the destination country.",
            ),
          ),
          sub(
            "Risk of Loss and Title",
            p(
              consumerDelivery
                ? "The products are your responsibility, and title to them passes to you, from the time they are delivered to the address you gave us or collected by you or a person you nominate."
                : "All products are shipped under a shipment contract. Risk of loss and title to the products pass to you upon our delivery of the products to the carrier, except where applicable consumer protection law provides that risk passes to you only when the products are delivered to you.",
            ),
          ),
        ],
      );
    }
    case "service":
      return section(
        heading,
        [],
        [
          sub(
            "Proposals and Statements of Work",
            p(
              `The specific services, deliverables, timelines${pay ? " and fees" : ""} for each engagement are set out in a proposal, statement of work or order accepted by both parties (a "Statement of Work"). Each Statement of Work forms part of these Terms. If a Statement of Work conflicts with these Terms, the Statement of Work prevails for that engagement only.`,
            ),
          ),
          sub(
            "Client Responsibilities",
            p(
              "You agree to provide the information, materials, access and feedback we reasonably need to perform the services, in a timely manner, and to ensure that everything you provide is accurate and that you have the right to let us use it. We are not responsible for delays or additional costs caused by your failure to do so.",
            ),
          ),
          sub(
            "Deliverables and Acceptance",
            p(
              "You will review each deliverable within ten (10) business days after we deliver it and either accept it or tell us in writing how it does not conform to the Statement of Work. We will then correct any non-conformity within a reasonable time. A deliverable is deemed accepted if you do not reject it within that period or if you use it in your business.",
            ),
          ),
          sub(
            "Changes in Scope",
            p(
              "Either party may request changes to the scope of an engagement. Changes take effect only when agreed in writing by both parties, and may adjust the timeline" +
                (pay ? " and fees." : "."),
            ),
          ),
          sub(
            "Ownership of Deliverables",
            p(
              `Upon ${pay ? "our receipt of full payment for an engagement" : "acceptance of a deliverable"}, we assign to you all rights in the deliverables created specifically for you under that engagement. We retain ownership of our pre-existing materials, tools, templates and know-how, and of anything we develop independently of the engagement. To the extent any of these are incorporated into a deliverable, we grant you a non-exclusive, perpetual, royalty-free license to use them as part of that deliverable. We may describe the engagement in our portfolio unless you ask us not to.`,
            ),
          ),
          sub(
            "Independent Contractor",
            p(
              "We perform the services as an independent contractor. Nothing in these Terms creates an employment, partnership, joint venture or agency relationship between you and us, and we are solely responsible for the personnel we use to perform the services.",
            ),
          ),
        ],
      );
    case "blog":
      return section(
        heading,
        [],
        [
          sub(
            "Informational Purposes Only",
            p(
              "The articles and other content we publish are for general information only. They do not constitute professional advice of any kind, including legal, financial, medical or tax advice, and you should not rely on them as a substitute for advice from a qualified professional about your particular circumstances. Views expressed by authors are their own. Although we try to keep our content accurate and current, we make no representation that it is complete, accurate or up to date.",
            ),
          ),
          sub(
            "Comments and Community Guidelines",
            p(
              "Where we allow comments, you are responsible for what you post, and your comments will be visible to the public. Be respectful: do not post anything that is unlawful, harassing, hateful, defamatory, obscene or misleading, that infringes anyone's rights, that contains personal information about others, or that is spam or advertising. We may review, edit, refuse or remove any comment, and suspend anyone's ability to comment, at our discretion and without notice, but we are not obligated to monitor comments and are not responsible for them.",
            ),
          ),
          sub(
            "Affiliate Links and Sponsored Content",
            p(
              "Some of our content may contain affiliate links or be sponsored. If you buy something through an affiliate link, we may earn a commission at no extra cost to you. We identify sponsored content and affiliate relationships clearly, and they do not influence our editorial opinions.",
            ),
          ),
          sub(
            "Sharing Our Content",
            p(
              "You may share links to our content and quote brief excerpts, with attribution and a link to the original. You may not republish our articles in full, or use them to train or build commercial products or services, without our prior written permission.",
            ),
          ),
        ],
      );
    case "app":
      return section(
        heading,
        [],
        [
          sub(
            "License Grant",
            p(
              `Subject to these Terms, ${c} grants you a limited, non-exclusive, non-transferable, non-sublicensable and revocable license to download, install and use our mobile application (the "App") on devices that you own or control, for your personal, non-commercial use. The App is licensed, not sold, to you.`,
            ),
          ),
          sub(
            "License Restrictions",
            p(
              "You must not copy, modify or create derivative works of the App; decompile, reverse engineer or disassemble it, except to the extent the law expressly permits despite this restriction; rent, lease, lend, sell or redistribute it; remove any proprietary notices; or use it in breach of any applicable law.",
            ),
          ),
          sub(
            "App Stores",
            p(
              `If you download the App from the Apple App Store, Google Play or another app store (an "App Store"), you acknowledge that these Terms are between you and ${c} only, not with the App Store provider, and that ${c}, not the App Store provider, is solely responsible for the App and its content. Your use of the App must also comply with the App Store's terms of service, including any usage rules. In particular, if you downloaded the App from the Apple App Store:`,
            ),
            ul(
              "Apple has no obligation to provide any maintenance or support services for the App;",
              pay
                ? "if the App fails to conform to any applicable warranty, you may notify Apple, and Apple will refund the purchase price (if any) of the App to you; to the maximum extent permitted by law, Apple has no other warranty obligation with respect to the App;"
                : "to the maximum extent permitted by law, Apple has no warranty obligation whatsoever with respect to the App;",
              `${c}, not Apple, is responsible for addressing any claims relating to the App or your possession and use of it, including product liability claims, claims that it fails to conform to legal or regulatory requirements, claims under consumer protection or privacy law, and claims that it infringes a third party's intellectual property rights;`,
              'you represent that you are not located in a country subject to a U.S. Government embargo or designated as a "terrorist supporting" country, and that you are not on any U.S. Government list of prohibited or restricted parties; and',
              "Apple and its subsidiaries are third-party beneficiaries of these Terms and, once you accept them, have the right to enforce them against you.",
            ),
          ),
          sub(
            "Updates",
            p(
              "We may release updates to the App that fix bugs, add features or change how it works, and some updates may be installed automatically depending on your device settings. Some features may not work unless you install the latest version. We are not obligated to continue supporting older versions of the App or particular devices or operating systems.",
            ),
          ),
          sub(
            "Devices and Data Charges",
            p(
              "You are responsible for obtaining and maintaining a compatible device and internet connection, and for any charges your mobile carrier makes for data use while you use the App.",
            ),
          ),
        ],
      );
    case "marketplace":
      return section(
        heading,
        [],
        [
          sub(
            "Our Role as a Platform",
            p(
              `${c} operates an online marketplace that allows sellers to list goods or services and buyers to find and buy them. We are not a party to any transaction between buyers and sellers. We do not own, sell, inspect or deliver the items listed, and we do not control and are not responsible for their quality, safety, legality or description, the truth or accuracy of listings, or the ability of sellers to sell or of buyers to pay. Any contract of sale is made directly between the buyer and the seller.`,
            ),
          ),
          sub(
            "Sellers",
            p("If you sell on the marketplace, you agree to:"),
            ul(
              "list only items you have the legal right to sell, and describe them accurately and completely, including all material conditions of sale;",
              "comply with all laws that apply to your sales, including consumer protection, product safety and tax laws, and collect and remit any taxes due;",
              "fulfill every order you accept in accordance with your listing and deal with buyers' questions and complaints promptly; and",
              "honor the returns and cancellation terms stated in your listing and those required by law.",
            ),
          ),
          sub(
            "Buyers",
            p(
              "If you buy on the marketplace, you agree to read the listing and the seller's terms before you commit to buy, to pay for the items you commit to buy, and to use the marketplace's communication tools to raise any problem with the seller first.",
            ),
            ...marketplaceTraderBlocks(x),
          ),
          sub(
            "Fees",
            p(
              pay
                ? `We charge the fees described on our website, which may include listing fees, transaction fees or commissions, and which are shown to you before you incur them. Fees are governed by "${H.payments}" below. We may change our fees on at least thirty (30) days' notice; changes do not apply to transactions already completed.`
                : "Using the marketplace is currently free. If we introduce fees, we will tell you in advance, and fees will apply only after you have accepted them.",
            ),
          ),
          sub(
            "Disputes Between Users",
            p(
              "Disputes about a transaction are between the buyer and the seller. We may, but are not obligated to, help users resolve disputes. To the maximum extent permitted by law, you release us and our officers, employees and agents from claims, demands and damages of every kind arising out of or connected with disputes between users.",
            ),
            p(
              'If you are a California resident, you waive California Civil Code § 1542, which says: "A general release does not extend to claims that the creditor or releasing party does not know or suspect to exist in his or her favor at the time of executing the release and that, if known by him or her, would have materially affected his or her settlement with the debtor or released party."',
            ),
          ),
        ],
      );
    case "other":
      return section(
        heading,
        [],
        [
          sub(
            "The Services",
            p(
              `Subject to these Terms, ${c} grants you a limited, non-exclusive, non-transferable and revocable right to access and use the Services for your own personal or internal business purposes. We may change, suspend or discontinue any part of the Services at any time, and will give you reasonable notice where a change materially affects you.`,
            ),
          ),
          sub(
            "Availability",
            p(
              "We aim to keep the Services available, but we do not guarantee that they will be available at all times or free from errors or interruptions, for example during maintenance or because of events beyond our reasonable control.",
            ),
          ),
        ],
      );
  }
}

/** How a shop states its prices: consumers in the EU, UK and Australia see prices including tax. */
function shopPrices(x: Ctx): string {
  if (x.grossPrices) {
    return `Prices are shown in the currency indicated on the website and include ${x.tax}${x.businesses ? ` (where we show business customers prices excluding ${x.tax}, we say so)` : ""}; shipping charges are shown separately before you complete your order.`;
  }
  if (!x.consumers) {
    return `Prices are shown in the currency indicated on the website and exclude ${x.tax === "GST" ? "GST" : "VAT, sales tax"} and shipping charges, which are shown before you complete your order.`;
  }
  return "Prices are shown in the currency indicated on the website and, unless stated otherwise, do not include taxes and shipping charges, which are shown before you complete your order.";
}

/** The price and tax paragraph of "Payments and Billing". */
function taxParagraph(x: Ctx): Block {
  const shown = "Prices and fees are shown on our website or in the relevant order before you buy, together with the currency.";
  if (x.grossPrices) {
    const b2b = x.businesses
      ? ` If you buy as a business, we may show prices excluding ${x.tax}; ${x.tax} is then added at the applicable rate and shown before you pay, or accounted for by you where the reverse-charge mechanism applies.`
      : "";
    return p(
      `${shown} Prices shown to consumers include ${x.tax === "GST" ? "goods and services tax (GST)" : "value added tax (VAT)"} and any other taxes that apply; any delivery or other additional charges are shown separately before you pay.${b2b}`,
    );
  }
  if (!x.consumers) {
    return p(
      `${shown} Prices are stated exclusive of value added tax, goods and services tax, sales tax and other taxes, which are added at the applicable rate where they apply and shown before you pay. Where the reverse-charge mechanism applies, you are responsible for accounting for the tax.`,
    );
  }
  return p(
    `${shown} Unless stated otherwise, prices do not include sales tax, value added tax, goods and services tax or other taxes, which will be added where applicable and shown before you pay.`,
  );
}

/**
 * Interest on late payment, for business customers only: a consumer owes only the statutory
 * default interest, and a contractual rate is void against one (§ 309 Nr. 5 and § 288(1) BGB;
 * Consumer Rights Act 2015, Sch. 2 para. 6).
 */
function businessInterest(x: Ctx): string {
  if (!x.businesses) return "";
  const rule = {
    uk: "we may charge interest on overdue amounts under the Late Payment of Commercial Debts (Interest) Act 1998, at 8% a year above the Bank of England base rate.",
    de: "overdue amounts bear default interest of nine percentage points above the base rate (§ 288(2) BGB); our right to claim further damage is unaffected.",
  }[x.law.region as "uk" | "de"] ?? "overdue amounts may bear interest at the lower of 1.5% per month or the maximum rate permitted by law.";
  return x.consumers ? ` If you are a business, ${rule}` : ` ${rule[0]!.toUpperCase()}${rule.slice(1)}`;
}

function paymentSections(x: Ctx): Section[] {
  const { input, law } = x;
  const subscription = input.businessType === "saas" || input.businessType === "app";
  const payments: Block[] = [
    taxParagraph(x),
    p(
      "By providing a payment method, you confirm that you are authorized to use it and authorize us and our third-party payment processors to charge it for all amounts due. You agree to keep your billing information complete and accurate. Payments may be processed by third-party payment processors under their own terms and privacy policies.",
    ),
  ];
  if (input.businessType === "service") {
    payments.push(
      p(
        "Unless a Statement of Work says otherwise, we invoice fees as set out in the Statement of Work and invoices are payable within thirty (30) days of the invoice date. We may suspend work on an engagement while an invoice is overdue.",
      ),
    );
  }
  if (subscription) {
    payments.push(
      p(
        bold("Automatic renewal."),
        input.businessType === "app"
          ? " Subscriptions purchased through an App Store are billed by the App Store and renew automatically at the end of each subscription period unless you turn off automatic renewal in your App Store account settings at least 24 hours before the end of the current period. You manage and cancel such subscriptions through the App Store."
          : " Subscriptions renew automatically at the end of each billing period for the same period, at the price then in effect, and we will charge your payment method at the start of each new period unless you cancel before the renewal date. You can cancel at any time in your account settings or by contacting us; cancellation takes effect at the end of the current billing period, and you keep access until then.",
      ),
      p(
        bold("Free trials."),
        " If you start a free trial, we will tell you its length and the price that will apply when it ends. Unless you cancel before the trial ends, your subscription will start and you will be charged at the end of the trial.",
      ),
      p(
        bold("Price changes."),
        " We may change subscription prices. We will give you at least thirty (30) days' notice before a price change affects you, and the new price will apply from your next renewal. If you do not agree, you may cancel before the change takes effect.",
      ),
    );
  }
  payments.push(
    p(
      bold("Late or failed payments."),
      ` If a payment fails or is overdue, we may suspend access to paid features until payment is received, after notifying you.${businessInterest(x)}`,
    ),
    p(
      bold("Payment disputes."),
      " If you believe you have been charged in error, please contact us within sixty (60) days of the charge so that we can look into it before you dispute the charge with your bank or card issuer.",
    ),
  );

  const refunds: Block[] = input.refundPolicy
    ? [
        p("Our refund and cancellation policy is as follows:"),
        ...userParagraphs(input.refundPolicy),
      ]
    : [
        p(
          "Except as required by law or as expressly stated at the time of purchase, payments are non-refundable and we do not provide refunds or credits for partially used periods. If you believe you are entitled to a refund, contact us and we will consider your request in good faith.",
        ),
      ];
  if (x.euUk) {
    refunds.push(
      p(
        law.region === "uk"
          ? `If you are a consumer, you also have the statutory right to cancel a contract made online within the cancellation period without giving a reason (14 days${input.businessType === "ecommerce" ? ", which for goods run from the day you receive them" : ""}), described in "${CONSUMER_HEADINGS.cancellation}".`
          : `If you are a consumer, you also have the statutory right to withdraw from a contract made online within the withdrawal period without giving a reason (14 days${input.businessType === "ecommerce" ? ", which for goods run from the day you receive them" : ""}), described in "${CONSUMER_HEADINGS.withdrawal}".`,
      ),
    );
  }
  if (x.consumers) {
    refunds.push(
      p(
        "Nothing in this section limits any rights you have under consumer protection laws that cannot be excluded by contract.",
      ),
    );
  }
  return [section(H.payments, payments), section(H.refunds, refunds)];
}

/** The context every part reads: who is addressed, which consumer rules apply. */
export function termsContext(input: TTermsRequest, business?: BusinessIdentity): TermsCtx {
  const c = input.companyName;
  const law = withGoverningRegion(governingLaw(input.governingLaw, c), input.governingLaw, input.governingRegion);
  // German law is region "de", UK law region "uk" (governingLaw in ../common.ts).
  const { consumers, eu, euUk } = termsConsumerLaw(input);
  return {
    c,
    input,
    law,
    pay: input.hasPayments,
    business,
    contact: {
      email: input.email ?? business?.email,
      address: input.address ?? business?.address,
      phone: business?.phone,
    },
    consumers,
    businesses: input.audience !== "consumers",
    eu,
    euUk,
    grossPrices: euUk || (consumers && law.region === "au"),
    tax: law.region === "au" ? "GST" : "VAT",
    arbitration: input.arbitration && US_GOVERNING_LAWS.includes(input.governingLaw),
  };
}

/** US-style liability: capped, in capitals (conspicuous, as US courts expect). */
function usStyleLiability(x: Ctx): Block[] {
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
function disclaimerBlocks(x: Ctx): Block[] {
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

/** Who may use the Services: consumers, businesses or both. */
function eligibilityBlocks(x: Ctx): Block[] {
  const age =
    "You must be at least 18 years old, or the age of legal majority where you live if that is higher, to use the Services. By using the Services, you confirm that you meet this requirement, that you are able to enter into a binding contract, and that you are not barred from using the Services under the laws that apply to you.";
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

/** The governing law clause: the law, the courts, and the consumer's own protections. */
function governingLawBlocks(x: Ctx): Block[] {
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

/**
 * Changes to the terms. A consumer is never bound by silence or continued use (BGH, 27 April 2021,
 * XI ZR 26/20; Consumer Rights Act 2015, Sch. 2 paras. 11 and 13): a change to their disadvantage
 * needs their acceptance. A business may be bound by continued use after notice.
 */
function changesText(x: Ctx): string {
  const base =
    "We may revise these Terms for valid reasons, such as a change in the law, a change in our Services or our business, or to address a risk to security. The updated Terms are posted on this page with a new effective date, and changes never apply retroactively. We tell you of a material change at least thirty (30) days before it takes effect, by email or by a notice on the Services, and explain it.";
  const consumer = ` If you are a consumer, a change that is to your disadvantage applies to you only if you accept it; if you do not, the Terms you accepted continue to apply, and we may end our contract with you on at least thirty (30) days' notice${x.pay ? ", refunding any amount you prepaid for a period after it ends" : ""}. You may end the contract at any time.`;
  const business = ` ${x.consumers ? "If you use the Services as a business, by" : "By"} continuing to use the Services after a change takes effect you agree to the revised Terms; if you do not agree, you must stop using the Services${x.pay ? " and may cancel any subscription before the change applies to you" : ""}.`;
  return `${base}${x.consumers ? consumer : ""}${x.businesses ? business : ""}${p2bApplies(x) ? ` For business sellers on the marketplace, "${MARKETPLACE_HEADINGS.p2b}" sets the notice.` : ""}`;
}

/**
 * How an online contract is concluded: the technical steps, the correction of input errors, the
 * storage of the contract text and the languages (Art. 10 of Directive 2000/31/EC; § 312i BGB with
 * Art. 246c EGBGB; UK: Electronic Commerce (EC Directive) Regulations 2002, reg. 9).
 */
function conclusionSection(x: Ctx): Section | undefined {
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

export function termsTemplate(input: TTermsRequest, ctx: BaseContext): TemplateModel {
  const x = termsContext(input, ctx.business);
  const { c, law } = x;

  const prohibited: Text[] = [
    "in any way that breaches any applicable law or regulation, or to promote or carry out any unlawful or fraudulent activity;",
    "to infringe or misappropriate the intellectual property, privacy or other rights of any person;",
    "to harass, abuse, threaten, defame or discriminate against any person;",
    "to upload or transmit viruses, malware or any other harmful code;",
    "to send unsolicited advertising or spam, or to impersonate any person or misrepresent your affiliation with any person;",
    "to scrape, crawl or harvest data from the Services by automated means, except as permitted by our robots.txt file or with our written consent;",
    "to attempt to gain unauthorized access to, interfere with, damage or disrupt any part of the Services, the servers on which they are hosted or any connected system; or",
    "to reverse engineer or attempt to extract the source code of any software used in the Services, except where the law expressly permits it.",
  ];

  const liability = law.region === "de" ? germanLiability() : usStyleLiability(x);
  const disclaimers = disclaimerBlocks(x);

  const copyright =
    law.region === "us"
      ? "We respect intellectual property rights and respond to notices of alleged copyright infringement that comply with the Digital Millennium Copyright Act (17 U.S.C. § 512). If you believe content on the Services infringes your copyright, send us a written notice that includes your physical or electronic signature; identification of the copyrighted work and of the material you claim is infringing, with enough information for us to locate it; your contact details; a statement that you have a good-faith belief that the use is not authorized by the copyright owner, its agent or the law; and a statement, under penalty of perjury, that the information in your notice is accurate and that you are the copyright owner or authorized to act on the owner's behalf. We will remove infringing material where appropriate and terminate the accounts of repeat infringers."
      : "We respect intellectual property rights. If you believe content on the Services infringes your rights, please contact us with details of the work concerned, the material you believe is infringing and where it can be found, and your contact details. We will review every notice and remove infringing material where appropriate.";

  const sections: Section[] = [
    section(H.acceptance, [
      p(
        `These Terms and Conditions ("Terms") are a legally binding agreement between you and ${c} ("${c}", "we", "us" or "our") governing your access to and use of our website at `,
        webLink(input.website),
        ` and the products and services we provide through it (together, the "Services").`,
      ),
      p(
        x.businesses
          ? 'By accessing or using the Services, or by clicking to accept these Terms, you agree to be bound by them. If you are using the Services on behalf of a company or other organization, you agree to these Terms on its behalf and confirm that you have authority to do so, and "you" refers to that organization. If you do not agree to these Terms, you must not use the Services.'
          : "By accessing or using the Services, or by clicking to accept these Terms, you agree to be bound by them. If you do not agree to these Terms, you must not use the Services.",
      ),
      p(
        bold("Please read these Terms carefully."),
        ` They contain important information about your legal rights, including the sections "${H.disclaimers}", "${H.liability}" and "${H.governingLaw}".`,
      ),
      ...(x.arbitration ? [p(bold(ARBITRATION_NOTICE))] : []),
    ]),
    section(H.eligibility, eligibilityBlocks(x)),
    businessSection(x),
    section(H.accounts, [
      p(
        "Some parts of the Services may require an account. You agree to provide accurate, current and complete information when you register and to keep it up to date. You are responsible for keeping your login credentials confidential and for all activity under your account, and you must notify us immediately at the contact details below if you suspect any unauthorized use of your account. We are not liable for any loss caused by unauthorized use of your account where you have failed to keep your credentials secure.",
      ),
      p(
        'We may refuse registration, or suspend or close an account, in the circumstances described under "' +
          H.termination +
          '".',
      ),
    ]),
    ...optional(conclusionSection(x)),
    ...(x.pay ? paymentSections(x) : []),
    ...(x.euUk ? [withdrawalSection(x)] : []),
    section(H.intellectualProperty, [
      p(
        `The Services and all content and materials in them, including software, text, graphics, logos, designs, images and the selection and arrangement of them, are owned by ${c} or its licensors and are protected by copyright, trademark and other intellectual property laws. Except as expressly permitted by these Terms, you may not copy, reproduce, distribute, modify, create derivative works of, publicly display or exploit any part of the Services without our prior written permission.`,
      ),
      p(
        `${c}'s name, logo and product names are our trademarks and may not be used without our prior written permission. All other trademarks appearing on the Services belong to their respective owners.`,
      ),
      p(
        "If you send us ideas, suggestions or other feedback about the Services, you grant us a perpetual, irrevocable, worldwide, royalty-free license to use it for any purpose without obligation to you.",
      ),
    ]),
    section(H.userContent, [
      p(
        `You may be able to submit, post or upload content such as text, images, reviews or files ("User Content"). You keep ownership of your User Content. By submitting User Content, you grant us a worldwide, non-exclusive, royalty-free license to host, store, reproduce, adapt (for technical purposes such as formatting), publish and display it only as needed to operate and provide the Services, including, for User Content you choose to make visible to others, to show it to them within the Services. We may sublicense these rights only to our service providers acting on our behalf. This license ends when you delete your User Content, except for copies retained in backups for a limited period or that others have already shared.${input.businessType === "saas" ? ' Customer Data is governed by "Your Data", not by this section.' : ""}`,
      ),
      p(
        "You are solely responsible for your User Content and confirm that you own it or have all rights needed to grant this license, and that it does not violate these Terms, any law or anyone's rights. We do not endorse User Content and may, but are not obligated to, review, refuse or remove any User Content at our discretion.",
      ),
      p(bold("Copyright complaints."), ` ${copyright}`),
    ]),
    section(H.prohibitedUses, [p("You agree not to use the Services:"), ul(...prohibited)]),
    section(H.thirdParty, [
      p(
        "The Services may contain links to, or allow you to interact with, websites, products and services operated by third parties. We provide them for your convenience only; we do not control them and are not responsible for their content, policies or practices. Your use of any third-party website or service is at your own risk and subject to that third party's terms.",
      ),
    ]),
    section(H.privacy, [
      p(
        "Our Privacy Policy, available on our website, explains how we collect, use and share your personal information when you use the Services. Please read it carefully. It does not form part of these Terms.",
      ),
    ]),
    section(H.disclaimers, disclaimers),
    section(H.liability, liability),
    ...optional(confidentialitySection(x), dataProcessingSection(x)),
    section(H.indemnification, [
      p(
        `To the extent permitted by law, you agree to defend, indemnify and hold harmless ${c} and its affiliates, directors, officers, employees and agents from and against any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of or in any way connected with your User Content, your use of the Services in breach of these Terms, or your violation of any law or of the rights of any third party${law.region === "de" ? ", to the extent you are responsible for it" : ""}. We will notify you of any such claim and may participate in its defense with counsel of our choice at our own expense.`,
      ),
    ]),
    ...optional(ipIndemnitySection(x)),
    section(H.termination, [
      p(
        `You may stop using the Services and close your account at any time. We may suspend or terminate your access to all or part of the Services if you materially or repeatedly breach these Terms, if we are required to do so by law, or if continuing to provide the Services to you would expose us or others to legal risk or harm. We will tell you our reasons and give you reasonable notice and, where the breach can be remedied, an opportunity to remedy it first, unless there are serious grounds to act at once (such as fraud, illegal activity, a threat to the security of the Services or a legal obligation), in which case we tell you our reasons when we act.${p2bApplies(x) ? ` If you sell on the marketplace as a business, "${MARKETPLACE_HEADINGS.p2b}" applies instead, including its thirty (30) days' notice of termination.` : ""}`,
      ),
      p(
        "When your access ends, your right to use the Services stops immediately. Any provisions of these Terms that by their nature should survive termination will survive, including those on intellectual property, disclaimers, limitation of liability, indemnification and governing law" +
          (x.pay ? ", and your obligation to pay amounts already due." : "."),
      ),
    ]),
    section(H.governingLaw, governingLawBlocks(x)),
    ...optional(
      arbitrationSection(x),
      disputeResolutionSection(x),
      dsaSection(x),
      p2bSection(x),
      onlineSafetySection(x),
      informSection(x),
    ),
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
      ...contactBlocks({ companyName: c, website: input.website, ...x.contact }, ctx.business),
    ]),
    // The model form goes last, where a consumer can find, print and fill it in.
    ...(x.euUk ? [withdrawalFormSection(x)] : []),
    ...optional(dpaSection(x)),
  ];

  const model: TemplateModel = {
    title: clampTitle(`Terms and Conditions — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, law.region)),
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling (issue 28).
  return withSpellingOf(model, law.region);
}
