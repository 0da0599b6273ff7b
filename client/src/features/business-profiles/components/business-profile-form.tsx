// One business profile, every field of ZBusinessProfileSchema, in sections grouped as a person
// thinks of them (profile-sections.tsx). The shared schema checks the form (zodResolver) and the
// server; the server's field messages of a 400 go back onto the fields. A new profile's logo is
// sent once the profile exists.
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { type TBusinessProfileInput, ZBusinessProfileSchema } from "@shared/business/schema";
import { fieldErrorsOf } from "@/lib/api-errors";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { FormAlert } from "@/components/form/form-alert";
import { Button } from "@/components/ui/button";
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
import {
  AddressSection,
  BankSection,
  BrandSection,
  ContactSection,
  DefaultsSection,
  DisclosuresSection,
  IdentitySection,
  PrivacySection,
  RemindersSection,
  SignatorySection,
} from "./profile-sections";
import { emptyProfileValues, PROFILE_FIELDS, profileValues, type Values } from "./profile-values";

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
  const { formState } = form;
  const invalidate = useInvalidateProfiles();
  // A new profile's logo waits for the profile; a saved one's is uploaded when chosen.
  const [pendingLogo, setPendingLogo] = useState<File>();
  const [logoError, setLogoError] = useState<string>();
  const [saved, setSaved] = useState(profile);
  const upload = useUploadLogo();
  const [saving, setSaving] = useState(false);

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

  return (
    <form
      noValidate
      aria-label={saved ? `Edit ${saved.name}` : "New business profile"}
      onSubmit={(e) => void onSubmit(e)}
      className="rounded-xl border bg-card shadow-xs"
    >
      <div className="space-y-8 p-5 sm:p-6">
        <IdentitySection form={form} />
        <DisclosuresSection form={form} />
        <AddressSection form={form} />
        <ContactSection form={form} />
        <BrandSection form={form}>
          <LogoField
            name={saved?.name ?? "Your business"}
            logoUrl={saved?.logoUrl ?? null}
            pendingFile={pendingLogo}
            uploading={upload.isPending}
            error={logoError}
            onChoose={chooseLogo}
            onProblem={setLogoError}
          />
        </BrandSection>
        <SignatorySection form={form} />
        <PrivacySection form={form} />
        <BankSection form={form} />
        <RemindersSection form={form} />
        <DefaultsSection form={form} offerDefault={!saved?.isDefault && !isOnlyProfile} />
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
