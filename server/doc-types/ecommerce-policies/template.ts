// E-commerce policies: one document with a section per policy the shop chose (refunds, returns,
// shipping), under the governing law it chose. EU / UK consumer law adds the statutory right of
// withdrawal and its model form where consumers in the EU or UK buy: under German or UK law, or
// when the shop ships to the EU or the UK (worldwide counts as both). The statutory rights in faulty
// goods are stated by the law that gives them (./withdrawal.ts).
import {
  SHIPPING_REGION_OPTIONS,
  type ShippingRegion,
  type TEcommercePoliciesRequest,
  formatMoney,
} from "../../../shared/doc-types";
import { EU_COUNTRIES } from "../../../shared/business/identifiers";
import { joinWords } from "../../documents/format";
import {
  type Block,
  type TemplateModel,
  type Section,
  bold,
  clampTitle,
  ol,
  p,
  section,
  ul,
} from "../../documents/model";
import type { BusinessIdentity } from "../business";
import { type GoverningLaw, contactBlocks, emailLink, governingLaw, picked, dateOrderOf,
  policyMeta, webLink } from "../common";
import type { BaseContext } from "../define";
import { withSpellingOf } from "../spelling";
import { consumerIn, statutoryRightsBlocks, withdrawalFormSection, withdrawalSection, withdrawalWords } from "./withdrawal";

export { WITHDRAWAL_HEADINGS } from "./withdrawal";

export const ECOMMERCE_HEADINGS = {
  about: "About This Policy",
  refunds: "Refund Policy",
  refundEligibility: "Eligibility for Refunds",
  refundWindow: "Refund Window",
  /** In place of the refund window when there is none (0 days): no change-of-mind refunds. */
  changeOfMind: "Change of Mind",
  refundMethod: "Refund Method and Timing",
  nonRefundable: "Non-Refundable Items",
  digitalGoods: "Digital Products",
  partialRefunds: "Partial Refunds",
  returns: "Return Policy",
  returnConditions: "Return Conditions",
  returnProcess: "How to Return an Item",
  returnShipping: "Return Shipping Costs",
  exchanges: "Exchanges",
  faulty: "Damaged, Defective or Incorrect Items",
  shipping: "Shipping Policy",
  regions: "Where We Ship",
  processing: "Order Processing Time",
  methods: "Shipping Methods, Delivery Times and Costs",
  international: "International Shipping, Duties and Taxes",
  lostOrLate: "Lost, Damaged or Late Parcels",
  addressErrors: "Incorrect Addresses and Failed Deliveries",
  governingLaw: "Governing Law",
  changes: "Changes to This Policy",
  contact: "Contact Us",
} as const;

const H = ECOMMERCE_HEADINGS;

/** What every part of the policies reads. */
export interface PolicyCtx {
  c: string;
  input: TEcommercePoliciesRequest;
  law: GoverningLaw;
  business?: BusinessIdentity;
  /** Consumers are addressed (audience consumers or both). */
  consumers: boolean;
  /** Business customers are addressed (audience businesses or both). */
  businesses: boolean;
  /** EU consumer law applies: German law, or the shop ships to the EU. */
  eu: boolean;
  /** UK consumer law applies: UK law, or the shop ships to the UK. */
  uk: boolean;
  /** The Australian Consumer Law applies: Australian law, or the shop ships to Australia. */
  au: boolean;
  /** The 14-day statutory right of withdrawal (UK: to cancel) is stated. */
  withdrawal: boolean;
  /** The shop ships outside its own country. */
  international: boolean;
}

export function policyContext(input: TEcommercePoliciesRequest, business?: BusinessIdentity): PolicyCtx {
  const c = input.companyName;
  const law = governingLaw(input.governingLaw, c);
  const ships = (region: ShippingRegion) =>
    input.shippingRegions.includes(region) || input.shippingRegions.includes("worldwide");
  const consumers = input.audience !== "businesses";
  const eu = consumers && (law.region === "de" || ships("eu"));
  const uk = consumers && (law.region === "uk" || ships("uk"));
  return {
    c,
    input,
    law,
    business,
    consumers,
    businesses: input.audience !== "consumers",
    eu,
    uk,
    au: consumers && (law.region === "au" || ships("australia")),
    withdrawal: eu || uk,
    international: input.shippingRegions.some((r) => r !== "domestic"),
  };
}

const sub = (heading: string, ...blocks: Block[]): Section => section(heading, blocks);

const days = (n: number, unit = "day") => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "Refund Policy", "Refund and Return Policy", "Refund, Return and Shipping Policy". */
export function policyTitle(input: TEcommercePoliciesRequest): string {
  const names = { refund: "Refund", return: "Return", shipping: "Shipping" } as const;
  const chosen = (["refund", "return", "shipping"] as const).filter((k) => input.policies.includes(k));
  const list = chosen.length <= 2 ? chosen.map((k) => names[k]).join(" and ") : "Refund, Return and Shipping";
  return `${list} Policy`;
}

/** The withdrawal section's heading, for references to it. */
const withdrawalHeading = (x: PolicyCtx) => withdrawalWords(x.law.region === "uk").heading;

/** "the statutory right to cancel" (UK law) or "the statutory right of withdrawal". */
const statutoryRight = (x: PolicyCtx) => `the statutory ${withdrawalWords(x.law.region === "uk").right}`;

/** How the shop's own window sits beside the statutory one, where that applies (without one, the right alone). */
function statutoryWindowNote(x: PolicyCtx, window: "refund" | "return"): Block[] {
  if (!x.withdrawal) return [];
  const n = x.input.refundWindowDays;
  if (n === 0) return [p(`If you are ${consumerIn(x)}, you have the 14-day statutory right described in "${withdrawalHeading(x)}".`)];
  return [
    p(
      n >= 14
        ? `Our ${n}-day ${window} window is offered in addition to, and runs alongside, the 14-day statutory right described in "${withdrawalHeading(x)}".`
        : `If you are ${consumerIn(x)}, you also have the 14-day statutory right described in "${withdrawalHeading(x)}", which applies in place of any shorter period in this policy.`,
    ),
  ];
}

function aboutSection(x: PolicyCtx, title: string): Section {
  const { c, input } = x;
  const blocks: Block[] = [
    p(
      `This ${title} explains how ${c} ("${c}", "we", "us" or "our") handles ${joinWords(
        picked(
          [
            { value: "refund", label: "refunds" },
            { value: "return", label: "returns and exchanges" },
            { value: "shipping", label: "the shipping and delivery of orders" },
          ],
          input.policies,
        ).map((o) => o.label),
      )} for purchases made through our website at `,
      webLink(input.website),
      ". It forms part of the terms on which we sell to you; if it conflicts with our terms and conditions of sale, this policy prevails on the matters it covers.",
    ),
  ];
  if (x.consumers && x.businesses)
    blocks.push(
      p(
        'Some provisions apply differently depending on whether you are a consumer, that is, an individual buying wholly or mainly for purposes outside your trade, business, craft or profession (a "consumer"), or a business customer; where they do, we say so.',
      ),
    );
  else if (!x.consumers)
    blocks.push(
      p(
        "We sell only to business customers buying in the course of their trade, business, craft or profession. By placing an order you confirm that you are not buying as a consumer.",
      ),
    );
  if (x.consumers)
    blocks.push(
      p(
        bold("Your statutory rights."),
        " Nothing in this policy affects your statutory rights as a consumer, including your rights if goods are faulty or not as described.",
      ),
    );
  return section(H.about, blocks);
}

function nonRefundableBlocks(x: PolicyCtx): Block[] {
  const lines = (x.input.nonRefundableItems ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length)
    return [p("All products are eligible for a refund under this policy, subject to the conditions in it.")];
  const qualifier = x.withdrawal
    ? ` If you are ${consumerIn(x)}, an item is excluded from ${statutoryRight(x)} only where "${withdrawalHeading(x)}" says so.`
    : "";
  return [
    p("The following items cannot be refunded unless they are faulty, damaged on arrival or not as described:"),
    ul(...lines),
    p(`These exclusions do not limit your statutory rights.${qualifier}`),
  ];
}

function digitalGoodsBlocks(x: PolicyCtx): Block[] {
  const n = x.input.refundWindowDays;
  const blocks: Block[] = [
    p(
      n > 0
        ? `Digital products (such as downloads, licence keys and online access) cannot be returned. You may request a refund of a digital product within ${days(n)} of purchase only if you have not downloaded, accessed or activated it.`
        : "Digital products (such as downloads, licence keys and online access) cannot be returned and are not refundable for change of mind.",
    ),
  ];
  if (x.withdrawal)
    blocks.push(
      p(
        `If you are ${consumerIn(x)}, you may ${withdrawalWords(x.law.region === "uk").verb} a contract for digital content not supplied on a tangible medium within 14 days of its conclusion. We will begin supplying it within that period only with your express consent and your acknowledgement that you thereby lose that right, which we ask for at checkout, and we will confirm your consent and acknowledgement to you on a durable medium (our order confirmation email). Only then is the right lost once supply begins. If you do not give that consent, we will supply the digital content after the 14-day period has ended.`,
      ),
    );
  blocks.push(
    p(
      "If a digital product is faulty, does not download or work as described, or is not compatible with the requirements we stated, contact us: we will fix or replace it or, if we cannot, refund you.",
    ),
  );
  return blocks;
}

function refundSection(x: PolicyCtx, faulty: Section | undefined): Section {
  const { input } = x;
  const n = input.refundWindowDays;
  const returns = input.policies.includes("return");
  const fee = input.restockingFeePercent;
  const partial: string[] = [
    "items that are returned used, worn, washed or damaged beyond what is needed to inspect them, or that show signs of use;",
    "items that are returned without their original packaging, tags, accessories, manuals or free gifts, or with parts missing for reasons not due to our error;",
    "items returned after the refund window has ended, where we choose to accept them.",
  ];
  // With no refund window all sales are final: no window, no change-of-mind refund, charge or
  // deduction is described, except under the statutory right where it applies (a contradiction is
  // read against the drafter, Cal. Civ. Code § 1654).
  const changeOfMind = n > 0 || x.withdrawal;
  const proof =
    "Please keep your order number or other proof of purchase. Items bought from other retailers or marketplaces must be returned to the seller you bought them from.";
  const subsections: Section[] = [
    sub(
      H.refundEligibility,
      ...(n > 0
        ? [
            p(
              `You are eligible for a refund of an item you bought directly from us through our website if you request it within the refund window, the item is not excluded under "${H.nonRefundable}" and, where it must be returned, it is ${
                returns ? `returned as described in "${H.returns}"` : "returned unused, in its original condition and packaging"
              }. ${proof}`,
            ),
            p(
              "A refund is always available, whatever the refund window, if an item is faulty, damaged on arrival, not as described or not what you ordered.",
            ),
          ]
        : [
            p(
              `You are eligible for a refund of an item you bought directly from us through our website if it is faulty, damaged on arrival, not as described or not what you ordered${
                x.withdrawal
                  ? `, or if you are ${consumerIn(x)} and you ${withdrawalWords(x.law.region === "uk").verb} your order under ${statutoryRight(x)}`
                  : ""
              }. ${proof}`,
            ),
          ]),
    ),
    sub(
      n > 0 ? H.refundWindow : H.changeOfMind,
      p(
        n > 0
          ? `You may request a refund for change of mind within ${days(n)} of the day you, or a person you name, receive the item.`
          : "We do not offer refunds for change of mind: all sales are final, except as set out in this policy and as the law provides.",
      ),
      ...statutoryWindowNote(x, "refund"),
    ),
    sub(
      H.refundMethod,
      p(
        "Refunds are made to the original payment method, in the currency you paid in, and we do not charge a fee for them. Where that method is no longer available, we will agree another way to refund you.",
      ),
      p(
        returns
          ? "Once we receive and inspect a returned item, we will email you to confirm whether your refund is approved, and we will issue an approved refund within 14 days of receiving the item (or evidence that you have sent it back)."
          : "We will email you to confirm whether your refund is approved, and we will issue an approved refund within 14 days.",
        " Your bank or card issuer may take a further 5 to 10 business days to show it on your statement.",
      ),
      ...(x.withdrawal
        ? [
            p(
              `If you are ${consumerIn(x)} and you ${withdrawalWords(x.law.region === "uk").verb} your order under the statutory right, we will refund you, including the standard delivery cost, no later than 14 days after you tell us, as described in "${withdrawalHeading(x)}".`,
            ),
          ]
        : []),
      p(
        n > 0
          ? `Original shipping charges are not refunded for change-of-mind refunds${x.withdrawal ? ` (except under ${statutoryRight(x)})` : ""}; they are refunded in full where an item is faulty, damaged, incorrect or not delivered.`
          : "Original shipping charges are refunded in full where an item is faulty, damaged, incorrect or not delivered.",
      ),
    ),
    sub(H.nonRefundable, ...nonRefundableBlocks(x)),
    ...(input.digitalGoods ? [sub(H.digitalGoods, ...digitalGoodsBlocks(x))] : []),
    ...(changeOfMind
      ? [
    sub(
      H.partialRefunds,
      ...(n > 0 ? [p("We may give a partial refund, reduced by the loss in value of the item, for:"), ul(...partial)] : []),
      ...(fee > 0 && n > 0
        ? [
            p(
              `A restocking fee of ${fee}% of the item's price is deducted from change-of-mind refunds of items returned in resaleable condition. It does not apply to items that are faulty, damaged or incorrect${x.withdrawal ? `, or to orders cancelled under ${statutoryRight(x)}` : ""}.`,
            ),
          ]
        : []),
      ...(x.withdrawal
        ? [
            p(
              `If you are ${consumerIn(x)} exercising ${statutoryRight(x)}, the only deduction we may make is for any loss in value caused by handling the goods more than was necessary to establish their nature, characteristics and functioning.`,
            ),
          ]
        : []),
    ),
        ]
      : []),
  ];
  if (faulty) subsections.push(faulty);
  return section(H.refunds, [], subsections);
}

/**
 * Who pays for a return. Without a refund window there are no change-of-mind returns: the only
 * returns besides faulty items are those under the statutory right, where it applies.
 */
function returnShippingBlocks(x: PolicyCtx): Block[] {
  const faulty =
    "Where an item is faulty, damaged on arrival, not as described or not what you ordered, we pay the return shipping: we will send you a prepaid return label or reimburse your reasonable return postage.";
  const tracked = "we recommend a tracked and insured service, because we cannot refund an item that does not reach us.";
  const window = x.input.refundWindowDays > 0;
  const statutory = x.withdrawal ? `If you ${withdrawalWords(x.law.region === "uk").verb} your order under ${statutoryRight(x)}` : undefined;
  switch (x.input.returnShippingPaidBy) {
    case "merchant":
      return [
        p(
          window
            ? "Returns are free. We will send you a prepaid return label with your return authorisation; please use it, as we cannot reimburse other postage for change-of-mind returns."
            : "Returns are free. We will send you a prepaid return label with your return authorisation.",
        ),
      ];
    case "customer":
      if (!window)
        return [p(faulty), ...(statutory ? [p(`${statutory}, you pay the direct cost of returning the goods; ${tracked}`)] : [])];
      return [p(`You are responsible for the cost of returning an item you no longer want. ${tracked.replace(/^we/, "We")}`), p(faulty)];
    case "merchant-if-faulty":
      return [
        p(
          "We provide a prepaid return label for items that are faulty, damaged on arrival, not as described or not what you ordered.",
          window ? ` For any other return, you pay the return shipping; ${tracked}` : statutory ? ` ${statutory}, you pay the direct cost of returning the goods; ${tracked}` : "",
        ),
      ];
  }
}

function faultySection(x: PolicyCtx): Section {
  return sub(
    H.faulty,
    p(
      `If an item arrives damaged or defective, develops a fault, is not as described or is not what you ordered, please contact us at ${x.input.email} with your order number, a description of the problem and, where possible, photographs of the item and its packaging. We ask you to tell us as soon as possible, ideally within 7 days of delivery, so that we can put things right quickly; this request does not shorten any period the law gives you.`,
    ),
    p(
      "We will, at no cost to you, replace or repair the item or refund it in full, including the original and return shipping costs, in line with your statutory rights.",
    ),
    ...statutoryRightsBlocks(x),
  );
}

function returnSection(x: PolicyCtx, faulty: Section | undefined): Section {
  const { input } = x;
  const n = input.refundWindowDays;
  const subsections: Section[] = [
    sub(
      H.returnConditions,
      p(
        n > 0
          ? `You may return an item for change of mind within ${days(n)} of the day you, or a person you name, receive it.`
          : "We accept returns of items that are faulty, damaged on arrival, not as described or not what you ordered; we do not accept change-of-mind returns, except as the law provides.",
      ),
      ...statutoryWindowNote(x, "return"),
      // Without a window there is no change-of-mind return to set conditions for.
      ...(n > 0
        ? [
            p("To be accepted as a change-of-mind return, an item must be:"),
            ul(
              "unused, unworn and unwashed, and in the same condition in which you received it;",
              "in its original packaging, with all tags, labels, accessories and manuals;",
              "accompanied by your order number or other proof of purchase; and",
              "not excluded from refunds or returns by this policy (for example, a hygiene-sealed item that has been unsealed).",
            ),
          ]
        : []),
    ),
    sub(
      H.returnProcess,
      ol(
        [`Contact us at `, emailLink(input.email), " with your order number, the items you wish to return and the reason for the return."],
        "We will reply, normally within two business days, with a return authorisation (RMA) number and the return address" +
          (input.returnShippingPaidBy === "customer" ? "." : " and, where we pay for the return, a prepaid return label."),
        "Pack the items securely, with the RMA number clearly marked on the parcel or on a note inside it, and send them within 14 days of receiving your RMA number. Keep your proof of postage.",
        `We will inspect the items within five business days of receiving them and tell you the outcome by email; refunds are then made as described in "${input.policies.includes("refund") ? H.refundMethod : H.returns}".`,
      ),
      p(
        "Returns sent without an RMA number may be delayed or refused." +
          (x.withdrawal
            ? ` This does not apply to ${statutoryRight(x)}, which you may exercise by any clear statement, as described in "${withdrawalHeading(x)}".`
            : ""),
      ),
    ),
    sub(H.returnShipping, ...returnShippingBlocks(x)),
    sub(
      H.exchanges,
      p(
        input.exchanges
          ? input.refundWindowDays > 0
            ? `We offer exchanges for a different size, colour or product of the same or higher price, subject to availability, within ${days(input.refundWindowDays)} of the day you receive the item. Request an exchange as described above; we will dispatch the replacement once we receive the original item. Where the new item costs more, we will ask you to pay the difference; shipping for the replacement is free if the original was faulty or incorrect.`
            : "All sales are final, so we do not exchange items for change of mind."
          : "We do not offer direct exchanges. If you would like a different item, please return the original for a refund and place a new order.",
      ),
      p("Faulty, damaged or incorrect items are always replaced free of charge on request, subject to availability."),
    ),
  ];
  if (faulty) subsections.push(faulty);
  return section(H.returns, [], subsections);
}

/** "Domestic" as the shop's own country, never the form's "(within our own country)". */
function domesticRegion(x: PolicyCtx): string {
  const country = { us: "the United States", uk: "the United Kingdom", de: "Germany", ca: "Canada", au: "Australia" }[x.law.region as "us"];
  return country ? `Within ${country}` : "Within our own country";
}

function regionsBlocks(x: PolicyCtx): Block[] {
  const regions = x.input.shippingRegions;
  if (regions.includes("worldwide"))
    return [
      p(
        "We ship worldwide, except to destinations to which carriers do not deliver or to which shipping is restricted by law, sanctions or export controls. The destinations available for your order are shown at checkout.",
      ),
    ];
  return [
    p("We currently ship to:"),
    ul(...picked(SHIPPING_REGION_OPTIONS, regions).map((o) => (o.value === "domestic" ? domesticRegion(x) : o.label))),
    p("If your destination is not listed or not offered at checkout, please contact us before ordering."),
  ];
}

function methodsBlocks(x: PolicyCtx): Block[] {
  const { input } = x;
  const blocks: Block[] = [];
  if (input.shippingMethods.length) {
    blocks.push({
      type: "table",
      columns: [{ header: "Shipping method" }, { header: "Estimated delivery time" }, { header: "Cost", align: "right" }],
      rows: input.shippingMethods.map((m) => [
        m.name,
        m.estimatedDays,
        m.cost === 0 ? "Free" : formatMoney(m.cost, m.currency ?? input.currency),
      ]),
    });
    blocks.push(
      p(
        "Estimated delivery times run from dispatch, not from the order, and are estimates rather than guarantees. The methods available and the final cost for your order are shown at checkout before you pay.",
      ),
    );
  } else {
    blocks.push(
      p(
        "The shipping methods available for your order, their estimated delivery times and their costs are shown at checkout before you pay. Estimated delivery times run from dispatch and are estimates rather than guarantees.",
      ),
    );
  }
  if (input.freeShippingThreshold !== undefined)
    blocks.push(
      p(
        `Standard shipping is free on orders of ${formatMoney(input.freeShippingThreshold, input.currency)} or more (after discounts, excluding taxes), to the destinations and with the methods shown as free at checkout.`,
      ),
    );
  return blocks;
}

/**
 * Import VAT or GST charged at checkout: the EU's Import One-Stop Shop (IOSS) only for goods
 * imported into the EU (never for sales within it), the UK's £135 rule only for goods imported into
 * the UK, Australia's A$1,000 rule only for goods imported into Australia.
 */
function importTaxAtCheckout(x: PolicyCtx): Block[] {
  const ships = (r: ShippingRegion) => x.input.shippingRegions.includes(r) || x.input.shippingRegions.includes("worldwide");
  const country = x.business?.country;
  const inEu = x.law.region === "de" || (country !== undefined && EU_COUNTRIES.has(country));
  const inUk = x.law.region === "uk" || country === "GB";
  const inAu = x.law.region === "au" || country === "AU";
  const cases = [
    ...(ships("eu") && !inEu ? ["for consignments of up to €150 to the European Union under the Import One-Stop Shop (IOSS)"] : []),
    ...(ships("uk") && !inUk ? ["for consignments of up to £135 to the United Kingdom"] : []),
    ...(ships("australia") && !inAu ? ["for goods of up to A$1,000 to Australia"] : []),
  ];
  const blocks: Block[] = cases.length
    ? [p(`Where we are required to charge import VAT or GST at checkout (${joinWords(cases, "and")}), it is shown at checkout and you will not be charged it again on delivery.`)]
    : [];
  if (inEu && ships("eu"))
    blocks.push(
      p(
        "Orders delivered within the European Union are not subject to customs duties; where the law requires it, the price includes the VAT of the country of delivery, which we declare through the One-Stop Shop (OSS).",
      ),
    );
  return blocks;
}

function internationalBlocks(x: PolicyCtx): Block[] {
  const blocks: Block[] =
    x.input.importDuties === "merchant"
      ? [
          p(
            "International orders are shipped Delivered Duty Paid (DDP): the price you pay at checkout includes all customs duties, import taxes and clearance fees, and we act as the importer of record. You will not be asked to pay anything further on delivery. If a carrier asks you for such a charge, do not pay it; contact us and we will resolve it.",
          ),
        ]
      : [
          p(
            "International orders are shipped Delivered at Place (DAP, also called Delivered Duty Unpaid, DDU): you are the importer of record, and customs duties, import taxes (such as VAT or GST) and any clearance or brokerage fees charged by the destination country or the carrier are your responsibility and are payable on or before delivery. These charges are set by the destination country; we do not control them and cannot predict them, so please check them with your local customs office before ordering.",
          ),
          ...importTaxAtCheckout(x),
          p(
            "If you refuse an international parcel or do not pay the charges due and it is returned to us, we will refund the price of the goods, less the original and return shipping costs and any charges we incur" +
              (x.withdrawal
                ? `, except where you have validly exercised ${statutoryRight(x)}, in which case we refund you as described in that section.`
                : "."),
          ),
        ];
  blocks.push(
    p(
      "Customs may open and inspect parcels, which can add to delivery times; we are not responsible for delays caused by customs clearance, but we will help you trace your parcel.",
    ),
  );
  return blocks;
}

function riskBlocks(x: PolicyCtx): Block[] {
  if (!x.consumers)
    return [
      p(
        "Risk of loss of and damage to the goods passes to you when we hand them over to the carrier, and title passes to you on full payment, unless we agree otherwise in writing.",
      ),
    ];
  const consumer =
    "If you are a consumer, the goods remain at our risk until they are delivered to you, to the address you gave us or to a person you name (other than the carrier), and ownership passes to you on delivery or on full payment, whichever is later.";
  return [
    p(
      x.businesses
        ? `${consumer} If you are a business customer, risk passes to you when we hand the goods over to the carrier.`
        : consumer,
    ),
  ];
}

function lateBlocks(x: PolicyCtx): Block[] {
  const blocks: Block[] = [];
  if (x.law.region === "us" || x.input.shippingRegions.includes("us") || x.input.shippingRegions.includes("worldwide"))
    blocks.push(
      p(
        "If you are in the United States, we will ship your order within the time stated at checkout or, if no time is stated, within 30 days of your order, as the Federal Trade Commission's Mail, Internet, or Telephone Order Merchandise Rule requires. If we cannot, we will tell you promptly, give you a revised shipping date and the option to cancel your order for a full and prompt refund.",
      ),
    );
  if (x.withdrawal)
    blocks.push(
      p(
        `If you are ${consumerIn(x)} and we do not deliver within the time agreed or, if none was agreed, within 30 days of your order, you may give us an additional period of appropriate length to deliver and, if we do not deliver within it, end the contract for a full refund; if the agreed delivery date was essential, you may end the contract straight away.`,
      ),
    );
  return blocks;
}

function shippingSection(x: PolicyCtx): Section {
  const { input } = x;
  const pd = input.processingDays;
  const subsections: Section[] = [
    sub(H.regions, ...regionsBlocks(x)),
    sub(
      H.processing,
      p(
        pd === 0
          ? "Orders are normally dispatched on the business day on which we receive payment, or the next business day for orders received late in the day, at weekends or on public holidays."
          : `Orders are normally processed and dispatched within ${days(pd, "business day")} of payment being confirmed (business days are Monday to Friday, excluding public holidays). Pre-orders and made-to-order items ship on the dates shown on their product pages.`,
      ),
      p(
        "We will email you when your order has been dispatched, with tracking details where the shipping method includes tracking. During sales and holiday periods, processing may take longer; if it will take materially longer than stated, we will let you know.",
      ),
    ),
    sub(H.methods, ...methodsBlocks(x)),
  ];
  if (x.international) subsections.push(sub(H.international, ...internationalBlocks(x)));
  subsections.push(
    sub(
      H.lostOrLate,
      ...riskBlocks(x),
      p(
        `If your parcel has not arrived within five business days after the latest estimated delivery date, or tracking shows it as delivered but you have not received it, contact us at ${input.email}. We will open an investigation with the carrier and, if the parcel is lost in transit, send you a replacement or refund you in full${x.consumers ? " at no cost to you" : ""}. Please check with neighbours and any safe place first, and report a parcel that arrives damaged as described in ${
          input.policies.includes("refund") || input.policies.includes("return") ? `"${H.faulty}"` : "this section"
        }, keeping the packaging until the claim is settled.`,
      ),
      ...lateBlocks(x),
    ),
    sub(
      H.addressErrors,
      p(
        "Please check your shipping address carefully before you order: you are responsible for giving us a complete and accurate address. If you notice a mistake, contact us immediately; we can change the address only before the order has been dispatched.",
      ),
      p(
        "If a parcel is returned to us because the address was incomplete or incorrect, or because it was not collected from the carrier's depot or pick-up point in time, we will contact you and, at your choice, re-send it once you have paid the additional shipping cost, or refund the price of the goods less the original shipping cost" +
          (x.withdrawal ? ` (consumers exercising ${statutoryRight(x)} are refunded as described in that section).` : "."),
      ),
      p(
        "We are not responsible for parcels that are lost or delayed because of an incorrect address given by you, or for parcels sent on by a forwarding service you use.",
      ),
    ),
  );
  return section(H.shipping, [], subsections);
}

function governingLawBlocks(x: PolicyCtx): Block[] {
  const { law } = x;
  const blocks: Block[] = [
    p(
      `This policy, and any dispute or claim arising out of or in connection with it, is governed by ${law.law}.`,
    ),
  ];
  if (x.consumers && law.consumerNote) blocks.push(p(law.consumerNote));
  // Rome I (Art. 6) keeps an EU or UK consumer's mandatory home protections whatever law is chosen.
  if ((x.eu || x.uk) && law.region !== "de" && law.region !== "uk")
    blocks.push(
      p(
        "If you are a consumer habitually resident in the European Union or the United Kingdom, this choice of law does not deprive you of the protection of the mandatory provisions of the law of your country of residence.",
      ),
    );
  return blocks;
}

export function ecommercePoliciesTemplate(input: TEcommercePoliciesRequest, ctx: BaseContext): TemplateModel {
  const x = policyContext(input, ctx.business);
  const { c } = x;
  const title = policyTitle(input);
  const has = (policy: TEcommercePoliciesRequest["policies"][number]) => input.policies.includes(policy);
  // Faulty goods are dealt with once: under returns when the shop has a return policy, else under refunds.
  const faultyUnder = has("return") ? "return" : has("refund") ? "refund" : undefined;

  const sections: Section[] = [aboutSection(x, title)];
  if (has("refund")) sections.push(refundSection(x, faultyUnder === "refund" ? faultySection(x) : undefined));
  if (has("return")) sections.push(returnSection(x, faultyUnder === "return" ? faultySection(x) : undefined));
  if (has("shipping")) sections.push(shippingSection(x));
  if (x.withdrawal) sections.push(withdrawalSection(x), withdrawalFormSection(x));
  sections.push(
    section(H.governingLaw, governingLawBlocks(x)),
    section(H.changes, [
      p(
        'We may update this policy from time to time, for example to reflect changes in our products, carriers or the law. The version published on our website when you place an order applies to that order. The "Last updated" date at the top shows when it was last changed.',
      ),
    ]),
    section(H.contact, [
      p("If you have any questions about this policy, or want to request a refund or return, please contact us:"),
      ...contactBlocks(
        { companyName: c, email: input.email, website: input.website, address: input.address, phone: input.phone },
        ctx.business,
      ),
    ]),
  );

  const model: TemplateModel = {
    title: clampTitle(`${title} — ${c}`),
    meta: policyMeta(input.effectiveDate, ctx.generatedAt, dateOrderOf(ctx.business, x.law.region)),
    sections,
    numbered: true,
  };
  // A US policy reads in US spelling, a UK or Australian one in British spelling; the
  // non-refundable items are the shop's own words.
  return withSpellingOf(model, x.law.region, [H.nonRefundable]);
}
