// A PDF's page drawn by pdf.js, for the send dialog's field placing and the signer's view of their
// fields. Imported only by those lazily loaded modules: pdf.js stays out of every other bundle, and
// its worker is a file Vite serves.
import * as pdfjs from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef } from "react";
import type { PageSize } from "../field-placement";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export { pdfjs };

/** One page drawn on a canvas `widthPx` CSS pixels across (sharp on dense screens); its size in points goes to `onSize`. */
export function PdfPage({ pdf, number, widthPx, onSize }: { pdf: pdfjs.PDFDocumentProxy; number: number; widthPx: number; onSize: (size: PageSize) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | undefined;
    void pdf.getPage(number).then((page) => {
      if (cancelled) return;
      const points = page.getViewport({ scale: 1 });
      onSize({ width: points.width, height: points.height });
      const scale = widthPx / points.width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      const el = canvas.current;
      if (!el) return;
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      el.style.width = `${widthPx}px`;
      el.style.height = `${(viewport.height / ratio).toFixed(1)}px`;
      const render = page.render({ canvas: el, viewport });
      task = render;
      render.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per document and page
  }, [pdf, number, widthPx]);
  return <canvas ref={canvas} aria-hidden="true" className="block" />;
}

