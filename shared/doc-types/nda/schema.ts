import { z } from "zod";
import {
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  optionValue,
  requiredText,
} from "../../validation/fields";
import {
  NDA_DURATION_OPTIONS,
  NDA_GOVERNING_LAW_OPTIONS,
  NDA_STANDSTILL_OPTIONS,
  NDA_TYPE_OPTIONS,
} from "../../validation/options";
import { EMPTY_CONTRACT_PARTY, ZContractPartySchema } from "../../validation/party";

export const PURPOSE_MAX = 5000;
// The largest valid NDA prints in ≤ 30 pages (measured 14-15): test/security/document-cost.test.ts.
export const PURPOSE_LINES = 100;
export const ZNdaPartySchema = ZContractPartySchema;

export const ZNdaRequestSchema = z.object(
  {
    type: optionValue(NDA_TYPE_OPTIONS, {
      required: "NDA type must be one-way or mutual",
      invalid: "NDA type must be one-way or mutual",
    }).default("one-way"),
    // A missing party reports its three fields, like an empty form block would.
    disclosingParty: ZNdaPartySchema.prefault(EMPTY_CONTRACT_PARTY),
    receivingParty: ZNdaPartySchema.prefault(EMPTY_CONTRACT_PARTY),
    purpose: requiredText("Purpose is required", {
      label: "Purpose",
      max: PURPOSE_MAX,
      multiline: true,
      lines: PURPOSE_LINES,
    }),
    duration: optionValue(NDA_DURATION_OPTIONS, {
      required: "Duration is required",
      invalid: "Select a valid duration",
    }),
    governingLaw: optionValue(NDA_GOVERNING_LAW_OPTIONS, {
      required: "Governing law is required",
      invalid: "Select a valid governing law",
    }),
    nonSolicitation: flag("Non-solicitation"),
    standstill: flag("Standstill"),
    standstillPeriod: optionValue(NDA_STANDSTILL_OPTIONS, {
      required: "Select a valid standstill period",
      invalid: "Select a valid standstill period",
    }).default("12-months"),
    noPublicity: flag("No publicity"),
    dataProtection: flag("Data protection"),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
);

export type TNdaParty = z.output<typeof ZNdaPartySchema>;
export type TNdaRequest = z.output<typeof ZNdaRequestSchema>;
export type TNdaRequestInput = z.input<typeof ZNdaRequestSchema>;
