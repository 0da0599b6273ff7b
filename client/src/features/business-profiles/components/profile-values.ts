// A business profile as its form holds it: every field the form sends, a new profile's blank
// values, and a saved profile's values (text as text, an unset choice as nothing chosen).
import type { UseFormReturn } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  defaultPaperFor,
  type TBusinessProfileFormValues,
  type TBusinessProfileInput,
} from "@shared/business/schema";
import { DEFAULT_REMINDER_DAYS } from "@shared/invoicing/reminders";

export type Values = TBusinessProfileFormValues;
export type ProfileForm = UseFormReturn<Values, unknown, TBusinessProfileInput>;

export const TEXT_FIELDS = [
  "name",
  "tradingName",
  "handle",
  "registrationNumber",
  "vatId",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "region",
  "email",
  "phone",
  "website",
  "signatoryName",
  "signatoryTitle",
  "dpoName",
  "dpoEmail",
  "representativeName",
  "representativeAddress",
  "representativeEmail",
  "privacyOfficerName",
  "privacyOfficerEmail",
  "bankAccountHolder",
  "iban",
  "bic",
  "bankAccountNumber",
  "bankRoutingNumber",
  "sortCode",
  "paymentLink",
  "registerCourt",
  "managingDirectors",
  "registeredOffice",
  "shareCapital",
  "rcsCity",
  "defaultVatRate",
] as const;
const CHOICE_FIELDS = ["entityType", "country", "currency", "locale", "paperSize", "ukJurisdiction"] as const;
/** Every field the form sends. */
export const PROFILE_FIELDS = [...TEXT_FIELDS, ...CHOICE_FIELDS, "primaryColor", "secondaryColor", "isDefault", "remindersEnabled", "reminderDays"] as const;

/** A new profile's form: blank, the spec's colours, nothing chosen. */
export function emptyProfileValues(): Values {
  const values: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((k) => [k, ""]));
  return {
    ...values,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    isDefault: false,
    remindersEnabled: true,
    reminderDays: [...DEFAULT_REMINDER_DAYS],
  } as Values;
}

/** A saved profile as the form holds it: text as text, an unset choice as nothing chosen. */
export function profileValues(p: TBusinessProfile): Values {
  const values: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((k) => [k, p[k] === null || p[k] === undefined ? "" : String(p[k])]));
  for (const k of ["entityType", "country", "currency", "locale", "ukJurisdiction"] as const) values[k] = p[k] ?? undefined;
  // The share capital is typed in major units (the API's number is minor units).
  values.shareCapital = p.shareCapital === null ? "" : String(p.shareCapital / 100);
  // The answer always names a paper; the country's own default is shown as "not chosen", so it
  // keeps following the country.
  values.paperSize = p.paperSize === defaultPaperFor(p.country ?? undefined) ? undefined : p.paperSize;
  return {
    ...values,
    primaryColor: p.primaryColor,
    secondaryColor: p.secondaryColor,
    isDefault: p.isDefault,
    remindersEnabled: p.remindersEnabled ?? true,
    reminderDays: p.reminderDays ?? [...DEFAULT_REMINDER_DAYS],
  } as Values;
}
