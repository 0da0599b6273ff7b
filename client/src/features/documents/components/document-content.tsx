import "./document-content.css";
import { cn } from "@/lib/utils";

/**
 * A document's body as the server rendered it. The HTML is safe to insert: the server escapes
 * every user string and writes no scripts or external resources (docs/API.md).
 */
export function DocumentContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("fd-document", className)}
      data-testid="document-content"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
