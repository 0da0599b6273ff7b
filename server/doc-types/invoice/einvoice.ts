// E-invoices of an invoice or credit note, built by @e-invoice-eu/core from its internal format
// (UBL-shaped JSON, EN 16931's business terms): Peppol BIS Billing 3.0 UBL, UN/CEFACT CII,
// XRechnung 3.0 UBL and Factur-X EN 16931 (a PDF/A-3 with the CII attached). The amounts are the
// ones the printed invoice shows (shared/doc-types/invoice/tax.ts), so both always agree.
import { FormatFactoryService, InvoiceService, type Invoice } from "@e-invoice-eu/core";
import { computeInvoiceTotals, type TInvoiceRequest } from "../../../shared/doc-types";
import { todayIso } from "../../../shared/validation";
import { compactId } from "../../../shared/business/identifiers";
import { AppError } from "../../errors";
import type { BusinessIdentity } from "../business";
import { exemptionTexts, invoiceCurrency, tradingDisclosures, transferDetails, type InvoiceContext } from "./template";
import { amountWriters, documentAllowances, invoiceLines, monetaryTotal, taxTotals } from "./einvoice-amounts";
import { frenchPaymentMentions } from "./france";
import { addressParts, customerParty, delivery, endpointOf, supplierParty } from "./einvoice-parties";
import { assertNoGaps } from "./einvoice-checks";

import type { EInvoiceFormat } from "../../../shared/doc-types/invoice/e-invoice";

export type { EInvoiceFormat };
export { decimalOf } from "./einvoice-amounts";
export { addressParts } from "./einvoice-parties";
export { eInvoiceReadiness } from "./einvoice-checks";

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

/** The invoice in the library's internal format (EN 16931 business terms, UBL-shaped). */
export function eInvoiceData(input: TInvoiceRequest, ctx: InvoiceContext, format: EInvoiceFormat): Invoice {
  // Its number (BT-1) is taken when it is finalized.
  if (!ctx.number) throw new AppError("conflict", "A draft has no invoice number yet: finalize it to export its e-invoice.");
  const number = ctx.number;
  // What the invoice lacks for this format is a 400 naming the field (./einvoice-checks.ts).
  assertNoGaps(input, ctx, format);
  const business = ctx.business;
  const currency = invoiceCurrency(input, business);
  const totals = computeInvoiceTotals(input);
  const writers = amountWriters(currency);
  const credit = input.type === "credit_note";
  // Both exist: a missing one is a gap.
  const seller = endpointOf(format, business.vatId, business.country, business.registrationNumber, business.email ?? ctx.issuer.email)!;
  const buyer = endpointOf(format, input.clientVatId, input.clientCountry, input.clientRegistrationNumber, input.clientEmail)!;
  const issued = todayIso(ctx.createdAt);
  const sellerEmail = business.email ?? ctx.issuer.email;
  const clientLines = (input.clientAddress ?? "").split("\n").filter(Boolean);
  const client = addressParts(clientLines);
  const exemptions = exemptionTexts(totals.vatBreakdown.map((e) => e.category), input, business);
  // One note (BT-22): Peppol allows a second only between two German parties (PEPPOL-EN16931-R002),
  // so the user's notes and each category's words are its paragraphs.
  const notes = [input.notes, ...new Set(exemptions.values()), ...frenchPaymentMentions(input, business)].filter((n): n is string => !!n);
  const disclosures = tradingDisclosures(business).join(" ");
  // A credit note prints no payment terms, only how the credit is settled: its XML says that too,
  // not terms typed on the form that the document does not show.
  const paymentTerms = credit
    ? "The credited amount will be refunded or set against amounts due."
    : (input.paymentTerms ?? (input.dueDate ? `Payment due by ${input.dueDate}.` : "Payment due upon receipt."));

  // A supply not subject to VAT (O) carries no VAT identifier of either party and no rate on its
  // lines (BR-O-02, BR-O-05; its breakdown keeps 0, which XRechnung requires); its invoice has no
  // other category (a mix is a gap, BR-O-11).
  const notSubject = totals.vatBreakdown.some((e) => e.category === "O");

  const data = {
    "ubl:Invoice": {
      "cbc:CustomizationID": CUSTOMIZATION_ID[format],
      // Peppol's business process (BT-23) belongs to the UBL formats; the CII's is dropped below.
      ...(format === "ubl" || format === "xrechnung" ? { "cbc:ProfileID": PEPPOL_PROFILE_ID } : {}),
      "cbc:ID": number,
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
      "cac:AccountingSupplierParty": supplierParty(business, seller, sellerEmail, disclosures, notSubject),
      "cac:AccountingCustomerParty": customerParty(input, buyer, client, notSubject),
      ...delivery(input, totals, client),
      ...paymentMeans(transferDetails(business.bank, currency), number),
      "cac:PaymentTerms": { "cbc:Note": paymentTerms },
      ...documentAllowances(totals, writers),
      "cac:TaxTotal": taxTotals(totals, exemptions, writers),
      "cac:LegalMonetaryTotal": monetaryTotal(totals, writers),
      "cac:InvoiceLine": invoiceLines(totals, writers),
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

// Two business terms the printed invoice shows that the library's CII leaves out: the purchase
// order reference (BT-13) in Factur-X's EN 16931 profile (its mapping keeps it for EXTENDED only,
// though EN 16931 has it), and a credit note's preceding invoice (BT-25 in BG-3: its mapping reads
// cac:BillingReference/cbc:ID, where UBL has cac:InvoiceDocumentReference/cbc:ID). Each is put
// back, when absent, in its place in the CII schema's sequence (D16B), from the invoice the CII
// service was given (kept per service: the library makes one for each e-invoice).
type Tree = Record<string, unknown>;
type UblInvoice = {
  "cac:OrderReference"?: { "cbc:ID"?: string };
  "cac:BillingReference"?: { "cac:InvoiceDocumentReference": { "cbc:ID": string; "cbc:IssueDate"?: string } }[];
};
const AFTER_BUYER_ORDER = ["QuotationReferencedDocument", "OrderResponseReferencedDocument", "ContractReferencedDocument", "DemandForecastReferencedDocument", "SupplyInstructionReferencedDocument", "PromotionalDealReferencedDocument", "PriceListReferencedDocument", "AdditionalReferencedDocument", "RequisitionerReferencedDocument", "BuyerAgentTradeParty", "PurchaseConditionsReferencedDocument", "SpecifiedProcuringProject", "UltimateCustomerOrderReferencedDocument"];
const AFTER_INVOICE_REFERENCE = ["ProFormaInvoiceReferencedDocument", "LetterOfCreditReferencedDocument", "FactoringAgreementReferencedDocument", "FactoringListReferencedDocument", "PayableSpecifiedTradeAccountingAccount", "ReceivableSpecifiedTradeAccountingAccount", "PurchaseSpecifiedTradeAccountingAccount", "SalesSpecifiedTradeAccountingAccount", "SpecifiedTradeSettlementFinancialCard", "SpecifiedAdvancePayment", "UltimatePayeeTradeParty"];

/** `parent` with `key` set to `value` before the first of the elements the schema puts after it. */
function insertBefore(parent: Tree, key: string, value: unknown, after: readonly string[]) {
  const entries = Object.entries(parent);
  const at = entries.findIndex(([k]) => after.includes(k.split("@")[0]!.replace(/^ram:/, "")));
  entries.splice(at === -1 ? entries.length : at, 0, [key, value]);
  for (const k of Object.keys(parent)) delete parent[k];
  Object.assign(parent, Object.fromEntries(entries));
}

function restoreReferences(cii: Tree, invoice: UblInvoice | undefined) {
  const transaction = (cii["rsm:CrossIndustryInvoice"] as Tree | undefined)?.["rsm:SupplyChainTradeTransaction"] as Tree | undefined;
  const agreement = transaction?.["ram:ApplicableHeaderTradeAgreement"] as Tree | undefined;
  const order = invoice?.["cac:OrderReference"]?.["cbc:ID"];
  if (agreement && order && !agreement["ram:BuyerOrderReferencedDocument"])
    insertBefore(agreement, "ram:BuyerOrderReferencedDocument", { "ram:IssuerAssignedID": order }, AFTER_BUYER_ORDER);
  const settlement = transaction?.["ram:ApplicableHeaderTradeSettlement"] as Tree | undefined;
  const preceding = (invoice?.["cac:BillingReference"] ?? []).map((r) => r["cac:InvoiceDocumentReference"]);
  if (settlement && preceding.length && !settlement["ram:InvoiceReferencedDocument"])
    insertBefore(
      settlement,
      "ram:InvoiceReferencedDocument",
      preceding.map((p) => ({
        "ram:IssuerAssignedID": p["cbc:ID"],
        ...(p["cbc:IssueDate"]
          ? { "ram:FormattedIssueDateTime": { "qdt:DateTimeString": p["cbc:IssueDate"].replaceAll("-", ""), "qdt:DateTimeString@format": "102" } }
          : {}),
      })),
      AFTER_INVOICE_REFERENCE,
    );
}

const invoiceOf = new WeakMap<object, UblInvoice | undefined>();
const ciiService = Object.getPrototypeOf(new FormatFactoryService().createFormatService("CII", quiet)) as {
  postProcess?: (cii: object) => void;
  generate?: (invoice: Invoice, options: unknown) => Promise<unknown>;
};
const libraryPostProcess = ciiService.postProcess;
const libraryGenerate = ciiService.generate;
if (typeof libraryPostProcess === "function" && typeof libraryGenerate === "function") {
  ciiService.generate = function (this: object, invoice: Invoice, options: unknown) {
    invoiceOf.set(this, (invoice as unknown as { "ubl:Invoice"?: UblInvoice })["ubl:Invoice"]);
    return libraryGenerate.call(this, invoice, options);
  };
  ciiService.postProcess = function (this: object, cii: object) {
    libraryPostProcess.call(this, cii);
    dropKeys(cii, LINE_ALLOWANCE_CURRENCY);
    dropPeppolProcess(cii as CiiTree);
    restoreReferences(cii as Tree, invoiceOf.get(this));
  };
}

// The library writes its XML with xmlbuilder2, which decodes the entity references in the text
// it is given ("R&amp;D" becomes "R&D", "&#x202E;" a real right-to-left override) and writes an
// "&" followed by a name or a decimal number and ";" as it stands ("&e;" is then an undefined
// entity and "&#0;" a NUL: the XML is not well-formed). So every "&" of the text is handed over
// as "&amp;amp;": decoded once it is "&amp;", which the writer keeps, and the XML's text is
// exactly what was typed and what the PDF prints. This is done where the library renders its tree
// (renderXML: UBL, CII, XRechnung and Factur-X's CII), so no field can miss it, and for the XMP
// of Factur-X's PDF/A, which it writes node by node (no decoding: "&amp;") from the seller's name
// and the invoice's number; the PDF's own title and author take the text as it is. The XMP is
// then stored one byte per UTF-16 unit ("ü" would not be UTF-8, "😀" a NUL), so its text goes as
// ASCII, any other character as a decimal reference (which the writer keeps too).
const escapeTree = (node: unknown): unknown => {
  if (typeof node === "string") return node.replaceAll("&", "&amp;amp;");
  if (Array.isArray(node)) return node.map(escapeTree);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, escapeTree(v)]));
  return node;
};
const xmpText = (text: string) => text.replaceAll("&", "&amp;").replace(/[^\t\n\r\x20-\x7E]/gu, (c) => `&#${c.codePointAt(0)};`);
const escapeXmp = (meta: unknown) =>
  Object.fromEntries(Object.entries(meta as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? xmpText(v) : v]));

/** The prototype that defines `method`, which this file wraps: a library without it fails at load, not in silence. */
function definerOf(object: object, method: string): Record<string, (...args: unknown[]) => unknown> {
  for (let p: object | null = Object.getPrototypeOf(object); p; p = Object.getPrototypeOf(p))
    if (Object.hasOwn(p, method) && typeof (p as Record<string, unknown>)[method] === "function") return p as Record<string, (...args: unknown[]) => unknown>;
  throw new Error(`@e-invoice-eu/core no longer has ${method}: its text escaping (server/doc-types/invoice/einvoice.ts) must be checked again`);
}
const formats = new FormatFactoryService();
const xmlRenderer = definerOf(formats.createFormatService("CII", quiet), "renderXML");
const renderXML = xmlRenderer.renderXML!;
xmlRenderer.renderXML = function (this: unknown, tree: unknown) {
  return renderXML.call(this, escapeTree(tree));
};
const xmpWriter = definerOf(formats.createFormatService(LIBRARY_FORMAT.facturx, quiet), "addXmpMeta");
const addXmpMeta = xmpWriter.addXmpMeta!;
xmpWriter.addXmpMeta = function (this: unknown, node: unknown, meta: unknown) {
  return addXmpMeta.call(this, node, escapeXmp(meta));
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
