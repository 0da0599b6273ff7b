// The profile form's sections, grouped as a person thinks of them: who the business is, its
// trading disclosures, address, contact, brand, signatory, privacy contacts, bank, payment
// reminders, and what new documents start with.
import type * as React from "react";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { countryName, countryOptions } from "@shared/business/countries";
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  defaultPaperFor,
  ENTITY_TYPE_OPTIONS,
  LOCALE_OPTIONS,
  PAPER_SIZE_OPTIONS,
  UK_JURISDICTION_OPTIONS,
} from "@shared/business/schema";
import { CURRENCY_OPTIONS } from "@shared/validation";
import { CheckboxField, FormSection, SelectField } from "@/components/form/form-field";
import { ColourField, ReminderDaysField, TextField } from "./profile-fields";
import type { ProfileForm } from "./profile-values";

type SectionProps = { form: ProfileForm };

export function IdentitySection({ form }: SectionProps) {
  return (
    <FormSection title="Identity" description="Who issues your documents, as registered.">
      <TextField form={form} name="name" label="Legal name" placeholder="Acme Analytics GmbH" autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="tradingName" label="Trading name" placeholder="Acme" hint="The name customers know, if it differs." />
        <SelectField control={form.control} name="entityType" label="Entity type" placeholder="Choose an entity type" options={ENTITY_TYPE_OPTIONS} />
        <TextField form={form} name="registrationNumber" label="Registration number" placeholder="HRB 12345" />
        <TextField form={form} name="vatId" label="VAT / tax ID" placeholder="DE123456789" hint="An EU VAT ID starts with its country code." />
        <TextField
          form={form}
          name="handle"
          label="Public handle"
          placeholder="acme"
          hint="Your published policies' address: /p/<handle>/…, lowercase letters, digits and hyphens. Made from the name when left blank; changing it moves every published policy."
        />
      </div>
    </FormSection>
  );
}

export function DisclosuresSection({ form }: SectionProps) {
  return (
    <FormSection
      title="Trading disclosures"
      description="Printed at the foot of your invoices as your legal form requires: a GmbH its register court and every managing director; a UK company where it is registered and its registered office; a French company its share capital and RCS."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="registerCourt" label="Register court / place of registration" placeholder="Amtsgericht München" />
        <TextField form={form} name="registeredOffice" label="Registered office" placeholder="München" />
      </div>
      <TextField form={form} name="managingDirectors" label="Managing directors" placeholder="Erika Mustermann, Max Mustermann" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="ukJurisdiction"
          label="UK company registered in"
          placeholder="Choose where it is registered"
          options={UK_JURISDICTION_OPTIONS}
          hint="A UK company only: its invoices name the part of the UK it is registered in."
        />
        <TextField form={form} name="shareCapital" label="Share capital" placeholder="10000" hint="In the profile's currency, e.g. 10000 for 10 000 €." />
        <TextField form={form} name="rcsCity" label="RCS registry" placeholder="Paris" hint="A French company: the town of the court registry that keeps its entry in the Registre du commerce et des sociétés." />
      </div>
    </FormSection>
  );
}

export function AddressSection({ form }: SectionProps) {
  const { control } = form;
  const countries = useMemo(() => countryOptions(), []);
  // Made once: its 249 options would otherwise re-render with every keystroke in the form (its
  // Controller still follows its own value and error).
  const countrySelect = useMemo(
    () => <SelectField control={control} name="country" label="Country" placeholder="Choose a country" options={countries} />,
    [control, countries],
  );
  return (
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
  );
}

export function ContactSection({ form }: SectionProps) {
  return (
    <FormSection title="Contact" description="How customers and data subjects reach you.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="email" label="E-mail" type="email" placeholder="hello@acme.example" />
        <TextField form={form} name="phone" label="Phone" type="tel" placeholder="+49 30 1234567" />
      </div>
      <TextField form={form} name="website" label="Website" type="url" placeholder="https://acme.example" />
    </FormSection>
  );
}

/** The logo field (children) and the two colours. */
export function BrandSection({ form, children }: SectionProps & { children: React.ReactNode }) {
  return (
    <FormSection title="Brand" description="The logo and colours your documents carry.">
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField form={form} name="primaryColor" label="Primary colour" fallback={DEFAULT_PRIMARY_COLOR} />
        <ColourField form={form} name="secondaryColor" label="Secondary colour" fallback={DEFAULT_SECONDARY_COLOR} />
      </div>
    </FormSection>
  );
}

export function SignatorySection({ form }: SectionProps) {
  return (
    <FormSection title="Signatory" description="Who signs agreements for the business.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="signatoryName" label="Signatory name" />
        <TextField form={form} name="signatoryTitle" label="Signatory title" placeholder="Managing Director" />
      </div>
    </FormSection>
  );
}

export function PrivacySection({ form }: SectionProps) {
  return (
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
  );
}

export function BankSection({ form }: SectionProps) {
  return (
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
  );
}

export function RemindersSection({ form }: SectionProps) {
  const { control } = form;
  const remindersOff = useWatch({ control, name: "remindersEnabled" }) === false;
  return (
    <FormSection title="Payment reminders" description="E-mails to your client about an unpaid invoice, with a link to it and the balance due. Each goes out once.">
      <CheckboxField control={control} name="remindersEnabled" label="Send payment reminders automatically" hint="For invoices you sent that are not paid yet." />
      <ReminderDaysField control={control} disabled={remindersOff} />
    </FormSection>
  );
}

/** What new documents start with; "Make this my default" only when it is not already, and not the only one. */
export function DefaultsSection({ form, offerDefault }: SectionProps & { offerDefault: boolean }) {
  const { control } = form;
  const country = useWatch({ control, name: "country" }) as string | undefined;
  const paperLabel = PAPER_SIZE_OPTIONS.find((o) => o.value === defaultPaperFor(country || undefined))!.label;
  return (
    <FormSection title="Defaults" description="What a new document made with this business starts with.">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField control={control} name="currency" label="Currency" placeholder="Choose a currency" options={CURRENCY_OPTIONS} />
        <SelectField control={control} name="locale" label="Locale" placeholder="Choose a locale" options={LOCALE_OPTIONS} />
        <SelectField
          control={control}
          name="paperSize"
          label="Paper size"
          placeholder={`Default: ${paperLabel}`}
          options={PAPER_SIZE_OPTIONS}
          hint={`Unless chosen: Letter in the United States and Canada, A4 elsewhere${country ? ` (${countryName(country)}: ${paperLabel})` : ""}.`}
        />
      </div>
      <TextField form={form} name="defaultVatRate" label="Default VAT rate (%)" placeholder="19" hint="The rate a new invoice line starts with." />
      {offerDefault && (
        <CheckboxField control={control} name="isDefault" label="Make this my default business" hint="The business new documents start with." />
      )}
    </FormSection>
  );
}
