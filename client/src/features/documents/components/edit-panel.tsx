// Edit: the document's type's own form (the app maps a type to its lazily loaded form), filled with
// this version's input; saving writes the next version, and the server's field messages of a 400
// go back onto the fields.
import { type ComponentType, Suspense } from "react";
import type { TDocument } from "@shared/api/documents";
import type { DocFormEditProps } from "@/components/generator/doc-form-props";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { fieldErrorsOf } from "@/lib/api-errors";
import { useReviseDocument } from "../api/document-mutations";
import { documentTypeLabel } from "../document";

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form" className="space-y-4 rounded-xl border bg-card p-6">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The type's own form, filled with this version's input; saving writes the next version. */
export function EditPanel({
  document,
  Form,
  onDone,
}: {
  document: TDocument;
  Form: ComponentType<DocFormEditProps>;
  onDone: () => void;
}) {
  const revise = useReviseDocument(document.id);
  const onSubmit: DocFormEditProps["onSubmit"] = (payload, onFieldErrors) =>
    revise.mutate(payload, {
      onSuccess: onDone,
      onError: (err) => {
        console.error(err);
        const errors = fieldErrorsOf(err);
        if (errors.length > 0) onFieldErrors(errors);
        toast({
          variant: "destructive",
          title: "Error",
          description: "Failed to save your changes. Please try again.",
        });
      },
    });
  const actions = (
    <>
      <Button type="submit" size="lg" pending={revise.isPending} className="w-full sm:w-auto">
        {revise.isPending ? "Saving..." : "Save changes"}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={onDone}
        disabled={revise.isPending}
        className="w-full sm:w-auto"
      >
        Cancel
      </Button>
    </>
  );
  return (
    <section aria-labelledby="edit-title" className="min-w-0 space-y-4">
      <div className="rounded-xl border border-blue-100 bg-blue-50/60 px-5 py-4">
        <h2 id="edit-title" className="text-base font-semibold text-slate-900">
          Edit {documentTypeLabel(document.type)}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          Saving makes version {document.version + 1}; version {document.version} stays in the
          history.
        </p>
      </div>
      <Suspense fallback={<FormSkeleton />}>
        <Form
          // A new version means new values to start from.
          key={document.version}
          initialValues={document.metadata.input}
          document={document}
          onSubmit={onSubmit}
          actions={actions}
        />
      </Suspense>
    </section>
  );
}
