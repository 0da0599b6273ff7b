// E-invoices of an invoice or credit note, built by @e-invoice-eu/core from its internal format
// (UBL-shaped JSON, EN 16931's business terms): Peppol BIS Billing 3.0 UBL, UN/CEFACT CII,
// XRechnung 3.0 UBL and Factur-X EN 16931 (a PDF/A-3 with the CII attached). The amounts are the
// ones the printed invoice shows (shared/doc-types/invoice/tax.ts), so both always agree.
import { FormatFactoryService, InvoiceService, type Invoice } from "@e-invoice-eu/core";
import { computeInvoiceTotals, lineCategory, type TInvoiceRequest, type VatCategory } from "../../../shared/doc-types";
import { todayIso } from "../../../shared/validation";
import { compactId } from "../../../shared/business/identifiers";
import { invalidField } from "../../errors";
import type { BusinessIdentity } from "../business";
import { exemptionTexts, invoiceCurrency, tradingDisclosures, transferDetails, type InvoiceContext } from "./template";

import type { EInvoiceFormat } from "../../../shared/doc-types/invoice/e-invoice";

export type { EInvoiceFormat };

/** Peppol BIS Billing 3.0: the library's UBL carries EN 16931's bare id (gflohr/e-invoice-eu#352). */
export const PEPPOL_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const XRECHNUNG_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
/** EN 16931 itself: the CII export's and Factur-X's EN 16931 profile's guideline (BT-24). */
export const EN16931_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017";
const PEPPOL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/** The specification each format claims (BT-24): Peppol's and XRechnung's UBL, plain EN 16931 for CII and Factur-X. */
const CUSTOMIZATION_ID: Record<EInvoiceFormat, string> = {
  ubl: PEPPOL_CUSTOMIZATION_ID,
  xrechnung: XRECHNUNG_CUSTOMIZATION_ID,
  cii: EN16931_CUSTOMIZATION_ID,
  facturx: EN16931_CUSTOMIZATION_ID,
};

const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = {
  ubl: "UBL",
  cii: "CII",
  xrechnung: "XRECHNUNG-UBL",
  facturx: "Factur-X-EN16931",
};

/** VATEX codes (CEF VATEX code list) for the categories that must state why no VAT is charged. */
const VATEX: Partial<Record<VatCategory, string>> = { AE: "VATEX-EU-AE", K: "VATEX-EU-IC", G: "VATEX-EU-G", O: "VATEX-EU-O" };


/** Minor units as the decimal the XML carries: 12345 → "123.45", -5 → "-0.05". */
export const decimalOf = (minor: number) => {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

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
function endpointOf(format: EInvoiceFormat, vatId: string | undefined, country: string | undefined, registration: string | undefined, email: string | undefined) {
  if (format !== "ubl" && email) return { id: email, scheme: "EM" };
  const vat = vatId ? compactId(vatId) : undefined;
  const scheme = vat ? VAT_EAS[vat.slice(0, 2)] : undefined;
  if (vat && scheme) return { id: vat, scheme };
  if (country === "US" && registration && /^\d{2}-?\d{7}$/.test(registration)) return { id: registration.replace("-", ""), scheme: "9959" };
  if (format !== "ubl" && vat) return { id: vat, scheme: "9930" };
  return undefined;
}

/** What an e-invoice needs that the printed invoice may lack: a 400 naming the field. */
function assertComplete(input: TInvoiceRequest, business: BusinessIdentity | undefined, format: EInvoiceFormat): asserts business is BusinessIdentity {
  if (!business) throw invalidField("businessProfileId", "An e-invoice needs the business profile it is issued by (the seller's address and VAT ID)");
  if (!business.country) throw invalidField("businessProfileId", "An e-invoice needs the country of your business profile's address");
  if (input.items.some((i) => i.vatRate === undefined && i.vatCategory === undefined))
    throw invalidField("items", "An e-invoice needs a VAT rate or category on every line (the tax is computed from them)");
  if (!input.clientCountry) throw invalidField("clientCountry", "An e-invoice needs the client's country (ISO 3166 code, like FR)");
  // Two rules of EN 16931 that a printed invoice need not follow.
  const categories = new Set(input.items.map(lineCategory));
  if (categories.has("O") && categories.size > 1)
    throw invalidField("items", "An e-invoice can't mix lines not subject to VAT (category O) with other VAT categories (EN 16931, BR-O-11): issue them on an invoice of their own");
  if (categories.has("K") && !input.supplyDate && !input.supplyPeriod)
    throw invalidField("supplyDate", "An e-invoice of an intra-community supply (VAT category K) needs the date of supply: supplyDate or supplyPeriod (EN 16931, BR-IC-11)");
  // Peppol BIS 3 needs the buyer reference (BT-10) or the order reference (BT-13, our
  // purchaseOrderReference): PEPPOL-EN16931-R003. Between two German parties its German rules ask
  // for the buyer reference itself (DE-R-015); an order reference does not stand in for it there.
  if (format === "ubl" && !input.buyerReference) {
    if (business.country === "DE" && input.clientCountry === "DE")
      throw invalidField("buyerReference", "Peppol UBL between two German parties needs the buyer reference (the Leitweg-ID or the reference your client gave you; DE-R-015)");
    if (!input.purchaseOrderReference)
      throw invalidField("buyerReference", "Peppol UBL needs the buyer reference or the purchase order reference (the reference your client asked you to quote)");
  }
  if (format === "xrechnung" && !input.clientEmail)
    throw invalidField("clientEmail", "XRechnung needs the client's e-mail address as its electronic address");
  if (format === "xrechnung") {
    if (!input.buyerReference) throw invalidField("buyerReference", "XRechnung needs the buyer reference (the Leitweg-ID of a German public body)");
    const client = addressParts((input.clientAddress ?? "").split("\n").filter(Boolean));
    if (!client.city || !client.postalCode) throw invalidField("clientAddress", "XRechnung needs the client's postcode and city (a line like 10115 Berlin)");
    if (!business.city || !business.postalCode) throw invalidField("businessProfileId", "XRechnung needs your business profile's postcode and city");
    if (!business.phone) throw invalidField("businessProfileId", "XRechnung needs a phone number in your business profile (the seller's contact)");
    // The account the printed invoice gives for its currency (a UK account only in pounds, a US one only in dollars).
    const bank = transferDetails(business.bank, invoiceCurrency(input, business));
    if (!bank?.iban && !bank?.accountNumber)
      throw invalidField("businessProfileId", "XRechnung needs your bank account (IBAN) in your business profile");
  }
}

/** The invoice in the library's internal format (EN 16931 business terms, UBL-shaped). */
export function eInvoiceData(input: TInvoiceRequest, ctx: InvoiceContext, format: EInvoiceFormat): Invoice {
  const business = ctx.business;
  assertComplete(input, business, format);
  const currency = invoiceCurrency(input, business);
  const totals = computeInvoiceTotals(input);
  const money = (minor: number) => decimalOf(minor);
  const cur = <K extends string>(key: K, minor: number) => ({ [key]: money(minor), [`${key}@currencyID`]: currency }) as Record<K, string>;
  const credit = input.type === "credit_note";
  const seller = endpointOf(format, business.vatId, business.country, business.registrationNumber, business.email ?? ctx.issuer.email);
  const buyer = endpointOf(format, input.clientVatId, input.clientCountry, input.clientRegistrationNumber, input.clientEmail);
  if (!seller) throw invalidField("businessProfileId", "A Peppol e-invoice needs your business profile's VAT ID (its Peppol address)");
  if (!buyer) throw invalidField("clientVatId", "A Peppol e-invoice needs the client's VAT ID (its Peppol address)");
  const issued = todayIso(ctx.createdAt);
  const sellerEmail = business.email ?? ctx.issuer.email;
  const clientLines = (input.clientAddress ?? "").split("\n").filter(Boolean);
  const client = addressParts(clientLines);
  const exemptions = exemptionTexts(totals.vatBreakdown.map((e) => e.category), input, business);
  // One note (BT-22): Peppol allows a second only between two German parties (PEPPOL-EN16931-R002),
  // so the user's notes and each category's words are its paragraphs.
  const notes = [input.notes, ...new Set(exemptions.values())].filter((n): n is string => !!n);
  const disclosures = tradingDisclosures(business).join(" ");
  const paymentTerms =
    input.paymentTerms ?? (input.dueDate ? `Payment due by ${input.dueDate}.` : credit ? "The credited amount will be refunded or set against amounts due." : "Payment due upon receipt.");

  // A supply not subject to VAT (O) carries no VAT identifier of either party and no rate on its
  // lines (BR-O-02, BR-O-05; its breakdown keeps 0, which XRechnung requires); its invoice has no
  // other category (assertComplete refuses a mix, BR-O-11).
  const notSubject = totals.vatBreakdown.some((e) => e.category === "O");
  const taxCategory = (category: VatCategory, rate: number) => ({
    "cbc:ID": category,
    ...(category === "O" ? {} : { "cbc:Percent": String(rate) }),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  });

  const data = {
    "ubl:Invoice": {
      "cbc:CustomizationID": CUSTOMIZATION_ID[format],
      // Peppol's business process (BT-23) belongs to the UBL formats; the CII's is dropped below.
      ...(format === "ubl" || format === "xrechnung" ? { "cbc:ProfileID": PEPPOL_PROFILE_ID } : {}),
      "cbc:ID": ctx.number,
      "cbc:IssueDate": issued,
      ...(input.dueDate && !credit ? { "cbc:DueDate": input.dueDate } : {}),
      "cbc:InvoiceTypeCode": credit ? "381" : "380",
      ...(notes.length ? { "cbc:Note": [notes.join("\n\n")] } : {}),
      "cbc:DocumentCurrencyCode": currency,
      ...(input.buyerReference ? { "cbc:BuyerReference": input.buyerReference } : {}),
      ...(input.supplyPeriod?.start && input.supplyPeriod.end
        ? { "cac:InvoicePeriod": { "cbc:StartDate": input.supplyPeriod.start, "cbc:EndDate": input.supplyPeriod.end } }
        : {}),
      ...(input.purchaseOrderReference ? { "cac:OrderReference": { "cbc:ID": input.purchaseOrderReference } } : {}),
      ...(credit && input.precedingInvoice
        ? {
            "cac:BillingReference": [
              {
                "cac:InvoiceDocumentReference": {
                  "cbc:ID": input.precedingInvoice.number,
                  ...(input.precedingInvoice.date ? { "cbc:IssueDate": input.precedingInvoice.date } : {}),
                },
              },
            ],
          }
        : {}),
      "cac:AccountingSupplierParty": {
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
            ...(business.registrationNumber ? { "cbc:CompanyID": business.registrationNumber } : {}),
            ...(disclosures ? { "cbc:CompanyLegalForm": disclosures } : {}),
          },
          "cac:Contact": {
            "cbc:Name": business.signatory?.name ?? business.legalName,
            ...(business.phone ? { "cbc:Telephone": business.phone } : {}),
            "cbc:ElectronicMail": sellerEmail,
          },
        },
      },
      "cac:AccountingCustomerParty": {
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
            ...(input.clientRegistrationNumber ? { "cbc:CompanyID": input.clientRegistrationNumber } : {}),
          },
          ...(input.clientEmail ? { "cac:Contact": { "cbc:ElectronicMail": input.clientEmail } } : {}),
        },
      },
      // The date of supply; an intra-community supply also names the country goods go to (BR-IC-12).
      ...(input.supplyDate || totals.vatBreakdown.some((e) => e.category === "K")
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
        : {}),
      ...paymentMeans(transferDetails(business.bank, currency), ctx.number),
      "cac:PaymentTerms": { "cbc:Note": paymentTerms },
      // The document discount (BG-20), one per VAT rate it was spread over.
      ...(totals.discountTotal > 0
        ? {
            "cac:AllowanceCharge": totals.vatBreakdown
              .filter((e) => e.discountAmount > 0)
              .map((e) => ({
                "cbc:ChargeIndicator": "false",
                "cbc:AllowanceChargeReasonCode": "95",
                "cbc:AllowanceChargeReason": "Discount",
                ...cur("cbc:Amount", e.discountAmount),
                "cac:TaxCategory": taxCategory(e.category, e.rate),
              })),
          }
        : {}),
      "cac:TaxTotal": [
        {
          ...cur("cbc:TaxAmount", totals.taxTotal),
          "cac:TaxSubtotal": totals.vatBreakdown.map((e) => {
            const reason = exemptions.get(e.category);
            return {
              ...cur("cbc:TaxableAmount", e.taxableAmount),
              ...cur("cbc:TaxAmount", e.taxAmount),
              "cac:TaxCategory": {
                "cbc:ID": e.category,
                "cbc:Percent": String(e.rate),
                ...(VATEX[e.category] ? { "cbc:TaxExemptionReasonCode": VATEX[e.category] } : {}),
                ...(reason && e.category !== "S" && e.category !== "Z" ? { "cbc:TaxExemptionReason": reason } : {}),
                "cac:TaxScheme": { "cbc:ID": "VAT" },
              },
            };
          }),
        },
      ],
      "cac:LegalMonetaryTotal": {
        ...cur("cbc:LineExtensionAmount", totals.subtotal),
        ...cur("cbc:TaxExclusiveAmount", totals.taxableTotal),
        ...cur("cbc:TaxInclusiveAmount", totals.total),
        ...(totals.discountTotal > 0 ? cur("cbc:AllowanceTotalAmount", totals.discountTotal) : {}),
        ...cur("cbc:PayableAmount", totals.total),
      },
      "cac:InvoiceLine": totals.items.map((item, i) => {
        const category = lineCategory(item);
        const name = item.description.split("\n")[0]!;
        return {
          "cbc:ID": String(i + 1),
          "cbc:InvoicedQuantity": String(item.quantity),
          "cbc:InvoicedQuantity@unitCode": item.unit ?? "C62",
          ...cur("cbc:LineExtensionAmount", item.netAmount),
          ...(item.lineDiscount > 0
            ? {
                "cac:AllowanceCharge": [
                  {
                    "cbc:ChargeIndicator": "false",
                    "cbc:AllowanceChargeReasonCode": "95",
                    "cbc:AllowanceChargeReason": "Discount",
                    "cbc:MultiplierFactorNumeric": String(item.discountPercent),
                    ...cur("cbc:Amount", item.lineDiscount),
                    ...cur("cbc:BaseAmount", item.total),
                  },
                ],
              }
            : {}),
          "cac:Item": {
            ...(item.description !== name ? { "cbc:Description": item.description } : {}),
            "cbc:Name": name,
            "cac:ClassifiedTaxCategory": taxCategory(category, category === "S" ? (item.vatRate ?? 0) : 0),
          },
          "cac:Price": cur("cbc:PriceAmount", item.unitPrice),
        };
      }),
    },
  };
  return data as unknown as Invoice;
}

/** How to pay: a SEPA credit transfer to the IBAN, else a credit transfer to the account, as the invoice prints them (transferDetails). */
function paymentMeans(bank: BusinessIdentity["bank"], number: string) {
  if (bank?.iban)
    return {
      "cac:PaymentMeans": [
        {
          "cbc:PaymentMeansCode": "58",
          "cbc:PaymentID": number,
          "cac:PayeeFinancialAccount": {
            "cbc:ID": compactId(bank.iban),
            ...(bank.holder ? { "cbc:Name": bank.holder } : {}),
            ...(bank.bic ? { "cac:FinancialInstitutionBranch": { "cbc:ID": bank.bic } } : {}),
          },
        },
      ],
    };
  if (bank?.accountNumber)
    return {
      "cac:PaymentMeans": [
        {
          "cbc:PaymentMeansCode": "30",
          "cbc:PaymentID": number,
          "cac:PayeeFinancialAccount": {
            "cbc:ID": compactId(bank.accountNumber),
            ...(bank.holder ? { "cbc:Name": bank.holder } : {}),
            ...(bank.sortCode || bank.routingNumber ? { "cac:FinancialInstitutionBranch": { "cbc:ID": (bank.sortCode ?? bank.routingNumber)!.replace(/\D/g, "") } } : {}),
          },
        },
      ],
    };
  return {};
}

export interface BuiltEInvoice {
  body: Buffer;
  contentType: "application/xml" | "application/pdf";
  extension: "xml" | "pdf";
}

const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const service = new InvoiceService(quiet);

/** Deletes every key named in `keys` anywhere in a JSON tree. */
function dropKeys(node: unknown, keys: ReadonlySet<string>): void {
  if (Array.isArray(node)) node.forEach((n) => dropKeys(n, keys));
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (keys.has(k)) delete (node as Record<string, unknown>)[k];
      else dropKeys(v, keys);
    }
}

// The library's CII copies a line allowance's currencyID onto ram:BasisAmount and ram:ActualAmount,
// which EN 16931's CII rules refuse (CII-DT-031: only the tax total carries a currency). Its CII
// service (and Factur-X's, which extends it) tidies its tree in postProcess before writing the
// XML: that step also drops these two attributes. It also fills in Peppol's business process
// (BT-23) when the data has none; a CII that claims plain EN 16931 (the CII export, Factur-X's
// EN 16931 profile) is not a Peppol document, so that is dropped too (BT-23 is optional).
const LINE_ALLOWANCE_CURRENCY = new Set(["ram:BasisAmount@currencyID", "ram:ActualAmount@currencyID"]);
type CiiTree = { "rsm:CrossIndustryInvoice"?: { "rsm:ExchangedDocumentContext"?: Record<string, { "ram:ID"?: string } | undefined> } };
function dropPeppolProcess(cii: CiiTree) {
  const context = cii["rsm:CrossIndustryInvoice"]?.["rsm:ExchangedDocumentContext"];
  if (context?.["ram:GuidelineSpecifiedDocumentContextParameter"]?.["ram:ID"] === EN16931_CUSTOMIZATION_ID)
    delete context["ram:BusinessProcessSpecifiedDocumentContextParameter"];
}
const ciiService = Object.getPrototypeOf(new FormatFactoryService().createFormatService("CII", quiet)) as { postProcess?: (cii: object) => void };
const libraryPostProcess = ciiService.postProcess;
if (typeof libraryPostProcess === "function")
  ciiService.postProcess = function (this: unknown, cii: object) {
    libraryPostProcess.call(this, cii);
    dropKeys(cii, LINE_ALLOWANCE_CURRENCY);
    dropPeppolProcess(cii as CiiTree);
  };

/**
 * One e-invoice. Factur-X takes the invoice's PDF as printed (`pdf`) and makes it a PDF/A-3 with
 * the CII attached as factur-x.xml.
 */
export async function buildEInvoice(
  input: TInvoiceRequest,
  ctx: InvoiceContext,
  format: EInvoiceFormat,
  pdf?: () => Promise<Buffer>,
): Promise<BuiltEInvoice> {
  const data = eInvoiceData(input, ctx, format);
  const lang = (ctx.business?.locale ?? "en").toLowerCase();
  if (format === "facturx") {
    if (!pdf) throw new Error("Factur-X needs the invoice's PDF");
    const printed = await pdf();
    const out = await service.generate(data, {
      format: LIBRARY_FORMAT[format],
      lang,
      pdf: { buffer: new Uint8Array(printed), filename: `${ctx.number}.pdf`, mimetype: "application/pdf" },
    });
    return { body: Buffer.from(out as Uint8Array), contentType: "application/pdf", extension: "pdf" };
  }
  let xml = String(await service.generate(data, { format: LIBRARY_FORMAT[format], lang }));
  // The library writes EN 16931's bare CustomizationID into UBL; Peppol and XRechnung need theirs.
  if (format === "ubl" || format === "xrechnung") {
    const wanted = format === "ubl" ? PEPPOL_CUSTOMIZATION_ID : XRECHNUNG_CUSTOMIZATION_ID;
    xml = xml.replace(/<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, `<cbc:CustomizationID>${wanted}</cbc:CustomizationID>`);
  }
  return { body: Buffer.from(xml, "utf8"), contentType: "application/xml", extension: "xml" };
}
