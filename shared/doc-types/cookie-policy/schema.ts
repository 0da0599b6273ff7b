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
import { COOKIE_PURPOSE_OPTIONS, COOKIE_TYPE_OPTIONS, REGION_OPTIONS } from "../../validation/options";

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
    regions: optionArray(REGION_OPTIONS, {
      required: "Select at least one region",
      invalid: "Select a valid region",
    }),
    hasAnalytics: flag("Uses analytics tools"),
    hasMarketing: flag("Uses marketing cookies"),
    hasThirdParty: flag("Uses third-party services"),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TCookiePolicyRequest = z.output<typeof ZCookiePolicyRequestSchema>;
export type TCookiePolicyRequestInput = z.input<typeof ZCookiePolicyRequestSchema>;
