// The uploaded PDF's pages, rendered by pdf.js, on which the sender places each signer's fields:
// drag a kind from the palette onto a page (or pick it, then click the page), drag a box to move
// it, × to remove it; text fields get a label and a required mark in the list below. Loaded only
// by the send dialog, for an uploaded PDF (React.lazy): pdf.js stays out of every other bundle, and
// its worker is a file Vite serves.
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FIELD_LABEL_MAX, SIGNATURE_FIELD_KINDS, type SignatureFieldKind } from "@shared/api/signatures";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { PdfPage, pdfjs } from "./pdf-page";
import { KIND_LABELS, moveField, placeField, type PageSize, type PlacedField, toPoints } from "../field-placement";

/** CSS pixels a page is shown at, across. */
const PAGE_WIDTH_PX = 600;
const DRAG_TYPE = "application/x-founderdocs-field";
const COLOURS = ["border-blue-600 bg-blue-500/15 text-blue-950", "border-emerald-600 bg-emerald-500/15 text-emerald-950", "border-amber-600 bg-amber-500/20 text-amber-950", "border-fuchsia-600 bg-fuchsia-500/15 text-fuchsia-950", "border-rose-600 bg-rose-500/15 text-rose-950"];
const colourOf = (signer: number) => COLOURS[signer % COLOURS.length]!;

interface Signer {
  name: string;
  role: string;
}

export default function FieldPlacer({
  pdfUrl,
  signers,
  fields,
  onChange,
}: {
  pdfUrl: string;
  signers: readonly Signer[];
  fields: PlacedField[];
  onChange: (fields: PlacedField[]) => void;
}) {
  const [pdf, setPdf] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const signing = signers.map((s, i) => ({ ...s, index: i })).filter((s) => s.role !== "cc");
  const [signer, setSigner] = useState(signing[0]?.index ?? 0);
  const [armed, setArmed] = useState<SignatureFieldKind | null>(null);
  const moving = useRef<{ key: string; startX: number; startY: number; origin: PlacedField; scale: number } | null>(null);

  useEffect(() => {
    const loading = pdfjs.getDocument({ url: pdfUrl, withCredentials: true });
    loading.promise.then(setPdf, () => setFailed(true));
    return () => void loading.destroy();
  }, [pdfUrl]);

  const current = signing.some((s) => s.index === signer) ? signer : (signing[0]?.index ?? 0);
  const scaleOf = (page: number) => PAGE_WIDTH_PX / (sizes[page]?.width ?? PAGE_WIDTH_PX);

  const place = (kind: SignatureFieldKind, page: number, offset: { x: number; y: number }) => {
    const pageSize = sizes[page];
    if (!pageSize) return;
    onChange([...fields, placeField({ kind, signer: current, page, at: toPoints(offset, scaleOf(page)), pageSize })]);
  };
  const offsetIn = (el: HTMLElement, e: { clientX: number; clientY: number }) => {
    const rect = el.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const update = (key: string, change: Partial<PlacedField>) => onChange(fields.map((f) => (f.key === key ? { ...f, ...change } : f)));

  if (failed) return <p role="alert" className="text-sm text-destructive">The PDF could not be shown: send it without fields, or upload it again.</p>;
  if (!pdf) return <p className="text-sm text-muted-foreground">Loading the pages…</p>;
  const texts = fields.filter((f) => f.kind === "text");
  return (
    <div className="space-y-3" data-testid="field-placer">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-md border bg-white p-2">
        <label className="flex items-center gap-1 text-sm">
          For
          <select aria-label="Fields for" className="h-8 rounded-md border px-2 text-sm" value={current} onChange={(e) => setSigner(Number(e.target.value))}>
            {signing.map((s) => (
              <option key={s.index} value={s.index}>
                {s.name.trim() || `Signer ${s.index + 1}`}
              </option>
            ))}
          </select>
        </label>
        {SIGNATURE_FIELD_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            draggable
            aria-pressed={armed === kind}
            onDragStart={(e) => {
              e.dataTransfer.setData(DRAG_TYPE, kind);
              e.dataTransfer.effectAllowed = "copy";
            }}
            onClick={() => setArmed((a) => (a === kind ? null : kind))}
            className={cn("cursor-grab rounded border border-dashed px-2 py-1 text-xs font-medium", colourOf(current), armed === kind && "ring-2 ring-offset-1")}
          >
            {KIND_LABELS[kind]}
          </button>
        ))}
        <span className="text-xs text-muted-foreground">{armed ? `Click a page to place “${KIND_LABELS[armed]}”.` : "Drag a field onto a page, or pick one and click the page."}</span>
      </div>
      <div className="max-h-[60vh] space-y-4 overflow-auto rounded-md bg-slate-100 p-3">
        {Array.from({ length: pdf.numPages }, (_, i) => i + 1).map((page) => (
          <div key={page} className="mx-auto w-fit">
            <p className="mb-1 text-xs text-muted-foreground">Page {page}</p>
            <div
              className={cn("relative bg-white shadow", armed && "cursor-crosshair")}
              data-testid={`pdf-page-${page}`}
              onDragOver={(e) => {
                if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
              }}
              onDrop={(e) => {
                const kind = e.dataTransfer.getData(DRAG_TYPE) as SignatureFieldKind;
                if (!SIGNATURE_FIELD_KINDS.includes(kind)) return;
                e.preventDefault();
                place(kind, page, offsetIn(e.currentTarget, e));
              }}
              onClick={(e) => {
                if (!armed || e.target !== e.currentTarget.querySelector("canvas")) return;
                place(armed, page, offsetIn(e.currentTarget, e));
                setArmed(null);
              }}
            >
              <PdfPage pdf={pdf} number={page} widthPx={PAGE_WIDTH_PX} onSize={(size) => setSizes((s) => (s[page] ? s : { ...s, [page]: size }))} />
              {fields
                .filter((f) => f.page === page)
                .map((f) => {
                  const scale = scaleOf(page);
                  return (
                    <div
                      key={f.key}
                      data-testid="placed-field"
                      className={cn("absolute flex touch-none select-none items-start justify-between gap-1 overflow-hidden rounded-sm border-2 px-1 text-[10px] font-medium leading-tight", colourOf(f.signer))}
                      style={{ left: f.x * scale, top: f.y * scale, width: f.width * scale, height: f.height * scale, cursor: "move" }}
                      onPointerDown={(e) => {
                        if ((e.target as HTMLElement).closest("button")) return;
                        e.currentTarget.setPointerCapture(e.pointerId);
                        moving.current = { key: f.key, startX: e.clientX, startY: e.clientY, origin: f, scale };
                      }}
                      onPointerMove={(e) => {
                        const m = moving.current;
                        if (!m || m.key !== f.key || !sizes[page]) return;
                        update(f.key, moveField(m.origin, { dx: (e.clientX - m.startX) / m.scale, dy: (e.clientY - m.startY) / m.scale }, sizes[page]!));
                      }}
                      onPointerUp={() => {
                        moving.current = null;
                      }}
                    >
                      <span className="truncate">
                        {f.kind === "text" ? f.label || "Text" : KIND_LABELS[f.kind]} · {signers[f.signer]?.name.trim() || `Signer ${f.signer + 1}`}
                      </span>
                      <button type="button" aria-label={`Remove ${KIND_LABELS[f.kind]} field`} className="shrink-0" onClick={() => onChange(fields.filter((g) => g.key !== f.key))}>
                        <X className="size-3" aria-hidden="true" />
                      </button>
                    </div>
                  );
                })}
            </div>
          </div>
        ))}
      </div>
      {texts.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Text fields</legend>
          {texts.map((f) => (
            <div key={f.key} className="flex flex-wrap items-center gap-2 text-sm" data-testid="text-field-row">
              <Input aria-label={`Label of the text field on page ${f.page}`} className="h-8 max-w-xs" value={f.label} maxLength={FIELD_LABEL_MAX} onChange={(e) => update(f.key, { label: e.target.value })} />
              <label className="flex items-center gap-1">
                <input type="checkbox" className="size-4" checked={f.required} onChange={(e) => update(f.key, { required: e.target.checked })} /> Required
              </label>
              <span className="text-xs text-muted-foreground">
                page {f.page}, for {signers[f.signer]?.name.trim() || `Signer ${f.signer + 1}`}
              </span>
            </div>
          ))}
        </fieldset>
      )}
      {fields.length > 0 && (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
          Remove all fields
        </Button>
      )}
    </div>
  );
}
