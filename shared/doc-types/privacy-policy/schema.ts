import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  email,
  optionArray,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import { DATA_COLLECTED_OPTIONS, DATA_USE_OPTIONS, REGION_OPTIONS } from "../../validation/options";


export const ZPrivacyPolicyRequestSchema = z.object(
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
    regions: optionArray(REGION_OPTIONS, {
      required: "Select at least one region",
      invalid: "Select a valid region",
    }),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TPrivacyPolicyRequest = z.output<typeof ZPrivacyPolicyRequestSchema>;
export type TPrivacyPolicyRequestInput = z.input<typeof ZPrivacyPolicyRequestSchema>;
