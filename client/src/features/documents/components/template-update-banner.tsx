// A newer template of the document's type (template.latest > template.version): said, shown as the
// change it would make, and applied only when the owner asks. Legal wording never changes by itself.
import { ChevronDown, ChevronUp, RefreshCw, Sparkles } from "lucide-react";
import { useState } from "react";
import type { TDocument } from "@shared/api/documents";
import { documentTypeLabel } from "../document";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useApplyTemplateUpdate } from "../api/document-mutations";
import { useTemplateUpdate } from "../api/versions";
import { DiffView } from "./diff-view";

export const hasTemplateUpdate = (document: Pick<TDocument, "template">) =>
  document.template.latest > document.template.version;

export function TemplateUpdateBanner({ document }: { document: TDocument }) {
  const [open, setOpen] = useState(true);
  const preview = useTemplateUpdate(document.id, { enabled: true });
  const apply = useApplyTemplateUpdate(document.id);
  const label = documentTypeLabel(document.type);

  return (
    <section
      aria-labelledby="template-update-title"
      className="mb-6 rounded-xl border border-blue-200 bg-blue-50/70 p-5 shadow-xs"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id="template-update-title" className="text-base font-semibold text-slate-900">
              A newer template is available
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              This document was written with version {document.template.version} of the {label}{" "}
              template; version {document.template.latest} has updated wording. Review what would
              change: updating saves it as a new version, and the current text stays in the history.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls="template-update-changes"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {open ? "Hide changes" : "Show changes"}
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={() => apply.mutate()}
            pending={apply.isPending}
            icon={RefreshCw}
          >
            Update document
          </Button>
        </div>
      </div>
      <div id="template-update-changes" hidden={!open} className="mt-4">
        {preview.isPending ? (
          <div role="status" aria-label="Loading the changes" className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load what the new template would change.
          </p>
        ) : (
          <DiffView
            diff={preview.data}
            label={`Changes the template version ${preview.data.latestTemplateVersion} would make`}
          />
        )}
      </div>
    </section>
  );
}
