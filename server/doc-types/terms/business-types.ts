// The section tailored to the business type ("Subscriptions and Service Availability", "Orders,
// Pricing and Shipping"...): one function per type of business, each giving its subsections.
import type { BusinessType } from "../../../shared/validation";
import { type Block, type Section, p, section, ul } from "../../documents/model";
import { type TermsCtx } from "./context";
import { TERMS_BUSINESS_HEADINGS, TERMS_HEADINGS as H } from "./headings";
import { marketplaceTraderBlocks } from "./marketplace";

const sub = (heading: string, ...blocks: Block[]): Section => section(heading, blocks);

/** A software service: the right to use it, plans, availability, acceptable use, the customer's data, changes. */
function saasSubsections(x: TermsCtx): Section[] {
  const { c, pay } = x;
  return [
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
  ];
}

/** A shop: products, orders, prices, delivery, risk and title. */
function shopSubsections(x: TermsCtx): Section[] {
  const { pay } = x;
  // Consumer law passes the risk on delivery to the buyer; a business buyer takes it at shipment.
  const consumerDelivery =
    x.consumers && (x.euUk || x.law.region === "uk" || x.law.region === "de" || x.law.region === "au");
  return [
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
  ];
}

/** Professional services: statements of work, the client's part, acceptance, scope, ownership, independence. */
function serviceSubsections(x: TermsCtx): Section[] {
  const { pay } = x;
  return [
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
  ];
}

/** A blog: information only, comments, affiliate links, sharing the content. */
function blogSubsections(): Section[] {
  return [
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
  ];
}

/** A mobile app: the licence, its limits, the app stores (Apple's required terms), updates, devices. */
function appSubsections(x: TermsCtx): Section[] {
  const { c, pay } = x;
  return [
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
  ];
}

/** A marketplace: the platform's role, sellers, buyers (and traders), fees, disputes between users. */
function marketplaceSubsections(x: TermsCtx): Section[] {
  const { c, pay } = x;
  return [
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
  ];
}

/** Any other business: the right to use the Services, availability. */
function otherSubsections(x: TermsCtx): Section[] {
  const { c } = x;
  return [
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
  ];
}

/** How a shop states its prices: consumers in the EU, UK and Australia see prices including tax. */
function shopPrices(x: TermsCtx): string {
  if (x.grossPrices) {
    return `Prices are shown in the currency indicated on the website and include ${x.tax}${x.businesses ? ` (where we show business customers prices excluding ${x.tax}, we say so)` : ""}; shipping charges are shown separately before you complete your order.`;
  }
  if (!x.consumers) {
    return `Prices are shown in the currency indicated on the website and exclude ${x.tax === "GST" ? "GST" : "VAT, sales tax"} and shipping charges, which are shown before you complete your order.`;
  }
  return "Prices are shown in the currency indicated on the website and, unless stated otherwise, do not include taxes and shipping charges, which are shown before you complete your order.";
}

const SUBSECTIONS: Record<BusinessType, (x: TermsCtx) => Section[]> = {
  saas: saasSubsections,
  ecommerce: shopSubsections,
  service: serviceSubsections,
  blog: blogSubsections,
  app: appSubsections,
  marketplace: marketplaceSubsections,
  other: otherSubsections,
};

/** The business type's own section, under its heading. */
export function businessSection(x: TermsCtx): Section {
  return section(TERMS_BUSINESS_HEADINGS[x.input.businessType], [], SUBSECTIONS[x.input.businessType](x));
}
