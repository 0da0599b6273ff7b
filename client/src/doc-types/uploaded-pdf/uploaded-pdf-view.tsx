// An uploaded PDF in the viewer: no text of ours to show, the file itself in the browser's own PDF
// viewer (GET /api/documents/:id/uploaded.pdf). It is made by the signature tool's upload, so it has
// no form; the download card offers its PDF only (its `uploaded` capability).
import type { ViewerExtrasProps } from "@/components/generator/viewer-extras";

export function UploadedPdfView({ document }: ViewerExtrasProps) {
  return (
    <iframe
      title={`${document.title} (PDF)`}
      src={`/api/documents/${encodeURIComponent(document.id)}/uploaded.pdf`}
      className="h-[75vh] w-full rounded border"
    />
  );
}
