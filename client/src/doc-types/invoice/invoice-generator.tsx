// The invoice, quote and receipt generator (spec sections 2, 4, 5 and 9). Money is typed in major
// units and sent in minor units; the live totals and preview follow every keystroke until the
// document is generated, then the generated document takes the preview's place (one preview at a
// time), with Share and Download PDF as on every tool. The issuer is the chosen business, which the
// server takes whole from the profile. With edit props (client/src/doc-types/registry.ts) the bare
// form, filled with a document's input; its type can't change (the server keeps it, and the number).
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TPublicUser } from "@shared/api/users";
import { docMeta, type TInvoiceRequest } from "@shared/doc-types";
import { ownerName } from "@shared/names";
import type { Currency, InvoiceType } from "@shared/validation";
import { Badge } from "@/components/ui/badge";
import { selectedProfile, useBusinessProfiles } from "@/features/business-profiles";
import { DownloadPdfButton } from "@/features/documents";
import type { DocFormProps } from "@/components/generator/doc-form-props";
import { FormSection } from "@/components/form/form-field";
import { DocFormCard, useGeneratorForm } from "@/components/generator/generator-form";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { generatorTexts } from "@/components/generator/generator-texts";
import { GeneratedDocumentPanel, GeneratingState } from "@/components/generator/result-panel";
import { PlanLimitPanel, PlanUsageNotice } from "@/features/billing";
import { useAuth } from "@/lib/auth";
import { isoDaysFromToday } from "@/components/generator/dates";
import { useCreateInvoice } from "./create-invoice";
import { EInvoiceChecklist } from "./e-invoice-checklist";
import {
  EMPTY_ITEM,
  type InvoiceFormValues,
  invoiceDefaults,
  invoiceFormValuesOf,
  invoiceResolver,
} from "./invoice-form";
import { type Issuer, InvoicePreview } from "./invoice-preview";
import { ClientSection, DocumentSection, NotesSection, TaxAndDiscountSection } from "./invoice-sections";
import { LineItemsField } from "./line-items-field";

/** The tool's own texts are the invoice's; the submit button and result name the kind chosen. */
const family = docMeta("invoice");
const familyTexts = generatorTexts(family);

/**
 * Who the document is from: the chosen business (its legal name, as the server prints it), else
 * the signed-in user, as the server falls back to.
 */
export function issuerOf(user: TPublicUser | null, profile: TBusinessProfile | null | undefined): Issuer | undefined {
  if (profile)
    return {
      name: profile.name,
      email: profile.email ?? user?.email ?? "",
      logoUrl: profile.logoUrl,
      address: profile.address,
      vatId: profile.vatId,
      registrationNumber: profile.registrationNumber,
    };
  if (!user) return undefined;
  return { name: ownerName(user), email: user.email };
}

/** A new quote's values: its one date is its validity, 30 days from today. */
const quoteDefaults = (): InvoiceFormValues => ({ ...invoiceDefaults(), type: "quote", dueDate: "", validUntil: isoDaysFromToday(30) });

/** The quote tool (/tools/quote-generator): the same form, its type fixed to quote. */
export function QuoteGenerator(props: DocFormProps) {
  return <InvoiceGenerator {...props} fixedType="quote" />;
}

/** One form for the four kinds (invoice, quote, receipt, credit note). */
export function InvoiceGenerator({ fixedType, ...props }: DocFormProps & { fixedType?: "quote" }) {
  const { user } = useAuth();
  const form = useForm<InvoiceFormValues, unknown, TInvoiceRequest>({
    resolver: invoiceResolver,
    defaultValues: props.initialValues !== undefined ? invoiceFormValuesOf(props.initialValues) : fixedType === "quote" ? quoteDefaults() : invoiceDefaults(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type: InvoiceType = useWatch({ control, name: "type" }) ?? "invoice";
  const profileRef = useWatch({ control, name: "businessProfileId" });
  const { data: profiles, isPending: profilesPending } = useBusinessProfiles();
  const profile = selectedProfile(profiles, profileRef);
  const issuer = issuerOf(user, profile);
  const isQuote = type === "quote";
  // The chosen business's currency and VAT rate, for what the user has not set.
  const defaultRate = profile?.defaultVatRate ?? undefined;
  const newItem = useMemo(() => ({ ...EMPTY_ITEM, vatRate: defaultRate ?? Number.NaN }), [defaultRate]);
  useEffect(() => {
    if (!profile || props.initialValues !== undefined) return;
    if (profile.currency && !form.getFieldState("currency").isDirty) form.setValue("currency", profile.currency as Currency);
    if (defaultRate !== undefined)
      form.getValues("items").forEach((item, i) => {
        if (!Number.isFinite(item.vatRate) && !form.getFieldState(`items.${i}.vatRate`).isDirty) form.setValue(`items.${i}.vatRate`, defaultRate);
      });
  }, [profile, defaultRate, form, props.initialValues]);
  // A quote has one date, its validity: switching to a quote carries the due date over to it.
  useEffect(() => {
    if (isQuote && !form.getValues("validUntil")) form.setValue("validUntil", form.getValues("dueDate"));
  }, [isQuote, form]);
  const texts = generatorTexts(docMeta(type));
  const mode = useGeneratorForm<InvoiceFormValues, TInvoiceRequest>(props, form.setError);
  const generate = useCreateInvoice({ onFieldErrors: mode.onFieldErrors });
  const invoice = generate.result;
  // What each e-invoice format still needs, as the server answered the version last saved, while
  // it can still be edited: the draft being edited, or the draft this page just saved.
  const readiness = props.document?.eInvoice ?? (invoice?.document.status === "draft" ? invoice.eInvoice : undefined);

  const formCard = (
    <DocFormCard
      doc={{ form, mode, generation: generate }}
      label={familyTexts.formLabel}
      submitLabel={texts.submit}
      businessNote={() =>
        !profilesPending && issuer ? (
          <p className="text-sm text-slate-700" data-testid="invoice-issuer">
            Issued by <span className="font-semibold text-slate-900">{issuer.name}</span>
          </p>
        ) : null
      }
    >
      <DocumentSection form={form} type={type} readOnlyType={!!mode.edit || !!fixedType} edit={!!mode.edit} />
      <ClientSection form={form} />
      <FormSection
        title="Line Items"
        description="Quantities may have up to 3 decimals (7.5 hours); prices are per unit. Give each line its VAT rate: the tax is computed per rate."
      >
        <LineItemsField control={control} register={register} errors={errors} newItem={newItem} />
      </FormSection>

      <TaxAndDiscountSection form={form} />
      <NotesSection form={form} isQuote={isQuote} />
      {readiness && <EInvoiceChecklist readiness={readiness} />}
    </DocFormCard>
  );
  if (mode.edit) return formCard;

  return (
    <GeneratorLayout
      toolId={fixedType ? docMeta(fixedType).toolId : family.toolId}
      title={fixedType ? generatorTexts(docMeta(fixedType)).title : familyTexts.title}
      description={
        fixedType
          ? "Quotes your clients accept online, then turn into an invoice in one click."
          : "Create professional invoices, quotes and receipts with automatic numbering and totals."
      }
      notice={<PlanUsageNotice />}
      form={formCard}
      result={
        generate.isPending ? (
          <GeneratingState />
        ) : invoice && !generate.planLimitMessage ? (
          <GeneratedDocumentPanel
            key={invoice.document.id}
            heading={generatorTexts(docMeta(invoice.type)).heading}
            document={invoice.document}
            badge={
              <Badge variant="outline" className="font-mono" data-testid="invoice-number">
                {invoice.number ?? "Draft"}
              </Badge>
            }
          />
        ) : (
          <>
            {generate.planLimitMessage && <PlanLimitPanel message={generate.planLimitMessage} />}
            <InvoicePreview
              control={control}
              issuer={issuer}
              // There is nothing to download until the document is generated.
              actions={<DownloadPdfButton documentId={undefined} />}
            />
          </>
        )
      }
    />
  );
}
