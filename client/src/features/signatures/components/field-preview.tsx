// The signer's own fields shown where they are on the uploaded PDF: the pages that carry one,
// drawn by pdf.js, each box outlined and labelled (a text field shows what the signer has typed).
// Loaded by the signer page only when the signer has fields (React.lazy): pdf.js stays out of its
// first download.
import { useEffect, useRef, useState } from "react";
import type { TSignerField } from "@shared/api/signatures";
import { KIND_LABELS, type PageSize } from "../field-placement";
import { PdfPage, pdfjs } from "./pdf-page";

const MAX_WIDTH_PX = 600;

export default function FieldPreview({ url, fields, values }: { url: string; fields: TSignerField[]; values: Record<string, string> }) {
  const [pdf, setPdf] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_WIDTH_PX);

  useEffect(() => {
    const loading = pdfjs.getDocument({ url });
    loading.promise.then(setPdf, () => setFailed(true));
    return () => void loading.destroy();
  }, [url]);
  useEffect(() => {
    // As wide as the page allows (a phone's screen), at most MAX_WIDTH_PX.
    if (box.current) setWidth(Math.min(MAX_WIDTH_PX, Math.floor(box.current.clientWidth)));
  }, [pdf]);

  if (failed) return null;
  const pages = [...new Set(fields.map((f) => f.page))].sort((a, b) => a - b);
  return (
    <div ref={box} className="space-y-3" data-testid="field-preview">
      {!pdf && <p className="text-sm text-muted-foreground">Loading the pages with your fields…</p>}
      {pdf &&
        pages.map((page) => {
          const scale = width / (sizes[page]?.width ?? width);
          return (
            <figure key={page} className="mx-auto w-fit">
              <figcaption className="mb-1 text-xs text-muted-foreground">Page {page}</figcaption>
              <div className="relative border bg-white" data-testid={`preview-page-${page}`}>
                <PdfPage pdf={pdf} number={page} widthPx={width} onSize={(size) => setSizes((s) => (s[page] ? s : { ...s, [page]: size }))} />
                {sizes[page] &&
                  fields
                    .filter((f) => f.page === page)
                    .map((f) => (
                      <div
                        key={f.id}
                        className="absolute overflow-hidden rounded-sm border-2 border-blue-600 bg-blue-500/15 px-1 text-[10px] font-medium leading-tight text-blue-950"
                        style={{ left: f.x * scale, top: f.y * scale, width: f.width * scale, height: f.height * scale }}
                      >
                        {f.kind === "text" ? values[f.id]?.trim() || f.label || KIND_LABELS.text : KIND_LABELS[f.kind]}
                      </div>
                    ))}
              </div>
            </figure>
          );
        })}
    </div>
  );
}
