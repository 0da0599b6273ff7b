// The Logo & favicon studio (/tools/logo-generator): the form on the left, the live preview on the
// right (drawn in the browser from the same inputs), and two actions: download the kit (a ZIP
// from POST /api/logo-studio/kit), or store its logo.png on a business profile. The business is
// picked at the top (the default first), and fills in its name and colours; replacing a logo it
// already has asks first.
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, ImageUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import {
  DEFAULT_LOGO_FONT,
  DEFAULT_LOGO_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  LOGO_FONT_OPTIONS,
  type TLogoKitRequest,
  type TLogoKitRequestInput,
  ZLogoKitRequest,
} from "@shared/logo-studio";
import { useBusinessProfiles } from "@/features/business-profiles";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { Field, FormSection, SelectField } from "@/components/form/form-field";
import { FormAlert } from "@/components/form/form-alert";
import { FormCard, GeneratorLayout } from "@/components/generator/generator-layout";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Input } from "@/components/ui/input";
import { useDownloadKit, useSaveBusinessLogo } from "../api/logo-kit";
import { previewModel } from "../lib/preview";
import { ColorField, LayoutField, SymbolPicker } from "./logo-fields";
import { LogoPreview } from "./logo-preview";

export const logoStudioDefaults = (): TLogoKitRequestInput => ({
  name: "",
  initials: "",
  symbol: "",
  font: DEFAULT_LOGO_FONT,
  primaryColor: DEFAULT_LOGO_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  layout: "horizontal",
});

type StudioForm = UseFormReturn<TLogoKitRequestInput, unknown, TLogoKitRequest>;

/** What a business brings to its logo: its name and its brand colours. */
function fillFromBusiness(form: StudioForm, profile: TBusinessProfile, { onlyUntouched }: { onlyUntouched: boolean }) {
  const values: Partial<TLogoKitRequestInput> = {
    name: (profile.tradingName || profile.name).slice(0, 40),
    primaryColor: profile.primaryColor,
    secondaryColor: profile.secondaryColor,
  };
  for (const [key, value] of Object.entries(values) as [keyof TLogoKitRequestInput, string][]) {
    if (!value) continue;
    // Untouched: still empty, or still the studio's own default.
    const current = form.getValues(key);
    if (onlyUntouched && current && current !== logoStudioDefaults()[key]) continue;
    form.setValue(key, value, { shouldDirty: !onlyUntouched, shouldValidate: form.formState.isSubmitted });
  }
}

export const replaceLogoText = (business: string) => ({
  title: `Replace the logo of ${business}?`,
  description:
    "Its current logo will be replaced by this one on the documents it issues from now on. Documents already made keep the logo they were made with.",
});

/** The business the logo is for: its name and colours fill the form. Shown once there is one. */
function BusinessChoice({
  profiles,
  value,
  onChange,
}: {
  profiles: TBusinessProfile[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2 sm:max-w-sm">
      <Label htmlFor={id}>Business</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Choose a business" />
        </SelectTrigger>
        <SelectContent>
          {profiles.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.name}
              {p.isDefault ? " (default)" : ""}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-xs text-muted-foreground">Its name and colours are filled in; the logo can be saved to it.</p>
    </div>
  );
}

type Replacing = { input: TLogoKitRequest; business: TBusinessProfile };

/** Fonts, colours and the layout of the pieces. */
function StyleSection({ control }: { control: StudioForm["control"] }) {
  return (
    <FormSection title="Style" description="Fonts, colours and how the pieces are arranged.">
      <SelectField
        control={control}
        name="font"
        label="Font"
        placeholder="Select a font"
        options={LOGO_FONT_OPTIONS}
        className="sm:max-w-xs"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField
          control={control}
          name="primaryColor"
          label="Primary colour"
          fallback={DEFAULT_LOGO_PRIMARY_COLOR}
        />
        <ColorField
          control={control}
          name="secondaryColor"
          label="Secondary colour"
          fallback={DEFAULT_SECONDARY_COLOR}
        />
      </div>
      <LayoutField control={control} />
    </FormSection>
  );
}

/** Asks before the chosen business's current logo is replaced, showing it. */
function ReplaceLogoDialog({
  replacing,
  onCancel,
  onReplace,
}: {
  replacing: Replacing | undefined;
  onCancel: () => void;
  onReplace: (replacing: Replacing) => void;
}) {
  return (
    <Dialog open={!!replacing} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        {replacing && (
          <>
            <DialogHeader>
              <DialogTitle>{replaceLogoText(replacing.business.name).title}</DialogTitle>
              <DialogDescription>{replaceLogoText(replacing.business.name).description}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-3 text-sm text-slate-700">
              <img
                src={replacing.business.logoUrl ?? undefined}
                alt={`${replacing.business.name}'s current logo`}
                className="h-12 w-auto rounded border bg-white p-1"
              />
              <span>The current logo</span>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="button"
                onClick={() => onReplace(replacing)}
              >
                Replace logo
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export function LogoStudio() {
  const form = useForm<TLogoKitRequestInput, unknown, TLogoKitRequest>({
    resolver: zodResolver(ZLogoKitRequest),
    defaultValues: logoStudioDefaults(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control });
  const onFieldErrors = applyServerFieldErrors(form.setError);
  const kit = useDownloadKit({ onFieldErrors });
  const save = useSaveBusinessLogo({ onFieldErrors });
  const busy = kit.isPending || save.isPending;
  const { data: profiles } = useBusinessProfiles();
  const [profileId, setProfileId] = useState<string>();
  const [replacing, setReplacing] = useState<Replacing>();
  const business = profiles?.find((p) => p.id === profileId);

  // Once the businesses are known: the default is picked, and fills what the user hasn't typed.
  const settled = useRef(false);
  useEffect(() => {
    if (!profiles || settled.current) return;
    settled.current = true;
    const initial = profiles.find((p) => p.isDefault) ?? profiles[0];
    if (!initial) return;
    setProfileId(initial.id);
    fillFromBusiness(form, initial, { onlyUntouched: true });
  }, [profiles, form]);

  const choose = (id: string) => {
    setProfileId(id);
    const picked = profiles?.find((p) => p.id === id);
    if (picked) fillFromBusiness(form, picked, { onlyUntouched: false });
  };

  const saveLogo = (input: TLogoKitRequest) => {
    if (business?.logoUrl) setReplacing({ input, business });
    else save.mutate({ input, profileId: business?.id });
  };

  return (
    <GeneratorLayout
      toolId="logo"
      title="Logo & Favicon Studio"
      description="Design a clean logo and get a complete favicon set for your site and app, ready to drop in."
      form={
        <FormCard
          label="Logo details"
          onSubmit={form.handleSubmit((input) => kit.mutate(input))}
          actions={
            <>
              <Button
                type="submit"
                size="lg"
                disabled={busy}
                className="w-full sm:w-auto"
                pending={kit.isPending}
                icon={Download}
              >
                {kit.isPending ? "Creating the kit..." : "Download the kit"}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={busy}
                className="w-full sm:w-auto"
                onClick={form.handleSubmit(saveLogo)}
                pending={save.isPending}
                icon={ImageUp}
              >
                {save.isPending ? "Saving..." : "Use as my business logo"}
              </Button>
              <FormAlert message={errors.root?.server?.message} />
            </>
          }
        >
          <FormSection
            title="Brand"
            description="The name on the logo, and the letters of the mark."
          >
            {profiles && profiles.length > 0 && (
              <BusinessChoice profiles={profiles} value={profileId ?? ""} onChange={choose} />
            )}
            <Field name="name" label="Business name" error={errors.name?.message}>
              {(p) => (
                <Input
                  {...p}
                  {...register("name")}
                  placeholder="e.g. Acme Labs"
                  autoComplete="organization"
                />
              )}
            </Field>
            <Field
              name="initials"
              label="Initials"
              optional
              error={errors.initials?.message}
              hint="1 to 3 letters or digits. Left empty, the first letters of the name are used."
              className="sm:max-w-xs"
            >
              {(p) => (
                <Input {...p} {...register("initials")} placeholder="e.g. AL" autoComplete="off" />
              )}
            </Field>
          </FormSection>

          <FormSection title="Mark">
            <SymbolPicker register={register} error={errors.symbol?.message} />
          </FormSection>

          <StyleSection control={control} />
        </FormCard>
      }
      result={
        <>
          <LogoPreview model={previewModel(values)} />
          <ReplaceLogoDialog
            replacing={replacing}
            onCancel={() => setReplacing(undefined)}
            onReplace={({ input, business }) => {
              save.mutate({ input, profileId: business.id });
              setReplacing(undefined);
            }}
          />
        </>
      }
    />
  );
}
