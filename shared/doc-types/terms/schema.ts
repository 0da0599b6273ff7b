import { z } from "zod";
import {
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  optionValue,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import { BUSINESS_TYPE_OPTIONS, TERMS_GOVERNING_LAW_OPTIONS } from "../../validation/options";

export const REFUND_POLICY_MAX = 5000;
// The largest valid terms print in ≤ 30 pages (measured 15-16): test/security/document-cost.test.ts.
export const REFUND_POLICY_LINES = 100;

export const ZTermsRequestSchema = z.object(
  {
    companyName: requiredText("Company name is required", {
      label: "Company name",
      max: COMPANY_NAME_MAX,
    }),
    website: websiteUrl("Must be a valid URL"),
    businessType: optionValue(BUSINESS_TYPE_OPTIONS, {
      required: "Business type is required",
      invalid: "Select a valid business type",
    }),
    hasPayments: flag("Accepts payments"),
    // Kept even when hasPayments is false; the template prints it only with payments.
    refundPolicy: optionalText({
      label: "Refund policy",
      max: REFUND_POLICY_MAX,
      multiline: true,
      lines: REFUND_POLICY_LINES,
    }),
    governingLaw: optionValue(TERMS_GOVERNING_LAW_OPTIONS, {
      required: "Governing law is required",
      invalid: "Select a valid governing law",
    }),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TTermsRequest = z.output<typeof ZTermsRequestSchema>;
export type TTermsRequestInput = z.input<typeof ZTermsRequestSchema>;
