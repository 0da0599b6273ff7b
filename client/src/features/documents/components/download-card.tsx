// Downloads: HTML, Markdown and PDF are attachments (docs/API.md), so plain links with `download`.
// The PDF's paper size follows the reader's locale until they pick one.
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { exportUrl, type PaperSize } from "@/components/tool/document";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

const PAPER_OPTIONS: { value: PaperSize; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
];

/** US Letter where it is the norm (the US, Canada, Mexico, the Philippines, ...), else A4. */
export function defaultPaperSize(
  locale: string | undefined = globalThis.navigator?.language,
): PaperSize {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return region && ["US", "CA", "MX", "PH", "CL", "CO", "VE", "GT", "PR"].includes(region)
    ? "letter"
    : "a4";
}

export function DownloadCard({ documentId }: { documentId: string }) {
  const [paper, setPaper] = useState<PaperSize>(() => defaultPaperSize());
  const paperId = useId();
  const links: { format: "html" | "markdown" | "pdf"; label: string; href: string }[] = [
    { format: "pdf", label: "PDF", href: exportUrl(documentId, "pdf", paper) },
    { format: "html", label: "HTML", href: exportUrl(documentId, "html") },
    { format: "markdown", label: "Markdown", href: exportUrl(documentId, "markdown") },
  ];
  return (
    <section aria-labelledby="download-title" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="download-title" className="text-base font-semibold text-slate-900">
        Download
      </h2>
      <p className="mt-0.5 text-sm text-muted-foreground">Save a copy to publish or print.</p>
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
      <div className="mt-4 space-y-2">
        <Label htmlFor={paperId}>Paper size</Label>
        <Select value={paper} onValueChange={(value) => setPaper(value as PaperSize)}>
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
          Used for the PDF.
        </p>
      </div>
    </section>
  );
}
