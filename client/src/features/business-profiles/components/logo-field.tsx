// The logo: a file input (PNG, JPEG, WebP or SVG up to 1 MB, checked here before any upload, and
// again by the server), with a preview of the chosen file or of the stored logo.
import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useState } from "react";
import { describedBy, FieldMessage } from "@/components/form/form-field";
import { Label } from "@/components/ui/label";
import { LOGO_TYPES, logoFileProblem } from "../api/business-profiles";

/** A URL for a chosen file while it is shown, released after. */
function useObjectUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function LogoField({
  name,
  logoUrl,
  pendingFile,
  uploading,
  error,
  onChoose,
  onProblem,
}: {
  /** The business's name, the preview's alternative text. */
  name: string;
  /** The stored logo (GET /api/business-profiles/:id/logo). */
  logoUrl: string | null;
  /** A file chosen for a profile not saved yet. */
  pendingFile: File | undefined;
  uploading: boolean;
  error: string | undefined;
  onChoose: (file: File) => void;
  onProblem: (message: string) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<File>();
  const chosenUrl = useObjectUrl(chosen);
  // While uploading (or waiting for the profile), the file itself; once stored, the server's copy.
  const preview = (uploading || pendingFile ? chosenUrl : undefined) ?? logoUrl ?? chosenUrl;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      onProblem(problem);
      return;
    }
    setChosen(file);
    onChoose(file);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className="flex h-20 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white p-2"
        data-testid="logo-preview"
      >
        {preview ? (
          <img src={preview} alt={`${name} logo`} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-xs text-muted-foreground">No logo yet</span>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={id}>Logo</Label>
        <input
          id={id}
          type="file"
          accept={LOGO_TYPES.join(",")}
          onChange={onChange}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border file:border-input file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {uploading && (
          <p role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            Uploading the logo…
          </p>
        )}
        {pendingFile && <p className="text-xs text-muted-foreground">The logo is uploaded when you save.</p>}
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPEG, WebP or SVG, up to 1 MB.
        </p>
        <FieldMessage id={errorId} message={error} />
      </div>
    </div>
  );
}
