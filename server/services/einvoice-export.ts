// GET /api/documents/:id/export/{ubl,cii,xrechnung,facturx}: the e-invoice of a stored version of an
// invoice or credit note, built by its type (server/doc-types/invoice/einvoice.ts) from the input
// and context the version keeps; Factur-X embeds the version's PDF as the exporter prints it.
import { documentTypeLabel, type EInvoiceFormat } from "../../shared/doc-types";
import type { Document, DocumentVersion } from "../../shared/schema";
import type { TEInvoiceReadiness } from "../../shared/doc-types/invoice/e-invoice";
import type { DocTypes, ServerDocType } from "../doc-types/define";
import { contextFromJson } from "../doc-types/render";
import { invalidField } from "../errors";
import { exportFilename, type Exporter } from "./exports";
import type { Paper } from "../documents/pdf-printer";

const invalid = (message: string) => invalidField("format", message);

const SUFFIX: Record<EInvoiceFormat, string> = { ubl: "-ubl", cii: "-cii", xrechnung: "-xrechnung", facturx: "-factur-x" };

/** A version's stored input, as today's schema reads it (the defaults a newer template relies on); undefined when it no longer validates. */
function storedInput(type: ServerDocType, version: DocumentVersion) {
  const parsed = type.definition.schema.safeParse(version.input);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Each e-invoice format's readiness for a version (an invoice's or credit note's answer), from the
 * checks its export refuses with; nothing for another type or an input that no longer validates.
 */
export function eInvoiceReadinessOf(type: ServerDocType | undefined, version: DocumentVersion): { eInvoice?: TEInvoiceReadiness } {
  const input = type?.eInvoiceReadiness ? storedInput(type, version) : undefined;
  if (!type?.eInvoiceReadiness || input === undefined) return {};
  return { eInvoice: type.eInvoiceReadiness({ input, context: contextFromJson(version.context) }) };
}

export async function exportEInvoice({
  types,
  exporter,
  document,
  version,
  format,
  paper,
  watermark,
}: {
  types: DocTypes;
  exporter: Exporter;
  document: Document;
  version: DocumentVersion;
  format: EInvoiceFormat;
  paper: Paper;
  watermark: boolean;
}) {
  const type = types.get(document.type);
  if (!type?.eInvoice) throw invalid(`A ${documentTypeLabel(document.type).toLowerCase()} has no e-invoice: only invoices and credit notes have one`);
  const input = storedInput(type, version);
  if (input === undefined) throw invalid("This version's input no longer validates: edit the invoice, then export it");
  const built = await type.eInvoice({
    input,
    context: contextFromJson(version.context),
    format,
    pdf: async () => (await exporter.render({ document, version, format: "pdf", paper, watermark })).body,
  });
  const base = exportFilename(document.title, "pdf").replace(/\.pdf$/, "");
  return { ...built, filename: `${base}${SUFFIX[format]}.${built.extension}` };
}
