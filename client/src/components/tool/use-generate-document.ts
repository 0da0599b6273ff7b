// The generator lifecycle of spec section 4: idle → generating → success (toast, lists refreshed)
// or failure (console + toast). A 402 is the Free plan's limit: its own toast and an inline offer to
// upgrade. A 400's field messages go back onto the form fields.
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TFieldError } from "@shared/api/errors";
import type { DocTypeDefinition } from "@shared/doc-types";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { fieldErrorsOf, planLimitMessageOf } from "./api-errors";

export interface ToastText {
  title: string;
  description: string;
}

export const PLAN_LIMIT_TOAST_TITLE = "Document limit reached";

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
  /** The description of the 'Error' toast (spec section 8). */
  failure: (payload: TPayload) => string;
  invalidate?: QueryKey[];
  onFieldErrors?: FieldErrorsHandler | undefined;
}

export function useGenerateDocument<TPayload, TResult>({
  url,
  success,
  failure,
  invalidate = GENERATED_DOCUMENT_KEYS,
  onFieldErrors,
}: GenerateOptions<TPayload, TResult>) {
  const queryClient = useQueryClient();
  // The last success stays on screen while a later attempt runs or fails.
  const [result, setResult] = useState<TResult>();

  const mutation = useMutation<TResult, Error, TPayload>({
    mutationFn: async (payload) => {
      const res = await apiRequest("POST", url, payload);
      return (await res.json()) as TResult;
    },
    onSuccess: (answer, payload) => {
      setResult(answer);
      toast(success(payload, answer));
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (err, payload) => {
      const limit = planLimitMessageOf(err);
      if (limit) {
        toast({ variant: "destructive", title: PLAN_LIMIT_TOAST_TITLE, description: limit });
        return;
      }
      console.error(err);
      const fieldErrors = fieldErrorsOf(err);
      if (fieldErrors.length > 0) onFieldErrors?.(fieldErrors);
      toast({ variant: "destructive", title: "Error", description: failure(payload) });
    },
  });

  return {
    ...mutation,
    /** The last generated result, kept through later attempts. */
    result,
    /** The server's message while the last attempt was refused by the plan limit. */
    planLimitMessage: mutation.isError ? planLimitMessageOf(mutation.error) : null,
  };
}
