// The invoice and quote form's client picker: choose one of the user's clients, which
// fills the form's client fields and sends its `clientId` (the server fills the same fields from
// it), or save the client typed in as a new one of the book. Changing a filled field afterwards
// unlinks the client: the document then carries what was typed.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from "react-hook-form";
import { Link } from "wouter";
import type { TClientInput } from "@shared/clients/schema";
import type { TClientWithBalance } from "@shared/clients/types";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { Field } from "@/components/form/form-field";
import { fieldErrorsOf } from "@/lib/api-errors";
import { getErrorMessage } from "@/lib/api-client";
import { CLIENTS_HREF, CLIENTS_QUERY_KEY, createClient, useClients } from "../api/clients";

/** The form fields a client fills, and the client's field each comes from. */
const FILLS = {
  clientName: "name",
  clientEmail: "email",
  clientAddress: "address",
  clientCountry: "country",
  clientVatId: "vatId",
} as const satisfies Record<string, keyof TClientWithBalance & keyof TClientInput>;
type FormField = keyof typeof FILLS;
const FORM_FIELDS = Object.keys(FILLS) as FormField[];
/** A client's field's name on the form (a 400 on `email` is shown at Client Email). */
const FORM_FIELD_OF = Object.fromEntries(Object.entries(FILLS).map(([form, client]) => [client, form])) as Record<string, FormField>;

interface PickerValues extends FieldValues {
  clientId?: string | null;
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  clientCountry?: string;
  clientVatId?: string;
}

const NONE = "none";
const text = (v: unknown) => (typeof v === "string" ? v : "");

export function ClientPicker<T extends FieldValues, TOut>({ form }: { form: UseFormReturn<T, unknown, TOut> }) {
  // The form holds more fields; the picker only handles the client's.
  const f = form as unknown as UseFormReturn<PickerValues, unknown, unknown>;
  const queryClient = useQueryClient();
  const { data: clients, isPending, isError } = useClients();
  const clientId = useWatch({ control: f.control, name: "clientId" });
  const values = useWatch({ control: f.control, name: FORM_FIELDS });
  const [saving, setSaving] = useState(false);
  const picked = clientId ? clients?.find((c) => c.id === clientId) : undefined;

  // The fields no longer the client's (changed by hand, or an edited document whose client has
  // changed or was deleted since): the document carries what the form shows, so unlink it.
  useEffect(() => {
    if (!clientId || !clients) return;
    if (!picked || FORM_FIELDS.some((name, i) => text(values[i]) !== text(picked[FILLS[name]]))) f.setValue("clientId", null, { shouldDirty: true });
  }, [clientId, clients, picked, values, f]);

  const fill = (client: TClientWithBalance) => {
    for (const name of FORM_FIELDS) {
      f.setValue(name as Path<PickerValues>, text(client[FILLS[name]]) as PathValue<PickerValues, Path<PickerValues>>, {
        shouldDirty: true,
        shouldValidate: f.formState.isSubmitted,
      });
    }
    f.setValue("clientId", client.id, { shouldDirty: true });
  };

  const choose = (value: string) => {
    if (value === NONE) {
      f.setValue("clientId", null, { shouldDirty: true });
      return;
    }
    const client = clients?.find((c) => c.id === value);
    if (client) fill(client);
  };

  const saveAsNew = async () => {
    const v = f.getValues();
    const input = {
      name: v.clientName,
      email: v.clientEmail || undefined,
      address: v.clientAddress || undefined,
      country: v.clientCountry || undefined,
      vatId: v.clientVatId || undefined,
    } as TClientInput;
    setSaving(true);
    try {
      const created = await createClient(input);
      queryClient.setQueryData<TClientWithBalance[]>(CLIENTS_QUERY_KEY, (list) =>
        [...(list ?? []), created].sort((a, b) => a.name.localeCompare(b.name)),
      );
      void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
      fill(created);
      toast({ title: "Client saved", description: `${created.name} is in your clients.` });
    } catch (err) {
      const errors = fieldErrorsOf(err);
      for (const { path, message } of errors) {
        const name = FORM_FIELD_OF[path] ?? "clientName";
        f.setError(name, { type: "server", message });
      }
      if (errors.length === 0) toast({ title: "Client not saved", description: getErrorMessage(err, "Failed to save the client. Please try again."), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const name = text(values[0]).trim();
  const manage = (
    <Link href={CLIENTS_HREF} className="font-medium text-primary hover:underline">
      Manage clients
    </Link>
  );

  return (
    <div className="space-y-2" data-testid="client-picker">
      {isError ? (
        <p className="text-sm text-muted-foreground">Your clients could not be loaded; type the client's details below. {manage}</p>
      ) : (
        <Field
          name="clientId"
          label="Client"
          optional
          error={f.formState.errors.clientId?.message as string | undefined}
          hint={<>Fills the details below from your clients. {manage}</>}
        >
          {(p) => (
            <Select value={picked ? picked.id : ""} onValueChange={choose} disabled={isPending || clients?.length === 0}>
              <SelectTrigger {...p} className="sm:max-w-sm">
                <SelectValue
                  placeholder={isPending ? "Loading your clients…" : clients?.length === 0 ? "No clients yet" : "Choose one of your clients"}
                />
              </SelectTrigger>
              <SelectContent>
                {clients?.map((client) => (
                  <SelectItem key={client.id} value={client.id}>
                    {client.name}
                  </SelectItem>
                ))}
                {picked && <SelectItem value={NONE}>None (type the details)</SelectItem>}
              </SelectContent>
            </Select>
          )}
        </Field>
      )}
      {!picked && name && !isError && (
        <Button type="button" variant="outline" size="sm" onClick={() => void saveAsNew()} disabled={saving}>
          {saving ? "Saving…" : `Save "${name}" as a new client`}
        </Button>
      )}
    </div>
  );
}
