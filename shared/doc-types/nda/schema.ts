import { z } from "zod";
import {
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  optionValue,
  requiredText,
  typeError,
} from "../../validation/fields";
import { formatMoney } from "../../money";
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
/** The largest contractual penalty, in euro cents (€1,000,000). */
export const MAX_CONTRACTUAL_PENALTY = 100_000_000;
export const PENALTY_GERMAN_LAW_ONLY = "A contractual penalty (Vertragsstrafe) can be agreed only in an NDA under German law";

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
    // Under German law only (§§ 339 ff. BGB): euro cents for each culpable breach; absent, none.
    contractualPenalty: z
      .number({ error: typeError("Contractual penalty must be a number", "Contractual penalty must be a number") })
      .int("Contractual penalty must be a whole number of cents")
      .positive("Contractual penalty must be greater than zero")
      .max(MAX_CONTRACTUAL_PENALTY, `Contractual penalty must be at most ${formatMoney(MAX_CONTRACTUAL_PENALTY, "EUR", "en-US", { wholeWithoutCents: true })}`)
      .nullish()
      .transform((v) => v ?? undefined),
    effectiveDate: effectiveDate(),
    businessProfileId: businessProfileRef(),
  },
  { error: OBJECT_ERROR },
).superRefine((nda, ctx) => {
  if (nda.contractualPenalty !== undefined && nda.governingLaw !== "germany")
    ctx.addIssue({ code: "custom", path: ["contractualPenalty"], message: PENALTY_GERMAN_LAW_ONLY, input: nda.contractualPenalty });
});

export type TNdaParty = z.output<typeof ZNdaPartySchema>;
export type TNdaRequest = z.output<typeof ZNdaRequestSchema>;
export type TNdaRequestInput = z.input<typeof ZNdaRequestSchema>;
