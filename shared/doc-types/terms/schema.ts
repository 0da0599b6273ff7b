import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  OBJECT_ERROR,
  businessProfileRef,
  effectiveDate,
  flag,
  optionValue,
  optionalEmail,
  optionalText,
  requiredText,
  websiteUrl,
} from "../../validation/fields";
import {
  BUSINESS_TYPE_OPTIONS,
  CONSUMER_ARBITRATION_OPTIONS,
  GOVERNING_REGION_OPTIONS,
  GOVERNING_REGIONS_BY_LAW,
  TERMS_AUDIENCE_OPTIONS,
  TERMS_GOVERNING_LAW_OPTIONS,
  type TermsGoverningLaw,
} from "../../validation/options";

export const REFUND_POLICY_MAX = 5000;
// The largest valid terms print in ≤ 30 pages (measured 17-18): test/security/document-cost.test.ts.
export const REFUND_POLICY_LINES = 100;

/** The governing laws under which an arbitration clause with a class-action waiver is offered. */
export const US_GOVERNING_LAWS: readonly TermsGoverningLaw[] = [
  "united-states",
  "california",
  "new-york",
  "delaware",
];

/**
 * Which consumer rules the terms apply, from the answers alone: consumers are addressed unless the
 * audience is businesses only; EU consumer law (ODR, the DSA for a marketplace, the withdrawal
 * function) under German law or when the user says EU / UK consumers buy; EU or UK consumer law
 * (the statutory withdrawal right and its model form, prices including VAT) under those or UK law.
 * The template's context (server/doc-types/terms/context.ts) and the form's notice read it.
 */
export function termsConsumerLaw(answers: {
  audience?: string | null;
  governingLaw?: string | null;
  sellsToEuUkConsumers?: boolean | null;
}): { consumers: boolean; eu: boolean; euUk: boolean } {
  const consumers = answers.audience !== "businesses";
  const eu = consumers && (answers.governingLaw === "germany" || answers.sellsToEuUkConsumers === true);
  const euUk = eu || (consumers && answers.governingLaw === "united-kingdom");
  return { consumers, eu, euUk };
}

export const GOVERNING_REGION_MESSAGES = {
  invalid: "Select a valid state, province or territory",
  "united-states": "Select a US state for United States law",
  canada: "Select a Canadian province or territory for Canadian law",
  australia: "Select an Australian state or territory for Australian law",
  other: "A state, province or territory applies only to United States, Canadian or Australian law",
} as const;

export const ARBITRATION_US_ONLY = "Arbitration is available only under a United States governing law";

const optionalOption = <const T extends readonly { value: string; label: string }[]>(
  options: T,
  invalid: string,
) => optionValue(options, { required: invalid, invalid }).nullish().transform((v) => v ?? undefined);

export const ZTermsRequestSchema = z
  .object(
    {
      companyName: requiredText("Company name is required", {
        label: "Company name",
        max: COMPANY_NAME_MAX,
      }),
      website: websiteUrl("Must be a valid URL"),
      // How to reach the business, printed in "Contact Us" and named as the trader's in the
      // withdrawal notice and form; each, when given, in place of the business profile's.
      email: optionalEmail("Must be a valid email"),
      address: optionalText({
        label: "Address",
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
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
      // The state, province or territory whose law applies under a federal choice of law.
      governingRegion: optionalOption(GOVERNING_REGION_OPTIONS, GOVERNING_REGION_MESSAGES.invalid),
      audience: optionValue(TERMS_AUDIENCE_OPTIONS, {
        required: "Select a valid audience",
        invalid: "Select a valid audience",
      }).default("both"),
      // EU / UK consumer rules also apply under a law other than Germany's or the UK's.
      sellsToEuUkConsumers: flag("Sells to EU or UK consumers"),
      consumerArbitration: optionValue(CONSUMER_ARBITRATION_OPTIONS, {
        required: "Select whether you take part in consumer arbitration",
        invalid: "Select whether you take part in consumer arbitration",
      }).default("not-willing"),
      consumerArbitrationBoard: optionalText({
        label: "Consumer arbitration board",
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
      arbitration: flag("Arbitration"),
      // A marketplace offered in the EU by a provider established outside it (Art. 13 DSA).
      euLegalRepresentative: optionalText({
        label: "EU legal representative",
        max: ADDRESS_MAX,
        multiline: true,
        lines: ADDRESS_LINES,
      }),
      // The mediators a marketplace names to its business sellers (Art. 12 P2B Regulation), one a line.
      p2bMediators: optionalText({ label: "Mediators", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES }),
      effectiveDate: effectiveDate(),
      businessProfileId: businessProfileRef(),
    },
    { error: OBJECT_ERROR },
  )
  .superRefine((terms, ctx) => {
    if (terms.governingRegion) {
      const law = terms.governingLaw;
      const regions = law in GOVERNING_REGIONS_BY_LAW ? GOVERNING_REGIONS_BY_LAW[law as keyof typeof GOVERNING_REGIONS_BY_LAW] : undefined;
      if (!regions?.some((o) => o.value === terms.governingRegion)) {
        const message = regions ? GOVERNING_REGION_MESSAGES[law as keyof typeof GOVERNING_REGIONS_BY_LAW] : GOVERNING_REGION_MESSAGES.other;
        ctx.addIssue({ code: "custom", path: ["governingRegion"], message, input: terms.governingRegion });
      }
    }
    if (terms.p2bMediators && terms.p2bMediators.split("\n").filter((l) => l.trim()).length < 2) {
      ctx.addIssue({ code: "custom", path: ["p2bMediators"], message: "Name at least two mediators, one a line (P2B Regulation, Art. 12)", input: terms.p2bMediators });
    }
    if (terms.arbitration && !US_GOVERNING_LAWS.includes(terms.governingLaw)) {
      ctx.addIssue({ code: "custom", path: ["arbitration"], message: ARBITRATION_US_ONLY, input: true });
    }
  });

export type TTermsRequest = z.output<typeof ZTermsRequestSchema>;
export type TTermsRequestInput = z.input<typeof ZTermsRequestSchema>;
