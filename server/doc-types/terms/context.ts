// What every part of the terms reads: the input, the governing law, who is addressed and which
// consumer rules apply (EU / UK withdrawal, prices including VAT or GST, US arbitration), worked
// out once.
import { type TTermsRequest, US_GOVERNING_LAWS, termsConsumerLaw } from "../../../shared/doc-types";
import type { BusinessIdentity } from "../business";
import { type GoverningLaw, governingLaw, withGoverningRegion } from "../common";

/** What every part of the terms reads. */
export interface TermsCtx {
  c: string;
  input: TTermsRequest;
  law: GoverningLaw;
  pay: boolean;
  business?: BusinessIdentity;
  /**
   * How to reach us, as every section names it ("Contact Us", the withdrawal notice and form, the
   * DSA point of contact, the INFORM report line): the e-mail and postal address typed for these
   * terms, else the business profile's; the phone is the profile's.
   */
  contact: { email?: string; address?: string; phone?: string };
  /** Consumers are addressed (audience consumers or both). */
  consumers: boolean;
  /** Businesses are addressed (audience businesses or both). */
  businesses: boolean;
  /** Consumers in the EU: German law, or the user says EU / UK consumers buy. */
  eu: boolean;
  /** EU or UK consumer law applies: withdrawal, model form, prices including VAT. */
  euUk: boolean;
  /** Prices shown to consumers include VAT / GST (EU, UK and Australian consumer law). */
  grossPrices: boolean;
  /** "VAT" or, in Australia, "GST". */
  tax: string;
  /** A US governing law and the user chose arbitration. */
  arbitration: boolean;
}

/** The context every part reads: who is addressed, which consumer rules apply. */
export function termsContext(input: TTermsRequest, business?: BusinessIdentity): TermsCtx {
  const c = input.companyName;
  const law = withGoverningRegion(governingLaw(input.governingLaw, c), input.governingLaw, input.governingRegion);
  // German law is region "de", UK law region "uk" (governingLaw in ../common.ts).
  const { consumers, eu, euUk } = termsConsumerLaw(input);
  return {
    c,
    input,
    law,
    pay: input.hasPayments,
    business,
    contact: {
      email: input.email ?? business?.email,
      address: input.address ?? business?.address,
      phone: business?.phone,
    },
    consumers,
    businesses: input.audience !== "consumers",
    eu,
    euUk,
    grossPrices: euUk || (consumers && law.region === "au"),
    tax: law.region === "au" ? "GST" : "VAT",
    arbitration: input.arbitration && US_GOVERNING_LAWS.includes(input.governingLaw),
  };
}
