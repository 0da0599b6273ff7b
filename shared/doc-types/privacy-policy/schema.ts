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
  optionArray,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import {
  DATA_COLLECTED_OPTIONS,
  DATA_USE_OPTIONS,
  PRIVACY_REGION_OPTIONS,
  SECURITY_MEASURE_OPTIONS,
  TRANSFER_SAFEGUARD_OPTIONS,
  type DataCollected,
} from "../../validation/options";
import {
  optionalHttpsUrl,
  optionalOption,
  optionalOptionArray,
  optionalPhone,
  optionalPolicyUrl,
} from "../../validation/optional-fields";

/**
 * A retention period or criterion, per data category. One line each: the largest valid policy
 * stays within its page bound (test/security/document-cost.test.ts).
 */
export const RETENTION_MAX = 120;

/** The request form's address is printed in each request section: shorter than a website's. */
export const REQUEST_FORM_URL_MAX = 500;

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const retentionShape = Object.fromEntries(
  DATA_COLLECTED_OPTIONS.map((o) => [
    o.value,
    optionalText({ label: `Retention period for ${lowerFirst(o.label)}`, max: RETENTION_MAX }),
  ]),
) as Record<DataCollected, ReturnType<typeof optionalText>>;

/** `{ [data category]: text }`; unknown keys are dropped, as at the top level. */
const retention = () =>
  z
    .object(retentionShape, { error: "Retention periods must be an object keyed by data category" })
    .nullish()
    .transform((v): Partial<Record<DataCollected, string>> => {
      const out: Partial<Record<DataCollected, string>> = {};
      for (const [key, text] of Object.entries(v ?? {})) if (text) out[key as DataCollected] = text;
      return out;
    });

/**
 * CCPA § 1798.130(a)(1)(A): at least two designated methods for requests to know, delete or
 * correct, one of them a toll-free number, unless the business operates exclusively online and has
 * a direct relationship with the consumer (then an e-mail address alone will do). The e-mail is
 * always one; the other is a web form or a toll-free number.
 */
export const CCPA_SECOND_METHOD_MESSAGE =
  "California (CCPA) requests need a second method besides email: add a request form URL or a toll-free number, or confirm that you operate exclusively online";

export const ZPrivacyPolicyRequestSchema = z
  .object(
    {
      companyName: requiredText("Company name is required", {
        label: "Company name",
        max: COMPANY_NAME_MAX,
      }),
      website: websiteUrl("Must be a valid URL"),
      email: email("Must be a valid email"),
      address: optionalText({
        label: "Address",
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
      dataCollected: optionArray(DATA_COLLECTED_OPTIONS, {
        required: "Select at least one type of data collected",
        invalid: "Select a valid type of data collected",
      }),
      dataUse: optionArray(DATA_USE_OPTIONS, {
        required: "Select at least one data use",
        invalid: "Select a valid data use",
      }),
      regions: optionArray(PRIVACY_REGION_OPTIONS, {
        required: "Select at least one region",
        invalid: "Select a valid region",
      }),
      effectiveDate: effectiveDate(),
      // Everything below is optional, with a default that keeps the spec's bodies valid.
      usesAdvertisingTracking: flag("Uses advertising tracking"),
      // The Meta Pixel makes the business a joint controller with Meta for what it collects (C-40/17).
      usesMetaPixel: flag("Uses the Meta Pixel"),
      requestFormUrl: optionalHttpsUrl("Request form URL", REQUEST_FORM_URL_MAX),
      tollFreeNumber: optionalPhone("Toll-free number"),
      onlineOnly: flag("Operates exclusively online"),
      transferSafeguard: optionalOption(
        TRANSFER_SAFEGUARD_OPTIONS,
        "Select a valid transfer safeguard",
        "sccs",
      ),
      retention: retention(),
      securityMeasures: optionalOptionArray(SECURITY_MEASURE_OPTIONS, {
        label: "Security measures",
        invalid: "Select a valid security measure",
      }),
      policyUrl: optionalPolicyUrl(),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((policy, ctx) => {
    if (
      policy.regions.includes("CCPA") &&
      !policy.onlineOnly &&
      !policy.requestFormUrl &&
      !policy.tollFreeNumber
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["requestFormUrl"],
        message: CCPA_SECOND_METHOD_MESSAGE,
        input: undefined,
      });
    }
  });

export type TPrivacyPolicyRequest = z.output<typeof ZPrivacyPolicyRequestSchema>;
export type TPrivacyPolicyRequestInput = z.input<typeof ZPrivacyPolicyRequestSchema>;
