// A business profile's document numbering (GET and PATCH /api/business-profiles/:id/numbering): each
// kind's prefix and the number its next finalized document takes. Only what changed is sent; the
// server refuses a next number at or below one already taken, and its message goes on that field.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { api } from "@shared/api/routes";
import { SEQUENCE_TYPES, formatInvoiceNumber, type TNumbering, type TNumberingPatch } from "@shared/invoicing/sequences";
import { INVOICE_TYPE_OPTIONS, type InvoiceType } from "@shared/validation/options";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { FormAlert } from "@/components/form/form-alert";
import { Field, FormSection } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { fieldErrorsOf } from "@/lib/api-errors";
import { apiCall, getErrorMessage } from "@/lib/api-client";

type Values = Record<InvoiceType, { prefix: string; nextNumber: string }>;

const KIND_LABELS: Record<InvoiceType, string> = { invoice: "Invoices", quote: "Quotes", receipt: "Receipts", credit_note: "Credit notes" };

const valuesOf = (numbering: TNumbering): Values =>
  Object.fromEntries(SEQUENCE_TYPES.map((t) => [t, { prefix: numbering[t].prefix, nextNumber: String(numbering[t].nextNumber) }])) as Values;

/** The changed settings only; a next number that is not a whole number is sent as typed, for the server to name. */
function patchOf(values: Values, saved: TNumbering): TNumberingPatch {
  const patch: Record<string, { prefix?: string; nextNumber?: number }> = {};
  for (const t of SEQUENCE_TYPES) {
    const change: { prefix?: string; nextNumber?: number } = {};
    if (values[t].prefix !== saved[t].prefix) change.prefix = values[t].prefix.trim();
    const typed = values[t].nextNumber.trim();
    if (typed !== String(saved[t].nextNumber)) change.nextNumber = /^\d+$/.test(typed) ? Number(typed) : (typed as unknown as number);
    if (Object.keys(change).length) patch[t] = change;
  }
  return patch as TNumberingPatch;
}

export function NumberingSettings({ profileId }: { profileId: string }) {
  const queryKey = ["business-profile-numbering", profileId];
  const queryClient = useQueryClient();
  const { data: saved, isError } = useQuery({ queryKey, queryFn: () => apiCall(api.businessProfiles.numbering, { params: { id: profileId } }) });
  const form = useForm<Values>();
  useEffect(() => {
    if (saved) form.reset(valuesOf(saved));
  }, [saved, form]);
  const save = useMutation({
    mutationFn: (patch: TNumberingPatch) => apiCall(api.businessProfiles.setNumbering, { params: { id: profileId }, body: patch }),
    onSuccess: (numbering) => {
      queryClient.setQueryData(queryKey, numbering);
      toast({ title: "Numbering saved", description: `The next invoice will be ${numbering.invoice.nextFormatted}.` });
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      if (fields.length) applyServerFieldErrors(form.setError)(fields);
      else form.setError("root.server", { type: "server", message: getErrorMessage(err) });
    },
  });

  if (isError) return <FormAlert message="The numbering could not be loaded. Please reload the page." />;
  if (!saved) return null;
  const watched = form.watch();
  const onSubmit = form.handleSubmit((values) => {
    const patch = patchOf(values, saved);
    if (Object.keys(patch).length) save.mutate(patch);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Document numbering" className="rounded-xl border bg-card p-5 shadow-xs">
      <FormSection
        title="Document numbering"
        description="Each kind of document has its own sequence for this business, numbered when it is finalized. A number already used can never be used again."
      >
        <div className="space-y-4">
          {SEQUENCE_TYPES.map((t) => {
            const next = Number(watched[t]?.nextNumber);
            const preview = Number.isSafeInteger(next) && next > 0 ? formatInvoiceNumber(watched[t]?.prefix ?? "", next) : undefined;
            return (
              <fieldset key={t} className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr] sm:items-start">
                <legend className="sr-only">{INVOICE_TYPE_OPTIONS.find((o) => o.value === t)?.label}</legend>
                <p className="pt-2 text-sm font-medium text-slate-900" aria-hidden="true">
                  {KIND_LABELS[t]}
                </p>
                <Field name={`${t}.prefix`} label={`${KIND_LABELS[t]}: prefix`} error={form.formState.errors[t]?.prefix?.message}>
                  {(p) => <Input {...p} {...form.register(`${t}.prefix`)} autoComplete="off" />}
                </Field>
                <Field
                  name={`${t}.nextNumber`}
                  label={`${KIND_LABELS[t]}: next number`}
                  error={form.formState.errors[t]?.nextNumber?.message}
                  hint={preview ? `Next: ${preview}` : undefined}
                >
                  {(p) => <Input {...p} {...form.register(`${t}.nextNumber`)} inputMode="numeric" autoComplete="off" />}
                </Field>
              </fieldset>
            );
          })}
        </div>
        {form.formState.errors.root?.server?.message && <FormAlert message={form.formState.errors.root.server.message} />}
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          Save numbering
        </Button>
      </FormSection>
    </form>
  );
}
