// Every version of the document, newest first (its date and the template that wrote it; the hash
// stays in the API and the exports, not in the reader's view), a way to read or restore any of
// them (restoring asks first), and the difference between any two.
import { Eye, History } from "lucide-react";
import { useId, useState } from "react";
import type { TVersionSummary } from "@shared/api/documents";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useVersionDiff, useVersions } from "../api/versions";
import { RestoreDialog } from "./document-dialogs";
import { DiffView } from "./diff-view";
import { formatDate } from "@shared/format";

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: TVersionSummary[];
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className={cn(fieldClasses, "h-10")}
      >
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version} · {formatDate(v.createdAt, "dateTime")}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Compare any two versions; by default the one before the newest with the newest. */
function CompareVersions({
  documentId,
  versions,
}: {
  documentId: string;
  versions: TVersionSummary[];
}) {
  const newest = versions[0]!.version;
  const [range, setRange] = useState({ from: versions[1]!.version, to: newest });
  // A new version (an edit, a restore) moves the default comparison along with it.
  const [seenNewest, setSeenNewest] = useState(newest);
  if (seenNewest !== newest) {
    setSeenNewest(newest);
    setRange({ from: versions[1]!.version, to: newest });
  }
  const diff = useVersionDiff(documentId, range);
  const label = `Changes from version ${range.from} to version ${range.to}`;

  return (
    <div className="space-y-4 border-t px-5 py-5">
      <h3 className="text-sm font-semibold text-slate-900">Compare versions</h3>
      <div className="flex flex-col gap-3 sm:flex-row">
        <VersionSelect
          label="From"
          value={range.from}
          versions={versions}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <VersionSelect
          label="To"
          value={range.to}
          versions={versions}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
      </div>
      {range.from === range.to ? (
        <p className="text-sm text-muted-foreground">Pick two different versions to compare.</p>
      ) : diff.isPending ? (
        <div role="status" aria-label="Loading the changes" className="space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : diff.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t compare these versions.
        </p>
      ) : (
        <>
          <h4 className="sr-only">{label}</h4>
          <DiffView diff={diff.data} label={label} />
        </>
      )}
    </div>
  );
}

export function VersionHistory({
  documentId,
  currentVersion,
  viewing,
  onView,
}: {
  documentId: string;
  /** The document's newest version. */
  currentVersion: number;
  /** The older version on screen, or null for the current one. */
  viewing: number | null;
  onView: (version: number | null) => void;
}) {
  const versions = useVersions(documentId);

  return (
    <section
      aria-labelledby="version-history-title"
      className="mt-6 overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <History className="size-4 text-slate-500" aria-hidden="true" />
        <h2 id="version-history-title" className="text-base font-semibold text-slate-900">
          Version history
        </h2>
      </div>
      {versions.isPending ? (
        <div role="status" aria-label="Loading versions" className="space-y-3 px-5 py-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : versions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 px-5 py-4 text-sm">
          <span className="text-destructive">We couldn&apos;t load the versions.</span>
          <Button variant="outline" size="sm" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ol aria-label="Versions" className="divide-y">
            {versions.data.map((v) => {
              const current = v.version === currentVersion;
              const shown = viewing === null ? current : viewing === v.version;
              return (
                <li
                  key={v.version}
                  data-testid="version-row"
                  className={cn(
                    "flex flex-col gap-3 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between",
                    shown && "bg-blue-50/50",
                  )}
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <span>Version {v.version}</span>
                      {current && <Badge>Current</Badge>}
                      {shown && !current && <Badge variant="secondary">On screen</Badge>}
                    </p>
                    <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                      <time dateTime={v.createdAt}>{formatDate(v.createdAt, "dateTime")}</time>
                      <span>Template v{v.templateVersion}</span>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {!shown && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={
                          current ? "View the current version" : `View version ${v.version}`
                        }
                        onClick={() => onView(current ? null : v.version)}
                      >
                        <Eye aria-hidden="true" />
                        View
                      </Button>
                    )}
                    {!current && (
                      <RestoreDialog
                        documentId={documentId}
                        version={v.version}
                        currentVersion={currentVersion}
                        onRestored={() => onView(null)}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {versions.data.length > 1 ? (
            <CompareVersions documentId={documentId} versions={versions.data} />
          ) : (
            <p className="border-t px-5 py-4 text-sm text-muted-foreground">
              This is the only version so far. Each edit, restore or template update adds one; none
              is ever changed.
            </p>
          )}
        </>
      )}
    </section>
  );
}
