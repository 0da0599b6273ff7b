// The Logo & favicon studio (/tools/logo-generator): the form on the left, the live preview on the
// right (drawn in the browser from the same inputs), and two actions: download the kit (a ZIP
// from POST /api/logo-studio/kit), or store its logo.png on the default business profile.
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, ImageUp } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import {
  DEFAULT_LOGO_FONT,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  LOGO_FONT_OPTIONS,
  type TLogoKitRequest,
  type TLogoKitRequestInput,
  ZLogoKitRequest,
} from "@shared/logo-studio";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import { Field, FormSection, SelectField } from "@/components/tool/form-field";
import { FormAlert } from "@/components/tool/generate-button";
import { FormCard, GeneratorLayout } from "@/components/tool/generator-layout";
import { Button } from "@/components/ui/button";
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
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  layout: "horizontal",
});

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
                onClick={form.handleSubmit((input) => save.mutate(input))}
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
                fallback={DEFAULT_PRIMARY_COLOR}
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
        </FormCard>
      }
      result={<LogoPreview model={previewModel(values)} />}
    />
  );
}
