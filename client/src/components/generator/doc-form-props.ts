// The props every document type's form takes (client/src/doc-types/registry.ts). Without them the
// form is the tool's page and generates a new document. With `onSubmit` it edits one: the bare
// form (no page around it, no result panel, no plan notice, no draft button), filled with
// `initialValues`, whose submit hands the validated request body to `onSubmit` and is labelled
// "Save changes" unless `actions` replaces it (the viewer's Edit, features/documents).
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { TDocument } from "@shared/api/documents";
import type { TFieldError } from "@shared/api/errors";

export type FieldErrorsCallback = (errors: readonly TFieldError[]) => void;

export interface DocFormProps {
  /**
   * The stored document's input (TDocument.metadata.input): the request body as the API took it
   * (an invoice's money in minor units). Fields it leaves out keep the form's defaults.
   */
  initialValues?: unknown;
  /**
   * Called with the request body the form would have posted (validated by the type's schema)
   * instead of generating; `onFieldErrors` puts a 400's field messages on the fields. A returned
   * promise keeps the button in "Saving..." until it settles; if it rejects with a 400 ApiError,
   * its field messages go on the fields too. Other failures are the caller's to report.
   */
  onSubmit?: (payload: unknown, onFieldErrors: FieldErrorsCallback) => void | Promise<void>;
  /** The submit row inside the form, in place of "Save changes". */
  actions?: ReactNode;
  /** The stored document being edited, as answered (an invoice's e-invoice readiness). */
  document?: TDocument;
}

/** What the viewer's Edit gives a form: a document's stored input, and where its submit goes. */
export type DocFormEditProps = DocFormProps & Required<Pick<DocFormProps, "initialValues" | "onSubmit">>;

export interface EditMode {
  initialValues: unknown;
  onSubmit: NonNullable<DocFormProps["onSubmit"]>;
  actions: ReactNode | undefined;
}

/** The edit mode a form was opened in, or undefined when it is the tool's page. */
export function editModeOf(props: DocFormProps): EditMode | undefined {
  if (!props.onSubmit) return undefined;
  return { initialValues: props.initialValues, onSubmit: props.onSubmit, actions: props.actions };
}

/** A stored input over the form's defaults: what the input leaves out keeps its default. */
export function withInput<T extends object>(defaults: T, input: unknown): T {
  if (!input || typeof input !== "object" || Array.isArray(input)) return defaults;
  const out = { ...defaults } as Record<string, unknown>;
  // Only the form's own fields (and the business), never null where the form holds text.
  for (const [key, value] of Object.entries(input)) {
    if (!(key in defaults) && key !== "businessProfileId") continue;
    if (value === null && key !== "businessProfileId") continue;
    out[key] = value;
  }
  return out as T;
}

/**
 * The form's zod resolver, run on the answers the form shows: `shown` drops answers to questions
 * that are now hidden (a refund policy after unticking payments), so that a stale, perhaps invalid,
 * answer can neither block Generate with an error nobody can see nor reach the document.
 */
export function shownAnswersResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  shown: (values: TIn) => TIn,
): Resolver<TIn, unknown, TOut> {
  const resolve = zodResolver(schema);
  return (values, context, options) => resolve(shown(values), context, options);
}

