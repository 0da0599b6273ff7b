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
  optionValue,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import {
  COOKIE_CATEGORY_OPTIONS,
  COOKIE_PARTY_OPTIONS,
  COOKIE_PURPOSE_OPTIONS,
  COOKIE_SERVICE_OPTIONS,
  COOKIE_TYPE_OPTIONS,
  COOKIE_REGION_OPTIONS,
} from "../../validation/options";
import { optionalOption, optionalOptionArray, optionalPolicyUrl } from "../../validation/optional-fields";

// Bounds of a custom service: the largest valid cookie policy (every service, the most custom
// entries at their longest) stays within its page bound (test/security/document-cost.test.ts).
export const MAX_CUSTOM_SERVICES = 20;
export const CUSTOM_SERVICE_NAME_MAX = 60;
export const CUSTOM_SERVICE_PROVIDER_MAX = 60;
export const CUSTOM_SERVICE_PURPOSE_MAX = 120;
export const CUSTOM_SERVICE_DURATION_MAX = 60;

const PARTY_MESSAGE = "Choose first-party or third-party";

/** A service the pick-list lacks: a row of the policy's table, under its banner category. */
const customService = z.object(
  {
    name: requiredText("Custom service name is required", {
      label: "Custom service name",
      max: CUSTOM_SERVICE_NAME_MAX,
    }),
    provider: requiredText("Custom service provider is required", {
      label: "Custom service provider",
      max: CUSTOM_SERVICE_PROVIDER_MAX,
    }),
    purpose: requiredText("Custom service purpose is required", {
      label: "Custom service purpose",
      max: CUSTOM_SERVICE_PURPOSE_MAX,
    }),
    duration: requiredText("Custom service duration is required", {
      label: "Custom service duration",
      max: CUSTOM_SERVICE_DURATION_MAX,
    }),
    party: optionValue(COOKIE_PARTY_OPTIONS, { required: PARTY_MESSAGE, invalid: PARTY_MESSAGE }),
    // Not strictly necessary unless said so: such cookies wait for consent.
    category: optionalOption(COOKIE_CATEGORY_OPTIONS, "Select a valid cookie category", "functional"),
  },
  { error: "Each custom service must be an object" },
);

export const ZCookiePolicyRequestSchema = z.object(
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
    cookieTypes: optionArray(COOKIE_TYPE_OPTIONS, {
      required: "Select at least one cookie type",
      invalid: "Select a valid cookie type",
    }),
    purposes: optionArray(COOKIE_PURPOSE_OPTIONS, {
      required: "Select at least one purpose",
      invalid: "Select a valid purpose",
    }),
    regions: optionArray(COOKIE_REGION_OPTIONS, {
      required: "Select at least one region",
      invalid: "Select a valid region",
    }),
    hasAnalytics: flag("Uses analytics tools"),
    hasMarketing: flag("Uses marketing cookies"),
    hasThirdParty: flag("Uses third-party services"),
    effectiveDate: effectiveDate(),
    // Everything below is optional, with a default that keeps the spec's bodies valid.
    services: optionalOptionArray(COOKIE_SERVICE_OPTIONS, {
      label: "Services",
      invalid: "Select a valid service",
    }),
    customServices: z
      .array(customService, { error: "Custom services must be a list" })
      .max(MAX_CUSTOM_SERVICES, `Add no more than ${MAX_CUSTOM_SERVICES} custom services`)
      .nullish()
      .transform((v) => v ?? []),
    policyUrl: optionalPolicyUrl(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TCookiePolicyRequest = z.output<typeof ZCookiePolicyRequestSchema>;
export type TCookiePolicyRequestInput = z.input<typeof ZCookiePolicyRequestSchema>;
