// The shipping policy: where the shop ships, processing time, methods, times and costs,
// international shipping with duties and import VAT (DAP or DDP, IOSS only for goods imported
// into the EU), risk of loss, late and lost parcels, and incorrect addresses.
import { EU_COUNTRIES } from "../../../shared/business/identifiers";
import { SHIPPING_REGION_OPTIONS, type ShippingRegion, formatMoney } from "../../../shared/doc-types";
import { joinWords } from "../../documents/format";
import { type Block, type Section, p, section, ul } from "../../documents/model";
import { picked } from "../common";
import { type PolicyCtx } from "./context";
import { consumerIn, statutoryRight } from "./withdrawal";
import { ECOMMERCE_HEADINGS as H, days, sub } from "./wording";

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


/** The shipping policy: where, how long, how much, duties and taxes, and what goes wrong. */
export function shippingSection(x: PolicyCtx): Section {
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
