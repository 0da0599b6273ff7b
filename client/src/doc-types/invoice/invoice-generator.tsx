// The invoice, quote and receipt generator (spec sections 2, 4, 5 and 9). Money is typed in major
// units and sent in minor units; the live totals and preview follow every keystroke.
import { useForm, useWatch } from "react-hook-form";
import type { TPublicUser } from "@shared/api/users";
import { docType, type TInvoiceRequest } from "@shared/doc-types";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS, type InvoiceType } from "@shared/validation";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { DownloadPdfButton } from "@/components/tool/document-actions";
import { applyServerFieldErrors } from "@/components/tool/form-errors";
import { Field, FormSection, SelectField } from "@/components/tool/form-field";
import { FormAlert, GenerateButton } from "@/components/tool/generate-button";
import { FormCard, GeneratorLayout } from "@/components/tool/generator-layout";
import { generatorTexts } from "@/components/tool/generator-texts";
import { GeneratedDocumentPanel, GeneratingState } from "@/components/tool/result-panel";
import { PlanLimitPanel } from "@/components/tool/plan-limit-panel";
import { useAuth } from "@/lib/auth";
import { useCreateInvoice } from "./create-invoice";
import { type InvoiceFormValues, invoiceDefaults, invoiceResolver } from "./invoice-form";
import { type Issuer, InvoicePreview } from "./invoice-preview";
import { MoneyInput } from "./money-input";
import { InvoiceTotals } from "./invoice-totals";
import { LineItemsField } from "./line-items-field";

/** The tool's own texts are the invoice's; the submit button and result name the kind chosen. */
const family = docType("invoice");
const familyTexts = generatorTexts(family);

/** Who the document is from, in the live preview: the signed-in user. */
function issuerOf(user: TPublicUser | null): Issuer | undefined {
  if (!user) return undefined;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { name: name || user.email, email: user.email };
}

/** One form for the three kinds (invoice, quote, receipt). */
export function InvoiceGenerator() {
  const { user } = useAuth();
  const form = useForm<InvoiceFormValues, unknown, TInvoiceRequest>({
    resolver: invoiceResolver,
    defaultValues: invoiceDefaults(),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type: InvoiceType = useWatch({ control, name: "type" }) ?? "invoice";
  const isQuote = type === "quote";
  const texts = generatorTexts(docType(type));
  const generate = useCreateInvoice({ onFieldErrors: applyServerFieldErrors(form.setError) });
  const invoice = generate.result;

  const onSubmit = form.handleSubmit((payload) => generate.mutate(payload));

  return (
    <GeneratorLayout
      toolId={family.toolId}
      title={familyTexts.title}
      description="Create professional invoices, quotes and receipts with automatic numbering and totals."
      form={
        <FormCard
          label={familyTexts.formLabel}
          onSubmit={onSubmit}
          actions={
            <>
              <GenerateButton label={texts.submit} isPending={generate.isPending} />
              <DownloadPdfButton
                documentId={invoice?.document.id}
                size="lg"
                className="w-full sm:w-auto"
              />
              <FormAlert message={errors.root?.server?.message} />
            </>
          }
        >
          <FormSection title="Document">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                control={control}
                name="type"
                label="Document Type"
                placeholder="Select a document type"
                options={INVOICE_TYPE_OPTIONS}
              />
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
        </FormCard>
      }
      result={
        <>
          {generate.isPending ? (
            <GeneratingState />
          ) : generate.planLimitMessage ? (
            <PlanLimitPanel message={generate.planLimitMessage} />
          ) : invoice ? (
            <GeneratedDocumentPanel
              key={invoice.document.id}
              heading={generatorTexts(docType(invoice.type)).heading}
              document={invoice.document}
              showPdfButton={false}
              badge={
                <Badge variant="outline" className="font-mono" data-testid="invoice-number">
                  {invoice.number}
                </Badge>
              }
            />
          ) : null}
          <InvoicePreview control={control} issuer={issuerOf(user)} />
        </>
      }
    />
  );
}
