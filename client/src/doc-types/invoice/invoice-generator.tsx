// The invoice, quote and receipt generator (spec sections 2, 4, 5 and 9). Money is typed in major
// units and sent in minor units; the live totals and preview follow every keystroke until the
// document is generated, then the generated document takes the preview's place (one preview at a
// time), with Share and Download PDF as on every tool. The issuer is the chosen business, which the
// server takes whole from the profile. With edit props (client/src/doc-types/registry.ts) the bare
// form, filled with a document's input; its type can't change (the server keeps it, and the number).
import { useForm, useWatch } from "react-hook-form";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TPublicUser } from "@shared/api/users";
import { docMeta, type TInvoiceRequest } from "@shared/doc-types";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS, type InvoiceType } from "@shared/validation";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { selectedProfile, useBusinessProfiles } from "@/components/tool/business-picker";
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
import { useCreateInvoice } from "./create-invoice";
import {
  type InvoiceFormValues,
  invoiceDefaults,
  invoiceFormValuesOf,
  invoiceResolver,
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

/** One form for the three kinds (invoice, quote, receipt). */
export function InvoiceGenerator(props: DocFormProps) {
  const { user } = useAuth();
  const form = useForm<InvoiceFormValues, unknown, TInvoiceRequest>({
    resolver: invoiceResolver,
    defaultValues: props.initialValues === undefined ? invoiceDefaults() : invoiceFormValuesOf(props.initialValues),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type: InvoiceType = useWatch({ control, name: "type" }) ?? "invoice";
  const profileRef = useWatch({ control, name: "businessProfileId" });
  const { data: profiles, isPending: profilesPending } = useBusinessProfiles();
  const issuer = issuerOf(user, selectedProfile(profiles, profileRef));
  const isQuote = type === "quote";
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
          {mode.edit ? (
            <Field
              name="type"
              label="Document Type"
              hint="A document keeps its type and number when edited."
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
          <Field
            name="dueDate"
            label={isQuote ? "Quote Valid Until" : "Due Date"}
            error={errors.dueDate?.message}
          >
            {(p) => <Input {...p} {...register("dueDate")} type="date" />}
          </Field>
          {isQuote && (
            <Field
              name="validUntil"
              label="Valid Until Date"
              optional
              error={errors.validUntil?.message}
              hint="Printed on the quote instead of the date beside it, when set."
            >
              {(p) => <Input {...p} {...register("validUntil")} type="date" />}
            </Field>
          )}
        </div>
      </FormSection>

      <FormSection title="Client Details" description="Who the document is addressed to.">
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
      </FormSection>

      <FormSection
        title="Line Items"
        description="Quantities are whole units; prices are per unit."
      >
        <LineItemsField control={control} register={register} errors={errors} />
      </FormSection>

      <FormSection title="Tax & Discount" description="Amounts in the document's currency.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="taxAmount" label="Tax" error={errors.taxAmount?.message}>
            {(p) => <MoneyInput {...p} {...register("taxAmount", { valueAsNumber: true })} />}
          </Field>
          <Field name="discountAmount" label="Discount" error={errors.discountAmount?.message}>
            {(p) => <MoneyInput {...p} {...register("discountAmount", { valueAsNumber: true })} />}
          </Field>
        </div>
        <InvoiceTotals control={control} />
      </FormSection>
    </DocFormCard>
  );
  if (mode.edit) return formCard;

  return (
    <GeneratorLayout
      toolId={family.toolId}
      title={familyTexts.title}
      description="Create professional invoices, quotes and receipts with automatic numbering and totals."
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
