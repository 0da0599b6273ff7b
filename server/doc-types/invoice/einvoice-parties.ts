// The parties of an e-invoice: their postal addresses split into EN 16931's parts, their
// electronic addresses, and the supplier, customer and delivery elements.
import { compactId } from "../../../shared/business/identifiers";
import type { TInvoiceRequest } from "../../../shared/doc-types";
import type { InvoiceTotals } from "../../../shared/doc-types/invoice/tax";
import type { EInvoiceFormat } from "../../../shared/doc-types/invoice/e-invoice";
import type { BusinessIdentity } from "../business";
import { REGISTER_ADDRESSED, legalIdOf } from "./einvoice-legal-ids";

/** A line's postcode and city: "10115 Berlin", "1012 LG Amsterdam", "Manchester M1 1AA", "San Francisco, CA 94105". */
function cityLine(line: string): { city: string; postalCode: string; region?: string } | undefined {
  const us = /^([^,]+),\s?([A-Z]{2}) (\d{5}(?:-\d{4})?)$/.exec(line);
  if (us) return { city: us[1]!, region: us[2]!, postalCode: us[3]! };
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const [a, b] = [words[words.length - 2]!, words[words.length - 1]!];
  // The UK: the city, then an outward and inward code.
  if (words.length >= 3 && /^[A-Z]{1,2}\d[A-Z\d]?$/i.test(a) && /^\d[A-Z]{2}$/i.test(b))
    return { city: words.slice(0, -2).join(" "), postalCode: `${a} ${b}` };
  // The Netherlands: four digits and two letters, then the city.
  if (words.length >= 3 && /^\d{4}$/.test(words[0]!) && /^[A-Z]{2}$/.test(words[1]!))
    return { postalCode: `${words[0]} ${words[1]}`, city: words.slice(2).join(" ") };
  // Most of Europe: the postcode (digits, perhaps a country prefix), then the city.
  if (/^(?:[A-Z]{1,2}-)?\d[\dA-Z-]{2,9}$/i.test(words[0]!) && /\d/.test(words[0]!) && !/\d/.test(words[1]!))
    return { postalCode: words[0]!, city: words.slice(1).join(" ") };
  return undefined;
}

/** A postal address's parts from its printed lines: the last line with a postcode names the city. */
export function addressParts(lines: string[]): { street?: string; street2?: string; city?: string; postalCode?: string; region?: string } {
  const rest = lines.map((l) => l.trim());
  for (let i = rest.length - 1; i >= 0; i--) {
    const match = cityLine(rest[i]!);
    if (match) {
      rest.splice(i);
      return { street: rest[0], street2: rest.slice(1).join(", ") || undefined, ...match };
    }
  }
  return { street: rest[0], street2: rest.slice(1, -1).join(", ") || undefined, city: rest.length > 1 ? rest[rest.length - 1] : undefined };
}

/** Peppol's electronic address schemes (EAS) for VAT numbers, by the VAT ID's country prefix. */
const VAT_EAS: Record<string, string> = {
  AD: "9922", AL: "9923", AT: "9914", BA: "9924", BE: "9925", BG: "9926", CH: "9927", CY: "9928", CZ: "9929", DE: "9930",
  EE: "9931", GB: "9932", EL: "9933", GR: "9933", HR: "9934", IE: "9935", LI: "9936", LT: "9937", LU: "9938", LV: "9939",
  MC: "9940", ME: "9941", MK: "9942", MT: "9943", NL: "9944", PL: "9945", PT: "9946", RO: "9947", RS: "9948", SI: "9949",
  SK: "9950", SM: "9951", TR: "9952", VA: "9953", FR: "9957", ES: "9920", HU: "9910", IT: "0211",
};

/**
 * A party's electronic address. Peppol's network knows parties by their VAT number (or a US
 * company by its EIN), so Peppol UBL uses that; CII, Factur-X and XRechnung use the e-mail
 * address (scheme EM) when there is one.
 */
export function endpointOf(format: EInvoiceFormat, vatId: string | undefined, country: string | undefined, registration: string | undefined, email: string | undefined) {
  if (format !== "ubl" && email) return { id: email, scheme: "EM" };
  const vat = vatId ? compactId(vatId) : undefined;
  const scheme = vat ? VAT_EAS[vat.slice(0, 2)] : undefined;
  if (vat && scheme) return { id: vat, scheme };
  if (country === "US" && registration && /^\d{2}-?\d{7}$/.test(registration)) return { id: registration.replace("-", ""), scheme: "9959" };
  // A Danish, Icelandic or Swedish party is known by its register number (CVR 0184, kennitala
  // 0196, organisation number 0007): their VAT numbers have no Peppol scheme.
  const legal = legalIdOf(registration, country);
  if (legal["cbc:CompanyID@schemeID"] && country && REGISTER_ADDRESSED.has(country)) return { id: legal["cbc:CompanyID"]!, scheme: legal["cbc:CompanyID@schemeID"] };
  if (format !== "ubl" && vat) return { id: vat, scheme: "9930" };
  return undefined;
}

type Endpoint = NonNullable<ReturnType<typeof endpointOf>>;
type Address = ReturnType<typeof addressParts>;

/** The seller (BG-4): its names, postal address, VAT and legal identifiers and contact. */
export function supplierParty(business: BusinessIdentity, seller: Endpoint, sellerEmail: string, disclosures: string, notSubject: boolean) {
  return {
    "cac:Party": {
      "cbc:EndpointID": seller.id,
      "cbc:EndpointID@schemeID": seller.scheme,
      ...(business.tradingName && business.tradingName !== business.legalName ? { "cac:PartyName": { "cbc:Name": business.tradingName } } : {}),
      "cac:PostalAddress": {
        ...(business.street ? { "cbc:StreetName": business.street } : {}),
        ...(business.street2 ? { "cbc:AdditionalStreetName": business.street2 } : {}),
        ...(business.city ? { "cbc:CityName": business.city } : {}),
        ...(business.postalCode ? { "cbc:PostalZone": business.postalCode } : {}),
        ...(business.region ? { "cbc:CountrySubentity": business.region } : {}),
        "cac:Country": { "cbc:IdentificationCode": business.country },
      },
      ...(business.vatId && !notSubject ? { "cac:PartyTaxScheme": [{ "cbc:CompanyID": compactId(business.vatId), "cac:TaxScheme": { "cbc:ID": "VAT" } }] } : {}),
      "cac:PartyLegalEntity": {
        "cbc:RegistrationName": business.legalName,
        ...legalIdOf(business.registrationNumber, business.country),
        ...(disclosures ? { "cbc:CompanyLegalForm": disclosures } : {}),
      },
      "cac:Contact": {
        "cbc:Name": business.signatory?.name ?? business.legalName,
        ...(business.phone ? { "cbc:Telephone": business.phone } : {}),
        "cbc:ElectronicMail": sellerEmail,
      },
    },
  };
}

/** The buyer (BG-7). */
export function customerParty(input: TInvoiceRequest, buyer: Endpoint, client: Address, notSubject: boolean) {
  return {
    "cac:Party": {
      "cbc:EndpointID": buyer.id,
      "cbc:EndpointID@schemeID": buyer.scheme,
      "cac:PostalAddress": {
        ...(client.street ? { "cbc:StreetName": client.street } : {}),
        ...(client.street2 ? { "cbc:AdditionalStreetName": client.street2 } : {}),
        ...(client.city ? { "cbc:CityName": client.city } : {}),
        ...(client.postalCode ? { "cbc:PostalZone": client.postalCode } : {}),
        ...(client.region ? { "cbc:CountrySubentity": client.region } : {}),
        "cac:Country": { "cbc:IdentificationCode": input.clientCountry },
      },
      ...(input.clientVatId && !notSubject ? { "cac:PartyTaxScheme": { "cbc:CompanyID": compactId(input.clientVatId), "cac:TaxScheme": { "cbc:ID": "VAT" } } } : {}),
      "cac:PartyLegalEntity": {
        "cbc:RegistrationName": input.clientName,
        ...legalIdOf(input.clientRegistrationNumber, input.clientCountry),
      },
      ...(input.clientEmail ? { "cac:Contact": { "cbc:ElectronicMail": input.clientEmail } } : {}),
    },
  };
}

/** The date of supply; an intra-community supply also names the country goods go to (BR-IC-12). */
export function delivery(input: TInvoiceRequest, totals: InvoiceTotals<TInvoiceRequest["items"][number]>, client: Address) {
  return input.supplyDate || totals.vatBreakdown.some((e) => e.category === "K")
    ? {
        "cac:Delivery": {
          ...(input.supplyDate ? { "cbc:ActualDeliveryDate": input.supplyDate } : {}),
          ...(totals.vatBreakdown.some((e) => e.category === "K")
            ? {
                "cac:DeliveryLocation": {
                  "cac:Address": {
                    ...(client.street ? { "cbc:StreetName": client.street } : {}),
                    ...(client.city ? { "cbc:CityName": client.city } : {}),
                    ...(client.postalCode ? { "cbc:PostalZone": client.postalCode } : {}),
                    "cac:Country": { "cbc:IdentificationCode": input.clientCountry },
                  },
                },
              }
            : {}),
        },
      }
    : {};
}
