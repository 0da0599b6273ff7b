// Another version than the current one: the menu at the top that picks which is on screen, and
// the banner over an older one (its date, Restore, Back to the current version).
import { useId } from "react";
import { fieldClasses } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatDate } from "@shared/format";
import { useVersions } from "../api/versions";
import { RestoreDialog } from "./document-dialogs";

export function OldVersionBanner({
  documentId,
  version,
  currentVersion,
  createdAt,
  onBack,
}: {
  documentId: string;
  version: number;
  currentVersion: number;
  createdAt: string | undefined;
  onBack: () => void;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-950">
        You&apos;re viewing <strong>version {version}</strong>
        {createdAt ? `, saved ${formatDate(createdAt, "dateTime")}` : ""}. The current version is{" "}
        {currentVersion}.
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <RestoreDialog
          documentId={documentId}
          version={version}
          currentVersion={currentVersion}
          onRestored={onBack}
          variant="default"
          label="Restore this version"
        />
        <Button type="button" variant="outline" size="sm" onClick={onBack}>
          Back to current version
        </Button>
      </div>
    </div>
  );
}

/**
 * The version menu at the top (on a phone the history is far below the document): which
 * version is on screen, and any other in one pick. Hidden while there is only one.
 */
export function VersionMenu({
  documentId,
  currentVersion,
  shown,
  onView,
}: {
  documentId: string;
  currentVersion: number;
  shown: number;
  onView: (version: number) => void;
}) {
  const versions = useVersions(documentId);
  const id = useId();
  if (!versions.data || versions.data.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Version on screen
      </label>
      <select
        id={id}
        value={shown}
        onChange={(e) => onView(Number(e.target.value))}
        className={cn(fieldClasses, "h-9 w-auto py-1 text-sm")}
      >
        {versions.data.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version}
            {v.version === currentVersion ? " (current)" : ` · ${formatDate(v.createdAt, "dateTime")}`}
          </option>
        ))}
      </select>
    </div>
  );
}
