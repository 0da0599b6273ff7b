// The generator lifecycle of spec section 4: idle → generating → success (toast, lists refreshed)
// or failure (console + toast). A 402 is the Free plan's limit: its own toast and an inline offer to
// upgrade. A 400's field messages go back onto the form fields. Lifetime users can also save a
// draft: the same call with ?status=draft (docs/API.md "Drafts"), and its own success toast.
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TDocument } from "@shared/api/documents";
import type { TFieldError } from "@shared/api/errors";
import type { DocTypeDefinition } from "@shared/doc-types";
import { planLimitToast } from "@/features/billing";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api-client";
import { fieldErrorsOf, planLimitMessageOf } from "@/lib/api-errors";
import { generatorTexts } from "./generator-texts";

export interface ToastText {
  title: string;
  description: string;
}

/** Every generator refreshes these: the dashboard's list and stats, and the user's counter. */
export const GENERATED_DOCUMENT_KEYS: QueryKey[] = [
  ["/api/documents"],
  ["/api/dashboard/stats"],
  ["/api/auth/user"],
];

/** Where a type with a slug is created (docs/API.md): POST /api/generate/<slug>. */
export function generateUrl({ kind, slug }: Pick<DocTypeDefinition, "kind" | "slug">): string {
  if (!slug) throw new Error(`The ${kind} type is created through a route of its own`);
  return `/api/generate/${slug}`;
}

/** Called with the server's field messages of a 400, paths like "items.0.unitPrice". */
export type FieldErrorsHandler = (errors: readonly TFieldError[]) => void;

export interface GenerateOptions<TPayload, TResult> {
  url: string;
  success: (payload: TPayload, result: TResult) => ToastText;
  /** The success toast of a saved draft; by default "Draft saved", naming the document. */
  draftSuccess?: (payload: TPayload, result: TResult) => ToastText;
  /** The description of the 'Error' toast (spec section 8). */
  failure: (payload: TPayload) => string;
  invalidate?: QueryKey[];
  onFieldErrors?: FieldErrorsHandler | undefined;
}

/** The title of a saved draft's toast. */
export const DRAFT_SAVED_TITLE = "Draft saved";

/** "Your NDA has been saved as a draft." */
export const draftSavedToast = (noun: string): ToastText => ({
  title: DRAFT_SAVED_TITLE,
  description: `Your ${noun} has been saved as a draft.`,
});

interface Attempt<TPayload> {
  payload: TPayload;
  draft: boolean;
}

export function useGenerateDocument<TPayload, TResult>({
  url,
  success,
  draftSuccess,
  failure,
  invalidate = GENERATED_DOCUMENT_KEYS,
  onFieldErrors,
}: GenerateOptions<TPayload, TResult>) {
  const queryClient = useQueryClient();
  // The last success stays on screen while a later attempt runs or fails.
  const [result, setResult] = useState<TResult>();

  const mutation = useMutation<TResult, Error, Attempt<TPayload>>({
    mutationFn: async ({ payload, draft }) => {
      return apiJson<TResult>("POST", draft ? `${url}?status=draft` : url, payload);
    },
    onSuccess: (answer, { payload, draft }) => {
      setResult(answer);
      toast(
        draft
          ? (draftSuccess?.(payload, answer) ?? { title: DRAFT_SAVED_TITLE, description: "Your document has been saved as a draft." })
          : success(payload, answer),
      );
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (err, { payload }) => {
      const limit = planLimitMessageOf(err);
      if (limit) {
        planLimitToast(limit);
        return;
      }
      console.error(err);
      const fieldErrors = fieldErrorsOf(err);
      if (fieldErrors.length > 0) onFieldErrors?.(fieldErrors);
      toast({ variant: "destructive", title: "Error", description: failure(payload) });
    },
  });

  return {
    isPending: mutation.isPending,
    isError: mutation.isError,
    error: mutation.error,
    /** Generates the document (final). */
    generate: (payload: TPayload) => mutation.mutate({ payload, draft: false }),
    /** Saves it as a draft (Lifetime; the server answers 402 otherwise). */
    saveDraft: (payload: TPayload) => mutation.mutate({ payload, draft: true }),
    /** Whether the attempt running is a draft. */
    isDraftPending: mutation.isPending && mutation.variables?.draft === true,
    /** The last generated result, kept through later attempts. */
    result,
    /** The server's message while the last attempt was refused by the plan limit. */
    planLimitMessage: mutation.isError ? planLimitMessageOf(mutation.error) : null,
  };
}

/**
 * POST /api/generate/<slug> for a type with a slug: the validated form in, the generated document
 * out. Its toasts are named after the type; `success` is the success toast's description where the
 * type's noun doesn't read right in the usual "Your <noun> has been generated successfully.".
 */
export function useGenerateDocType<TPayload>(
  type: DocTypeDefinition,
  { success, onFieldErrors }: { success?: string; onFieldErrors?: FieldErrorsHandler },
) {
  const texts = generatorTexts(type);
  const successToast = { title: texts.successTitle, description: success ?? texts.successDescription };
  return useGenerateDocument<TPayload, TDocument>({
    url: generateUrl(type),
    success: () => successToast,
    draftSuccess: () => draftSavedToast(type.noun),
    failure: () => texts.failure,
    onFieldErrors,
  });
}
