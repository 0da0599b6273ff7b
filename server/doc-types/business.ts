// Who issues a document: the business profile it was made with, as it stood then. The snapshot
// goes into the version's context, so a later change to the profile never rewrites a document;
// an edit takes the profile as it is at the time of the edit.
import { formatIban } from "../../shared/business/identifiers";
import { optionLabel } from "../../shared/validation";
import { ENTITY_TYPE_OPTIONS } from "../../shared/business/schema";
import type { BusinessProfile } from "../../shared/schema";
import type { Brand } from "../documents/model";

export interface BusinessIdentity {
  profileId: string;
  legalName: string;
  tradingName?: string;
  /** As printed: "GmbH", "Individual / sole trader"... */
  entityType?: string;
  registrationNumber?: string;
  vatId?: string;
  /** The formatted address, one line per line. */
  address?: string;
  /** The address's parts, for e-invoices (EN 16931 BG-5). */
  street?: string;
  street2?: string;
  city?: string;
  postalCode?: string;
  region?: string;
  /** The trading disclosures a legal form requires (a GmbH's register court and managing directors...). */
  entityKind?: string;
  registerCourt?: string;
  managingDirectors?: string;
  registeredOffice?: string;
  /** Share capital in minor units of the profile's currency (EUR when it has none). */
  shareCapital?: number;
  rcsCity?: string;
  /** The part of the UK a UK company is registered in (UK_JURISDICTION_OPTIONS' value). */
  ukJurisdiction?: string;
  /** A percentage: the VAT rate a new invoice line starts with. */
  defaultVatRate?: number;
  country?: string;
  email?: string;
  phone?: string;
  website?: string;
  signatory?: { name: string; title?: string };
  dpo?: { name?: string; email?: string };
  representative?: { name?: string; address?: string; email?: string };
  privacyOfficer?: { name?: string; email?: string };
  bank?: { holder?: string; iban?: string; bic?: string; accountNumber?: string; routingNumber?: string; sortCode?: string };
  paymentLink?: string;
  currency?: string;
  locale?: string;
  paperSize: "a4" | "letter";
  brand: Brand;
}

const some = <T extends Record<string, string | undefined>>(o: T): T | undefined =>
  Object.values(o).some((v) => v !== undefined) ? o : undefined;

const v = (value: string | null) => value ?? undefined;

/** The snapshot of a profile (and the small PNG of its logo, when it has one). */
export function identityOf(p: BusinessProfile, logoPng?: Buffer): BusinessIdentity {
  const name = p.tradingName && p.tradingName !== p.name ? p.tradingName : p.name;
  return {
    profileId: p.id,
    legalName: p.name,
    tradingName: v(p.tradingName),
    entityType: p.entityType ? optionLabel(ENTITY_TYPE_OPTIONS, p.entityType) : undefined,
    registrationNumber: v(p.registrationNumber),
    vatId: v(p.vatId),
    address: v(p.address),
    street: v(p.addressLine1),
    street2: v(p.addressLine2),
    city: v(p.city),
    postalCode: v(p.postalCode),
    region: v(p.region),
    entityKind: v(p.entityType),
    registerCourt: v(p.registerCourt),
    managingDirectors: v(p.managingDirectors),
    registeredOffice: v(p.registeredOffice),
    shareCapital: p.shareCapital ?? undefined,
    rcsCity: v(p.rcsCity),
    ukJurisdiction: v(p.ukJurisdiction),
    defaultVatRate: p.defaultVatRate ?? undefined,
    country: v(p.country),
    email: v(p.email),
    phone: v(p.phone),
    website: v(p.website),
    signatory: p.signatoryName ? { name: p.signatoryName, title: v(p.signatoryTitle) } : undefined,
    dpo: some({ name: v(p.dpoName), email: v(p.dpoEmail) }),
    representative: some({ name: v(p.representativeName), address: v(p.representativeAddress), email: v(p.representativeEmail) }),
    privacyOfficer: some({ name: v(p.privacyOfficerName), email: v(p.privacyOfficerEmail) }),
    bank: some({
      holder: v(p.bankAccountHolder),
      iban: p.iban ? formatIban(p.iban) : undefined,
      bic: v(p.bic),
      accountNumber: v(p.bankAccountNumber),
      routingNumber: v(p.bankRoutingNumber),
      sortCode: v(p.sortCode),
    }),
    paymentLink: v(p.paymentLink),
    currency: v(p.currency),
    locale: v(p.locale),
    paperSize: p.paperSize === "letter" ? "letter" : p.paperSize === "a4" ? "a4" : p.country === "US" || p.country === "CA" ? "letter" : "a4",
    brand: {
      name,
      primaryColor: p.primaryColor,
      secondaryColor: p.secondaryColor,
      ...(logoPng ? { logo: `data:image/png;base64,${logoPng.toString("base64")}` } : {}),
    },
  };
}
