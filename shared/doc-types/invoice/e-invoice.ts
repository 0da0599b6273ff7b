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

/** The kinds that have e-invoices: quotes and receipts are not invoices. */
export const E_INVOICE_KINDS: readonly string[] = ["invoice", "credit_note"];
