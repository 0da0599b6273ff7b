// The viewer's confirmations and its rename form, each a dialog with its own trigger.
import { CheckCircle2, Pencil, RotateCcw, Trash2 } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import type { TDocument } from "@shared/api/documents";
import { fieldErrorsOf } from "@/lib/api-errors";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import {
  useDeleteDocument,
  useFinalizeDocument,
  useRenameDocument,
  useRestoreVersion,
} from "../api/document-mutations";

export const TITLE_MAX = 200;

export const DELETE_DIALOG = {
  title: "Delete this document?",
  description:
    "Its share link will stop working and its exports will no longer be available. This can't be undone.",
};

export const FINALIZE_DIALOG = {
  title: "Finalize this document?",
  description:
    "A final document can't go back to draft. You can still rename and edit it: every edit is kept as a new version.",
};

export const restoreDialogText = (version: number, current: number) => ({
  title: `Restore version ${version}?`,
  description: `Its text becomes the current version, version ${current + 1}. Version ${current} and every other version stay in the history.`,
});

function CancelButton() {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline">
        Cancel
      </Button>
    </DialogClose>
  );
}

/**
 * A question before an action that can't be undone: its trigger, the question, Cancel and the
 * action. The caller holds `open`, to close the dialog once the action has succeeded.
 */
function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  text,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  text: { title: string; description: string };
  action: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <CancelButton />
          {action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** PATCH { title }: 1 to 200 characters; the server's message is shown on the field. */
export function RenameDialog({ document }: { document: Pick<TDocument, "id" | "title"> }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(document.title);
  const [error, setError] = useState<string>();
  const rename = useRenameDocument(document.id);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setTitle(document.title);
      setError(undefined);
      rename.reset();
    }
    setOpen(next);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    rename.mutate(title, {
      onSuccess: () => setOpen(false),
      onError: (err) => {
        const errors = fieldErrorsOf(err);
        setError(
          (errors.find((e) => e.path === "title") ?? errors[0])?.message ?? getErrorMessage(err),
        );
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename document</DialogTitle>
            <DialogDescription>
              The new title shows in your lists and on the document. Up to {TITLE_MAX} characters.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={inputId}>Title</Label>
            <Input
              id={inputId}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
            />
            {error && (
              <p id={errorId} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <CancelButton />
            <Button type="submit" pending={rename.isPending}>
              {rename.isPending ? "Saving..." : "Save title"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** PATCH { status: "final" }, once confirmed: there is no way back to draft. */
export function FinalizeDialog({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  const finalize = useFinalizeDocument(documentId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          <CheckCircle2 aria-hidden="true" />
          Finalize
        </Button>
      }
      text={FINALIZE_DIALOG}
      action={
        <Button
          type="button"
          pending={finalize.isPending}
          onClick={() => finalize.mutate(undefined, { onSuccess: () => setOpen(false) })}
        >
          {finalize.isPending ? "Finalizing..." : "Finalize"}
        </Button>
      }
    />
  );
}

/** POST restore, once confirmed: the older text becomes the next version (nothing is lost). */
export function RestoreDialog({
  documentId,
  version,
  currentVersion,
  onRestored,
  size = "sm",
  variant = "outline",
  label = "Restore",
}: {
  documentId: string;
  version: number;
  currentVersion: number;
  onRestored: () => void;
  size?: "sm" | "default";
  variant?: "outline" | "default";
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const restore = useRestoreVersion(documentId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant={variant}
          size={size}
          aria-label={label === "Restore" ? `Restore version ${version}` : undefined}
          icon={RotateCcw}
        >
          {label}
        </Button>
      }
      text={restoreDialogText(version, currentVersion)}
      action={
        <Button
          type="button"
          pending={restore.isPending}
          onClick={() =>
            restore.mutate(version, {
              onSuccess: () => {
                setOpen(false);
                onRestored();
              },
            })
          }
        >
          {restore.isPending ? "Restoring..." : `Restore version ${version}`}
        </Button>
      }
    />
  );
}

/** DELETE, once confirmed; then back to all documents. */
export function DeleteDialog({ document }: { document: Pick<TDocument, "id" | "title"> }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteDocument(document.id, {
    onDeleted: () => {
      setOpen(false);
      navigate("/documents");
      toast({ title: "Document deleted", description: `"${document.title}" was deleted.` });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      text={DELETE_DIALOG}
      action={
        <Button
          type="button"
          variant="destructive"
          pending={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? "Deleting..." : "Delete document"}
        </Button>
      }
    />
  );
}
