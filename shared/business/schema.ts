// A business profile: who issues the user's documents (legal identity, address, contacts,
// officers, bank details) and how they look (logo, colours). The same schema checks the Settings
// form and POST/PATCH /api/business-profiles; only `name` is required.
import { DEFAULT_REMINDER_DAYS, ZReminderDays, ZRemindersEnabled } from "../invoicing/reminders";
import { z } from "zod";
import {
  ADDRESS_LINES,
  ADDRESS_MAX,
  COMPANY_NAME_MAX,
  CURRENCY_OPTIONS,
  strictObjectError,
  isWebsiteUrl,
  optionValue,
  optionalEmail,
  optionalText,
  rawMax,
  requiredText,
  usableCharacters,
  withScheme,
  type Option,
} from "../validation";
import { countryName, defaultPaperFor, isCountryCode } from "./countries";
import { checkVatId, compactId, isValidBic, isValidIban, isValidRoutingNumber } from "./identifiers";
import { inputLocale, moneyInputMessage, parseMoneyInput } from "../money-input";
import { ZHandle } from "../api/publications";

export const ENTITY_TYPE_OPTIONS = [
  { value: "individual", label: "Individual / sole trader" },
  { value: "partnership", label: "Partnership" },
  { value: "llc", label: "LLC" },
  { value: "corporation", label: "Corporation" },
  { value: "ltd", label: "Ltd" },
  { value: "gmbh", label: "GmbH" },
  { value: "sas", label: "SAS" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];
export type EntityType = (typeof ENTITY_TYPE_OPTIONS)[number]["value"];

export const LOCALE_OPTIONS = [
  { value: "en-US", label: "English (United States)" },
  { value: "en-GB", label: "English (United Kingdom)" },
  { value: "en-CA", label: "English (Canada)" },
  { value: "en-AU", label: "English (Australia)" },
  { value: "de-DE", label: "Deutsch (Deutschland)" },
  { value: "fr-FR", label: "Français (France)" },
] as const satisfies readonly Option[];

/**
 * The part of the UK a UK company is registered in, which its business letters and order forms name
 * (Companies Act 2006 s 82; the Company, LLP and Business (Names and Trading Disclosures)
 * Regulations 2015 reg 25).
 */
export const UK_JURISDICTION_OPTIONS = [
  { value: "england_wales", label: "England and Wales" },
  { value: "scotland", label: "Scotland" },
  { value: "northern_ireland", label: "Northern Ireland" },
] as const satisfies readonly Option[];
export type UkJurisdiction = (typeof UK_JURISDICTION_OPTIONS)[number]["value"];

/** The largest share capital accepted, in minor units (ten trillion in major units). */
export const SHARE_CAPITAL_MAX = 1_000_000_000_000_000;

const blankAsUnset = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * A share capital: a number is minor units (the API's money), a string an amount in major units as
 * the form types it ("10 000", "37000.50", "37.000,50"), read into minor units by the one money
 * reader (in the browser's locale; an API's text in US English).
 */
const shareCapital = z.preprocess(
  blankAsUnset,
  z
    .union([z.number(), z.string().max(40)], { error: "Share capital must be an amount" })
    .transform((v, ctx) => {
      const read = typeof v === "number" ? ({ ok: true, minor: v } as const) : parseMoneyInput(v, inputLocale());
      if (!read.ok) {
        ctx.issues.push({ code: "custom", message: moneyInputMessage("Share capital", read.problem, inputLocale()), input: v });
        return z.NEVER;
      }
      const minor = read.minor;
      if (!Number.isSafeInteger(minor) || minor <= 0 || minor > SHARE_CAPITAL_MAX) {
        ctx.issues.push({ code: "custom", message: "Share capital must be a positive amount, in cents when sent as a number", input: v });
        return z.NEVER;
      }
      return minor;
    })
    .optional(),
);

export const PAPER_SIZE_OPTIONS = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "Letter" },
] as const satisfies readonly Option[];

/** The spec's brand colours (docs/product-spec.md §3 and §9). */
export const DEFAULT_PRIMARY_COLOR = "#3b82f6";
export const DEFAULT_SECONDARY_COLOR = "#10b981";

const HEX = /^#[0-9a-f]{6}$/i;

const hexColor = (label: string) =>
  z
    .string({ error: `${label} must be a hex colour like #3b82f6` })
    .max(20, { error: `${label} must be a hex colour like #3b82f6`, abort: true })
    .trim()
    .regex(HEX, `${label} must be a hex colour like #3b82f6`)
    .transform((v) => v.toLowerCase());

const line = (label: string, max = 200) => optionalText({ label, max });

/** An optional identifier (letters, digits, spaces, dots and dashes), kept as typed. */
const identifier = (label: string, max: number, check: (v: string) => boolean, message: string) =>
  optionalText({ label, max }).refine((v) => v === undefined || check(v), message);

const optionalUrl = (label: string, message: string) =>
  z
    .string({ error: message })
    .max(rawMax(2048), { error: `${label} must be at most 2,048 characters`, abort: true })
    .refine(...usableCharacters(label))
    .trim()
    .overwrite(withScheme)
    .max(2048, `${label} must be at most 2,048 characters`)
    .nullish()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isWebsiteUrl(v), message);

const fields = {
  name: requiredText("Legal name is required", { label: "Legal name", max: COMPANY_NAME_MAX }),
  tradingName: line("Trading name", COMPANY_NAME_MAX),
  /** The public handle of its hosted policies (/p/<handle>/…); made from the name when left blank. */
  handle: z.preprocess(blankAsUnset, ZHandle.optional()),
  entityType: optionValue(ENTITY_TYPE_OPTIONS, { required: "Select an entity type", invalid: "Select a valid entity type" }).optional(),
  registrationNumber: identifier("Registration number", 50, (v) => /^[\w ./-]+$/.test(v), "Registration number may only have letters, digits, spaces, dots, dashes and slashes"),
  vatId: line("VAT / tax ID", 40),
  addressLine1: line("Address line 1"),
  addressLine2: line("Address line 2"),
  city: line("City", 100),
  postalCode: identifier("Postal code", 20, (v) => /^[a-z0-9 -]+$/i.test(v), "Postal code may only have letters, digits, spaces and dashes"),
  region: line("Region", 100),
  country: z
    .string({ error: "Choose a country from the list" })
    .max(10, { error: "Choose a country from the list", abort: true })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, "Choose a country from the list")
    .nullish()
    .transform((v) => v || undefined),
  email: optionalEmail("Must be a valid email"),
  phone: identifier("Phone", 40, (v) => /^\+?[\d ().-]{4,}$/.test(v), "Phone may only have digits, spaces, brackets, dots, dashes and a leading +"),
  website: optionalUrl("Website", "Must be a valid URL"),
  primaryColor: hexColor("Primary colour").default(DEFAULT_PRIMARY_COLOR),
  secondaryColor: hexColor("Secondary colour").default(DEFAULT_SECONDARY_COLOR),
  signatoryName: line("Signatory name"),
  signatoryTitle: line("Signatory title", 100),
  dpoName: line("Data protection officer"),
  dpoEmail: optionalEmail("Data protection officer e-mail must be a valid email"),
  representativeName: line("EU / UK representative"),
  representativeAddress: optionalText({ label: "Representative address", max: ADDRESS_MAX, multiline: true, lines: ADDRESS_LINES }),
  representativeEmail: optionalEmail("Representative e-mail must be a valid email"),
  privacyOfficerName: line("Privacy officer"),
  privacyOfficerEmail: optionalEmail("Privacy officer e-mail must be a valid email"),
  bankAccountHolder: line("Account holder"),
  iban: identifier("IBAN", 50, isValidIban, "IBAN is not valid: check the country code, the length and the check digits"),
  bic: identifier("BIC", 20, isValidBic, "BIC must be 8 or 11 letters and digits, like DEUTDEFF"),
  bankAccountNumber: identifier("Account number", 30, (v) => /^\d{4,17}$/.test(compactId(v)), "Account number must be 4 to 17 digits"),
  bankRoutingNumber: identifier("Routing number", 20, isValidRoutingNumber, "Routing number must be a valid 9-digit ABA number"),
  sortCode: identifier("Sort code", 10, (v) => /^\d{2}-?\d{2}-?\d{2}$/.test(v.replace(/ /g, "")), "Sort code must be 6 digits, like 12-34-56"),
  paymentLink: optionalUrl("Payment link", "Payment link must be a valid URL"),
  registerCourt: line("Register court", 200),
  managingDirectors: line("Managing directors", 500),
  registeredOffice: line("Registered office", 300),
  shareCapital,
  rcsCity: identifier("RCS registry", 100, (v) => /^\p{L}[\p{L} '’-]*$/u.test(v), "RCS registry may only have letters, spaces, apostrophes and dashes, like Paris"),
  ukJurisdiction: z.preprocess(
    blankAsUnset,
    optionValue(UK_JURISDICTION_OPTIONS, {
      required: "Choose where the company is registered",
      invalid: "UK jurisdiction must be one of england_wales, scotland or northern_ireland",
    }).optional(),
  ),
  defaultVatRate: z
    .union([z.number(), z.string().max(20)], { error: "Default VAT rate must be a number" })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return undefined;
      const n = typeof v === "number" ? v : Number(v.trim());
      if (!Number.isFinite(n) || n < 0 || n > 100 || Math.round(n * 100) !== Number((n * 100).toFixed(6))) {
        ctx.issues.push({ code: "custom", message: "Default VAT rate must be a percentage from 0 to 100 with at most 2 decimals", input: v });
        return z.NEVER;
      }
      return n;
    }),
  currency: optionValue(CURRENCY_OPTIONS, { required: "Currency is required", invalid: "Currency must be one of USD, EUR, GBP, CAD or AUD" }).optional(),
  locale: optionValue(LOCALE_OPTIONS, { required: "Choose a locale", invalid: "Locale must be one of en-US, en-GB, en-CA, en-AU, de-DE or fr-FR" }).optional(),
  paperSize: optionValue(PAPER_SIZE_OPTIONS, { required: "Choose a paper size", invalid: "Paper size must be a4 or letter" }).optional(),
  isDefault: z.boolean({ error: "Default must be true or false" }).optional(),
  // Payment reminders: on by default, at these days from an invoice's due date.
  remindersEnabled: ZRemindersEnabled.default(true),
  reminderDays: ZReminderDays.default(DEFAULT_REMINDER_DAYS),
};

/** Cross-field rules: VAT format for an EU country, bank details that go together. */
function checkProfile(p: Partial<Record<keyof typeof fields, unknown>>, ctx: z.RefinementCtx) {
  const country = typeof p.country === "string" ? p.country : undefined;
  if (typeof p.vatId === "string") {
    const vat = checkVatId(p.vatId, country);
    if (!vat.ok) ctx.addIssue({ code: "custom", path: ["vatId"], message: vat.message });
  }
  if (p.bic && !p.iban) ctx.addIssue({ code: "custom", path: ["iban"], message: "Enter the IBAN that goes with the BIC" });
  if (p.bankRoutingNumber && !p.bankAccountNumber) {
    ctx.addIssue({ code: "custom", path: ["bankAccountNumber"], message: "Enter the account number that goes with the routing number" });
  }
}

export const ZBusinessProfileSchema = z.strictObject(fields, { error: strictObjectError }).superRefine(checkProfile);

/** PATCH: any subset of the fields, none defaulted (what is not sent is not changed). */
export const ZBusinessProfilePatchSchema = z
  .strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([k, f]) => [
        k,
        k === "primaryColor" || k === "secondaryColor"
          ? hexColor(k === "primaryColor" ? "Primary colour" : "Secondary colour").optional()
          : k === "remindersEnabled"
            ? ZRemindersEnabled.optional()
            : k === "reminderDays"
              ? ZReminderDays.optional()
              : f.optional(),
      ]),
    ) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> },
    { error: strictObjectError },
  )
  .superRefine(checkProfile);

export type TBusinessProfileInput = z.output<typeof ZBusinessProfileSchema>;
export type TBusinessProfileFormValues = z.input<typeof ZBusinessProfileSchema>;
export type TBusinessProfilePatch = z.output<typeof ZBusinessProfilePatchSchema>;

/**
 * The city, region and postal code as the country's post writes them: "San Francisco, CA 94105"
 * (US), "Toronto ON M5X 1A9" (Canada), "Sydney NSW 2000" (Australia), "London" then "EC1A 1BB" on
 * its own line (UK, Ireland), "10117 Berlin" elsewhere.
 */
function localityLines(p: { city?: string | null; postalCode?: string | null; region?: string | null; country?: string | null }): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ");
  switch (p.country) {
    case "US":
      return [[p.city, join(p.region, p.postalCode)].filter(Boolean).join(", ")];
    case "CA":
    case "AU":
      return [join(p.city, p.region, p.postalCode)];
    case "GB":
    case "IE":
      return [[p.city, p.region].filter(Boolean).join(", "), p.postalCode ?? ""];
    default:
      return [[join(p.postalCode, p.city), p.region].filter(Boolean).join(", ")];
  }
}

/** The structured address as one block of lines (the spec's single `address` column). */
export function formatAddress(p: {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  region?: string | null;
  country?: string | null;
}): string | undefined {
  const lines = [p.addressLine1, p.addressLine2, ...localityLines(p), p.country ? countryName(p.country) : undefined];
  const text = lines.filter((l): l is string => !!l && l.length > 0).join("\n");
  return text || undefined;
}

export { defaultPaperFor };
