// Downloads: HTML, Markdown and PDF are attachments (docs/API.md), so plain links with `download`.
// An e-invoice is fetched first: it is refused (400) when the invoice lacks what its format needs
// (a Leitweg-ID, a VAT ID...), and that message belongs in a toast, not in a downloaded file. The
// document's answer says beforehand what each format still needs (`eInvoice`, from the checks the
// export refuses with): such a button is disabled, with the missing fields in words beneath it.
// By default no paper is asked for, so the server prints on the paper of the business the document
// is issued by, as it does for the generator's Download PDF; A4 and US Letter can be picked.
import { Download } from "lucide-react";
import { useId, useState } from "react";
import {
  E_INVOICE_HINT,
  E_INVOICE_LABELS,
  type EInvoiceFormat,
  type TEInvoiceReadiness,
} from "@shared/doc-types/invoice/e-invoice";
import { missingInWords } from "@shared/doc-types/invoice/e-invoice-words";
import { docMetaOf } from "@shared/doc-types/registry";
import { type ExportFormat, exportUrl, type PaperSize } from "../document";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, getErrorMessage } from "@/lib/api-client";
import { downloadName, saveBlob } from "@/lib/download";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

type PaperChoice = PaperSize | "auto";

const PAPER_OPTIONS: { value: PaperChoice; label: string }[] = [
  { value: "auto", label: "Automatic" },
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
];

/** An export's address: the server's defaults unless a paper or an older version is asked for. */
export function exportHref(
  documentId: string,
  format: ExportFormat,
  { paper, version }: { paper?: PaperSize | undefined; version?: number | undefined } = {},
): string {
  const params = new URLSearchParams();
  if (paper && format !== "markdown") params.set("paper", paper);
  if (version !== undefined) params.set("version", String(version));
  const query = params.toString();
  return query ? `${exportUrl(documentId, format)}?${query}` : exportUrl(documentId, format);
}

/** An e-invoice's address: an invoice's or credit note's, of a version when asked. */
export function eInvoiceHref(documentId: string, format: EInvoiceFormat, version?: number): string {
  const base = `/api/documents/${encodeURIComponent(documentId)}/export/${format}`;
  return version === undefined ? base : `${base}?version=${version}`;
}

/** Fetches an e-invoice and saves it; a refusal is shown with the server's words. */
async function downloadEInvoice(href: string, fallbackName: string) {
  try {
    const res = await apiRequest("GET", href);
    saveBlob(await res.blob(), downloadName(res, fallbackName));
  } catch (err) {
    const message = (err instanceof ApiError && err.errors[0]?.message) || getErrorMessage(err);
    toast({ variant: "destructive", title: "This invoice can't be made into that e-invoice yet", description: message });
  }
}

/** Why a format can't be exported yet, in words; undefined when it can (or nothing is known). */
function blockedReason(format: EInvoiceFormat, readiness: TEInvoiceReadiness | undefined, draft: boolean): string | undefined {
  const needs = readiness && !readiness[format].ready ? `${E_INVOICE_LABELS[format]} needs ${missingInWords(readiness[format].missing)}.` : undefined;
  if (draft) return ["Finalize it first: a draft has no number yet.", needs].filter(Boolean).join(" ");
  return needs;
}

export function DownloadCard({
  documentId,
  documentType,
  version,
  eInvoice,
  draft = false,
}: {
  documentId: string;
  /** The document's kind: an invoice or credit note also offers its e-invoices. */
  documentType?: string;
  /** An older version being looked at; its exports rather than the current one's. */
  version?: number | undefined;
  /** The current version's e-invoice readiness (the document's answer); not for an older version. */
  eInvoice?: TEInvoiceReadiness | undefined;
  /** A draft: its e-invoices wait for its number. */
  draft?: boolean;
}) {
  const reasonsId = useId();
  const [paper, setPaper] = useState<PaperChoice>("auto");
  const paperId = useId();
  const chosen = paper === "auto" ? undefined : paper;
  const capabilities = documentType ? docMetaOf(documentType)?.capabilities : undefined;
  // An uploaded PDF is only a PDF, exactly as uploaded (no other format, no paper to choose).
  const uploaded = !!capabilities?.uploaded;
  const eInvoiceFormats = capabilities?.eInvoice ?? [];
  const all: { format: ExportFormat; label: string; href: string }[] = [
    { format: "pdf", label: "PDF", href: exportHref(documentId, "pdf", { paper: chosen, version }) },
    { format: "html", label: "HTML", href: exportHref(documentId, "html", { paper: chosen, version }) },
    { format: "markdown", label: "Markdown", href: exportHref(documentId, "markdown", { version }) },
  ];
  const links = uploaded ? all.slice(0, 1) : all;
  return (
    <section aria-labelledby="download-title" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="download-title" className="text-base font-semibold text-slate-900">
        Download
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">
        {version === undefined
          ? "Save a copy to publish or print."
          : `Save a copy of version ${version}.`}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {links.map((link) => (
          <Button
            key={link.format}
            asChild
            variant={link.format === "pdf" ? "default" : "outline"}
            size="sm"
            className={link.format === "pdf" ? "col-span-2" : undefined}
          >
            <a href={link.href} download>
              <Download aria-hidden="true" />
              {link.label}
            </a>
          </Button>
        ))}
      </div>
      {eInvoiceFormats.length > 0 && (
        <div className="mt-4 space-y-2" data-testid="e-invoice-downloads">
          <h3 className="text-sm font-semibold text-slate-900">E-invoice</h3>
          <div className="grid grid-cols-2 gap-2">
            {eInvoiceFormats.map((format) => {
              const href = eInvoiceHref(documentId, format, version);
              if (blockedReason(format, eInvoice, draft))
                return (
                  <Button key={format} variant="outline" size="sm" disabled aria-describedby={`${reasonsId}-${format}`}>
                    <Download aria-hidden="true" />
                    {E_INVOICE_LABELS[format]}
                  </Button>
                );
              return (
              <Button key={format} asChild variant="outline" size="sm">
                <a
                  href={href}
                  download
                  onClick={(event) => {
                    event.preventDefault();
                    void downloadEInvoice(href, `e-invoice-${format}${format === "facturx" ? ".pdf" : ".xml"}`);
                  }}
                >
                  <Download aria-hidden="true" />
                  {E_INVOICE_LABELS[format]}
                </a>
              </Button>
              );
            })}
          </div>
          <ul className="space-y-1 text-xs text-amber-800" data-testid="e-invoice-blocked">
            {eInvoiceFormats.map((format) => {
              const reason = blockedReason(format, eInvoice, draft);
              return reason ? (
                <li key={format} id={`${reasonsId}-${format}`}>
                  {reason}
                </li>
              ) : null;
            })}
          </ul>
          <p className="text-xs text-muted-foreground">{E_INVOICE_HINT}</p>
        </div>
      )}
      {!uploaded && (
      <div className="mt-4 space-y-2">
        <Label htmlFor={paperId}>Paper size</Label>
        <Select value={paper} onValueChange={(value) => setPaper(value as PaperChoice)}>
          <SelectTrigger id={paperId} aria-describedby={`${paperId}-hint`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAPER_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id={`${paperId}-hint`} className="text-xs text-muted-foreground">
          Used for the PDF and HTML. Automatic prints on your business profile&apos;s paper, or A4.
        </p>
      </div>
      )}
    </section>
  );
}
