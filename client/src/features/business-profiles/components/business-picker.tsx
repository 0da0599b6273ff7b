// The Business field every generator form has: which of the user's business profiles the document
// is issued by (docs/API.md: `businessProfileId` is a profile id, null for none, absent for the
// default). The default profile is preselected; choosing a profile fills the form's company fields
// from it, and its currency where the form has one (not the invoice's: its own form takes it). With no profile yet, a link to Settings → Business instead.
import { Building2 } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import { Link } from "wouter";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Field, FormSection } from "@/components/form/form-field";
import { useBusinessProfiles } from "../api/business-profiles";

export const BUSINESS_SETTINGS_HREF = "/settings/business";

/** The form fields a profile fills, by path; empty values are left out. */
export type BusinessPrefill = (profile: TBusinessProfile) => Record<string, string | null | undefined>;

const NONE = "none";

type ProfileRef = string | null | undefined;

interface PickerValues extends FieldValues {
  businessProfileId?: ProfileRef;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The value at a dotted path ("fee.currency") of an object, e.g. the form's defaults. */
function valueAt(values: unknown, path: string): unknown {
  let at = values;
  for (const key of path.split(".")) at = at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** The profile a form's value names: undefined means the default, null none. */
export function selectedProfile(profiles: readonly TBusinessProfile[] | undefined, ref: ProfileRef) {
  if (ref === null) return null;
  if (!profiles) return undefined;
  return profiles.find((p) => p.id === ref) ?? profiles.find((p) => p.isDefault);
}

export function BusinessPicker<T extends FieldValues, TOut>({
  form,
  prefill,
  fillOnLoad = true,
  children,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  /** What a chosen profile fills in; nothing when absent (the invoice: the server takes it all). */
  prefill?: BusinessPrefill;
  /** Fill the empty fields from the preselected default when the profiles arrive (not on edit). */
  fillOnLoad?: boolean;
  /** Shown under the picker, given the profile the document will be issued by (null: none). */
  children?: (profile: TBusinessProfile | null | undefined) => React.ReactNode;
}) {
  // The form holds more fields; this section only handles its own.
  const f = form as unknown as UseFormReturn<PickerValues, unknown, unknown>;
  const { data: profiles, isPending, isError } = useBusinessProfiles();
  const ref = useWatch({ control: f.control, name: "businessProfileId" }) as ProfileRef;
  const settled = useRef(false);

  /**
   * `untouched`: only the fields the user left as the form started them: empty, or still at the
   * form's own default (a currency of USD becomes the business's GBP; one the user picked stays).
   */
  const fill = (profile: TBusinessProfile, untouched: boolean) => {
    if (!prefill) return;
    for (const [path, value] of Object.entries(prefill(profile))) {
      if (isEmpty(value)) continue;
      const name = path as Path<PickerValues>;
      const current: unknown = f.getValues(name);
      if (untouched && !isEmpty(current) && current !== valueAt(f.formState.defaultValues, path)) continue;
      f.setValue(name, value as PathValue<PickerValues, typeof name>, {
        shouldDirty: true,
        shouldValidate: f.formState.isSubmitted,
      });
    }
  };

  // Once the profiles are in: preselect the default (an unknown id, e.g. a deleted profile's, too).
  useEffect(() => {
    if (!profiles || settled.current) return;
    settled.current = true;
    if (ref === null || profiles.some((p) => p.id === ref)) return;
    const initial = profiles.find((p) => p.isDefault) ?? profiles[0];
    if (!initial) return;
    f.setValue("businessProfileId", initial.id);
    if (fillOnLoad) fill(initial, true);
    // Once, when the list first arrives; later choices go through onValueChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profiles]);

  const choose = (value: string) => {
    if (value === NONE) {
      f.setValue("businessProfileId", null, { shouldDirty: true });
      return;
    }
    f.setValue("businessProfileId", value, { shouldDirty: true });
    const profile = profiles?.find((p) => p.id === value);
    if (profile) fill(profile, false);
  };

  const current = selectedProfile(profiles, ref);
  let body: React.ReactNode;
  if (isError) {
    body = (
      <p className="text-sm text-muted-foreground">
        Your business profiles could not be loaded; the document uses your default business.{" "}
        <Link href={BUSINESS_SETTINGS_HREF} className="font-medium text-primary hover:underline">
          Business settings
        </Link>
      </p>
    );
  } else if (!isPending && profiles.length === 0) {
    body = (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-dashed bg-slate-50/60 p-3 text-sm">
        <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="text-slate-700">Add your business once and every document can carry it.</span>
        <Link href={BUSINESS_SETTINGS_HREF} className="font-medium text-primary hover:underline">
          Add your business details
        </Link>
      </div>
    );
  } else {
    const value = ref === null ? NONE : (current?.id ?? "");
    body = (
      <Field
        name="businessProfileId"
        label="Business"
        error={f.formState.errors.businessProfileId?.message as string | undefined}
        hint={
          <>
            Whose details the document carries.{" "}
            <Link href={BUSINESS_SETTINGS_HREF} className="font-medium text-primary hover:underline">
              Manage businesses
            </Link>
          </>
        }
      >
        {(p) => (
          <Select value={value} onValueChange={choose} disabled={isPending}>
            <SelectTrigger {...p} className="sm:max-w-sm">
              <SelectValue placeholder={isPending ? "Loading your businesses…" : "Choose a business"} />
            </SelectTrigger>
            <SelectContent>
              {profiles?.map((profile) => (
                <SelectItem key={profile.id} value={profile.id}>
                  {profile.name}
                  {profile.isDefault ? " (default)" : ""}
                </SelectItem>
              ))}
              <SelectItem value={NONE}>None</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>
    );
  }

  return (
    <FormSection title="Business" description="The business this document is issued by.">
      {body}
      {children?.(isError || isPending ? undefined : current)}
    </FormSection>
  );
}
