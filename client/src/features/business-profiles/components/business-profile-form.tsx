// One business profile, every field of ZBusinessProfileSchema, grouped as a person thinks of them.
// The shared schema checks the form (zodResolver) and the server; the server's field messages of a
// 400 go back onto the fields. A new profile's logo is sent once the profile exists.
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useMemo, useState } from "react";
import {
  Controller,
  type Path,
  type UseFormReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { countryName, countryOptions } from "@shared/business/countries";
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  defaultPaperFor,
  ENTITY_TYPE_OPTIONS,
  LOCALE_OPTIONS,
  PAPER_SIZE_OPTIONS,
  type TBusinessProfileFormValues,
  type TBusinessProfileInput,
  ZBusinessProfileSchema,
} from "@shared/business/schema";
import { CURRENCY_OPTIONS } from "@shared/validation";
import { DEFAULT_REMINDER_DAYS, reminderDayLabel } from "@shared/invoicing/reminders";
import { fieldErrorsOf } from "@/components/tool/api-errors";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import { CheckboxField, Field, FormSection, SelectField } from "@/components/tool/form-field";
import { FormAlert } from "@/components/tool/generate-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import {
  createProfile,
  logoErrorMessage,
  patchBodyOf,
  PROFILE_TOASTS,
  updateProfile,
  uploadLogo,
  useInvalidateProfiles,
  useUploadLogo,
} from "../api/business-profiles";
import { LogoField } from "./logo-field";

type Values = TBusinessProfileFormValues;
type ProfileForm = UseFormReturn<Values, unknown, TBusinessProfileInput>;

const TEXT_FIELDS = [
  "name",
  "tradingName",
  "registrationNumber",
  "vatId",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "region",
  "email",
  "phone",
  "website",
  "signatoryName",
  "signatoryTitle",
  "dpoName",
  "dpoEmail",
  "representativeName",
  "representativeAddress",
  "representativeEmail",
  "privacyOfficerName",
  "privacyOfficerEmail",
  "bankAccountHolder",
  "iban",
  "bic",
  "bankAccountNumber",
  "bankRoutingNumber",
  "sortCode",
  "paymentLink",
  "registerCourt",
  "managingDirectors",
  "registeredOffice",
  "defaultVatRate",
] as const;
const CHOICE_FIELDS = ["entityType", "country", "currency", "locale", "paperSize"] as const;
/** Every field the form sends. */
export const PROFILE_FIELDS = [...TEXT_FIELDS, ...CHOICE_FIELDS, "primaryColor", "secondaryColor", "isDefault", "remindersEnabled", "reminderDays"] as const;

/** A new profile's form: blank, the spec's colours, nothing chosen. */
export function emptyProfileValues(): Values {
  const values: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((k) => [k, ""]));
  return {
    ...values,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    isDefault: false,
    remindersEnabled: true,
    reminderDays: [...DEFAULT_REMINDER_DAYS],
  } as Values;
}

/** A saved profile as the form holds it: text as text, an unset choice as nothing chosen. */
export function profileValues(p: TBusinessProfile): Values {
  const values: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map((k) => [k, p[k] === null || p[k] === undefined ? "" : String(p[k])]));
  for (const k of ["entityType", "country", "currency", "locale"] as const) values[k] = p[k] ?? undefined;
  // The answer always names a paper; the country's own default is shown as "not chosen", so it
  // keeps following the country.
  values.paperSize = p.paperSize === defaultPaperFor(p.country ?? undefined) ? undefined : p.paperSize;
  return {
    ...values,
    primaryColor: p.primaryColor,
    secondaryColor: p.secondaryColor,
    isDefault: p.isDefault,
    remindersEnabled: p.remindersEnabled ?? true,
    reminderDays: p.reminderDays ?? [...DEFAULT_REMINDER_DAYS],
  } as Values;
}

/** The days a schedule is picked from (and any other day the profile already has). */
const REMINDER_DAY_CHOICES = [-7, -3, -1, 0, 1, 3, 7, 14, 30, 60];

/** Payment reminders (issue 27): the days from an invoice's due date the client is e-mailed. */
function ReminderDaysField({ control, disabled }: { control: ProfileForm["control"]; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="reminderDays"
      render={({ field, fieldState }) => {
        const chosen = (field.value as number[] | undefined) ?? [];
        const choices = [...new Set([...REMINDER_DAY_CHOICES, ...chosen])].sort((a, b) => a - b);
        const toggle = (day: number, on: boolean) => field.onChange(on ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((d) => d !== day));
        return (
          <fieldset disabled={disabled} aria-describedby={fieldState.error ? "reminderDays-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900">Remind the client</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {choices.map((day) => (
                <label key={day} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4" checked={chosen.includes(day)} onChange={(e) => toggle(day, e.target.checked)} onBlur={field.onBlur} />
                  {reminderDayLabel(day)}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id="reminderDays-error" className="mt-1 text-sm font-medium text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function TextField({
  form,
  name,
  label,
  type = "text",
  placeholder,
  hint,
  autoComplete = "off",
  multiline = false,
  className,
}: {
  form: ProfileForm;
  name: (typeof TEXT_FIELDS)[number];
  label: string;
  type?: "text" | "email" | "url" | "tel";
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field name={name} label={label} error={error} hint={hint} optional={name !== "name"} className={className}>
      {(p) =>
        multiline ? (
          <Textarea {...p} {...form.register(name)} rows={3} placeholder={placeholder} />
        ) : (
          <Input {...p} {...form.register(name)} type={type} placeholder={placeholder} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

function ColourField({ form, name, label, fallback }: { form: ProfileForm; name: "primaryColor" | "secondaryColor"; label: string; fallback: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === "string" ? field.value : "";
        return (
          <Field name={name} label={label} error={fieldState.error?.message} hint={`A hex colour like ${fallback}.`}>
            {(p) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={`${label} picker`}
                  value={HEX.test(value) ? value.toLowerCase() : fallback}
                  onChange={(e) => field.onChange(e.target.value)}
                  className="h-9 w-12 shrink-0 cursor-pointer rounded-md border bg-white p-1"
                />
                <Input
                  {...p}
                  ref={field.ref}
                  value={value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  spellCheck={false}
                  autoComplete="off"
                  className="max-w-32 font-mono"
                />
              </div>
            )}
          </Field>
        );
      }}
    />
  );
}

export function BusinessProfileForm({
  profile,
  isOnlyProfile,
  onDone,
  onCancel,
}: {
  /** The profile to change; none for a new one. */
  profile?: TBusinessProfile;
  /** No other profile exists: a new one becomes the default anyway. */
  isOnlyProfile: boolean;
  onDone: (saved: TBusinessProfile) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, unknown, TBusinessProfileInput>({
    resolver: zodResolver(ZBusinessProfileSchema),
    defaultValues: profile ? profileValues(profile) : emptyProfileValues(),
  });
  const { control, formState } = form;
  const invalidate = useInvalidateProfiles();
  // A new profile's logo waits for the profile; a saved one's is uploaded when chosen.
  const [pendingLogo, setPendingLogo] = useState<File>();
  const [logoError, setLogoError] = useState<string>();
  const [saved, setSaved] = useState(profile);
  const upload = useUploadLogo();
  const [saving, setSaving] = useState(false);
  const countries = useMemo(() => countryOptions(), []);
  const country = useWatch({ control, name: "country" }) as string | undefined;
  const remindersOff = useWatch({ control, name: "remindersEnabled" }) === false;
  const defaultPaper = defaultPaperFor(country || undefined);
  const paperLabel = PAPER_SIZE_OPTIONS.find((o) => o.value === defaultPaper)!.label;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      let result: TBusinessProfile;
      try {
        result = saved
          ? await updateProfile(saved.id, patchBodyOf(values, PROFILE_FIELDS))
          : await createProfile(values);
      } catch (err) {
        console.error(err);
        const fields = fieldErrorsOf(err);
        if (fields.length > 0) applyServerFieldErrors(form.setError)(fields);
        const description = fields.length > 0 ? PROFILE_TOASTS.checkFields : isApiError(err, 409) ? getErrorMessage(err) : PROFILE_TOASTS.saveFailed;
        toast({ variant: "destructive", title: "Error", description });
        return;
      }
      setSaved(result);
      void invalidate();
      if (pendingLogo) {
        try {
          result = await uploadLogo(result.id, pendingLogo);
          setPendingLogo(undefined);
          void invalidate();
        } catch (err) {
          // The profile is saved; the form stays open on it so another file can be chosen.
          console.error(err);
          const message = logoErrorMessage(err);
          setLogoError(message);
          toast({ variant: "destructive", title: PROFILE_TOASTS.logoFailedTitle, description: message });
          return;
        }
        toast(PROFILE_TOASTS.savedWithLogo(result.name));
      } else {
        toast(PROFILE_TOASTS.saved(result.name));
      }
      onDone(result);
    } finally {
      setSaving(false);
    }
  });

  const chooseLogo = (file: File) => {
    setLogoError(undefined);
    if (!saved) {
      setPendingLogo(file);
      return;
    }
    upload.mutate(
      { id: saved.id, file },
      {
        onSuccess: (p) => setSaved(p),
        onError: (err) => setLogoError(logoErrorMessage(err)),
      },
    );
  };

  const select = (name: Path<Values>, label: string, placeholder: string, options: readonly { value: string; label: string }[], hint?: string) => (
    <SelectField control={control} name={name} label={label} placeholder={placeholder} options={options} {...(hint ? { hint } : {})} />
  );

  // Made once: its 249 options would otherwise re-render with every keystroke in the form (its
  // Controller still follows its own value and error).
  const countrySelect = useMemo(
    () => <SelectField control={control} name="country" label="Country" placeholder="Choose a country" options={countries} />,
    [control, countries],
  );

  return (
    <form
      noValidate
      aria-label={saved ? `Edit ${saved.name}` : "New business profile"}
      onSubmit={(e) => void onSubmit(e)}
      className="rounded-xl border bg-card shadow-xs"
    >
      <div className="space-y-8 p-5 sm:p-6">
        <FormSection title="Identity" description="Who issues your documents, as registered.">
          <TextField form={form} name="name" label="Legal name" placeholder="Acme Analytics GmbH" autoComplete="organization" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="tradingName" label="Trading name" placeholder="Acme" hint="The name customers know, if it differs." />
            {select("entityType", "Entity type", "Choose an entity type", ENTITY_TYPE_OPTIONS)}
            <TextField form={form} name="registrationNumber" label="Registration number" placeholder="HRB 12345" />
            <TextField form={form} name="vatId" label="VAT / tax ID" placeholder="DE123456789" hint="An EU VAT ID starts with its country code." />
          </div>
        </FormSection>

        <FormSection
          title="Trading disclosures"
          description="Printed at the foot of your invoices as your legal form requires: a GmbH its register court and every managing director; a UK company where it is registered and its registered office."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="registerCourt" label="Register court / place of registration" placeholder="Amtsgericht München" />
            <TextField form={form} name="registeredOffice" label="Registered office" placeholder="München" />
          </div>
          <TextField form={form} name="managingDirectors" label="Managing directors" placeholder="Erika Mustermann, Max Mustermann" />
        </FormSection>

        <FormSection title="Address" description="Printed on invoices and in your policies.">
          <TextField form={form} name="addressLine1" label="Address line 1" autoComplete="address-line1" />
          <TextField form={form} name="addressLine2" label="Address line 2" autoComplete="address-line2" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="city" label="City" autoComplete="address-level2" />
            <TextField form={form} name="postalCode" label="Postal code" autoComplete="postal-code" />
            <TextField form={form} name="region" label="Region / state" autoComplete="address-level1" />
            {countrySelect}
          </div>
        </FormSection>

        <FormSection title="Contact" description="How customers and data subjects reach you.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="email" label="E-mail" type="email" placeholder="hello@acme.example" />
            <TextField form={form} name="phone" label="Phone" type="tel" placeholder="+49 30 1234567" />
          </div>
          <TextField form={form} name="website" label="Website" type="url" placeholder="https://acme.example" />
        </FormSection>

        <FormSection title="Brand" description="The logo and colours your documents carry.">
          <LogoField
            name={saved?.name ?? "Your business"}
            logoUrl={saved?.logoUrl ?? null}
            pendingFile={pendingLogo}
            uploading={upload.isPending}
            error={logoError}
            onChoose={chooseLogo}
            onProblem={setLogoError}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField form={form} name="primaryColor" label="Primary colour" fallback={DEFAULT_PRIMARY_COLOR} />
            <ColourField form={form} name="secondaryColor" label="Secondary colour" fallback={DEFAULT_SECONDARY_COLOR} />
          </div>
        </FormSection>

        <FormSection title="Signatory" description="Who signs agreements for the business.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="signatoryName" label="Signatory name" />
            <TextField form={form} name="signatoryTitle" label="Signatory title" placeholder="Managing Director" />
          </div>
        </FormSection>

        <FormSection title="Privacy" description="Named in your privacy policy when you have them (GDPR and CCPA).">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="dpoName" label="Data protection officer" />
            <TextField form={form} name="dpoEmail" label="DPO e-mail" type="email" />
            <TextField form={form} name="representativeName" label="EU / UK representative" />
            <TextField form={form} name="representativeEmail" label="Representative e-mail" type="email" />
          </div>
          <TextField form={form} name="representativeAddress" label="Representative address" multiline />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="privacyOfficerName" label="Privacy officer" />
            <TextField form={form} name="privacyOfficerEmail" label="Privacy officer e-mail" type="email" />
          </div>
        </FormSection>

        <FormSection title="Bank and payment" description="How clients pay your invoices: an IBAN and BIC, or an account and routing number.">
          <TextField form={form} name="bankAccountHolder" label="Account holder" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="iban" label="IBAN" placeholder="DE89 3704 0044 0532 0130 00" />
            <TextField form={form} name="bic" label="BIC" placeholder="COBADEFFXXX" />
            <TextField form={form} name="bankAccountNumber" label="Account number" />
            <TextField form={form} name="bankRoutingNumber" label="Routing number" hint="The 9-digit ABA number (US)." />
            <TextField form={form} name="sortCode" label="Sort code" placeholder="12-34-56" hint="UK accounts, with the account number." />
          </div>
          <TextField form={form} name="paymentLink" label="Payment link" type="url" placeholder="https://pay.acme.example" />
        </FormSection>

        <FormSection title="Payment reminders" description="E-mails to your client about an unpaid invoice, with a link to it and the balance due. Each goes out once.">
          <CheckboxField control={control} name="remindersEnabled" label="Send payment reminders automatically" hint="For invoices you sent that are not paid yet." />
          <ReminderDaysField control={control} disabled={remindersOff} />
        </FormSection>

        <FormSection title="Defaults" description="What a new document made with this business starts with.">
          <div className="grid gap-4 sm:grid-cols-3">
            {select("currency", "Currency", "Choose a currency", CURRENCY_OPTIONS)}
            {select("locale", "Locale", "Choose a locale", LOCALE_OPTIONS)}
            {select(
              "paperSize",
              "Paper size",
              `Default: ${paperLabel}`,
              PAPER_SIZE_OPTIONS,
              `Unless chosen: Letter in the United States and Canada, A4 elsewhere${country ? ` (${countryName(country)}: ${paperLabel})` : ""}.`,
            )}
          </div>
          <TextField form={form} name="defaultVatRate" label="Default VAT rate (%)" placeholder="19" hint="The rate a new invoice line starts with." />
          {!saved?.isDefault && !isOnlyProfile && (
            <CheckboxField control={control} name="isDefault" label="Make this my default business" hint="The business new documents start with." />
          )}
        </FormSection>
      </div>
      <div className="flex flex-col gap-3 border-t bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <Button type="submit" size="lg" pending={saving} icon={Save} className="w-full sm:w-auto">
          {saving ? "Saving..." : "Save business"}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={saving} className="w-full sm:w-auto">
          {saved && saved !== profile ? "Back to businesses" : "Cancel"}
        </Button>
        <FormAlert message={formState.errors.root?.server?.message} />
      </div>
    </form>
  );
}
