// The invoice form's sections but the line items: the document (its kind, currency, dates and
// references), the client, tax and discount with the live totals, and the notes and terms.
import { useMemo } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { countryOptions } from "@shared/business/countries";
import type { TInvoiceRequest } from "@shared/doc-types";
import { CURRENCY_OPTIONS, INVOICE_TYPE_OPTIONS, type InvoiceType } from "@shared/validation";
import { Field, FormSection, SelectField } from "@/components/form/form-field";
import { MoneyInput, optionalMoneyValue } from "@/components/form/money-input";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ClientPicker } from "@/features/clients";
import { type InvoiceFormValues, withVatRates } from "./invoice-form";
import { InvoiceTotals } from "./invoice-totals";

export type InvoiceForm = UseFormReturn<InvoiceFormValues, unknown, TInvoiceRequest>;

/** The kind (read-only when edited or on the quote tool), currency, the dates and references. */
export function DocumentSection({
  form,
  type,
  readOnlyType,
  edit,
}: {
  form: InvoiceForm;
  type: InvoiceType;
  readOnlyType: boolean;
  edit: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const isQuote = type === "quote";
  const isCredit = type === "credit_note";
  return (
  <FormSection title="Document">
    <div className="grid gap-4 sm:grid-cols-2">
      {readOnlyType ? (
        <Field
          name="type"
          label="Document Type"
          hint={edit ? "A document keeps its type and number when edited." : undefined}
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
  );
}

/** Who the document is addressed to: a client from the book, or typed in. */
export function ClientSection({ form }: { form: InvoiceForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // Made once: its 249 options would otherwise re-render with every keystroke in the form.
  const countrySelect = useMemo(
    () => <SelectField control={control} name="clientCountry" label="Client Country" placeholder="Choose a country" options={countryOptions()} />,
    [control],
  );
  return (
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
  );
}

/** The typed tax, only while no line has a VAT rate (with rates the server computes it). */
function TypedTaxField({ form }: { form: InvoiceForm }) {
  const items = useWatch({ control: form.control, name: "items" });
  if (withVatRates(items)) return null;
  return (
    <Field name="taxAmount" label="Tax" error={form.formState.errors.taxAmount?.message} hint="Only without VAT rates on the lines.">
      {(p) => <MoneyInput {...p} {...form.register("taxAmount", optionalMoneyValue)} />}
    </Field>
  );
}

export function TaxAndDiscountSection({ form }: { form: InvoiceForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
  <FormSection title="Tax & Discount" description="The discount is taken before tax. Amounts in the document's currency.">
    <div className="grid gap-4 sm:grid-cols-2">
      <TypedTaxField form={form} />
      <Field name="discountAmount" label="Discount" error={errors.discountAmount?.message}>
        {(p) => <MoneyInput {...p} {...register("discountAmount", optionalMoneyValue)} />}
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
  );
}

export function NotesSection({ form, isQuote }: { form: InvoiceForm; isQuote: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
  <FormSection title="Notes & Terms" description="Printed on the document.">
    <Field name="paymentTerms" label={isQuote ? "Terms" : "Payment Terms"} optional error={errors.paymentTerms?.message}>
      {(p) => <Textarea {...p} {...register("paymentTerms")} rows={2} placeholder={isQuote ? "50% on acceptance, the rest on delivery" : "2% discount if paid within 10 days"} />}
    </Field>
    <Field name="notes" label="Notes" optional error={errors.notes?.message}>
      {(p) => <Textarea {...p} {...register("notes")} rows={3} placeholder="Thank you for your business." />}
    </Field>
  </FormSection>
  );
}
