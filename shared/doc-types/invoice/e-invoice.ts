// The e-invoice formats an invoice or credit note is exported in (GET /api/documents/:id/export/:format),
// shared by the server's route and the viewer's download buttons.
export const E_INVOICE_FORMATS = ["ubl", "cii", "xrechnung", "facturx"] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];
export const isEInvoiceFormat = (value: string): value is EInvoiceFormat => (E_INVOICE_FORMATS as readonly string[]).includes(value);

export const E_INVOICE_LABELS: Record<EInvoiceFormat, string> = {
  ubl: "UBL (Peppol)",
  cii: "CII",
  xrechnung: "XRechnung",
  facturx: "Factur-X PDF",
};

/** The one line on which to choose, under the viewer's e-invoice downloads. */
export const E_INVOICE_HINT = "For German public bodies: XRechnung; for Peppol: UBL; for everyone else in the EU: Factur-X";

/** One format's readiness: whether its export would be built, else the fields it still needs. */
export interface TEInvoiceFormatReadiness {
  ready: boolean;
  /** Field paths: the request's (buyerReference, clientEmail...) or the business profile's (businessProfile.phone...). */
  missing: string[];
}

/** `eInvoice` on an invoice's or credit note's answer: each format's readiness. */
export type TEInvoiceReadiness = Record<EInvoiceFormat, TEInvoiceFormatReadiness>;

/** What an invoice's and credit note's answers add (their meta's `answer`). */
export interface TEInvoiceAnswer {
  eInvoice?: TEInvoiceReadiness;
}
