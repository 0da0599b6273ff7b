// Share and Download PDF for a generated document (spec section 2).
import { Download, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { exportUrl } from "../document";
import { ShareLinkField } from "./share-link-field";
import { useCreateShareLink } from "../api/share-link";

/** Open the PDF export in a new tab; the server answers with a download. */
export function openPdfExport(documentId: string) {
  window.open(exportUrl(documentId, "pdf"), "_blank", "noopener");
}

/** Download PDF; disabled until there is a document to export. */
export function DownloadPdfButton({
  documentId,
  variant = "outline",
  size = "sm",
  className,
}: {
  documentId: string | undefined;
  variant?: "outline" | "default";
  size?: "sm" | "lg";
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      disabled={!documentId}
      onClick={() => documentId && openPdfExport(documentId)}
    >
      <Download aria-hidden="true" />
      Download PDF
    </Button>
  );
}

/** The Share button, and the link it created. */
export function useShareAction(documentId: string) {
  const share = useCreateShareLink(documentId);
  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => share.mutate()}

      pending={share.isPending}
      icon={Share2}
    >
      Share
    </Button>
  );
  const link = share.data ? (
    <ShareLinkField url={share.data.url} selectOnMount={!share.data.copied} />
  ) : null;
  return { button, link };
}
