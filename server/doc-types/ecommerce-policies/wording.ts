// The e-commerce policies' headings, and the small helpers their sections are written with.
import { type Block, type Section, section } from "../../documents/model";

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

/** A subsection: a heading and its paragraphs. */
export const sub = (heading: string, ...blocks: Block[]): Section => section(heading, blocks);

/** "1 day", "14 days", "3 business days" (`unit` "business day"). */
export const days = (n: number, unit = "day") => `${n} ${unit}${n === 1 ? "" : "s"}`;
