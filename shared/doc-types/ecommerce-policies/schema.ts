// The e-commerce policies request: which of the refund, return and shipping policies to write, and
// the shop's facts they state (refund window, regions, methods and costs, who pays returns).
// Option lists that only this type uses live here rather than in shared/validation/options.ts.
import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  email,
  flag,
  minorUnits,
  optionArray,
  optionValue,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import {
  CURRENCY_OPTIONS,
  type Option,
  TERMS_AUDIENCE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
} from "../../validation/options";
import { optionalOption, optionalPhone } from "../../validation/optional-fields";
import { formatCount } from "../../format";

type ValueOf<T extends readonly Option[]> = T[number]["value"];

export const ECOMMERCE_POLICY_OPTIONS = [
  { value: "refund", label: "Refund policy" },
  { value: "return", label: "Return policy" },
  { value: "shipping", label: "Shipping policy" },
] as const satisfies readonly Option[];
export type EcommercePolicy = ValueOf<typeof ECOMMERCE_POLICY_OPTIONS>;

/** Where the shop ships. "worldwide" includes every other region (the template reads it so). */
export const SHIPPING_REGION_OPTIONS = [
  { value: "domestic", label: "Domestic (within our own country)" },
  { value: "eu", label: "European Union" },
  { value: "uk", label: "United Kingdom" },
  { value: "us", label: "United States" },
  { value: "canada", label: "Canada" },
  { value: "australia", label: "Australia" },
  { value: "worldwide", label: "Worldwide" },
] as const satisfies readonly Option[];
export type ShippingRegion = ValueOf<typeof SHIPPING_REGION_OPTIONS>;

export const RETURN_SHIPPING_PAYER_OPTIONS = [
  { value: "customer", label: "The customer" },
  { value: "merchant", label: "We do (free returns)" },
  { value: "merchant-if-faulty", label: "We do only for faulty, damaged or wrong items" },
] as const satisfies readonly Option[];
export type ReturnShippingPayer = ValueOf<typeof RETURN_SHIPPING_PAYER_OPTIONS>;

/** Who is the importer of record of an international parcel: DAP (the customer) or DDP (us). */
export const IMPORT_DUTIES_OPTIONS = [
  { value: "customer", label: "The customer pays on delivery (DAP / DDU)" },
  { value: "merchant", label: "Included in the price (DDP)" },
] as const satisfies readonly Option[];
export type ImportDuties = ValueOf<typeof IMPORT_DUTIES_OPTIONS>;

export const REFUND_WINDOW_MAX = 365;
export const PROCESSING_DAYS_MAX = 60;
export const RESTOCKING_FEE_MAX = 100;
export const MAX_SHIPPING_METHODS = 10;
export const SHIPPING_METHOD_NAME_MAX = 100;
export const ESTIMATED_DAYS_MAX = 50;
/** A shipping cost or free-shipping threshold: up to 1,000,000.00 in minor units. */
export const SHIPPING_AMOUNT_MAX = 100_000_000;
export const NON_REFUNDABLE_MAX = 2000;
// One item per line, printed as a list; the largest valid policy stays a few pages long.
export const NON_REFUNDABLE_LINES = 30;


/**
 * A whole number between `min` and `max`. An empty number input gives NaN: that is missing too.
 * The range message names the field and its bounds.
 */
const wholeNumber = (label: string, { min, max, unit }: { min: number; max: number; unit: string }) => {
  const range = `${label} must be between ${formatCount(min)} and ${formatCount(max)} ${unit}`;
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
          ? `${label} is required`
          : `${label} must be a number`,
    })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
};

/** An optional whole number: absent, null or NaN (an empty input) gives `fallback`. */
const optionalWholeNumber = (label: string, bounds: { min: number; max: number; unit: string }, fallback: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "number" && Number.isNaN(v)) ? undefined : v),
    wholeNumber(label, bounds).default(fallback),
  );

const currency = (label: string) =>
  optionValue(CURRENCY_OPTIONS, {
    required: `${label} must be one of USD, EUR, GBP, CAD or AUD`,
    invalid: `${label} must be one of USD, EUR, GBP, CAD or AUD`,
  });

export const ZShippingMethodSchema = z.object(
  {
    name: requiredText("Shipping method name is required", {
      label: "Shipping method name",
      max: SHIPPING_METHOD_NAME_MAX,
    }),
    // As printed, e.g. "3-5 business days".
    estimatedDays: requiredText("Estimated delivery time is required", {
      label: "Estimated delivery time",
      max: ESTIMATED_DAYS_MAX,
    }),
    cost: minorUnits("Shipping cost", { positive: "Shipping cost must be positive", max: SHIPPING_AMOUNT_MAX }),
    // Absent: the policy's currency.
    currency: currency("Shipping method currency").nullish().transform((v) => v ?? undefined),
  },
  { error: "Each shipping method must be an object" },
);

export const ZEcommercePoliciesRequestSchema = z.object(
  {
    companyName: requiredText("Company name is required", { label: "Company name", max: COMPANY_NAME_MAX }),
    website: websiteUrl("Must be a valid URL"),
    email: email("Must be a valid email"),
    policies: optionArray(ECOMMERCE_POLICY_OPTIONS, {
      required: "Select at least one policy",
      invalid: "Policies must be refund, return or shipping",
    }),
    refundWindowDays: wholeNumber("Refund window", { min: 0, max: REFUND_WINDOW_MAX, unit: "days" }),
    governingLaw: optionValue(TERMS_GOVERNING_LAW_OPTIONS, {
      required: "Governing law is required",
      invalid: "Select a valid governing law",
    }),
    audience: optionalOption(TERMS_AUDIENCE_OPTIONS, "Select a valid audience", "consumers"),
    shippingRegions: z.preprocess(
      (v) => (v === null || v === undefined || (Array.isArray(v) && v.length === 0) ? ["domestic"] : v),
      optionArray(SHIPPING_REGION_OPTIONS, {
        required: "Select at least one shipping region",
        invalid: "Select valid shipping regions",
      }),
    ),
    processingDays: optionalWholeNumber("Processing time", { min: 0, max: PROCESSING_DAYS_MAX, unit: "business days" }, 2),
    shippingMethods: z
      .array(ZShippingMethodSchema, { error: "Shipping methods must be a list" })
      .max(MAX_SHIPPING_METHODS, `No more than ${MAX_SHIPPING_METHODS} shipping methods`)
      .nullish()
      .transform((v) => v ?? []),
    currency: optionalOption(CURRENCY_OPTIONS, "Currency must be one of USD, EUR, GBP, CAD or AUD", "USD"),
    freeShippingThreshold: minorUnits("Free shipping threshold", {
      positive: "Free shipping threshold must be positive",
      max: SHIPPING_AMOUNT_MAX,
    })
      .nullish()
      .transform((v) => v ?? undefined),
    importDuties: optionalOption(IMPORT_DUTIES_OPTIONS, "Select who pays import duties and taxes", "customer"),
    returnShippingPaidBy: optionalOption(
      RETURN_SHIPPING_PAYER_OPTIONS,
      "Return shipping must be paid by customer, merchant or merchant-if-faulty",
      "merchant-if-faulty",
    ),
    restockingFeePercent: optionalWholeNumber("Restocking fee", { min: 0, max: RESTOCKING_FEE_MAX, unit: "percent" }, 0),
    // One item or category per line.
    nonRefundableItems: optionalText({
      label: "Non-refundable items",
      max: NON_REFUNDABLE_MAX,
      multiline: true,
      lines: NON_REFUNDABLE_LINES,
    }),
    digitalGoods: flag("Sells digital goods"),
    exchanges: flag("Offers exchanges"),
    address: optionalText({ label: "Address", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES }),
    phone: optionalPhone("Phone"),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TShippingMethod = z.output<typeof ZShippingMethodSchema>;
export type TEcommercePoliciesRequest = z.output<typeof ZEcommercePoliciesRequestSchema>;
export type TEcommercePoliciesRequestInput = z.input<typeof ZEcommercePoliciesRequestSchema>;
