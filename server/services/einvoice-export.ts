// GET /api/documents/:id/export/{ubl,cii,xrechnung,facturx}: the e-invoice of a stored version of an
// invoice or credit note, built by its type (server/doc-types/invoice/einvoice.ts) from the input
// and context the version keeps; Factur-X embeds the version's PDF as the exporter prints it.
import { documentTypeLabel, type EInvoiceFormat } from "../../shared/doc-types";
import type { Document, DocumentVersion } from "../../shared/schema";
import type { DocTypes } from "../doc-types/registry";
import { contextFromJson } from "../doc-types/render";
import { invalidField } from "../errors";
import { exportFilename, type Exporter } from "./exports";
import type { Paper } from "../documents/pdf-printer";

const invalid = (message: string) => invalidField("format", message);

const SUFFIX: Record<EInvoiceFormat, string> = { ubl: "-ubl", cii: "-cii", xrechnung: "-xrechnung", facturx: "-factur-x" };

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
  // The stored input, as today's schema reads it (the defaults a newer template relies on).
  const parsed = type.definition.schema.safeParse(version.input);
  if (!parsed.success) throw invalid("This version's input no longer validates: edit the invoice, then export it");
  const built = await type.eInvoice({
    input: parsed.data,
    context: contextFromJson(version.context),
    format,
    pdf: async () => (await exporter.render({ document, version, format: "pdf", paper, watermark })).body,
  });
  const base = exportFilename(document.title, "pdf").replace(/\.pdf$/, "");
  return { ...built, filename: `${base}${SUFFIX[format]}.${built.extension}` };
}
