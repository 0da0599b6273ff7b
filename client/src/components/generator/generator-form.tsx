// What the generator forms share beyond their fields: where a submit goes, the submit row
// (Generate, Save as draft for Lifetime users, or Save changes when the form edits a document), the
// form card with the Business picker on top, and the page around it (GeneratorPage).
import type * as React from "react";
import { useMemo, useState } from "react";
import type { FieldValues, UseFormReturn, UseFormSetError } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TFieldError } from "@shared/api/errors";
import type { DocTypeDefinition } from "@shared/doc-types";
import { useAuth } from "@/lib/auth";
import { fieldErrorsOf } from "@/lib/api-errors";
import { BusinessPicker, type BusinessPrefill } from "@/features/business-profiles";
import { type DocFormProps, editModeOf, type EditMode } from "./doc-form-props";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { FormAlert } from "@/components/form/form-alert";
import { GenerateButton, SaveChangesButton, SaveDraftButton } from "./generate-button";
import { FormCard, GeneratorLayout } from "./generator-layout";
import { generatorTexts } from "./generator-texts";
import { PlanUsageNotice } from "@/features/billing";
import { GeneratorResult } from "./result-panel";
import { useGenerateDocType } from "./use-generate-document";

/** A generate call (useGenerateDocument): what the submit row and a submit need of it. */
export interface Generation<TPayload> {
  isPending: boolean;
  isDraftPending: boolean;
  generate: (payload: TPayload) => void;
  saveDraft: (payload: TPayload) => void;
}

export type GeneratorMode<TPayload> = ReturnType<typeof useGeneratorForm<FieldValues, TPayload>>;

/** `mapFieldErrors` turns the server's paths of a 400 into the form's, for a generation and an edit alike. */
export function useGeneratorForm<T extends FieldValues, TPayload>(
  props: DocFormProps,
  setError: UseFormSetError<T>,
  mapFieldErrors?: (errors: readonly TFieldError[]) => TFieldError[],
) {
  const edit = editModeOf(props);
  const { user } = useAuth();
  const [saving, setSaving] = useState(false);
  const onFieldErrors = useMemo(() => {
    const apply = applyServerFieldErrors(setError);
    return mapFieldErrors ? (errors: readonly TFieldError[]) => apply(mapFieldErrors(errors)) : apply;
  }, [setError, mapFieldErrors]);

  /** The validated payload to where it goes: the caller's onSubmit when editing, else the API. */
  const submit = async (payload: TPayload, generation: Generation<TPayload>, { draft = false } = {}) => {
    if (!edit) {
      if (draft) generation.saveDraft(payload);
      else generation.generate(payload);
      return;
    }
    setSaving(true);
    try {
      await edit.onSubmit(payload, onFieldErrors);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.length > 0) onFieldErrors(fields);
      else console.error(err);
    } finally {
      setSaving(false);
    }
  };

  return {
    edit,
    saving,
    onFieldErrors,
    submit,
    /** Drafts are a Lifetime feature (docs/API.md "Drafts"); never offered on an edit. */
    canSaveDrafts: !edit && user?.subscription === "pro",
  };
}

/** The submit row of a generator form. */
export function GeneratorActions({
  edit,
  saving,
  canSaveDrafts,
  submitLabel,
  generation,
  onSaveDraft,
  error,
  children,
}: {
  edit: EditMode | undefined;
  saving: boolean;
  canSaveDrafts: boolean;
  submitLabel: string;
  generation: Pick<Generation<unknown>, "isPending" | "isDraftPending">;
  onSaveDraft: () => void;
  error: string | undefined;
  /** Beside the buttons (not shown when editing). */
  children?: React.ReactNode;
}) {
  if (edit) {
    return (
      <>
        {edit.actions ?? <SaveChangesButton isPending={saving} />}
        <FormAlert message={error} />
      </>
    );
  }
  const generating = generation.isPending && !generation.isDraftPending;
  return (
    <>
      <GenerateButton label={submitLabel} isPending={generating} disabled={generation.isDraftPending} />
      {canSaveDrafts && (
        <SaveDraftButton isPending={generation.isDraftPending} disabled={generating} onClick={onSaveDraft} />
      )}
      {children}
      <FormAlert message={error} />
    </>
  );
}

/** What a generator form wires together: the form, where its submit goes, and its generate call. */
export interface DocFormParts<T extends FieldValues, TPayload> {
  form: UseFormReturn<T, unknown, TPayload>;
  mode: GeneratorMode<TPayload>;
  generation: Generation<TPayload>;
}

/**
 * The parts of a form whose type is generated through POST /api/generate/<slug>, for GeneratorPage.
 * `success` is the success toast's description where the usual one doesn't fit the type (see
 * useGenerateDocType); `mapFieldErrors` turns the server's paths of a 400 into the form's.
 */
export function useDocTypeForm<T extends FieldValues, TPayload>(
  props: DocFormProps,
  form: UseFormReturn<T, unknown, TPayload>,
  type: DocTypeDefinition,
  { success, mapFieldErrors }: { success?: string; mapFieldErrors?: (errors: readonly TFieldError[]) => TFieldError[] } = {},
) {
  const mode = useGeneratorForm<T, TPayload>(props, form.setError, mapFieldErrors);
  const generation = useGenerateDocType<TPayload>(type, { success, onFieldErrors: mode.onFieldErrors });
  return { type, form, mode, generation };
}

export type DocTypeForm<T extends FieldValues, TPayload> = ReturnType<typeof useDocTypeForm<T, TPayload>>;

interface DocFormCardProps<T extends FieldValues, TPayload> {
  doc: DocFormParts<T, TPayload>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** What a chosen business fills in (BusinessPicker). */
  prefill?: BusinessPrefill;
  /** Under the Business picker, given the profile the document will be issued by. */
  businessNote?: (profile: TBusinessProfile | null | undefined) => React.ReactNode;
  /** The form's fields, under the Business picker. */
  children: React.ReactNode;
}

/**
 * A generator's form: the Business picker, the fields, and the submit row, whose Generate and Save
 * as draft go to the API (or, editing, Save changes to the caller's onSubmit).
 */
export function DocFormCard<T extends FieldValues, TPayload>({
  doc: { form, mode, generation },
  label,
  submitLabel,
  prefill,
  businessNote,
  children,
}: DocFormCardProps<T, TPayload>) {
  const submit = (draft: boolean) =>
    form.handleSubmit((values) => mode.submit(values, generation, { draft }));
  return (
    <FormCard
      label={label}
      onSubmit={submit(false)}
      actions={
        <GeneratorActions
          {...mode}
          submitLabel={submitLabel}
          generation={generation}
          onSaveDraft={() => void submit(true)()}
          error={form.formState.errors.root?.server?.message}
        />
      }
    >
      {/* Editing keeps the document's own values: the default business fills nothing in. */}
      <BusinessPicker form={form} prefill={prefill} fillOnLoad={!mode.edit}>
        {businessNote}
      </BusinessPicker>
      {children}
    </FormCard>
  );
}

/**
 * The tool page of a type generated through POST /api/generate/<slug> (useDocTypeForm): its form,
 * texts named after the type, and the generated document on the right. Editing, the bare form.
 */
export function GeneratorPage<T extends FieldValues, TPayload>({
  doc,
  description,
  backButton,
  resultExtras,
  ...card
}: Pick<DocFormCardProps<T, TPayload>, "prefill" | "children" | "businessNote"> & {
  doc: DocTypeForm<T, TPayload>;
  /** The page's description, under its title. */
  description: string;
  /** An extra back arrow beside the title (GeneratorLayout). */
  backButton?: boolean;
  /** Panels under the generated document (the cookie policy's consent banner). */
  resultExtras?: React.ReactNode;
}) {
  const { type, generation } = doc;
  const texts = generatorTexts(type);
  const formCard = <DocFormCard {...card} doc={doc} label={texts.formLabel} submitLabel={texts.submit} />;
  if (doc.mode.edit) return formCard;

  return (
    <GeneratorLayout
      toolId={type.toolId}
      backButton={backButton}
      title={texts.title}
      description={description}
      notice={<PlanUsageNotice />}
      form={formCard}
      result={
        <GeneratorResult
          heading={texts.heading}
          placeholder={texts.placeholder}
          document={generation.result}
          isPending={generation.isPending}
          planLimitMessage={generation.planLimitMessage}
        >
          {resultExtras}
        </GeneratorResult>
      }
    />
  );
}
