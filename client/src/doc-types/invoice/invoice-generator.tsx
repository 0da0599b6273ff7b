// The invoice, quote and receipt generator (spec sections 2, 4, 5 and 9). Money is typed in major
// units and sent in minor units; the live totals and preview follow every keystroke until the
// document is generated, then the generated document takes the preview's place (one preview at a
// time), with Share and Download PDF as on every tool. The issuer is the chosen business, which the
// server takes whole from the profile. With edit props (client/src/doc-types/registry.ts) the bare
// form, filled with a document's input; its type can't change (the server keeps it, and the number).
import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { countryOptions } from "@shared/business/countries";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TPublicUser } from "@shared/api/users";
import { docMeta, type TInvoiceRequest } from "@shared/doc-types";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS, type Currency, type InvoiceType } from "@shared/validation";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { selectedProfile, useBusinessProfiles } from "@/features/business-profiles";
import { ClientPicker } from "@/features/clients";
import { DownloadPdfButton } from "@/components/tool/document-actions";
import type { DocFormProps } from "@/components/tool/doc-form-props";
import { Field, FormSection, SelectField } from "@/components/tool/form-field";
import { DocFormCard, useGeneratorForm } from "@/components/tool/generator-form";
import { GeneratorLayout } from "@/components/tool/generator-layout";
import { generatorTexts } from "@/components/tool/generator-texts";
import { GeneratedDocumentPanel, GeneratingState } from "@/components/tool/result-panel";
import { PlanLimitPanel } from "@/components/tool/plan-limit-panel";
import { PlanUsageNotice } from "@/components/tool/plan-usage-notice";
import { useAuth } from "@/lib/auth";
import { isoDaysFromToday } from "@/components/tool/dates";
import { useCreateInvoice } from "./create-invoice";
import {
  EMPTY_ITEM,
  type InvoiceFormValues,
  invoiceDefaults,
  invoiceFormValuesOf,
  invoiceResolver,
  withVatRates,
} from "./invoice-form";
import { type Issuer, InvoicePreview } from "./invoice-preview";
import { MoneyInput } from "./money-input";
import { InvoiceTotals } from "./invoice-totals";
import { LineItemsField } from "./line-items-field";

/** The tool's own texts are the invoice's; the submit button and result name the kind chosen. */
const family = docMeta("invoice");
const familyTexts = generatorTexts(family);

/**
 * Who the document is from: the chosen business (its legal name, as the server prints it), else
 * the signed-in user, as the server falls back to.
 */
export function issuerOf(user: TPublicUser | null, profile: TBusinessProfile | null | undefined): Issuer | undefined {
  if (profile) return { name: profile.name, email: profile.email ?? user?.email ?? "", logoUrl: profile.logoUrl };
  if (!user) return undefined;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { name: name || user.email, email: user.email };
}

/** The typed tax, only while no line has a VAT rate (with rates the server computes it). */
function TypedTaxField({ form }: { form: ReturnType<typeof useForm<InvoiceFormValues, unknown, TInvoiceRequest>> }) {
  const items = useWatch({ control: form.control, name: "items" });
  if (withVatRates(items)) return null;
  return (
    <Field name="taxAmount" label="Tax" error={form.formState.errors.taxAmount?.message} hint="Only without VAT rates on the lines.">
      {(p) => <MoneyInput {...p} {...form.register("taxAmount", { valueAsNumber: true })} />}
    </Field>
  );
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
  const isCredit = type === "credit_note";
  // Made once: its 249 options would otherwise re-render with every keystroke in the form.
  const countrySelect = useMemo(
    () => <SelectField control={control} name="clientCountry" label="Client Country" placeholder="Choose a country" options={countryOptions()} />,
    [control],
  );
  // The chosen business's currency and VAT rate, for what the user has not set (issue 26).
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
      <FormSection title="Document">
        <div className="grid gap-4 sm:grid-cols-2">
          {mode.edit || fixedType ? (
            <Field
              name="type"
              label="Document Type"
              hint={mode.edit ? "A document keeps its type and number when edited." : undefined}
            >
              {(p) => (
                <Input
                  {...p}
                  readOnly
                  value={INVOICE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type}
                />
              )}
            </Field>
          ) : (
            <SelectField
              control={control}
              name="type"
              label="Document Type"
              placeholder="Select a document type"
              options={INVOICE_TYPE_OPTIONS}
            />
          )}
          <SelectField
            control={control}
            name="currency"
            label="Currency"
            placeholder="Select a currency"
            options={CURRENCY_OPTIONS}
          />
          {isQuote ? (
            <Field name="validUntil" label="Valid Until" optional error={errors.validUntil?.message} hint="After this date the client can no longer accept the quote online.">
              {(p) => <Input {...p} {...register("validUntil")} type="date" />}
            </Field>
          ) : (
            <Field name="dueDate" label="Due Date" error={errors.dueDate?.message}>
              {(p) => <Input {...p} {...register("dueDate")} type="date" />}
            </Field>
          )}
          <Field name="supplyDate" label="Date of Supply" optional error={errors.supplyDate?.message} hint="When the goods or services were supplied, if not the issue date.">
            {(p) => <Input {...p} {...register("supplyDate")} type="date" />}
          </Field>
          {isCredit && (
            <>
              <Field name="precedingInvoiceNumber" label="Invoice Corrected" error={errors.precedingInvoiceNumber?.message}>
                {(p) => <Input {...p} {...register("precedingInvoiceNumber")} placeholder="INV-0001" autoComplete="off" />}
              </Field>
              <Field name="precedingInvoiceDate" label="Its Issue Date" optional error={errors.precedingInvoiceDate?.message}>
                {(p) => <Input {...p} {...register("precedingInvoiceDate")} type="date" />}
              </Field>
            </>
          )}
          <Field name="purchaseOrderReference" label="Purchase Order" optional error={errors.purchaseOrderReference?.message}>
            {(p) => <Input {...p} {...register("purchaseOrderReference")} autoComplete="off" />}
          </Field>
          <Field name="buyerReference" label="Buyer Reference" optional error={errors.buyerReference?.message} hint="The Leitweg-ID for a German public body (XRechnung).">
            {(p) => <Input {...p} {...register("buyerReference")} autoComplete="off" />}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Client Details" description="Who the document is addressed to.">
        <ClientPicker form={form} />
        <Field name="clientName" label="Client Name" error={errors.clientName?.message}>
          {(p) => (
            <Input
              {...p}
              {...register("clientName")}
              placeholder="Client or company name"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          name="clientEmail"
          label="Client Email"
          optional
          error={errors.clientEmail?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register("clientEmail")}
              type="email"
              placeholder="billing@client.com"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          name="clientAddress"
          label="Client Address"
          optional
          error={errors.clientAddress?.message}
        >
          {(p) => (
            <Textarea
              {...p}
              {...register("clientAddress")}
              rows={2}
              placeholder="456 Market Street, Austin, TX 78701"
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {countrySelect}
          <Field name="clientVatId" label="Client VAT ID" optional error={errors.clientVatId?.message} hint="Required for reverse charge and intra-community supplies.">
            {(p) => <Input {...p} {...register("clientVatId")} placeholder="FR12345678901" autoComplete="off" />}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Line Items"
        description="Quantities may have up to 3 decimals (7.5 hours); prices are per unit. Give each line its VAT rate: the tax is computed per rate."
      >
        <LineItemsField control={control} register={register} errors={errors} newItem={newItem} />
      </FormSection>

      <FormSection title="Tax & Discount" description="The discount is taken before tax. Amounts in the document's currency.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TypedTaxField form={form} />
          <Field name="discountAmount" label="Discount" error={errors.discountAmount?.message}>
            {(p) => <MoneyInput {...p} {...register("discountAmount", { valueAsNumber: true })} />}
          </Field>
          <Field name="discountPercent" label="Discount (%)" optional error={errors.discountPercent?.message} hint="Instead of an amount.">
            {(p) => <Input {...p} {...register("discountPercent", { valueAsNumber: true })} type="number" min={0} max={100} step={0.01} inputMode="decimal" />}
          </Field>
          <Field name="exemptionReason" label="VAT Exemption Reason" optional error={errors.exemptionReason?.message} hint="Required for exempt (E) and out-of-scope (O) lines.">
            {(p) => <Input {...p} {...register("exemptionReason")} autoComplete="off" />}
          </Field>
        </div>
        <InvoiceTotals control={control} />
      </FormSection>

      <FormSection title="Notes & Terms" description="Printed on the document.">
        <Field name="paymentTerms" label={isQuote ? "Terms" : "Payment Terms"} optional error={errors.paymentTerms?.message}>
          {(p) => <Textarea {...p} {...register("paymentTerms")} rows={2} placeholder={isQuote ? "50% on acceptance, the rest on delivery" : "2% discount if paid within 10 days"} />}
        </Field>
        <Field name="notes" label="Notes" optional error={errors.notes?.message}>
          {(p) => <Textarea {...p} {...register("notes")} rows={3} placeholder="Thank you for your business." />}
        </Field>
      </FormSection>
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
                {invoice.number}
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
